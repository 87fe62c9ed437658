/// The problems of a paging scenario, its pages and its steps: what validation reports before
/// anything is laid out, each at its JSON location.
extension RangeChecker {
  /// Checks the scenario's `layout`: for a paging layout, the keys a paging scenario must not
  /// have, and every value of the configuration.
  mutating func checkLayout(of scenario: Scenario) {
    if case .wall(let configuration) = scenario.layout {
      checkWall(configuration, of: scenario)
      return
    }
    guard case .paging(let configuration) = scenario.layout else { return }
    if !scenario.sections.isEmpty {
      report(
        "sections",
        "expected no sections with a paging layout (its pages are layout.pages), "
          + "got \(scenario.sections.count)")
    }
    if !scenario.globalHeaders.isEmpty {
      report(
        "globalHeaders",
        "expected no global headers with a paging layout, got \(scenario.globalHeaders.count)")
    }
    if scenario.metrics != SectionMetrics() {
      report("metrics", "expected no metrics with a paging layout")
    }
    if scenario.environment.contentInset != .zero {
      report(
        "contentInset",
        "expected no content inset with a paging layout (its pages fill the screen)")
    }
    for (index, step) in scenario.steps.enumerated() {
      if case .resize(_, let inset?) = step, inset != .zero {
        report(
          "steps[\(index)].resize.contentInset",
          "expected no content inset with a paging layout (its pages fill the screen)")
      }
    }
    checkNonNegative(configuration.pagePadding, at: "layout.pagePadding")
    if let maximum = configuration.maximumZoomScale {
      checkPositive(
        maximum, at: "layout.maximumZoomScale",
        maximum: PagingConfiguration.maximumZoomScaleLimit)
    }
    if let minimum = configuration.minimumZoomScale {
      checkPositive(
        minimum, at: "layout.minimumZoomScale",
        maximum: PagingConfiguration.maximumZoomScaleLimit)
    }
    if let tiles = configuration.tiles {
      checkInteger(
        tiles.tileSize, in: 1...TileOptions.maximumTileSize, at: "layout.tiles.tileSize")
      checkInteger(
        tiles.levels.count, in: 1...TileOptions.maximumLevelCount,
        at: "layout.tiles.levelsOfDetail")
      checkInteger(
        tiles.levels.bias, in: 0...TileOptions.maximumBias, at: "layout.tiles.levelsOfDetailBias")
    }
    for issue in PagingLayout.issues(ofPages: configuration.pages, at: "layout.pages") {
      report(issue.location, issue.message)
    }
  }

  /// Checks an interaction step: for a paging scenario, the values of a page or zoom step
  /// (a step the scenario's layout does not play is reported when it is played).
  mutating func checkInteraction(
    _ step: InteractionStep, in scenario: Scenario, at location: String
  ) {
    if case .wall = scenario.layout, case .hitTest(let hit) = step {
      checkHitTest(hit, at: location)
      return
    }
    guard case .paging(let configuration) = scenario.layout else { return }
    let issues: [ScenarioIssue]
    switch step {
    case .page(let turn):
      issues = PagingLayout.issues(
        of: turn, pageCount: configuration.pages.count, at: "\(location).page")
    case .zoom(let zoom):
      issues = PagingLayout.issues(
        of: zoom, pageCount: configuration.pages.count, at: "\(location).zoom")
    case .hitTest:
      issues = []  // reported when played: a paging layout does not play it
    }
    for issue in issues { report(issue.location, issue.message) }
  }

  /// Checks that `value` is within `range`: `expected an integer between 1 and 32, got 0`.
  mutating func checkInteger(_ value: Int, in range: ClosedRange<Int>, at location: String) {
    if !range.contains(value) {
      report(
        location,
        "expected an integer between \(range.lowerBound) and \(range.upperBound), got \(value)")
    }
  }

