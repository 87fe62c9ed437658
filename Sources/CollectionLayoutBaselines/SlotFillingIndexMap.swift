import CollectionLayout

/// The simple way to map items across a batch update, kept as the benchmark's fair baseline:
/// pin-and-refill over every item, with flags instead of sorting.
///
/// ```
///  old section   a0 a1 a2 a3 a4        flags: a1 deleted, a3 moved out
///  new section   ·  ·  N  ·  ·         flags: slot 2 inserted
///  refill        a0 a2 N  a4 (+ moved in)  the unflagged slots take the unflagged items in order
/// ```
/// The items of every section are flattened into one global index space before and after the
/// update; one pass marks the removed old items (deletes, move sources) and the fixed new slots
/// (inserts, move destinations), and one pass per section fills the free slots with the
/// surviving items in their old order, as UIKit's `_computeItemUpdates` refills. Moves pin
/// their source to their destination. Cost: O(N + U) time and memory for N items and U
/// operations, whatever the batch: the engine's `UpdateMapping` is O(U log U + sections).
///
/// Scope: item deletes, inserts and moves, as ``RescanningIndexMap``. Section operations,
/// reloads and an explicit `after` are rejected with ``BaselineError``. No other validation:
/// the batch must be valid (the benchmark's are; the engine checks every one of UIKit's rules).
public struct SlotFillingIndexMap: Sendable {
  /// The first global index of each section before the update, and the total at the end.
  private let oldStarts: [Int]
  /// The first global index of each section after the update, and the total at the end.
  private let newStarts: [Int]
  /// The new global index of each old global item; -1 when the item was deleted.
  private let newIndexOfOld: [Int32]
  /// The old global index of each new global item; -1 when the item was inserted.
  private let oldIndexOfNew: [Int32]

  /// Maps the items of `sections` through the item deletes, inserts and moves of `batch`, the
  /// counts after the update derived from the operations.
  ///
  /// - Throws: ``BaselineError`` for section operations, reloads, an explicit `after`, a path
  ///   outside the sections before (deletes, move sources) or after (inserts, move
  ///   destinations) the update, or more than 2^31 items.
  public init(before sections: [LayoutSection], batch: BatchUpdate) throws(BaselineError) {
    let (oldCounts, newCounts) = try FlattenedItems.counts(
      before: sections, batch: batch, map: "the slot-filling map")
    let oldStarts = FlattenedItems.starts(of: oldCounts)
    let newStarts = FlattenedItems.starts(of: newCounts)
    let oldTotal = oldStarts.last ?? 0
    let newTotal = newStarts.last ?? 0
    guard oldTotal < Int(Int32.max), newTotal < Int(Int32.max) else {
      throw BaselineError(message: "the slot-filling map handles fewer than 2^31 items")
    }
    // -1: free; -2: removed (an old item) or fixed (a new slot) by an operation.
    let free: Int32 = -1
    let pinned: Int32 = -2
    var newIndexOfOld = [Int32](repeating: free, count: oldTotal)
    var oldIndexOfNew = [Int32](repeating: free, count: newTotal)
    for path in batch.deleteItems {
      newIndexOfOld[
        try FlattenedItems.global(path, starts: oldStarts, counts: oldCounts, side: "before")] =
        pinned
    }
    for path in batch.insertItems {
      oldIndexOfNew[
        try FlattenedItems.global(path, starts: newStarts, counts: newCounts, side: "after")] =
        pinned
    }
    for move in batch.moveItems {
      let from = try FlattenedItems.global(
        move.from, starts: oldStarts, counts: oldCounts, side: "before")
      let to = try FlattenedItems.global(
        move.to, starts: newStarts, counts: newCounts, side: "after")
      newIndexOfOld[from] = Int32(to)
      oldIndexOfNew[to] = Int32(from)
    }
    // Deleted items stay -2 until the end; moved items already hold their destination.
    for section in oldCounts.indices {
      var old = oldStarts[section]
      let oldEnd = oldStarts[section + 1]
      for slot in newStarts[section]..<newStarts[section + 1] where oldIndexOfNew[slot] == free {
        while old < oldEnd, newIndexOfOld[old] != free { old += 1 }
        guard old < oldEnd else { break }
        newIndexOfOld[old] = Int32(slot)
        oldIndexOfNew[slot] = Int32(old)
        old += 1
      }
    }
    for index in newIndexOfOld.indices where newIndexOfOld[index] == pinned {
      newIndexOfOld[index] = free
    }
    for index in oldIndexOfNew.indices where oldIndexOfNew[index] == pinned {
      oldIndexOfNew[index] = free
    }
    self.oldStarts = oldStarts
    self.newStarts = newStarts
    self.newIndexOfOld = newIndexOfOld
    self.oldIndexOfNew = oldIndexOfNew
  }

  /// The path after the update of the item at `old`; `nil` when it was deleted or does not
  /// exist.
  public func newItem(forOld old: ItemPath) -> ItemPath? {
    guard let global = FlattenedItems.index(of: old, starts: oldStarts), newIndexOfOld[global] >= 0
    else {
      return nil
    }
    return FlattenedItems.path(ofGlobal: Int(newIndexOfOld[global]), starts: newStarts)
  }

  /// The path before the update of the item at `new`; `nil` when it was inserted or does not
  /// exist.
  public func oldItem(forNew new: ItemPath) -> ItemPath? {
    guard let global = FlattenedItems.index(of: new, starts: newStarts), oldIndexOfNew[global] >= 0
    else {
      return nil
    }
    return FlattenedItems.path(ofGlobal: Int(oldIndexOfNew[global]), starts: oldStarts)
  }
}
