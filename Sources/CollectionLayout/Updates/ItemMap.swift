/// The old-to-new item map of a valid batch, by pin-and-refill per section: in each section
/// after the update, inserted items, reload targets and move destinations are fixed; the other
/// slots take the items of the section's old counterpart that are not deleted, reloaded or
/// moved out, in their old order.
///
/// Only sections with item operations get tables; every other section maps its items to the
/// same index in its new position. O(N + U log U) to build for N items in the sections with
/// item operations and U operations; lookups are O(1) (one hash lookup, plus one for a moved
/// or reloaded item).
struct ItemMap: Hashable, Sendable {
  /// By old section with item operations: for each old item, its index in the section's new
  /// counterpart when it is refilled there; `nil` when deleted, reloaded or moved.
  private(set) var oldTables: [Int: SlotTable] = [:]
  /// By new section with item operations: for each slot, the index in the section's old
  /// counterpart of the item refilled there; `nil` for an inserted item, a reload target or a
  /// move destination.
  private(set) var newTables: [Int: SlotTable] = [:]
  /// Item moves, by source.
  private(set) var moveByFrom: [ItemPath: ItemPath] = [:]
  /// Item moves, by destination.
  private(set) var moveByTo: [ItemPath: ItemPath] = [:]
  /// Item reloads, old path to adjusted path.
  private(set) var reloadByFrom: [ItemPath: ItemPath] = [:]
  /// Item reloads, adjusted path to old path.
  private(set) var reloadByTo: [ItemPath: ItemPath] = [:]

  /// Builds the map of `plan`, which passed validation. Never traps on an invalid plan; the
  /// map is then meaningless.
  init(plan: UpdatePlan, sectionMap: SectionMap) {
    moveByFrom.reserveCapacity(plan.itemMoves.count)
    moveByTo.reserveCapacity(plan.itemMoves.count)
    reloadByFrom.reserveCapacity(plan.itemReloadTargets.count)
    reloadByTo.reserveCapacity(plan.itemReloadTargets.count)
    for reload in plan.itemReloadTargets {
      reloadByFrom[reload.from] = reload.to
      reloadByTo[reload.to] = reload.from
    }
    for move in plan.itemMoves {
      moveByFrom[move.from] = move.to
      moveByTo[move.to] = move.from
    }
    let removed = mergeSorted(
      mergeSorted(plan.itemDeletes, plan.itemReloadTargets.map(\.from), by: <),
      plan.itemMoveSources, by: <)
    let fixed = mergeSorted(
      mergeSorted(plan.itemInserts, plan.itemReloadTargets.map(\.to).sortedPaths(), by: <),
      plan.itemMoveDestinations, by: <)
    let removedRuns = sectionRuns(removed)
    let fixedRuns = sectionRuns(fixed)
    var pairs = Set<Int>(removedRuns.keys)
    for section in fixedRuns.keys {
      if let old = sectionMap.origin(ofNew: section)?.itemSource { pairs.insert(old) }
    }
    for old in pairs {
      guard case .kept(let new) = sectionMap.fate(ofOld: old),
        plan.oldItemCounts.indices.contains(old)
      else { continue }
      fill(
        old: old, new: new, oldCount: plan.oldItemCounts[old],
        removed: removedRuns[old].map { removed[$0].map(\.item) } ?? [],
        fixed: fixedRuns[new].map { fixed[$0].map(\.item) } ?? [])
    }
  }

  /// The range of each section's paths in `paths`, ascending.
  private func sectionRuns(_ paths: [ItemPath]) -> [Int: Range<Int>] {
    var runs: [Int: Range<Int>] = [:]
    var start = 0
    while start < paths.count {
      var end = start + 1
      while end < paths.count, paths[end].section == paths[start].section { end += 1 }
      runs[paths[start].section] = start..<end
      start = end
    }
    return runs
  }

  /// Pins `fixed` slots of new section `new` and refills the others with the items of old
  /// section `old` not in `removed` (both ascending and distinct), in order.
  private mutating func fill(old: Int, new: Int, oldCount: Int, removed: [Int], fixed: [Int]) {
    let newCount = max(0, oldCount - removed.count + fixed.count)
    var oldToNew = SlotTable(count: oldCount)
    var newToOld = SlotTable(count: newCount)
    var nextFixed = 0
    var nextRemoved = 0
    var item = 0
    for slot in 0..<newCount {
      if nextFixed < fixed.count, fixed[nextFixed] == slot {
        nextFixed += 1
        continue
      }
      while nextRemoved < removed.count, removed[nextRemoved] == item {
        nextRemoved += 1
        item += 1
      }
      guard item < oldCount else { break }
      oldToNew[item] = slot
      newToOld[slot] = item
      item += 1
    }
    oldTables[old] = oldToNew
    newTables[new] = newToOld
  }

  /// The path after the update of old item `item` of old section `old`, which goes to new
  /// section `new` (kept or moved): moved or reloaded items by their operation, the others by
  /// the table or unchanged. The caller checks the bounds.
  func newPath(old: Int, item: Int, new: Int) -> ItemPath? {
    guard let table = oldTables[old] else { return ItemPath(section: new, item: item) }
    if let slot = table[item] { return ItemPath(section: new, item: slot) }
    let path = ItemPath(section: old, item: item)
    return moveByFrom[path] ?? reloadByFrom[path]
  }

  /// The path before the update of new slot `item` of new section `new`, whose items come
  /// from old section `old` (kept or moved). The caller checks the bounds.
  func oldPath(new: Int, item: Int, old: Int) -> ItemPath? {
    guard let table = newTables[new] else { return ItemPath(section: old, item: item) }
    if let source = table[item] { return ItemPath(section: old, item: source) }
    let path = ItemPath(section: new, item: item)
    return moveByTo[path] ?? reloadByTo[path]
  }
}

/// A table from indexes to optional indexes, 4 bytes an entry: the item tables of a large
/// section stay small and fast to fill. Every index stored is below the table's count.
struct SlotTable: Hashable, Sendable {
  /// The stored indexes; `UInt32.max` marks an empty entry (never a stored index: a section
  /// cannot hold 4 billion items).
  private var storage: [UInt32]

  /// A table of `count` empty entries (none when `count` is negative).
  init(count: Int) {
    storage = Array(repeating: UInt32.max, count: max(0, count))
  }

  /// The number of entries.
  var count: Int { storage.count }

  /// The index stored at `position`; `nil` when empty or out of bounds. Setting an index
  /// that does not fit leaves the entry empty.
  subscript(position: Int) -> Int? {
    get {
      guard storage.indices.contains(position), storage[position] != UInt32.max else {
        return nil
      }
      return Int(storage[position])
    }
    set {
      guard storage.indices.contains(position) else { return }
      storage[position] = newValue.flatMap { UInt32(exactly: $0) } ?? UInt32.max
    }
  }
}
