import Foundation

/// A fling slowing down along one axis, as `UIScrollView` decelerates: the velocity decays by
/// the rate each millisecond, continuously, with no edge in the way (``ScrollAxisMotion``
/// adds the edges). A renderer asks it at each frame's time.
///
/// With `k` the rate's ``DecelerationRate/decayConstant`` (per second, < 0), `x0` the start
/// and `v0` the velocity at `t = 0`:
///
/// ```
///  v(t) = v0 · e^(k·t)                       points per second
///  x(t) = x0 + v0 · (e^(k·t) − 1) / k        points
///  x(∞) = x0 − v0 / k                        the projected offset
///
///  x ▲            x(∞) ─ ─ ─ ─ ─ ─ ─ ─ ─
///    │      ....''''''''''''''''''''       rests where the distance left to x(∞)
///    │   .''                               falls below 0.5 pt (restingOffset = x(∞) ∓ 0.5)
///    │ .'
///  x0┼'──────────────────────────┬────▶ t
///                             duration
/// ```
///
/// It comes to rest when the distance left to the projected offset falls below
/// ``restingDistance`` (0.5 pt; UIKit's threshold is not documented):
/// `duration = ln(−k · 0.5 / |v0|) / k`, 0 when the whole flight is shorter than 0.5 pt. Past
/// ``duration`` it stays at ``restingOffset``. A release at 2000 pt/s with the normal rate
/// projects 999.0 pt, rests 998.5 pt away after 3.796 s (WWDC 2018's discrete sum gives
/// 998 pt).
public struct Deceleration: Hashable, Sendable {
  /// The distance to the projected offset at which the content stops, in points: 0.5.
  public static let restingDistance = 0.5

  /// The offset at `t = 0`, in points.
  public let startOffset: Double
  /// The velocity at `t = 0`, in points per second, positive toward the end of the content.
  public let initialVelocity: Double
  /// How fast it slows down.
  public let rate: DecelerationRate
  /// When it comes to rest, in seconds since `t = 0`, >= 0.
  public let duration: Double
  /// Where it comes to rest, in points: ``offset(at:)`` at ``duration`` and after.
  public let restingOffset: Double

  /// A fling from `offset` at `velocity` (points per second), slowing down at `rate`.
  public init(offset: Double, velocity: Double, rate: DecelerationRate) {
    startOffset = offset
    initialVelocity = velocity
    self.rate = rate
    let k = rate.decayConstant
    let projected = -velocity / k
    if abs(projected) > Self.restingDistance {
      duration = log(Self.restingDistance / abs(projected)) / k
      restingOffset = offset + velocity * expm1(k * duration) / k
    } else {
      duration = 0
      restingOffset = offset
    }
  }

  /// The deceleration from `offset` that comes to rest exactly at `target`, at `rate`: the
  /// velocity is chosen so that the projected offset is 0.5 pt past `target`, as a scroll
  /// view does when its delegate or its layout moves the target of a fling (the velocity at
  /// release is replaced; the offset stays continuous). No motion when `target` is `offset`.
  public init(offset: Double, restingAt target: Double, rate: DecelerationRate) {
    startOffset = offset
    self.rate = rate
    let distance = target - offset
    let k = rate.decayConstant
    if distance == 0 || !distance.isFinite {
      initialVelocity = 0
      duration = 0
      restingOffset = offset
    } else {
      let projected = distance + (distance > 0 ? Self.restingDistance : -Self.restingDistance)
      initialVelocity = -k * projected
      duration = log(Self.restingDistance / abs(projected)) / k
      restingOffset = target
    }
  }

  /// Where the content would stop without the 0.5-pt rule, `x0 − v0 / k`, in points.
  public var projectedOffset: Double { startOffset - initialVelocity / rate.decayConstant }

  /// The offset at `t` seconds, in points: ``startOffset`` before 0, ``restingOffset`` from
  /// ``duration`` on.
  public func offset(at t: Double) -> Double {
    guard t > 0 else { return startOffset }
    guard t < duration else { return restingOffset }
    let k = rate.decayConstant
    return startOffset + initialVelocity * expm1(k * t) / k
  }

  /// The velocity at `t` seconds, in points per second: 0 from ``duration`` on.
  public func velocity(at t: Double) -> Double {
    guard t < duration else { return 0 }
    return initialVelocity * exp(rate.decayConstant * max(0, t))
  }

  /// When the content passes `offset`, in seconds, before it rests; `nil` when it does not
  /// (behind the start, or beyond ``restingOffset``).
  public func time(reaching offset: Double) -> Double? {
    let distance = offset - startOffset
    if distance == 0 { return 0 }
    guard initialVelocity != 0, (distance > 0) == (initialVelocity > 0),
      abs(distance) <= abs(restingOffset - startOffset)
    else { return nil }
    let k = rate.decayConstant
    // e^(k t) = 1 + k · distance / v0, in (0, 1].
    let t = log1p(k * distance / initialVelocity) / k
    return t.isFinite ? min(max(t, 0), duration) : nil
  }
}
