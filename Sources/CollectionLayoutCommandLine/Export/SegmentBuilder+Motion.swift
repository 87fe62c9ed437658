import CollectionLayout

/// The elements of a step without an animation (scroll, resize, or any other action): each
/// moves linearly from its place in the previous step to its place in this one, so that a
/// scroll is the content moving under the viewport.
///
/// - An element listed in both steps goes from one frame to the other (minus each step's
///   content offset).
/// - An element listed in one step only (it is out of view in the other) moves with the
///   content: its frame in the step that lists it, minus the other step's offset. Should
///   that place be in view (the element was not listed there, so it was not shown), its
///   opacity is 0 there.
/// - A pinned element stays where it is pinned: pinned in both steps, it does not move. Pinned
///   in one step only, it moves with the content until its natural place reaches its pinned
///   place, and stays there (or the reverse): the moment it pins or unpins is one more sample.
///
/// ```
///  viewport y                      natural place (moves with the content)
///   300 ─┐ ·
///        │    ·
///        │       ·   pins here
///     0 ─┼─────────●━━━━━━━━━━━━━━ pinned place
///        start                 end     time
/// ```
/// Elements in view at neither end, nor in between, have no box. A box is painted as in the
/// step it moves to: a header that pins on the way is outlined as pinned for the whole motion.
extension SegmentBuilder {
  /// Adds a box for every element listed in `previous` or `step` that is in view during the
  /// motion.
  mutating func addMotion(from previous: FrameStep, to step: FrameStep) {
    var earlier: [ElementID: LayoutAttributes] = [:]
    for element in previous.elements where earlier[element.id] == nil {
      earlier[element.id] = element
    }
    let later = Set(step.elements.map(\.id))
    let pairs: [(before: LayoutAttributes?, after: LayoutAttributes?)] =
      step.elements.map { (earlier[$0.id], $0) }
      + previous.elements.filter { !later.contains($0.id) }.map { ($0, nil) }
    // The largest of the two viewports: what is in view at some moment of the motion.
    let viewport = LayoutRect(
      x: 0, y: 0, width: max(previous.viewport.width, step.viewport.width),
      height: max(previous.viewport.height, step.viewport.height))
    var seen: Set<ElementID> = []
    for (position, pair) in pairs.enumerated() {
      guard let known = pair.after ?? pair.before, seen.insert(known.id).inserted else { continue }
      let samples = motionSamples(before: pair.before, after: pair.after, from: previous, to: step)
      guard Self.union(samples.map(\.rect)).intersects(viewport) else { continue }
      let isPinned = known.isPinned ?? false
      elements.append(
        (
          box(
            .element(known.id, change: nil), ElementNaming.name(of: known),
            .element(kind: known.kind, change: nil, isPinned: isPinned, samples: samples),
            samples),
          (known.zIndex, 0, position)
        ))
    }
  }

  /// The samples of one element moving from `previous` to `step`: at the start, at the
  /// moment it pins or unpins if it does, and at the end of the motion.
  func motionSamples(
    before: LayoutAttributes?, after: LayoutAttributes?, from previous: FrameStep,
    to step: FrameStep
  ) -> [ViewportBox.Sample] {
    guard let content = before?.frame ?? after?.frame else { return [] }
    let startOffset = previous.contentOffset
    let endOffset = step.contentOffset
    let startRect = (before?.frame ?? content).offsetBy(dx: -startOffset.x, dy: -startOffset.y)
    let endRect = (after?.frame ?? content).offsetBy(dx: -endOffset.x, dy: -endOffset.y)
    let startAlpha = Self.alpha(
      of: before, placedAt: startRect, in: previous.viewport, otherwise: after)
    let endAlpha = Self.alpha(of: after, placedAt: endRect, in: step.viewport, otherwise: before)
    let startTransform = (before ?? after)?.transform
    let endTransform = (after ?? before)?.transform
    var samples = [sample(segment.start, startRect, startAlpha, startTransform)]
    if let before, let after,
      let fraction = Self.pinningFraction(before: before, after: after, from: previous, to: step)
    {
      let pinned = (before.isPinned ?? false) ? startRect : endRect
      let rect = LayoutRect(
        x: Self.interpolate(startRect.minX, endRect.minX, fraction), y: pinned.minY,
        width: Self.interpolate(startRect.width, endRect.width, fraction),
        height: Self.interpolate(startRect.height, endRect.height, fraction))
      samples.append(
        sample(
          segment.start + fraction * segment.motionDuration, rect,
          Self.interpolate(startAlpha, endAlpha, fraction),
          LayoutTransform.interpolated(from: startTransform, to: endTransform, progress: fraction)))
    }
    samples.append(sample(segment.motionEnd, endRect, endAlpha, endTransform))
    return samples
  }

  /// The opacity of an element at one end of a motion: its own when listed there; otherwise
  /// that of the other end, or 0 when its assumed place would be in view.
  static func alpha(
    of attributes: LayoutAttributes?, placedAt rect: LayoutRect, in viewport: LayoutSize,
    otherwise other: LayoutAttributes?
  ) -> Double {
    if let attributes { return visibleAlpha(of: attributes) }
    if rect.intersects(LayoutRect(origin: .zero, size: viewport)) { return 0 }
    return other.map(visibleAlpha(of:)) ?? 0
  }

  /// The fraction of the motion (strictly between 0 and 1) at which an element pinned at one
  /// end only reaches its pinned place, moving with the content from its natural place (its
  /// frame where it is not pinned); `nil` when it is pinned at both ends or neither, or never
  /// meets its pinned place during the motion.
  static func pinningFraction(
    before: LayoutAttributes, after: LayoutAttributes, from previous: FrameStep,
    to step: FrameStep
  ) -> Double? {
    let pinnedBefore = before.isPinned ?? false
    guard pinnedBefore != (after.isPinned ?? false) else { return nil }
    let natural = pinnedBefore ? after.frame.minY : before.frame.minY
    let pinnedPlace =
      pinnedBefore
      ? before.frame.minY - previous.contentOffset.y : after.frame.minY - step.contentOffset.y
    let startPlace = natural - previous.contentOffset.y
    let endPlace = natural - step.contentOffset.y
    guard endPlace != startPlace else { return nil }
    let fraction = (pinnedPlace - startPlace) / (endPlace - startPlace)
    guard fraction.isFinite, fraction > 0, fraction < 1 else { return nil }
    return fraction
  }

  /// The smallest rectangle that holds every one of `rects`.
  static func union(_ rects: [LayoutRect]) -> LayoutRect {
    guard let first = rects.first else { return .zero }
    var minX = first.minX
    var minY = first.minY
    var maxX = first.maxX
    var maxY = first.maxY
    for rect in rects.dropFirst() {
      minX = min(minX, rect.minX)
      minY = min(minY, rect.minY)
      maxX = max(maxX, rect.maxX)
      maxY = max(maxY, rect.maxY)
    }
    return LayoutRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
