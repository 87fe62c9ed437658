/// The checks of the grid's section metrics (``SectionMetrics``): their values' ranges, and
/// the items a masonry section needs.
extension RangeChecker {
  /// Checks the values of section metrics (the scenario's defaults, or a section's own), each
  /// problem located under `location` (built only for a problem).
  package mutating func checkMetrics(
    _ metrics: SectionMetrics, at location: @autoclosure () -> ValueLocation
  ) {
    if let rowHeight = metrics.rowHeight { checkPositive(rowHeight, at: location()["rowHeight"]) }
    if let columns = metrics.columns, columns < 1 || columns > Limits.maximumColumnCount {
      let bound = columns < 1 ? ">= 1" : "<= \(Limits.maximumColumnCount)"
      report(location()["columns"], "expected an integer \(bound), got \(columns)")
    }
    if let spacing = metrics.columnSpacing {
      checkNonNegative(spacing, at: location()["columnSpacing"])
    }
    if let spacing = metrics.rowSpacing {
      checkNonNegative(spacing, at: location()["rowSpacing"])
    }
    if let padding = metrics.padding { checkInsets(padding, at: location()["padding"]) }
    for (index, action) in (metrics.editActions ?? []).enumerated() {
      checkPositive(action.width, at: location()["editActions"][index]["width"])
    }
    if let separators = metrics.separators {
      if let insets = separators.insets {
        checkNonNegative(insets.left, at: location()["separators"]["insets"]["left"])
        checkNonNegative(insets.right, at: location()["separators"]["insets"]["right"])
      }
      if let thickness = separators.thickness {
        checkPositive(thickness, at: location()["separators"]["thickness"])
      }
    }
  }

  /// Checks that every item of a section that the cascade makes masonry has a height or an
  /// aspect ratio: masonry places items by their heights, and has no row height to fall back
  /// on.
  package mutating func checkMasonryItems(
    _ sections: [LayoutSection], inheriting metrics: SectionMetrics, at location: ValueLocation,
    checking: CheckedSections = .all
  ) {
    for sectionIndex in sections.indices
    where checking.contains(sectionIndex)
      && (sections[sectionIndex].metrics.arrangement ?? metrics.arrangement) == .masonry
      && sections[sectionIndex].placeholder == nil
    {
      switch sections[sectionIndex].items {
      case .count(let count) where count > 0, .measuredCount(let count, _) where count > 0:
        report(
          location[sectionIndex]["items"],
          "expected a list of items with a height or an aspectRatio in a masonry section, "
            + "got a count (\(count))")
      case .count, .measuredCount:
        break
      case .list:
        // Known, from the check of the sections' values.
        if checking.listedItemsHaveHeights { continue }
        guard case .list(let list) = sections[sectionIndex].items else { continue }
        // Read in place, as in checkSections(_:at:checking:).
        _ = list.forEachPiece(in: list.indices) { items, start in
          for offset in items.indices
          where items[offset].height == nil && items[offset].aspectRatio == nil {
            report(
              location[sectionIndex]["items"][start + offset],
              "expected a height or an aspectRatio in a masonry section, got neither")
          }
          return true
        }
      }
    }
  }
}
