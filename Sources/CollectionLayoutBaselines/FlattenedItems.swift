import CollectionLayout

/// The arithmetic of a global index map, shared by the baselines that flatten sections into
/// one array of items (``RescanningIndexMap``, ``SlotFillingIndexMap``): per-section counts,
/// the global index where each section starts, and conversions between item paths and
/// global indexes.
enum FlattenedItems {
  /// The item count of each section before and after `batch`, derived from its item deletes,
  /// inserts and moves; throws for anything else, naming `map` ("the rescanning map").
  static func counts(before sections: [LayoutSection], batch: BatchUpdate, map: String)
    throws(BaselineError) -> (old: [Int], new: [Int])
  {
    guard batch.deleteSections.isEmpty, batch.insertSections.isEmpty,
      batch.reloadSections.isEmpty, batch.moveSections.isEmpty, batch.reloadItems.isEmpty,
      batch.after == nil
    else {
      throw BaselineError(message: "\(map) handles item deletes, inserts and moves only")
    }
    let oldCounts = sections.map { max(0, $0.items.count) }
    var newCounts = oldCounts
    for path in batch.deleteItems { try adjust(&newCounts, at: path.section, by: -1) }
    for path in batch.insertItems { try adjust(&newCounts, at: path.section, by: 1) }
    for move in batch.moveItems {
      try adjust(&newCounts, at: move.from.section, by: -1)
      try adjust(&newCounts, at: move.to.section, by: 1)
    }
    return (oldCounts, newCounts)
  }

  /// Adds `delta` to the count of `section`; throws when the section does not exist.
  static func adjust(_ counts: inout [Int], at section: Int, by delta: Int)
    throws(BaselineError)
  {
    guard counts.indices.contains(section) else {
      throw BaselineError(message: "section \(section) does not exist")
    }
    counts[section] += delta
  }

  /// The first global index of each section, then the total.
  static func starts(of counts: [Int]) -> [Int] {
    var starts = [0]
    starts.reserveCapacity(counts.count + 1)
    for count in counts { starts.append((starts.last ?? 0) + max(0, count)) }
    return starts
  }

  /// The global index of `path`, which must exist on `side` ("before" or "after") of the
  /// update.
  static func global(_ path: ItemPath, starts: [Int], counts: [Int], side: String)
    throws(BaselineError) -> Int
  {
    guard counts.indices.contains(path.section), path.item >= 0, path.item < counts[path.section]
    else {
      throw BaselineError(message: "item \(path) does not exist \(side) the update")
    }
    return starts[path.section] + path.item
  }

  /// The global index of `path`, `nil` when it does not exist.
  static func index(of path: ItemPath, starts: [Int]) -> Int? {
    guard path.section >= 0, path.section < starts.count - 1, path.item >= 0,
      path.item < starts[path.section + 1] - starts[path.section]
    else { return nil }
    return starts[path.section] + path.item
  }

  /// The item at global index `global`, `nil` past the last item.
  static func path(ofGlobal global: Int, starts: [Int]) -> ItemPath? {
    // The last section whose start is <= global (binary search).
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= global { low = middle } else { high = middle - 1 }
    }
    guard low + 1 < starts.count, global < starts[low + 1] else { return nil }
    return ItemPath(section: low, item: global - starts[low])
  }
}
