import CollectionLayout

/// The parts of a picture only a paging layout has: the screen inside the paging scroll view,
/// and the legend of pages, images and tiles by level.
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

  /// The legend entries of a paging layout's scene: page, image, a tile per level shown
  /// (finest first), and the screen; none for a scene without pages.
  static func pagingLegendEntries(for scene: FrameScene) -> [LegendEntry] {
    guard scene.boxes.contains(where: { $0.id.kind == .page }) || scene.screen != nil else {
      return []
    }
    let n = SVGNumber.format
    func square(_ x: Double, _ y: Double, _ attributes: String) -> String {
      "<rect x=\"\(n(x + 1))\" y=\"\(n(y + 1))\" width=\"11\" height=\"11\" \(attributes)/>"
    }
    var entries = Palette.pagingKinds.filter { $0.key != "tile" }.map { style in
      LegendEntry(
        swatch: { square($0, $1, "fill=\"\(style.fill)\" stroke=\"\(style.stroke)\"") },
        label: style.label)
    }
    let levels = Set(scene.boxes.compactMap(\.tileLevel)).sorted(by: >)
    for level in levels {
      let color = Palette.tileColor(scale: level)
      let perMille = TileLevel.nearest(toMeasuredScale: level)?.perMille ?? n(level * 1000)
      entries.append(
        LegendEntry(
          swatch: { square($0, $1, "fill=\"#FFFFFF\" stroke=\"\(color)\" stroke-width=\"2\"") },
          label: "tile \(perMille)"))
    }
    if scene.screen != nil {
      entries.append(
        LegendEntry(
          swatch: {
            square(
              $0, $1,
              "fill=\"\(Palette.inset)\" fill-opacity=\"\(n(Palette.offScreenOpacity))\" "
                + "stroke=\"\(Palette.ink)\" stroke-dasharray=\"2 2\"")
          }, label: "off screen"))
    }
    return entries
  }
}
