/// Item moves looked up by source or by destination: the moves kept sorted by that path, each
/// lookup a binary search, O(log U). It takes the place of a dictionary: hashing a path
/// (SipHash over two integers) costs more than a binary search over thousands of sorted
/// paths, and the moves usually arrive sorted already (by source, as the plan sorts them; by
/// destination, as ``UpdatePlan/itemMovesByDestination``), so building the table costs
/// nothing; otherwise one radix sort of packed 64-bit keys.
struct PathLookup: Hashable, Sendable {
  /// The moves, ascending by ``key(of:)``.
  private let moves: [ItemMove]
  /// Whether a move is found by its source (`true`) or its destination (`false`).
  private let bySource: Bool

  /// The item moves keyed by source (`true`) or by destination (`false`), the value being
  /// the other path. With repeated keys (an invalid batch only), a lookup returns one of their
  /// values.
  init(_ moves: [ItemMove], bySource: Bool) {
    self.bySource = bySource
    var index = 1
    while index < moves.count {
      let key = bySource ? moves[index].from : moves[index].to
      let previous = bySource ? moves[index - 1].from : moves[index - 1].to
      if key < previous { break }
      index += 1
    }
    if index >= moves.count {
      self.moves = moves
    } else if bySource {
      self.moves = moves.sorted { $0.from < $1.from }
    } else {
      self.moves = moves.sortedByDestination()
    }
  }

  /// The path a move is found by.
  private func key(of move: ItemMove) -> ItemPath { bySource ? move.from : move.to }

  /// The value of `key` (the other end of the move), `nil` when no move has this key.
  subscript(key: ItemPath) -> ItemPath? {
    var position = position(of: key)
    return value(of: key, from: &position)
  }

  /// The position of the first move whose key is not below `key` (the number of moves when
  /// none): where a walk over ascending keys from `key` starts (``value(of:from:)``). O(log U).
  func position(of key: ItemPath) -> Int {
    var low = 0
    var high = moves.count
    while low < high {
      let middle = low + (high - low) / 2
      if self.key(of: moves[middle]) < key { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The value of `key`, `nil` when no move has this key, found by walking from `position`
  /// (no move before it has a key at or above `key`), which is left at the first move whose
  /// key is not below `key`: lookups of ascending keys cost O(1) each, amortized over the
  /// moves they pass.
  func value(of key: ItemPath, from position: inout Int) -> ItemPath? {
    while position < moves.count, self.key(of: moves[position]) < key { position += 1 }
    guard position < moves.count, self.key(of: moves[position]) == key else { return nil }
    return bySource ? moves[position].to : moves[position].from
  }
}
