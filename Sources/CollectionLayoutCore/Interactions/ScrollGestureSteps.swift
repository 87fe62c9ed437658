/// A finger that lifts while the content moves: what a `fling` step plays (see
/// <doc:ScrollPhysics>). The content decelerates from the offset before the step, bounces
/// from an edge it reaches, and rests where the layout chooses
/// (``CollectionViewLayout/targetContentOffset(forProposedContentOffset:withScrollingVelocity:releasedAt:)``),
/// sampled at ``framesPerSecond`` until it rests.
public struct Fling: Hashable, Sendable {
  /// The velocity at release, in points per second of the content offset, positive toward
  /// the end of the content (as `scrollViewWillEndDragging` reports it, times 1000). Each
  /// component finite, within ±``maximumVelocity``.
  public var velocity: LayoutPoint
  /// How fast it slows down: ``DecelerationRate/normal`` (default), ``DecelerationRate/fast``
  /// or the velocity kept per millisecond, 0 < R < 1 (``DecelerationRate/init(perMillisecond:)``).
  public var decelerationRate: DecelerationRate
  /// The frames sampled per second, > 0, at most ``Limits/maximumFramesPerSecond``; default
  /// 60.
  public var framesPerSecond: Double
  /// The section whose own scroller is flung (a compositional strip), or `nil` for the
  /// collection view's content; default none. With it, the velocity's `x` is the strip's
  /// (its `y` must be 0), the collection view's offset is kept, the strip decelerates at its
  /// own rate (``decelerationRate`` is not read, and a scenario that gives one beside the
  /// section is refused) and rests where the layout says
  /// (``CollectionViewLayout/targetContentOffset(ofSection:forProposedContentOffset:withScrollingVelocity:releasedAt:)``).
  public var section: Int?

  /// The largest velocity a fling may have on each axis, in points per second: 100,000 (a
  /// hard flick reaches about 10,000).
  public static let maximumVelocity = 100_000.0
  /// The most frames a `fling` or `pan` step may sample, its bounce included: one minute at
  /// 60 frames per second. A fling that would take longer to rest is an error at its step.
  public static let maximumFrameCount = 3_600

  /// Creates a fling.
  public init(
    velocity: LayoutPoint, decelerationRate: DecelerationRate = .normal,
    framesPerSecond: Double = 60, section: Int? = nil
  ) {
    self.velocity = velocity
    self.decelerationRate = decelerationRate
    self.framesPerSecond = framesPerSecond
    self.section = section
  }
}

/// A finger that drags the content and lifts without velocity: what a `pan` step plays (see
/// <doc:ScrollPhysics>). The finger moves the content offset by ``translation`` in
/// ``frameCount`` equal steps; past an edge the content follows it with the rubber band
/// (``RubberBand``). Then the finger lifts, at rest: past an edge the content bounces back,
/// and the layout may still choose where it rests (a pager's nearest page); frames go on
/// until it rests.
public struct Pan: Hashable, Sendable {
  /// How far the finger moves the content offset, in points (the finger moves the other
  /// way on screen: `y` 100 drags the content up). Each component finite, within
  /// ±``Limits/maximumOffset``.
  public var translation: LayoutPoint
  /// The frames over which the finger moves, 1 ... ``Fling/maximumFrameCount``; default 1.
  public var frameCount: Int
  /// The frames sampled per second, > 0, at most ``Limits/maximumFramesPerSecond``; default
  /// 60.
  public var framesPerSecond: Double
  /// The section whose own scroller the finger drags (a compositional strip), or `nil` for
  /// the collection view's content; default none. With it, the translation's `x` is the
  /// strip's (its `y` must be 0), the collection view's offset is kept, the strip follows the
  /// finger with the rubber band past its ends (when it bounces) and rests by its behaviour
  /// (``CollectionViewLayout/sectionScrollMotion(ofSection:draggedBy:over:)``).
  public var section: Int?

  /// Creates a pan.
  public init(
    translation: LayoutPoint, frameCount: Int = 1, framesPerSecond: Double = 60,
    section: Int? = nil
  ) {
    self.translation = translation
    self.frameCount = frameCount
    self.framesPerSecond = framesPerSecond
    self.section = section
  }
}

extension StepAction {
  /// A `fling` step.
  public static let fling: StepAction = "fling"
  /// A `pan` step.
  public static let pan: StepAction = "pan"
}
