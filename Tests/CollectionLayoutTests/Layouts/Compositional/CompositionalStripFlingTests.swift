import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Flings of orthogonal sections' strips (issue 27 point 3): `{"fling": {"section": S,
/// "velocity": {"x": V, "y": 0}}}` decelerates the strip at its behaviour's rate and rests
/// where its behaviour says. Strips of 6 groups 0.85 wide on 390 points: stride 331.5, content
/// 1989, offsets 0 ... 1599 (−29.25 ... 1628.25 centred).
@Suite struct CompositionalStripFlingTests {
  /// A strip of `behavior` like Apple's sample (B.12.10), 6 groups.
  func strip(_ behavior: OrthogonalScrollingBehavior) throws -> CompositionalStrip {
    var section = AppleSample.nested(width: .fractionalWidth(0.85))
    section.orthogonalScrollingBehavior = behavior
    let layout = try AppleSample.layout([(18, section)])
    return try #require(layout.strip(ofSection: 0))
  }

  /// Each behaviour's resting position after a release, hand-computed.
  @Test func restingPositionsAfterARelease() throws {
    // continuous: where the deceleration proposes.
    #expect(
      try strip(.continuous).restingOffset(proposed: 499, velocity: 1000, releasedAt: 0) == 499)
    // continuousGroupLeadingBoundary: the next group edge in the velocity's direction,
    // 331.5k: 499 → 663 forward, 263.9 → 0 backward; without velocity the nearest.
    let leading = try strip(.continuousGroupLeadingBoundary)
    #expect(leading.restingOffset(proposed: 499, velocity: 1000, releasedAt: 0) == 663)
    #expect(leading.restingOffset(proposed: 263.9, velocity: -800, releasedAt: 663) == 0)
    #expect(leading.restingOffset(proposed: 400, velocity: 0, releasedAt: 400) == 331.5)
    // paging: faster than 200 pt/s, the page nearest release ± 195: 0 + 195 → 390 (a tie
    // goes forward), 300 + 195 = 495 → 390, 100 − 195 → 0; slower, the page nearest the
    // proposal: 250 → 390.
    let paging = try strip(.paging)
    #expect(paging.restingOffset(proposed: 40, velocity: 500, releasedAt: 0) == 390)
    #expect(paging.restingOffset(proposed: 400, velocity: 500, releasedAt: 300) == 390)
    #expect(paging.restingOffset(proposed: 50, velocity: -500, releasedAt: 100) == 0)
    #expect(paging.restingOffset(proposed: 250, velocity: 150, releasedAt: 240) == 390)
    // groupPaging: release ± 165.75: 0 → 331.5; at most one group a flick (a fast release
    // at 331.5 whose deceleration would reach 900 rests at 663).
    let group = try strip(.groupPaging)
    #expect(group.restingOffset(proposed: 99, velocity: 1000, releasedAt: 0) == 331.5)
    #expect(group.restingOffset(proposed: 900, velocity: 9000, releasedAt: 331.5) == 663)
    // groupPagingCentered: from −29.25: −29.25 + 165.75 = 136.5 → 302.25 (331.5k − 29.25).
    let centred = try strip(.groupPagingCentered)
    #expect(centred.restingOffset(proposed: 270, velocity: 3000, releasedAt: -29.25) == 302.25)
    #expect(centred.restingOffset(proposed: -100, velocity: -3000, releasedAt: -29.25) == -29.25)
  }

  /// Issue 39 point 1: a flick from a resting page goes to the page its velocity points to,
  /// backward as forward (it stayed put: `start − half` tied and the tie went forward).
  @Test func aFlickFromARestingPageGoesEitherWay() throws {
    // paging, pages 390k: from 780 forward 1170, backward 390; from 0 backward 0 (clamped).
    let paging = try strip(.paging)
    #expect(paging.restingOffset(proposed: 780, velocity: 1500, releasedAt: 780) == 1170)
    #expect(paging.restingOffset(proposed: 780, velocity: -1500, releasedAt: 780) == 390)
    #expect(paging.restingOffset(proposed: 0, velocity: -1500, releasedAt: 0) == 0)
    // groupPaging, groups 331.5k: from 663 backward 331.5; from 400 (1.21 groups) backward
    // 331.5, forward 663.
    let group = try strip(.groupPaging)
    #expect(group.restingOffset(proposed: 663, velocity: -1500, releasedAt: 663) == 331.5)
    #expect(group.restingOffset(proposed: 380, velocity: -1500, releasedAt: 400) == 331.5)
    #expect(group.restingOffset(proposed: 420, velocity: 1500, releasedAt: 400) == 663)
    // groupPagingCentered, 331.5k − 29.25: from 302.25 backward −29.25, from 633.75 backward
    // 302.25.
    let centred = try strip(.groupPagingCentered)
    #expect(centred.restingOffset(proposed: 302.25, velocity: -1500, releasedAt: 302.25) == -29.25)
    #expect(centred.restingOffset(proposed: 633.75, velocity: -1500, releasedAt: 633.75) == 302.25)
    // At the clamped end of a paging strip (1599, between pages 1560 and 1950), a backward
    // flick goes to page 4, 1560.
    #expect(paging.restingOffset(proposed: 1599, velocity: -1500, releasedAt: 1599) == 1560)
  }

  /// The pages of a release: the page a velocity points to, and the one at or past an offset.
  @Test func pageGridChoices() {
    let pages = PageGrid(origin: -29.25, step: 331.5)
    #expect(pages.nextPage(from: 302.25, toward: 1) == 2)
    #expect(pages.nextPage(from: 302.25, toward: -1) == 0)
    #expect(pages.nextPage(from: 302.25, toward: 0) == 1)
    #expect(pages.nextPage(from: 400, toward: -1) == 1)
    #expect(pages.pageAtOrPast(302.25, toward: 1) == 1)
    #expect(pages.pageAtOrPast(400, toward: 1) == 2)
    #expect(pages.pageAtOrPast(400, toward: -1) == 1)
    // An offset computed as origin + k · step is page k, whatever the rounding: 0.1 · 3 is
    // 0.30000000000000004.
    let tenths = PageGrid(step: 0.1)
    #expect(tenths.nextPage(from: 0.1 * 3, toward: 1) == 4)
    #expect(tenths.nextPage(from: 0.1 * 3, toward: -1) == 2)
  }

  /// The golden `compositional-strip-paging-back`: a paging strip of 8 full-width items (the
  /// issue's repro) flung +1500, +1500, −1500 rests at 390, 780, 390; a groupPaging strip
  /// (stride 331.5) +1500, −1500 at 331.5, 0; a groupPagingCentered strip +1500, +1500,
  /// −1500 at 302.25, 633.75, 302.25. Every fling moves (its duration is not 0).
  @Test func pagingStripsFlingBackFromRest() throws {
    let frames = try StripTestSupport.frames(ofScenario: "compositional-strip-paging-back")
    func release(_ step: Int) -> (rest: Double, duration: Double)? {
      StripTestSupport.release(step, in: frames)
    }
    let rests: [Double] = [390, 780, 390, 331.5, 0, 302.25, 633.75, 302.25]
    for (step, rest) in zip(1..., rests) {
      let release = try #require(release(step))
      #expect(release.rest == rest, "step \(step)")
      #expect(release.duration > 0, "step \(step)")
    }
    // The backward flick decelerates to 390 points away at the fast rate (k = 1000 ln 0.99 =
    // −10.0503 per second), its projection 0.5 pt past: ln(0.5 / 390.5) / k = 0.6627 s.
    #expect(abs(try #require(release(3)).duration - 0.6627) < 1e-4)
    // Item k of the paging strip at offset o: 390k + 5 − o; of the groupPaging strip
    // 331.5k + 5 − o; of the centred one 331.5k + 5 − o.
    let paged: Double = frames.steps[3].frame(.named("item/0/1")).minX
    #expect(paged == 5)  // 390 + 5 − 390
    let grouped: Double = frames.steps[5].frame(.named("item/1/0")).minX
    #expect(grouped == 5)
    let centred: Double = frames.steps[8].frame(.named("item/2/1")).minX
    #expect(centred == 34.25)  // 331.5 + 5 − 302.25
  }

  /// B.6: continuous ones decelerate at the normal rate, paging ones at the fast one.
  @Test func eachBehaviourHasItsRate() throws {
    #expect(try strip(.continuous).decelerationRate == .normal)
    #expect(try strip(.continuousGroupLeadingBoundary).decelerationRate == .normal)
    #expect(try strip(.paging).decelerationRate == .fast)
    #expect(try strip(.groupPaging).decelerationRate == .fast)
    #expect(try strip(.groupPagingCentered).decelerationRate == .fast)
  }

  /// The golden's scenario: five strips of 100-point groups 0.85 wide (items inset 5), one
  /// per behaviour, each flung. Where each rests, from its items' frames (item k of a strip at
  /// offset o is at 331.5k + 5 − o) and the release report: continuous at 1000 pt/s rests
  /// 1000 / (1000 · ln(1/0.998)) − 0.5 = 498.9998 away (C.2, C.4); the others as above.
  @Test func flingsOfStripsRestByTheirBehaviour() throws {
    let url = URL(fileURLWithPath: ScenarioGoldens.scenariosDirectory)
      .appendingPathComponent("compositional-strip-flings.json")
    let frames = try ScenarioDecoder.decode(Array(Data(contentsOf: url))).frames()
    func rest(_ step: Int) -> Double? {
      guard case .object(let release)? = frames.steps[step].customAttributes["release"],
        case .object(let point)? = release["restingOffset"], case .number(let x)? = point["x"]
      else { return nil }
      return x
    }
    let continuous = try #require(rest(1))
    #expect(abs(continuous - 498.9998) < 1e-4)
    #expect(rest(2) == 663)
    #expect(rest(3) == 390)
    #expect(rest(4) == 331.5)
    #expect(rest(5) == 302.25)
    #expect(rest(6) == 0)
    // Item k of a strip at offset o: 331.5k + 5 − o.
    let leading: Double = frames.steps[2].frame(.named("item/1/2")).minX
    #expect(leading == 5)  // 663 + 5 − 663
    let paged: Double = frames.steps[3].frame(.named("item/2/1")).minX
    #expect(paged == -53.5)  // 331.5 + 5 − 390
    let centred: Double = frames.steps[5].frame(.named("item/4/1")).minX
    #expect(centred == 34.25)  // 331.5 + 5 − 302.25
    let back: Double = frames.steps[6].frame(.named("item/1/0")).minX
    #expect(back == 5)
    // The collection view does not move; every fling is animated.
    #expect(frames.steps.allSatisfy { $0.contentOffset == LayoutPoint(x: 0, y: 0) })
    #expect(frames.steps[1...].allSatisfy { $0.transition != nil })
  }

  /// The errors, word for word.
  @Test func errors() throws {
    func issue(_ steps: String) -> [String] { StripTestSupport.issues(ofSteps: steps) }
    #expect(
      issue(#"{"fling": {"section": 1, "velocity": {"x": 500, "y": 0}}}"#)
        == [
          "steps[0].fling.section: expected one of the sections that scroll on their own (0), got 1"
        ])
    #expect(
      issue(#"{"fling": {"section": 0, "velocity": {"x": 500, "y": 20}}}"#)
        == [
          #"steps[0].fling.velocity.y: expected 0 beside "section" (a strip scrolls along x only), got 20"#
        ])
    #expect(
      issue(
        #"{"fling": {"section": 0, "velocity": {"x": 500, "y": 0}, "decelerationRate": "fast"}}"#)
        == [
          #"steps[0].fling: expected no "decelerationRate" beside "section" (a strip decelerates at its own rate: its section's orthogonalScrollingProperties.decelerationRate, else "normal" when it scrolls continuously, "fast" when it pages)"#
        ])
  }
}
