/// Whether every column of a section's grid meets a query's rect horizontally, remembered for
/// the style of the last section asked about: the x test of an item reads only its column's
/// edges, which every section of a style shares, so a query through sections of one style
/// tests each column once instead of once per item.
///
/// A memo answers for one rect: a query makes one and drops it when it returns.
struct ColumnOverlapMemo {
  /// The style the answer is for (compared by identity: the layout holds its styles for as
  /// long as the query runs); `nil` before the first question.
  private var style: ObjectIdentifier?
  /// Whether every column of `style` meets the rect horizontally.
  private var everyColumnMeets = false

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
