/// The axis along which a layout's content scrolls and keeps the reader's place: what the
/// anchors of updates and resizes measure along (see ``CollectionViewLayout/scrollAxis``).
///
/// ```
///  vertical:   leading edge = top,  trailing edge = bottom, distances along y
///  horizontal: leading edge = left, trailing edge = right,  distances along x
/// ```
public enum ScrollAxis: String, Hashable, Sendable, Codable, CaseIterable {
  /// Content scrolls up and down (the grid).
  case vertical
  /// Content scrolls left and right (a carousel, a pager).
  case horizontal
}

extension LayoutPoint {
  /// The coordinate along `axis`, in points.
  func coordinate(along axis: ScrollAxis) -> Double { axis == .vertical ? y : x }

  /// This point with its coordinate along `axis` set to `value`.
  func setting(_ value: Double, along axis: ScrollAxis) -> LayoutPoint {
    axis == .vertical ? LayoutPoint(x: x, y: value) : LayoutPoint(x: value, y: y)
  }
}

extension LayoutSize {
  /// The length along `axis`, in points.
  func length(along axis: ScrollAxis) -> Double { axis == .vertical ? height : width }
}

extension LayoutRect {
  /// The leading edge along `axis` (minY or minX), in points.
  func leadingEdge(along axis: ScrollAxis) -> Double { axis == .vertical ? minY : minX }
}

extension LayoutInsets {
  /// The inset at the leading edge along `axis` (top or left), in points.
  func leading(along axis: ScrollAxis) -> Double { axis == .vertical ? top : left }
  /// The inset at the trailing edge along `axis` (bottom or right), in points.
  func trailing(along axis: ScrollAxis) -> Double { axis == .vertical ? bottom : right }
}
