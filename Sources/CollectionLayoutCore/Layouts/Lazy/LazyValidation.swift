/// The problems of a lazy container's configuration and sections, located under the
/// document's names (`layout.columns[1].flexible.maximum`, `sections[0].layout.header`).
extension RangeChecker {
  /// Checks `configuration` under `location` and the section layouts of `sections`.
  package mutating func checkLazy(
    _ configuration: LazyConfiguration, at location: ValueLocation, sections: [LayoutSection]
  ) {
    let kind = configuration.kind
    let tracksKey = kind == .lazyHGrid ? "rows" : "columns"
    if kind.isGrid, configuration.tracks.isEmpty {
      report(
        location[tracksKey],
        "expected at least one grid item in a \(kind.rawValue)'s \(tracksKey), got none")
    }
    if !kind.isGrid, !configuration.tracks.isEmpty {
      report(
        location["columns"],
        "expected no grid items in a \(kind.rawValue), got \(configuration.tracks.count)")
    }
    for (index, item) in configuration.tracks.enumerated() {
      checkGridItem(item, at: location[tracksKey][index])
    }
    if let spacing = configuration.spacing { checkNonNegative(spacing, at: location["spacing"]) }
    checkPositive(configuration.itemLength, at: location["itemLength"])
    checkLazyScrollView(configuration.scrollView, at: location["scrollView"])
    if let frame = configuration.itemFrame {
      checkContainerRelativeFrame(frame, at: location["itemFrame"]["containerRelative"])
    }
    for (index, section) in sections.enumerated() {
      guard let layout = section.layout else { continue }
      let sectionLocation = ValueLocation("sections")[index]["layout"]
      guard let description = layout.value(as: LazySectionLayout.self) else {
        report(
          sectionLocation,
          "expected a lazy section layout (LazySectionLayout), got a section layout of kind "
            + Quoting.quoted(layout.layoutKind))
        continue
      }
      if let header = description.header { checkNonNegative(header, at: sectionLocation["header"]) }
      if let footer = description.footer { checkNonNegative(footer, at: sectionLocation["footer"]) }
      for (position, entry) in description.itemFrames.enumerated() {
        checkContainerRelativeFrame(
          entry.frame, at: sectionLocation["itemFrames"][position]["containerRelative"])
      }
    }
  }

  /// Checks one grid item: its size's values, its spacing.
  mutating func checkGridItem(_ item: GridItem, at location: ValueLocation) {
    switch item.size {
    case .fixed(let length):
      checkNonNegative(length, at: location["fixed"])
    case .flexible(let minimum, let maximum):
      checkBounds(minimum, maximum, at: location["flexible"], positive: false)
    case .adaptive(let minimum, let maximum):
      checkBounds(minimum, maximum, at: location["adaptive"], positive: true)
    }
    if let spacing = item.spacing { checkNonNegative(spacing, at: location["spacing"]) }
  }

  /// Checks a flexible or adaptive item's `minimum` (> 0 when `positive`, >= 0 otherwise)
  /// and `maximum` (>= the minimum, or infinite).
  private mutating func checkBounds(
    _ minimum: Double, _ maximum: Double, at location: ValueLocation, positive: Bool
  ) {
    let before = issues.count
    if positive {
      checkPositive(minimum, at: location["minimum"])
    } else {
      checkNonNegative(minimum, at: location["minimum"])
    }
    if maximum.isNaN || maximum < 0 {
      report(location["maximum"], "expected a number >= 0 or null, got \(format(maximum))")
    } else if issues.count == before, maximum < minimum {
      report(
        location["maximum"],
        "expected a maximum >= the minimum (\(format(minimum))), got \(format(maximum))")
    }
  }

  /// Checks a scroll view's margins and padding.
  mutating func checkLazyScrollView(_ scrollView: LazyScrollView, at location: ValueLocation) {
    checkInsets(scrollView.automaticMargins, at: location["contentMargins"]["automatic"])
    checkInsets(scrollView.contentMargins, at: location["contentMargins"]["scrollContent"])
    checkInsets(scrollView.indicatorMargins, at: location["contentMargins"]["scrollIndicators"])
    checkInsets(scrollView.safeAreaPadding, at: location["safeAreaPadding"])
    if case .viewAligned(_, let anchor?) = scrollView.targetBehavior {
      checkUnitPoint(anchor, at: location["targetBehavior"]["viewAligned"]["anchor"])
    }
    if let anchor = scrollView.defaultScrollAnchor {
      checkUnitPoint(anchor, at: location["defaultScrollAnchor"])
    }
  }

  /// Checks that a unit point's fractions are finite.
  mutating func checkUnitPoint(_ point: LayoutUnitPoint, at location: ValueLocation) {
    for (value, key) in [(point.x, "x"), (point.y, "y")] where !value.isFinite {
      report(location[key], "expected a finite number, got \(format(value))")
    }
  }

  /// Checks a `containerRelativeFrame`: a count >= 1, a span from 1 to the count, a spacing
  /// >= 0, and at least one axis.
  mutating func checkContainerRelativeFrame(
    _ frame: ContainerRelativeFrame, at location: ValueLocation
  ) {
    if !frame.horizontal, !frame.vertical {
      report(
        location["axes"], "expected at least one axis, \"horizontal\" or \"vertical\", got none")
    }
    if frame.count < 1 || frame.count > 1000 {
      report(location["count"], "expected a count from 1 to 1000, got \(frame.count)")
    } else if frame.span < 1 || frame.span > frame.count {
      report(
        location["span"], "expected a span from 1 to the count (\(frame.count)), got \(frame.span)")
    }
    checkNonNegative(frame.spacing, at: location["spacing"])
  }
}
