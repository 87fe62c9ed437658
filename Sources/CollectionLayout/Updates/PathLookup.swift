/// Item paths looked up by another item path: the keys sorted, each lookup a binary search,
/// O(log U). It takes the place of a dictionary: hashing a path (SipHash over two integers)
/// costs more than a binary search over thousands of sorted paths, and building the table is
/// one radix sort of packed 64-bit keys (none when the keys arrive sorted, as the sources of moves
/// and reloads do).
struct PathLookup: Hashable, Sendable {
  /// The keys, ascending.
  private let keys: [ItemPath]
  /// The value of each key.
  private let values: [ItemPath]

  /// The item moves keyed by source (`true`) or by destination (`false`). With repeated keys
  /// (an invalid batch only), a lookup returns one of their values.
  init(_ moves: [ItemMove], bySource: Bool) {
    let keys = moves.map { bySource ? $0.from : $0.to }
    let values = moves.map { bySource ? $0.to : $0.from }
    if keys.isAscending {
      self.keys = keys
      self.values = values
      return
    }
    let order = Self.ascendingOrder(of: keys)
    self.keys = order.map { keys[$0] }
    self.values = order.map { values[$0] }
  }

  /// The value of `key`, `nil` when it is not a key.
  subscript(key: ItemPath) -> ItemPath? {
    let index = keys.lowerBound(of: key)
    return index < keys.count && keys[index] == key ? values[index] : nil
  }

  /// The indexes of `keys` in ascending order of their keys: a radix sort of packed 64-bit
  /// keys when every index fits in 32 bits (always, for paths in bounds).
  private static func ascendingOrder(of keys: [ItemPath]) -> [Int] {
    var packed: [UInt64] = []
    packed.reserveCapacity(keys.count)
    for path in keys {
      guard let key = path.packedKey else { return keys.indices.sorted { keys[$0] < keys[$1] } }
      packed.append(key)
    }
    return radixOrder(of: packed)
  }
}
