import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Springs at the ends of their valid ranges: before the fix their closed form overflowed to
/// NaN, which a debug build stopped on (an assert in the frames writer) and a release build
/// wrote as 0.
@Suite struct SpringRegressionTests {
  @Test func aVeryDampedSpringBarelyMoves() {
    // Damping 1e200: its square overflows. The slow exponent is
    // -0.1 · 2π / (0.3 · 2e200) ≈ -1e-200, so the spring has not moved: progress 0.
    #expect(AnimationCurve.spring(damping: 1e200, response: 0.3, at: 0.1) == 0)
  }

  @Test func aSpringWithoutPeriodHasSettled() {
    // 2π / 5e-324 is infinite: the spring settles at once.
    #expect(AnimationCurve.spring(damping: 0.5, response: 5e-324, at: 0.1) == 1)
    #expect(AnimationCurve.spring(damping: 1, response: 5e-324, at: 0.1) == 1)
    #expect(AnimationCurve.spring(damping: 3, response: 5e-324, at: 0.1) == 1)
  }

  @Test func everyExtremeSpringIsFinite() {
    let dampings = [5e-324, 1e-300, 0.5, 1, 1.000_000_1, 2, 1e8, 1e154, 1e200, 1.7e308]
    let responses = [5e-324, 1e-300, 1e-10, 0.3, 10, 1e300, 1.7e308]
    for damping in dampings {
      for response in responses {
        for time in [0, 1e-9, 0.016, 0.3, 60] {
          let progress = AnimationCurve.spring(damping: damping, response: response, at: time)
          #expect(progress.isFinite, "damping \(damping), response \(response), time \(time)")
          #expect((-1...3).contains(progress), "\(progress) for \(damping), \(response), \(time)")
        }
      }
    }
  }

  @Test func ordinarySpringsAreUnchanged() {
    // Critically damped, ω = 2π: 1 - e^(-π)(1 + π) at 0.5 s.
    let critical = 1 - exp(-Double.pi) * (1 + Double.pi)
    #expect(AnimationCurve.spring(damping: 1, response: 1, at: 0.5) == critical)
    #expect(AnimationCurve.spring(damping: 0.5, response: 0.3, at: 0) == 0)
  }

  @Test func aScenarioWithAnExtremeSpringPlaysFiniteFrames() throws {
    let json = scenarioJSON(
      #""sections": [{"items": 30}], "steps": [{"scroll": {"x": 0, "y": 200}}, "#
        + #"{"update": {"deleteItems": [[0, 0]], "animation": {"duration": 0.1, "#
        + #""curve": {"spring": {"damping": 1e200, "response": 0.3}}}}}]"#)
    let frames = try ScenarioDecoder.decode(json).frames()
    let transition = try #require(frames.steps.last?.transition)
    #expect(transition.frames.count == 7)
    for frame in transition.frames {
      #expect(frame.contentOffset.y.isFinite)
      #expect(frame.elements.allSatisfy { $0.frame.isFinite && $0.alpha.isFinite })
    }
    // The spring never moves before it is cut off: every frame but the last is the start.
    #expect(transition.frames[5].contentOffset == transition.frames[0].contentOffset)
  }
}
