/// Rotation: the page and the point the reader was looking at survive a change of screen
/// size, in PhotoScroller 1.1's order.
extension PagingLayout {
  /// The layout on a screen of `viewport` points, scrolled as PhotoScroller rotates:
  ///
  /// 1. Save the first visible page index and the fraction of it scrolled: for `x >= 0`, the
  ///    slot containing `x` and `(x - i·S) / S`; for `x < 0` (bouncing before the first page),
  ///    page 0 and `x / S`, a negative fraction.
  /// 2. For each page with a view, save its zoom (or "at its minimum") and the image point at
  ///    the centre of its bounds.
  /// 3. Lay the pages out on the new screen (`S' = V' + 2p`).
  /// 4. Recompute each page's minimum and maximum zoom for its new bounds.
  /// 5. Restore its zoom: at the new minimum if it was at its minimum, else its scale clamped
  ///    to the new limits.
  /// 6. Put the saved image point back at the centre of its bounds; clamp its offset.
  /// 7. Set the paging offset to `(i·S' + fraction·S', 0)`.
  ///
  /// Steps 2 and 4 to 6 are ``ZoomingPage/resized(to:minimum:maximum:)``. Page views are
  /// kept; the next ``settled(at:)`` recycles as the new offset says (the same pages stay
  /// visible). Throws the problems of the new screen size (the user's value, not the paging
  /// scroll view's), located at the environment's properties (`viewport.width`).
  public func resized(to viewport: LayoutSize, from contentOffset: LayoutPoint)
    throws(LayoutError)
    -> ResizedLayout<PagingLayout>
  {
    let x = contentOffset.x
    let index = x >= 0 ? slots.index(containing: x) : 0
    let fraction = (x >= 0 ? x - slots.start(of: index) : x) / pageStride
    // The screen is the user's value, checked as the scenario's viewport is; the paging
    // scroll view, 2 · pagePadding wider, may pass the viewport's limit, as at the start.
    try LayoutEnvironment(viewport: viewport, displayScale: environment.displayScale).validate()
    let layout = try laidOut(
      sections: sections, screen: viewport, displayScale: environment.displayScale,
      carrying: nil)
    return ResizedLayout(
      layout: layout,
      contentOffset: LayoutPoint(
        x: layout.slots.start(of: index) + fraction * layout.pageStride, y: 0))
  }

  /// The pager on another screen (a rotation, a split-view change), as
  /// ``resized(to:from:)-(LayoutSize,_)`` rotates it: `environment.viewport` is the new
  /// screen, in points, and the page and the point the reader looked at are kept. A pager
  /// fills its screen edge to edge and keeps its own environment: its scroll view is
  /// `2 · pagePadding` wider than the screen, with no safe area, margins or size classes, and
  /// its display scale stays the one it was made with.
  public func resized(to environment: LayoutEnvironment, from contentOffset: LayoutPoint)
    throws(LayoutError) -> ResizedLayout<PagingLayout>
  {
    try resized(to: environment.viewport, from: contentOffset)
  }
}
