/// The old-to-new item map of a valid batch, by pin-and-refill per section: in each section
/// after the update, inserted items, reload targets and move destinations are fixed; the other
/// slots take the items of the section's old counterpart that are not deleted, reloaded or
/// moved out, in their old order.
///
/// Nothing is stored per item: only the edit points. For a section with item operations, the
/// removed old items R (deletes, reload sources, move sources) and the fixed new slots F
/// (inserts, reload targets, move destinations) are kept sorted, and an index is mapped by
/// counting them with binary searches:
///
/// ```
///  old   a0 a1 a2 a3 a4 a5        R = {1, 4}: a1, a4 removed
///  rank  0  ·  1  2  ·  3         rank(i) = i - |{r in R : r < i}|
///  new   a0 N  a2 a3 a5           F = {1}: slot 1 inserted
///  slot  0  ·  1  2  3            the rank-k survivor takes the k-th slot not in F
/// ```
/// The k-th index not in a sorted list A is `k + |{j : A[j] - j <= k}|`, where `A[j] - j` (the
/// free indexes before `A[j]`) never decreases: one binary search.
///
/// Cost: O(U log U) to build for U operations (they arrive sorted from the plan), O(log U)
/// per lookup; sections without item operations map their items to the same index.
struct ItemMap: Hashable, Sendable {
  /// The old sections that have item operations (kept sections, whose new counterpart or
  /// themselves have removed items or fixed slots), ascending.
  private let oldSections: [Int]
  /// The new counterpart of each of ``oldSections``.
  private let newSections: [Int]
  /// The removed items of each of ``oldSections``: `removedItems[removedStarts[k] ..<
  /// removedStarts[k + 1]]`, ascending.
  private let removedItems: [Int]
  private let removedStarts: [Int]
  /// The fixed slots of each of ``newSections``: `fixedItems[fixedStarts[k] ..<
  /// fixedStarts[k + 1]]`, ascending.
  private let fixedItems: [Int]
  private let fixedStarts: [Int]
  /// The old item count of each of ``oldSections``.
  private let oldCounts: [Int]
  /// The positions in ``oldSections`` of the sections sorted by their new counterparts, and
  /// those counterparts: a new section's lookup.
  private let byNewSection: [Int]
  private let sortedNewSections: [Int]
  /// Item moves, by source.
  let moveByFrom: PathLookup
  /// Item moves, by destination.
  let moveByTo: PathLookup
  /// Item reloads, old path to adjusted path.
  let reloadByFrom: PathLookup
  /// Item reloads, adjusted path to old path.
  let reloadByTo: PathLookup

  /// Builds the map of `plan`, which passed validation. Never traps on an invalid plan; the
  /// map is then meaningless.
  init(plan: UpdatePlan, sectionMap: SectionMap) {
    moveByFrom = PathLookup(plan.itemMoves, bySource: true)
    moveByTo = PathLookup(plan.itemMovesByDestination, bySource: false)
    reloadByFrom = PathLookup(plan.itemReloadTargets, bySource: true)
    reloadByTo = PathLookup(plan.itemReloadTargets, bySource: false)
    // The edit points come from three sorted lists each, merged section by section.
    let removedLists = [plan.itemDeletes, plan.itemReloadTargets.map(\.from), plan.itemMoveSources]
    let fixedLists = [
      plan.itemInserts, plan.itemReloadTargets.map(\.to).sortedPaths(), plan.itemMoveDestinations,
    ]
    // The kept sections with operations: those with removed items, and the old counterparts
    // of the new sections with fixed slots.
    var candidates: [Int] = []
    for list in removedLists {
      Self.forEachSection(of: list) { candidates.append($0) }
    }
    for list in fixedLists {
      Self.forEachSection(of: list) {
        if let old = sectionMap.origin(ofNew: $0)?.itemSource { candidates.append(old) }
      }
    }
    candidates.sort()
    var oldSections: [Int] = []
    var newSections: [Int] = []
    var oldCounts: [Int] = []
    oldSections.reserveCapacity(candidates.count)
    newSections.reserveCapacity(candidates.count)
    oldCounts.reserveCapacity(candidates.count)
    for old in candidates where oldSections.last != old {
      guard case .kept(let new) = sectionMap.fate(ofOld: old),
        plan.oldItemCounts.indices.contains(old)
      else { continue }
      oldSections.append(old)
      newSections.append(new)
      oldCounts.append(plan.oldItemCounts[old])
    }
    // The removed items and fixed slots of each, in the same order.
    let (removedItems, removedStarts) = Self.editPoints(of: oldSections, in: removedLists)
    let (fixedItems, fixedStarts) = Self.editPoints(of: newSections, in: fixedLists)
    let byNew = newSections.indices.sorted { newSections[$0] < newSections[$1] }
    self.oldSections = oldSections
    self.newSections = newSections
    self.removedItems = removedItems
    self.removedStarts = removedStarts
    self.fixedItems = fixedItems
    self.fixedStarts = fixedStarts
    self.oldCounts = oldCounts
    byNewSection = byNew
    sortedNewSections = byNew.map { newSections[$0] }
  }

