/// A batch's operations prepared for validation and mapping, in O(U log U) for U operations:
/// sorted, exact duplicate moves dropped, item operations inside deleted, reloaded or inserted
/// sections dropped (as UIKit drops them), and reloads decomposed into a delete at their old
/// path and an insert at their adjusted path.
///
/// Built from unvalidated input, so nothing here assumes the indexes are in bounds or
/// distinct; ``validate(sectionsOnly:newItemCount:)`` finds the problems in UIKit's order.
package struct UpdatePlan {
  /// The number of items of each section before the update (a negative count, possible
  /// only in a scenario built in code and not validated, counts as 0).
  let oldItemCounts: [Int]
  /// The number of sections after the update: the batch's `after`, or derived as
  /// `old - deleted + inserted`.
  let newSectionCount: Int

  /// Caller section deletes, ascending, duplicates kept.
  let sectionDeletes: [Int]
  /// Caller section inserts, ascending, duplicates kept.
  let sectionInserts: [Int]
  /// Caller section reloads, ascending, duplicates kept.
  let sectionReloads: [Int]
  /// Each distinct section reload, from its old index to its adjusted index, by `from`.
  package let sectionReloadTargets: [SectionMove]
  /// Section moves without exact duplicates, by `from`, then `to`.
  let sectionMoves: [SectionMove]

  /// Old sections deleted or reloaded: item deletes and reloads there are dropped.
  let removedSections: Set<Int>
  /// New sections inserted or reload targets: item inserts there are dropped.
  let addedSections: Set<Int>
  /// Old sections that are move sources.
  let movedFromSections: Set<Int>
  /// New sections that are move destinations.
  let movedToSections: Set<Int>

  /// Caller item deletes, all of them, ascending (for the reload conflict check).
  let allItemDeletes: [ItemPath]
  /// Caller item reloads, all of them, ascending, duplicates kept.
  let allItemReloads: [ItemPath]
  /// Caller item deletes outside removed sections, ascending, duplicates kept.
  let itemDeletes: [ItemPath]
  /// Each distinct item reload outside removed sections, from its old path to its adjusted
  /// path, by `from`.
  package let itemReloadTargets: [ItemMove]
  /// Caller item inserts outside added sections, ascending, duplicates kept.
  let itemInserts: [ItemPath]
  /// Item moves without exact duplicates, by `from`, then `to`.
  let itemMoves: [ItemMove]
  /// The sources of the item moves, ascending.
  let itemMoveSources: [ItemPath]
  /// The item moves by destination (ties by source).
  let itemMovesByDestination: [ItemMove]
  /// The destinations of the item moves, ascending.
  let itemMoveDestinations: [ItemPath]

  /// The number of sections before the update.
  var oldSectionCount: Int { oldItemCounts.count }

  /// Prepares `batch` against the sections before the update.
  package init(before: [LayoutSection], batch: borrowing BatchUpdate) {
    self.init(oldItemCounts: before.map { max(0, $0.items.count) }, batch: batch)
  }

  /// Prepares `batch` against sections of `oldItemCounts` items (each >= 0) before the update.
  init(oldItemCounts: [Int], batch: borrowing BatchUpdate) {
    self.oldItemCounts = oldItemCounts
    sectionDeletes = batch.deleteSections.sorted()
    sectionInserts = batch.insertSections.sorted()
    sectionReloads = batch.reloadSections.sorted()
    sectionMoves = batch.moveSections.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
      .distinctSorted()
    let distinctDeletes = sectionDeletes.distinctSorted()
    let distinctInserts = sectionInserts.distinctSorted()
    newSectionCount =
      batch.after?.count
      ?? (oldItemCounts.count - distinctDeletes.count + distinctInserts.count)

    // Section reloads: old index minus deletes before it, then pushed past inserts.
    let reloads = sectionReloads.distinctSorted()
    let sectionRanks = reloads.map { $0 &- distinctDeletes.countLess(than: $0) }
    let sectionTargets = freeSlots(ranks: sectionRanks, avoiding: distinctInserts)
    sectionReloadTargets = zip(reloads, sectionTargets).map { SectionMove(from: $0, to: $1) }
    removedSections = Set(sectionDeletes).union(reloads)
    addedSections = Set(sectionInserts).union(sectionTargets)
    movedFromSections = Set(sectionMoves.map(\.from))
    movedToSections = Set(sectionMoves.map(\.to))

    // Items: drop the operations UIKit drops, sort.
    allItemDeletes = batch.deleteItems.sortedPaths()
    allItemReloads = batch.reloadItems.sortedPaths()
    let removed = removedSections
    let added = addedSections
    itemDeletes =
      removed.isEmpty
      ? allItemDeletes
      : allItemDeletes.filter {
        !removed.contains($0.section)
      }
    let inserts = batch.insertItems.sortedPaths()
    itemInserts = added.isEmpty ? inserts : inserts.filter { !added.contains($0.section) }
    itemMoves = batch.moveItems.sortedBySourceThenDestination().distinctSorted()
    itemMoveSources = itemMoves.map(\.from)
    itemMovesByDestination = itemMoves.sortedByDestination()
    itemMoveDestinations = itemMovesByDestination.map(\.to)

    // Item reloads: the section adjusted as a section, the item by the deletes of its old
    // section and the inserts of its adjusted section. Moves are not considered.
    let itemReloads =
      (removed.isEmpty ? allItemReloads : allItemReloads.filter { !removed.contains($0.section) })
      .distinctSorted()
    let reloadSectionRanks = itemReloads.map {
      $0.section &- distinctDeletes.countLess(than: $0.section)
    }
    let reloadSections = freeSlots(ranks: reloadSectionRanks, avoiding: distinctInserts)
    let distinctItemDeletes = itemReloads.isEmpty ? [] : itemDeletes.distinctSorted()
    let distinctItemInserts = itemReloads.isEmpty ? [] : itemInserts.distinctSorted()
    var targets: [ItemMove] = []
    targets.reserveCapacity(itemReloads.count)
    var start = 0
    while start < itemReloads.count {
      // Reloads of one old section share one adjusted section.
      var end = start + 1
      while end < itemReloads.count, itemReloads[end].section == itemReloads[start].section {
        end += 1
      }
      let oldSection = itemReloads[start].section
      let newSection = reloadSections[start]
      let ranks = itemReloads[start..<end].map {
        $0.item &- distinctItemDeletes.countInSection(oldSection, lessThan: $0.item)
      }
      let slots = freeSlots(
        ranks: ranks, avoiding: distinctItemInserts.itemsInSection(newSection))
      for (reload, slot) in zip(itemReloads[start..<end], slots) {
        targets.append(ItemMove(from: reload, to: ItemPath(section: newSection, item: slot)))
      }
      start = end
    }
    itemReloadTargets = targets
  }
}

