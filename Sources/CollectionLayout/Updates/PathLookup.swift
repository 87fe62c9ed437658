/// Item paths looked up by another item path: the keys sorted, each lookup a binary search,
/// O(log U). It takes the place of a dictionary: hashing a path (SipHash over two integers)
/// costs more than a binary search over thousands of sorted paths, and building the table is
/// one sort (none when the pairs arrive sorted by their key, as moves and reloads do by
/// source).
struct PathLookup: Hashable, Sendable {
  /// The keys, ascending.
  private let keys: [ItemPath]
  /// The value of each key.
  private let values: [ItemPath]

  /// The pairs `(key, value)`, keyed by `key`. With repeated keys (an invalid batch only), a
  /// lookup returns one of their values.
  init(_ pairs: [(key: ItemPath, value: ItemPath)]) {
    var sorted = pairs
    if !pairs.isSortedByKey { sorted.sort { $0.key < $1.key } }
    keys = sorted.map(\.key)
    values = sorted.map(\.value)
  }

  /// The item moves keyed by source (`true`) or by destination (`false`).
  init(_ moves: [ItemMove], bySource: Bool) {
    self.init(moves.map { bySource ? ($0.from, $0.to) : ($0.to, $0.from) })
  }

  /// The value of `key`, `nil` when it is not a key.
  subscript(key: ItemPath) -> ItemPath? {
    let index = keys.lowerBound(of: key)
    return index < keys.count && keys[index] == key ? values[index] : nil
  }
}

extension Array where Element == (key: ItemPath, value: ItemPath) {
  /// Whether the keys ascend (ties allowed).
  fileprivate var isSortedByKey: Bool {
    var index = 1
    while index < count {
      if self[index].key < self[index - 1].key { return false }
      index += 1
    }
    return true
  }
}
