import CollectionLayout
import Testing

@testable import CollectionLayoutCommandLine

/// The exports' clock: steps end to end, sample times read back from the frames.
@Suite struct ExportTimelineTests {
  /// Steps initial, scroll, update (0.3 s at 60 fps).
  static let frames: FramesDocument = {
    let item = ExportSamples.item(0, LayoutRect(x: 0, y: 0, width: 320, height: 44))
    let moved = ExportSamples.item(0, LayoutRect(x: 0, y: 44, width: 320, height: 44))
    let update = ExportSamples.transition(
      changes: [
        ElementChange(change: .moved, before: item.id, after: item.id, initial: item, final: moved)
      ], duration: 0.3, fps: 60, from: 100, to: 100)
    return ExportSamples.frames([
      ExportSamples.step(0, .initial, offset: 0, elements: [item]),
      ExportSamples.step(1, .scroll, offset: 100, elements: [item]),
      ExportSamples.step(2, .update, offset: 100, elements: [moved], transition: update),
    ])
  }()

  @Test func stepsAreLaidEndToEndWithAMotionAndAHold() throws {
    let timeline = try ExportTimeline(frames: Self.frames, steps: .all)
    let segments = timeline.segments
    #expect(segments.map(\.step) == [0, 1, 2])
    // initial: no motion, held 0.5 s; scroll: 0.3 s motion + 0.5 s; update: 0.3 s + 0.5 s.
    #expect(segments.map(\.start) == [0, 0.5, 1.3])
    #expect(segments.map(\.motionDuration) == [0, 0.3, 0.3])
    #expect(segments.map(\.isAnimation) == [false, false, true])
    #expect(segments[0].sampleTimes == [0])
    #expect(segments[1].sampleTimes == [0.5, 0.8])
    #expect(segments[2].sampleTimes.count == 19)
    #expect(abs(timeline.duration - 2.1) < 1e-12)
    #expect(timeline.defaultFramesPerSecond(of: Self.frames) == 60)
  }

  @Test func oneStepStartsAtTimeZero() throws {
    let timeline = try ExportTimeline(frames: Self.frames, steps: .step(2))
    #expect(timeline.segments.count == 1)
    #expect(timeline.segments[0].start == 0)
    #expect(timeline.segments[0].sampleTimes.first == 0)
    #expect(timeline.segments[0].sampleTimes.last == 0.3)
    let initial = try ExportTimeline(frames: Self.frames, steps: .step(0))
    #expect(initial.segments[0].sampleTimes == [0])
    #expect(initial.duration == 0.5)
    #expect(initial.defaultFramesPerSecond(of: Self.frames) == 60)
  }

  /// 0.3 s at 30 fps: 9 intervals, samples at k / 30 written 0, 0.033, 0.067, 0.1, ... 0.3.
  @Test func sampleTimesAreReadBackAsWholeFrames() {
    let transition = ExportSamples.transition(
      changes: [], duration: 0.3, fps: 30, from: 0, to: 0)
    #expect(
      transition.frames.map(\.time) == [0, 0.033, 0.067, 0.1, 0.133, 0.167, 0.2, 0.233, 0.267, 0.3])
    #expect(TransitionClock.sampleRate(of: transition) == 30)
    let times = TransitionClock.sampleTimes(of: transition)
    #expect(times.enumerated().allSatisfy { $0.element == Double($0.offset) / 30 })
    // The same in microseconds, as the trace writes them: 0, 33333, 66667, 100000, ...
    #expect(times.prefix(4).map(TraceDocument.microseconds) == [0, 33333, 66667, 100_000])
  }

  /// 3 intervals at 60 fps, written 0, 0.017, 0.033, 0.05: (3 - 1) / 0.033 is 60.6, but only
  /// 60 puts every sample within 0.0005 s of j / rate (1 / 61 = 0.0164 is not 0.017).
  @Test func theRateFitsEverySampleNotOnlyTheLast() {
    let transition = ExportSamples.transition(changes: [], duration: 0.05, fps: 60, from: 0, to: 0)
    #expect(transition.frames.map(\.time) == [0, 0.017, 0.033, 0.05])
    #expect(TransitionClock.sampleRate(of: transition) == 60)
    // Two regular samples fit 58, 59 and 60 (0.017 is within 0.0005 s of 1/58, 1/59, 1/60):
    // the common rate wins.
    let few = ExportSamples.transition(changes: [], duration: 0.02, fps: 60, from: 0, to: 0)
    #expect(few.frames.map(\.time) == [0, 0.017, 0.02])
    #expect(TransitionClock.sampleRate(of: few) == 60)
    let three = ExportSamples.transition(changes: [], duration: 0.04, fps: 60, from: 0, to: 0)
    #expect(three.frames.map(\.time) == [0, 0.017, 0.033, 0.04])
    #expect(TransitionClock.sampleRate(of: three) == 60)
  }

  /// 0.25 s at 30 fps: samples at k / 30 up to 7 / 30, then the duration.
  @Test func aDurationBetweenTwoFramesEndsOnTheDuration() {
    let transition = ExportSamples.transition(
      changes: [], duration: 0.25, fps: 30, from: 0, to: 0)
    let times = TransitionClock.sampleTimes(of: transition)
    #expect(times.count == 9)
    #expect(times[7] == 7.0 / 30)
    #expect(times[8] == 0.25)
  }

  @Test func aRateCannotBeReadFromTwoSamplesOrWrittenTimesThatAreNotFrames() {
    let short = ExportSamples.transition(changes: [], duration: 0.01, fps: 60, from: 0, to: 0)
    #expect(short.frames.count == 2)
    #expect(TransitionClock.sampleRate(of: short) == nil)
    #expect(TransitionClock.sampleTimes(of: short) == [0, 0.01])
    // Times that no whole rate fits (a hand-written file) are kept as written.
    var odd = ExportSamples.transition(changes: [], duration: 0.3, fps: 60, from: 0, to: 0)
    odd.frames[3].time = 0.06
    #expect(TransitionClock.sampleRate(of: odd) == nil)
    #expect(TransitionClock.sampleTimes(of: odd) == odd.frames.map(\.time))
    // 29.97 fps is not whole either.
    let video = ExportSamples.transition(changes: [], duration: 1, fps: 29.97, from: 0, to: 0)
    #expect(TransitionClock.sampleRate(of: video) == nil)
  }

  @Test func aStepThatDoesNotExistIsNamed() {
    #expect(throws: ExportError("--step 3: the frames have 3 steps (0 ... 2)")) {
      try ExportTimeline(frames: Self.frames, steps: .step(3))
    }
    let one = ExportSamples.frames([Self.frames.steps[0]])
    #expect(throws: ExportError("--step 1: the frames have 1 step (0)")) {
      try ExportTimeline(frames: one, steps: .step(1))
    }
    #expect(throws: ExportError("steps: expected at least 1 step (the initial layout), got none")) {
      try ExportTimeline(frames: ExportSamples.frames([]), steps: .all)
    }
  }
}
