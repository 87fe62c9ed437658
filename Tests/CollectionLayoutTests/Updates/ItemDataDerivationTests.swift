import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore

/// A listed section given item data with its batch is rebuilt run by run, the data written
/// where the inserted and reloaded items land (``UpdateMapping`` derives the sections after
/// the update). Against a rebuild item by item through the map: each new slot takes its old
/// item (``UpdateMapping/oldItem(forNew:)``) or, when that item is reloaded and given data,
/// its data by its old path; an inserted slot takes the inserted item's data by its new path.
/// Data for an item the batch neither inserts nor reloads is not used.
@Suite struct ItemDataDerivationTests {
  /// `counts.count` sections: listed, each item with an id and a height, but every third, a
  /// count (which becomes a list when it receives data).
  private func sections(_ counts: [Int]) -> [LayoutSection] {
    counts.enumerated().map { section, count in
      guard section % 3 != 2 else { return LayoutSection(items: .count(count)) }
      return LayoutSection(
        items: .list(
          (0..<count).map { Item(id: "s\(section)-\($0)", height: 20 + Double($0 % 9)) }))
    }
  }

  /// What the section after the update at `new`, whose items come from old section `old` of
  /// `before`, holds, slot by slot through the map.
  private func expectedItems(
    new: Int, count: Int, mapping: UpdateMapping, before: [LayoutSection], batch: BatchUpdate
  ) -> [Item] {
    (0..<count).map { slot in
      let path = ItemPath(section: new, item: slot)
      guard let source = mapping.oldItem(forNew: path) else {
        return batch.insertItems.contains(path) ? batch.insertedItemData[path] ?? Item() : Item()
      }
      if batch.reloadItems.contains(source), let data = batch.reloadedItemData[source] {
        return data
      }
      // An item of a count is `Item()`.
      guard case .list(let items) = before[source.section].items,
        items.indices.contains(source.item)
      else { return Item() }
      return items[source.item]
    }
  }

