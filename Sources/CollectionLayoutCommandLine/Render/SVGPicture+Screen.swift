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

/// A device's safe area and layout margins, in viewport coordinates, as a picture draws them.
struct ScreenGuides: Hashable, Sendable {
  /// The safe area's insets from the viewport's edges, in points.
  var safeArea: LayoutInsets
  /// The layout margins from the safe area's edges, in points (leading is left).
  var layoutMargins: DirectionalInsets
}

/// The device's safe area and margins over the viewport.
extension SVGPicture {
  /// The safe area's bands (the sensor housing, the status bar, the home indicator), shaded
  /// over the viewport's edges, and the layout margins as two dashed vertical lines at
  /// `safeArea.left + leading` and `width - safeArea.right - trailing`; none for a bare
  /// rectangle.
  static func screenGuideLines(_ scene: FrameScene, left: Double, top: Double) -> [String] {
    guard let guides = scene.screenGuides else { return [] }
    let n = SVGNumber.format
    let size = scene.viewport
    let safe = guides.safeArea
    let bands = [
      (left, top, size.width, safe.top),
      (left, top + size.height - safe.bottom, size.width, safe.bottom),
      (left, top + safe.top, safe.left, size.height - safe.top - safe.bottom),
      (
        left + size.width - safe.right, top + safe.top, safe.right,
        size.height - safe.top - safe.bottom
      ),
    ]
    var lines = bands.filter { $0.2 > 0 && $0.3 > 0 }.map { x, y, width, height in
      "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\" "
        + "fill=\"\(Palette.safeArea)\" fill-opacity=\"\(n(Palette.safeAreaOpacity))\"/>"
    }
    let leading = left + safe.left + guides.layoutMargins.leading
    let trailing = left + size.width - safe.right - guides.layoutMargins.trailing
    for x in [leading, trailing] where x > left && x < left + size.width {
      lines.append(
        "<line x1=\"\(n(x))\" y1=\"\(n(top + safe.top))\" x2=\"\(n(x))\" "
          + "y2=\"\(n(top + size.height - safe.bottom))\" stroke=\"\(Palette.layoutMargin)\" "
          + "stroke-width=\"1\" stroke-dasharray=\"6 4\"/>")
    }
    return lines
  }

  /// The legend's entries for a device's screen: the safe area's shade and the margins'
  /// dashed line; none for a bare rectangle.
  static func screenGuideLegendEntries(_ scene: FrameScene) -> [LegendEntry] {
    guard scene.screenGuides != nil else { return [] }
    let n = SVGNumber.format
    return [
      LegendEntry(
        swatch: { x, y in
          "<rect x=\"\(n(x + 1))\" y=\"\(n(y + 1))\" width=\"11\" height=\"11\" "
            + "fill=\"\(Palette.safeArea)\" fill-opacity=\"\(n(Palette.safeAreaOpacity))\"/>"
        }, label: "outside the safe area"),
      LegendEntry(
        swatch: { x, y in
          "<line x1=\"\(n(x + 6))\" y1=\"\(n(y))\" x2=\"\(n(x + 6))\" y2=\"\(n(y + 13))\" "
            + "stroke=\"\(Palette.layoutMargin)\" stroke-width=\"1\" stroke-dasharray=\"3 2\"/>"
        }, label: "layout margins"),
    ]
  }
}
