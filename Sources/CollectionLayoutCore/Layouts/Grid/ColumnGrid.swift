/// The horizontal geometry of a section's item grid: where each visual column starts and how
/// wide it is, aligned to the pixel grid.
///
/// ```
///  0   pad.left                                               W - pad.right   W
///  |<-->|<-- column 0 -->|<-sp->|<-- column 1 -->|<-sp->|<-- column 2 -->|<-->|
/// ```
/// The unrounded column width is `(W - pad.left - pad.right - (columns - 1) * spacing) /
/// columns`. Every interior edge is snapped to the pixel grid from its unrounded position
/// (boundary k is `pad.left + k * (width + spacing)`, a left edge is its boundary and a right
/// edge the next boundary minus `spacing`), so a left edge and the right edge before it are
/// exactly `spacing` apart when the spacing is a whole number of pixels, and coincide when it
/// is 0. The first column starts exactly at
/// `pad.left` and the last ends exactly at `W - pad.right`. No edge leaves `pad.left ...
/// W - pad.right` (nor the content, when the padding is wider than it): columns that do not
/// fit are zero wide at the trailing edge.
///
/// 320 points in 3 columns: at scale 2 the widths are 106.5, 107, 106.5; at scale 3 each is
/// 106.667 (320 device pixels); at scale 1 they are 107, 106, 107.
struct ColumnGrid: Hashable, Sendable {
  /// Left edge of each visual column, in points, 0 being the leftmost.
  private(set) var leftEdges: [Double]
  /// Right edge (exclusive) of each visual column, in points.
  private(set) var rightEdges: [Double]
  /// Whether slot 0 of a row is the rightmost column.
  var isMirrored: Bool

  /// The number of columns, >= 1.
  var count: Int { leftEdges.count }

  init(
    contentWidth: Double, padding: LayoutInsets, columns: Int, spacing: Double,
    itemOrder: ItemOrder, pixelGrid: PixelGrid
  ) {
    let columns = max(1, columns)
    let (start, end) = insetSpan(0, contentWidth, before: padding.left, after: padding.right)
    let available = end - start - Double(columns - 1) * spacing
    let width = max(0, available / Double(columns))
    var leftEdges: [Double] = []
    var rightEdges: [Double] = []
    leftEdges.reserveCapacity(columns)
    rightEdges.reserveCapacity(columns)
    for column in 0..<columns {
      // Edges stay between `start` and `end`: when the padding and the spacing leave no room,
      // the columns that do not fit have zero width at the trailing edge.
      // Boundary k is `start + k * (width + spacing)`; a right edge is the next boundary minus
      // the spacing, from the same product, so that columns without spacing share their edge
      // to the last bit.
      let stride = width + spacing
      let rawLeft = start + Double(column) * stride
      let rawRight = start + Double(column + 1) * stride - spacing
      let left = column == 0 ? start : min(pixelGrid.snap(rawLeft), end)
      let right = column == columns - 1 ? end : min(pixelGrid.snap(rawRight), end)
      leftEdges.append(left)
      rightEdges.append(max(left, right))
    }
    self.leftEdges = leftEdges
    self.rightEdges = rightEdges
    self.isMirrored = itemOrder == .trailingToLeading
  }

  /// The visual column (0 = leftmost) of slot `slot` of a row, 0 ..< count.
  func visualColumn(ofSlot slot: Int) -> Int {
    isMirrored ? count - 1 - slot : slot
  }

  /// The visual columns occupied by a row of `cellCount` cells (1 ... count), left to right.
  func occupiedColumns(cellCount: Int) -> Range<Int> {
    let cells = min(max(0, cellCount), count)
    return isMirrored ? (count - cells)..<count : 0..<cells
  }

  /// The x position and width of visual column `column`, in points.
  func span(ofColumn column: Int) -> (x: Double, width: Double) {
    (leftEdges[column], rightEdges[column] - leftEdges[column])
  }

  /// The x position of the separator between visual columns `column` and `column + 1`: centred
  /// in the gap between them, snapped to the pixel grid.
  func separatorX(afterColumn column: Int, thickness: Double, pixelGrid: PixelGrid) -> Double {
    pixelGrid.snap((rightEdges[column] + leftEdges[column + 1] - thickness) / 2)
  }
}
