/// Sampling an update's animation into frames.
extension LayoutUpdate {
  /// The animation sampled every `1 / fps` seconds from 0, plus a last frame at `duration`
  /// (at least two frames). Each frame interpolates every record's frame and alpha between
  /// its initial and final attributes, and the content offset from the old offset to the
  /// target, by the curve's progress; the first frame is the initial state and the last the
  /// final state exactly (a spring is cut off there). A frame lists the records whose
  /// interpolated frames intersect the visible rect at its offset.
  public func animationFrames(for changes: [ElementChange]) -> [AnimationFrame] {
    animationFrames(for: changes, limit: .max) ?? []
  }

  /// The number of intervals between samples (see ``UpdateAnimation/sampleIntervals``).
  var animationIntervals: Int { batch.animation.sampleIntervals }

  /// The frames of ``animationFrames(for:)``, or `nil` as soon as they number more than
  /// `limit` records: each frame counts as one record, plus one per element it lists.
  func animationFrames(for changes: [ElementChange], limit: Int) -> [AnimationFrame]? {
    let timeline = timeline(for: changes)
    let intervals = animationIntervals
    var listed = 0
    let viewport = timeline.viewport
    let samples = (0...intervals).map { index in
      let time =
        index == intervals ? timeline.animation.duration : Double(index) / timeline.animation.fps
      // The function of time at the frame's time; the last frame is the final state even
      // when the duration is 0 (both frames at time 0: the function at 0, then just after).
      let progress = index == intervals ? 1 : timeline.progress(at: time)
      return (time: time, progress: progress, offset: timeline.offset(atProgress: progress))
    }
    // Only the records that some frame can show are interpolated frame by frame: with every
    // element listed, most records never meet the viewport (see `SampledRecord`).
    let candidates = SampledRecord.candidates(
      in: changes, samples: samples.map { ($0.progress, $0.offset) }, viewport: viewport)
    var frames: [AnimationFrame] = []
    frames.reserveCapacity(min(intervals + 1, 100_000))
    for (index, sample) in samples.enumerated() {
      let visible = LayoutRect(origin: sample.offset, size: viewport)
      var elements: [AnimatedElement] = []
      for record in candidates {
        // The timeline's interpolation (``TransitionTimeline/element(_:at:)``), read from the
        // record's compact copy.
        let frame = TransitionTimeline.interpolate(
          record.initialFrame, record.finalFrame, sample.progress)
        guard frame.intersects(visible) else { continue }
        elements.append(
          AnimatedElement(
            id: changes[record.index].id, change: record.index, frame: frame,
            alpha: TransitionTimeline.alpha(
              record.initialAlpha, record.finalAlpha, sample.progress)))
      }
      listed = listed.saturatingAdding(elements.count).saturatingAdding(1)
      guard listed <= limit else { return nil }
      frames.append(
        AnimationFrame(
          frame: index, time: sample.time, contentOffset: sample.offset, elements: elements))
    }
    return frames
  }

  /// The animation of this update as a function of time (see ``TransitionTimeline``), for
  /// `changes` (``changes(for:)``): what the sampled frames are samples of.
  public func timeline(for changes: [ElementChange]) -> TransitionTimeline {
    TransitionTimeline(
      animation: batch.animation, fromContentOffset: oldContentOffset,
      toContentOffset: targetContentOffset, viewport: newLayout.environment.viewport,
      changes: changes)
  }

  /// The transition of this update for a frames step.
  public func transition(for mode: OutputMode) -> LayoutTransition {
    let changes = changes(for: mode)
    return LayoutTransition(
      fromContentOffset: oldContentOffset, fromContentSize: oldLayout.contentSize,
      changes: changes, frames: animationFrames(for: changes))
  }

  /// The transition of ``transition(for:)``, or `nil` as soon as its change records,
  /// animation frames and animated elements together number more than `limit`.
  package func transition(for mode: OutputMode, limit: Int) -> LayoutTransition? {
    guard let changes = changes(for: mode, limit: limit),
      let frames = animationFrames(for: changes, limit: limit - changes.count)
    else { return nil }
    return LayoutTransition(
      fromContentOffset: oldContentOffset, fromContentSize: oldLayout.contentSize,
      changes: changes, frames: frames)
  }

}

extension LayoutTransition {
  /// The number of element records the transition holds, as the output limit counts them: its
  /// change records, its animation frames (one record each) and their elements.
  package var recordCount: Int {
    frames.reduce(changes.count) {
      $0.saturatingAdding($1.elements.count).saturatingAdding(1)
    }
  }
}
