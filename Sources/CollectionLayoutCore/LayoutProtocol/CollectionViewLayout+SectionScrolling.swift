/// The defaults of sections that scroll on their own: a layout has none.
extension CollectionViewLayout {
  /// None.
  public var sectionScrollers: [SectionScroller] { [] }

  /// `self`: no section scrolls on its own.
  public func scrolled(section: Int, to contentOffset: LayoutPoint) -> Self { self }

  /// ``scrolled(section:to:)``.
  public func scrolled(section: Int, through contentOffset: LayoutPoint) -> Self {
    scrolled(section: section, to: contentOffset)
  }

  /// `proposedContentOffset`: the section rests where its deceleration takes it.
  public func targetContentOffset(
    ofSection section: Int, forProposedContentOffset proposedContentOffset: LayoutPoint,
    withScrollingVelocity velocity: LayoutPoint, releasedAt contentOffset: LayoutPoint
  ) -> LayoutPoint {
    proposedContentOffset
  }

  /// ``DecelerationRate/normal``.
  public func decelerationRate(ofSection section: Int) -> DecelerationRate { .normal }

  /// The scroller of `section`; `nil` when the section does not scroll on its own.
  public func sectionScroller(_ section: Int) -> SectionScroller? {
    sectionScrollers.first { $0.section == section }
  }
}
