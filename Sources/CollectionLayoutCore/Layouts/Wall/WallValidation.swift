/// The problems of a wall's configuration and its steps: what is reported before anything
/// is laid out, each located under the location given.
extension RangeChecker {
  /// Checks a wall's configuration under `location` (`tileSize.width`, `images[2]`,
  /// `columnsPerRow`, `start.x`); returns its tile size in whole points when that is valid.
  @discardableResult
  package mutating func checkWall(_ configuration: WallConfiguration, at location: ValueLocation)
    -> (width: Int, height: Int)?
  {
    let tileSize = configuration.tileSize
    var tileSizeIsValid = true
    for (value, key) in [(tileSize.width, "width"), (tileSize.height, "height")] {
      let maximum = Double(WallConfiguration.maximumTileSide)
      if !(value.isFinite && value == value.rounded() && value >= 1 && value <= maximum) {
        tileSizeIsValid = false
        report(
          location["tileSize"][key],
          "expected a whole number of points between 1 and \(format(maximum)), "
            + "got \(format(value))")
      }
    }
    checkImages(of: configuration, at: location)
    checkInteger(
      configuration.columnsPerRow, in: 1...WallConfiguration.maximumColumnsPerRow,
      at: location["columnsPerRow"])
    for (value, key) in [(configuration.start.x, "x"), (configuration.start.y, "y")] {
      let maximum = WallConfiguration.maximumCoordinate
      if !value.isFinite {
        report(location["start"][key], "expected a finite number, got \(format(value))")
      } else if abs(value) > maximum {
        report(
          location["start"][key],
          "expected a number between -9000000000000000 and 9000000000000000, "
            + "got \(format(value))")
      }
    }
    guard tileSizeIsValid else { return nil }
    return (Int(tileSize.width), Int(tileSize.height))
  }

  /// Checks a wall's images: `images` or `imageCount`, exactly one of them.
  private mutating func checkImages(
    of configuration: WallConfiguration, at location: ValueLocation
  ) {
    switch (configuration.imageNames, configuration.imageCount) {
    case (nil, nil):
      report(location, "expected \"images\" or \"imageCount\", got neither")
    case (.some, .some):
      report(location["imageCount"], "expected \"images\" or \"imageCount\", got both")
    case (nil, .some(let count)):
      checkInteger(count, in: 1...Limits.maximumItemCount, at: location["imageCount"])
    case (.some(let names), nil):
      issues += WallLayout.issues(ofImageNames: names, at: location["images"])
    }
  }

  /// Checks a hit test's point: finite, >= 0 and at most the largest viewport side (whether
  /// it is inside the viewport is checked when the step plays).
  package mutating func checkHitTest(_ hit: HitTestStep, at location: ValueLocation) {
    for (value, key) in [(hit.point.x, "x"), (hit.point.y, "y")] {
      checkNonNegative(value, at: location["hitTest"][key])
    }
  }
}

extension WallLayout {
  /// The problems of a viewport of `size` for tiles `tileWidth` × `tileHeight`: at most
  /// ``WallConfiguration/maximumTilesOnScreen`` tiles on one screen, reported at `location`.
  package static func issues(
    ofViewport size: LayoutSize, tileWidth: Int, tileHeight: Int, at location: ValueLocation
  )
    -> [LayoutIssue]
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
      LayoutIssue(
        location: location,
        message: "expected at most \(maximum) tiles on one screen, got \(format(tiles)) "
          + "(\(format(columns)) columns by \(format(rows)) rows of tiles \(tileWidth) by "
          + "\(tileHeight) points): use larger tiles")
    ]
  }

  /// The problems of a list of image names at `location`: at least one, at most
  /// ``Limits/maximumItemCount``, each non-empty and unique.
  static func issues(ofImageNames names: [String], at location: ValueLocation) -> [LayoutIssue] {
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
        checker.report(location[index], "expected a non-empty image name, got \"\"")
      } else if let first = firstUse[name] {
        checker.report(
          location[index],
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
  static func imageNames(of sections: [LayoutSection]) throws(LayoutError) -> [String]? {
    guard sections.count == 1 else {
      throw LayoutError(
        location: "sections",
        message: "expected one section of images in a wall layout, got \(sections.count)")
    }
    let items = sections[0].items
    guard items.count >= 1 else {
      throw LayoutError(
        location: ValueLocation("sections")[0]["items"],
        message: "expected at least one image, got none")
    }
    guard case .list(let list) = items, list.contains(where: { $0.id != nil }) else {
      return nil
    }
    let names = list.map { $0.id ?? "" }
    let issues = issues(ofImageNames: names, at: ValueLocation("sections")[0]["items"])
    guard issues.isEmpty else { throw LayoutError(issues: issues) }
    return names
  }
}
