import Testing

@testable import CollectionLayoutCore

/// The index of ids that an update keeps (``ItemIDIndex``) and the check of the ids it brings
/// (``UpdateMapping/itemIDIndexAfter(updating:before:)``) against the full search
/// (``ItemIdentifiers/duplicates(in:)``) on random batches, with ids brought by inserts and
/// reloads that repeat ids that stay, ids that leave, and each other: the fast check accepts
/// only data the full search finds no repeat in, and an update refuses the rest with today's
/// messages, word for word.
@Suite struct ItemIDIndexTests {
  private let environment = LayoutEnvironment(
    viewport: LayoutSize(width: 320, height: 480), displayScale: 2)
  private let metrics = SectionMetrics(rowHeight: 40, columns: 2)

  /// Every id of `sections`, in document order.
  private func ids(_ sections: [LayoutSection]) -> [String] {
    sections.flatMap { section -> [String] in
      guard case .list(let items) = section.items else { return [] }
      return items.compactMap(\.id)
    }
  }

  /// The outcome of laying out `sections` afresh, as an update words it: "valid", or the
  /// message of the problems found.
  private func freshOutcome(_ sections: [LayoutSection]) -> String {
    do {
      _ = try GridLayout(environment: environment, metrics: metrics, sections: sections)
      return "valid"
    } catch {
      return "cannot lay out the data after the update: "
        + error.issues.map(\.description).joined(separator: "; ")
    }
  }

  /// Random sections of listed items with distinct ids (some without), some counts.
  private func randomSections(_ random: inout RandomBatches, next: inout Int) -> [LayoutSection] {
    random.counts().map { count in
      guard random.chance(75) else { return LayoutSection(items: .count(count)) }
      return LayoutSection(
        items: .list(
          (0..<count).map { _ in
            next += 1
            switch random.int(0...99) {
            case 0..<12: return Item()
            case 12..<16: return Item(id: "é-\(next)")
            case 16..<18: return Item(id: next.isMultiple(of: 2) ? "K" : "k-\(next)")
            default: return Item(id: "id-\(next)")
            }
          }))
    }
  }

  /// `batch` with data for some of its inserted and reloaded items, whose ids are new, an id
  /// of the data before (which may stay or leave), the reloaded item's own, one given to
  /// another item of the batch, none, or one canonically equal to "K".
  private func withItemData(
    _ batch: BatchUpdate, before: [LayoutSection], random: inout RandomBatches, next: inout Int
  ) -> BatchUpdate {
    var batch = batch
    let old = ids(before)
    var brought: [String] = []
    func id(own: String?) -> String? {
      next += 1
      let id: String?
      switch random.int(0...99) {
      case 0..<35: id = "new-\(next)"
      case 35..<60: id = old.isEmpty ? nil : old[random.int(0...old.count - 1)]
      case 60..<75: id = own
      case 75..<87:
        id = brought.isEmpty ? "new-\(next)" : brought[random.int(0...brought.count - 1)]
      case 87..<92: id = "\u{212A}"
      default: id = nil
      }
      if let id { brought.append(id) }
      return id
    }
    // Now and then out of range: the update refuses it first, the layout of the data after
    // (which checks only the items new to a section) must too.
    func height() -> Double { random.chance(5) ? -1 : 30 }
    for path in batch.insertItems where random.chance(60) {
      batch.insertedItemData[path] = Item(id: id(own: nil), height: height())
    }
    for path in batch.reloadItems where random.chance(60) {
      let own: String? =
        before.indices.contains(path.section)
          && path.item.isIndex(below: max(0, before[path.section].items.count))
        ? {
          guard case .list(let items) = before[path.section].items else { return nil }
          return items[path.item].id
        }() : nil
      batch.reloadedItemData[path] = Item(id: id(own: own), height: height())
    }
    return batch
  }

