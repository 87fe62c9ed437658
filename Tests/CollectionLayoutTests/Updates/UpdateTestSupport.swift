@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// SplitMix64 (Steele, Lea and Flood, 2014): a small seeded generator, so random tests
/// replay exactly.
struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

/// Sections of uniform items with these counts.
func countSections(_ counts: [Int]) -> [LayoutSection] {
  counts.map { LayoutSection(items: .count($0)) }
}

/// `[section, item]` as a path, for short tests.
func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

/// A move of an item, for short tests.
func move(_ from: ItemPath, _ to: ItemPath) -> ItemMove { ItemMove(from: from, to: to) }

/// The message of the error `batch` raises on sections with `counts` items, or `nil` when
/// it is valid.
func failureMessage(_ counts: [Int], _ batch: BatchUpdate) -> String? {
  do {
    _ = try UpdateMapping(before: countSections(counts), batch: batch)
    return nil
  } catch {
    return error.message
  }
}

/// The new path of every old item of sections with `counts` items, in order (`nil` for
/// deleted items).
func newPaths(_ mapping: UpdateMapping, counts: [Int]) -> [[ItemPath?]] {
  counts.enumerated().map { section, count in
    (0..<count).map { mapping.newItem(forOld: ItemPath(section: section, item: $0)) }
  }
}

/// The new items indexes of the old items of one section, `nil` for deleted ones, when they
/// stay in `section`; for short tests of one section.
func newIndexes(_ mapping: UpdateMapping, section: Int, count: Int) -> [Int?] {
  (0..<count).map { mapping.newItem(forOld: ItemPath(section: section, item: $0))?.item }
}

/// Random data and random valid batches for the property tests.
struct RandomBatches {
  var random: SeededRandom

  init(seed: UInt64) { random = SeededRandom(seed: seed) }

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

  mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

  /// 0 to 6 sections of 0 to 8 items.
  mutating func counts() -> [Int] { (0..<int(0...6)).map { _ in int(0...8) } }

  /// `count` distinct values of `values`, in random order.
  mutating func pick(_ count: Int, from values: [Int]) -> [Int] {
    Array(values.shuffled(using: &random).prefix(count))
  }

  /// A random valid batch on sections with `counts` items: section and item operations of
  /// every kind, exact duplicate moves, item operations inside deleted, reloaded and
  /// inserted sections (dropped), in random order.
  mutating func validBatch(counts: [Int]) -> BatchUpdate {
    while true {
      if let batch = candidate(counts: counts) { return batch }
    }
  }

