import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// A section's `orthogonalScrollingProperties` (iOS 17, issue 39): `decelerationRate` replaces
/// the behaviour's rate, `bounce` decides whether the strip bounces. The golden
/// `compositional-strip-properties`: section 0 a continuous strip of 6 groups 0.85 wide
/// (stride 331.5, offsets 0 ... 1599) with `{"decelerationRate": "fast", "bounce": "never"}`;
/// sections 1 and 2 a continuous strip of one full-width item (its content fits: offsets
/// 0 ... 0), `always` and `automatic`; 390 points wide, 30 fps.
@Suite struct CompositionalStripPropertiesTests {
  static func frames() throws -> FramesDocument {
    try StripTestSupport.frames(ofScenario: "compositional-strip-properties")
  }

  /// The x of `id` in animation frame `frame` of step `step`.
  static func x(_ id: String, frame: Int, step: Int, in frames: FramesDocument) -> Double? {
    CompositionalStripPanTests.x(id, frame: frame, step: step, in: frames)
  }

  /// Step 1: flung from 0 at 3000 pt/s at the fast rate (k = 1000 ln 0.99 = −10.0503 per
  /// second), not the continuous behaviour's normal one: projected 3000 / 10.0503 = 298.497,
  /// rests 0.5 pt short, at 297.997, after ln(0.5 / 298.497) / k = 0.6360 s (at the normal
  /// rate it would go 1498.5 points).
  @Test func aFastRateStopsSooner() throws {
    let frames = try Self.frames()
    let release = try #require(StripTestSupport.release(1, in: frames))
    #expect(abs(release.rest - 297.9975) < 1e-4)
    #expect(abs(release.duration - 0.6360) < 1e-4)
  }

  /// Step 3: from 1400 at 3000 pt/s the strip would rest at 1698 but reaches its end, 1599,
  /// after ln(1 + k · 199 / 3000) / k = 0.1093 s, and stops dead there (`never`): no
  /// overshoot, 4 frames at 30 fps. At 0.1 s it is at 1400 + 3000 (e^(k · 0.1) − 1) / k =
  /// 1589.238 (item 5 at 331.5 · 5 + 5 − o = 73.262).
  @Test func aFlingStopsDeadAtTheEnd() throws {
    let frames = try Self.frames()
    let release = try #require(StripTestSupport.release(3, in: frames))
    #expect(release.rest == 1599)
    #expect(abs(release.duration - 0.1093) < 1e-4)
    let shown = (0...4).compactMap { Self.x("item/0/5", frame: $0, step: 3, in: frames) }
    #expect(shown.count == 5)
    #expect(shown.allSatisfy { $0 >= 63.5 })  // never past the end (item 5 at 63.5 there)
    #expect(abs(shown[3] - (1662.5 - 1589.2378)) < 1e-4)
    #expect(shown[4] == 63.5)
  }

  /// Step 4: a finger dragging the strip 200 points past its end leaves it there (no rubber
  /// band), and nothing moves after the release.
  @Test func aFingerPastTheEndLeavesItThere() throws {
    let frames = try Self.frames()
    let shown = (0...10).compactMap { Self.x("item/0/5", frame: $0, step: 4, in: frames) }
    #expect(shown == Array(repeating: 63.5, count: 11))
    #expect(StripTestSupport.release(4, in: frames)?.duration == 0)
  }

  /// Steps 5 and 6: a strip whose content fits (one full-width item) follows a finger only
  /// when it always bounces: dragged 100 points it shows (1 − 1 / (100 · 0.55 / 390 + 1)) ·
  /// 390 = 48.202 past its start (its item at 5 + 48.202) and springs back in 0.6596 s;
  /// `automatic` keeps it still.
  @Test func alwaysBouncesEvenWhenTheContentFits() throws {
    let frames = try Self.frames()
    let pulled = try #require(Self.x("item/1/0", frame: 10, step: 5, in: frames))
    #expect(abs(pulled - (5 + 48.2022)) < 1e-4)
    let release = try #require(StripTestSupport.release(5, in: frames))
    #expect(release.rest == 0)
    #expect(abs(release.duration - 0.6596) < 1e-4)
    let still = (0...10).compactMap { Self.x("item/2/0", frame: $0, step: 6, in: frames) }
    #expect(still == Array(repeating: 5, count: 11))
  }

  /// The strip and its scroller take the properties: the rate, and `bounces` and
  /// `alwaysBounceHorizontal` from `bounce`.
  @Test func theScrollerBouncesByTheProperties() throws {
    var section = AppleSample.nested(width: .fractionalWidth(0.85))
    section.orthogonalScrollingBehavior = .paging
    func scroller(_ properties: OrthogonalScrollingProperties) throws -> SectionScroller {
      var section = section
      section.orthogonalScrollingProperties = properties
      return try #require(AppleSample.layout([(18, section)]).sectionScroller(0))
    }
    let automatic = try scroller(OrthogonalScrollingProperties())
    #expect(automatic.bounces && !automatic.alwaysBounceHorizontal)
    let always = try scroller(OrthogonalScrollingProperties(bounce: .always))
    #expect(always.bounces && always.alwaysBounceHorizontal)
    let never = try scroller(OrthogonalScrollingProperties(bounce: .never))
    #expect(!never.bounces && !never.alwaysBounceHorizontal)
    let rate = try #require(DecelerationRate(perMillisecond: 0.95))
    section.orthogonalScrollingProperties.decelerationRate = rate
    let layout = try AppleSample.layout([(18, section)])
    #expect(layout.decelerationRate(ofSection: 0) == rate)
  }

  /// Bad input, word for word.
  @Test func errors() {
    func issues(_ properties: String) -> [String] {
      decodingIssues(
        scenarioJSON(
          #""layout": {"kind": "compositional"}, "sections": [{"items": 3, "layout": {"group": {"horizontal": {"size": {"width": {"fractionalWidth": 0.8}, "height": {"absolute": 50}}, "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}}, "orthogonalScrollingBehavior": "continuous", "orthogonalScrollingProperties": "#
            + properties + "}}]"))
    }
    #expect(
      issues(#"{"bounce": "sometimes"}"#) == [
        #"sections[0].layout.orthogonalScrollingProperties.bounce: expected one of "automatic", "always", "never", got "sometimes""#
      ])
    #expect(
      issues(#"{"bounce": "alway"}"#) == [
        #"sections[0].layout.orthogonalScrollingProperties.bounce: expected one of "automatic", "always", "never", got "alway"; did you mean "always"?"#
      ])
    #expect(
      issues(#"{"decelerationRate": 1.5}"#) == [
        #"sections[0].layout.orthogonalScrollingProperties.decelerationRate: expected "normal", "fast" or a number between 0 and 1 (both excluded), got 1.5"#
      ])
    #expect(
      issues(#"{"bounces": "never"}"#) == [
        #"sections[0].layout.orthogonalScrollingProperties.bounces: unknown key; did you mean "bounce"?"#
      ])
  }
}
