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
  init(plan: borrowing UpdatePlan, sectionMap: borrowing SectionMap) {
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
    // Room at once for one candidate a path, but no more than one a section for each list
    // (each list is sorted by section, so it names a section once; the bound uses the old
    // count of sections, which the new one exceeds only by the sections inserted).
    let paths = removedLists.reduce(0) { $0 + $1.count } + fixedLists.reduce(0) { $0 + $1.count }
    let lists = removedLists.count + fixedLists.count
    candidates.reserveCapacity(min(paths, lists * (plan.oldItemCounts.count + 1)))
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
    let (removedItems, removedStarts) = Handle.editPoints(of: oldSections, in: removedLists)
    let (fixedItems, fixedStarts) = Handle.editPoints(of: newSections, in: fixedLists)
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
    checkInvariants()
  }

  /// Whether new section `new` has item operations (some of its slots are fixed, or items of
  /// its old counterpart are removed).
  func hasOperations(newSection new: Int) -> Bool {
    position(ofNew: new) != nil
  }

  /// The number of edit points of new section `new`: its fixed slots and the removed items of
  /// its old counterpart (an item moved within the section counts twice, a source and a
  /// destination); 0 for a section without item operations. Its survivors come in at most
  /// this many runs plus one (``forEachOldRun(new:old:count:_:)``). O(log sections).
  func editCount(newSection new: Int) -> Int {
    guard let position = position(ofNew: new) else { return 0 }
    return fixedStarts[position + 1] - fixedStarts[position] + removedStarts[position + 1]
      - removedStarts[position]
  }

  /// The new sections that have item operations (``hasOperations(newSection:)``), ascending,
  /// each once. O(1).
  var newSectionsWithOperations: [Int] { sortedNewSections }

  /// The path after the update of old item `item` of old section `old`, which goes to new
  /// section `new` (kept or moved): moved or reloaded items by their operation, the others by
  /// their rank among the survivors. The caller checks the bounds. O(log U).
  func newPath(old: Int, item: Int, new: Int) -> ItemPath? {
    newPathAndRemoval(old: old, item: item, new: new).path
  }

  /// ``newPath(old:item:new:)``, and whether the item is one of the removed items of its
  /// section (deleted, reloaded or moved out): an item that is not has no item operation of
  /// its own (every reload and move source is a removed item of its kept section). The caller
  /// checks the bounds. O(log U).
  func newPathAndRemoval(old: Int, item: Int, new: Int) -> (path: ItemPath?, isRemoved: Bool) {
    var cursor = Cursor()
    return newPathAndRemoval(old: old, item: item, new: new, cursor: &cursor)
  }

  /// Where ``newPathAndRemoval(old:item:new:cursor:)`` stands in one old section's edit
  /// points: the items of a section asked in ascending order, as the change stream asks those
  /// of the screen, are answered by walking the edit points forward rather than by three
  /// binary searches each.
  ///
  /// ```
  ///  old items        0  1  2  3  4  5  6  7     removed: 2 and 5 (deleted, moved away)
  ///  new slots        0  1  2  3  4  5  6        fixed: slot 2 (an insert)
  ///  holding old      0  1  x  3  4  6  7
  ///
  ///  asked (old)      0  1     3  4     6  7
  ///  below            0  0     1  1     2  2     removed items under the item
  ///  rank             0  1     2  3     4  5     item - below
  ///  fixedBefore      0  0     1  1     1  1     fixed slots before the rank's free slot
  ///  new slot         0  1     3  4     5  6     rank + fixedBefore
  /// ```
  ///
  /// `below` and `fixedBefore` only grow while the items asked ascend, so each is moved on
  /// from where the last item left it.
  struct Cursor {
    /// The old and new sections the cursor stands in; `nil` before the first question.
    fileprivate var sections: (old: Int, new: Int)?
    /// The section's position in the map (`nil`: no operations, every item keeps its index).
    fileprivate var position: Int?
    /// The last item asked.
    fileprivate var item = 0
    /// The section's removed items below ``item``.
    fileprivate var below = 0
    /// The section's fixed slots before the free slot of ``item``'s rank.
    fileprivate var fixedBefore = 0

    init() {}
  }

  /// ``newPathAndRemoval(old:item:new:)`` through `cursor`, which it moves: the same answer
  /// for any question, in O(1) amortized plus the edit points passed when `item` is at or
  /// above the last item asked in the same sections, O(log U) otherwise (the cursor is
  /// placed again).
  func newPathAndRemoval(
    old: Int, item: Int, new: Int, cursor: inout Cursor
  ) -> (path: ItemPath?, isRemoved: Bool) {
    let isPlaced =
      cursor.sections.map { $0.old == old && $0.new == new && item >= cursor.item } ?? false
    if !isPlaced {
      // Placed at `item` by the searches of the plain lookup.
      cursor.sections = (old, new)
      cursor.position = position(ofOld: old)
      if let position = cursor.position {
        let removed = removedStarts[position]..<removedStarts[position + 1]
        let below = countBelow(item, in: removed, of: removedItems)
        let fixed = fixedStarts[position]..<fixedStarts[position + 1]
        let rank = item &- below
        cursor.below = below
        cursor.fixedBefore = freeIndex(rank: rank, avoiding: fixed, of: fixedItems) &- rank
      }
    }
    cursor.item = item
    guard let position = cursor.position else {
      return (ItemPath(section: new, item: item), false)
    }
    let removed = removedStarts[position]..<removedStarts[position + 1]
    var below = cursor.below
    while below < removed.count, removedItems[removed.lowerBound + below] < item { below += 1 }
    cursor.below = below
    if below < removed.count, removedItems[removed.lowerBound + below] == item {
      let path = ItemPath(section: old, item: item)
      return (moveByFrom[path] ?? reloadByFrom[path], true)
    }
    // The rank among the survivors never falls while the items ascend: the fixed slots before
    // its free slot are counted on from where the last item left them.
    let rank = item &- below
    let fixed = fixedStarts[position]..<fixedStarts[position + 1]
    var fixedBefore = cursor.fixedBefore
    while fixedBefore < fixed.count,
      fixedItems[fixed.lowerBound + fixedBefore] &- fixedBefore <= rank
    {
      fixedBefore += 1
    }
    cursor.fixedBefore = fixedBefore
    let slot = rank &+ fixedBefore
    let newCount = max(0, oldCounts[position] - removed.count + fixed.count)
    return (slot < newCount ? ItemPath(section: new, item: slot) : nil, false)
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

  /// A stretch of consecutive slots of a new section, in ``forEachOldRun(new:old:count:_:)``.
  enum OldRun {
    /// Slots `slots` hold the consecutive old items `firstOld ..< firstOld + slots.count` of
    /// the old section.
    case survivors(slots: Range<Int>, firstOld: Int)
    /// Slot `slot` is fixed (an insert, a reload target or a move destination); `old` is its
    /// item's old path (`nil` for an insert).
    case fixed(slot: Int, old: ItemPath?)
    /// Slots `slots` have no old item (past the end of the old section).
    case missing(slots: Range<Int>)
  }

  /// The slots `0 ..< count` of new section `new`, whose items come from old section `old`,
  /// each slot's old path as ``oldPath(new:item:old:)`` gives it (`nil` for an inserted
  /// item), in one merge and in runs: the survivors between two edit points come as one run.
  /// O(U) calls for U operations on the section, whatever its size.
  func forEachOldRun(new: Int, old: Int, count: Int, _ body: (OldRun) -> Void) {
    let count = max(0, count)
    guard let position = position(ofNew: new) else {
      if count > 0 { body(.survivors(slots: 0..<count, firstOld: 0)) }
      return
    }
    let fixed = fixedItems[fixedStarts[position]..<fixedStarts[position + 1]]
    let removed = removedItems[removedStarts[position]..<removedStarts[position + 1]]
    let oldCount = oldCounts[position]
    var nextFixed = fixed.startIndex
    var nextRemoved = removed.startIndex
    var source = 0
    var slot = 0
    // The fixed slots ascend: their moves and reloads are found by walking the destinations
    // from the section's first, not by a binary search each.
    let sectionStart = ItemPath(section: new, item: 0)
    var nextMove = fixed.isEmpty ? 0 : moveByTo.position(of: sectionStart)
    var nextReload = fixed.isEmpty ? 0 : reloadByTo.position(of: sectionStart)
    while slot < count {
      if nextFixed < fixed.endIndex, fixed[nextFixed] == slot {
        nextFixed += 1
        let path = ItemPath(section: new, item: slot)
        body(
          .fixed(
            slot: slot,
            old: moveByTo.value(of: path, from: &nextMove)
              ?? reloadByTo.value(of: path, from: &nextReload)))
        slot += 1
        continue
      }
      while nextRemoved < removed.endIndex, removed[nextRemoved] == source {
        nextRemoved += 1
        source += 1
      }
      // Up to the next fixed slot, the next removed item and the end of the section. (A
      // removed item below `source` is never reached.)
      var length = count - slot
      if nextFixed < fixed.endIndex { length = min(length, fixed[nextFixed] - slot) }
      if nextRemoved < removed.endIndex, removed[nextRemoved] > source {
        length = min(length, removed[nextRemoved] - source)
      }
      length = max(1, length)
      if source < oldCount {
        length = min(length, oldCount - source)
        body(.survivors(slots: slot..<slot + length, firstOld: source))
      } else {
        body(.missing(slots: slot..<slot + length))
      }
      slot += length
      source += length
    }
  }

  // MARK: - Building the edit points

  /// Calls `body` with each section of `paths` (ascending), once: each section's run skipped
  /// by a search (``Swift/RandomAccessCollection/endOfRun(ofSection:from:)``), O(log run), not read path by
  /// path.
  private static func forEachSection(of paths: [ItemPath], _ body: (Int) -> Void) {
    var start = 0
    while start < paths.count {
      let section = paths[start].section
      body(section)
      start = paths.endOfRun(ofSection: section, from: start)
    }
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

  // MARK: - Invariants

  /// Checks what every lookup relies on, whatever the plan (a map built from an invalid plan
  /// is meaningless, never malformed): one entry per section with operations in each
  /// per-section list, the edit-point runs covering their lists in order, the old sections
  /// ascending and distinct, and the new-section index a permutation sorted by new section.
  /// Compiled only with `COLLECTION_LAYOUT_INTERNAL_CHECKS` (debug builds: the tests); nothing
  /// in release builds.
  @inline(__always)
  func checkInvariants() {
    #if COLLECTION_LAYOUT_INTERNAL_CHECKS
      let count = oldSections.count
      precondition(newSections.count == count && oldCounts.count == count)
      precondition(byNewSection.count == count && sortedNewSections.count == count)
      for (starts, items) in [(removedStarts, removedItems), (fixedStarts, fixedItems)] {
        precondition(starts.count == count + 1, "one start per section, and the end")
        precondition(starts.first == 0 && starts.last == items.count, "runs cover the list")
        for position in 0..<count { precondition(starts[position] <= starts[position + 1]) }
      }
      for position in oldSections.indices.dropFirst() {
        precondition(oldSections[position - 1] < oldSections[position], "old sections ascending")
      }
      var seen = [Bool](repeating: false, count: count)
      for (rank, position) in byNewSection.enumerated() {
        precondition(seen.indices.contains(position) && !seen[position], "not a permutation")
        seen[position] = true
        precondition(sortedNewSections[rank] == newSections[position])
        precondition(rank == 0 || sortedNewSections[rank - 1] <= sortedNewSections[rank])
      }
    #endif
  }
}
