/// The problems of a photo browser's configuration, its pages and its steps: what is reported
/// before anything is laid out, each located under the location given.
extension RangeChecker {
  /// Checks a photo browser's configuration under `location` (`pagePadding`,
  /// `maximumZoomScale`, `tiles.tileSize`, `pages[2].id`).
  package mutating func checkPaging(
    _ configuration: PagingConfiguration, at location: ValueLocation
  ) {
    checkNonNegative(configuration.pagePadding, at: location["pagePadding"])
    if let maximum = configuration.maximumZoomScale {
      checkPositive(
        maximum, at: location["maximumZoomScale"],
        maximum: PagingConfiguration.maximumZoomScaleLimit)
    }
    if let minimum = configuration.minimumZoomScale {
      checkPositive(
        minimum, at: location["minimumZoomScale"],
        maximum: PagingConfiguration.maximumZoomScaleLimit)
    }
    if let tiles = configuration.tiles {
      checkInteger(
        tiles.tileSize, in: 1...TileOptions.maximumTileSize, at: location["tiles"]["tileSize"])
      checkInteger(
        tiles.levels.count, in: 1...TileOptions.maximumLevelCount,
        at: location["tiles"]["levelsOfDetail"])
      checkInteger(
        tiles.levels.bias, in: 0...TileOptions.maximumBias,
        at: location["tiles"]["levelsOfDetailBias"])
    }
    for issue in PagingLayout.issues(ofPages: configuration.pages, at: location["pages"]) {
      report(issue.location, issue.message)
    }
  }

  /// Checks that `value` is within `range`: `expected an integer between 1 and 32, got 0`.
  mutating func checkInteger(_ value: Int, in range: ClosedRange<Int>, at location: ValueLocation) {
    if !range.contains(value) {
      report(
        location,
        "expected an integer between \(range.lowerBound) and \(range.upperBound), got \(value)")
    }
  }

  /// Checks an image size: whole numbers of pixels between 1 and
  /// ``PagingConfiguration/maximumImageSide``.
  mutating func checkImageSize(_ size: LayoutSize, at location: @autoclosure () -> ValueLocation) {
    for (value, key) in [(size.width, "width"), (size.height, "height")] {
      let maximum = Double(PagingConfiguration.maximumImageSide)
      if !(value.isFinite && value == value.rounded() && value >= 1 && value <= maximum) {
        report(
          location()[key],
          "expected a whole number of pixels between 1 and \(format(maximum)), "
            + "got \(format(value))")
      }
    }
  }
}

extension PagingLayout {
  /// The problems of a list of pages at `location` (`layout.pages`, or `sections[0].items`
  /// after an update): each page needs a non-empty id, unique among the pages, and an image
  /// size; at most ``Limits/maximumItemCount`` pages.
  static func issues(ofPages pages: [Item], at location: ValueLocation) -> [LayoutIssue] {
    var checker = RangeChecker()
    if pages.count > Limits.maximumItemCount {
      checker.report(
        location, "expected at most \(Limits.maximumItemCount) pages, got \(pages.count)")
    }
    var firstUse = FirstPageOfID(pageCount: pages.count)
    for (index, page) in pages.enumerated() {
      let path = location[index]
      if let id = page.id, !id.isEmpty {
        if let first = firstUse.first(of: id, at: index, in: pages) {
          checker.report(
            path["id"],
            "duplicate page id \(Quoting.quoted(id)), first used at \(location)[\(first)].id")
        }
      } else {
        checker.report(
          path["id"],
          "expected a non-empty id for every page (its tiles are named after it), got "
            + (page.id == nil ? "none" : "\"\""))
      }
      if let size = page.imageSize {
        checker.checkImageSize(size, at: path["imageSize"])
      } else {
        checker.report(path["imageSize"], "expected an imageSize for every page, got none")
      }
    }
    return checker.issues
  }

  /// The problems of a page turn among `pageCount` pages, under `location`.
  package static func issues(of turn: PageStep, pageCount: Int, at location: ValueLocation)
    -> [LayoutIssue]
  {
    var checker = RangeChecker()
    checker.checkPage(turn.page, pageCount: pageCount, at: location)
    if let animation = turn.animation {
      checker.issues += RangeChecker.issues(of: BatchUpdate(animation: animation), at: location)
    }
    return checker.issues
  }