  @Test func theFastCheckAgreesWithTheFullSearchOnRandomBatches() throws {
    var random = RandomBatches(seed: 0x1D5_0045)
    var next = 0
    var (fast, unique, repeated, updates) = (0, 0, 0, 0)
    for _ in 0..<250 {
      let sections = randomSections(&random, next: &next)
      guard
        var layout = try? GridLayout(environment: environment, metrics: metrics, sections: sections)
      else { continue }
      // Three updates in a row: the second and third start from an index the update made.
      for _ in 0..<3 {
        let counts = layout.sections.map(\.items.count)
        var batch = withItemData(
          random.validBatch(counts: counts), before: layout.sections, random: &random, next: &next)
        guard var mapping = try? UpdateMapping(before: layout.sections, batch: batch) else { break }
        let after = mapping.sectionsAfter
        // Now and then the same data given as `after`: its check keeps the index of its ids
        // for the next update.
        let givesAfter = random.chance(20)
        if givesAfter {
          batch.insertedItemData = [:]
          batch.reloadedItemData = [:]
          batch.after = after
          guard let given = try? UpdateMapping(before: layout.sections, batch: batch) else { break }
          mapping = given
        }
        let index = try #require(layout.hints.itemIDs.index(of: layout.sections))
        let derived = mapping.derivedItems(before: layout.sections)
        #expect((derived == nil) == givesAfter)
        let found = derived.flatMap {
          mapping.itemIDIndexAfter(updating: index, before: layout.sections, derived: $0)
        }
        let duplicates = ItemIdentifiers.duplicates(in: after)
        if duplicates.isEmpty { unique += 1 } else { repeated += 1 }
        if let found {
          fast += 1
          #expect(duplicates.isEmpty, "fast check passed repeated ids in \(ids(after))")
          // The index is the multiset of the ids after, hashed as it hashes.
          let expected = ids(after).compactMap { found.hash(of: $0) }.sorted()
          #expect(found.sortedHashes == expected)
          #expect(found.count == ids(after).count)
        }
        // The layout of the data after, checking only the new items and without the search
        // when the index shows no repeat: the same problems as a fresh layout's.
        let laidOut: String
        do {
          _ = try layout.laidOut(sections: after, in: environment, carrying: mapping)
          laidOut = "valid"
        } catch {
          laidOut =
            "cannot lay out the data after the update: "
            + error.issues.map(\.description).joined(separator: "; ")
        }
        #expect(laidOut == freshOutcome(after))
        // The update: accepted, or refused with its message (the data's values first, then
        // the data after as a fresh layout of it words it).
        var outcome = "valid"
        do {
          let update = try LayoutUpdate(layout: layout, contentOffset: .zero, batch: batch)
          layout = update.newLayout
        } catch {
          outcome = error.message
        }
        if outcome == "valid" {
          updates += 1
          let carried = try #require(layout.hints.itemIDs.index(of: layout.sections))
          #expect(carried.sortedHashes == ids(after).compactMap { carried.hash(of: $0) }.sorted())
        }
        let refusesData = !RangeChecker.issues(of: batch).isEmpty
        #expect(refusesData ? outcome != "valid" : outcome == laidOut)
        if outcome != "valid" { break }
      }
    }
    // The cases are not degenerate: repeats are found, and most data without them passes fast.
    #expect(repeated > 50)
    #expect(unique > 300)
    #expect(fast * 10 > unique * 5, "\(fast) fast of \(unique) without repeats")
    #expect(updates > 300)
  }

