/// The problems of a wall scenario, its images and its steps: what validation reports before
/// anything is laid out, each at its JSON location.
extension RangeChecker {
  /// Checks a wall scenario: the keys it must not have, the configuration's values, the
  /// tiles one screen shows (at the start and after every resize), the output mode and the
  /// hit tests.
  mutating func checkWall(_ configuration: WallConfiguration, of scenario: Scenario) {
    if !scenario.sections.isEmpty {
      report(
        "sections",
        "expected no sections with a wall layout (its images are layout.images), "
          + "got \(scenario.sections.count)")
    }
    if !scenario.globalHeaders.isEmpty {
      report(
        "globalHeaders",
        "expected no global headers with a wall layout, got \(scenario.globalHeaders.count)")
    }
    if scenario.metrics != SectionMetrics() {
      report("metrics", "expected no metrics with a wall layout")
    }
    if scenario.environment.contentInset != .zero {
      report(
        "contentInset", "expected no content inset with a wall layout (its tiles have no edge)")
    }
    if scenario.output.elements == .all {
      report(
        "output.elements",
        "expected \"visible\" with a wall layout: it has no end, so \"all\" has no meaning")
    }
    let tileSize = configuration.tileSize
    var tileSizeIsValid = true
    for (value, key) in [(tileSize.width, "width"), (tileSize.height, "height")] {
      let maximum = Double(WallConfiguration.maximumTileSide)
      if !(value.isFinite && value == value.rounded() && value >= 1 && value <= maximum) {
        tileSizeIsValid = false
        report(
          "layout.tileSize.\(key)",
          "expected a whole number of points between 1 and \(format(maximum)), "
            + "got \(format(value))")
      }
    }
    checkImages(of: configuration)
    checkInteger(
      configuration.columnsPerRow, in: 1...WallConfiguration.maximumColumnsPerRow,
      at: "layout.columnsPerRow")
    for (value, key) in [(configuration.start.x, "x"), (configuration.start.y, "y")] {
      let maximum = WallConfiguration.maximumCoordinate
      if !value.isFinite {
        report("layout.start.\(key)", "expected a finite number, got \(format(value))")
      } else if abs(value) > maximum {
        report(
          "layout.start.\(key)",
          "expected a number between -9000000000000000 and 9000000000000000, "
            + "got \(format(value))")
      }
    }
    guard tileSizeIsValid else { return }
    let width = Int(tileSize.width)
    let height = Int(tileSize.height)
    issues += WallLayout.issues(
      ofViewport: scenario.environment.viewport, tileWidth: width, tileHeight: height,
      at: "viewport")
    for (index, step) in scenario.steps.enumerated() {
      if case .resize(let size, let inset) = step {
        issues += WallLayout.issues(
          ofViewport: size, tileWidth: width, tileHeight: height, at: "steps[\(index)].resize")
        if let inset, inset != .zero {
          report(
            "steps[\(index)].resize.contentInset",
            "expected no content inset with a wall layout (its tiles have no edge)")
        }
      }
    }
  }

  /// Checks a wall's images: `images` or `imageCount`, exactly one of them.
  private mutating func checkImages(of configuration: WallConfiguration) {
    switch (configuration.imageNames, configuration.imageCount) {
    case (nil, nil):
      report("layout", "expected \"images\" or \"imageCount\", got neither")
    case (.some, .some):
      report("layout.imageCount", "expected \"images\" or \"imageCount\", got both")
    case (nil, .some(let count)):
      checkInteger(count, in: 1...Limits.maximumItemCount, at: "layout.imageCount")
    case (.some(let names), nil):
      issues += WallLayout.issues(ofImageNames: names, at: "layout.images")
    }
  }

  /// Checks a hit test's point: finite, >= 0 and at most the largest viewport side (whether
  /// it is inside the viewport is checked when the step plays).
  mutating func checkHitTest(_ hit: HitTestStep, at location: String) {
    for (value, key) in [(hit.point.x, "x"), (hit.point.y, "y")] {
      checkNonNegative(value, at: "\(location).hitTest.\(key)")
    }
  }
}

extension WallLayout {
  /// The problems of a viewport of `size` for tiles `tileWidth` × `tileHeight`: at most
  /// ``WallConfiguration/maximumTilesOnScreen`` tiles on one screen, reported at `location`.
  static func issues(
    ofViewport size: LayoutSize, tileWidth: Int, tileHeight: Int, at location: String
  )
    -> [ScenarioIssue]
  {
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
      size.width <= Limits.maximumLength, size.height <= Limits.maximumLength
    else { return [] }
    let columns = (size.width / Double(max(tileWidth, 1))).rounded(.up) + 1
    let rows = (size.height / Double(max(tileHeight, 1))).rounded(.up) + 1
    let tiles = columns * rows
    let maximum = WallConfiguration.maximumTilesOnScreen
    guard tiles > Double(maximum) else { return [] }
    return [
      ScenarioIssue(
        location: location,
        message: "expected at most \(maximum) tiles on one screen, got \(format(tiles)) "
          + "(\(format(columns)) columns by \(format(rows)) rows of tiles \(tileWidth) by "
          + "\(tileHeight) points): use larger tiles")
    ]
  }

  /// The problems of a list of image names at `location`: at least one, at most
  /// ``Limits/maximumItemCount``, each non-empty and unique.
  static func issues(ofImageNames names: [String], at location: String) -> [ScenarioIssue] {
    var checker = RangeChecker()
    if names.isEmpty {
      checker.report(location, "expected at least one image, got none")
    } else if names.count > Limits.maximumItemCount {
      checker.report(
        location, "expected at most \(Limits.maximumItemCount) images, got \(names.count)")
    }
    var firstUse: [String: Int] = [:]
    for (index, name) in names.enumerated() {
      if name.isEmpty {
        checker.report("\(location)[\(index)]", "expected a non-empty image name, got \"\"")
      } else if let first = firstUse[name] {
        checker.report(
          "\(location)[\(index)]",
          "duplicate image name \(Quoting.quoted(name)), first used at \(location)[\(first)]")
      } else {
        firstUse[name] = index
      }
    }
    return checker.issues
  }

  /// The images of `sections`, which must be one section of at least one image: their names
  /// when every item has an id (checked as `images` are), `nil` for a count. Throws the
  /// problems at `sections` and `sections[0].items…`.
  static func imageNames(of sections: [LayoutSection]) throws(ScenarioError) -> [String]? {
    guard sections.count == 1 else {
      throw ScenarioError(
        location: "sections",
        message: "expected one section of images in a wall layout, got \(sections.count)")
    }
    let items = sections[0].items
    guard items.count >= 1 else {
      throw ScenarioError(
        location: "sections[0].items", message: "expected at least one image, got none")
    }
    guard case .list(let list) = items, list.contains(where: { $0.id != nil }) else {
      return nil
    }
    let names = list.map { $0.id ?? "" }
    let issues = issues(ofImageNames: names, at: "sections[0].items")
    guard issues.isEmpty else { throw ScenarioError(issues: issues) }
    return names
  }
}