  @Test func sectionsGivenItemDataAreTheItemByItemRebuild() throws {
    var recorded = 0
    var strays = 0
    var countsListed = 0
    var reloadedGivenData = 0
    for seed in UInt64(1)...4 {
      var random = RandomBatches(seed: seed)
      for _ in 0..<150 {
        // Small sections (runs copied) and large ones (whole chunks and pieces shared).
        let counts = random.counts().map { random.chance(40) ? $0 * 60 + random.int(0...40) : $0 }
        let before = sections(counts)
        var batch = random.validBatch(counts: counts)
        for path in batch.insertItems where random.chance(60) {
          batch.insertedItemData[path] = Item(id: "new-\(path.section)-\(path.item)", height: 33)
        }
        // Now and then, a reload in a reloaded section (UIKit drops it): its data is used.
        for section in batch.reloadSections where counts[section] > 0 && random.chance(50) {
          let path = ItemPath(section: section, item: random.int(0...counts[section] - 1))
          if !batch.reloadItems.contains(path), !batch.deleteItems.contains(path) {
            batch.reloadItems.append(path)
          }
        }
        for path in batch.reloadItems where random.chance(60) {
          batch.reloadedItemData[path] = Item(id: "reloaded-\(path.item)", height: 11)
        }
        // Now and then, data for an item no operation names: not used.
        if random.chance(15), let section = counts.indices.randomElement(using: &random.random),
          counts[section] > 0
        {
          let path = ItemPath(section: section, item: random.int(0...counts[section] - 1))
          if random.chance(50) {
            batch.insertedItemData[path] = Item(id: "stray-insert", height: 5)
          } else {
            batch.reloadedItemData[path] = Item(id: "stray-reload", height: 6)
          }
          strays += 1
        }
        let mapping = try UpdateMapping(before: before, batch: batch)
        if mapping.derivation.items != nil { recorded += 1 }
        let reference = ReferenceUpdateModel(counts: counts, batch: batch)
        for (new, origin) in reference.sectionOrigins.enumerated() {
          guard let old = origin.old else { continue }
          if origin.reloaded {
            if expectReloadedSection(
              new: new, old: old, mapping: mapping, before: before, batch: batch)
            {
              reloadedGivenData += 1
            }
            continue
          }
          let count = mapping.sectionsAfter[new].items.count
          let expected = expectedItems(
            new: new, count: count, mapping: mapping, before: before, batch: batch)
          guard case .list(let after) = mapping.sectionsAfter[new].items else {
            // A count receives no data: it stays a count.
            let given = expected.filter { $0.height == 33 || $0.height == 11 }
            #expect(given.isEmpty, "seed \(seed): section \(new) is not a list")
            continue
          }
          if case .count = before[origin.old ?? 0].items { countsListed += 1 }
          let actual = Array(after)
          let first = actual.indices.first { $0 < expected.count && actual[$0] != expected[$0] }
          #expect(
            actual.count == expected.count && first == nil,
            """
            seed \(seed), section \(new): \(actual.count) items against \(expected.count); \
            first difference at \(first.map(String.init) ?? "none"): \
            \(first.map { "\(actual[$0].id ?? "nil") against \(expected[$0].id ?? "nil")" } ?? ""); \
            counts \(counts), sections \(batch.deleteSections) \(batch.insertSections) \
            \(batch.reloadSections) \(batch.moveSections.map { "\($0.from)>\($0.to)" }), \
            items d\(batch.deleteItems.map { "\($0.section),\($0.item)" }) \
            i\(batch.insertItems.map { "\($0.section),\($0.item)" }) \
            r\(batch.reloadItems.map { "\($0.section),\($0.item)" }) \
            m\(batch.moveItems.map { "\($0.from.section),\($0.from.item)>\($0.to.section),\($0.to.item)" }) \
            rd\(batch.reloadedItemData.keys.map { "\($0.section),\($0.item)" })
            """)
        }
      }
    }
    // Most draws were rebuilt run by run (the derivation recorded the runs: not when a
    // reloaded section was given data), and some had data no operation names.
    #expect(recorded > 300)
    #expect(strays > 40)
    // And counts that received data became lists.
    #expect(countsListed > 20)
    // And reloaded sections took the data of reloaded items listed in them.
    #expect(reloadedGivenData > 40)
  }

  /// Expects reloaded section `old`, at `new` after the update, to hold its items in place,
  /// each reloaded item listed in it (UIKit drops those reloads, not their data) replaced by
  /// its data, or to be unchanged when none is given (data for an item no reload lists, and
  /// an insert's, dropped in a reloaded section, are not used). Returns whether data was
  /// given.
  private func expectReloadedSection(
    new: Int, old: Int, mapping: UpdateMapping, before: [LayoutSection], batch: BatchUpdate
  ) -> Bool {
    let items = before[old].items
    let given = Set(
      batch.reloadItems.filter {
        $0.section == old && $0.item < items.count && batch.reloadedItemData[$0] != nil
      })
    let after = mapping.sectionsAfter[new].items
    guard !given.isEmpty else {
      #expect(after == items, "section \(new), reloaded from \(old), given no data, changed")
      return false
    }
    let expected = (0..<items.count).map { slot -> Item in
      let source = ItemPath(section: old, item: slot)
      if given.contains(source), let data = batch.reloadedItemData[source] { return data }
      guard case .list(let list) = items else { return Item() }
      return list[slot]
    }
    guard case .list(let list) = after else {
      Issue.record("section \(new), reloaded from \(old) and given data, is not a list")
      return true
    }
    #expect(
      Array(list) == expected,
      """
      section \(new), reloaded from \(old): \(list.map { $0.id ?? "nil" }) against \
      \(expected.map { $0.id ?? "nil" }); reloads \(batch.reloadItems), \
      data \(batch.reloadedItemData.keys.sorted())
      """)
    return true
  }

  @Test func aSectionGivenDataKeepsItsChunksAndRecordsItsRuns() throws {
    // 600 items in chunks of 256: two inserts with data leave runs long enough to share.
    let before = sections([600])
    let batch = BatchUpdate(
      insertItems: [ItemPath(section: 0, item: 10), ItemPath(section: 0, item: 400)],
      insertedItemData: [ItemPath(section: 0, item: 400): Item(id: "x", height: 70)])
    let mapping = try UpdateMapping(before: before, batch: batch)
    guard case .list(let after) = mapping.sectionsAfter[0].items,
      case .list(let old) = before[0].items
    else {
      Issue.record("the section lists its items")
      return
    }
    #expect(after.count == 602)
    #expect(after[10] == Item())
    #expect(after[400] == Item(id: "x", height: 70))
    #expect(Array(after[0..<10]) == Array(old[0..<10]))
    #expect(Array(after[11..<400]) == Array(old[10..<399]))
    #expect(Array(after[401...]) == Array(old[399...]))
    // The runs were recorded while rebuilding: the inserted slots are the new items.
    #expect(mapping.derivation.items?.newItems[0] == [10..<11, 400..<401])
    // The long runs' pieces are shared with the old chunks, not copied into regular chunks
    // of 256 (which the rebuild item by item made).
    #expect(!after.isRegular)
    #expect(after.chunks.count > 3)
  }
}

