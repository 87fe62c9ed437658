/// The forms of no items and of items one by one, for held items and item differences.
extension Items {
  /// No items, in the same form: a count of 0 or an empty list.
  package var emptied: Items {
    switch self {
    case .count, .measuredCount: return .count(0)
    case .list: return .list([])
    }
  }

  /// The items one by one; `count` items without ids for a count (with their measured
  /// heights, if any).
  package var listed: ItemList {
    switch self {
    case .count(let count): return ItemList(repeatElement(Item(), count: max(0, count)))
    case .measuredCount(let count, let measured):
      return ItemList(
        (0..<max(0, count)).lazy.map {
          Item(width: measured.width(ofItem: $0), height: measured[$0])
        })
    case .list(let items): return items
    }
  }

  /// The number of anonymous items: the count of a count (measured or not); `nil` for a
  /// list, whose items may have ids.
  package var anonymousCount: Int? {
    switch self {
    case .count(let count), .measuredCount(let count, _): return count
    case .list: return nil
    }
  }
}
