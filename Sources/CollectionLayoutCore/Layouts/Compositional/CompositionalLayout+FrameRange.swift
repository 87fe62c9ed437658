/// The range every computed frame of a compositional layout stays in: what a frames document
/// holds (±``Limits/maximumFrameMagnitude`` points on every coordinate and length). Each input
/// value is checked on its own (lengths, fractions, offsets); their products (a fraction of a
/// fraction, a fractional offset of a large badge, a million groups of a million points) are
/// checked here, on the frames they give.
extension CompositionalLayout {
  /// The problems of frames out of range, each located at what draws them: a section's
  /// layout (`sections[S].layout`, or `configurationLocation`'s `section` for a section laid
  /// out by the configuration's, `sectionProvider[R].section` for one a rule chose), a global boundary supplementary
  /// (`configurationLocation.boundarySupplementaryItems[K]`). The content ends with the last
  /// of them: it is in range when they are. O(sections + global supplementaries + measured
  /// groups).
  package func frameRangeIssues(configurationLocation: ValueLocation) -> [LayoutIssue] {
    var issues: [LayoutIssue] = []
    let bound = Limits.maximumFrameMagnitude
    func outOfRange(_ rect: LayoutRect) -> String? {
      for (axis, low, high) in [("x", rect.minX, rect.maxX), ("y", rect.minY, rect.maxY)] {
        // A frame's length is at most its extent, which starts at or after the content's
        // start less an offset (±10^12 at most): bounding both ends bounds it.
        guard low >= -bound, high <= bound else {
          return "reaches \(axis) \(format(high <= bound ? low : high))"
        }
      }
      return nil
    }
    let limit = String(Int64(bound))
    for (section, geometry) in geometries.enumerated() {
      guard let reach = outOfRange(geometry.drawnRect) else { continue }
      let own = sections[section].layout?.value(as: CompositionalSection.self) != nil
      issues.append(
        LayoutIssue(
          location: own
            ? ValueLocation("sections")[section]["layout"]
            : configuration.location(
              ofProvidedSection: section, in: environment, under: configurationLocation),
          message: "expected frames within -\(limit) ... \(limit) points (what a frames "
            + "document holds) in section \(section), got one that \(reach): make its groups, "
            + "spacing, supplementaries or offsets smaller, or give it fewer items"))
    }
    // Global supplementaries are placed headers first: found back in the configuration by
    // their ids (the K-th of their kind).
    var counts: [String: Int] = [:]
    var indexes: [ElementID: Int] = [:]
    for (index, item) in configuration.boundarySupplementaryItems.enumerated() {
      let ordinal = counts[item.kind, default: 0]
      counts[item.kind] = ordinal + 1
      if let id = Self.globalID(kind: item.kind, index: ordinal) { indexes[id] = index }
    }
    for global in globalSupplementaries {
      guard let reach = outOfRange(global.frame), let index = indexes[global.id] else { continue }
      issues.append(
        LayoutIssue(
          location: configurationLocation["boundarySupplementaryItems"][index],
          message: "expected a frame within -\(limit) ... \(limit) points (what a frames "
            + "document holds), got one that \(reach): make its size or offset smaller"))
    }
    return issues
  }
}

extension CompositionalSectionGeometry {
  /// The smallest rectangle holding everything the section draws, in content coordinates
  /// (``forEachDrawnRect(_:)``). O(boundary supplementaries + measured groups).
  var drawnRect: LayoutRect {
    var rect = frame
    forEachDrawnRect { rect = rect.union($0) }
    return rect
  }
}
