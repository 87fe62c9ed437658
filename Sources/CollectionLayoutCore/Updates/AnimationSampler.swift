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
    let animation = batch.animation
    let intervals = animationIntervals
    var listed = 0
    let viewport = newLayout.environment.viewport
    let samples = (0...intervals).map { index in
      let time = index == intervals ? animation.duration : Double(index) / animation.fps
      let progress: Double
      switch index {
      case 0: progress = 0
      case intervals: progress = 1
      default: progress = animation.curve.progress(at: time, duration: animation.duration)
      }
      let offset = LayoutPoint(
        x: interpolate(oldContentOffset.x, targetContentOffset.x, progress),
        y: interpolate(oldContentOffset.y, targetContentOffset.y, progress))
      return (time: time, progress: progress, offset: offset)
    }
    // Only the records that some frame can show are interpolated frame by frame: with every
    // element listed, most records never meet the viewport (see `SampledRecord`).
    let candidates = SampledRecord.candidates(
      in: changes, samples: samples.map { ($0.progress, $0.offset) }, viewport: viewport)
    var frames: [AnimationFrame] = []
    frames.reserveCapacity(min(intervals + 1, 100_000))
    for (index, sample) in samples.enumerated() {
      let progress = sample.progress
      let visible = LayoutRect(origin: sample.offset, size: viewport)
      var elements: [AnimatedElement] = []
      for record in candidates {
        let frame = interpolate(record.initialFrame, record.finalFrame, progress)
        guard frame.intersects(visible) else { continue }
        elements.append(
          AnimatedElement(
            id: changes[record.index].id, change: record.index, frame: frame,
            // A spring may overshoot: frames follow it, opacity stays within 0 ... 1.
            alpha: min(
              1, max(0, interpolate(record.initialAlpha, record.finalAlpha, progress)))))
      }
      listed = listed.saturatingAdding(elements.count).saturatingAdding(1)
      guard listed <= limit else { return nil }
      frames.append(
        AnimationFrame(
          frame: index, time: sample.time, contentOffset: sample.offset, elements: elements))
    }
    return frames
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

private func interpolate(_ from: Double, _ to: Double, _ progress: Double) -> Double {
  progress == 1 ? to : from + (to - from) * progress
}

private func interpolate(_ from: LayoutRect, _ to: LayoutRect, _ progress: Double) -> LayoutRect {
  LayoutRect(
    x: interpolate(from.minX, to.minX, progress), y: interpolate(from.minY, to.minY, progress),
    width: interpolate(from.width, to.width, progress),
    height: interpolate(from.height, to.height, progress))
}
