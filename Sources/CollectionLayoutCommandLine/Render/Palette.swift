import CollectionLayout

/// The colours of the pictures and of the player, one source for both: every element is a box
/// filled and outlined by its kind, and in an update its outline tells what happened to it.
///
/// The player page receives the same values as JSON (see ``json``), so an SVG picture and the
/// player always agree.
enum Palette {
  /// How one kind of element is drawn.
  struct KindStyle: Hashable, Sendable {
    /// The key: an ``ElementKind`` raw value, or `separator` for the three separator kinds.
    var key: String
    /// The name in the legend.
    var label: String
    /// The fill, `#RRGGBB`.
    var fill: String
    /// The outline, `#RRGGBB`.
    var stroke: String
  }

  /// How one kind of change is drawn: an outline in its colour, dashed or not, and a badge.
  struct ChangeStyle: Hashable, Sendable {
    /// What happened.
    var change: ChangeKind
    /// The name in the legend.
    var label: String
    /// The outline and badge colour, `#RRGGBB`.
    var color: String
    /// The SVG `stroke-dasharray` of the outline, or `nil` for a solid line.
    var dash: String?
    /// The character on the badge.
    var badge: String
  }

  /// The kinds, in legend order: pale fills, so that the saturated change outlines stand out.
  static let kinds: [KindStyle] = [
    KindStyle(key: "globalHeader", label: "global header", fill: "#CDEBEA", stroke: "#3E8E8A"),
    KindStyle(key: "header", label: "header", fill: "#FCEFC7", stroke: "#B8912E"),
    KindStyle(key: "footer", label: "footer", fill: "#E8DDF4", stroke: "#8A6BB4"),
    KindStyle(key: "item", label: "item", fill: "#E3E8EF", stroke: "#8593A8"),
    KindStyle(key: "placeholder", label: "placeholder", fill: "#F3E6DA", stroke: "#A57F5C"),
    KindStyle(key: "background", label: "background", fill: "#F1F1F1", stroke: "#C4C4C4"),
    KindStyle(key: "separator", label: "separator", fill: "#8E8E93", stroke: "#8E8E93"),
  ]

  /// The kinds the engine's interactions add (drags, swipes, editing mode), in legend order:
  /// styled everywhere, listed in the player's legend, left out of the pictures' legend, which
  /// lists the kinds every layout has.
  static let interactionKinds: [KindStyle] = [
    KindStyle(key: "dragGap", label: "drag gap", fill: "#F4F8FE", stroke: "#1A73E8"),
    KindStyle(key: "editAction", label: "edit action", fill: "#F6D5D3", stroke: "#C5221F"),
    KindStyle(
      key: "leadingEditAction", label: "leading edit action", fill: "#D2E3FC", stroke: "#1967D2"),
    KindStyle(key: "deleteControl", label: "delete control", fill: "#F28B82", stroke: "#C5221F"),
    KindStyle(key: "reorderHandle", label: "reorder handle", fill: "#DADCE0", stroke: "#5F6368"),
  ]

  /// The kinds of a paging layout, in legend order, listed in a picture's legend only when it
  /// shows them: pages are black as in Photos, images a pale photo tone, tiles outlined in
  /// their level's colour (``tileLevelColors``) over a faint fill.
  static let pagingKinds: [KindStyle] = [
    KindStyle(key: "page", label: "page", fill: "#1C1C1E", stroke: "#5F6368"),
    KindStyle(key: "image", label: "image", fill: "#B9CBB4", stroke: "#6B8A64"),
    KindStyle(key: "tile", label: "tile", fill: "#FFFFFF", stroke: "#1A73E8"),
  ]

  /// The kinds of a wall layout: tiles, filled in their image's colour (``imageFills``).
  static let wallKinds: [KindStyle] = [
    KindStyle(key: "wallTile", label: "wall tile", fill: "#FFFFFF", stroke: "#5F6368")
  ]

  /// The fills of a wall's tiles by image, image `i` taking `imageFills[i mod 8]`: pale,
  /// distinct hues, so that the repeating pattern of images shows.
  static let imageFills = [
    "#F8D7DA", "#FCE8B2", "#D4EDDA", "#D1ECF1", "#E2D9F3", "#FDDCC4", "#CFE2FF", "#E9ECEF",
  ]

  /// The fill of a wall tile showing image `image` (an index >= 0; others take the first).
  static func imageFill(_ image: Double) -> String {
    guard image.isFinite, image >= 0, image < 0x1p53 else { return imageFills[0] }
    return imageFills[Int(image.truncatingRemainder(dividingBy: Double(imageFills.count)))]
  }

  /// The outline colours of tiles by level, from level 2^1 down to 2^-4 (2000 ... 62.5 per
  /// mille); other levels take the nearest end.
  static let tileLevelColors: [(exponent: Int, color: String)] = [
    (1, "#7B1FA2"), (0, "#1A73E8"), (-1, "#188038"), (-2, "#E37400"), (-3, "#C5221F"),
    (-4, "#5F6368"),
  ]

