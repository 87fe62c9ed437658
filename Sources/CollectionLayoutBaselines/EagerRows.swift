import CollectionLayout

/// The rows of one section of an ``EagerLayout``, relative to the top of its item grid: the
/// same rule as the engine's (a row is as tall as its tallest item; an item without a height
/// or an aspect ratio counts as `rowHeight`), with the same arithmetic, so the two agree to the last bit.
///
/// Uniform rows are computed from the row index; rows of items with their own heights store
/// one top and one bottom per row, in points.
enum EagerRows {
  /// `count` rows of `height` points, `spacing` points apart.
  case uniform(count: Int, height: Double, spacing: Double)
  /// Rows with their own heights: `offsets[r]` and `bottoms[r]` are row r's top and bottom relative to the grid top.
  case variable(offsets: [Double], bottoms: [Double])

  /// The rows of `items` in columns whose slots are `slotWidths` wide (at least one): an item
  /// with an aspect ratio is its slot's width divided by the ratio.
  init(items: Items, slotWidths: [Double], rowHeight: Double, spacing: Double) {
    if case .measuredCount(let count, let measured) = items {
      // The eager way: one item each, measured or not.
      self.init(
        items: .list((0..<max(0, count)).map { Item(height: measured[$0]) }),
        slotWidths: slotWidths, rowHeight: rowHeight, spacing: spacing)
      return
    }
    let columns = max(1, slotWidths.count)
    let rowCount = (items.count + columns - 1) / columns
    guard case .list(let list) = items,
      list.contains(where: { $0.height != nil || $0.aspectRatio != nil })
    else {
      self = .uniform(count: rowCount, height: rowHeight, spacing: spacing)
      return
    }
    var offsets: [Double] = []
    var bottoms: [Double] = []
    offsets.reserveCapacity(rowCount)
    bottoms.reserveCapacity(rowCount)
    var offset = 0.0
    var rowStart = 0
    while rowStart < list.count {
      let rowEnd = min(rowStart + columns, list.count)
      var height = 0.0
      for index in rowStart..<rowEnd {
        let item = list[index]
        let own = item.height ?? item.aspectRatio.map { slotWidths[index - rowStart] / $0 }
        height = max(height, own ?? rowHeight)
      }
      // The next row's top is this row's bottom plus the spacing: with no spacing the two
      // are the same number, so they snap to the same pixel.
      let bottom = offset + height
      offsets.append(offset)
      bottoms.append(bottom)
      offset = bottom + spacing
      rowStart = rowEnd
    }
    self = .variable(offsets: offsets, bottoms: bottoms)
  }

  /// The number of rows, >= 0.
  var count: Int {
    switch self {
    case .uniform(let count, _, _): return count
    case .variable(let offsets, _): return offsets.count
    }
  }

  /// Row `row`'s top and bottom (exclusive) relative to the grid top, in points (0 ..< count).
  func span(ofRow row: Int) -> (top: Double, bottom: Double) {
    switch self {
    case .uniform(_, let height, let spacing):
      // A row's bottom is the next row's top minus the spacing, from the same product, so
      // that rows without spacing share their edge to the last bit.
      let stride = height + spacing
      return (Double(row) * stride, Double(row + 1) * stride - spacing)
    case .variable(let offsets, let bottoms): return (offsets[row], bottoms[row])
    }
  }

  /// The height of all the rows, without padding, in points: 0 without rows.
  var totalHeight: Double {
    guard count > 0 else { return 0 }
    return span(ofRow: count - 1).bottom
  }
}
