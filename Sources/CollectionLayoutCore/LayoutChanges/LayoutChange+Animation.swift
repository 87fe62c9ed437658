/// Sampling a layout change's animation into frames, as an update's is sampled.
extension LayoutChange {
  /// The change animated by `animation`, for a frames entry: the records of
  /// ``changes(for:)`` and the frames sampled every `1 / fps` seconds from 0, plus a last
  /// frame at the duration. The first frame shows the old layout at ``oldContentOffset``, the
  /// last the new layout at ``targetContentOffset``.
  ///
  /// With a ``AnimationCurve/keyframes(_:)`` curve that does not go from 0 to 1 (a stretch of
  /// an interactive transition: 0.25 to 0.5, or 0.5 back to 0), the records are restated
  /// from the progress of the first keyframe to that of the last (``attributes(of:atProgress:)``)
  /// and the transition starts at the offset and content size of the first: the first frame
  /// shows every record's initial attributes and the last its final ones, as in every
  /// transition, and the frames between follow the keyframes (out and back again for a
  /// cancelled pinch, whose records start and end in the same place).
  /// `setCollectionViewLayout(_:animated: true)` is `UpdateAnimation()`: 0.3 s, ease in and
  /// out (PSTCollectionView's `animateWithDuration:.3`).
  public func transition(for mode: OutputMode, animation: UpdateAnimation) -> LayoutTransition {
    transition(for: mode, animation: animation, limit: .max)
      ?? LayoutTransition(
        fromContentOffset: oldContentOffset, fromContentSize: oldLayout.contentSize,
        changes: [], frames: [], animation: animation)
  }

  /// The transition of ``transition(for:animation:)``, or `nil` as soon as its records,
  /// frames and animated elements together number more than `limit`.
  package func transition(for mode: OutputMode, animation: UpdateAnimation, limit: Int)
    -> LayoutTransition?
  {
    guard let changes = changes(for: mode, limit: limit) else { return nil }
    let sampling = animationSampling(animation)
    var candidates: [SampledRecord] = []
    for index in changes.indices {
      if let candidate = sampling.filter.candidate(changes[index], at: index) {
        candidates.append(candidate)
      }
    }
    guard let frames = sampling.frames(from: candidates, limit: limit - changes.count) else {
      return nil
    }
    let start = animation.curve.initialProgress
    let end = animation.curve.finalProgress
    guard start != 0 || end != 1 else {
      return LayoutTransition(
        fromContentOffset: oldContentOffset, fromContentSize: oldLayout.contentSize,
        changes: changes, frames: frames, animation: animation)
    }
    // A stretch: each record restated from where it is at the first keyframe to where it is
    // at the last, so that the first frame shows every record's initial attributes and the
    // last its final ones, as in every transition.
    let restated = changes.map { record in
      var stretch = record
      stretch.initial = LayoutChange.attributes(of: record, atProgress: start)
      stretch.final = LayoutChange.attributes(of: record, atProgress: end)
      return stretch
    }
    return LayoutTransition(
      fromContentOffset: contentOffset(atProgress: start),
      fromContentSize: contentSize(atProgress: start), changes: restated, frames: frames,
      animation: animation)
  }

  /// This change animated by `animation`, as a function of time (see
  /// ``TransitionTimeline``), for `changes` (``changes(for:)``): what the sampled frames are
  /// samples of. It goes from ``oldContentOffset`` to ``targetContentOffset``, in the new
  /// layout's viewport.
  public func timeline(for changes: [ElementChange], animation: UpdateAnimation)
    -> TransitionTimeline
  {
    TransitionTimeline(
      animation: animation, fromContentOffset: oldContentOffset,
      toContentOffset: targetContentOffset, viewport: newLayout.environment.viewport,
      changes: changes)
  }

  /// The samples of `animation` and the filter of the records they may show.
  func animationSampling(_ animation: UpdateAnimation) -> AnimationSampling {
    let timeline = timeline(for: [], animation: animation)
    let intervals = animation.sampleIntervals
    let samples = (0...intervals).map { index in
      let time = index == intervals ? animation.duration : Double(index) / animation.fps
      let progress =
        index == intervals ? animation.curve.finalProgress : timeline.progress(at: time)
      return (time: time, progress: progress, offset: timeline.offset(atProgress: progress))
    }
    return AnimationSampling(
      samples: samples, viewport: timeline.viewport,
      filter: SampledRecordFilter(
        samples: samples.map { ($0.progress, $0.offset) }, viewport: timeline.viewport))
  }
}

extension LayoutChange {
  /// `record`'s attributes at `progress` of the change (0 its initial attributes, 1 its
  /// final ones): frame, alpha and transform interpolated as ``TransitionTimeline``
  /// interpolates them, the other attributes those of the nearer end.
  public static func attributes(of record: ElementChange, atProgress progress: Double)
    -> LayoutAttributes
  {
    if progress == 0 { return record.initial }
    if progress == 1 { return record.final }
    var element = progress < 0.5 ? record.initial : record.final
    element.frame = TransitionTimeline.interpolate(
      record.initial.frame, record.final.frame, progress)
    element.alpha = TransitionTimeline.alpha(record.initial.alpha, record.final.alpha, progress)
    element.transform = LayoutTransform.interpolated(
      from: record.initial.transform, to: record.final.transform, progress: progress)
    return element
  }
}

extension UpdateAnimation {
  /// The animation of an interactive transition's stretch: `progress` values one frame apart
  /// at `fps` frames per second (a ``AnimationCurve/keyframes(_:)`` curve lasting
  /// `(count - 1) / fps` seconds), so that frame `i` is at `progress[i]`. At least two values
  /// are expected; one value lasts one frame.
  public static func following(_ progress: [Double], fps: Double = 60) -> UpdateAnimation {
    let values = progress.count == 1 ? progress + progress : progress
    return UpdateAnimation(
      duration: Double(max(1, values.count - 1)) / fps, fps: fps, curve: .keyframes(values))
  }
}
