import Foundation

/// The content springing back to an edge after it went past it: a critically damped spring
/// (mass 1, stiffness 100 per second², damping ratio 1), as the open-source re-implementations
/// of `UIScrollView` use (UIKit's own constants are not documented). Along one axis.
///
/// With `b = √stiffness = 10` per second, `A` the displacement past the edge and `v0` the
/// velocity at `t = 0`:
///
/// ```
///  x(t) = edge + (A + (v0 + b·A)·t) · e^(−b·t)
///
///  x ▲  A ┐  (released past the edge, v0 = 0)
///    │    '.
///    │      '..
///  edge ───────''''''──────▶ t      rests once |x − edge| stays below 0.5 pt
/// ```
///
/// Released 51.46 pt past the edge without velocity, it is 37.86 pt past it after 0.1 s,
/// 10.25 after 0.3 s and 2.08 after 0.5 s. A fling that reaches the edge hands its velocity
/// to the spring at displacement 0, capped at ``maximumVelocity``: so that a fast fling
/// overshoots at most `5000 / (b·e)` = 184 pt.
public struct Bounce: Hashable, Sendable {
  /// The spring's stiffness, per second² (mass 1): 100.
  public static let stiffness = 100.0
  /// The largest velocity the spring starts with, in points per second: 5000 (Flutter's
  /// `maxSpringTransferVelocity`).
  public static let maximumVelocity = 5000.0
  /// The distance from the edge below which it rests, in points: 0.5.
  public static let restingDistance = 0.5

  /// The offset it rests at, in points.
  public let edge: Double
  /// The distance past the edge at `t = 0`, in points (`offset − edge`).
  public let displacement: Double
  /// The velocity at `t = 0`, in points per second, within ±``maximumVelocity``.
  public let initialVelocity: Double
  /// When it rests at ``edge``, in seconds, >= 0: from then on `|x − edge|` stays below
  /// ``restingDistance``.
  public let duration: Double

  /// The spring back to `edge` from `offset`, moving at `velocity` (points per second, capped
  /// at ±``maximumVelocity``).
  public init(from offset: Double, velocity: Double, to edge: Double) {
    self.edge = edge
    displacement = offset - edge
    initialVelocity = min(max(velocity, -Self.maximumVelocity), Self.maximumVelocity)
    duration = Self.duration(displacement: displacement, velocity: initialVelocity)
  }

  /// The damping constant `b = √stiffness`, per second.
  static var damping: Double { stiffness.squareRoot() }

  /// The offset at `t` seconds, in points: ``edge`` from ``duration`` on.
  public func offset(at t: Double) -> Double {
    guard t < duration else { return edge }
    let t = max(0, t)
    let b = Self.damping
    return edge + (displacement + (initialVelocity + b * displacement) * t) * exp(-b * t)
  }

  /// The velocity at `t` seconds, in points per second: 0 from ``duration`` on.
  public func velocity(at t: Double) -> Double {
    guard t < duration else { return 0 }
    let t = max(0, t)
    let b = Self.damping
    let slope = initialVelocity + b * displacement
    return (slope - b * (displacement + slope * t)) * exp(-b * t)
  }

  /// The first time after which `|x − edge|` stays below ``restingDistance``: where the
  /// envelope `(|A| + |B|·t)·e^(−b·t)`, decreasing past its peak, falls to it.
  private static func duration(displacement: Double, velocity: Double) -> Double {
    let b = damping
    let a = abs(displacement)
    let slope = abs(velocity + b * displacement)
    func envelope(_ t: Double) -> Double { (a + slope * t) * exp(-b * t) }
    let peak = slope > 0 ? max(0, 1 / b - a / slope) : 0
    guard envelope(peak) >= restingDistance else { return 0 }
    var low = peak
    var high = peak + 1
    while envelope(high) >= restingDistance { high *= 2 }
    for _ in 0..<64 {
      let middle = (low + high) / 2
      if envelope(middle) >= restingDistance { low = middle } else { high = middle }
    }
    return high
  }
}