  /// One attempt; `nil` when a reload lands where it may not (its adjusted path ignores
  /// moves, so it can fall into a moved section or beyond a shrunk one).
  private mutating func candidate(counts: [Int]) -> BatchUpdate? {
    var batch = BatchUpdate()
    var moveSources: [Int] = []
    for section in counts.indices {
      switch int(0...99) {
      case 0..<12: batch.deleteSections.append(section)
      case 12..<22: batch.reloadSections.append(section)
      case 22..<38: moveSources.append(section)
      default: break
      }
    }
    let newSectionCount = counts.count - batch.deleteSections.count + int(0...2)
    let insertCount = newSectionCount - (counts.count - batch.deleteSections.count)
    batch.insertSections = pick(insertCount, from: Array(0..<newSectionCount))
    let reloadTargets = batch.reloadSections.map {
      ReferenceUpdateModel.adjustedSection($0, batch: batch)
    }
    let free = (0..<newSectionCount).filter {
      !batch.insertSections.contains($0) && !reloadTargets.contains($0)
    }
    let destinations = pick(moveSources.count, from: free)
    batch.moveSections = zip(moveSources, destinations).map { SectionMove(from: $0, to: $1) }

    let sectionsOnly = ReferenceUpdateModel(counts: counts, batch: batch)
    let movedFrom = Set(moveSources)
    var keptNew: [Int: Int] = [:]  // new section -> old section, kept in place
    var keptOld: [Int: Int] = [:]
    for (new, origin) in sectionsOnly.sectionOrigins.enumerated() {
      if let old = origin.old, !origin.reloaded, !movedFrom.contains(old) {
        keptNew[new] = old
        keptOld[old] = new
      }
    }
    let keptNewSections = keptNew.keys.sorted()

    // Old side: deletes, reloads, move sources in kept sections.
    var survivors: [Int: Int] = [:]
    var itemMoveSources: [ItemPath] = []
    for old in keptOld.keys.sorted() {
      let items = pick(counts[old], from: Array(0..<counts[old]))
      let deletes = int(0...min(2, items.count))
      let reloads = int(0...min(2, items.count - deletes))
      let moves = keptNewSections.isEmpty ? 0 : int(0...min(2, items.count - deletes - reloads))
      batch.deleteItems += items[0..<deletes].map { path(old, $0) }
      let reloaded = items[deletes..<deletes + reloads].map { path(old, $0) }
      let target = ReferenceUpdateModel.adjustedSection(old, batch: batch)
      if keptNew[target] != nil { batch.reloadItems += reloaded }
      itemMoveSources += items[deletes + reloads..<deletes + reloads + moves].map { path(old, $0) }
      survivors[old] = counts[old] - deletes - moves - (keptNew[target] != nil ? reloads : 0)
    }
    let moveTargetSections = itemMoveSources.map { _ in
      keptNewSections[int(0...keptNewSections.count - 1)]
    }

    // New side: final counts, insert slots, reload targets, move destinations.
    var finalCounts: [Int: Int] = [:]
    var insertCounts: [Int: Int] = [:]
    for new in keptNewSections {
      insertCounts[new] = int(0...2)
      finalCounts[new] = survivors[keptNew[new] ?? 0, default: 0] + insertCounts[new, default: 0]
    }
    for section in moveTargetSections { finalCounts[section, default: 0] += 1 }
    for reload in batch.reloadItems {
      finalCounts[ReferenceUpdateModel.adjustedSection(reload.section, batch: batch), default: 0] +=
        1
    }
    for new in keptNewSections {
      let slots = pick(insertCounts[new, default: 0], from: Array(0..<finalCounts[new, default: 0]))
      batch.insertItems += slots.map { path(new, $0) }
    }
    var taken = Set(batch.insertItems)
    for reload in batch.reloadItems {
      let target = ReferenceUpdateModel.adjustedItem(
        reload, batch: batch, inserts: batch.insertItems, deletes: batch.deleteItems)
      guard target.item < finalCounts[target.section, default: 0] else { return nil }
      taken.insert(target)
    }
    var freeSlots: [Int: [Int]] = [:]
    for new in keptNewSections {
      freeSlots[new] = (0..<finalCounts[new, default: 0]).filter { !taken.contains(path(new, $0)) }
        .shuffled(using: &random)
    }
    for (source, section) in zip(itemMoveSources, moveTargetSections) {
      guard let slot = freeSlots[section]?.popLast() else { return nil }
      batch.moveItems.append(move(source, path(section, slot)))
    }
    addDroppedNoise(to: &batch, counts: counts, reloadTargets: reloadTargets)
    if chance(20), let first = batch.moveItems.first { batch.moveItems.append(first) }
    if chance(20), let first = batch.moveSections.first { batch.moveSections.append(first) }
    shuffle(&batch)
    return batch
  }

  /// Item operations UIKit drops: deletes and reloads in deleted or reloaded sections,
  /// inserts in inserted or reloaded sections.
  private mutating func addDroppedNoise(
    to batch: inout BatchUpdate, counts: [Int], reloadTargets: [Int]
  ) {
    for section in batch.deleteSections + batch.reloadSections where chance(30) {
      let item = int(0...counts[section] + 2)
      if chance(50) {
        batch.deleteItems.append(path(section, item))
      } else {
        batch.reloadItems.append(path(section, item))
      }
    }
    for section in batch.insertSections + reloadTargets where chance(30) {
      batch.insertItems.append(path(section, int(0...4)))
    }
  }

  /// The same batch with every list in random order.
  private mutating func shuffle(_ batch: inout BatchUpdate) {
    batch.deleteSections.shuffle(using: &random)
    batch.insertSections.shuffle(using: &random)
    batch.reloadSections.shuffle(using: &random)
    batch.moveSections.shuffle(using: &random)
    batch.deleteItems.shuffle(using: &random)
    batch.insertItems.shuffle(using: &random)
    batch.reloadItems.shuffle(using: &random)
    batch.moveItems.shuffle(using: &random)
  }
}
