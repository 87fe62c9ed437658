import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The messages of motions that would not rest within 3600 frames (issue 40 point 4), word for
/// word: each names the limit it exceeds and what applies to its step.
@Suite struct MotionLimitMessageTests {
  /// Issue 40 point 4: a motion refused as too long names the limit it exceeds and what
  /// applies to its step: a pan counts the finger's frames and those until it rests against
  /// 3600 in all (it has no velocity or rate); a strip's fling names the section's rate.
  @Test func aMotionTooLongSaysWhatToChange() {
    // The content dragged 300 points past its top (shown 122.79 on 480 points) springs back
    // in 0.766 s ((1 + u) e^(−u) = 0.5 / 122.79, u = 10t = 7.66), 46 frames at 60 per second,
    // after 3580 of the finger.
    #expect(
      playingIssues(
        scenarioJSON(
          #""metrics": {"columns": 2, "rowHeight": 160}, "sections": [{"items": 20}], "steps": [{"pan": {"by": {"x": 0, "y": -300}, "frames": 3580}}]"#
        ))
        == [
          #"steps[0].pan: expected a pan that comes to rest within 3600 frames in all, got 3626: 3580 frames of the finger, then 46 until it rests (0.766 s at 60 per second); fewer "frames" leave room for the rest"#
        ])
    // A strip whose rate keeps 0.9999 of its velocity per millisecond, flung at 100000 pt/s:
    // 145.079 s before it rests.
    #expect(
      playingIssues(
        scenarioJSON(
          #""layout": {"kind": "compositional"}, "sections": [{"items": 10000, "layout": {"group": {"horizontal": {"size": {"width": {"fractionalWidth": 0.85}, "height": {"absolute": 100}}, "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}}, "orthogonalScrollingBehavior": "continuous", "orthogonalScrollingProperties": {"decelerationRate": 0.9999}}}], "steps": [{"fling": {"section": 0, "velocity": {"x": 100000, "y": 0}}}]"#
        ))
        == [
          "steps[0].fling: expected a motion that comes to rest within 3600 frames, got one of 145.079 s (8705 frames at 60 per second): a lower velocity, or a faster decelerationRate in the section's orthogonalScrollingProperties, rests sooner"
        ])
    // A strip 320 points wide panned 300 past its start over 3590 frames (shown
    // (1 − 1 / (300 · 0.55 / 320 + 1)) · 320 = 108.87), then 0.753 s, 46 frames, to spring
    // back.
    #expect(
      StripTestSupport.issues(
        ofSteps: #"{"pan": {"section": 0, "by": {"x": -300, "y": 0}, "frames": 3590}}"#)
        == [
          #"steps[0].pan: expected a pan that comes to rest within 3600 frames in all, got 3636: 3590 frames of the finger, then 46 until it rests (0.753 s at 60 per second); fewer "frames" leave room for the rest"#
        ])
  }
}
