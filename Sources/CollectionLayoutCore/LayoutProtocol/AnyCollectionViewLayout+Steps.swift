/// What the steps ask an ``AnyCollectionViewLayout``: interactions, measuring, settling,
/// resizing, section scrolling and fling targets, each forwarded to the base, the layouts it
/// returns wrapped again.
extension AnyCollectionViewLayout {
  // MARK: - Interactions and section settings

  /// The base's outcome of `step` played from `contentOffset` (points), its layout wrapped;
  /// throws what the base throws (a step the base's kind does not play).
  public func playing(_ step: InteractionStep, from contentOffset: LayoutPoint) throws(StepError)
    -> InteractionOutcome<AnyCollectionViewLayout>
  {
    try Self.playing(step, on: base, from: contentOffset)
  }

  /// The base's cascaded settings of `section`; `nil` when there is no such section.
  public func sectionSettings(ofSection section: Int) -> SectionSettings? {
    base.sectionSettings(ofSection: section)
  }

  /// The base's swipe actions of `section` at `edge`, the first outermost.
  public func swipeActions(ofSection section: Int, at edge: SwipeEdge) -> [EditAction] {
    base.swipeActions(ofSection: section, at: edge)
  }

  /// What the base lacks for a swipe in `section` to reveal actions at `edge`: the end of a
  /// message.
  public func missingSwipeActions(inSection section: Int, at edge: SwipeEdge) -> String {
    base.missingSwipeActions(inSection: section, at: edge)
  }

  // MARK: - Measuring

  /// The base laid out for the heights `measurement` gives (see
  /// ``CollectionViewLayout/laidOut(measuring:in:)``), wrapped.
  public func laidOut(measuring measurement: HeightMeasurement, in sections: [LayoutSection])
    throws(LayoutError) -> AnyCollectionViewLayout
  {
    AnyCollectionViewLayout(erasing: try base.laidOut(measuring: measurement, in: sections))
  }

  /// Why the base's item `path` takes no measured width; `nil` when its cell sizes it.
  public func measuredWidthRefusal(ofItem path: ItemPath) -> String? {
    base.measuredWidthRefusal(ofItem: path)
  }

  // MARK: - Settling and resizing

  /// The base settled at `contentOffset` (points), its layout wrapped, its report and the
  /// offset it moves to (if any) unchanged.
  public func settled(at contentOffset: LayoutPoint) -> SettledLayout<AnyCollectionViewLayout> {
    Self.settled(base, at: contentOffset)
  }

  /// The base's content offset before any step, in points.
  public var initialContentOffset: LayoutPoint { base.initialContentOffset }

  /// The base resized to `viewport` (points) from `contentOffset`, its layout wrapped; throws
  /// what the base throws.
  public func resized(to viewport: LayoutSize, from contentOffset: LayoutPoint)
    throws(LayoutError) -> ResizedLayout<AnyCollectionViewLayout>
  {
    try Self.resized(base, to: viewport, from: contentOffset)
  }

  /// The base resized to `viewport` with the content inset `contentInset` (points) from
  /// `contentOffset`, its layout wrapped; throws what the base throws.
  public func resized(
    to viewport: LayoutSize, contentInset: LayoutInsets, from contentOffset: LayoutPoint
  ) throws(LayoutError) -> ResizedLayout<AnyCollectionViewLayout> {
    try Self.resized(base, to: viewport, contentInset: contentInset, from: contentOffset)
  }

  /// The base moved to `environment` from `contentOffset` (points), its layout wrapped;
  /// throws what the base throws.
  public func resized(to environment: LayoutEnvironment, from contentOffset: LayoutPoint)
    throws(LayoutError) -> ResizedLayout<AnyCollectionViewLayout>
  {
    try Self.resized(base, to: environment, from: contentOffset)
  }

  // MARK: - Flings and sections that scroll on their own

  /// Where the base brings a fling released at `contentOffset` with `velocity` (points per
  /// second) to rest, given `proposedContentOffset`, in points.
  public func targetContentOffset(
    forProposedContentOffset proposedContentOffset: LayoutPoint,
    withScrollingVelocity velocity: LayoutPoint, releasedAt contentOffset: LayoutPoint
  ) -> LayoutPoint {
    base.targetContentOffset(
      forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity,
      releasedAt: contentOffset)
  }

