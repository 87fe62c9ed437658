/// The vertical geometry of a section's rows, relative to the top of the item grid (after the
/// top padding).
///
/// Uniform rows are derived arithmetically from the row index and store nothing per row, so
/// a section of a million uniform items costs the same to lay out as a section of ten. Rows
/// of items that carry their own heights store one top and one bottom per row.
///
/// ```
///  gridTop ─┬─ row 0   (height h0)
///           ├─ spacing
///           ├─ row 1   (height h1)
///           ├─ spacing
///           └─ row 2   (height h2)   ← the grid ends here, without trailing spacing
/// ```
enum RowGeometry: Hashable, Sendable {
  /// `count` rows of `height` points, `spacing` points apart.
  case uniform(count: Int, height: Double, spacing: Double)
  /// Rows with their own heights: `offsets[r]` and `bottoms[r]` are row r's top and bottom relative to the grid top.
  case variable(offsets: [Double], bottoms: [Double])
  /// Uniform rows but a few, of a section of uniform items some of which were measured.
  case sparse(SparseRows)

  /// Builds the rows of `items` in the columns of `grid`. A row is as tall as its tallest item;
  /// an item's height is its own, or its column's width divided by its aspect ratio, and an
  /// item with neither counts as `rowHeight`.
  init(items: Items, columns grid: ColumnGrid, rowHeight: Double, spacing: Double) {
    let columns = grid.count
    let rowCount = (items.count + columns - 1) / columns
    if case .measuredCount(let count, let measured) = items {
      self = .sparse(
        SparseRows(
          itemCount: count, columns: columns, rowHeight: rowHeight, spacing: spacing,
          measured: measured))
      return
    }
    // The list's chunks know whether any of their items has a height or an aspect ratio: no
    // item is read for a list of items without (O(chunks)).
    guard case .list(let list) = items, list.containsItems(with: [.height, .aspectRatio]) else {
      self = .uniform(count: rowCount, height: rowHeight, spacing: spacing)
      return
    }
    var offsets: [Double] = []
    var bottoms: [Double] = []
    offsets.reserveCapacity(rowCount)
    bottoms.reserveCapacity(rowCount)
    // The width of the column each slot of a row takes (mirrored rows take them from the right).
    let slotWidths = (0..<columns).map { grid.span(ofColumn: grid.visualColumn(ofSlot: $0)).width }
    var offset = 0.0
    var rowStart = 0
    // Read in order, chunk by chunk (no lookup an item).
    var iterator = list.makeIterator()
    while rowStart < list.count {
      let rowEnd = min(rowStart + columns, list.count)
      var height = 0.0
      for index in rowStart..<rowEnd {
        guard let item = iterator.next() else { break }
        let width = slotWidths[index - rowStart]
        height = max(height, item.height(inColumnOfWidth: width) ?? rowHeight)
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
    case .sparse(let rows): return rows.count
    }
  }

  /// Row `row`'s top and bottom (exclusive) relative to the grid top, in points.
  @inline(__always)
  func span(ofRow row: Int) -> (top: Double, bottom: Double) {
    switch self {
    case .uniform(_, let height, let spacing):
      // A row's bottom is the next row's top minus the spacing, from the same product, so
      // that rows without spacing share their edge to the last bit.
      let stride = height + spacing
      return (Double(row) * stride, Double(row + 1) * stride - spacing)
    case .variable(let offsets, let bottoms): return (offsets[row], bottoms[row])
    case .sparse(let rows): return rows.span(ofRow: row)
    }
  }

  /// The height of the whole grid of rows, without padding, in points: 0 without rows.
  var totalHeight: Double {
    // The last row's bottom, as span(ofRow:) computes it, in one switch (placing a reused
    // section reads this for every section).
    switch self {
    case .uniform(let count, let height, let spacing):
      guard count > 0 else { return 0 }
      return Double(count) * (height + spacing) - spacing
    case .variable(let offsets, let bottoms):
      guard !offsets.isEmpty else { return 0 }
      return bottoms[offsets.count - 1]
    case .sparse(let rows):
      guard rows.count > 0 else { return 0 }
      return rows.span(ofRow: rows.count - 1).bottom
    }
  }

  /// The rows that may intersect the band `minY ..< maxY` (relative to the grid top), found by
  /// arithmetic or binary search: O(log rows). The range may include one row on either side;
  /// callers test frames. Inlined: a query calls it for every section it visits.
  @inline(__always)
  func candidateRows(from minY: Double, to maxY: Double) -> Range<Int> {
    guard count > 0, maxY > minY else { return 0..<0 }
    let first: Int
    let last: Int
    switch self {
    case .uniform(let count, let height, let spacing):
      let stride = height + spacing
      first = RowGeometry.clampedIndex((minY - height) / stride, count: count)
      last = RowGeometry.clampedIndex(maxY / stride, count: count)
    case .variable(let offsets, _):
      first = max(0, RowGeometry.lastIndex(in: offsets, atOrBefore: minY) - 1)
      last = min(offsets.count - 1, RowGeometry.lastIndex(in: offsets, atOrBefore: maxY) + 1)
    case .sparse(let rows):
      first = max(0, rows.lastRow(atOrBefore: minY) - 1)
      last = min(rows.count - 1, rows.lastRow(atOrBefore: maxY) + 1)
    }
    return first <= last ? first..<(last + 1) : 0..<0
  }

  /// `value` rounded down to a row index within `0 ..< count` (NaN and infinities clamp).
  @inline(__always)
  private static func clampedIndex(_ value: Double, count: Int) -> Int {
    guard value.isFinite else { return value > 0 ? count - 1 : 0 }
    // Compared before rounding down, without libm's `floor` (a call per section a query
    // visits): `floor(value) <= 0` is `value < 1`, and `floor(value) >= count - 1` is
    // `value >= count - 1` (a whole number); in between, truncation is the floor.
    if value < 1 { return 0 }
    if value >= Double(count - 1) { return count - 1 }
    return Int(value)
  }

  /// The index of the last value `<= target` in the ascending array, or 0 when none is.
  private static func lastIndex(in values: [Double], atOrBefore target: Double) -> Int {
    max(0, firstIndex(in: values.count) { values[$0] > target } - 1)
  }

}
