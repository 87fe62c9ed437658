import CollectionLayout

/// Draws one moment of the frames as a standalone SVG picture: a caption, the viewport window
/// over the content, and a legend.
///
/// Every element in view is a box filled and outlined by its kind (``Palette``), in zIndex
/// order, with its id in small text when it fits. Pinned elements have a thicker dark outline
/// and a pin in their top-right corner. In an update, inserted, deleted, moved and reloaded
/// elements have a coloured outline (dashed for deleted and reloaded) and a lettered badge, and
/// their opacity is their alpha. The content inset is shaded.
///
/// The text is deterministic: one element per line, numbers written by ``SVGNumber``, and no
/// clock, locale or platform in it.
public enum SVGPicture {
  /// The margin around the picture's parts, in points.
  static let margin = 16.0
  /// The height of the caption band above the viewport (two lines), in points.
  static let captionHeight = 32.0
  /// The height of the caption's third line (a paging layout's page views), in points.
  static let captionLineHeight = 15.0
  /// The width of one legend entry, in points.
  static let legendEntryWidth = 116.0
  /// The height of one legend row, in points.
  static let legendRowHeight = 18.0
  /// The width of one character of the legend's 11-point monospace text, in points (DejaVu
  /// Sans Mono advances 0.602 em).
  static let legendCharacterWidth = 6.62
  /// The width of one character of the id text (10-point monospace), in points.
  static let characterWidth = 6.1
  /// The font of every text.
  static let fontFamily = "DejaVu Sans Mono, Menlo, Consolas, monospace"

  /// The SVG text of step `step` of `frames`, or of its animation frame `animationFrame`,
  /// its elements styled by `drawings`.
  static func svg(
    of frames: FramesDocument, step: Int, animationFrame: Int? = nil,
    drawings: [any LayoutDrawing.Type] = FrameScene.drawings
  ) throws(RenderError) -> String {
    svg(
      of: try FrameScene(
        frames: frames, step: step, animationFrame: animationFrame, drawings: drawings))
  }

