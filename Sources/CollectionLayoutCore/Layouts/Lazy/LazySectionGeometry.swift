/// One section of a lazy container laid out along the scroll axis (`main`): its header, its
/// rows of cells (one cell a row in a stack), its footer, each child `spacing` after the
/// previous child of the container.
///
/// ```
///  start ─── header (headerLength)        ┐
///            spacing                      │ a child after another is `spacing` after it,
///  rows  ─── row 0: cells, one per track  │ across sections too
///            spacing                      │
///            row 1 ...                    │
///            spacing                      │
///  footerStart ─ footer (footerLength)    │
///  end ───────────────────────────────────┘ the end of the last child (== start when empty)
/// ```
struct LazySectionGeometry: Hashable, Sendable {
  /// Where the section's first child starts along the scroll axis, in points.
  var start: Double
  /// Where its last child ends, in points, >= ``start``.
  var end: Double
  /// Where the header starts; `nil` without one.
  var headerStart: Double?
  /// The header's length, in points.
  var headerLength: Double
  /// Where the footer starts; `nil` without one.
  var footerStart: Double?
  /// The footer's length, in points.
  var footerLength: Double
  /// The number of items.
  var itemCount: Int
  /// The rows.
  var rows: LazyRows
}

/// A section's rows: arithmetic for items of one size, listed otherwise.
enum LazyRows: Hashable, Sendable {
  /// `rowCount` rows of `rowLength`, the first at `firstStart`, each `pitch` after the last;
  /// every item `itemLength` long and `itemCross` across (`nil`: the whole track).
  case uniform(
    firstStart: Double, rowLength: Double, pitch: Double, rowCount: Int, itemLength: Double,
    itemCross: Double?)
  /// Each row's start and length, each item's length and extent across.
  case varied(rowStarts: [Double], rowLengths: [Double], lengths: [Double], crosses: [Double])

  /// The number of rows.
  var count: Int {
    switch self {
    case .uniform(_, _, _, let rowCount, _, _): return rowCount
    case .varied(let starts, _, _, _): return starts.count
    }
  }

  /// Where row `row` starts and how long it is, in points.
  func row(_ row: Int) -> (start: Double, length: Double) {
    switch self {
    case .uniform(let first, let length, let pitch, _, _, _):
      return (first + Double(row) * pitch, length)
    case .varied(let starts, let lengths, _, _):
      return (starts[row], lengths[row])
    }
  }

  /// The rows that may meet `lower ..< upper` along the scroll axis: O(1) uniform, O(log
  /// rows) varied.
  func rows(meeting lower: Double, _ upper: Double) -> Range<Int> {
    switch self {
    case .uniform(let first, let length, let pitch, let count, _, _):
      guard count > 0 else { return 0..<0 }
      // Row r spans first + r·pitch ..< first + r·pitch + length.
      let low = pitch > 0 ? ((lower - first - length) / pitch).rounded(.down) : 0
      let high = pitch > 0 ? ((upper - first) / pitch).rounded(.up) + 1 : Double(count)
      let from = Int(min(max(0, low.isFinite ? low : (low < 0 ? 0 : Double(count))), Double(count)))
      let to = Int(
        min(max(0, high.isFinite ? high : (high < 0 ? 0 : Double(count))), Double(count)))
      return from..<max(from, to)
    case .varied(let starts, let lengths, _, _):
      let first = firstIndex(in: starts.count) { starts[$0] + lengths[$0] > lower }
      let end = firstIndex(in: starts.count) { starts[$0] >= upper }
      return first..<max(first, end)
    }
  }
}
