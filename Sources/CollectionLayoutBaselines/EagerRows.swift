import CollectionLayout

/// The rows of one section of an ``EagerLayout``, relative to the top of its item grid: the
/// same rule as the engine's (a row is as tall as its tallest item; an item without a height
/// counts as `rowHeight`), with the same arithmetic, so the two agree to the last bit.
///
/// Uniform rows are computed from the row index; rows of items with their own heights store
/// one offset and one height per row, in points.
enum EagerRows {
  /// `count` rows of `height` points, `spacing` points apart.
  case uniform(count: Int, height: Double, spacing: Double)
  /// Rows with their own heights: `offsets[r]` is row r's top relative to the grid top.
  case variable(offsets: [Double], heights: [Double])

  /// The rows of `items` in `columns` columns (at least 1).
  init(items: Items, columns: Int, rowHeight: Double, spacing: Double) {
    let columns = max(1, columns)
    let rowCount = (items.count + columns - 1) / columns
    guard case .list(let list) = items, list.contains(where: { $0.height != nil }) else {
      self = .uniform(count: rowCount, height: rowHeight, spacing: spacing)
      return
    }
    var offsets: [Double] = []
    var heights: [Double] = []
    offsets.reserveCapacity(rowCount)
    heights.reserveCapacity(rowCount)
    var offset = 0.0
    var rowStart = 0
    while rowStart < list.count {
      let rowEnd = min(rowStart + columns, list.count)
      var height = 0.0
      for index in rowStart..<rowEnd { height = max(height, list[index].height ?? rowHeight) }
      offsets.append(offset)
      heights.append(height)
      offset += height + spacing
      rowStart = rowEnd
    }
    self = .variable(offsets: offsets, heights: heights)
  }

  /// The number of rows, >= 0.
  var count: Int {
    switch self {
    case .uniform(let count, _, _): return count
    case .variable(let offsets, _): return offsets.count
    }
  }

  /// Row `row`'s top relative to the grid top, and its height, in points (0 ..< count).
  func span(ofRow row: Int) -> (offset: Double, height: Double) {
    switch self {
    case .uniform(_, let height, let spacing): return (Double(row) * (height + spacing), height)
    case .variable(let offsets, let heights): return (offsets[row], heights[row])
    }
  }

  /// The height of all the rows, without padding, in points: 0 without rows.
  var totalHeight: Double {
    guard count > 0 else { return 0 }
    let last = span(ofRow: count - 1)
    return last.offset + last.height
  }
}
