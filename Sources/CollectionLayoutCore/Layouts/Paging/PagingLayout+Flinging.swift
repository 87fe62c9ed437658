import Foundation

/// Where a fling of the photo browser rests: a page, as a paging scroll view
/// (`isPagingEnabled`) stops on multiples of its width.
extension PagingLayout {
  /// The speed below which a release rests on the nearest page, in points per second: 200
  /// (0.2 points per millisecond, the threshold of open-source snapping layouts; UIKit's
  /// rule is not documented).
  public static let pageFlickVelocity = 200.0

  /// The offset of the page a release at `contentOffset` with `velocity` rests on (UIKit's
  /// page choice is not documented; this is the widely observed rule): slower than
  /// ``pageFlickVelocity`` along x, the page nearest the release (more than half visible);
  /// faster, the next page in the direction of the fling from where the finger lifted, so a
  /// flick turns at most one page. Within the pages that exist.
  ///
  /// ```
  ///  release at x = 1.3 pages:   slow → page 1     fast forward → page 2
  ///                              fast backward → page 1
  /// ```
  public func targetContentOffset(
    forProposedContentOffset proposedContentOffset: LayoutPoint,
    withScrollingVelocity velocity: LayoutPoint, releasedAt contentOffset: LayoutPoint
  ) -> LayoutPoint {
    guard pageCount > 0, pageStride > 0 else { return proposedContentOffset }
    let pages = PageGrid(step: pageStride)
    let flick = abs(velocity.x) >= Self.pageFlickVelocity ? velocity.x : 0
    let page = pages.nextPage(from: contentOffset.x, toward: flick)
    guard page.isFinite else { return proposedContentOffset }
    let index = Int(min(max(page, 0), Double(pageCount - 1)))
    return LayoutPoint(x: self.contentOffset(showingPage: index).x, y: proposedContentOffset.y)
  }
}
