/// The content offset's motion after the finger lifts, both axes at once, each simulated on
/// its own (``ScrollAxisMotion``): what a `fling` step and the end of a `pan` step play, and
/// what a renderer asks at each frame's time. Build it for a layout with
/// ``CollectionViewLayout/scrollMotion(releasedAt:velocity:rate:)``.
///
/// ```swift
/// let motion = layout.scrollMotion(
///   releasedAt: offset, velocity: LayoutPoint(x: 0, y: 2000), rate: .normal)
/// for frame in 0...Int((motion.duration * 120).rounded(.up)) {
///   draw(layout, at: motion.offset(at: Double(frame) / 120))
/// }
/// ```
public struct ScrollMotion: Hashable, Sendable {
  /// The motion along x.
  public let x: ScrollAxisMotion
  /// The motion along y.
  public let y: ScrollAxisMotion

  /// The motion of both axes.
  public init(x: ScrollAxisMotion, y: ScrollAxisMotion) {
    self.x = x
    self.y = y
  }

  /// When both axes rest, in seconds, >= 0.
  public var duration: Double { max(x.duration, y.duration) }

  /// Where it rests, in points.
  public var restingOffset: LayoutPoint {
    LayoutPoint(x: x.restingOffset, y: y.restingOffset)
  }

  /// The content offset at `t` seconds, in points; ``restingOffset`` from ``duration`` on.
  public func offset(at t: Double) -> LayoutPoint {
    LayoutPoint(x: x.offset(at: t), y: y.offset(at: t))
  }

  /// The velocity at `t` seconds, in points per second; zero from ``duration`` on.
  public func velocity(at t: Double) -> LayoutPoint {
    LayoutPoint(x: x.velocity(at: t), y: y.velocity(at: t))
  }
}

extension CollectionViewLayout {
  /// The motion after the finger lifts at `contentOffset` with `velocity` (points per second
  /// of the content offset, positive toward the end of the content, as
  /// `scrollViewWillEndDragging` reports it), slowing down at `rate`:
  ///
  /// 1. Each axis that can scroll (its ``validContentOffsets`` range is longer than one
  ///    offset) decelerates, and bounces from an edge it reaches; released past an edge, it
  ///    bounces back. An axis that cannot scroll ignores the velocity (as a scroll view
  ///    without `alwaysBounceVertical` does), but bounces back if it is past its edge.
  /// 2. Where that rests is proposed to
  ///    ``targetContentOffset(forProposedContentOffset:withScrollingVelocity:releasedAt:)``.
  /// 3. On each axis where the layout's target differs, the content decelerates from
  ///    `contentOffset` to rest exactly at the target, clamped to the valid offsets.
  public func scrollMotion(
    releasedAt contentOffset: LayoutPoint, velocity: LayoutPoint, rate: DecelerationRate
  ) -> ScrollMotion {
    let valid = validContentOffsets
    let velocity = LayoutPoint(
      x: valid.x.lowerBound < valid.x.upperBound ? velocity.x : 0,
      y: valid.y.lowerBound < valid.y.upperBound ? velocity.y : 0)
    let natural = ScrollMotion(
      x: ScrollAxisMotion(
        releasedAt: contentOffset.x, velocity: velocity.x, rate: rate, within: valid.x),
      y: ScrollAxisMotion(
        releasedAt: contentOffset.y, velocity: velocity.y, rate: rate, within: valid.y))
    let proposed = natural.restingOffset
    let target = targetContentOffset(
      forProposedContentOffset: proposed, withScrollingVelocity: velocity,
      releasedAt: contentOffset)
    return ScrollMotion(
      x: natural.x.retargeted(to: target.x, from: contentOffset.x, within: valid.x, rate: rate),
      y: natural.y.retargeted(to: target.y, from: contentOffset.y, within: valid.y, rate: rate))
  }
}
