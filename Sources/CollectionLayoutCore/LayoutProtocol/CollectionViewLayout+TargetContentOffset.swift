/// The default of where a fling comes to rest: where it would.
extension CollectionViewLayout {
  /// `proposedContentOffset`: the content rests where its deceleration takes it (UIKit's
  /// default).
  public func targetContentOffset(
    forProposedContentOffset proposedContentOffset: LayoutPoint,
    withScrollingVelocity velocity: LayoutPoint, releasedAt contentOffset: LayoutPoint
  ) -> LayoutPoint {
    proposedContentOffset
  }
}
