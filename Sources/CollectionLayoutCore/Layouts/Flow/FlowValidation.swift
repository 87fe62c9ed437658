/// The problems of a flow layout's configuration and sections: what is reported before
/// anything is laid out, each located under the location given.
extension RangeChecker {
  /// Checks a flow layout's configuration under `location` (`itemSize.width`,
  /// `sectionInset.left`), each section's overrides (`sections[2].layout.minimumLineSpacing`),
  /// and, when those are valid, that every item fits its line in `environment` (A.3: UIKit
  /// logs that its behaviour "is not defined" for a longer item; here it is an error).
  /// Returns whether the configuration and the overrides are valid (the fit was then
  /// checked).
  @discardableResult
  package mutating func checkFlow(
    _ configuration: FlowConfiguration, at location: ValueLocation, sections: [LayoutSection],
    environment: LayoutEnvironment
  ) -> Bool {
    let before = issues.count
    checkPositiveSize(configuration.itemSize, at: location["itemSize"])
    if let estimated = configuration.activeEstimatedItemSize {
      checkPositiveSize(estimated, at: location["estimatedItemSize"])
    }
    checkNonNegative(configuration.minimumLineSpacing, at: location["minimumLineSpacing"])
    checkNonNegative(
      configuration.minimumInteritemSpacing, at: location["minimumInteritemSpacing"])
    checkInsets(configuration.sectionInset, at: location["sectionInset"])
    checkNonNegativeSize(configuration.headerReferenceSize, at: location["headerReferenceSize"])
    checkNonNegativeSize(configuration.footerReferenceSize, at: location["footerReferenceSize"])
    for (index, section) in sections.enumerated() {
      guard let layout = section.layout else { continue }
      let sectionLocation = ValueLocation("sections")[index]["layout"]
      guard let overrides = layout.value(as: FlowSectionLayout.self) else {
        report(
          sectionLocation,
          "expected a flow section layout (FlowSectionLayout), got a section layout of kind "
            + Quoting.quoted(layout.layoutKind))
        continue
      }
      checkFlowOverrides(overrides, at: sectionLocation)
    }
    guard issues.count == before else { return false }
    checkFlowFits(configuration, at: location, sections: sections, environment: environment)
    return true
  }

  /// Reports every item of `sections` longer than its line in `environment`, with a valid
  /// configuration located under `location` (see ``checkFlow(_:at:sections:environment:)``).
  package mutating func checkFlowFits(
    _ configuration: FlowConfiguration, at location: ValueLocation, sections: [LayoutSection],
    environment: LayoutEnvironment
  ) {
    let axes = FlowAxes(isVertical: configuration.scrollDirection == .vertical)
    for (index, section) in sections.enumerated() {
      checkFlowFit(
        section, index: index, configuration: configuration, at: location, axes: axes,
        environment: environment)
    }
  }

  /// Checks one section's overrides under `location` (`sections[2].layout`).
  private mutating func checkFlowOverrides(
    _ overrides: FlowSectionLayout, at location: ValueLocation
  ) {
    if let size = overrides.itemSize { checkPositiveSize(size, at: location["itemSize"]) }
    if let inset = overrides.sectionInset { checkInsets(inset, at: location["sectionInset"]) }
    if let spacing = overrides.minimumLineSpacing {
      checkNonNegative(spacing, at: location["minimumLineSpacing"])
    }
    if let spacing = overrides.minimumInteritemSpacing {
      checkNonNegative(spacing, at: location["minimumInteritemSpacing"])
    }
    if let size = overrides.headerReferenceSize {
      checkNonNegativeSize(size, at: location["headerReferenceSize"])
    }
    if let size = overrides.footerReferenceSize {
      checkNonNegativeSize(size, at: location["footerReferenceSize"])
    }
  }

