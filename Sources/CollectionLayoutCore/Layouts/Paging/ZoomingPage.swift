/// One page of a ``PagingLayout``: the zooming scroll view that shows one image, with
/// PhotoScroller's `ImageScrollView` rules made exact.
///
/// ```
///  page bounds B (the screen's size)        zoomed image: imageSize · zoomScale
///  ┌──────────────────────────┐
///  │   origin.y               │   on an axis where the zoomed image is smaller than the
///  │  ┌────────────────────┐  │   bounds it is centred: origin = (B - content) / 2, and the
///  │  │ image (content)    │  │   page cannot scroll on it (offset 0);
///  │  └────────────────────┘  │   elsewhere origin = 0 and the page scrolls within
///  └──────────────────────────┘   0 ... content - B.
/// ```
///
/// - Limits: the minimum is the configured one, else the aspect fit `min(B.w / w, B.h / h)`
///   for an image of `w` × `h` points (one point per image pixel); the maximum is the
///   configured one, else `1 / displayScale`; the minimum is lowered to the maximum when above
///   it (a small image is never enlarged past one image pixel per device pixel).
/// - A page starts at its minimum zoom, offset (0, 0).
/// - Zooming clamps the scale to the limits, puts the chosen image point at the centre of the
///   bounds, then clamps the offset to `0 ... max(0, content - B)` on each axis, in that order,
///   as `UIScrollView` does.
public struct ZoomingPage: Hashable, Sendable {
  /// The image's size, in image points (one per pixel of the full image).
  public let imageSize: LayoutSize
  /// The page's bounds size, in points: the screen's size.
  public let bounds: LayoutSize
  /// The smallest zoom scale, > 0 and <= ``maximumZoomScale``.
  public let minimumZoomScale: Double
  /// The largest zoom scale, > 0.
  public let maximumZoomScale: Double
  /// The zoom scale, within the limits: points per image point.
  public private(set) var zoomScale: Double
  /// The page's own content offset, in points, within `0 ... max(0, content - bounds)`.
  public private(set) var contentOffset: LayoutPoint

  /// A page at its minimum zoom, offset (0, 0). `minimum` `nil` is the aspect fit; `maximum`
  /// must be > 0, and `imageSize` and `bounds` positive (a caller's invariant).
  public init(imageSize: LayoutSize, bounds: LayoutSize, minimum: Double?, maximum: Double) {
    self.imageSize = imageSize
    self.bounds = bounds
    self.maximumZoomScale = maximum
    let fit = min(bounds.width / imageSize.width, bounds.height / imageSize.height)
    self.minimumZoomScale = min(minimum ?? fit, maximum)
    self.zoomScale = minimumZoomScale
    self.contentOffset = .zero
  }

  /// The zoomed image's size, `imageSize · zoomScale`: the page's content size.
  public var contentSize: LayoutSize {
    LayoutSize(width: imageSize.width * zoomScale, height: imageSize.height * zoomScale)
  }

  /// The zoomed image's frame in the page's content: centred on an axis where it is smaller
  /// than the bounds, at 0 elsewhere; its size is ``contentSize``.
  public var imageFrame: LayoutRect {
    let size = contentSize
    return LayoutRect(
      x: size.width < bounds.width ? (bounds.width - size.width) / 2 : 0,
      y: size.height < bounds.height ? (bounds.height - size.height) / 2 : 0,
      width: size.width, height: size.height)
  }

  /// Whether the page is at its minimum zoom (what a resize keeps as "at minimum").
  public var isAtMinimumZoom: Bool { zoomScale <= minimumZoomScale }

  /// The image point at the centre of the page's bounds, in image points.
  public var imagePointAtCenter: LayoutPoint {
    let frame = imageFrame
    return LayoutPoint(
      x: (contentOffset.x + bounds.width / 2 - frame.minX) / zoomScale,
      y: (contentOffset.y + bounds.height / 2 - frame.minY) / zoomScale)
  }

  /// The visible part of the page's bounds converted to image points: the rectangle
  /// `(offset, bounds)` less the image's origin, divided by the zoom (not clipped to the
  /// image).
  public var visibleImageRect: LayoutRect {
    let frame = imageFrame
    return LayoutRect(
      x: (contentOffset.x - frame.minX) / zoomScale, y: (contentOffset.y - frame.minY) / zoomScale,
      width: bounds.width / zoomScale, height: bounds.height / zoomScale)
  }

  /// This page zoomed to `scale` clamped to the limits, scrolled so that image point `center`
  /// is at the centre of its bounds, then clamped.
  public func zoomed(to scale: Double, centeredOn center: LayoutPoint) -> ZoomingPage {
    var zoomed = self
    zoomed.zoomScale = min(max(scale, minimumZoomScale), maximumZoomScale)
    let frame = zoomed.imageFrame
    zoomed.contentOffset = zoomed.clamped(
      LayoutPoint(
        x: center.x * zoomed.zoomScale + frame.minX - bounds.width / 2,
        y: center.y * zoomed.zoomScale + frame.minY - bounds.height / 2))
    return zoomed
  }

  /// `offset` clamped on each axis to `0 ... content - bounds`, the upper bound applied first
  /// and 0 last (content smaller than the bounds: 0).
  public func clamped(_ offset: LayoutPoint) -> LayoutPoint {
    let size = contentSize
    return LayoutPoint(
      x: max(0, min(size.width - bounds.width, offset.x)),
      y: max(0, min(size.height - bounds.height, offset.y)))
  }

  /// The page after its bounds become `newBounds` (a rotation), PhotoScroller's order: the
  /// limits recomputed for the new bounds; the zoom restored (a page at its minimum stays at
  /// the new minimum, any other keeps its scale, clamped); the image point that was at the
  /// centre put back at the centre; the offset clamped.
  public func resized(to newBounds: LayoutSize, minimum: Double?, maximum: Double) -> ZoomingPage {
    let center = imagePointAtCenter
    let fresh = ZoomingPage(
      imageSize: imageSize, bounds: newBounds, minimum: minimum, maximum: maximum)
    return fresh.zoomed(
      to: isAtMinimumZoom ? fresh.minimumZoomScale : zoomScale, centeredOn: center)
  }
}