  /// Checks an image size: whole numbers of pixels between 1 and
  /// ``PagingConfiguration/maximumImageSide``.
  mutating func checkImageSize(_ size: LayoutSize, at location: String) {
    for (value, key) in [(size.width, "width"), (size.height, "height")] {
      let maximum = Double(PagingConfiguration.maximumImageSide)
      if !(value.isFinite && value == value.rounded() && value >= 1 && value <= maximum) {
        report(
          "\(location).\(key)",
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
  static func issues(ofPages pages: [Item], at location: String) -> [ScenarioIssue] {
    var checker = RangeChecker()
    if pages.count > Limits.maximumItemCount {
      checker.report(
        location, "expected at most \(Limits.maximumItemCount) pages, got \(pages.count)")
    }
    var firstUse: [String: Int] = [:]
    for (index, page) in pages.enumerated() {
      let path = "\(location)[\(index)]"
      if let id = page.id, !id.isEmpty {
        if let first = firstUse[id] {
          checker.report(
            "\(path).id",
            "duplicate page id \(Quoting.quoted(id)), first used at \(location)[\(first)].id")
        } else {
          firstUse[id] = index
        }
      } else {
        checker.report(
          "\(path).id",
          "expected a non-empty id for every page (its tiles are named after it), got "
            + (page.id == nil ? "none" : "\"\""))
      }
      if let size = page.imageSize {
        checker.checkImageSize(size, at: "\(path).imageSize")
      } else {
        checker.report("\(path).imageSize", "expected an imageSize for every page, got none")
      }
    }
    return checker.issues
  }

  /// The problems of a page turn among `pageCount` pages, under `location`.
  static func issues(of turn: PageStep, pageCount: Int, at location: String) -> [ScenarioIssue] {
    var checker = RangeChecker()
    checker.checkPage(turn.page, pageCount: pageCount, at: location)
    if let animation = turn.animation {
      checker.issues += Scenario.issues(of: BatchUpdate(animation: animation), at: location)
    }
    return checker.issues
  }

  /// The problems of a zoom among `pageCount` pages, under `location`.
  static func issues(of zoom: ZoomStep, pageCount: Int, at location: String) -> [ScenarioIssue] {
    var checker = RangeChecker()
    checker.checkPage(zoom.page, pageCount: pageCount, at: "\(location).page")
    checker.checkPositive(
      zoom.scale, at: "\(location).scale", maximum: PagingConfiguration.maximumZoomScaleLimit)
    if let center = zoom.center {
      checker.checkOffset(center.x, at: "\(location).center.x")
      checker.checkOffset(center.y, at: "\(location).center.y")
    }
    if let animation = zoom.animation {
      checker.issues += Scenario.issues(of: BatchUpdate(animation: animation), at: location)
    }
    return checker.issues
  }

  /// The pages' images of `sections`, which must be one section listing pages with ids and
  /// image sizes. Throws the problems at `sections`, `sections[0].items` and
  /// `sections[0].items[N]…`.
  static func pageImages(of sections: [LayoutSection]) throws(ScenarioError) -> [PageImage] {
    guard sections.count == 1 else {
      throw ScenarioError(
        location: "sections",
        message: "expected one section of pages in a paging layout, got \(sections.count)")
    }
    guard case .list(let pages) = sections[0].items else {
      throw ScenarioError(
        location: "sections[0].items",
        message: "expected a list of pages, each with an id and an imageSize, got a count "
          + "(\(sections[0].items.count))")
    }
    let issues = issues(ofPages: pages, at: "sections[0].items")
    guard issues.isEmpty else { throw ScenarioError(issues: issues) }
    return pages.map { page in
      PageImage(
        name: page.id ?? "", width: Int(page.imageSize?.width ?? 1),
        height: Int(page.imageSize?.height ?? 1))
    }
  }
}

extension RangeChecker {
  /// Checks a page index: `expected a page between 0 and 4, got 7`.
  mutating func checkPage(_ page: Int, pageCount: Int, at location: String) {
    guard !(0..<pageCount).contains(page) else { return }
    report(
      location,
      pageCount == 0
        ? "expected no page steps in a browser without pages, got page \(page)"
        : "expected a page between 0 and \(pageCount - 1), got \(page)")
  }
}