  /// Reports every item of section `index` longer than its line, at the value that gives its
  /// length: the item's own `width` (or `height`, `estimatedHeight`, `aspectRatio` when
  /// scrolling horizontally, or its measured height, at `height`), else the section's or the
  /// layout's item size, once.
  private mutating func checkFlowFit(
    _ section: LayoutSection, index: Int, configuration: FlowConfiguration,
    at location: ValueLocation, axes: FlowAxes, environment: LayoutEnvironment
  ) {
    let overrides = section.layout?.value(as: FlowSectionLayout.self)
    let metrics = FlowMetrics(
      configuration: configuration, overrides: overrides,
      boundary: FlowLayout.sectionInsetBoundary(of: configuration, in: environment))
    let lineLength =
      axes.lineExtent(of: environment) - metrics.lineStartInset - metrics.lineEndInset
    let limit = lineLength + FlowLines.fitTolerance
    let explanation = FlowLayout.lineExplanation(
      axes: axes, environment: environment, metrics: metrics,
      reference: configuration.sectionInsetReference)
    func message(_ length: Double) -> String {
      let (lineText, lengthText) = formatLengths(lineLength, length)
      return "expected at most \(lineText) (\(explanation)), got \(lengthText)"
    }
    let key = axes.isVertical ? "width" : "height"
    let baseLength = axes.length(of: metrics.itemSize)
    let sizeKey = configuration.activeEstimatedItemSize == nil ? "itemSize" : "estimatedItemSize"
    let baseLocation: ValueLocation =
      metrics.hasOwnItemSize
      ? ValueLocation("sections")[index]["layout"]["itemSize"][key] : location[sizeKey][key]
    switch section.items {
    case .count(let count):
      if count > 0, baseLength > limit { report(baseLocation, message(baseLength)) }
    case .measuredCount(let count, let measured):
      if count > 0, baseLength > limit { report(baseLocation, message(baseLength)) }
      // A measured height is the item's length along a column when scrolling horizontally,
      // a measured width its length along a row when scrolling vertically: checked as a
      // listed item's are, at the same location.
      for (position, item) in measured.indexes.enumerated() {
        if axes.isVertical {
          if let width = measured.widths[position], width > limit {
            report(ValueLocation("sections")[index]["items"][item]["width"], message(width))
          }
        } else if measured.heights[position] > limit {
          report(
            ValueLocation("sections")[index]["items"][item]["height"],
            message(measured.heights[position]))
        }
      }
    case .list(let items):
      var reportedBase = false
      for (item, value) in items.enumerated() {
        let size = FlowSectionGeometry.size(of: value, base: metrics.itemSize)
        let length = axes.length(of: size)
        guard length > limit else { continue }
        let ownKey: String?
        if axes.isVertical {
          ownKey = value.width == nil ? nil : "width"
        } else if value.height != nil {
          ownKey = value.isHeightEstimated ? "estimatedHeight" : "height"
        } else if value.aspectRatio != nil {
          ownKey = "aspectRatio"
        } else {
          ownKey = nil
        }
        if let ownKey {
          report(ValueLocation("sections")[index]["items"][item][ownKey], message(length))
        } else if !reportedBase {
          reportedBase = true
          report(baseLocation, message(length))
        }
      }
    }
  }

  /// Checks that both sides of `size` are > 0.
  private mutating func checkPositiveSize(_ size: LayoutSize, at location: ValueLocation) {
    checkPositive(size.width, at: location["width"])
    checkPositive(size.height, at: location["height"])
  }

  /// Checks that both sides of `size` are >= 0.
  private mutating func checkNonNegativeSize(_ size: LayoutSize, at location: ValueLocation) {
    checkNonNegative(size.width, at: location["width"])
    checkNonNegative(size.height, at: location["height"])
  }
}

extension FlowLayout {
  /// What a line's length is made of, for a message: `the line: the view's width 375 minus
  /// the section insets 10 and 10` (the content insets named when there are some; with a
  /// reference other than the content inset, `… 10 and 10 from the safe area, 69 and 69
  /// from the content's edges`).
  static func lineExplanation(
    axes: FlowAxes, environment: LayoutEnvironment, metrics: FlowMetrics,
    reference: FlowSectionInsetReference
  ) -> String {
    let inset = metrics.inset
    let side = axes.isVertical ? "width" : "height"
    let viewport = axes.isVertical ? environment.viewport.width : environment.viewport.height
    let content = environment.contentInset
    let contentStart = axes.isVertical ? content.left : content.top
    let contentEnd = axes.isVertical ? content.right : content.bottom
    var text = "the line: the view's \(side) \(format(viewport))"
    if contentStart != 0 || contentEnd != 0 {
      text += " minus the content insets \(format(contentStart)) and \(format(contentEnd))"
    }
    text +=
      " minus the section insets \(format(axes.lineStartInset(of: inset))) and "
      + "\(format(axes.lineEndInset(of: inset)))"
    if reference != .fromContentInset {
      text +=
        " from the \(reference.crossAxisBoundary.noun), \(format(metrics.lineStartInset)) and "
        + "\(format(metrics.lineEndInset)) from the content's edges"
    }
    return text
  }
}