  /// Whether new section `new` has item operations (some of its slots are fixed, or items of
  /// its old counterpart are removed).
  func hasOperations(newSection new: Int) -> Bool {
    position(ofNew: new) != nil
  }

  /// The new sections that have item operations (``hasOperations(newSection:)``), ascending,
  /// each once. O(1).
  var newSectionsWithOperations: [Int] { sortedNewSections }

  /// The path after the update of old item `item` of old section `old`, which goes to new
  /// section `new` (kept or moved): moved or reloaded items by their operation, the others by
  /// their rank among the survivors. The caller checks the bounds. O(log U).
  func newPath(old: Int, item: Int, new: Int) -> ItemPath? {
    guard let position = position(ofOld: old) else { return ItemPath(section: new, item: item) }
    let removed = removedStarts[position]..<removedStarts[position + 1]
    let below = countBelow(item, in: removed, of: removedItems)
    if below < removed.count, removedItems[removed.lowerBound + below] == item {
      let path = ItemPath(section: old, item: item)
      return moveByFrom[path] ?? reloadByFrom[path]
    }
    let fixed = fixedStarts[position]..<fixedStarts[position + 1]
    let slot = freeIndex(rank: item - below, avoiding: fixed, of: fixedItems)
    let newCount = max(0, oldCounts[position] - removed.count + fixed.count)
    return slot < newCount ? ItemPath(section: new, item: slot) : nil
  }

  /// The path before the update of new slot `item` of new section `new`, whose items come
  /// from old section `old` (kept or moved). The caller checks the bounds. O(log U).
  func oldPath(new: Int, item: Int, old: Int) -> ItemPath? {
    guard let position = position(ofNew: new) else { return ItemPath(section: old, item: item) }
    let fixed = fixedStarts[position]..<fixedStarts[position + 1]
    let below = countBelow(item, in: fixed, of: fixedItems)
    if below < fixed.count, fixedItems[fixed.lowerBound + below] == item {
      let path = ItemPath(section: new, item: item)
      return moveByTo[path] ?? reloadByTo[path]
    }
    let removed = removedStarts[position]..<removedStarts[position + 1]
    let source = freeIndex(rank: item - below, avoiding: removed, of: removedItems)
    return source < oldCounts[position] ? ItemPath(section: old, item: source) : nil
  }

  /// Calls `body` with the old path of each slot `0 ..< count` of new section `new`, whose
  /// items come from old section `old`, in order (`nil` for an inserted item): the slots of
  /// ``oldPath(new:item:old:)`` in one merge, O(count + U).
  func forEachOldPath(new: Int, old: Int, count: Int, _ body: (ItemPath?) -> Void) {
    guard let position = position(ofNew: new) else {
      for item in 0..<max(0, count) { body(ItemPath(section: old, item: item)) }
      return
    }
    let fixed = fixedItems[fixedStarts[position]..<fixedStarts[position + 1]]
    let removed = removedItems[removedStarts[position]..<removedStarts[position + 1]]
    let oldCount = oldCounts[position]
    var nextFixed = fixed.startIndex
    var nextRemoved = removed.startIndex
    var source = 0
    for slot in 0..<max(0, count) {
      if nextFixed < fixed.endIndex, fixed[nextFixed] == slot {
        nextFixed += 1
        let path = ItemPath(section: new, item: slot)
        body(moveByTo[path] ?? reloadByTo[path])
        continue
      }
      while nextRemoved < removed.endIndex, removed[nextRemoved] == source {
        nextRemoved += 1
        source += 1
      }
      body(source < oldCount ? ItemPath(section: old, item: source) : nil)
      source += 1
    }
  }

  // MARK: - Building the edit points

  /// Calls `body` with each section of `paths` (ascending), once.
  private static func forEachSection(of paths: [ItemPath], _ body: (Int) -> Void) {
    var previous: Int?
    for path in paths where path.section != previous {
      previous = path.section
      body(path.section)
    }
  }

