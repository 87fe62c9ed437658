import Foundation

/// How fast a fling slows down: the fraction of its velocity the content keeps each
/// millisecond, as `UIScrollView.DecelerationRate` (the rate is applied per millisecond of
/// elapsed time, not per frame).
///
/// | rate | per millisecond | kept after 1 s | velocity half-life |
/// |---|---|---|---|
/// | ``normal`` | 0.998 | 13.5 % | 346.2 ms |
/// | ``fast`` | 0.99 | 0.004 % | 69.0 ms |
public struct DecelerationRate: Hashable, Sendable {
  /// The fraction of the velocity kept each millisecond, 0 < rate < 1.
  public let perMillisecond: Double

  /// The rate keeping `perMillisecond` of the velocity each millisecond; `nil` unless it is a
  /// finite number with 0 < `perMillisecond` < 1.
  public init?(perMillisecond: Double) {
    guard perMillisecond.isFinite, perMillisecond > 0, perMillisecond < 1 else { return nil }
    self.perMillisecond = perMillisecond
  }

  /// `UIScrollView.DecelerationRate.normal`: 0.998 per millisecond.
  public static let normal = DecelerationRate(unchecked: 0.998)
  /// `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond.
  public static let fast = DecelerationRate(unchecked: 0.99)

  /// The decay constant `k = 1000 · ln(rate)`, per second, < 0: the velocity after `t`
  /// seconds is `v0 · e^(k·t)`.
  public var decayConstant: Double { 1000 * log(perMillisecond) }

  private init(unchecked perMillisecond: Double) {
    self.perMillisecond = perMillisecond
  }
}