  /// The opacity of the shade over the parts of a paging scroll view off the screen.
  static let offScreenOpacity = 0.45

  /// The fill opacity of a tile over its image.
  static let tileFillOpacity = 0.18

  /// The outline colour of a tile of the level of scale `scale`.
  static func tileColor(scale: Double) -> String {
    let exponent = scale > 0 && scale.isFinite ? Int(scale.exponent) : 0
    let clamped = min(max(exponent, -4), 1)
    return tileLevelColors.first { $0.exponent == clamped }?.color ?? "#1A73E8"
  }

  /// The changes that are marked (a kept element is drawn as it is), in legend order.
  static let changes: [ChangeStyle] = [
    ChangeStyle(change: .inserted, label: "inserted", color: "#1E8E3E", dash: nil, badge: "+"),
    ChangeStyle(change: .deleted, label: "deleted", color: "#D93025", dash: "6 3", badge: "-"),
    ChangeStyle(change: .moved, label: "moved", color: "#1A73E8", dash: nil, badge: "M"),
    ChangeStyle(change: .reloaded, label: "reloaded", color: "#E37400", dash: "2 2", badge: "R"),
  ]

  /// Text, the device's outline and pinned elements' outline and pin.
  static let ink = "#202124"
  /// The viewport outside the content (overscroll).
  static let outsideContent = "#E4E4EA"
  /// The content area.
  static let content = "#FFFFFF"
  /// The shade over the content inset, drawn with ``insetOpacity``.
  static let inset = "#5F6368"
  /// The opacity of the content inset's shade.
  static let insetOpacity = 0.22
  /// The shade over a device's safe area (the sensor housing, the home indicator), drawn
  /// with ``safeAreaOpacity``.
  static let safeArea = "#D93025"
  /// The opacity of the safe area's shade.
  static let safeAreaOpacity = 0.25
  /// The dashed lines of a device's layout margins.
  static let layoutMargin = "#1A73E8"
  /// The outline width of a plain box, in points.
  static let strokeWidth = 1.0
  /// The outline width of a pinned or changed box, in points.
  static let markedStrokeWidth = 2.5
  /// The least opacity of a change outline, so that an element fading in or out stays visible.
  static let minimumChangeOpacity = 0.4

  /// The style of `kind`.
  static func style(of kind: ElementKind) -> KindStyle {
    let key: String
    switch kind {
    case .rowSeparator, .columnSeparator, .sectionSeparator: key = "separator"
    default: key = kind.rawValue
    }
    return kinds.first { $0.key == key } ?? interactionKinds.first { $0.key == key }
      ?? pagingKinds.first { $0.key == key } ?? wallKinds.first { $0.key == key } ?? kinds[3]
  }

  /// The style of `change`, or `nil` for a kept element, which is not marked.
  static func style(of change: ChangeKind) -> ChangeStyle? {
    changes.first { $0.change == change }
  }

  /// The palette as a JSON object for the player page.
  static var json: String {
    func quoted(_ text: String) -> String { "\"\(text)\"" }
    let kindEntries = (kinds + interactionKinds + pagingKinds + wallKinds).map { style in
      "\(quoted(style.key)): {\"label\": \(quoted(style.label)), \"fill\": \(quoted(style.fill)), "
        + "\"stroke\": \(quoted(style.stroke))}"
    }
    let changeEntries = changes.map { style in
      "\(quoted(style.change.rawValue)): {\"label\": \(quoted(style.label)), "
        + "\"color\": \(quoted(style.color)), \"dash\": \(style.dash.map(quoted) ?? "null"), "
        + "\"badge\": \(quoted(style.badge))}"
    }
    return "{\"kinds\": {" + kindEntries.joined(separator: ", ") + "},\n \"changes\": {"
      + changeEntries.joined(separator: ", ") + "},\n \"ink\": \(quoted(ink)), "
      + "\"outsideContent\": \(quoted(outsideContent)), \"content\": \(quoted(content)), "
      + "\"inset\": \(quoted(inset)), \"insetOpacity\": \(insetOpacity), "
      + "\"strokeWidth\": \(strokeWidth), \"markedStrokeWidth\": \(markedStrokeWidth), "
      + "\"minimumChangeOpacity\": \(minimumChangeOpacity),\n \"tileLevels\": {"
      + tileLevelColors.map { "\(quoted(String($0.exponent))): \(quoted($0.color))" }
      .joined(separator: ", ") + "}, \"tileFillOpacity\": \(tileFillOpacity), "
      + "\"offScreenOpacity\": \(offScreenOpacity),\n \"imageFills\": ["
      + imageFills.map(quoted).joined(separator: ", ") + "]}"
  }
}
