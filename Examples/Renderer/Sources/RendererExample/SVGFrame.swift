import CollectionLayout

/// The example renderer's drawing: one frame of what the screen shows, as an SVG picture of
/// the viewport, each element a rectangle at its frame minus the content offset. A game
/// engine or a canvas would draw the same rectangles.
public struct SVGFrame {
  /// The viewport's size, in points.
  public var viewport: LayoutSize
  /// The rectangles drawn so far, in drawing order.
  private var shapes: [String] = []

  /// An empty frame of a viewport of `viewport` points.
  public init(viewport: LayoutSize) {
    self.viewport = viewport
  }

  /// Draws the element `id`, at `frame` (content coordinates) and opacity `alpha`, seen from
  /// `contentOffset`: a rectangle in viewport coordinates, filled by its kind.
  public mutating func draw(
    _ id: ElementID, frame: LayoutRect, alpha: Double, contentOffset: LayoutPoint
  ) {
    let fill = id.kind == .item ? "#E3E8EF" : "#FCEFC7"
    shapes.append(
      "<rect x=\"\(frame.minX - contentOffset.x)\" y=\"\(frame.minY - contentOffset.y)\" "
        + "width=\"\(frame.width)\" height=\"\(frame.height)\" fill=\"\(fill)\" "
        + "stroke=\"#8593A8\" opacity=\"\(alpha)\"/>")
  }

  /// The picture: every rectangle drawn, clipped to the viewport.
  public var svg: String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(viewport.width)\" "
      + "height=\"\(viewport.height)\">\n" + shapes.joined(separator: "\n") + "\n</svg>\n"
  }
}