/// For each rank k (ascending), the k-th (0-based) index not in `avoiding` (ascending,
/// distinct): the index an element reaches when the `avoiding` slots are inserted in front of
/// it in ascending order. O(ranks + avoiding). Wrapping arithmetic: absurd input gives
/// absurd slots, never a trap (validation rejects such input before the slots matter).
func freeSlots(ranks: [Int], avoiding: [Int]) -> [Int] {
  var slots: [Int] = []
  slots.reserveCapacity(ranks.count)
  var consumed = 0
  for rank in ranks {
    var slot = rank &+ consumed
    while consumed < avoiding.count, avoiding[consumed] <= slot {
      slot &+= 1
      consumed += 1
    }
    slots.append(slot)
  }
  return slots
}

extension Int {
  /// Whether this is a valid index into a collection of `count` elements: `0 <= self <
  /// count`. Never traps, whatever `count` is.
  func isIndex(below count: Int) -> Bool { self >= 0 && self < count }
}

extension Array where Element: Equatable {
  /// The elements of this array without adjacent repeats: without repeats when sorted.
  func distinctSorted() -> [Element] {
    var first = 1
    while first < count, self[first] != self[first - 1] { first += 1 }
    if first >= count { return self }
    var result: [Element] = []
    result.reserveCapacity(count)
    for element in self where result.last != element {
      result.append(element)
    }
    return result
  }
}