  /// The items of each of `sections` (distinct) in `lists` (three, each ascending), and where
  /// each section's items start (plus the end): each section's runs of the lists found by
  /// binary search and merged into one preallocated buffer, each item written once.
  private static func editPoints(of sections: [Int], in lists: [[ItemPath]])
    -> (items: [Int], starts: [Int])
  {
    let none: [ItemPath] = []
    let first = lists.first ?? none
    let second = lists.count > 1 ? lists[1] : none
    let third = lists.count > 2 ? lists[2] : none
    let capacity = first.count + second.count + third.count
    var starts: [Int] = [0]
    starts.reserveCapacity(sections.count + 1)
    let items = [Int](unsafeUninitializedCapacity: capacity) { buffer, initializedCount in
      first.withUnsafeBufferPointer { first in
        second.withUnsafeBufferPointer { second in
          third.withUnsafeBufferPointer { third in
            let output = buffer
            var written = 0
            // One list's run copied; two lists' runs merged, on ties the first list first.
            func copy(_ run: Range<Int>, of list: UnsafeBufferPointer<ItemPath>) {
              for index in run {
                output[written] = list[index].item
                written += 1
              }
            }
            func merge(
              _ left: Range<Int>, of leftList: UnsafeBufferPointer<ItemPath>,
              _ right: Range<Int>, of rightList: UnsafeBufferPointer<ItemPath>
            ) {
              var nextLeft = left.lowerBound
              var nextRight = right.lowerBound
              while nextLeft < left.upperBound, nextRight < right.upperBound {
                let leftItem = leftList[nextLeft].item
                let rightItem = rightList[nextRight].item
                if rightItem < leftItem {
                  output[written] = rightItem
                  nextRight += 1
                } else {
                  output[written] = leftItem
                  nextLeft += 1
                }
                written += 1
              }
              copy(nextLeft..<left.upperBound, of: leftList)
              copy(nextRight..<right.upperBound, of: rightList)
            }
            for section in sections {
              var a = run(of: section, in: first)
              var b = run(of: section, in: second)
              var c = run(of: section, in: third)
              // Never past the buffer, even for sections listed twice (an invalid plan); such
              // a section gets no items but still its end, so that `starts` has one entry per
              // section and one more.
              guard written + a.count + b.count + c.count <= capacity else {
                starts.append(written)
                continue
              }
              switch (a.isEmpty, b.isEmpty, c.isEmpty) {
              case (true, true, true): break
              case (false, true, true): copy(a, of: first)
              case (true, false, true): copy(b, of: second)
              case (true, true, false): copy(c, of: third)
              case (false, false, true): merge(a, of: first, b, of: second)
              case (false, true, false): merge(a, of: first, c, of: third)
              case (true, false, false): merge(b, of: second, c, of: third)
              case (false, false, false):
                while true {
                  // The smallest of the three heads; on ties the earlier list first.
                  var list = 0
                  var smallest = 0
                  if !a.isEmpty {
                    list = 1
                    smallest = first[a.lowerBound].item
                  }
                  if !b.isEmpty, list == 0 || second[b.lowerBound].item < smallest {
                    list = 2
                    smallest = second[b.lowerBound].item
                  }
                  if !c.isEmpty, list == 0 || third[c.lowerBound].item < smallest {
                    list = 3
                    smallest = third[c.lowerBound].item
                  }
                  switch list {
                  case 1: a = a.dropFirst()
                  case 2: b = b.dropFirst()
                  case 3: c = c.dropFirst()
                  default: break
                  }
                  if list == 0 { break }
                  output[written] = smallest
                  written += 1
                }
              }
              starts.append(written)
            }
            initializedCount = written
          }
        }
      }
    }
    return (items, starts)
  }

  /// The positions in `paths` (ascending) of the paths in `section`: two binary searches.
  private static func run(of section: Int, in paths: UnsafeBufferPointer<ItemPath>) -> Range<Int> {
    let start = paths.lowerBound(of: ItemPath(section: section, item: .min))
    var low = start
    var high = paths.count
    while low < high {
      let middle = low + (high - low) / 2
      if paths[middle].section == section { low = middle + 1 } else { high = middle }
    }
    return start..<low
  }

  // MARK: - Searching the edit points

  /// The position in ``oldSections`` of old section `old`, if it has operations.
  private func position(ofOld old: Int) -> Int? {
    let index = oldSections.lowerBound(of: old)
    return index < oldSections.count && oldSections[index] == old ? index : nil
  }

  /// The position in ``oldSections`` of the section whose new counterpart is `new`, if it has
  /// operations.
  private func position(ofNew new: Int) -> Int? {
    let index = sortedNewSections.lowerBound(of: new)
    guard index < sortedNewSections.count, sortedNewSections[index] == new else { return nil }
    return byNewSection[index]
  }

  /// How many of `values[range]` (ascending) are below `value`.
  private func countBelow(_ value: Int, in range: Range<Int>, of values: [Int]) -> Int {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high {
      let middle = (low + high) / 2
      if values[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low - range.lowerBound
  }

  /// The `rank`-th (0-based) index not in `values[range]` (ascending, distinct): `rank` plus
  /// the number of listed values with at most `rank` free indexes before them. Wrapping
  /// arithmetic: an absurd rank gives an absurd index, never a trap.
  private func freeIndex(rank: Int, avoiding range: Range<Int>, of values: [Int]) -> Int {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high {
      let middle = (low + high) / 2
      if values[middle] &- (middle - range.lowerBound) <= rank {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return rank &+ (low - range.lowerBound)
  }
}
