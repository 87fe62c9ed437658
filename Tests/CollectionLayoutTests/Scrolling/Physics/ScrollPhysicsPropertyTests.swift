import Foundation
import Testing

@testable import CollectionLayoutCore

/// Scroll physics over many random releases: a deceleration moves one way, never speeds up,
/// and rests within the valid offsets; the rubber band is continuous, increasing and below
/// the pull.
@Suite struct ScrollPhysicsPropertyTests {
  @Test func decelerationIsMonotonicAndRestsWithinTheValidOffsets() {
    var random = SeededRandom(seed: 998)
    for case_ in 0..<2_000 {
      let rate =
        random.chance(0.3)
        ? DecelerationRate.normal
        : random.chance(0.3)
          ? DecelerationRate.fast : DecelerationRate(perMillisecond: random.double(0.9...0.9995))!
      let content = random.double(0...20_000)
      let valid = 0...content
      let start = random.double(valid)
      let velocity = random.double(-Fling.maximumVelocity...Fling.maximumVelocity)
      let motion = ScrollAxisMotion(
        releasedAt: start, velocity: velocity, rate: rate, within: valid)
      let label = "case \(case_): from \(start) in \(valid) at \(velocity), rate \(rate)"
      #expect(valid.contains(motion.restingOffset), "\(label)")
      #expect(motion.offset(at: motion.duration) == motion.restingOffset, "\(label)")
      // The deceleration phase, sampled at 1 ms: one way, never faster.
      let decelerating = motion.bounce == nil ? motion.duration : motion.bounceStart
      var previous = (offset: start, speed: abs(velocity))
      var t = 0.001
      var failed = false
      while t <= decelerating, !failed {
        let offset = motion.offset(at: t)
        let speed = abs(motion.velocity(at: t))
        let step = offset - previous.offset
        if step * velocity < -1e-9 || speed > previous.speed + 1e-9
          || !(valid.lowerBound - 1e-6...valid.upperBound + 1e-6).contains(offset)
        {
          Issue.record("\(label): at \(t) s offset \(offset), speed \(speed) after \(previous)")
          failed = true
        }
        previous = (offset, speed)
        t += 0.001
      }
    }
  }

  @Test func rubberBandIsContinuousIncreasingAndBelowThePull() {
    var random = SeededRandom(seed: 55)
    for _ in 0..<2_000 {
      let band = RubberBand(dimension: random.double(1...3_000))
      let pull = random.double(0...10_000)
      let step = random.double(0...10)
      let shown = band.shown(pull: pull)
      let further = band.shown(pull: pull + step)
      // Slope at most 0.55: continuous, and below the pull.
      #expect(further >= shown)
      #expect(further - shown <= RubberBand.coefficient * step + 1e-9)
      #expect(shown <= pull * RubberBand.coefficient + 1e-9)
      #expect(shown < band.dimension)
      // The inverse, where it is well conditioned (less than ten views past the edge).
      if pull < 10 * band.dimension {
        #expect(abs(band.pull(showing: shown) - pull) <= 1e-6 * max(1, pull))
      }
    }
  }
}
