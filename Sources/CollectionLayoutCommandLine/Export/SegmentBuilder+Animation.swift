import CollectionLayout

/// The elements of an update step: one box per change record, sampled at every sample of the
/// animation.
///
/// A sample lists only the records in view at its moment. Where a record is not listed (it is
/// outside the viewport then) its place is interpolated between its initial and final
/// attributes by the animation's progress at that sample, as the engine interpolates every
/// record (see `FramesFormat`): the progress is read from the sample itself, from the content
/// offset or the listed record that moves most, or, when nothing listed moves, taken as the
/// fraction of the duration. So an element entering the viewport glides in rather than
/// appearing at the sample it is first listed in. A record listed in no sample is never in
/// view and has no box.
extension SegmentBuilder {
  /// Adds a box for every change record of `transition` that some sample lists.
  mutating func addAnimation(of transition: LayoutTransition) {
    let samples = transition.frames
    guard let first = samples.first, let last = samples.last else { return }
    // The listed elements of each sample, by change record.
    let listed: [[Int: AnimatedElement]] = samples.map { frame in
      Dictionary(frame.elements.map { ($0.change, $0) }, uniquingKeysWith: { kept, _ in kept })
    }
    let times = segment.sampleTimes
    let progress = samples.indices.map { index in
      Self.progress(
        at: index, of: transition, listed: listed[index], first: first, last: last,
        times: times)
    }
    let reusedIDs = Set(transition.changes.compactMap(\.after))
    for (index, record) in transition.changes.enumerated() {
      guard listed.contains(where: { $0[index] != nil }) else { continue }
      let attributes = record.after == nil ? record.initial : record.final
      let hidden = attributes.isHidden
      var boxSamples: [ViewportBox.Sample] = []
      for (position, frame) in samples.enumerated() {
        let offset = frame.contentOffset
        if let element = listed[position][index] {
          boxSamples.append(
            sample(
              times[position], element.frame.offsetBy(dx: -offset.x, dy: -offset.y),
              hidden ? 0 : element.alpha, element.transform))
          continue
        }
        let fraction = progress[position]
        let rect = Self.interpolate(record.initial.frame, record.final.frame, fraction)
        let alpha = min(
          1, max(0, Self.interpolate(record.initial.alpha, record.final.alpha, fraction)))
        boxSamples.append(
          sample(
            times[position], rect.offsetBy(dx: -offset.x, dy: -offset.y), hidden ? 0 : alpha,
            LayoutTransform.interpolated(
              from: record.initial.transform, to: record.final.transform, progress: fraction)))
      }
      let deleted = record.after == nil && record.before.map(reusedIDs.contains) == true
      let isPinned = attributes.isPinned ?? false
      let box = box(
        .element(record.id, change: record.change),
        ElementNaming.name(of: attributes, deleted: deleted),
        .element(
          kind: record.id.kind, change: record.change, isPinned: isPinned, samples: boxSamples),
        boxSamples)
      elements.append((box, (attributes.zIndex, record.change == .kept ? 0 : 1, index)))
    }
  }

  /// The animation's progress at sample `index`: 0 at the first, 1 at the last; in between,
  /// read from the content offset or the listed record component that moves most from its
  /// initial to its final value, or the fraction of the duration when nothing moves.
  static func progress(
    at index: Int, of transition: LayoutTransition, listed: [Int: AnimatedElement],
    first: AnimationFrame, last: AnimationFrame, times: [Double]
  ) -> Double {
    if index == 0 { return 0 }
    if index == transition.frames.count - 1 { return 1 }
    let sample = transition.frames[index]
    var largest = 0.0
    var progress: Double?
    func consider(_ from: Double, _ to: Double, _ value: Double) {
      let change = to - from
      guard abs(change) > largest else { return }
      largest = abs(change)
      progress = (value - from) / change
    }
    consider(first.contentOffset.x, last.contentOffset.x, sample.contentOffset.x)
    consider(first.contentOffset.y, last.contentOffset.y, sample.contentOffset.y)
    for (change, element) in listed.sorted(by: { $0.key < $1.key })
    where transition.changes.indices.contains(change) {
      let record = transition.changes[change]
      consider(record.initial.frame.minX, record.final.frame.minX, element.frame.minX)
      consider(record.initial.frame.minY, record.final.frame.minY, element.frame.minY)
      consider(record.initial.frame.width, record.final.frame.width, element.frame.width)
      consider(record.initial.frame.height, record.final.frame.height, element.frame.height)
    }
    if let progress, progress.isFinite { return progress }
    let duration = times[times.count - 1] - times[0]
    return duration > 0 ? (times[index] - times[0]) / duration : 1
  }

  /// `from + (to - from) * progress`.
  static func interpolate(_ from: Double, _ to: Double, _ progress: Double) -> Double {
    from + (to - from) * progress
  }

  /// Each edge of `from` moved towards `to` by `progress`.
  static func interpolate(_ from: LayoutRect, _ to: LayoutRect, _ progress: Double) -> LayoutRect {
    LayoutRect(
      x: interpolate(from.minX, to.minX, progress), y: interpolate(from.minY, to.minY, progress),
      width: interpolate(from.width, to.width, progress),
      height: interpolate(from.height, to.height, progress))
  }
}
