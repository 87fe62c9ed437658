/// Uniform rows, but for a few rows of their own heights: the rows of a section of uniform
/// items of which some were measured (``Items/measuredCount(_:measured:)``). Stores only the
/// rows that differ, so that measuring 20 items of a million costs 20 entries, and a row's
/// position is arithmetic plus a binary search over them.
///
/// ```
///  row r's top = r · (height + spacing) + Σ (own height − height) over the rows before r
///               that have their own height
///
///  rows     [  3,   9]        row 3 is 120 tall, row 9 is 30; every other row is `height`
///  heights  [120,  30]
///  shifts   [  0,  76, 62]    with height 44: what the rows before each entry add
/// ```
struct SparseRows: Hashable, Sendable {
  /// The number of rows, >= 0.
  let count: Int
  /// The height of a row without its own, in points.
  let height: Double
  /// The gap between rows, in points.
  let spacing: Double
  /// The rows with their own heights, ascending.
  let rows: [Int]
  /// Their heights, in points, in the order of `rows`.
  let heights: [Double]
  /// `shifts[j]`: the sum of `heights[q] − height` for q < j; one more entry than `rows`.
  let shifts: [Double]

  /// The rows of `itemCount` items in `columns` columns, `rowHeight` tall but those holding
  /// measured items: a row is as tall as its tallest item, an item that was not measured
  /// counting as `rowHeight`. O(measured items).
  init(itemCount: Int, columns: Int, rowHeight: Double, spacing: Double, measured: MeasuredHeights)
  {
    let columns = max(1, columns)
    let itemCount = max(0, itemCount)
    count = (itemCount + columns - 1) / columns
    height = rowHeight
    self.spacing = spacing
    var rows: [Int] = []
    var heights: [Double] = []
    var shifts: [Double] = [0]
    var position = 0
    let indexes = measured.indexes
    while position < indexes.count {
      let item = indexes[position]
      guard item >= 0, item < itemCount else {
        position += 1
        continue
      }
      let row = item / columns
      let rowEnd = min((row + 1) * columns, itemCount)
      var tallest = 0.0
      var measuredInRow = 0
      while position < indexes.count, indexes[position] < rowEnd {
        if indexes[position] >= row * columns {
          tallest = max(tallest, measured.heights[position])
          measuredInRow += 1
        }
        position += 1
      }
      if measuredInRow < rowEnd - row * columns { tallest = max(tallest, rowHeight) }
      guard tallest != rowHeight else { continue }
      rows.append(row)
      heights.append(tallest)
      shifts.append(shifts[shifts.count - 1] + (tallest - rowHeight))
    }
    self.rows = rows
    self.heights = heights
    self.shifts = shifts
  }

  /// The number of rows with their own heights before row `row`. O(log k).
  private func ownRows(before row: Int) -> Int {
    firstIndex(in: rows.count) { rows[$0] >= row }
  }

  /// Row `row`'s top relative to the grid top, in points. O(log k).
  func top(ofRow row: Int) -> Double {
    Double(row) * (height + spacing) + shifts[ownRows(before: row)]
  }

  /// Row `row`'s top and bottom (exclusive): the bottom is the next row's top minus the
  /// spacing, from the same sum, so that rows without spacing share their edge to the last bit.
  func span(ofRow row: Int) -> (top: Double, bottom: Double) {
    (top(ofRow: row), top(ofRow: row + 1) - spacing)
  }

  /// The last row whose top is at or before `y` (0 when none is). O(log n · log k).
  func lastRow(atOrBefore y: Double) -> Int {
    max(0, firstIndex(in: count) { top(ofRow: $0) > y } - 1)
  }
}
