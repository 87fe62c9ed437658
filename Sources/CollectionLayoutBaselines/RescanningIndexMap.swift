import CollectionLayout

/// The conventional way to map items across a batch update, kept as the benchmark's baseline:
/// a port of UIKit's global item map (`UXCollectionViewUpdate -_computeItemUpdates`), which
/// flattens every section into one array of items and, for each delete and each insert,
/// rescans the whole array to shift the items after it.
///
/// ```
///  old items (global)   0 1 2 3 4 5 6 7      delete 2: every later item shifts down,
///  provisional new      0 1 × 2 3 4 5 6      found by a scan over all N items
///  insert at new 4      0 1 × 2 3 5 6 7      a scan shifts every item at or after 4 up
/// ```
/// Deletes are applied in descending order, inserts in ascending order (both rescan), moves pin
/// their source to the destination's global index, and when there are moves every final slot
/// that is neither inserted nor a move destination is refilled with the next surviving,
/// unmoved old item in old order. Cost: O((D + I) · N) for D deletes, I inserts and N items;
/// the engine's `UpdateMapping` fills each section once, in O(N + U log U).
///
/// Scope: item deletes, inserts and moves, which is what the benchmark's batch holds. Section
/// operations and reloads are rejected with ``BaselineError``.
public struct RescanningIndexMap: Sendable {
  /// The first global index of each section before the update, and the total at the end.
  private let oldStarts: [Int]
  /// The first global index of each section after the update, and the total at the end.
  private let newStarts: [Int]
  /// The new global index of each old global item; `nil` when the item was deleted.
  private let newIndexOfOld: [Int?]
  /// The old global index of each new global item; `nil` when the item was inserted.
  private let oldIndexOfNew: [Int?]

  /// Maps the items of `sections` through the item deletes, inserts and moves of `batch`,
  /// the counts after the update derived from the operations.
  ///
  /// - Throws: ``BaselineError`` for section operations, reloads, an explicit `after`, or a
  ///   path outside the sections before (deletes, move sources) or after (inserts, move
  ///   destinations) the update.
  public init(before sections: [LayoutSection], batch: BatchUpdate) throws(BaselineError) {
    let (oldCounts, newCounts) = try FlattenedItems.counts(
      before: sections, batch: batch, map: "the rescanning map")
    let oldStarts = FlattenedItems.starts(of: oldCounts)
    let newStarts = FlattenedItems.starts(of: newCounts)
    var deletes: [Int] = []
    for path in batch.deleteItems {
      deletes.append(
        try FlattenedItems.global(path, starts: oldStarts, counts: oldCounts, side: "before"))
    }
    var inserts: [Int] = []
    for path in batch.insertItems {
      inserts.append(
        try FlattenedItems.global(path, starts: newStarts, counts: newCounts, side: "after"))
    }
    var moves: [(from: Int, to: Int)] = []
    for move in batch.moveItems {
      moves.append(
        (
          try FlattenedItems.global(
            move.from, starts: oldStarts, counts: oldCounts, side: "before"),
          try FlattenedItems.global(move.to, starts: newStarts, counts: newCounts, side: "after")
        ))
    }
    let map = Self.rescanningMap(
      oldCount: oldStarts.last ?? 0, newCount: newStarts.last ?? 0, deletes: deletes,
      inserts: inserts, moves: moves)
    self.oldStarts = oldStarts
    self.newStarts = newStarts
    newIndexOfOld = map
    var inverse = [Int?](repeating: nil, count: newStarts.last ?? 0)
    for (old, new) in map.enumerated() {
      if let new, inverse.indices.contains(new) { inverse[new] = old }
    }
    oldIndexOfNew = inverse
  }

  /// The path after the update of the item at `old`; `nil` when it was deleted or does not
  /// exist.
  public func newItem(forOld old: ItemPath) -> ItemPath? {
    guard let global = FlattenedItems.index(of: old, starts: oldStarts),
      let new = newIndexOfOld[global]
    else { return nil }
    return FlattenedItems.path(ofGlobal: new, starts: newStarts)
  }

  /// The path before the update of the item at `new`; `nil` when it was inserted or does not
  /// exist.
  public func oldItem(forNew new: ItemPath) -> ItemPath? {
    guard let global = FlattenedItems.index(of: new, starts: newStarts),
      let old = oldIndexOfNew[global]
    else { return nil }
    return FlattenedItems.path(ofGlobal: old, starts: oldStarts)
  }

  // MARK: - The rescanning map

  /// What an item of the flattened array is, during the map.
  private enum State: UInt8 {
    case live, deleted, moved
  }

  /// The new global index of each old global item, computed with one full rescan per delete
  /// and per insert. Indexes are within range.
  private static func rescanningMap(
    oldCount: Int, newCount: Int, deletes: [Int], inserts: [Int], moves: [(from: Int, to: Int)]
  ) -> [Int?] {
    var provisional = Array(0..<oldCount)
    var state = [State](repeating: .live, count: oldCount)
    for deleted in deletes.sorted(by: >) where state[deleted] == .live {
      state[deleted] = .deleted
      let position = provisional[deleted]
      for index in 0..<oldCount where state[index] == .live && provisional[index] > position {
        provisional[index] -= 1
      }
    }
    for move in moves {
      state[move.from] = .moved
      provisional[move.from] = move.to
    }
    for inserted in inserts.sorted() {
      for index in 0..<oldCount where state[index] == .live && provisional[index] >= inserted {
        provisional[index] += 1
      }
    }
    if !moves.isEmpty {
      // Refill: the final slots that are neither inserted nor a move destination take the
      // surviving unmoved items in old order.
      var taken = [Bool](repeating: false, count: newCount)
      for inserted in inserts { taken[inserted] = true }
      for move in moves { taken[move.to] = true }
      var slot = 0
      for index in 0..<oldCount where state[index] == .live {
        while slot < newCount && taken[slot] { slot += 1 }
        provisional[index] = slot
        slot += 1
      }
    }
    return (0..<oldCount).map { state[$0] == .deleted ? nil : provisional[$0] }
  }
}

/// Why a baseline cannot handle an input.
public struct BaselineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What the baseline does not handle.
  public var message: String

  /// Creates an error.
  public init(message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
