import CollectionLayout

/// What a picture needs beyond boxes to draw an endless wall from its frames alone: each tile
/// labelled with its image and filled in the image's colour, and a line saying where in the
/// plane the viewport is and whether the step recentred.
struct WallDrawing: LayoutDrawing {
  /// Needs nothing from the picture's other elements.
  init(elements: [DrawnElement]) {}

  /// Labels a wall tile (`wallTile/c/r`) with its image's name, or `#<image>` for unnamed
  /// images, and `c, r` below, and fills it in its image's colour
  /// (``Palette/imageFill(_:)``). Other boxes are left as they are; every box is drawn.
  func style(_ box: inout FrameScene.Box, attributes: LayoutAttributes, element: DrawnElement)
    -> Bool
  {
    guard box.id.kind == .wallTile,
      let image = attributes.customAttributes["image"]?.numberValue
    else { return true }
    if case .string(let name) = attributes.customAttributes["name"] {
      box.label = name
    } else {
      box.label = "#" + SVGNumber.format(image)
    }
    if box.id.indexes.count == 2 {
      box.sublabel = "\(box.id.indexes[0]), \(box.id.indexes[1])"
    }
    box.fill = Palette.imageFill(image)
    return true
  }

  /// `plane (x, y); recentred by (dx, dy); 12 views`, from a wall's report (the plane point
  /// at the viewport's top-left corner, exact); `nil` for other layouts.
  static func caption(of step: FrameStep) -> String? {
    guard case .object(let position) = step.customAttributes["position"],
      case .string(let x) = position["x"], case .string(let y) = position["y"]
    else { return nil }
    var text = "plane (\(x), \(y))"
    if step.customAttributes["recentered"] == .boolean(true),
      let shift = step.customAttributes["shift"]?.pointValue
    {
      text += "; recentred by (\(SVGNumber.format(shift.x)), \(SVGNumber.format(shift.y)))"
    }
    if let views = step.customAttributes["viewCount"]?.numberValue {
      text += "; \(SVGNumber.format(views)) views"
    }
    return text
  }

  /// A wall's legend entry, when the scene shows its tiles: a tile's fill is its image's
  /// colour (three images' colours in the swatch), its label the image.
  static func legendEntries(for scene: FrameScene) -> [SVGPicture.LegendEntry] {
    guard scene.boxes.contains(where: { $0.id.kind == .wallTile }) else { return [] }
    let n = SVGNumber.format
    return [
      SVGPicture.LegendEntry(
        swatch: { x, y in
          (0..<3).map { index in
            "<rect x=\"\(n(x + 1 + Double(index) * 4))\" y=\"\(n(y + 1))\" width=\"4\" "
              + "height=\"11\" fill=\"\(Palette.imageFill(Double(index)))\"/>"
          }.joined()
        }, label: "wall tile: image")
    ]
  }
}