extension RandomAccessCollection where Element: Comparable, Index == Int {
  /// The index of the first element >= `value` in this ascending array or buffer (binary
  /// search).
  func lowerBound(of value: Element) -> Int {
    var low = startIndex
    var high = endIndex
    while low < high {
      let middle = low + (high - low) / 2
      if self[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// How many elements of this ascending array are < `value`.
  func countLess(than value: Element) -> Int { lowerBound(of: value) - startIndex }

  /// Whether this ascending array contains `value` (binary search).
  func sortedContains(_ value: Element) -> Bool {
    let index = lowerBound(of: value)
    return index < endIndex && self[index] == value
  }
}

/// Merges two arrays, each sorted by `areInIncreasingOrder`, into one sorted array; on ties
/// the elements of `first` come first. O(first + second).
func mergeSorted<Element>(
  _ first: [Element], _ second: [Element], by areInIncreasingOrder: (Element, Element) -> Bool
) -> [Element] {
  if first.isEmpty { return second }
  if second.isEmpty { return first }
  var result: [Element] = []
  result.reserveCapacity(first.count + second.count)
  var left = 0
  var right = 0
  while left < first.count, right < second.count {
    if areInIncreasingOrder(second[right], first[left]) {
      result.append(second[right])
      right += 1
    } else {
      result.append(first[left])
      left += 1
    }
  }
  result += first[left...]
  result += second[right...]
  return result
}

extension Array where Element == ItemPath {
  /// How many paths of this ascending array are in `section` with an item < `item`.
  func countInSection(_ section: Int, lessThan item: Int) -> Int {
    lowerBound(of: ItemPath(section: section, item: item))
      - lowerBound(of: ItemPath(section: section, item: Int.min))
  }

  /// The items of this ascending array that are in `section`, ascending.
  func itemsInSection(_ section: Int) -> [Int] {
    let start = lowerBound(of: ItemPath(section: section, item: Int.min))
    var end = start
    while end < count, self[end].section == section { end += 1 }
    return self[start..<end].map(\.item)
  }
}

extension Array where Element == ItemPath {
  /// This array sorted ascending; itself when it already is. When every index fits in 32
  /// bits (always, for paths in bounds), the paths are radix-sorted as packed 64-bit keys.
  func sortedPaths() -> [ItemPath] {
    if isAscending { return self }
    var keys: [UInt64] = []
    keys.reserveCapacity(count)
    for path in self {
      guard let key = path.packedKey else { return sorted() }
      keys.append(key)
    }
    return radixOrder(of: keys).map { self[$0] }
  }

  /// Whether the paths ascend (ties allowed): what a caller often sends, checked in one pass.
  var isAscending: Bool {
    withUnsafeBufferPointer { paths in
      guard var previous = paths.first, let base = paths.baseAddress else { return true }
      // Through a pointer, its end in a register.
      var path = base + 1
      let end = base + paths.count
      while path < end {
        let current = path.pointee
        // Most neighbours share their section: one comparison of it, then of the items.
        if current.section != previous.section {
          if current.section < previous.section { return false }
        } else if current.item < previous.item {
          return false
        }
        previous = current
        path += 1
      }
      return true
    }
  }
}

extension RandomAccessCollection where Element == ItemPath, Index == Int {
  /// The index after the paths of `section` that start at `start`, in paths sorted by section
  /// (as paths ascending are): an exponential search from `start`, then a binary one, O(log
  /// run).
  ///
  /// - Precondition: `self[start].section == section`, and the paths from `start` on are
  ///   sorted by section.
  func endOfRun(ofSection section: Int, from start: Int) -> Int {
    assert(self[start].section == section, "the run starts with a path of its section")
    // The first index not known to hold the section, and a probe at twice the distance each
    // time, until the probe passes the run (or the end).
    var low = start + 1
    var step = 1
    var high = low
    while true {
      high = Swift.min(start + step, endIndex)
      if high == endIndex || self[high].section != section { break }
      low = high + 1
      step &*= 2
    }
    while low < high {
      let middle = low + (high - low) / 2
      if self[middle].section == section { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

extension Array where Element == ItemMove {
  /// This array sorted by destination, ties in their order here; itself when it already is.
  /// Sorted as packed 64-bit keys when every index fits in 32 bits (always, for moves in
  /// bounds).
  func sortedByDestination() -> [ItemMove] {
    var index = 1
    while index < count, !(self[index].to < self[index - 1].to) { index += 1 }
    if index >= count { return self }
    var keys: [UInt64] = []
    keys.reserveCapacity(count)
    for move in self {
      guard let key = move.to.packedKey else {
        return enumerated().sorted { ($0.element.to, $0.offset) < ($1.element.to, $1.offset) }
          .map(\.element)
      }
      keys.append(key)
    }
    return radixOrder(of: keys).map { self[$0] }
  }

  /// This array sorted by source, then destination; itself when it already is.
  func sortedBySourceThenDestination() -> [ItemMove] {
    func ascending(_ lhs: ItemMove, _ rhs: ItemMove) -> Bool {
      (lhs.from, lhs.to) < (rhs.from, rhs.to)
    }
    var index = 1
    while index < count {
      if ascending(self[index], self[index - 1]) { return sorted(by: ascending) }
      index += 1
    }
    return self
  }
}