  @Test func aHashSharedByChanceIsToldFromARepeatedIdByTheIds() throws {
    // The index of the data before given, besides, the hashes of up to three of the ids the
    // batch brings: as if other ids there shared them by chance. The check must then answer
    // as without them (a repeated id still sends it to the full search), its index holding
    // those hashes as repeats, not fall back to the full search for a hash alone.
    var random = RandomBatches(seed: 0x5AA3_0045)
    var next = 0
    var (shared, told, repeats) = (0, 0, 0)
    for _ in 0..<300 {
      let sections = randomSections(&random, next: &next)
      guard
        let layout = try? GridLayout(environment: environment, metrics: metrics, sections: sections)
      else { continue }
      let batch = withItemData(
        random.validBatch(counts: layout.sections.map(\.items.count)), before: layout.sections,
        random: &random, next: &next)
      guard let mapping = try? UpdateMapping(before: layout.sections, batch: batch),
        let derived = mapping.derivedItems(before: layout.sections)
      else { continue }
      let index = try #require(layout.hints.itemIDs.index(of: layout.sections))
      // In the order of the paths: a dictionary's order changes from run to run.
      let given =
        batch.insertedItemData.sorted { $0.key < $1.key }
        + batch.reloadedItemData.sorted { $0.key < $1.key }
      let brought = given.compactMap(\.value.id).compactMap { index.hash(of: $0) }
      guard !brought.isEmpty else { continue }
      let extra = (0..<random.int(1...3)).map { _ in brought[random.int(0...brought.count - 1)] }
      let crowded = ItemIDIndex(hashes: index.sortedHashes + extra, hashing: index.hashing)
      let plain = mapping.itemIDIndexAfter(
        updating: index, before: layout.sections, derived: derived)
      let found = mapping.itemIDIndexAfter(
        updating: crowded, before: layout.sections, derived: derived)
      shared += 1
      #expect((found == nil) == (plain == nil), "the shared hashes \(extra) changed the answer")
      if let found, let plain {
        told += 1
        // The multiset of the ids after, hashed as it hashes, and the shared hashes again.
        let expected = ids(mapping.sectionsAfter).compactMap { found.hash(of: $0) } + extra
        #expect(found.sortedHashes == expected.sorted())
        #expect(found.count == plain.count + extra.count)
      }
      if !ItemIdentifiers.duplicates(in: mapping.sectionsAfter).isEmpty {
        repeats += 1
        #expect(found == nil, "a repeated id passed the check")
      }
    }
    // Most draws were told apart by their ids; some had a real repeat.
    #expect(shared > 120)
    #expect(told > 50)
    #expect(repeats > 20)
  }

