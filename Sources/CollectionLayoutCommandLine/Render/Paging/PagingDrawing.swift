import CollectionLayout

/// What a picture needs beyond boxes to draw a paging layout from its frames alone: each
/// image and tile clipped by its page, tiles coloured by level, the screen inside the wider
/// paging scroll view, the page views, and the legend of pages, images and tiles by level.
struct PagingDrawing: LayoutDrawing {
  /// The pages an element belongs to before and after an update, by page index: a `page`,
  /// `image` or `tile` element's first index, on the side(s) where it exists.
  struct Owners: Hashable, Sendable {
    var before: Int?
    var after: Int?
  }

  /// The page index of a `page`, `image` or `tile` id; `nil` for other kinds.
  static func pageIndex(_ id: ElementID?) -> Int? {
    guard let id, id.kind == .page || id.kind == .image || id.kind == .tile else { return nil }
    return id.indexes.first
  }

  /// The owners of an element drawn: the pages of its ids before and after.
  static func owners(of element: DrawnElement) -> Owners {
    Owners(before: pageIndex(element.before), after: pageIndex(element.after))
  }

  /// The frame of each page, by its owners: exactly, and by the page index on one side.
  struct PageClips: Sendable {
    var exact: [Owners: LayoutRect] = [:]
    var byBefore: [Int: LayoutRect] = [:]
    var byAfter: [Int: LayoutRect] = [:]

    /// The frame of the page of an element with `owners`: the page with the same owners, or,
    /// for an element only one side has (a tile deleted or inserted by a zoom), the page
    /// that has that side.
    func frame(for owners: Owners) -> LayoutRect? {
      if let frame = exact[owners] { return frame }
      switch (owners.before, owners.after) {
      case (let before?, nil): return byBefore[before]
      case (nil, let after?): return byAfter[after]
      default: return nil
      }
    }
  }

  /// The frames of the pages among the picture's elements.
  let clips: PageClips

  /// The drawing of a picture of `elements`: the frame of each page among them.
  init(elements: [DrawnElement]) {
    var clips = PageClips()
    for element in elements where element.id.kind == .page {
      let owners = Self.owners(of: element)
      clips.exact[owners] = element.frame
      if let before = owners.before { clips.byBefore[before] = element.frame }
      if let after = owners.after { clips.byAfter[after] = element.frame }
    }
    self.clips = clips
  }

  /// Clips an image or tile box by its page's frame, reads a tile's level and labels it with
  /// its file name over its column and row; `false` when
  /// its page is not drawn, so neither is it. Other boxes are left as they are.
  func style(_ box: inout FrameScene.Box, attributes: LayoutAttributes, element: DrawnElement)
    -> Bool
  {
    guard box.id.kind == .image || box.id.kind == .tile else { return true }
    guard let clip = clips.frame(for: Self.owners(of: element)) else { return false }
    box.clip = clip
    if box.id.kind == .tile {
      box.tileLevel = attributes.customAttributes["level"]?.numberValue
      // Named as the plan names its file (`Harbour_125_0_0`), its column and row below.
      if case .string(let name) = attributes.customAttributes["name"] { box.label = name }
      if let column = attributes.customAttributes["column"]?.numberValue,
        let row = attributes.customAttributes["row"]?.numberValue
      {
        box.sublabel = "\(SVGNumber.format(column)), \(SVGNumber.format(row))"
      }
    }
    return true
  }

  /// The screen at `offset`: the step's `screen` report moved with the offset (it is at a
  /// fixed distance from the content offset), when it is narrower than the viewport.
  static func screen(of step: FrameStep, at offset: LayoutPoint) -> LayoutRect? {
    guard let screen = step.customAttributes["screen"]?.rectValue,
      screen.width < step.viewport.width || screen.height < step.viewport.height
    else { return nil }
    return screen.offsetBy(dx: offset.x - step.contentOffset.x, dy: offset.y - step.contentOffset.y)
  }

  /// `views: page 1 #1, page 2 #0; reusable #0; 2 made`, from a paging layout's report.
  static func caption(of step: FrameStep) -> String? {
    guard case .list(let shown) = step.customAttributes["pageViews"] else { return nil }
    let pairs = shown.compactMap { value -> String? in
      guard case .object(let members) = value, let page = members["page"]?.numberValue,
        let view = members["view"]?.numberValue
      else { return nil }
      return "page \(SVGNumber.format(page)) #\(SVGNumber.format(view))"
    }
    var text = "views: " + (pairs.isEmpty ? "none" : pairs.joined(separator: ", "))
    if case .list(let waiting) = step.customAttributes["reusableViews"] {
      let views = waiting.compactMap(\.numberValue).map { "#" + SVGNumber.format($0) }
      text += "; reusable " + (views.isEmpty ? "none" : views.joined(separator: " "))
    }
    if let made = step.customAttributes["viewCount"]?.numberValue {
      text += "; \(SVGNumber.format(made)) made"
    }
    return text
  }

  /// The legend entries of a paging layout's scene: page, image, a tile per level shown
  /// (finest first), and the screen; none for a scene without pages.
  static func legendEntries(for scene: FrameScene) -> [SVGPicture.LegendEntry] {
    guard scene.boxes.contains(where: { $0.id.kind == .page }) || scene.screen != nil else {
      return []
    }
    let n = SVGNumber.format
    func square(_ x: Double, _ y: Double, _ attributes: String) -> String {
      "<rect x=\"\(n(x + 1))\" y=\"\(n(y + 1))\" width=\"11\" height=\"11\" \(attributes)/>"
    }
    var entries = Palette.pagingKinds.filter { $0.key != "tile" }.map { style in
      SVGPicture.LegendEntry(
        swatch: { square($0, $1, "fill=\"\(style.fill)\" stroke=\"\(style.stroke)\"") },
        label: style.label)
    }
    let levels = Set(scene.boxes.compactMap(\.tileLevel)).sorted(by: >)
    for level in levels {
      let color = Palette.tileColor(scale: level)
      let perMille = TileLevel.nearest(toMeasuredScale: level)?.perMille ?? n(level * 1000)
      entries.append(
        SVGPicture.LegendEntry(
          swatch: { square($0, $1, "fill=\"#FFFFFF\" stroke=\"\(color)\" stroke-width=\"2\"") },
          label: "tile \(perMille)"))
    }
    if scene.screen != nil {
      entries.append(
        SVGPicture.LegendEntry(
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
