import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

@Suite struct AnimationCurveTests {
  @Test func bezierCurvesStartAndEndAtTheirEnds() {
    for curve in [AnimationCurve.linear, .easeIn, .easeOut, .easeInOut] {
      #expect(abs(curve.progress(at: 0, duration: 1)) < 1e-9)
      #expect(abs(curve.progress(at: 1, duration: 1) - 1) < 1e-9)
    }
  }

  @Test func easeInOutIsSymmetricAndSlowAtTheEnds() {
    let curve = AnimationCurve.easeInOut
    #expect(abs(curve.progress(at: 0.5, duration: 1) - 0.5) < 1e-9)
    let early = curve.progress(at: 0.1, duration: 1)
    let late = curve.progress(at: 0.9, duration: 1)
    #expect(abs(early + late - 1) < 1e-9)
    #expect(early < 0.1)
  }

  @Test func easeInLagsAndEaseOutLeads() {
    // Core Animation's ease-in at half time is about 0.315; ease-out about 0.685.
    #expect(abs(AnimationCurve.easeIn.progress(at: 0.5, duration: 1) - 0.3153) < 0.001)
    #expect(abs(AnimationCurve.easeOut.progress(at: 0.5, duration: 1) - 0.6847) < 0.001)
  }

  @Test func anUnderdampedSpringOvershootsAndACriticalOneDoesNot() {
    let bouncy = AnimationCurve.spring(damping: 0.3, response: 0.4)
    let samples = stride(from: 0.0, through: 1.0, by: 0.01).map {
      bouncy.progress(at: $0, duration: 1)
    }
    #expect(samples.contains { $0 > 1.05 })
    let critical = AnimationCurve.spring(damping: 1, response: 0.4)
    let criticalSamples = stride(from: 0.0, through: 1.0, by: 0.01).map {
      critical.progress(at: $0, duration: 1)
    }
    #expect(criticalSamples.allSatisfy { $0 <= 1 })
    #expect(zip(criticalSamples, criticalSamples.dropFirst()).allSatisfy { $0 <= $1 })
    let overdamped = AnimationCurve.spring(damping: 2, response: 0.4)
    #expect(overdamped.progress(at: 0.2, duration: 1) < critical.progress(at: 0.2, duration: 1))
  }

  @Test func aZeroDurationIsDoneAtOnce() {
    #expect(AnimationCurve.easeInOut.progress(at: 0, duration: 0) == 1)
  }
}
