/// How a finger moves a section that scrolls on its own (an orthogonal strip), for
/// ``CollectionViewLayout/sectionScrollFrames(ofSection:_:framesPerSecond:)``: the Swift
/// counterparts of the `fling` and `pan` steps with `section`.
public enum SectionScrollGesture: Hashable, Sendable {
  /// The finger lifts with `velocity`, in points per second of the section's content offset
  /// along x, positive toward its end (within ±``Fling/maximumVelocity``): a `fling` step
  /// with `section`.
  case fling(velocity: Double)
  /// The finger moves the section's content offset by `translation` points along x over
  /// `duration` seconds (>= 0), then lifts at rest: a `pan` step with `section`, whose
  /// duration is its `frames / fps`.
  case pan(translation: Double, duration: Double)
}

/// One frame of a section's motion: when it is, where the section's own scroller is, and the
/// layout with it there.
public struct SectionScrollFrame<Layout: CollectionViewLayout>: Sendable {
  /// The frame's index, from 0 (the layout before the motion).
  public let index: Int
  /// Its time, in seconds since the motion started: `index / framesPerSecond`.
  public let time: Double
  /// The section's own content offset, in points (past its range during a rubber band or a
  /// bounce).
  public let contentOffset: LayoutPoint
  /// The layout with the section's scroller there
  /// (``CollectionViewLayout/scrolled(section:through:)``); the collection view's own offset
  /// does not move.
  public let layout: Layout
}

/// A section's motion and its frames, from
/// ``CollectionViewLayout/sectionScrollFrames(ofSection:_:framesPerSecond:)``.
public struct SectionScrollFrames<Layout: CollectionViewLayout>: Sendable {
  /// The motion, a function of time (``SectionScrollMotion/offset(at:)``) for a renderer
  /// drawing at other times than the frames'.
  public let motion: SectionScrollMotion
  /// The frames per second sampled.
  public let framesPerSecond: Double
  /// The frames, from frame 0 (the layout before the motion, as given) to the first at or
  /// after the rest: `⌈duration × fps⌉ + 1` of them.
  public let frames: [SectionScrollFrame<Layout>]

  /// The layout at rest: the last frame's.
  public var restingLayout: Layout? { frames.last?.layout }
}

extension SectionScrollMotion {
  /// What makes a fling of a strip rest sooner, for the message of one that takes too many
  /// frames.
  package static let flingRemedy =
    "a lower velocity, or a faster decelerationRate in the section's "
    + "orthogonalScrollingProperties, rests sooner"
}

extension CollectionViewLayout {
  /// Moves section `section`'s own scroller (an orthogonal strip) as `gesture` does, and
  /// hands its frames at `framesPerSecond` (> 0, at most ``Limits/maximumFramesPerSecond``):
  /// the Swift counterpart of the `fling` and `pan` steps with `section`, whose frames are
  /// these, sampled at `index / fps` (``SectionScrollMotion``:
  /// ``sectionScrollMotion(ofSection:releasedWith:)``,
  /// ``sectionScrollMotion(ofSection:draggedBy:over:)``). The counterpart of
  /// ``scrollMotion(releasedAt:velocity:rate:)`` for a strip.
  ///
  /// The layout value changes at every frame (the strip's offset is part of it, and what the
  /// strip's visible-items effects make of its items), while the collection view's content
  /// offset does not: show each frame's layout with ``DisplayTracker/show(_:at:renaming:)``,
  /// which compares the elements shown, not ``DisplayTracker/scroll(_:to:)``, which expects
  /// one layout.
  ///
  /// ```swift
  /// let moved = try layout.sectionScrollFrames(ofSection: 1, .fling(velocity: -1500))
  /// var tracker = DisplayTracker<MyLayout>()
  /// for frame in moved.frames {
  ///   let events = tracker.show(frame.layout, at: contentOffset)
  ///   draw(frame.layout.visibleElements(at: contentOffset), events)
  /// }
  /// layout = moved.restingLayout ?? layout
  /// ```
  ///
  /// - Throws: A ``LayoutError`` located at the call's arguments: `section` when it does
  ///   not scroll on its own (the sections that do are listed), `framesPerSecond`,
  ///   `gesture.velocity` (finite, within ±``Fling/maximumVelocity``),
  ///   `gesture.translation` (within ±``Limits/maximumOffset``), `gesture.duration` (>= 0),
  ///   and `gesture` when the motion takes more than ``Fling/maximumFrameCount`` frames.
  /// - Complexity: One layout per frame, each O(sections) as a strip's offset changes.
  public func sectionScrollFrames(
    ofSection section: Int, _ gesture: SectionScrollGesture, framesPerSecond: Double = 60
  ) throws(LayoutError) -> SectionScrollFrames<Self> {
    var checker = RangeChecker()
    checker.checkPositive(
      framesPerSecond, at: "framesPerSecond", maximum: Limits.maximumFramesPerSecond)
    switch gesture {
    case .fling(let velocity):
      checker.checkVelocity(velocity, at: ValueLocation("gesture")["velocity"])
    case .pan(let translation, let duration):
      checker.checkOffset(translation, at: ValueLocation("gesture")["translation"])
      checker.checkNonNegative(
        duration, at: ValueLocation("gesture")["duration"],
        maximum: Double(Fling.maximumFrameCount) / max(framesPerSecond, 1))
    }
    guard checker.issues.isEmpty else { throw LayoutError(issues: checker.issues) }
    let found: SectionScrollMotion?
    switch gesture {
    case .fling(let velocity):
      found = sectionScrollMotion(ofSection: section, releasedWith: velocity)
    case .pan(let translation, let duration):
      found = sectionScrollMotion(ofSection: section, draggedBy: translation, over: duration)
    }
    guard let motion = found else {
      throw LayoutError(
        location: "section",
        message: SectionScroller.expectation(ofSection: section, among: sectionScrollers))
    }
    let count = RestingFrames.count(of: motion.duration, framesPerSecond: framesPerSecond)
    guard RestingFrames.fit(count) else {
      let message: String
      if motion.drag != nil {
        let finger = Int(
          RestingFrames.count(of: motion.dragDuration, framesPerSecond: framesPerSecond))
        message = RestingFrames.panMessage(
          fingerFrames: finger, restFrames: max(0, count - Double(finger)),
          restDuration: motion.release.duration, framesPerSecond: framesPerSecond,
          remedy: "a shorter duration leaves room for the rest")
      } else {
        message = RestingFrames.releaseMessage(
          duration: motion.duration, frames: count, framesPerSecond: framesPerSecond,
          remedy: SectionScrollMotion.flingRemedy)
      }
      throw LayoutError(location: "gesture", message: message)
    }
    let frames = (0...Int(count)).map { index in
      let time = Double(index) / framesPerSecond
      let offset = index == 0 ? motion.startOffset : motion.offset(at: time)
      return SectionScrollFrame(
        index: index, time: time, contentOffset: offset,
        layout: index == 0 ? self : scrolled(section: section, through: offset))
    }
    return SectionScrollFrames(motion: motion, framesPerSecond: framesPerSecond, frames: frames)
  }
}
