import CollectionLayout

/// Where a picture writes each box's badge and name: the player's rule (its `drawLabels`), so
/// that `render --svg` and the player label a moment alike.
///
/// Boxes are labelled topmost first, after every box is drawn. A box's label goes at the top
/// left of the part of the box that is seen: inside the viewport (and its clip), minus what
/// an opaque box drawn over it covers at its top or bottom (a pinned header). The name is the
/// longest of the box's texts that fits that part, overprints no label placed before it and
/// goes under no opaque box drawn over its own:
/// a layout's own label (a wall tile's image), or the scenario's item id with the element id
/// (`price item/0/3`), the item id alone (`price`), or the element id.
///
/// ```
///   ┌───────────────────────────┐ ← a pinned header, drawn over the item
///   │ header/0/0              📍│
///   ├───────────────────────────┤ ← the item's seen part starts here
///   │ (M) price item/0/3        │   badge, then the longest name that fits
///   │                           │
///   └───────────────────────────┘
/// ```
///
/// Coordinates are the content's, in points. Every label is 13 points high (26 with a second
/// line), and no two labels' rectangles overlap.
enum LabelPlacement {
  /// One box's label.
  struct Label: Hashable, Sendable {
    /// The index of the labelled box in ``FrameScene/boxes``.
    var box: Int
    /// The rectangle the badge and text take, in content coordinates: what no other label
    /// overlaps.
    var frame: LayoutRect
    /// The centre of the change badge (a 6-point circle); `nil` without a badge.
    var badgeCenter: LayoutPoint?
    /// The name written, its baseline's left end at ``textOrigin``; `nil` when no name fits.
    var text: String?
    /// Where the name starts: the left end of its baseline.
    var textOrigin: LayoutPoint
    /// The second line under the name (a wall tile's column and row); `nil` when none fits.
    var sublabel: String?
  }

  /// The height of one line of a label, in points.
  static let lineHeight = 13.0
  /// The width of one character of a label (10-point monospace), in points.
  static let characterWidth = SVGPicture.characterWidth

  /// The labels of `scene`'s boxes, topmost box first.
  static func labels(for scene: FrameScene) -> [Label] {
    let screen = LayoutRect(origin: scene.contentOffset, size: scene.viewport)
    var occupied: [LayoutRect] = []
    var labels: [Label] = []
    let boxes = scene.boxes
    for index in boxes.indices.reversed() {
      let box = boxes[index]
      guard var area = box.frame.intersection(screen) else { continue }
      if let clip = box.clip {
        guard let clipped = area.intersection(clip) else { continue }
        area = clipped
      }
      guard let seen = uncovered(area, by: boxes[(index + 1)...]) else { continue }
      area = seen
      // A line of text and the point above it, inside the seen part.
      guard area.height >= lineHeight + 1, area.width >= 16 else { continue }
      let covering = boxes[(index + 1)...].filter(covers).map(\.frame)
      let overlaps = { (rect: LayoutRect) in
        occupied.contains { $0.intersection(rect) != nil }
          || covering.contains { $0.intersection(rect) != nil }
      }
      var left = area.minX + 4
      let right = area.maxX - (box.isPinned ? 16 : 4)
      var taken = LayoutRect(x: area.minX + 1, y: area.minY + 1, width: 0, height: lineHeight)
      var badgeCenter: LayoutPoint?
      let marked = box.change.map { $0 != .kept } ?? false
      if marked, area.height >= 16 {
        taken.size.width = 19
        if overlaps(taken) { continue }
        badgeCenter = LayoutPoint(x: area.minX + 10, y: area.minY + 8)
        left = area.minX + 19
      }
      let baseline = area.minY + min(area.height / 2 + 3.5, 11.5)
      var label = Label(
        box: index, frame: taken, badgeCenter: badgeCenter, text: nil,
        textOrigin: LayoutPoint(x: left, y: baseline), sublabel: nil)
      for text in texts(of: box) {
        let width = Double(text.count) * characterWidth
        var placed = LayoutRect(x: left - 1, y: area.minY + 1, width: width + 2, height: lineHeight)
        guard left + width <= right, !overlaps(placed) else { continue }
        label.text = text
        if let sublabel = box.sublabel, sublabel != text, area.height >= 30,
          left + Double(sublabel.count) * characterWidth <= right
        {
          label.sublabel = sublabel
          placed.size.height = 2 * lineHeight
        }
        taken.size.width = placed.maxX - taken.minX
        taken.size.height = max(taken.height, placed.height)
        break
      }
      guard taken.width > 0 else { continue }
      label.frame = taken
      occupied.append(taken)
      labels.append(label)
    }
    return labels
  }

  /// `area` without what the opaque boxes of `over` (drawn over it) cover at its top or its
  /// bottom, where they cover its left end; `nil` when nothing is left.
  static func uncovered(_ area: LayoutRect, by over: ArraySlice<FrameScene.Box>) -> LayoutRect? {
    var area = area
    for box in over where covers(box) {
      let cover = box.frame
      if cover.minX > area.minX + 4 || cover.maxX < area.minX + min(area.width, 60) { continue }
      var top = area.minY
      var bottom = area.maxY
      if cover.minY <= area.minY, cover.maxY > area.minY {
        top = cover.maxY
      } else if cover.minY < area.maxY, cover.maxY >= area.maxY {
        bottom = cover.minY
      } else {
        continue
      }
      guard bottom > top else { return nil }
      area = LayoutRect(x: area.minX, y: top, width: area.width, height: bottom - top)
    }
    return area
  }

  /// Whether `box` hides what is under it: opaque, shown, and not a line, a tile or a
  /// background.
  static func covers(_ box: FrameScene.Box) -> Bool {
    switch box.id.kind {
    case .rowSeparator, .columnSeparator, .sectionSeparator, .tile, .background: return false
    default: return box.alpha >= 0.99 && !box.isHidden
    }
  }

  /// The names of `box`, longest first: a layout's label (then its second line alone, when
  /// the label does not fit: a tile's column and row), or `price item/0/3` and `price`, or
  /// the element id.
  static func texts(of box: FrameScene.Box) -> [String] {
    if let label = box.label { return [label] + (box.sublabel.map { [$0] } ?? []) }
    if let itemID = box.itemID { return ["\(itemID) \(box.id)", itemID] }
    return [box.id.description]
  }
}

extension LayoutRect {
  /// The rectangle both share, or `nil` when they share no area.
  func intersection(_ other: LayoutRect) -> LayoutRect? {
    let x = Swift.max(minX, other.minX)
    let y = Swift.max(minY, other.minY)
    let right = Swift.min(maxX, other.maxX)
    let bottom = Swift.min(maxY, other.maxY)
    guard right > x, bottom > y else { return nil }
    return LayoutRect(x: x, y: y, width: right - x, height: bottom - y)
  }
}