  @Test func aRepeatBroughtByAnInsertOrAReloadIsRefusedWithTodaysMessage() throws {
    let items = ["a", "b", "c"].map { Item(id: $0) }
    let layout = try GridLayout(
      environment: environment, metrics: metrics, sections: [LayoutSection(items: .list(items))])
    _ = try LayoutUpdate(layout: layout, contentOffset: .zero, batch: BatchUpdate())
    let path = { (item: Int) in ItemPath(section: 0, item: item) }
    let inserted = BatchUpdate(
      insertItems: [path(1)], insertedItemData: [path(1): Item(id: "c")])
    let reloaded = BatchUpdate(reloadItems: [path(0)], reloadedItemData: [path(0): Item(id: "b")])
    // The reloaded item's own id, or the id of an item deleted by the same batch, is no repeat.
    let own = BatchUpdate(reloadItems: [path(0)], reloadedItemData: [path(0): Item(id: "a")])
    let replacing = BatchUpdate(
      deleteItems: [path(2)], insertItems: [path(0)], insertedItemData: [path(0): Item(id: "c")])
    var messages: [String] = []
    for batch in [inserted, reloaded, own, replacing] {
      do {
        _ = try LayoutUpdate(layout: layout, contentOffset: .zero, batch: batch)
        messages.append("valid")
      } catch {
        messages.append(error.message)
      }
    }
    #expect(
      messages == [
        "cannot lay out the data after the update: sections[0].items[3].id: duplicate item id "
          + "\"c\", first used at sections[0].items[1].id",
        "cannot lay out the data after the update: sections[0].items[1].id: duplicate item id "
          + "\"b\", first used at sections[0].items[0].id",
        "valid", "valid",
      ])
  }

  @Test func anUpdateWithAfterHandsTheIndexOfItsIdsToTheNewLayout() throws {
    let items = { (ids: [String]) in LayoutSection(items: .list(ids.map { Item(id: $0) })) }
    let layout = try GridLayout(
      environment: environment, metrics: metrics, sections: [items(["a", "b"])])
    let update = try LayoutUpdate(
      layout: layout, contentOffset: .zero,
      batch: BatchUpdate(
        insertItems: [ItemPath(section: 0, item: 2)], after: [items(["a", "b", "c"])]))
    let kept = try #require(update.mapping.checkedAfter.itemIDs)
    #expect(kept.sortedHashes == ["a", "b", "c"].compactMap(kept.hash(of:)).sorted())
    let held = update.newLayout.hints.itemIDs.index(of: update.newLayout.sections)
    #expect(held?.sortedHashes == kept.sortedHashes)
  }

  @Test func theIndexIsAMultisetThroughInsertsRemovesAndSplits() {
    var random = RandomBatches(seed: 0x1D5_1DE5)
    // Hashes crowded into few top bits, so that leaves fill and split several levels down.
    func hash() -> UInt32 {
      UInt32(truncatingIfNeeded: random.int(0...63)) << 26
        | UInt32(truncatingIfNeeded: random.int(0...(1 << 12)))
    }
    var reference = (0..<3_000).map { _ in hash() }
    var index = ItemIDIndex(hashes: reference, hashing: .bytes)
    let original = index
    for _ in 0..<6_000 {
      if random.chance(60) || reference.isEmpty {
        let value = hash()
        index.insert(value)
        reference.append(value)
      } else {
        let value = random.chance(80) ? reference[random.int(0...reference.count - 1)] : hash()
        let position = reference.firstIndex(of: value)
        #expect(index.remove(value) == (position != nil))
        if let position { reference.remove(at: position) }
      }
    }
    #expect(index.sortedHashes == reference.sorted())
    #expect(index.count == reference.count)
    for value in reference.prefix(100) { #expect(index.contains(value)) }
    // The copy taken before is untouched (the tree is persistent).
    #expect(original.count == 3_000)
    // A bulk-built index of as many hashes holds the same multiset.
    #expect(ItemIDIndex(hashes: reference, hashing: .bytes).sortedHashes == reference.sorted())
  }

  /// ``ItemIDIndex/replacing(_:with:leavingIsHeld:)`` decides and holds what removing each
  /// leaving hash, then checking and inserting each arriving one, one by one, decide and hold:
  /// the same multiset and shape (a leaf over its capacity that a hash leaves and arrives in
  /// may stay whole, where one by one splits it), and `nil` exactly when one by one fails (a
  /// leaving hash not there, an arriving one already there or repeated), with hashes that
  /// leave and arrive (moves), repeats, leaves that fill and split, and roots of 16 to 128
  /// children. Told that the leaving hashes are held, when they are, the same answer.
  @Test func replacingAtOnceAgreesWithOneByOne() {
    var random = RandomBatches(seed: 0x5EB_1ACE)
    func hash() -> UInt32 {
      UInt32(truncatingIfNeeded: random.int(0...15)) << 28
        | UInt32(truncatingIfNeeded: random.int(0...(1 << 14)))
    }
    var accepted = 0
    var refused = 0
    var wideRoots = 0
    var movedKeptLeafWhole = 0
    var trustedAccepted = 0
    for round in 0..<300 {
      // Now and then an index of hashes spread over all 32 bits, whose root has 64 or 128
      // children (12,000 hashes), or 16 over branches of 16 (40,000).
      let wide = round.isMultiple(of: 25) ? (round.isMultiple(of: 50) ? 40_000 : 12_000) : 0
      let hashes =
        wide > 0
        ? (0..<random.int(wide / 2...wide)).map { _ in
          UInt32(truncatingIfNeeded: random.int(0...Int(UInt32.max)))
        }
        : (0..<random.int(0...(round.isMultiple(of: 10) ? 4_000 : 600))).map { _ in hash() }
      let index = ItemIDIndex(hashes: hashes, hashing: .bytes)
      if index.shape.rootBits >= 6 { wideRoots += 1 }
      // Hashes that are there (distinct positions, so that a repeat leaves as often as it is
      // there), now and then one that is not.
      var positions = Set<Int>()
      for _ in 0..<random.int(0...40) where !hashes.isEmpty {
        positions.insert(random.int(0...hashes.count - 1))
      }
      var leaving = positions.sorted().map { hashes[$0] }
      let mayLeaveUnheld = random.chance(10)
      if mayLeaveUnheld { leaving.append(hash()) }
      var arriving: [UInt32] = []
      for _ in 0..<random.int(0...(round.isMultiple(of: 7) ? 600 : 40)) {
        arriving.append(
          random.chance(30) && !leaving.isEmpty
            ? leaving[random.int(0...leaving.count - 1)] : hash())
      }
      // One by one.
      var reference: ItemIDIndex? = index
      for value in leaving where reference?.remove(value) == false { reference = nil }
      for value in arriving {
        guard var current = reference, !current.contains(value) else {
          reference = nil
          break
        }
        current.insert(value)
        reference = current
      }
      let pending = index.replacing(leaving, with: arriving)
      #expect((pending == nil) == (reference == nil))
      // Told that the leaving hashes are held (they are), it decides and holds the same
      // without looking them up.
      if !mayLeaveUnheld {
        let trusted = index.replacing(leaving, with: arriving, leavingIsHeld: true)
        #expect((trusted == nil) == (pending == nil))
        #expect(trusted?.sortedHashes == pending?.sortedHashes)
        #expect(trusted?.written.sortedHashes == pending?.written.sortedHashes)
        if trusted != nil { trustedAccepted += 1 }
      }
      if let pending, let reference {
        accepted += 1
        // Pending or written, the same multiset.
        let atOnce = pending.written
        #expect(pending.sortedHashes == reference.sortedHashes)
        #expect(atOnce.sortedHashes == reference.sortedHashes)
        #expect(pending.count == reference.count && atOnce.count == reference.count)
        for value in arriving.prefix(20) { #expect(pending.contains(value)) }
        // One pass over the tree leaves the shape the removals and inserts leave one by one,
        // but where a hash leaves and arrives: it stays, where inserting it again one by one
        // splits a leaf over its capacity (the narrow hashes here share bits 14 to 27).
        if Set(leaving).isDisjoint(with: arriving) {
          #expect(atOnce.leafCount == reference.leafCount)
        } else {
          #expect(atOnce.leafCount <= reference.leafCount)
          if atOnce.leafCount < reference.leafCount { movedKeptLeafWhole += 1 }
        }
        for value in arriving.prefix(20) { #expect(atOnce.contains(value)) }
      } else {
        refused += 1
      }
      // The index replaced from is untouched (the tree is persistent).
      #expect(index.count == hashes.count)
    }
    #expect(accepted > 30 && refused > 30)
    #expect(wideRoots >= 6, "\(wideRoots) roots of 64 children or more")
    #expect(movedKeptLeafWhole > 0, "a moved hash kept a full leaf whole")
    #expect(trustedAccepted > 30, "\(trustedAccepted) accepted without looking up the leaving")
  }

  /// A chain of updates, each from the index the one before left, against a multiset: the
  /// changes stay pending (hashes taken from the tree, hashes added on top, one cancelling the
  /// other) until more than ``ItemIDIndex/pendingLimit`` would be, then are written into the
  /// tree; every count, and every refusal (a hash leaving more often than it is here, one
  /// arriving that is here or twice), is the multiset's, pending or written.
  @Test func aChainOfUpdatesKeepsItsChangesPendingThenWritesThem() {
    var random = RandomBatches(seed: 0xC4A1_0005)
    func hash() -> UInt32 { UInt32(truncatingIfNeeded: random.int(0...200_000)) &* 0x9E37_79B9 }
    var index = ItemIDIndex(hashes: (0..<2_000).map { _ in hash() }, hashing: .bytes)
    var multiset: [UInt32: Int] = [:]
    for value in index.sortedHashes { multiset[value, default: 0] += 1 }
    var writes = 0
    var pendingAfterAnUpdate = 0
    var refused = 0
    for round in 0..<400 {
      let present = multiset.filter { $0.value > 0 }.map(\.key).sorted()
      // Mostly a few hashes, now and then many: past the limit at once.
      let size = round.isMultiple(of: 37) ? 200 : random.int(0...12)
      // Distinct hashes that are here, now and then one twice.
      var positions = Set<Int>()
      for _ in 0..<size where !present.isEmpty {
        positions.insert(random.int(0...present.count - 1))
      }
      var leaving = positions.map { present[$0] }
      if random.chance(5), let some = leaving.first { leaving.append(some) }
      if random.chance(5) { leaving.append(hash()) }
      var arriving = (0..<random.int(0...size)).map { _ in
        random.chance(25) && !leaving.isEmpty ? leaving[random.int(0...leaving.count - 1)] : hash()
      }
      if random.chance(5), let some = present.first { arriving.append(some) }
      // The multiset's answer: every leaving hash here as often as it leaves, and no arriving
      // one here once they left, nor twice.
      var after = multiset
      var valid = true
      for value in leaving {
        guard let here = after[value], here > 0 else {
          valid = false
          break
        }
        after[value] = here - 1
      }
      if valid {
        for value in arriving {
          guard (after[value] ?? 0) == 0 else {
            valid = false
            break
          }
          after[value] = 1
        }
      }
      let before = index.pendingCount
      let updated = index.replacing(leaving, with: arriving)
      #expect((updated != nil) == valid, "round \(round)")
      guard let updated else {
        refused += 1
        continue
      }
      index = updated
      multiset = after
      #expect(index.pendingCount <= ItemIDIndex.pendingLimit)
      if index.pendingCount < before { writes += 1 }
      if index.pendingCount > 0 { pendingAfterAnUpdate += 1 }
      #expect(index.count == multiset.values.reduce(0, +))
      for value in leaving.prefix(5) + arriving.prefix(5) {
        #expect(index.count(of: value) == multiset[value] ?? 0)
      }
      if round.isMultiple(of: 50) {
        let expected = multiset.keys.sorted().flatMap {
          repeatElement($0, count: multiset[$0] ?? 0)
        }
        #expect(index.sortedHashes == expected)
        #expect(index.written.sortedHashes == expected)
        #expect(index.written.pendingCount == 0)
      }
    }
    #expect(
      writes >= 5 && pendingAfterAnUpdate > 200 && refused > 20,
      "\(writes) writes, \(pendingAfterAnUpdate) pending, \(refused) refused")
  }

  /// The limit of pending changes, by hand: 200 changes stay pending, 57 more are written into
  /// the tree with them (and the tree's shape is the one the written index has), a leaving hash
  /// that is not there is refused whether the changes stay pending or are written, and one hash
  /// inserted or removed on its own writes what is pending first.
  @Test func changesPastTheLimitAreWrittenIntoTheTree() throws {
    let spread: (Int) -> UInt32 = { UInt32($0) &* 0x9E37_79B9 }
    let index = ItemIDIndex(hashes: (0..<1_000).map(spread), hashing: .bytes)
    let pending = try #require(
      index.replacing((0..<100).map(spread), with: (1_000..<1_100).map(spread)))
    #expect(pending.pendingCount == 200 && pending.count == 1_000)
    #expect(pending.leafCount == index.leafCount)
    let written = try #require(pending.replacing([spread(100)], with: (1_100..<1_156).map(spread)))
    #expect(written.pendingCount == 0 && written.count == 1_055)
    #expect(written.sortedHashes == ((101..<1_156).map(spread)).sorted())
    // The same changes at once from the index built: past the limit too, the same tree.
    let atOnce = try #require(
      index.replacing((0..<101).map(spread), with: (1_000..<1_156).map(spread)))
    #expect(atOnce.pendingCount == 0 && atOnce.leafCount == written.leafCount)
    #expect(atOnce.sortedHashes == written.sortedHashes)
    #expect(!written.contains(spread(5)) && written.contains(spread(1_150)))
    // A leaving hash that is not there: refused pending (200 + 2) and written (200 + 57).
    #expect(pending.replacing([spread(5)], with: [spread(2_000)]) == nil)
    #expect(pending.replacing([spread(5)], with: (2_000..<2_056).map(spread)) == nil)
    // One hash at a time: the pending changes written first.
    var single = pending
    single.insert(spread(3_000))
    #expect(single.pendingCount == 0 && single.count == 1_001 && single.contains(spread(3_000)))
    var removed = pending
    let wasThere = removed.remove(spread(1_050))
    #expect(wasThere && removed.pendingCount == 0 && removed.count == 999)
    let wasGone = removed.remove(spread(50))
    #expect(!wasGone)
  }

  /// A leaf's removals (``ItemIDIndex/Shape/removing(_:from:)``), by scans for up to 32 hashes
  /// and by one pass over the leaf and a small hash table for more, against a multiset: the
  /// same hashes kept, a repeated hash leaving as many times as it is listed, and `nil` exactly
  /// when a hash leaves more often than it is there.
  @Test func aLeafLosesEachLeavingHashOnceWhateverTheirNumber() {
    var random = RandomBatches(seed: 0x1EAF_0FF)
    var refused = 0
    var passes = 0
    var scans = 0
    for _ in 0..<2_000 {
      // Narrow values, so that a leaf holds repeats.
      let hashes = (0..<random.int(0...200)).map { _ in UInt32(random.int(0...150)) }
      var leaving = hashes.indices.filter { _ in random.chance(random.int(1...40)) }
        .map { hashes[$0] }
      if random.chance(15) { leaving.append(UInt32(random.int(0...160))) }
      leaving.sort()
      if leaving.count > ItemIDIndex.Shape.scannedRemovals { passes += 1 } else { scans += 1 }
      var multiset: [UInt32: Int] = [:]
      for hash in hashes { multiset[hash, default: 0] += 1 }
      var expected: [UInt32: Int]? = multiset
      for hash in leaving {
        guard let count = expected?[hash], count > 0 else {
          expected = nil
          break
        }
        expected?[hash] = count - 1
      }
      let kept = ItemIDIndex.Shape.removing(leaving[...], from: hashes)
      #expect((kept == nil) == (expected == nil), "\(leaving) from \(hashes)")
      if let kept, let expected {
        #expect(
          kept.sorted()
            == expected.keys.sorted().flatMap { repeatElement($0, count: expected[$0] ?? 0) })
      } else {
        refused += 1
      }
    }
    #expect(
      passes > 300 && scans > 300 && refused > 100,
      "\(passes) in one pass, \(scans) by scans, \(refused) refused")
  }

  /// ``ItemIDIndex/replacing(_:with:leavingIsHeld:)`` splits a leaf that fills as inserting one by one
  /// does: a root leaf of 250 hashes given 20 more becomes a branch, and hashes that share
  /// their top 20 bits split down level after level, to the same shape and multiset.
  @Test func replacingSplitsFullLeavesAsOneByOne() throws {
    for prefix in [UInt32(0), 0xAB_CDE0_00] {
      let spread: (Int) -> UInt32 = {
        prefix == 0 ? UInt32($0) &* 0x0F0F_0F0F : prefix | UInt32($0)
      }
      let hashes = (0..<250).map(spread)
      let arriving = (250..<270).map(spread)
      let index = ItemIDIndex(hashes: hashes, hashing: .bytes)
      #expect(index.leafCount == 1)
      var reference = index
      for value in arriving { reference.insert(value) }
      let atOnce = try #require(index.replacing([], with: arriving)).written
      #expect(atOnce.leafCount > 1)
      #expect(atOnce.leafCount == reference.leafCount)
      #expect(atOnce.sortedHashes == reference.sortedHashes)
      #expect(atOnce.count == 270)
    }
  }

  /// ``ItemIDIndex/Shape/make(forCount:)``: leaves of about 160 hashes under the fewest levels a
  /// root of at most 128 children allows, the root taking the bits the levels below do not.
  @Test func theRootIsAsWideAsTheLeavesNeed() {
    let shapes = [0, 256, 257, 1_000, 10_000, 20_480, 20_481, 100_000, 1_000_000].map {
      let (shape, levels) = ItemIDIndex.Shape.make(forCount: $0)
      return [shape.rootBits, levels]
    }
    #expect(
      shapes == [[4, 0], [4, 0], [4, 1], [4, 1], [6, 1], [7, 1], [4, 2], [6, 2], [5, 3]])
    // More hashes than 32 bits tell apart: no level below the last bits.
    let (huge, levels) = ItemIDIndex.Shape.make(forCount: Int.max)
    #expect(huge.shift(atDepth: levels - 1) >= 0)
    // 10,000 hashes spread evenly: 64 leaves of about 156 under the root.
    let spread = (0..<10_000).map { UInt32(truncatingIfNeeded: $0 &* 429_497) }
    let index = ItemIDIndex(hashes: spread, hashing: .bytes)
    #expect(index.leafCount == 64)
    #expect(index.sortedHashes == spread.sorted())
    for value in spread.prefix(500) { #expect(index.contains(value)) }
    #expect(index.contains(1) == spread.contains(1))
  }
}