  /// The SVG text of a scene, ending in a newline.
  static func svg(of scene: FrameScene) -> String {
    let left = margin
    let top = margin + captionHeight + (scene.pageViews == nil ? 0 : captionLineHeight)
    // As wide as the viewport, a legend entry, and the longest caption line (11-point text).
    let captionCharacters =
      [scene.caption, scene.details, scene.pageViews ?? ""]
      .map(\.count).max() ?? 0
    let width =
      max(
        scene.viewport.width, legendEntryWidth,
        Double(captionCharacters) * legendCharacterWidth) + 2 * margin
    let legend = legendEntries(for: scene)
    let perRow = legendColumns(fitting: width - 2 * margin, entryCount: legend.count)
    let places = legendPlaces(ofCellSpans: legend.map { legendCells(of: $0.label) }, perRow: perRow)
    let rows = (places.last?.row ?? -1) + 1
    let legendTop = top + scene.viewport.height + margin
    let height = legendTop + Double(rows) * legendRowHeight + margin
    let n = SVGNumber.format
    var lines: [String] = []
    lines.append(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
        + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"\(fontFamily)\">")
    lines.append("<title>\(escaped(scene.caption)); \(escaped(scene.details))</title>")
    lines.append(
      "<defs><clipPath id=\"viewport\"><rect x=\"\(n(left))\" y=\"\(n(top))\" "
        + "width=\"\(n(scene.viewport.width))\" height=\"\(n(scene.viewport.height))\"/>"
        + "</clipPath></defs>")
    lines.append("<rect width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#FFFFFF\"/>")
    lines.append(
      "<text x=\"\(n(left))\" y=\"\(n(margin + 10))\" font-size=\"11\" fill=\"\(Palette.ink)\">"
        + "<tspan font-weight=\"bold\">\(escaped(scene.caption))</tspan>"
        + "<tspan x=\"\(n(left))\" dy=\"15\">\(escaped(scene.details))</tspan>"
        + (scene.pageViews.map {
          "<tspan x=\"\(n(left))\" dy=\"15\">\(escaped($0))</tspan>"
        } ?? "") + "</text>")
    lines.append("<g clip-path=\"url(#viewport)\">")
    lines.append(
      "<rect x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(scene.viewport.width))\" "
        + "height=\"\(n(scene.viewport.height))\" fill=\"\(Palette.outsideContent)\"/>")
    lines.append(
      "<g transform=\"translate(\(n(left - scene.contentOffset.x)) "
        + "\(n(top - scene.contentOffset.y)))\" font-size=\"10\">")
    lines.append(
      "<rect width=\"\(n(scene.contentSize.width))\" height=\"\(n(scene.contentSize.height))\" "
        + "fill=\"\(Palette.content)\"/>")
    for (index, box) in scene.boxes.enumerated() {
      lines += clippedBoxLines(box, clipID: "clip\(index)")
    }
    lines += labelLines(scene)
    lines.append("</g>")
    lines += insetLines(scene, left: left, top: top)
    lines += screenGuideLines(scene, left: left, top: top)
    lines += offScreenLines(scene, left: left, top: top)
    lines.append("</g>")
    lines.append(
      "<rect x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(scene.viewport.width))\" "
        + "height=\"\(n(scene.viewport.height))\" fill=\"none\" stroke=\"\(Palette.ink)\" "
        + "stroke-width=\"2\"/>")
    lines.append("<g font-size=\"11\" fill=\"\(Palette.ink)\">")
    for (entry, place) in zip(legend, places) {
      let x = left + Double(place.column) * legendEntryWidth
      let y = legendTop + Double(place.row) * legendRowHeight
      lines.append(
        entry.swatch(x, y) + "<text x=\"\(n(x + 18))\" y=\"\(n(y + 10))\">\(entry.label)</text>")
    }
    lines.append("</g>")
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The lines of one box, inside a group clipped to ``FrameScene/Box/clip`` (named
  /// `clipID`) when it has one, and inside a group drawing it transformed about its centre
  /// when it has a transform.
  static func clippedBoxLines(_ box: FrameScene.Box, clipID: String) -> [String] {
    guard let clip = box.clip else { return transformedBoxLines(box) }
    let n = SVGNumber.format
    return [
      "<clipPath id=\"\(clipID)\"><rect x=\"\(n(clip.minX))\" y=\"\(n(clip.minY))\" "
        + "width=\"\(n(clip.width))\" height=\"\(n(clip.height))\"/></clipPath>"
        + "<g clip-path=\"url(#\(clipID))\">"
    ] + transformedBoxLines(box) + ["</g>"]
  }

  /// The lines of one box, inside `<g transform="matrix(a b c d e f)">` when it has a
  /// transform: the box's `[a, b, c, d, tx, ty]` about its centre `(cx, cy)`, so `e = cx −
  /// a·cx − c·cy + tx` and `f = cy − b·cx − d·cy + ty` (SVG's matrix maps `(x, y)` to
  /// `(a·x + c·y + e, b·x + d·y + f)`, as `CGAffineTransform` does).
  static func transformedBoxLines(_ box: FrameScene.Box) -> [String] {
    guard let t = box.transform else { return boxLines(box) }
    let n = SVGNumber.format
    // The linear part to thousandths (the frames' precision): hundredths would move the
    // edges of a 300-point box by up to 1.5 points.
    let m = JSONNumber.format
    let cx = box.frame.minX + box.frame.width / 2
    let cy = box.frame.minY + box.frame.height / 2
    let e = cx - t.a * cx - t.c * cy + t.tx
    let f = cy - t.b * cx - t.d * cy + t.ty
    return [
      "<g transform=\"matrix(\(m(t.a)) \(m(t.b)) \(m(t.c)) \(m(t.d)) \(n(e)) \(n(f)))\">"
    ] + boxLines(box) + ["</g>"]
  }

  /// How many legend entries of ``legendEntryWidth`` fit side by side in `width` points: at
  /// least 1, at most `entryCount` (>= 1). The width comes from the frames file and may be
  /// any finite number (or NaN in frames built in code): the count is decided in `Double`
  /// before it is converted, so no width traps.
  static func legendColumns(fitting width: Double, entryCount: Int) -> Int {
    let fitting = (width / legendEntryWidth).rounded(.down)
    guard fitting >= 1 else { return 1 }
    guard fitting < Double(entryCount) else { return max(1, entryCount) }
    return Int(fitting)  // exact: 1 <= fitting < entryCount
  }

  /// How many cells of ``legendEntryWidth`` the entry labelled `label` spans: its 18-point
  /// swatch, its text and a 4-point gap before the next entry's swatch; at least 1.
  static func legendCells(of label: String) -> Int {
    let width = 18 + Double(label.count) * legendCharacterWidth + 4
    return max(1, Int((width / legendEntryWidth).rounded(.up)))
  }

  /// Where each legend entry goes, as a cell column and a row, for entries spanning
  /// `spans` cells in rows of `perRow` cells: in order, left to right, an entry that does not
  /// fit what is left of a row starting the next one (one wider than a row takes a row of its
  /// own). Rows and columns count from 0.
  ///
  /// ```
  ///  perRow 3, spans [1, 2, 2, 1]:   | a | b b |
  ///                                  | c c | d |
  /// ```
  static func legendPlaces(ofCellSpans spans: [Int], perRow: Int) -> [(column: Int, row: Int)] {
    var places: [(column: Int, row: Int)] = []
    places.reserveCapacity(spans.count)
    var column = 0
    var row = 0
    for span in spans {
      let width = min(max(1, span), max(1, perRow))
      if column > 0, column + width > perRow {
        column = 0
        row += 1
      }
      places.append((column, row))
      column += width
    }
    return places
  }

  /// The lines of one box: its rectangle, then its pin when it fits (its badge and name are
  /// ``labelLines(_:)``').
  static func boxLines(_ box: FrameScene.Box) -> [String] {
    let n = SVGNumber.format
    let kind = Palette.style(of: box.id.kind)
    let change = box.change.flatMap(Palette.style(of:))
    let frame = box.frame
    let marked = change != nil || box.isPinned
    let strokeWidth = marked ? Palette.markedStrokeWidth : Palette.strokeWidth
    let visibility = box.isHidden ? min(box.alpha, 0.3) : box.alpha
    let fillOpacity = visibility * (box.id.kind == .tile ? Palette.tileFillOpacity : 1)
    var strokeOpacity = visibility
    if change != nil { strokeOpacity = max(strokeOpacity, Palette.minimumChangeOpacity) }
    let opacity =
      (fillOpacity < 1 ? " fill-opacity=\"\(n(fillOpacity))\"" : "")
      + (strokeOpacity < 1 ? " stroke-opacity=\"\(n(strokeOpacity))\"" : "")
    let canStroke = frame.width > 2 * strokeWidth && frame.height > 2 * strokeWidth
    guard canStroke else {
      // A line (a separator): filled, in its change colour if any.
      return [
        "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" "
          + "height=\"\(n(frame.height))\" fill=\"\(change?.color ?? kind.stroke)\"\(opacity)/>"
      ]
    }
    var stroke =
      change?.color
      ?? (box.isPinned ? Palette.ink : box.tileLevel.map(Palette.tileColor) ?? kind.stroke)
    var dash = change?.dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
    if box.isHidden, change == nil {
      stroke = kind.stroke
      dash = " stroke-dasharray=\"2 2\""
    }
    // The outline is drawn inside the frame, so that neighbours' outlines do not overlap.
    let half = strokeWidth / 2
    var lines = [
      "<rect x=\"\(n(frame.minX + half))\" y=\"\(n(frame.minY + half))\" "
        + "width=\"\(n(frame.width - strokeWidth))\" height=\"\(n(frame.height - strokeWidth))\" "
        + "fill=\"\(box.fill ?? kind.fill)\" stroke=\"\(stroke)\" stroke-width=\"\(n(strokeWidth))\"\(dash)"
        + "\(opacity)/>"
    ]
    if box.isPinned, frame.width >= 20, frame.height >= 16 {
      let x = frame.maxX - 9
      let y = frame.minY + 6
      lines.append(
        "<path d=\"M\(n(x)) \(n(y + 3))v6\" stroke=\"\(Palette.ink)\" stroke-width=\"1.5\"/>"
          + "<circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"3.5\" fill=\"\(Palette.ink)\"/>")
    }
    return lines
  }

  /// The badges and names of the boxes, where ``LabelPlacement`` puts them, over every box:
  /// topmost box first.
  static func labelLines(_ scene: FrameScene) -> [String] {
    let n = SVGNumber.format
    var lines: [String] = []
    for label in LabelPlacement.labels(for: scene) {
      let box = scene.boxes[label.box]
      let visibility = box.isHidden ? min(box.alpha, 0.3) : box.alpha
      let change = box.change.flatMap(Palette.style(of:))
      let opacity = change == nil ? visibility : max(visibility, Palette.minimumChangeOpacity)
      let textOpacity = opacity < 1 ? " opacity=\"\(n(opacity))\"" : ""
      if let center = label.badgeCenter, let change {
        lines.append(
          "<circle cx=\"\(n(center.x))\" cy=\"\(n(center.y))\" r=\"6\" fill=\"\(change.color)\"/>"
            + "<text x=\"\(n(center.x))\" y=\"\(n(center.y + 3.5))\" text-anchor=\"middle\" "
            + "fill=\"#FFFFFF\" font-weight=\"bold\">\(change.badge)</text>")
      }
      guard let text = label.text else { continue }
      let origin = label.textOrigin
      let ink = box.id.kind == .page ? "#FFFFFF" : Palette.ink
      lines.append(
        "<text x=\"\(n(origin.x))\" y=\"\(n(origin.y))\" "
          + "fill=\"\(ink)\"\(textOpacity)>\(escaped(text))</text>")
      if let sublabel = label.sublabel {
        lines.append(
          "<text x=\"\(n(origin.x))\" y=\"\(n(origin.y + 13))\" "
            + "fill=\"\(Palette.inset)\"\(textOpacity)>\(escaped(sublabel))</text>")
      }
    }
    return lines
  }

  /// The shades over the content inset: one band per inset edge, over the viewport.
  static func insetLines(_ scene: FrameScene, left: Double, top: Double) -> [String] {
    let n = SVGNumber.format
    let inset = scene.contentInset
    let size = scene.viewport
    let bands = [
      (left, top, size.width, inset.top),
      (left, top + size.height - inset.bottom, size.width, inset.bottom),
      (left, top + inset.top, inset.left, size.height - inset.top - inset.bottom),
      (
        left + size.width - inset.right, top + inset.top, inset.right,
        size.height - inset.top - inset.bottom
      ),
    ]
    return bands.filter { $0.2 > 0 && $0.3 > 0 }.map { x, y, width, height in
      "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\" "
        + "fill=\"\(Palette.inset)\" fill-opacity=\"\(n(Palette.insetOpacity))\"/>"
    }
  }

  /// One legend entry: a 12-point swatch drawn at a position, and its label.
  public struct LegendEntry {
    /// The swatch's SVG at (x, y), its top-left corner, in points: SVG elements drawn inside
    /// the 12 x 12 square there (`<rect x="X+1" y="Y+1" width="11" height="11"/>`).
    public var swatch: (Double, Double) -> String
    /// The label, drawn right of the swatch: plain text (the picture escapes it).
    public var label: String

    /// The entry of `label`, whose swatch `swatch` draws at (x, y), in points.
    public init(swatch: @escaping (Double, Double) -> String, label: String) {
      self.swatch = swatch
      self.label = label
    }
  }

  /// The legend: the kinds, the changes, pinned, and the content inset; a device's safe area
  /// and layout margins when the frames have them; then what each kind's drawing adds (a paging layout's kinds, the levels of its tiles and the screen's edge).
  static func legendEntries(for scene: FrameScene) -> [LegendEntry] {
    legendEntries() + screenGuideLegendEntries(scene)
      + scene.drawings.types.flatMap { $0.legendEntries(for: scene) }
  }

  /// The legend: the kinds, the changes, pinned, and the content inset.
  static func legendEntries() -> [LegendEntry] {
    let n = SVGNumber.format
    func square(_ x: Double, _ y: Double, _ attributes: String) -> String {
      "<rect x=\"\(n(x + 1))\" y=\"\(n(y + 1))\" width=\"11\" height=\"11\" \(attributes)/>"
    }
    var entries = Palette.kinds.map { style in
      LegendEntry(
        swatch: { square($0, $1, "fill=\"\(style.fill)\" stroke=\"\(style.stroke)\"") },
        label: style.label)
    }
    entries += Palette.changes.map { style in
      let dash = style.dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
      return LegendEntry(
        swatch: {
          square(
            $0, $1, "fill=\"#FFFFFF\" stroke=\"\(style.color)\" stroke-width=\"2.5\"\(dash)")
        }, label: "\(style.badge) \(style.label)")
    }
    entries.append(
      LegendEntry(
        swatch: { x, y in
          "<path d=\"M\(n(x + 6)) \(n(y + 6))v6\" stroke=\"\(Palette.ink)\" stroke-width=\"1.5\"/>"
            + "<circle cx=\"\(n(x + 6))\" cy=\"\(n(y + 4))\" r=\"3.5\" fill=\"\(Palette.ink)\"/>"
        }, label: "pinned"))
    entries.append(
      LegendEntry(
        swatch: {
          square(
            $0, $1, "fill=\"\(Palette.inset)\" fill-opacity=\"\(n(Palette.insetOpacity))\"")
        }, label: "content inset"))
    return entries
  }

  /// Text as XML (``TextEscaping/xml(_:)``): `&`, `<`, `>` and `"` escaped, and what XML 1.0
  /// cannot hold (a control character in an id, U+FFFE, U+FFFF) replaced by U+FFFD.
  static func escaped(_ text: String) -> String {
    TextEscaping.xml(text)
  }
}
