/// The strips of orthogonal sections, as sections that scroll on their own
/// (``SectionScroller``): what a scroll step addressed to a section moves
/// (``CollectionViewLayout/scrolled(section:to:)``), and what every step reports.
extension CompositionalLayout {
  /// Every orthogonal section's strip, in section order: the band of its groups across the
  /// collection view (x 0, the collection view's width), its content (groups, spacing and the
  /// section's leading and trailing insets), its inset (`groupPagingCentered`: (page − group)
  /// / 2 on each end), its offset, and how it bounces (its
  /// ``OrthogonalScrollingProperties/bounce``: `automatic` bounces without
  /// `alwaysBounceHorizontal`, `always` with it, `never` does not bounce).
  public var sectionScrollers: [SectionScroller] {
    geometries.enumerated().compactMap { section, geometry in
      geometry.strip.map { strip in
        let bounce = strip.scrollingProperties.bounce
        return SectionScroller(
          section: section,
          frame: LayoutRect(
            x: 0, y: geometry.firstGroupOrigin.y, width: strip.pageLength,
            height: geometry.stripThickness),
          contentSize: LayoutSize(width: strip.contentLength, height: geometry.stripThickness),
          contentInset: LayoutInsets(top: 0, left: strip.inset, bottom: 0, right: strip.inset),
          contentOffset: LayoutPoint(x: strip.offset, y: 0), bounces: bounce != .never,
          alwaysBounceHorizontal: bounce == .always)
      }
    }
  }

  /// The layout with section `section`'s strip released at `contentOffset.x` without
  /// velocity: it comes to rest at the nearest resting position of its behaviour
  /// (``CompositionalStrip/restingOffset(proposed:)``: a `groupPagingCentered` strip at
  /// 331.5k − 29.25 for Apple's sample), as a finger lifted there would leave it; `continuous`
  /// rests where it is released. Within the strip's range.
  public func scrolled(section: Int, to contentOffset: LayoutPoint) -> CompositionalLayout {
    guard let strip = strip(ofSection: section) else { return self }
    var offsets = currentStripOffsets
    offsets[section] = strip.restingOffset(proposed: contentOffset.x)
    return CompositionalLayout(
      validated: configuration, sections: sections, environment: environment,
      stripOffsets: offsets)
  }

  /// The layout with section `section`'s strip at `contentOffset.x` exactly, past its range
  /// too (a finger's rubber band, a bounce): a frame of a fling or a pan of the strip. A
  /// non-finite offset leaves the strip at its start.
  public func scrolled(section: Int, through contentOffset: LayoutPoint) -> CompositionalLayout {
    guard strip(ofSection: section) != nil else { return self }
    var offsets = currentStripOffsets
    offsets[section] = contentOffset.x
    return CompositionalLayout(
      validated: configuration, sections: sections, environment: environment,
      stripOffsets: offsets, keepingOverscroll: true)
  }

  /// Where section `section`'s strip rests after a fling, by its behaviour
  /// (``CompositionalStrip/restingOffset(proposed:velocity:releasedAt:)``); across the strip
  /// (`y`) nothing moves.
  public func targetContentOffset(
    ofSection section: Int, forProposedContentOffset proposedContentOffset: LayoutPoint,
    withScrollingVelocity velocity: LayoutPoint, releasedAt contentOffset: LayoutPoint
  ) -> LayoutPoint {
    guard let strip = strip(ofSection: section) else { return proposedContentOffset }
    return LayoutPoint(
      x: strip.restingOffset(
        proposed: proposedContentOffset.x, velocity: velocity.x, releasedAt: contentOffset.x),
      y: proposedContentOffset.y)
  }

  /// The strip's rate (``CompositionalStrip/decelerationRate``: its
  /// `orthogonalScrollingProperties`' rate, else its behaviour's); `normal` for a section
  /// without a strip.
  public func decelerationRate(ofSection section: Int) -> DecelerationRate {
    strip(ofSection: section)?.decelerationRate ?? .normal
  }

  /// Reports every strip (``SectionScroller/report(_:)``: `sectionScrollers`); nothing when no
  /// section scrolls orthogonally.
  public func settled(at contentOffset: LayoutPoint) -> SettledLayout<CompositionalLayout> {
    SettledLayout(layout: self, report: SectionScroller.report(sectionScrollers))
  }
}
