/// What every section of a style shares, remembered by a query for the style of the last
/// section asked about: whether every column of the grid meets the query's rect horizontally
/// (the x test of an item reads only its column's edges, so a query through sections of one
/// style tests each column once instead of once per item), and whether uniform rows of the
/// last stride and spacing asked about lie on the pixel grid (tested once, not once per
/// section).
///
/// A memo answers for one rect and one pixel grid: a query makes one and drops it when it
/// returns.
struct QueryMemo {
  /// The style the column answer is for (compared by identity: the layout holds its styles
  /// for as long as the query runs); `nil` before the first question.
  private var style: ObjectIdentifier?
  /// Whether every column of `style` meets the rect horizontally.
  private var everyColumnMeets = false
  /// The stride and spacing of the last uniform rows asked about (their bit patterns, so that
  /// -0 and NaN compare as themselves), and whether both lie on the grid; `nil` before the
  /// first question.
  private var rows: (stride: UInt64, spacing: UInt64, lieOnGrid: Bool)?

  /// Whether every column of `style` meets `rect` horizontally
  /// (``LayoutRect/overlapsHorizontally(_:)`` of a frame on the column's edges), from the
  /// memo when `style` is the style asked about last. `rect` must be the same at every call.
  @inline(__always)
  mutating func everyColumn(of style: SectionStyle, meets rect: LayoutRect) -> Bool {
    let identifier = ObjectIdentifier(style)
    if identifier != self.style {
      everyColumnMeets = style.columns.everyColumnMeetsHorizontally(rect)
      self.style = identifier
    }
    return everyColumnMeets
  }

  /// Whether `stride` and `spacing` (points) both lie on `pixelGrid`
  /// (``PixelGrid/liesOnGrid(_:)``), from the memo when they are the two numbers asked about
  /// last. `pixelGrid` must be the same at every call.
  @inline(__always)
  mutating func rowsLieOnGrid(stride: Double, spacing: Double, pixelGrid: PixelGrid) -> Bool {
    if let rows, rows.stride == stride.bitPattern, rows.spacing == spacing.bitPattern {
      return rows.lieOnGrid
    }
    let answer = pixelGrid.liesOnGrid(stride) && pixelGrid.liesOnGrid(spacing)
    rows = (stride.bitPattern, spacing.bitPattern, answer)
    return answer
  }
}

extension ColumnGrid {
  /// Whether a frame on each column's edges (any y and height) meets `rect` horizontally.
  /// O(columns).
  func everyColumnMeetsHorizontally(_ rect: LayoutRect) -> Bool {
    for column in leftEdges.indices {
      let span = span(ofColumn: column)
      if !LayoutRect(x: span.x, y: 0, width: span.width, height: 0).overlapsHorizontally(rect) {
        return false
      }
    }
    return true
  }
}
