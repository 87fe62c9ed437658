/// The motion of a section that scrolls on its own (a compositional strip: a
/// ``SectionScroller``) under a finger, as its own scroll view moves: a fling (released with a
/// velocity) or a pan (a finger dragging it, then lifting at rest). Along the strip's `x`;
/// its `y` stays. A renderer asks it at each frame's time, and lays out the strip there with
/// ``CollectionViewLayout/scrolled(section:through:)``. Build it with
/// ``CollectionViewLayout/sectionScrollMotion(ofSection:releasedWith:)`` or
/// ``CollectionViewLayout/sectionScrollMotion(ofSection:draggedBy:over:)``.
///
/// ```
///  t = 0            dragDuration                                duration
///  ├── drag ────────┼── release ─────────────────────────────────┤ rest
///   the finger       decelerates (a fling), springs back past an end,
///   (a pan only)     or decelerates to where the layout rests it (a page)
/// ```
public struct SectionScrollMotion: Hashable, Sendable {
  /// The section, >= 0.
  public let section: Int
  /// The section's content offset when the motion starts, in points.
  public let startOffset: LayoutPoint
  /// The finger's drag along x, for a pan; `nil` for a fling.
  public let drag: ScrollAxisDrag?
  /// How long the finger drags, in seconds, >= 0: 0 for a fling.
  public let dragDuration: Double
  /// The velocity along x when the finger lifts, in points per second (0 after a pan).
  public let releaseVelocity: Double
  /// The motion after the finger lifts, its time counted from the release.
  public let release: ScrollAxisMotion

  /// Creates a motion; ``CollectionViewLayout/sectionScrollMotion(ofSection:releasedWith:)``
  /// and ``CollectionViewLayout/sectionScrollMotion(ofSection:draggedBy:over:)`` build the
  /// scroll view's.
  public init(
    section: Int, startOffset: LayoutPoint, drag: ScrollAxisDrag?, dragDuration: Double,
    releaseVelocity: Double, release: ScrollAxisMotion
  ) {
    self.section = section
    self.startOffset = startOffset
    self.drag = drag
    self.dragDuration = drag == nil ? 0 : max(0, dragDuration)
    self.releaseVelocity = releaseVelocity
    self.release = release
  }

  /// When the section rests, in seconds since the motion started, >= 0.
  public var duration: Double { dragDuration + release.duration }

  /// Where the section rests, in points.
  public var restingOffset: LayoutPoint {
    LayoutPoint(x: release.restingOffset, y: startOffset.y)
  }

  /// The section's content offset at `time` seconds, in points: the finger's until
  /// ``dragDuration`` (its progress `time / dragDuration`), then the release's;
  /// ``restingOffset`` from ``duration`` on.
  public func offset(at time: Double) -> LayoutPoint {
    if let drag, time < dragDuration {
      return LayoutPoint(x: drag.offset(atProgress: max(0, time) / dragDuration), y: startOffset.y)
    }
    return LayoutPoint(x: release.offset(at: time - dragDuration), y: startOffset.y)
  }
}

extension CollectionViewLayout {
  /// The motion of section `section`'s own scroller released at its offset with `velocity`
  /// (points per second of its content offset along x, positive toward its end), as a `fling`
  /// step with `section` plays it; `nil` when the section does not scroll on its own:
  ///
  /// 1. A section that does not scroll horizontally
  ///    (``SectionScroller/scrollsHorizontally``) ignores the velocity.
  /// 2. It decelerates at ``decelerationRate(ofSection:)`` within its valid offsets, and
  ///    bounces from the end it reaches (stops there when it does not bounce).
  /// 3. Where that rests is proposed to
  ///    ``targetContentOffset(ofSection:forProposedContentOffset:withScrollingVelocity:releasedAt:)``;
  ///    when the answer differs, it decelerates to rest exactly there
  ///    (``ScrollAxisMotion/retargeted(to:from:within:rate:)``).
  public func sectionScrollMotion(ofSection section: Int, releasedWith velocity: Double)
    -> SectionScrollMotion?
  {
    guard let scroller = sectionScroller(section) else { return nil }
    let start = scroller.contentOffset
    let velocity = scroller.scrollsHorizontally ? velocity : 0
    return SectionScrollMotion(
      section: section, startOffset: start, drag: nil, dragDuration: 0,
      releaseVelocity: velocity,
      release: releaseMotion(of: scroller, at: start.x, velocity: velocity))
  }

  /// The motion of section `section`'s own scroller under a finger that moves its content
  /// offset by `translation` points along x over `duration` seconds, then lifts at rest, as a
  /// `pan` step with `section` plays it; `nil` when the section does not scroll on its own:
  ///
  /// 1. The strip follows the finger (``ScrollAxisDrag``): past an end, with the rubber band
  ///    of its frame's width when it bounces (``SectionScroller/bounces``), else it stops
  ///    there; a strip that does not scroll horizontally stays.
  /// 2. The finger lifts without velocity: past an end the strip springs back; inside, it
  ///    rests where
  ///    ``targetContentOffset(ofSection:forProposedContentOffset:withScrollingVelocity:releasedAt:)``
  ///    says (a paging strip settles on its nearest page), decelerating there at
  ///    ``decelerationRate(ofSection:)``.
  public func sectionScrollMotion(
    ofSection section: Int, draggedBy translation: Double, over duration: Double
  ) -> SectionScrollMotion? {
    guard let scroller = sectionScroller(section) else { return nil }
    let start = scroller.contentOffset
    let drag = ScrollAxisDrag(
      from: start.x, by: translation, within: scroller.validContentOffsets.x,
      rubberBand: scroller.bounces ? RubberBand(dimension: scroller.frame.width) : nil,
      follows: scroller.scrollsHorizontally)
    let released = drag.offset(atProgress: 1)
    return SectionScrollMotion(
      section: section, startOffset: start, drag: drag, dragDuration: duration,
      releaseVelocity: 0, release: releaseMotion(of: scroller, at: released, velocity: 0))
  }

  /// The motion of `scroller` after a release at `offset` along x with `velocity`: its
  /// deceleration and bounce, moved to the layout's target.
  private func releaseMotion(of scroller: SectionScroller, at offset: Double, velocity: Double)
    -> ScrollAxisMotion
  {
    let valid = scroller.validContentOffsets.x
    let rate = decelerationRate(ofSection: scroller.section)
    let natural = ScrollAxisMotion(
      releasedAt: offset, velocity: velocity, rate: rate, within: valid,
      bounces: scroller.bounces)
    let y = scroller.contentOffset.y
    let target = targetContentOffset(
      ofSection: scroller.section,
      forProposedContentOffset: LayoutPoint(x: natural.restingOffset, y: y),
      withScrollingVelocity: LayoutPoint(x: velocity, y: 0),
      releasedAt: LayoutPoint(x: offset, y: y)
    ).x
    return natural.retargeted(to: target, from: offset, within: valid, rate: rate)
  }
}