extension ItemDataDerivationTests {
  @Test func aReloadThatLandsInAnotherSectionTakesItsData() throws {
    // Sections a, b, c; a moves to the end, so b and c slide up. UIKit places a reload at its
    // path adjusted by section deletes and inserts only: [1, 0] is b0 before and lands at
    // [1, 0] after, in c's section. Its data goes with it (it was dropped when the data was
    // looked up by the reloaded item's own section).
    let before = ["a", "b", "c"].map { name in
      LayoutSection(items: .list([Item(id: "\(name)0"), Item(id: "\(name)1")]))
    }
    let batch = BatchUpdate(
      moveSections: [SectionMove(from: 0, to: 2)], reloadItems: [ItemPath(section: 1, item: 0)],
      reloadedItemData: [ItemPath(section: 1, item: 0): Item(id: "b0", height: 10)])
    let mapping = try UpdateMapping(before: before, batch: batch)
    let ids = mapping.sectionsAfter.map { section -> [String] in
      guard case .list(let items) = section.items else { return [] }
      return items.map { $0.id ?? "nil" }
    }
    #expect(ids == [["b1"], ["b0", "c0", "c1"], ["a0", "a1"]])
    guard case .list(let landed) = mapping.sectionsAfter[1].items else { return }
    #expect(landed[0] == Item(id: "b0", height: 10))
  }
}

extension ItemDataDerivationTests {
  @Test func aReloadedSectionGivenDataKeepsItsItemsInPlace() throws {
    // UIKit drops the item reload inside a reloaded section; its data still replaces the
    // item at its old path, the others stay where they are, and the count becomes a list.
    let before = [LayoutSection(items: .count(3))]
    let batch = BatchUpdate(
      reloadSections: [0], reloadItems: [ItemPath(section: 0, item: 1)],
      reloadedItemData: [ItemPath(section: 0, item: 1): Item(id: "r", height: 12)])
    let mapping = try UpdateMapping(before: before, batch: batch)
    guard case .list(let items) = mapping.sectionsAfter[0].items else {
      Issue.record("the reloaded section lists its items")
      return
    }
    #expect(Array(items) == [Item(), Item(id: "r", height: 12), Item()])
    #expect(mapping.derivation.items == nil)
  }
}

extension ItemDataDerivationTests {
  @Test func aReloadedSectionTakesOnlyTheDataOfItsListedReloads() throws {
    // Section 0 reloaded: the data of [0, 2], which no reload lists, and of the insert at
    // [0, 0], which UIKit drops there, are not used; nor is a listed reload's past the
    // section's items. Given nothing else, the count stays a count.
    let path = { (item: Int) in ItemPath(section: 0, item: item) }
    let before = [LayoutSection(items: .count(3))]
    let batch = BatchUpdate(
      reloadSections: [0], insertItems: [path(0)], reloadItems: [path(5)],
      insertedItemData: [path(0): Item(id: "i", height: 30)],
      reloadedItemData: [path(2): Item(id: "stray", height: 12), path(5): Item(id: "r")])
    let mapping = try UpdateMapping(before: before, batch: batch)
    #expect(mapping.sectionsAfter[0].items == Items.count(3))
  }
}

extension ItemDataDerivationTests {
  @Test func anUpdateKeepsAReloadedSectionGivenOnlyDroppedData() throws {
    // Accepted by an update (both paths are listed): the insert UIKit drops in the reloaded
    // section, and the reload it drops past the section's items. Neither gives data to an
    // item the section has, so the count stays a count (a list of three `Item()` before).
    let path = { (item: Int) in ItemPath(section: 0, item: item) }
    let layout = try GridLayout(
      environment: LayoutEnvironment(viewport: LayoutSize(width: 320, height: 480)),
      sections: [LayoutSection(items: .count(3))])
    let batch = BatchUpdate(
      reloadSections: [0], insertItems: [path(0)], reloadItems: [path(5)],
      insertedItemData: [path(0): Item(id: "i", height: 30)],
      reloadedItemData: [path(5): Item(id: "r", height: 12)])
    let update = try LayoutUpdate(layout: layout, contentOffset: .zero, batch: batch)
    #expect(update.mapping.sectionsAfter[0].items == Items.count(3))
  }
}
