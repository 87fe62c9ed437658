import CollectionLayout

/// The columns of a section's item grid: left and right edges of each visual column, in
/// points, snapped as the engine snaps them (first column at `padding.left`, last ending at
/// `W - padding.right`, interior edges snapped from their unrounded positions).
struct EagerColumns {
  /// Left edge of each visual column, 0 being the leftmost.
  var leftEdges: [Double] = []
  /// Right edge (exclusive) of each visual column.
  var rightEdges: [Double] = []
  /// Whether slot 0 of a row is the rightmost column.
  var isMirrored: Bool

  /// The number of columns, >= 1.
  var count: Int { leftEdges.count }

  init(contentWidth: Double, metrics: ResolvedMetrics, snap: (Double) -> Double) {
    let columns = max(1, metrics.columns)
    let start = metrics.padding.left
    let end = max(start, contentWidth - metrics.padding.right)
    let available = end - start - Double(columns - 1) * metrics.columnSpacing
    let width = max(0, available / Double(columns))
    leftEdges.reserveCapacity(columns)
    rightEdges.reserveCapacity(columns)
    for column in 0..<columns {
      let stride = width + metrics.columnSpacing
      let rawLeft = start + Double(column) * stride
      let rawRight = start + Double(column + 1) * stride - metrics.columnSpacing
      let left = column == 0 ? start : snap(rawLeft)
      let right = column == columns - 1 ? end : snap(rawRight)
      leftEdges.append(left)
      rightEdges.append(max(left, right))
    }
    isMirrored = metrics.itemOrder == .trailingToLeading
  }

  /// The visual column of slot `slot` of a row.
  func visualColumn(ofSlot slot: Int) -> Int {
    isMirrored ? count - 1 - slot : slot
  }

  /// The visual columns a row of `cellCount` cells occupies, left to right.
  func occupiedColumns(cellCount: Int) -> Range<Int> {
    let cells = min(max(0, cellCount), count)
    return isMirrored ? (count - cells)..<count : 0..<cells
  }
}
