/// An animated change of the content offset, as `setContentOffset(_:animated:)` and
/// `scrollToItem(at:at:animated:)` play it: from one offset to another in ``duration``
/// seconds, along ``curve``. UIKit documents only that it moves "at a constant velocity"; its
/// duration is not documented: this engine takes 0.3 s, linear (an emulation of UIKit for the
/// Mac used 0.33 s, linear).
public struct ContentOffsetAnimation: Hashable, Sendable {
  /// The duration of every animated scroll, in seconds: 0.3.
  public static let standardDuration = 0.3

  /// The offset at `t = 0`, in points.
  public let from: LayoutPoint
  /// The offset at ``duration`` and after, in points.
  public let to: LayoutPoint
  /// The duration, in seconds, >= 0.
  public let duration: Double
  /// How the offset moves from ``from`` to ``to``.
  public let curve: AnimationCurve

  /// The animation from `from` to `to`, ``standardDuration`` long and linear by default.
  public init(
    from: LayoutPoint, to: LayoutPoint, duration: Double = ContentOffsetAnimation.standardDuration,
    curve: AnimationCurve = .linear
  ) {
    self.from = from
    self.to = to
    self.duration = max(0, duration)
    self.curve = curve
  }

  /// The offset at `t` seconds, in points: ``to`` from ``duration`` on.
  public func offset(at t: Double) -> LayoutPoint {
    guard t < duration else { return to }
    let progress = curve.progress(at: max(0, t), duration: duration)
    return LayoutPoint(
      x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
  }
}
