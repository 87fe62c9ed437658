import CollectionLayout

/// What a picture needs beyond boxes to draw a paging layout from its frames alone: each
/// image and tile clipped by its page, tiles coloured by level, the screen inside the wider
/// paging scroll view, and the page views.
extension FrameScene {
  /// The pages an element belongs to before and after an update, by page index: a `page`,
  /// `image` or `tile` element's first index, on the side(s) where it exists.
  struct Owners: Hashable {
    var before: Int?
    var after: Int?
  }

  /// The owners of a change record's element (before and after the update).
  static func owners(of record: ElementChange) -> Owners {
    Owners(before: pageIndex(record.before), after: pageIndex(record.after))
  }

  /// The owners of an element of a step (no update: the same page on both sides).
  static func owners(of id: ElementID) -> Owners {
    Owners(before: pageIndex(id), after: pageIndex(id))
  }

  /// The page index of a `page`, `image` or `tile` id; `nil` for other kinds.
  static func pageIndex(_ id: ElementID?) -> Int? {
    guard let id, id.kind == .page || id.kind == .image || id.kind == .tile else { return nil }
    return id.indexes.first
  }

  /// The frame of each page, by its owners: exactly, and by the page index on one side.
  struct PageClips {
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

  /// The frames of the pages among `elements`.
  static func pageClips(_ elements: [(Owners, ElementID, LayoutRect)]) -> PageClips {
    var clips = PageClips()
    for (owners, id, frame) in elements where id.kind == .page {
      clips.exact[owners] = frame
      if let before = owners.before { clips.byBefore[before] = frame }
      if let after = owners.after { clips.byAfter[after] = frame }
    }
    return clips
  }

  /// Clips an image or tile box by its page's frame and reads a tile's level; `false` when
  /// its page is not drawn, so neither is it. Other boxes are left as they are.
  static func clip(
    _ box: inout Box, attributes: LayoutAttributes, by clips: PageClips, owners: Owners
  ) -> Bool {
    guard box.id.kind == .image || box.id.kind == .tile else { return true }
    guard let clip = clips.frame(for: owners) else { return false }
    box.clip = clip
    if box.id.kind == .tile { box.tileLevel = attributes.customAttributes["level"]?.numberValue }
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
  static func pageViews(of step: FrameStep) -> String? {
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
}
