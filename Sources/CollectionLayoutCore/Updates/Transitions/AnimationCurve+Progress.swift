import Foundation

extension AnimationCurve {
  /// The animation's progress, 0 at the start and 1 at the end, at `time` seconds into an
  /// animation of `duration` seconds. Bézier curves are evaluated at `time / duration`; a
  /// spring at `time` itself (it may overshoot 1 before settling); keyframes linearly between
  /// their values. A zero duration is done at once (``finalProgress``).
  public func progress(at time: Double, duration: Double) -> Double {
    guard duration > 0 else { return finalProgress }
    let fraction = min(max(time / duration, 0), 1)
    switch self {
    case .keyframes(let values):
      return AnimationCurve.keyframe(values, at: fraction)
    case .linear: return fraction
    case .easeIn: return AnimationCurve.cubicBezier(0.42, 0, 1, 1, at: fraction)
    case .easeOut: return AnimationCurve.cubicBezier(0, 0, 0.58, 1, at: fraction)
    case .easeInOut: return AnimationCurve.cubicBezier(0.42, 0, 0.58, 1, at: fraction)
    case .spring(let damping, let response):
      return AnimationCurve.spring(damping: damping, response: response, at: max(0, time))
    }
  }

  /// The progress at the start of the animation: the first keyframe, 0 for every other curve.
  public var initialProgress: Double {
    if case .keyframes(let values) = self, let first = values.first { return first }
    return 0
  }

  /// The progress at the end of the animation: the last keyframe, 1 for every other curve
  /// (a spring is cut off there).
  public var finalProgress: Double {
    if case .keyframes(let values) = self, let last = values.last { return last }
    return 1
  }

  /// `values` spread evenly over 0 ... 1 and read at `fraction`, linearly between two; the
  /// fraction itself when there are no values.
  static func keyframe(_ values: [Double], at fraction: Double) -> Double {
    guard let last = values.last else { return fraction }
    let position = fraction * Double(values.count - 1)
    guard position < Double(values.count - 1) else { return last }
    // A sample meant to fall on a value (time i / fps of (count - 1) / fps seconds) reads it
    // exactly, not through the rounding of the division.
    let nearest = position.rounded()
    if abs(position - nearest) < 1e-9 { return values[Int(nearest)] }
    let index = Int(position)
    let local = position - Double(index)
    return values[index] + (values[index + 1] - values[index]) * local
  }

  /// The y of the unit cubic Bézier (0,0) (x1,y1) (x2,y2) (1,1) at horizontal position `x`,
  /// as Core Animation's `CAMediaTimingFunction`: solve x(t) = x by bisection, then y(t).
  static func cubicBezier(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double
  ) -> Double {
    func coordinate(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    var low = 0.0
    var high = 1.0
    var t = x
    for _ in 0..<64 {
      t = (low + high) / 2
      if coordinate(x1, x2, t) < x { low = t } else { high = t }
    }
    return coordinate(y1, y2, t)
  }

  /// A damped spring released from 0 toward 1 at rest, `time` seconds in. `response` is the
  /// undamped period in seconds, `damping` the damping ratio. Always a finite number: a
  /// spring so stiff or so damped that the closed form overflows is evaluated in a form that
  /// cannot (see ``extremeSpring(damping:response:at:)``).
  static func spring(damping: Double, response: Double, at time: Double) -> Double {
    guard time > 0 else { return 0 }
    let omega = 2 * Double.pi / response
    let value: Double
    if damping < 1 {
      let damped = omega * (1 - damping * damping).squareRoot()
      let decay = exp(-damping * omega * time)
      value =
        1 - decay * (cos(damped * time) + (damping * omega / damped) * sin(damped * time))
    } else if damping == 1 {
      value = 1 - exp(-omega * time) * (1 + omega * time)
    } else {
      let root = (damping * damping - 1).squareRoot()
      let fast = -omega * (damping + root)
      let slow = -omega * (damping - root)
      value = 1 - (fast * exp(slow * time) - slow * exp(fast * time)) / (fast - slow)
    }
    return value.isFinite ? value : extremeSpring(damping: damping, response: response, at: time)
  }

  /// The spring of ``spring(damping:response:at:)`` when its closed form overflows to NaN: a
  /// response so short that `2π / response` is infinite, or a damping so large that its
  /// square is. An underdamped or critically damped spring whose decay underflows has
  /// settled, at 1. An overdamped spring is evaluated with both exponents divided through, so
  /// that no infinity meets a zero: `1 - (e^(s·t) - r·e^(f·t)) / (1 - r)` with `r = s / f`.
  /// A value that is still not finite counts as settled.
  static func extremeSpring(damping: Double, response: Double, at time: Double) -> Double {
    guard damping > 1 else { return 1 }
    let root =
      damping < 1e150 ? (damping * damping - 1).squareRoot() : damping
    let sum = damping + root  // fast = -omega * sum, slow = -omega / sum
    let slowExponent = -time * (2 * Double.pi / (response * sum))
    let fastExponent = -time * (2 * Double.pi * sum / response)
    let ratio = 1 / (sum * sum)
    let value = 1 - (exp(slowExponent) - ratio * exp(fastExponent)) / (1 - ratio)
    return value.isFinite ? value : 1
  }
}
