import CollectionLayout
import Testing

/// A transition's `animation`: the curve its frames sample, written in the words a scenario
/// uses for an update's animation, the defaults included, and read back.
@Suite struct TransitionAnimationTests {
  /// A lazy stack's apply without an animation samples SwiftUI's default spring (S.6:
  /// `spring(response: 0.55, dampingFraction: 1)`, 0.808 s until within 0.001 of its end),
  /// and the frames say so.
  @Test func aLazyUpdateSaysTheSpring() throws {
    let json = #"""
      {"version": 1, "viewport": {"width": 320, "height": 400}, "layout": {"kind": "lazyVStack"},
       "sections": [{"id": "inbox", "items": [{"id": "a", "height": 60}, {"id": "b", "height": 60}]}],
       "steps": [{"apply": {"sections": [{"id": "inbox", "items": ["n", "a"]}]}}]}
      """#
    let frames = try ScenarioDecoder.decode(Array(json.utf8)).frames()
    let transition = try #require(frames.steps[1].transition)
    #expect(
      transition.animation
        == UpdateAnimation(duration: 0.808, fps: 60, curve: .spring(damping: 1, response: 0.55)))
    #expect(transition.frames.last?.time == 0.808)
    #expect(
      FramesWriter.json(for: frames).contains(
        #""contentSize": {"width": 320, "height": 128}}, "animation": {"duration": 0.808, "fps": 60, "curve": {"spring": {"damping": 1, "response": 0.55}}},"#
          + "\n    \"changes\": ["))
  }

  /// A flow layout's update without an animation samples UIKit's default, 0.3 s of
  /// ease-in-ease-out at 60 frames per second; one with an animation says that one.
  @Test func aFlowUpdateSaysItsDefaultOrItsOwn() throws {
    func json(_ animation: String) -> String {
      #"""
      {"version": 1, "viewport": {"width": 320, "height": 400},
       "layout": {"kind": "flow", "itemSize": {"width": 100, "height": 50}},
       "sections": [{"items": 3}],
       "steps": [{"update": {"insertItems": [[0, 0]]\#(animation)}}]}
      """#
    }
    let plain = try ScenarioDecoder.decode(Array(json("").utf8)).frames()
    #expect(plain.steps[1].transition?.animation == UpdateAnimation())
    #expect(plain.steps[1].transition?.frames.count == 19)
    #expect(
      FramesWriter.json(for: plain).contains(
        #"}}, "animation": {"duration": 0.3, "fps": 60, "curve": "easeInOut"},"#))
    let spring = try ScenarioDecoder.decode(
      Array(
        json(
          #", "animation": {"duration": 0.25, "fps": 30, "curve": {"spring": {"damping": 0.8, "response": 0.3}}}"#
        ).utf8)
    ).frames()
    #expect(
      spring.steps[1].transition?.animation
        == UpdateAnimation(duration: 0.25, fps: 30, curve: .spring(damping: 0.8, response: 0.3)))
  }

  /// Per step kind: an animated scroll is 0.3 s linear; a pan and a fling are recorded
  /// motions (their `release` says how), with no curve; a setLayout is 0.3 s ease in and
  /// out; an interactive transition's stretch follows its progress as keyframes, one a frame
  /// at 60 per second: 0 → 0.3 in 6 frames is 0, 0.05, … 0.3 over 0.1 s, and a cancel from
  /// 0.3 is 0.3 → 0 linearly in 0.3 × 0.3 = 0.09 s.
  @Test func eachStepKindSaysItsCurveOrNone() throws {
    let json = #"""
      {"version": 1, "viewport": {"width": 320, "height": 480},
       "metrics": {"columns": 2, "rowHeight": 100}, "sections": [{"items": 40}],
       "steps": [
        {"pan": {"by": {"x": 0, "y": -300}, "frames": 20}},
        {"scroll": {"toItem": [0, 12], "animated": true}},
        {"fling": {"velocity": {"x": 0, "y": -800}}},
        {"setLayout": {"layout": {"kind": "grid", "metrics": {"columns": 3, "rowHeight": 100}}}},
        {"beginTransition": {"to": {"kind": "grid", "metrics": {"columns": 2, "rowHeight": 100}}}},
        {"transitionProgress": {"progress": 0.3, "frames": 6}},
        {"cancelTransition": {}}]}
      """#
    let frames = try ScenarioDecoder.decode(Array(json.utf8)).frames()
    // Keyframes to the thousandth, as the frames write them (0.3 / 6 is 0.04999…).
    let animations = frames.steps.dropFirst().map { $0.transition.map { $0.animation?.rounded } }
    #expect(
      animations == [
        .some(nil),
        UpdateAnimation(duration: 0.3, fps: 60, curve: .linear),
        .some(nil),
        UpdateAnimation(),
        nil,
        UpdateAnimation(
          duration: 0.1, fps: 60, curve: .keyframes([0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3])),
        UpdateAnimation(duration: 0.09, fps: 60, curve: .keyframes([0.3, 0])),
      ])
  }

  /// Every curve, and a transition without one, written and read back: the same value and
  /// the same bytes.
  @Test(arguments: [
    nil, UpdateAnimation(), UpdateAnimation(duration: 0, fps: 1, curve: .linear),
    UpdateAnimation(duration: 2.5, fps: 240, curve: .easeIn),
    UpdateAnimation(duration: 1, fps: 24, curve: .easeOut),
    UpdateAnimation(duration: 0.808, fps: 60, curve: .spring(damping: 0.5, response: 0.25)),
    UpdateAnimation(duration: 0.05, fps: 60, curve: .keyframes([0.3, 0.35, 0.4, 0.45])),
    UpdateAnimation(duration: 0.1, fps: 60, curve: .keyframes([])),
  ])
  func readingWritesTheSameBytes(animation: UpdateAnimation?) throws {
    var frames = TinyFrames.frames
    frames.steps[1].transition?.animation = animation
    let bytes = FramesWriter.utf8(for: frames)
    let read = try FramesReader.read(bytes)
    #expect(read == frames)
    #expect(FramesWriter.utf8(for: read) == bytes)
  }

  /// A spring a scenario accepts (damping 0.0004 > 0) is written to thousandths, "damping": 0,
  /// and the frames the engine wrote are read back (the reader once refused them).
  @Test func aSpringThatRoundsToZeroIsReadBack() throws {
    var frames = TinyFrames.frames
    frames.steps[1].transition?.animation = UpdateAnimation(
      duration: 0.3, fps: 0.0004, curve: .spring(damping: 0.0004, response: 0.3))
    let bytes = FramesWriter.utf8(for: frames)
    #expect(
      String(decoding: bytes, as: UTF8.self).contains(
        #""fps": 0, "curve": {"spring": {"damping": 0, "response": 0.3}}"#))
    let read = try FramesReader.read(bytes)
    #expect(read.steps[1].transition?.animation?.curve == .spring(damping: 0, response: 0.3))
    #expect(FramesWriter.utf8(for: read) == bytes)
  }

  @Test func wrongAnimationsAreLocated() {
    #expect(
      issues(#"{"duration": -1, "fps": -60, "curve": "bouncy"}"#) == [
        "steps[0].transition.animation.duration: expected a number >= 0, got -1",
        "steps[0].transition.animation.fps: expected a number >= 0, got -60",
        #"steps[0].transition.animation.curve: expected one of "linear", "easeIn", "easeOut", "easeInOut", an object {"spring": {"damping": N, "response": N}} or an object {"keyframes": [N, ...]}, got "bouncy""#,
      ])
    #expect(
      issues(#"{"duration": 0.3, "curve": 3}"#) == [
        #"steps[0].transition.animation: missing required key "fps""#,
        #"steps[0].transition.animation.curve: expected one of "linear", "easeIn", "easeOut", "easeInOut", an object {"spring": {"damping": N, "response": N}} or an object {"keyframes": [N, ...]}, got a number"#,
      ])
    #expect(
      issues(#"{"duration": 0.3, "fps": 60, "curve": {"spring": {"damping": -1}}}"#) == [
        #"steps[0].transition.animation.curve.spring: missing required key "response""#,
        "steps[0].transition.animation.curve.spring.damping: expected a number >= 0, got -1",
      ])
    #expect(
      issues(#"{"duration": 0.3, "fps": 60, "curve": {"spring": [1, 1]}}"#) == [
        #"steps[0].transition.animation.curve.spring: expected an object {"damping": N, "response": N}, got an array"#
      ])
    #expect(
      issues(#"{"duration": 0.3, "fps": 60, "curve": {"keyframes": [0, "half", 1]}}"#) == [
        "steps[0].transition.animation.curve.keyframes[1]: expected a number, got a string"
      ])
    #expect(
      issues(#"{"duration": 0.3, "fps": 60, "curve": {"keyframes": 0.5}}"#) == [
        "steps[0].transition.animation.curve.keyframes: expected an array of numbers, got a number"
      ])
    #expect(
      issues(#"{"duration": 0.3, "fps": 60, "curve": {"bezier": [0, 0, 1, 1]}}"#) == [
        #"steps[0].transition.animation.curve: expected exactly one key ("spring" or "keyframes"), got none"#
      ])
    #expect(
      issues(
        #"{"duration": 0.3, "fps": 60, "curve": {"spring": {"damping": 1, "response": 1}, "keyframes": [0, 1]}}"#
      ) == [
        #"steps[0].transition.animation.curve: expected exactly one key ("spring" or "keyframes"), got 2: "spring", "keyframes""#
      ])
    #expect(
      issues(#""linear""#) == [
        "steps[0].transition.animation: expected an object, got a string"
      ])
  }

  // MARK: - Helpers

  /// The issues of reading a frames document whose one update step's transition has
  /// `animation`, one `location: message` line each; none when it reads.
  private func issues(_ animation: String) -> [String] {
    let text = """
      {"format": "collection-layout/frames", "version": 1,
       "viewport": {"width": 320, "height": 480},
       "contentInset": {"top": 0, "left": 0, "bottom": 0, "right": 0},
       "displayScale": 2,
       "steps": [
        {"index": 0, "action": "update",
         "viewport": {"width": 320, "height": 480},
         "contentOffset": {"x": 0, "y": 0},
         "contentSize": {"width": 320, "height": 44},
         "transition": {"from": {"contentOffset": {"x": 0, "y": 0}, "contentSize": {"width": 320, "height": 44}}, "animation": \(animation),
          "changes": [],
          "frames": []},
         "elements": []}
       ]}

      """
    do {
      _ = try FramesReader.read(text)
      return []
    } catch {
      return error.issues.map(\.description)
    }
  }
}

extension UpdateAnimation {
  /// The animation with its keyframes rounded to the thousandth, as the frames write them.
  fileprivate var rounded: UpdateAnimation {
    guard case .keyframes(let values) = curve else { return self }
    var copy = self
    copy.curve = .keyframes(values.map { ($0 * 1000).rounded() / 1000 })
    return copy
  }
}
