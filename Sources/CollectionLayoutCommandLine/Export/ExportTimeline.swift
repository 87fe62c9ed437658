import CollectionLayout

/// The clock both exports share: the steps laid end to end, each step the motion from the
/// step before it to its own state, then a hold on that state.
///
/// ```
///  step 0    step 1 (scroll)           step 2 (update, 0.3 s)
/// |--hold--|--motion 0.3 s--|--hold--|--animation--|--hold--|
/// 0       0.5              0.8      1.3           1.6      2.1   seconds
/// ```
/// - An update step's motion is its own animation, its samples at their own times
///   (``TransitionClock``).
/// - A step without an animation (scroll, resize, or any other action) moves linearly for
///   ``motionDuration``: the frames say where the content starts and ends, not how long it
///   takes.
/// - The initial layout (step 0) has no motion.
/// - Every step then holds its state for ``holdDuration``, so that each state stays on screen
///   and the next motion starts from rest.
///
/// Times are in seconds from the start of the export.
struct ExportTimeline: Hashable, Sendable {
  /// The motion of a step without an animation, in seconds: the engine's default update
  /// duration.
  static let motionDuration = 0.3
  /// How long every step's state is held after its motion, in seconds.
  static let holdDuration = 0.5

  /// One step on the clock.
  struct Segment: Hashable, Sendable {
    /// The step's index in the frames' steps.
    var step: Int
    /// When the segment starts, in seconds.
    var start: Double
    /// How long the motion lasts, in seconds: 0 for a segment without a previous state.
    var motionDuration: Double
    /// Whether the step's own animation (its transition's samples) is the motion; otherwise
    /// the motion is linear from the previous step's state.
    var isAnimation: Bool
    /// The times of the motion's samples, in seconds from the start of the export: every
    /// sample of the animation; `[start, motionEnd]` for a linear motion; `[start]` without
    /// a motion.
    var sampleTimes: [Double]

    /// When the motion ends and the hold begins.
    var motionEnd: Double { start + motionDuration }
    /// When the segment ends: after its hold.
    var end: Double { motionEnd + ExportTimeline.holdDuration }
    /// Whether the segment moves from a previous state (every step but a lone step 0).
    var hasMotion: Bool { sampleTimes.count > 1 }
  }

  /// The segments, in time order, end to end.
  var segments: [Segment]

  /// The duration of the whole export, in seconds.
  var duration: Double { segments.last?.end ?? 0 }

  /// The clock of `steps` of `frames`: every step from the initial layout, or one step
  /// starting at time 0. Throws when the frames have no steps or the step does not exist.
  init(frames: FramesDocument, steps: StepSelection) throws(ExportError) {
    let count = frames.steps.count
    guard count > 0 else {
      throw ExportError("steps: expected at least 1 step (the initial layout), got none")
    }
    let indexes: [Int]
    switch steps {
    case .all:
      indexes = Array(0..<count)
    case .step(let index):
      guard (0..<count).contains(index) else {
        let range = count == 1 ? "(0)" : "(0 ... \(count - 1))"
        throw ExportError(
          "--step \(index): the frames have \(count) step\(count == 1 ? "" : "s") \(range)")
      }
      indexes = [index]
    }
    var segments: [Segment] = []
    var start = 0.0
    for index in indexes {
      let segment = Self.segment(of: frames, step: index, start: start)
      segments.append(segment)
      start = segment.end
    }
    self.segments = segments
  }

  /// The segment of step `index` starting at `start`.
  static func segment(of frames: FramesDocument, step index: Int, start: Double) -> Segment {
    guard index > 0 else {
      return Segment(
        step: index, start: start, motionDuration: 0, isAnimation: false, sampleTimes: [start])
    }
    if let transition = frames.steps[index].transition, !transition.frames.isEmpty {
      let times = TransitionClock.sampleTimes(of: transition)
      let duration = max(0, times.last ?? 0)
      return Segment(
        step: index, start: start, motionDuration: duration, isAnimation: true,
        sampleTimes: times.map { start + $0 })
    }
    return Segment(
      step: index, start: start, motionDuration: motionDuration, isAnimation: false,
      sampleTimes: [start, start + motionDuration])
  }

  /// The composition's frame rate when none is asked for: the sample rate of the first
  /// animation on the clock, or 60.
  func defaultFramesPerSecond(of frames: FramesDocument) -> Double {
    for segment in segments where segment.isAnimation {
      if let transition = frames.steps[segment.step].transition,
        let rate = TransitionClock.sampleRate(of: transition)
      {
        return rate
      }
    }
    return 60
  }
}