  /// The base's sections that scroll on their own, in section order.
  public var sectionScrollers: [SectionScroller] { base.sectionScrollers }

  /// The base with section `section` scrolled to `contentOffset` (points) and at rest,
  /// wrapped.
  public func scrolled(section: Int, to contentOffset: LayoutPoint) -> AnyCollectionViewLayout {
    AnyCollectionViewLayout(erasing: base.scrolled(section: section, to: contentOffset))
  }

  /// The base with section `section` scrolled exactly to `contentOffset` (points), a frame of
  /// a fling, wrapped.
  public func scrolled(section: Int, through contentOffset: LayoutPoint)
    -> AnyCollectionViewLayout
  {
    AnyCollectionViewLayout(erasing: base.scrolled(section: section, through: contentOffset))
  }

  /// Where the base brings a fling of section `section`'s own scroller to rest, in points of
  /// its content offset.
  public func targetContentOffset(
    ofSection section: Int, forProposedContentOffset proposedContentOffset: LayoutPoint,
    withScrollingVelocity velocity: LayoutPoint, releasedAt contentOffset: LayoutPoint
  ) -> LayoutPoint {
    base.targetContentOffset(
      ofSection: section, forProposedContentOffset: proposedContentOffset,
      withScrollingVelocity: velocity, releasedAt: contentOffset)
  }

  /// Whether the base adjusts its content inset itself.
  public var insetsItsContentItself: Bool { base.insetsItsContentItself }

  /// The base's deceleration rate of section `section`'s own scroller.
  public func decelerationRate(ofSection section: Int) -> DecelerationRate {
    base.decelerationRate(ofSection: section)
  }

  // MARK: - Opened

  /// `base`'s outcome of `step`, its layout wrapped.
  private static func playing<Base: CollectionViewLayout>(
    _ step: InteractionStep, on base: Base, from contentOffset: LayoutPoint
  ) throws(StepError) -> InteractionOutcome<AnyCollectionViewLayout> {
    let outcome = try base.playing(step, from: contentOffset)
    return InteractionOutcome(
      layout: AnyCollectionViewLayout(outcome.layout), contentOffset: outcome.contentOffset,
      action: outcome.action, transition: outcome.transition, report: outcome.report)
  }

  /// `base` settled, its layout wrapped.
  private static func settled<Base: CollectionViewLayout>(
    _ base: Base, at contentOffset: LayoutPoint
  ) -> SettledLayout<AnyCollectionViewLayout> {
    let settled = base.settled(at: contentOffset)
    return SettledLayout(
      layout: AnyCollectionViewLayout(settled.layout), report: settled.report,
      contentOffset: settled.contentOffset)
  }

  /// `base` resized to `viewport`, its layout wrapped.
  private static func resized<Base: CollectionViewLayout>(
    _ base: Base, to viewport: LayoutSize, from contentOffset: LayoutPoint
  ) throws(LayoutError) -> ResizedLayout<AnyCollectionViewLayout> {
    wrapped(try base.resized(to: viewport, from: contentOffset))
  }

  /// `base` resized to `viewport` with `contentInset`, its layout wrapped.
  private static func resized<Base: CollectionViewLayout>(
    _ base: Base, to viewport: LayoutSize, contentInset: LayoutInsets,
    from contentOffset: LayoutPoint
  ) throws(LayoutError) -> ResizedLayout<AnyCollectionViewLayout> {
    wrapped(try base.resized(to: viewport, contentInset: contentInset, from: contentOffset))
  }

  /// `base` moved to `environment`, its layout wrapped.
  private static func resized<Base: CollectionViewLayout>(
    _ base: Base, to environment: LayoutEnvironment, from contentOffset: LayoutPoint
  ) throws(LayoutError) -> ResizedLayout<AnyCollectionViewLayout> {
    wrapped(try base.resized(to: environment, from: contentOffset))
  }

  /// `resized` with its layout wrapped.
  private static func wrapped<Base: CollectionViewLayout>(_ resized: ResizedLayout<Base>)
    -> ResizedLayout<AnyCollectionViewLayout>
  {
    ResizedLayout(
      layout: AnyCollectionViewLayout(resized.layout), contentOffset: resized.contentOffset)
  }
}
