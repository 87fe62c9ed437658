import CollectionLayout

/// The screen inside a wider viewport (a paging scroll view hangs off it by the page
/// padding), as a picture shades it.
extension SVGPicture {
  /// The shades over the parts of the viewport off the screen (the page padding on each side
  /// of a paging scroll view), and the screen's outline; none without a screen.
  static func offScreenLines(_ scene: FrameScene, left: Double, top: Double) -> [String] {
    guard let screen = scene.screen else { return [] }
    let n = SVGNumber.format
    // The screen in the picture's coordinates, within the viewport.
    let x = left + screen.minX - scene.contentOffset.x
    let y = top + screen.minY - scene.contentOffset.y
    let viewportRight = left + scene.viewport.width
    let viewportBottom = top + scene.viewport.height
    let bands = [
      (left, top, x - left, scene.viewport.height),
      (x + screen.width, top, viewportRight - x - screen.width, scene.viewport.height),
      (left, top, scene.viewport.width, y - top),
      (left, y + screen.height, scene.viewport.width, viewportBottom - y - screen.height),
    ]
    return bands.filter { $0.2 > 0 && $0.3 > 0 }.map { x, y, width, height in
      "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\" "
        + "fill=\"\(Palette.inset)\" fill-opacity=\"\(n(Palette.offScreenOpacity))\"/>"
    } + [
      "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(screen.width))\" "
        + "height=\"\(n(screen.height))\" fill=\"none\" stroke=\"\(Palette.ink)\" "
        + "stroke-width=\"1\" stroke-dasharray=\"4 3\"/>"
    ]
  }
}
