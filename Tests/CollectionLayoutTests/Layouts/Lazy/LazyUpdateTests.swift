import CollectionLayout
import Testing

/// Updates as SwiftUI animates them (S.6): the default spring, `spring(response: 0.55,
/// dampingFraction: 1)`, its progress `1 − (1 + ωt)·e^(−ωt)` with ω = 2π / 0.55, and inserts
/// and removals that fade with it.
@Suite struct LazyUpdateTests {
  @Test func theDefaultSpringsProgressByHand() {
    let curve = LazyConfiguration.defaultAnimation.curve
    #expect(curve == .spring(damping: 1, response: 0.55))
    #expect(LazyConfiguration.defaultAnimation.duration == 0.808)
    for (time, expected) in [
      (0.05, 0.11251), (0.1, 0.31646), (0.2, 0.66562), (0.3, 0.85621), (0.5, 0.97781),
    ] {
      #expect(abs(curve.progress(at: time, duration: 0.808) - expected) < 0.00001)
    }
    // 0.001 from its end at 0.808 s, the sampled duration (0.0010026 there, 0.00098 at
    // 0.81); the last sample is the final state.
    #expect(abs(1 - curve.progress(at: 0.808, duration: 10) - 0.0010026) < 0.0000001)
    #expect(1 - curve.progress(at: 0.81, duration: 10) < 0.001)
  }

  /// An apply on a lazy stack without an animation animates with the spring: rows of 60, 8
  /// apart; "n" (44) inserted first, "b" removed. At 0.1 s the progress is 0.31646: "d" has
  /// moved from 204 to 204 − 16 · 0.31646, "n" is 0.316 opaque, "b" 0.684.
  @Test func anApplyFadesWithTheSpring() throws {
    let json = #"""
      {"version": 1, "viewport": {"width": 320, "height": 400},
       "layout": {"kind": "lazyVStack"},
       "sections": [{"id": "inbox", "items": [{"id": "a", "height": 60}, {"id": "b", "height": 60},
         {"id": "c", "height": 60}, {"id": "d", "height": 60}]}],
       "steps": [{"apply": {"sections": [{"id": "inbox", "items": ["n", "a", "c", "d"]}]}}]}
      """#
    let frames = try ScenarioDecoder.decode(Array(json.utf8)).frames()
    let transition = try #require(frames.steps[1].transition)
    let sample = try #require(transition.frames.first { abs($0.time - 0.1) < 1e-9 })
    let byItem = Dictionary(
      sample.elements.map { ($0.change, $0) }, uniquingKeysWith: { first, _ in first })
    let changes = transition.changes
    func element(_ itemID: String) -> (frame: LayoutRect, alpha: Double)? {
      guard let index = changes.firstIndex(where: { $0.final.itemID == itemID })
      else { return nil }
      return byItem[index].map { ($0.frame, $0.alpha) }
    }
    #expect(abs((element("d")?.frame.minY ?? 0) - (204 - 16 * 0.31646)) < 0.001)
    #expect(abs((element("n")?.alpha ?? 0) - 0.316) < 0.001)
    #expect(abs((element("b")?.alpha ?? 0) - 0.684) < 0.001)
    // The last frame is the final state, at 0.808 s.
    #expect(transition.frames.last?.time == 0.808)
  }
}
