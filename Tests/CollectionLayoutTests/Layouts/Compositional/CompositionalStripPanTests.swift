import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// A finger on a strip (issue 39): `{"pan": {"section": S, "by": {"x": X, "y": 0}, "frames":
/// N}}` drags a strip with the rubber band past its ends and releases it at rest; it springs
/// back or settles by its behaviour. The golden `compositional-strip-pan`: a continuous strip
/// of 6 groups 0.85 wide (stride 331.5, offsets 0 ... 1599) and a paging strip of 8
/// full-width items (pages 390k, offsets 0 ... 2730), 390 points wide, sampled at 30 fps.
@Suite struct CompositionalStripPanTests {
  /// The golden's frames.
  static func goldenFrames() throws -> FramesDocument {
    try StripTestSupport.frames(ofScenario: "compositional-strip-pan")
  }

  /// The x of `id` in animation frame `frame` of step `step`; `nil` when it is not shown.
  static func x(_ id: String, frame: Int, step: Int, in frames: FramesDocument) -> Double? {
    frames.steps[step].transition?.frames[frame].elements.first { $0.id.description == id }?
      .frame.minX
  }

  /// The release report of step `step`: where it rests and when, after the release.
  static func release(_ step: Int, in frames: FramesDocument) -> (rest: Double, duration: Double)? {
    StripTestSupport.release(step, in: frames)
  }

  /// Step 2: the continuous strip at its end (1599) is dragged 300 points further over 20
  /// frames. The rubber band (C.5) shows `(1 − 1 / (300 · 0.55 / 390 + 1)) · 390` = 115.946
  /// points past the end: item 5 (at 331.5 · 5 + 5 − o) is at 63.5 before, −52.446 at the
  /// finger's last frame. Released there at rest, it springs back (C.6: `A (1 + 10t) e^(−10t)`,
  /// 85.308 past the end 0.1 s later, item 5 at −21.808) and rests at 1599 once within
  /// 0.5 pt: `(1 + u) e^(−u) = 0.5 / 115.946`, u = 10t, t = 0.7598 s.
  @Test func aStripPannedPastItsEndSpringsBack() throws {
    let frames = try Self.goldenFrames()
    #expect(Self.x("item/0/5", frame: 0, step: 2, in: frames) == 63.5)
    // Frame 10, half the drag: 150 points past, shown (1 − 1 / (150 · 0.55 / 390 + 1)) · 390
    // = 68.095; item 5 at 63.5 − 68.095 = −4.595.
    let half = try #require(Self.x("item/0/5", frame: 10, step: 2, in: frames))
    let band: Double = (1 - 1 / (150 * 0.55 / 390 + 1)) * 390
    #expect(abs(half - (63.5 - band)) < 1e-9)
    let peak = try #require(Self.x("item/0/5", frame: 20, step: 2, in: frames))
    #expect(abs(peak - (63.5 - 115.9459)) < 1e-4)
    let back = try #require(Self.x("item/0/5", frame: 23, step: 2, in: frames))
    #expect(abs(back - (63.5 - 85.3083)) < 1e-4)
    let release = try #require(Self.release(2, in: frames))
    #expect(release.rest == 1599)
    #expect(abs(release.duration - 0.7598) < 1e-4)
    // 20 finger frames and ceil(0.7598 · 30) = 23 more: 44 frames from 0, the last at rest.
    #expect(frames.steps[2].transition?.frames.count == 44)
    #expect(Self.x("item/0/5", frame: 43, step: 2, in: frames) == 63.5)
    #expect(frames.steps[2].contentOffset == LayoutPoint(x: 0, y: 0))
  }

  /// Step 3: the paging strip dragged 250 points (inside its range: item 0 at 5 − 250) and
  /// released at rest settles on the nearest page, 390 (0.64 pages), decelerating at the
  /// fast rate: 140 points, its projection 0.5 pt past, ln(0.5 / 140.5) / (1000 ln 0.99) =
  /// 0.5610 s.
  @Test func aPagingStripSettlesOnItsNearestPage() throws {
    let frames = try Self.goldenFrames()
    #expect(Self.x("item/1/0", frame: 20, step: 3, in: frames) == -245)
    let release = try #require(Self.release(3, in: frames))
    #expect(release.rest == 390)
    #expect(abs(release.duration - 0.5610) < 1e-4)
  }

  /// Step 4: a fling of the continuous strip from 1599 at −5000 pt/s reaches its start after
  /// ln(1 + k · 1599 / 5000) / k = 0.5106 s (k = 1000 ln 0.998), at −1798.8 pt/s, and now
  /// overshoots it, as a scroll view bounces (C.12): the spring from 0 at that velocity goes
  /// at most 1798.8 · 0.1 · e^(−1) = 66.17 points past, then rests at 0.
  @Test func aFlingThatReachesAnEndBounces() throws {
    let frames = try Self.goldenFrames()
    let shown = (0..<41).compactMap { Self.x("item/0/0", frame: $0, step: 4, in: frames) }
    let farthest = try #require(shown.max())
    #expect(farthest > 5 + 60 && farthest < 5 + 66.18)
    #expect(try #require(Self.release(4, in: frames)).rest == 0)
  }

  /// The Swift call the step plays: the drag's offsets and the release, hand-computed as
  /// above.
  @Test func theMotionOfAPan() throws {
    var section = AppleSample.nested(width: .fractionalWidth(0.85))
    section.orthogonalScrollingBehavior = .continuous
    let layout = try AppleSample.layout([(18, section)])
    let motion = try #require(
      layout.sectionScrollMotion(ofSection: 0, draggedBy: -300, over: 0.5))
    #expect(motion.offset(at: 0).x == 0)
    #expect(abs(motion.offset(at: 0.5).x + 115.9459) < 1e-4)
    #expect(abs(motion.offset(at: 0.6).x + 85.3083) < 1e-4)
    #expect(abs(motion.duration - (0.5 + 0.7598)) < 1e-4)
    #expect(motion.restingOffset.x == 0)
    #expect(layout.sectionScrollMotion(ofSection: 1, draggedBy: -300, over: 0.5) == nil)
  }

  /// The errors, word for word.
  @Test func errors() throws {
    func issue(_ steps: String) -> [String] { StripTestSupport.issues(ofSteps: steps) }
    #expect(
      issue(#"{"pan": {"section": 1, "by": {"x": -300, "y": 0}, "frames": 20}}"#)
        == [
          "steps[0].pan.section: expected one of the sections that scroll on their own (0), got 1"
        ])
    #expect(
      issue(#"{"pan": {"section": 0, "by": {"x": -300, "y": 40}}}"#)
        == [
          #"steps[0].pan.by.y: expected 0 beside "section" (a strip scrolls along x only), got 40"#
        ])
    let none = playingIssues(
      scenarioJSON(
        #""steps": [{"pan": {"section": 0, "by": {"x": -300, "y": 0}}}]"#))
    #expect(
      none == [
        "steps[0].pan.section: expected a section that scrolls on its own (a compositional section with an orthogonalScrollingBehavior), got section 0: no section of this layout does"
      ])
  }
}
