/// The forms of no items and of items one by one, for held items and item differences.
extension Items {
  /// No items, in the same form: a count of 0 or an empty list.
  var emptied: Items {
    switch self {
    case .count: return .count(0)
    case .list: return .list([])
    }
  }

  /// The items one by one; `count` items without ids for a count.
  var listed: [Item] {
    switch self {
    case .count(let count): return Array(repeating: Item(), count: max(0, count))
    case .list(let items): return items
    }
  }
}
