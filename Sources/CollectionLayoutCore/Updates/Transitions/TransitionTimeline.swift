/// An update's animation as a function of time: the attributes of every element of the
/// transition, and the content offset, at any time `t` in seconds, for a renderer drawing at
/// any frame rate (120 Hz, a variable refresh rate) instead of at the sampled frames.
///
/// ```
///  progress p(t)     t <= 0: 0        0 < t < duration: curve.progress(at: t, duration:)
///  1 ┤      ╭──────  t >= duration: 1 (a spring is cut off there, as the last frame is)
///    │    ╭─╯
///  0 ┼────╯
///    0   sampled frames: t = i / fps for i < intervals, and t = duration   ──▶ t (seconds)
/// ```
///
/// Each record's frame is `initial + (final - initial) · p` coordinate by coordinate (`final`
/// exactly at `p == 1`), its opacity likewise but kept within 0 ... 1 (a spring may
/// overshoot), its transform number by number (``LayoutTransform/interpolated(from:to:progress:)``,
/// the identity for an end without one), and the content offset goes from
/// ``fromContentOffset`` to ``toContentOffset`` by the same progress.
///
/// The sampled animation frames of a transition (``LayoutTransition/frames``) are this
/// function evaluated at each frame's ``AnimationFrame/time`` and filtered by the visible rect
/// at the offset: ``visibleElements(at:)`` gives a sampled frame's elements bit for bit.
public struct TransitionTimeline: Hashable, Sendable {
  /// The animation: its duration (seconds), curve, and frame rate (used only by the sampled
  /// frames).
  public var animation: UpdateAnimation
  /// The content offset when the animation starts, in points.
  public var fromContentOffset: LayoutPoint
  /// The content offset when it ends (the update's target), in points.
  public var toContentOffset: LayoutPoint
  /// The viewport's size during the animation (the new layout's), in points.
  public var viewport: LayoutSize
  /// The change records, as in ``LayoutTransition/changes``.
  public var changes: [ElementChange]

  /// Creates a timeline.
  ///
  /// - Parameters:
  ///   - animation: The animation's duration, curve and frame rate.
  ///   - fromContentOffset: The content offset at time 0, in points.
  ///   - toContentOffset: The content offset from `animation.duration` on, in points.
  ///   - viewport: The viewport's size, in points.
  ///   - changes: The change records.
  public init(
    animation: UpdateAnimation, fromContentOffset: LayoutPoint, toContentOffset: LayoutPoint,
    viewport: LayoutSize, changes: [ElementChange]
  ) {
    self.animation = animation
    self.fromContentOffset = fromContentOffset
    self.toContentOffset = toContentOffset
    self.viewport = viewport
    self.changes = changes
  }

  /// The animation's progress at `time` seconds: 0 at or before 0 (and for NaN), 1 at or
  /// after the duration (a keyframe curve's first and last values instead), the curve's progress between (``AnimationCurve/progress(at:duration:)``;
  /// a spring may leave 0 ... 1).
  public func progress(at time: Double) -> Double {
    guard time > 0 else { return animation.curve.initialProgress }
    guard time < animation.duration else { return animation.curve.finalProgress }
    return animation.curve.progress(at: time, duration: animation.duration)
  }

  /// The content offset at `time` seconds, in points.
  public func contentOffset(at time: Double) -> LayoutPoint {
    offset(atProgress: progress(at: time))
  }

  /// The frame (content coordinates, points) and opacity of change record `change` (an index
  /// into ``changes``) at `time` seconds; `nil` when there is no such record.
  ///
  /// - Complexity: O(1).
  public func element(_ change: Int, at time: Double) -> AnimatedElement? {
    guard changes.indices.contains(change) else { return nil }
    return element(change, atProgress: progress(at: time))
  }

  /// Every change record's element at `time` seconds, in change-record order, whether
  /// visible or not; two may share an id (see ``visibleElements(at:)``).
  ///
  /// - Complexity: O(records).
  public func elements(at time: Double) -> [AnimatedElement] {
    let progress = progress(at: time)
    return changes.indices.map { element($0, atProgress: progress) }
  }

  /// The elements whose frames at `time` intersect the visible rect at ``contentOffset(at:)``,
  /// in change-record order: what a sampled animation frame at `time` lists.
  ///
  /// Two of them may have the same ``AnimatedElement/id``: a deleted record's element keeps
  /// its id from before the update while a kept, moved or inserted one takes that id after it
  /// (deleting item 0 while item 1 slides into its place shows two `item/0/0`, one fading
  /// out). An element is one record: tell them apart, and key them, by
  /// ``AnimatedElement/change``, the index of the record in ``changes``, whose
  /// ``ElementChange/change`` says what happened to it; an id names an element of one
  /// layout, not of the animation between two.
  ///
  /// - Complexity: O(records).
  public func visibleElements(at time: Double) -> [AnimatedElement] {
    let progress = progress(at: time)
    let visible = LayoutRect(origin: offset(atProgress: progress), size: viewport)
    var elements: [AnimatedElement] = []
    for index in changes.indices {
      let element = element(index, atProgress: progress)
      if element.frame.intersects(visible) { elements.append(element) }
    }
    return elements
  }

  /// The content offset at `progress`.
  func offset(atProgress progress: Double) -> LayoutPoint {
    LayoutPoint(
      x: TransitionTimeline.interpolate(fromContentOffset.x, toContentOffset.x, progress),
      y: TransitionTimeline.interpolate(fromContentOffset.y, toContentOffset.y, progress))
  }

  /// Record `index` at `progress`.
  func element(_ index: Int, atProgress progress: Double) -> AnimatedElement {
    let record = changes[index]
    return AnimatedElement(
      id: record.id, change: index,
      frame: TransitionTimeline.interpolate(record.initial.frame, record.final.frame, progress),
      alpha: TransitionTimeline.alpha(record.initial.alpha, record.final.alpha, progress),
      transform: LayoutTransform.interpolated(
        from: record.initial.transform, to: record.final.transform, progress: progress))
  }

  /// One coordinate at `progress`: `to` exactly at 1.
  static func interpolate(_ from: Double, _ to: Double, _ progress: Double) -> Double {
    progress == 1 ? to : from + (to - from) * progress
  }

  /// A frame at `progress`, coordinate by coordinate.
  static func interpolate(_ from: LayoutRect, _ to: LayoutRect, _ progress: Double) -> LayoutRect {
    LayoutRect(
      x: interpolate(from.minX, to.minX, progress), y: interpolate(from.minY, to.minY, progress),
      width: interpolate(from.width, to.width, progress),
      height: interpolate(from.height, to.height, progress))
  }

  /// An opacity at `progress`, kept within 0 ... 1.
  static func alpha(_ from: Double, _ to: Double, _ progress: Double) -> Double {
    min(1, max(0, interpolate(from, to, progress)))
  }
}

extension LayoutTransition {
  /// This transition as a function of time (see ``TransitionTimeline``), given what the frames
  /// do not store: the update's animation, the content offset it ends at (the step's content
  /// offset) and the viewport's size.
  ///
  /// - Parameters:
  ///   - animation: The update's animation (its batch's).
  ///   - targetContentOffset: The content offset after the update, in points.
  ///   - viewport: The viewport's size after the update, in points.
  public func timeline(
    animation: UpdateAnimation, targetContentOffset: LayoutPoint, viewport: LayoutSize
  ) -> TransitionTimeline {
    TransitionTimeline(
      animation: animation, fromContentOffset: fromContentOffset,
      toContentOffset: targetContentOffset, viewport: viewport, changes: changes)
  }
}
