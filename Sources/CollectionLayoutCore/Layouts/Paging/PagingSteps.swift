/// A page turn: scroll the paging scroll view to page `page`, as it settles after a swipe
/// (offset `page · (screen width + 2 · pagePadding)`, y 0), animated when it has an animation.
public struct PageStep: LayoutStep {
  /// `page`.
  public static let name = "page"
  /// `paging`: a ``PagingLayout`` plays it.
  public static let layoutKind = "paging"

  /// The page to show, from 0; less than the number of pages.
  public var page: Int
  /// How the turn animates, sampled as an update's animation is; `nil`: no animation.
  public var animation: UpdateAnimation?

  /// Creates a page turn.
  public init(page: Int, animation: UpdateAnimation? = nil) {
    self.page = page
    self.animation = animation
  }
}

/// A zoom of one page: set its zoom scale, clamped to the page's minimum and maximum as
/// `UIScrollView` clamps it, and scroll the page so that an image point is at the centre of
/// its bounds, as far as the page can scroll.
public struct ZoomStep: LayoutStep {
  /// `zoom`.
  public static let name = "zoom"
  /// `paging`: a ``PagingLayout`` plays it.
  public static let layoutKind = "paging"

  /// The page to zoom, from 0; it must have a view when the step plays (be one of the
  /// visible pages).
  public var page: Int
  /// The zoom scale asked for, a finite number > 0 (clamped to the page's range).
  public var scale: Double
  /// The point of the image to centre, in image points (pixels of the full image);
  /// `nil`: the image point at the centre of the page's bounds before the zoom.
  public var center: LayoutPoint?
  /// How the zoom animates, sampled as an update's animation is; `nil`: no animation.
  public var animation: UpdateAnimation?

  /// Creates a zoom.
  public init(
    page: Int, scale: Double, center: LayoutPoint? = nil, animation: UpdateAnimation? = nil
  ) {
    self.page = page
    self.scale = scale
    self.center = center
    self.animation = animation
  }
}

extension InteractionStep {
  /// A page turn, as an interaction step.
  public static func page(_ step: PageStep) -> InteractionStep { InteractionStep(step) }
  /// A zoom, as an interaction step.
  public static func zoom(_ step: ZoomStep) -> InteractionStep { InteractionStep(step) }
}