  /// The problems of a zoom among `pageCount` pages, under `location`.
  package static func issues(of zoom: ZoomStep, pageCount: Int, at location: ValueLocation)
    -> [LayoutIssue]
  {
    var checker = RangeChecker()
    checker.checkPage(zoom.page, pageCount: pageCount, at: location["page"])
    checker.checkPositive(
      zoom.scale, at: location["scale"], maximum: PagingConfiguration.maximumZoomScaleLimit)
    if let center = zoom.center {
      checker.checkOffset(center.x, at: location["center"]["x"])
      checker.checkOffset(center.y, at: location["center"]["y"])
    }
    if let animation = zoom.animation {
      checker.issues += RangeChecker.issues(of: BatchUpdate(animation: animation), at: location)
    }
    return checker.issues
  }

  /// The pages' images of `sections`, which must be one section listing pages with ids and
  /// image sizes. Throws the problems at `sections`, `sections[0].items` and
  /// `sections[0].items[N]…`.
  static func pageImages(of sections: [LayoutSection]) throws(LayoutError) -> [PageImage] {
    guard sections.count == 1 else {
      throw LayoutError(
        location: "sections",
        message: "expected one section of pages in a paging layout, got \(sections.count)")
    }
    guard case .list(let pages) = sections[0].items else {
      throw LayoutError(
        location: ValueLocation("sections")[0]["items"],
        message: "expected a list of pages, each with an id and an imageSize, got a count "
          + "(\(sections[0].items.count))")
    }
    let issues = issues(ofPages: Array(pages), at: ValueLocation("sections")[0]["items"])
    guard issues.isEmpty else { throw LayoutError(issues: issues) }
    return pages.map { page in
      PageImage(
        name: page.id ?? "", width: Int(page.imageSize?.width ?? 1),
        height: Int(page.imageSize?.height ?? 1))
    }
  }
}

extension RangeChecker {
  /// Checks a page index: `expected a page between 0 and 4, got 7`.
  mutating func checkPage(_ page: Int, pageCount: Int, at location: ValueLocation) {
    guard !(0..<pageCount).contains(page) else { return }
    report(
      location,
      pageCount == 0
        ? "expected no page steps in a browser without pages, got page \(page)"
        : "expected a page between 0 and \(pageCount - 1), got \(page)")
  }
}

/// The first page of each id among a list of pages, for the duplicate check: an open-addressing
/// table of page positions (4 bytes a slot, at least twice as many slots as pages) whose
/// probes compare the pages' ids, rather than a dictionary holding the ids (a million pages: 8
/// MB instead of 76 MB while the dictionary grows; what a photo browser of a million pages
/// peaks at while it is validated, before its frames are written).
private struct FirstPageOfID {
  /// Each slot: 0 when empty, else the position of a page plus 1.
  private var slots: [UInt32]
  /// The slot count less 1 (a power of two less 1).
  private let mask: Int

  /// A table for `pageCount` pages.
  init(pageCount: Int) {
    var capacity = 16
    while capacity / 2 < pageCount, capacity < Int.max / 4 { capacity *= 2 }
    slots = Array(repeating: 0, count: capacity)
    mask = capacity - 1
  }

  /// The position of the first page recorded with id `id` (a page of `pages` before `index`);
  /// `nil`, and page `index` recorded as its first, when there is none. A position past
  /// `UInt32.max - 1` (a list of more than 4 billion pages, some 300 GB, which the reading
  /// limits keep out) is not recorded.
  mutating func first(of id: String, at index: Int, in pages: [Item]) -> Int? {
    var slot = id.hashValue & mask
    while slots[slot] != 0 {
      let other = Int(slots[slot]) - 1
      if pages[other].id == id { return other }
      slot = (slot + 1) & mask
    }
    if index < Int(UInt32.max) { slots[slot] = UInt32(index + 1) }
    return nil
  }
}
