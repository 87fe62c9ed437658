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
  /// `contentOffset`: a rectangle in viewport coordinates, filled by its kind, and drawn
  /// through `transform` about its centre when it has one (an effect of a strip's visible
  /// items, as UIKit applies a view's `transform` about its `center`).
  public mutating func draw(
    _ id: ElementID, frame: LayoutRect, alpha: Double, transform: LayoutTransform? = nil,
    contentOffset: LayoutPoint
  ) {
    let fill = id.kind == .item ? "#E3E8EF" : "#FCEFC7"
    let x = frame.minX - contentOffset.x
    let y = frame.minY - contentOffset.y
    var transformAttribute = ""
    if let transform, !transform.isIdentity {
      let (centreX, centreY) = (x + frame.width / 2, y + frame.height / 2)
      let matrix = transform.values.map { "\($0)" }.joined(separator: " ")
      transformAttribute =
        " transform=\"translate(\(centreX) \(centreY)) matrix(\(matrix)) "
        + "translate(\(-centreX) \(-centreY))\""
    }
    shapes.append(
      "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(frame.width)\" height=\"\(frame.height)\" "
        + "fill=\"\(fill)\" stroke=\"#8593A8\" opacity=\"\(alpha)\"\(transformAttribute)/>")
  }

  /// The picture: every rectangle drawn, clipped to the viewport.
  public var svg: String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(viewport.width)\" "
      + "height=\"\(viewport.height)\">\n" + shapes.joined(separator: "\n") + "\n</svg>\n"
  }
}
