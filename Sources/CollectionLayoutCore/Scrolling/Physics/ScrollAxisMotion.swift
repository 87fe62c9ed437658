/// The content's motion along one axis after the finger lifts: a ``Deceleration``, a
/// ``Bounce``, or a deceleration that reaches an edge and hands its velocity to a bounce, as
/// `UIScrollView` moves (the edge is handled by the spring, not by the rubber band, while
/// decelerating).
///
/// ```
///  released inside, rests inside:  ── deceleration ──────────────────▶ rest
///  released inside, reaches edge:  ── deceleration ──┤edge├── bounce ─▶ rest at the edge
///  released past an edge:          ── bounce ─────────────────────────▶ rest at the edge
///  the layout moves the target:    ── deceleration to the target ────▶ rest at the target
/// ```
public struct ScrollAxisMotion: Hashable, Sendable {
  /// The deceleration, from `t = 0`; `nil` when it starts with the bounce.
  public let deceleration: Deceleration?
  /// The bounce, from ``bounceStart``; `nil` when it does not reach an edge.
  public let bounce: Bounce?
  /// When the bounce starts, in seconds: where the deceleration reaches the edge (0 without
  /// a deceleration).
  public let bounceStart: Double

  /// A still axis at `offset`.
  public init(restingAt offset: Double) {
    deceleration = Deceleration(offset: offset, velocity: 0, rate: .normal)
    bounce = nil
    bounceStart = 0
  }

  /// The motion after a release at `offset` with `velocity` (points per second) at `rate`,
  /// the valid offsets being `valid`: past an edge, it bounces back with the velocity; inside,
  /// it decelerates, and bounces from the edge it reaches. Without `bounces` (a scroll view
  /// whose `bounces` is off) it stops dead at the edge it reaches (a bounce of no velocity
  /// and no duration), and a release past an edge starts at that edge.
  public init(
    releasedAt offset: Double, velocity: Double, rate: DecelerationRate,
    within valid: ClosedRange<Double>, bounces: Bool = true
  ) {
    var offset = offset
    if !bounces { offset = min(max(offset, valid.lowerBound), valid.upperBound) }
    if offset > valid.upperBound || offset < valid.lowerBound {
      let edge = offset > valid.upperBound ? valid.upperBound : valid.lowerBound
      deceleration = nil
      bounce = Bounce(from: offset, velocity: velocity, to: edge)
      bounceStart = 0
      return
    }
    let free = Deceleration(offset: offset, velocity: velocity, rate: rate)
    let edge: Double? =
      free.restingOffset > valid.upperBound
      ? valid.upperBound : free.restingOffset < valid.lowerBound ? valid.lowerBound : nil
    guard let edge, let reached = free.time(reaching: edge) else {
      deceleration = free
      bounce = nil
      bounceStart = 0
      return
    }
    deceleration = free
    bounceStart = reached
    bounce = Bounce(from: edge, velocity: bounces ? free.velocity(at: reached) : 0, to: edge)
  }

  /// This motion, or, when a layout answers `target` instead of where it rests (a page, a
  /// group's edge): the deceleration from `start` that rests exactly at `target` clamped to
  /// `valid`, at `rate` (``init(from:restingAt:rate:)``). Itself when `target` is where it
  /// rests, or not finite.
  public func retargeted(
    to target: Double, from start: Double, within valid: ClosedRange<Double>,
    rate: DecelerationRate
  ) -> ScrollAxisMotion {
    guard target.isFinite, target != restingOffset else { return self }
    let clamped = min(max(target, valid.lowerBound), valid.upperBound)
    return ScrollAxisMotion(from: start, restingAt: clamped, rate: rate)
  }

  /// The motion from `offset` to rest at `target` (a target the layout chose): a
  /// deceleration at `rate` that rests there exactly (``Deceleration/init(offset:restingAt:rate:)``).
  public init(from offset: Double, restingAt target: Double, rate: DecelerationRate) {
    deceleration = Deceleration(offset: offset, restingAt: target, rate: rate)
    bounce = nil
    bounceStart = 0
  }

  /// When it rests, in seconds, >= 0.
  public var duration: Double {
    if let bounce { return bounceStart + bounce.duration }
    return deceleration?.duration ?? 0
  }

  /// Where it rests, in points.
  public var restingOffset: Double {
    bounce?.edge ?? deceleration?.restingOffset ?? 0
  }

  /// The offset at `t` seconds, in points; ``restingOffset`` from ``duration`` on.
  public func offset(at t: Double) -> Double {
    guard t < duration else { return restingOffset }
    if let bounce, t >= bounceStart { return bounce.offset(at: t - bounceStart) }
    return deceleration?.offset(at: t) ?? restingOffset
  }

  /// The velocity at `t` seconds, in points per second; 0 from ``duration`` on.
  public func velocity(at t: Double) -> Double {
    guard t < duration else { return 0 }
    if let bounce, t >= bounceStart { return bounce.velocity(at: t - bounceStart) }
    return deceleration?.velocity(at: t) ?? 0
  }
}
