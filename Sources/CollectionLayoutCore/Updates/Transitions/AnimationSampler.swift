/// Sampling an update's animation into frames.
extension LayoutUpdate {
  /// The animation sampled every `1 / fps` seconds from 0, plus a last frame at `duration`
  /// (at least two frames). Each frame interpolates every record's frame, alpha and transform between
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
    let sampling = animationSampling()
    var candidates: [SampledRecord] = []
    for index in changes.indices {
      if let candidate = sampling.filter.candidate(changes[index], at: index) {
        candidates.append(candidate)
      }
    }
    return sampling.frames(from: candidates, limit: limit)
  }

  /// The samples of the animation and the filter of the records they may show.
  func animationSampling() -> AnimationSampling {
    let timeline = timeline(for: [])
    let intervals = animationIntervals
    let samples = (0...intervals).map { index in
      let time =
        index == intervals ? timeline.animation.duration : Double(index) / timeline.animation.fps
      // The function of time at the frame's time; the last frame is the final state even
      // when the duration is 0 (both frames at time 0: the function at 0, then just after).
      let progress =
        index == intervals ? timeline.animation.curve.finalProgress : timeline.progress(at: time)
      return (time: time, progress: progress, offset: timeline.offset(atProgress: progress))
    }
    return AnimationSampling(
      samples: samples, viewport: timeline.viewport,
      filter: SampledRecordFilter(
        samples: samples.map { ($0.progress, $0.offset) }, viewport: timeline.viewport))
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
    transition(for: mode, limit: .max)
      ?? LayoutTransition(
        fromContentOffset: oldContentOffset, fromContentSize: oldLayout.contentSize, changes: [],
        frames: [], animation: batch.animation)
  }

  /// The transition of ``transition(for:)``, or `nil` as soon as its change records,
  /// animation frames and animated elements together number more than `limit`: the records
  /// of ``streamTransition(for:limit:_:)``, collected.
  package func transition(for mode: OutputMode, limit: Int) -> LayoutTransition? {
    var changes: [ElementChange] = []
    let streamed = streamTransition(for: mode, limit: limit) { record, _ in
      changes.append(record)
      return true
    }
    guard case .completed(_, let frames) = streamed else { return nil }
    return LayoutTransition(
      fromContentOffset: oldContentOffset, fromContentSize: oldLayout.contentSize,
      changes: changes, frames: frames, animation: batch.animation)
  }

  /// The transition of ``transition(for:limit:)`` without holding its change records: calls
  /// `body` with each record and its position, in order (``forEachChange(for:limit:_:)``),
  /// keeping of each only what the animation frames need of the records they may show
  /// (``SampledRecordFilter``), then samples the frames. Its records and frames count
  /// against `limit` as in ``transition(for:limit:)``; a record past it is not handed over.
  package func streamTransition(
    for mode: OutputMode, limit: Int, _ body: (ElementChange, Int) -> Bool
  ) -> StreamedTransition {
    let sampling = animationSampling()
    var candidates: [SampledRecord] = []
    let end = forEachChange(for: mode, limit: limit) { record, index in
      if let candidate = sampling.filter.candidate(record, at: index) {
        candidates.append(candidate)
      }
      return body(record, index)
    }
    switch end {
    case .overLimit: return .overLimit
    case .stopped: return .stopped
    case .completed(let count):
      guard let frames = sampling.frames(from: candidates, limit: limit - count) else {
        return .overLimit
      }
      return .completed(changeCount: count, frames: frames)
    }
  }
}

/// How a streamed transition ended (see ``LayoutUpdate/streamTransition(for:limit:_:)``).
package enum StreamedTransition: Sendable {
  /// Every change record was handed over, `changeCount` of them, and these are the frames.
  case completed(changeCount: Int, frames: [AnimationFrame])
  /// The records and frames number more than the limit.
  case overLimit
  /// The receiver of the records returned `false`.
  case stopped
}

/// The samples of an update's animation (time, progress and content offset of each sampled
/// frame) and the filter of the records they may show.
struct AnimationSampling {
  /// Each sampled frame's time (seconds), progress and content offset.
  let samples: [(time: Double, progress: Double, offset: LayoutPoint)]
  /// The viewport's size during the animation, in points.
  let viewport: LayoutSize
  /// Which records some sample may show.
  let filter: SampledRecordFilter

  /// The sampled frames, from the records some sample may show (in record order), or `nil`
  /// as soon as they number more than `limit` records: each frame counts as one record, plus
  /// one per element it lists.
  func frames(from candidates: [SampledRecord], limit: Int) -> [AnimationFrame]? {
    var listed = 0
    var frames: [AnimationFrame] = []
    frames.reserveCapacity(min(samples.count, 100_000))
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
            id: record.id, change: record.index, frame: frame,
            alpha: TransitionTimeline.alpha(
              record.initialAlpha, record.finalAlpha, sample.progress),
            transform: record.transforms.flatMap {
              LayoutTransform.interpolated(
                from: $0.initial, to: $0.final, progress: sample.progress)
            }))
      }
      listed = listed.saturatingAdding(elements.count).saturatingAdding(1)
      guard listed <= limit else { return nil }
      frames.append(
        AnimationFrame(
          frame: index, time: sample.time, contentOffset: sample.offset, elements: elements))
    }
    return frames
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
