import Foundation
import Testing

@testable import CollectionLayoutCore

/// The worked numbers of scroll physics (the reference's cases 19 to 25), computed by hand
/// from the formulas of ``Deceleration``, ``RubberBand`` and ``Bounce``.
@Suite struct ScrollPhysicsTests {
  private func isClose(_ value: Double, _ expected: Double, within tolerance: Double = 0.005)
    -> Bool
  {
    abs(value - expected) <= tolerance
  }

  @Test func aReleaseAt2000PointsPerSecondRestsAbout998PointsAway() {
    let normal = Deceleration(offset: 0, velocity: 2000, rate: .normal)
    // Projected: 2000 / (1000 · −ln 0.998) = 2000 / 2.002002 = 998.9997; rests 0.5 short of
    // it, about 998 points away (WWDC 2018's discrete sum: 998).
    #expect(isClose(normal.projectedOffset, 998.9997, within: 0.0001))
    #expect(isClose(normal.restingOffset, 998.4997, within: 0.0001))
    // ln(2.002002 · 0.5 / 2000) / −2.002002 = 3.796 s.
    #expect(isClose(normal.duration, 3.796, within: 0.001))
    #expect(normal.offset(at: normal.duration) == normal.restingOffset)
    #expect(normal.offset(at: 100) == normal.restingOffset)

    let fast = Deceleration(offset: 0, velocity: 2000, rate: .fast)
    // 2000 / (1000 · −ln 0.99) = 2000 / 10.050336 = 198.9983; rests at 198.4983.
    #expect(isClose(fast.projectedOffset, 198.9983, within: 0.0001))
    #expect(isClose(fast.restingOffset, 198.4983, within: 0.0001))
    #expect(isClose(fast.duration, 0.5952, within: 0.001))
  }

  @Test func positionAndVelocityDuringTheDeceleration() {
    let fling = Deceleration(offset: 100, velocity: 2000, rate: .normal)
    // Case 21: travelled 631.86 pt at 0.5 s, 864.07 at 1 s; v(1 s) = 270.13 pt/s.
    #expect(isClose(fling.offset(at: 0.5), 731.86))
    #expect(isClose(fling.offset(at: 1), 964.07))
    #expect(isClose(fling.velocity(at: 1), 270.13))
    #expect(fling.velocity(at: fling.duration) == 0)
    // Backward, the same distances the other way.
    let back = Deceleration(offset: 0, velocity: -2000, rate: .normal)
    #expect(isClose(back.offset(at: 0.5), -631.86))
    // The 0.5-pt rule: slower than 1.001 pt/s, nothing moves.
    let still = Deceleration(offset: 7, velocity: 1, rate: .normal)
    #expect(still.duration == 0 && still.restingOffset == 7)
  }

  @Test func aDecelerationToATargetRestsExactlyThere() {
    let snap = Deceleration(offset: 120, restingAt: 340, rate: .normal)
    #expect(snap.restingOffset == 340)
    // The velocity makes the projected offset 0.5 pt past the target.
    #expect(isClose(snap.projectedOffset, 340.5, within: 1e-9))
    #expect(isClose(snap.offset(at: snap.duration - 1e-9), 340, within: 1e-6))
    let back = Deceleration(offset: 120, restingAt: 0, rate: .fast)
    #expect(back.initialVelocity < 0 && back.restingOffset == 0)
    let none = Deceleration(offset: 5, restingAt: 5, rate: .normal)
    #expect(none.duration == 0 && none.initialVelocity == 0)
  }

  @Test func rubberBandPullsHalfThePullOfAHundredPointsOn800() {
    let band = RubberBand(dimension: 800)
    // (1 − 1 / (100 · 0.55 / 800 + 1)) · 800 = 51.46.
    #expect(isClose(band.shown(pull: 100), 51.46))
    #expect(isClose(band.shown(pull: 200), 96.70))
    #expect(isClose(RubberBand(dimension: 960).shown(pull: 100), 52.02))
    #expect(isClose(RubberBand(dimension: 960).shown(pull: 960), 340.65))
    // Case 24: showing 100 pt takes a 207.79-pt pull.
    #expect(isClose(band.pull(showing: 100), 207.79))
    #expect(band.pull(showing: 800) == .infinity)
    // Around the valid offsets.
    #expect(isClose(band.offset(following: -100, within: 0...500), -51.46))
    #expect(isClose(band.offset(following: 600, within: 0...500), 551.46))
    #expect(band.offset(following: 250, within: 0...500) == 250)
    #expect(isClose(band.fingerOffset(showing: -51.4619, within: 0...500), -100, within: 0.001))
  }

  @Test func theBounceBackFrom51Points() {
    let bounce = Bounce(from: 51.46, velocity: 0, to: 0)
    // Case 25: (51.46 + 514.6 t) e^(−10 t).
    #expect(isClose(bounce.offset(at: 0.1), 37.86))
    #expect(isClose(bounce.offset(at: 0.3), 10.25))
    #expect(isClose(bounce.offset(at: 0.5), 2.08))
    // It rests once (51.46 + 514.6 T) e^(−10 T) = 0.5: T = 0.6671 s (it never crosses the edge
    // from there, so the envelope is the offset itself).
    #expect(isClose(bounce.duration, 0.6671, within: 0.0001))
    #expect(bounce.offset(at: bounce.duration) == 0)
    #expect(isClose(bounce.offset(at: bounce.duration - 1e-9), 0.5, within: 1e-6))
    #expect(bounce.offset(at: bounce.duration - 0.01) > 0.5)
    // A fast fling's velocity is capped: it overshoots at most 5000 / (10 e) = 184 pt.
    let hard = Bounce(from: 0, velocity: 40_000, to: 0)
    #expect(hard.initialVelocity == 5000)
    #expect(isClose(hard.offset(at: 0.1), 183.94))
  }

  @Test func aFlingThatReachesTheEdgeHandsItsVelocityToTheBounce() {
    // Case C.12: from 0, 500 pt to go, 2000 pt/s: the edge at 0.3467 s, at 999 pt/s.
    let motion = ScrollAxisMotion(releasedAt: 0, velocity: 2000, rate: .normal, within: 0...500)
    #expect(isClose(motion.bounceStart, 0.3467, within: 0.0005))
    #expect(isClose(motion.bounce?.initialVelocity ?? 0, 999.0, within: 0.05))
    #expect(isClose(motion.offset(at: motion.bounceStart), 500, within: 1e-6))
    #expect(motion.restingOffset == 500)
    #expect(motion.offset(at: motion.duration) == 500)
    // It overshoots by v / (b e) = 36.75 pt, 0.1 s after reaching the edge.
    #expect(isClose(motion.offset(at: motion.bounceStart + 0.1), 536.75, within: 0.01))
    // Released past the top, it springs back with its velocity.
    let past = ScrollAxisMotion(releasedAt: -40, velocity: 0, rate: .normal, within: 0...500)
    #expect(past.deceleration == nil && past.restingOffset == 0)
  }

  @Test func anAnimatedScrollIsLinearOver300Milliseconds() {
    let animation = ContentOffsetAnimation(
      from: LayoutPoint(x: 0, y: 100), to: LayoutPoint(x: 0, y: 400))
    #expect(animation.duration == 0.3)
    #expect(isClose(animation.offset(at: 0.1).y, 200, within: 1e-9))
    #expect(animation.offset(at: 0.3).y == 400)
  }

  @Test func ratesOutsideZeroToOneAreRefused() {
    #expect(DecelerationRate(perMillisecond: 1) == nil)
    #expect(DecelerationRate(perMillisecond: 0) == nil)
    #expect(DecelerationRate(perMillisecond: .nan) == nil)
    #expect(DecelerationRate(perMillisecond: 0.995)?.perMillisecond == 0.995)
    #expect(isClose(DecelerationRate.normal.decayConstant, -2.002002, within: 1e-6))
  }
}
