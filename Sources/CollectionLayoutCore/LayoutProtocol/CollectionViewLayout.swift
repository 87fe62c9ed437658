/// A laid-out collection, of any kind: what scrolling, the batch-update bookkeeping, the
/// animation sampler, the frames and the player ask a layout, and nothing else. The engine's
/// counterpart of `UICollectionViewLayout`, as an immutable value.
///
/// ```
///  FramesDocument(layout:steps:) ──────────────┬─ scroll ──▶ pinPass(at:), elements(in:pins:limit:)
///                                              ├─ resize ──▶ anchorCandidates(at:),
///                                              │             laidOut(sections:in:carrying: nil),
///                                              │             contentOffset(placing:…)
///                                              └─ update ──▶ LayoutUpdate
///  LayoutUpdate ─▶ laidOut(sections:in:carrying: mapping)   the new layout
///               ─▶ owner(of:), element(_:ownedBy:)          which element becomes which
///               ─▶ anchorCandidates(at:within:), contentOffset(placing:…), frame(ofSection:)
///               ─▶ elements(in:pins:limit:), attributes(for:pins:)   initial and final
/// ```
///
/// What the engine assumes of every conforming layout:
/// - It is a value: a method never changes it, and answers depend only on the value and the
///   arguments. Keeping the old layout of an update is keeping a copy.
/// - Frames are in content coordinates, in points, with the content's top-left corner at
///   (0, 0); elements are listed in ``ElementID`` order.
/// - Every element has an owner (``owner(of:)``): an item, a section or the whole collection,
///   so that an update can tell which element of the new layout an old element becomes.
/// - Its data are ``sections``, sections of items as ``UpdateMapping`` counts them: a batch
///   update's indexes address them.
///
/// The costs each requirement states are the grid's; a layout that is slower is still
/// correct, and the benchmark says by how much.
///
/// A layout of your own needs only ``environment``, ``contentSize``, ``sections``,
/// ``laidOut(sections:in:carrying:)``, ``elements(in:pins:limit:)`` and
/// ``attributes(for:pins:)``: everything else has a default for layouts without pinned
/// elements, whose items are `item` elements (see <doc:LayoutProtocol>).
public protocol CollectionViewLayout: Sendable {
  /// Whether the kind lists each element (``elements(in:pins:limit:)`` and its visits) with
  /// exactly the attributes ``attributes(for:pins:)`` gives it at the same pin pass, so that an
  /// update's claimed change records take their final attributes from the new layout's listing
  /// instead of a lookup each. `false` by default (every claimed element is looked up); a kind
  /// that sets it `true` should hold it with a property test, as the grid does.
  static var listsTheAttributesItLooksUp: Bool { get }

  /// What ``pinPass(at:)`` computes at one content offset: where the pinned elements are.
  /// `Void` for a layout in which nothing pins (the default).
  associatedtype PinPass: Sendable = Void

  /// The scroll view the layout was computed for.
  var environment: LayoutEnvironment { get }

  /// The size of the content, in points, each >= 0.
  var contentSize: LayoutSize { get }

  /// The data the layout was computed from: its sections of items. An update's indexes
  /// address them.
  var sections: [LayoutSection] { get }

  /// The same kind of layout, with the same configuration, for other data or another
  /// environment: what a batch update (new `sections`, `mapping` given) and a resize (new
  /// `environment`, `mapping` `nil`) lay out.
  ///
  /// - Parameters:
  ///   - sections: The data to lay out.
  ///   - environment: The scroll view to lay them out for.
  ///   - mapping: When given, where every surviving item of this layout goes, for layouts
  ///     that keep something of an item across an update (the column a waterfall item stays in).
  /// - Returns: The new layout.
  /// - Throws: The problems of data this kind of layout cannot lay out, located as in a
  ///   scenario (`sections[2]…`).
  /// - Complexity: What preparing a layout costs, O(items) at most.
  func laidOut(
    sections: [LayoutSection], in environment: LayoutEnvironment, carrying mapping: UpdateMapping?
  )
    throws(LayoutError) -> Self

  /// The pin pass at `contentOffset`: where the elements that pin (sticky headers) are when
  /// the content is scrolled there. A scroll step runs it once.
  ///
  /// - Parameter contentOffset: The content offset, in points.
  /// - Returns: Where the pinned elements are at `contentOffset`.
  /// - Complexity: Independent of the number of items (O(pinned elements) for the grid).
  func pinPass(at contentOffset: LayoutPoint) -> PinPass

  /// The elements whose frames intersect `rect`, with pinned elements where `pins` puts
  /// them, in ``ElementID`` order. A pinned element is included when its pinned frame
  /// intersects `rect`. The layout may stop early, returning more than `limit` elements but
  /// not all of them, once it has found more than `limit`: the engine then reports its output
  /// limit.
  ///
  /// - Parameters:
  ///   - rect: The rectangle, in content coordinates; `nil` for every element.
  ///   - pins: Where the pinned elements are (a ``pinPass(at:)``); `nil` for their natural
  ///     positions.
  ///   - limit: The number of elements past which the layout may stop early.
  /// - Returns: The elements, in ``ElementID`` order.
  /// - Complexity: O(log n + k) for n elements and k results; a rect query must never visit
  ///   every element of a large layout.
  func elements(in rect: LayoutRect?, pins: PinPass?, limit: Int) -> [LayoutAttributes]

  /// At most how many elements ``elements(in:pins:limit:)`` lists for `rect`, when the layout
  /// can tell before listing any (a photo browser counts its pages' tiles); `nil` when it
  /// cannot. The engine refuses an entry whose bound passes what its output limit still
  /// allows before listing anything, so that no step builds millions of elements only to be
  /// refused. Default: `nil`.
  ///
  /// - Parameter rect: The rectangle, in content coordinates; `nil` for every element.
  /// - Returns: An upper bound on the elements listed, saturating at `Int.max`; or `nil`.
  /// - Complexity: Much less than listing: O(pages queried) for the photo browser.
  func elementCountBound(in rect: LayoutRect?) -> Int?

  /// Calls `body` with each element ``elements(in:pins:limit:)`` lists without a limit, in
  /// the same order, until `body` returns `false`: how the frames of a step are written
  /// without holding its elements. Default: lists them, then calls `body`; the grid lists
  /// none.
  ///
  /// - Parameters:
  ///   - rect: The rectangle, in content coordinates; `nil` for every element.
  ///   - pins: Where the pinned elements are; `nil` for their natural positions.
  ///   - body: Called with each element in turn; returns `false` to stop.
  /// - Complexity: The grid's: O(log n + k) time and nothing allocated (see
  ///   <doc:Performance>).
  func forEachElement(in rect: LayoutRect?, pins: PinPass?, _ body: (LayoutAttributes) -> Bool)

  /// Appends to `buffer` the common attributes of the elements ``elements(in:pins:limit:)``
  /// lists without a limit, in the same order: a renderer's per-frame query into a buffer it
  /// reuses. Default: visits them with ``forEachElement(in:pins:_:)``. The grid computes them
  /// without building ``LayoutAttributes``.
  ///
  /// - Parameters:
  ///   - rect: The rectangle, in content coordinates; `nil` for every element.
  ///   - pins: Where the pinned elements are; `nil` for their natural positions.
  ///   - buffer: The buffer the attributes are appended to.
  /// - Complexity: The grid's: O(g + log n + k), nothing reference-counted, and nothing
  ///   allocated once the buffer has grown.
  func appendElements(in rect: LayoutRect?, pins: PinPass?, to buffer: inout [ElementAttributes])

  /// The attributes of element `id`, pinned where `pins` puts it.
  ///
  /// - Parameters:
  ///   - id: The element.
  ///   - pins: Where the pinned elements are; `nil` for the element's natural position.
  /// - Returns: The element's attributes; `nil` when the layout has no such element.
  /// - Complexity: O(1) or O(log n).
  func attributes(for id: ElementID, pins: PinPass?) -> LayoutAttributes?

  /// The axis along which the content scrolls, and along which updates and resizes keep the
  /// reader's place (the anchors' distances, the `top` and `bottom` update anchors). Default:
  /// ``ScrollAxis/vertical``.
  var scrollAxis: ScrollAxis { get }

  /// The range of valid content offsets, in points. Default: from `-inset` to
  /// `content + inset - viewport` on each axis, never below the minimum.
  var validContentOffsets: (x: ClosedRange<Double>, y: ClosedRange<Double>) { get }

  /// The frame of `section`, in content coordinates; `nil` when there is no such section or
  /// the layout has no section frames. An update anchors on its first inserted section when
  /// no visible element survives. Default: `nil`.
  func frame(ofSection section: Int) -> LayoutRect?

  /// The anchor line at `contentOffset`: the coordinate along ``scrollAxis`` past which the
  /// reader's content starts, in content coordinates (for the grid, the bottom of what is
  /// pinned). Default: the offset plus the leading inset (`offset.y + inset.top` for a
  /// vertical layout).
  ///
  /// - Complexity: That of ``pinPass(at:)``.
  func anchorLine(at contentOffset: LayoutPoint) -> Double

  /// The elements that can keep the reader's place at `contentOffset`, best first: visible,
  /// below the anchor line, each with its distance from it. A resize keeps the first; an
  /// update keeps the first that survives it. Default: the visible `item`, `header`, `footer`
  /// and `placeholder` elements whose frames reach past the anchor line, by leading edge then
  /// id.
  ///
  /// - Complexity: O(log n + k).
  func anchorCandidates(at contentOffset: LayoutPoint) -> [ScrollAnchor]

  /// The candidates of ``anchorCandidates(at:)`` less than `reach` points past the anchor
  /// line, when the layout can list them for less than the whole list, so that an update,
  /// which keeps the first candidate that survives it, looks at the elements near the line
  /// first; `nil` (the default) when it cannot.
  ///
  /// A layout that answers promises two things: its ``anchorCandidates(at:)`` come by
  /// ``ScrollAnchor/distance``, nearest the line first (as the default's and the grid's do,
  /// by leading edge), so that the candidates under any reach come first in it; and this
  /// list holds every one of them, in the same order. It may hold candidates past the reach
  /// too, in their order: callers keep those under it, then ask for every candidate when none
  /// of those will do.
  ///
  /// ```
  ///  ├──── anchor line ────┤ ─┬─
  ///  │ [a]  [b]  [c]       │  │ reach: a, b and c, whatever the rest of the screen holds
  ///  ├ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ┤ ─┴─
  ///  │ [d]  [e]  [f]       │    not needed (d starts past the reach)
  ///  └─────────────────────┘
  /// ```
  ///
  /// - Complexity: O(log n + k) for the k elements within `reach` of the line, for a layout
  ///   that lists only those (the grid does).
  func anchorCandidates(at contentOffset: LayoutPoint, within reach: Double) -> [ScrollAnchor]?

  /// The content offset that puts `frame` (in this layout) `distance` points past the anchor
  /// line, the line having been `stackHeight` points past the old offset `contentOffset`;
  /// keeps what the layout does not anchor; clamped to ``validContentOffsets``. Default:
  /// along ``scrollAxis``, `frame`'s leading edge minus `distance` and `stackHeight`, corrected
  /// once by how far the anchor line at that offset is from where it was (what is pinned may
  /// differ there); the other coordinate kept; clamped.
  func contentOffset(
    placing frame: LayoutRect, distance: Double, stackHeight: Double,
    from contentOffset: LayoutPoint
  ) -> LayoutPoint

  /// What element `id` of this layout belongs to: its item, its section, or the whole
  /// collection; `nil` when the id is not one of this layout's. Default: the built-in kinds'
  /// owners (items own themselves, global headers belong to the collection, every other
  /// built-in kind to its section); `nil` for other kinds.
  ///
  /// - Complexity: O(1).
  func owner(of id: ElementID) -> ElementOwner?

  /// The id in this layout of the element that plays the part of `id` (an element of the
  /// same kind, from the other side of an update) once its owner is `owner`; `nil` when this
  /// layout has no such element. Default: `id` with its section or item replaced by `owner`'s,
  /// for the built-in kinds whose owner is their section or item; `id` itself for an element
  /// of the collection; `nil` otherwise.
  ///
  /// - Complexity: O(1).
  func element(_ id: ElementID, ownedBy owner: ElementOwner) -> ElementID?

  /// The element that *is* item `path` (whose owner is ``ElementOwner/item(_:)``: a cell, a
  /// pager's page); `nil` when the layout has no element for it. What a lookup by a scenario's
  /// item id asks (``attributes(forItemID:at:)``). Default: `item/s/i` when the layout has it.
  ///
  /// - Complexity: O(1) or O(log n).
  func element(ofItem path: ItemPath) -> ElementID?

  /// Plays an interaction step (a page turn, a zoom, a drag) from `contentOffset`: the layout
  /// after it, the offset, and what to write in the step's frames entry. Throws a
  /// ``StepError`` for a step this kind of layout does not play, or cannot play now (the
  /// message is reported at `steps[N]`). Default: throws for every step.
  func playing(_ step: InteractionStep, from contentOffset: LayoutPoint) throws(StepError)
    -> InteractionOutcome<Self>

  /// The settings of `section` that every kind shares, after the cascade from the layout's
  /// defaults, value by value, as the engine's interactions read them (whether its items
  /// reorder, the actions a swipe reveals); `nil` when there is no such section. Default: the
  /// section's own settings (``LayoutSection/settings``).
  ///
  /// - Complexity: O(1).
  func sectionSettings(ofSection section: Int) -> SectionSettings?

  /// The buttons a swipe on an item of `section` reveals at `edge` (the `swipe` step), the
  /// first outermost; none when the section has none there, or when there is no such section.
  /// Default: at the trailing edge the section's cascaded
  /// ``SectionSettings/editActions``, at the leading edge none.
  ///
  /// - Complexity: O(1).
  func swipeActions(ofSection section: Int, at edge: SwipeEdge) -> [EditAction]

  /// What this layout lacks for a swipe on an item of `section` to reveal actions at `edge`,
  /// and how to give it some, in the scenario's keys: the end of the message that refuses such
  /// a swipe (`expected an item of a section with trailing swipe actions, got [0, 3]: …`).
  /// Asked only when ``swipeActions(ofSection:at:)`` gives none. Default: the grid's,
  /// `the metrics of section 0 give no editActions` at the trailing edge, and `a section's
  /// editActions are trailing swipe actions; leading ones come with a list section's
  /// "swipeActions"` at the leading edge.
  func missingSwipeActions(inSection section: Int, at edge: SwipeEdge) -> String

  /// The same layout for `sections`: this layout's data, but for the heights `measurement`
  /// gives (items, headers and footers that sized themselves; the data already holds them).
  /// What a measure step lays out. Default: ``laidOut(sections:in:carrying:)`` with the
  /// mapping of an update without operations (every item keeps its index path). The grid lays
  /// out again only what the heights move.
  ///
  /// - Complexity: The grid's: O(changed + log n) for uniform sections.
  func laidOut(measuring measurement: HeightMeasurement, in sections: [LayoutSection])
    throws(LayoutError) -> Self

  /// Why item `path` (an item of ``sections``) takes no width from a measure step (a
  /// ``MeasuredItem`` with a ``MeasuredItem/width``): the end of a sentence, for a message;
  /// `nil` when its cell sizes its width (a flow layout's items; a compositional item whose
  /// width is estimated). Default: the layout gives its items their widths.
  ///
  /// - Complexity: O(log n).
  func measuredWidthRefusal(ofItem path: ItemPath) -> String?

  /// The layout once a step has settled at `contentOffset`, and what it reports in the step's
  /// frames entry: called once per entry, after the initial layout and after every step. A
  /// layout that keeps state from step to step (the page views a pager recycles) returns an
  /// updated copy; a layout that moves the scroll view as it settles (an endless wall
  /// recentring its offset) says where to (``SettledLayout/contentOffset``). Default: `self`,
  /// nothing to report, the offset kept.
  ///
  /// - Complexity: O(what is visible).
  func settled(at contentOffset: LayoutPoint) -> SettledLayout<Self>

  /// The content offset before any step, in points: where the initial layout is shown.
  /// Default: the environment's, `(-inset.left, -inset.top)`, the top of the content below
  /// the inset. A layout without a top (an endless wall) starts where it chooses.
  var initialContentOffset: LayoutPoint { get }

  /// The layout and content offset after the scroll view is resized to `viewport` (a resize
  /// step's size, a rotation) while scrolled to `contentOffset`. Throws the problems of the new
  /// environment, or of the data in it, located as in a scenario. Default: the first anchor
  /// candidate at `contentOffset` is captured, the same data are laid out in the environment
  /// with the new viewport (``relaidOut(in:)``), and the offset puts the anchor back
  /// (``contentOffset(restoring:from:)``), clamped. A layout whose place is not an element's
  /// edge (a pager keeps its page index and the fraction scrolled) gives its own.
  func resized(to viewport: LayoutSize, from contentOffset: LayoutPoint) throws(LayoutError)
    -> ResizedLayout<Self>

  /// The layout and content offset after the scroll view is resized to `viewport` and its
  /// content inset becomes `contentInset` (a rotation that changes the safe area) while
  /// scrolled to `contentOffset`. Throws as ``resized(to:from:)-(LayoutSize,_)``. Default:
  /// ``resized(to:from:)-(LayoutSize,_)`` when the inset does not change; otherwise the first anchor
  /// candidate at `contentOffset` is captured, the data are laid out in the new environment,
  /// and the offset puts the anchor back at its distance below the new anchor line, clamped.
  func resized(to viewport: LayoutSize, contentInset: LayoutInsets, from contentOffset: LayoutPoint)
    throws(LayoutError) -> ResizedLayout<Self>

  /// The layout and content offset after the scroll view moves to a whole new `environment`
  /// (a rotation or a split-view change on a device: a new viewport, safe area, margins and
  /// size classes) while scrolled to `contentOffset`. Throws as ``resized(to:from:)-(LayoutSize,_)``.
  /// Default: ``resized(to:contentInset:from:)`` when only the viewport and the inset change;
  /// otherwise the first anchor candidate at `contentOffset` is captured, the data are laid
  /// out in `environment` (``relaidOut(in:)``, where a section provider chooses again), and
  /// the offset puts the anchor back, clamped.
  func resized(to environment: LayoutEnvironment, from contentOffset: LayoutPoint)
    throws(LayoutError) -> ResizedLayout<Self>

  /// The frame of item `path` of the data, unpinned, in content coordinates: what a scroll
  /// step to an item places (``ScrollTarget/item(_:position:)``, as
  /// `scrollToItem(at:at:animated:)` does); `nil` when the layout shows no such item (no such
  /// section or item, or a section that shows a placeholder). Default: the frame of the `item`
  /// element `[section, item]` (``attributes(for:pins:)``, unpinned).
  ///
  /// - Complexity: O(1) or O(log n).
  func frame(ofItem path: ItemPath) -> LayoutRect?

  /// The sections that scroll on their own, across ``scrollAxis`` (a compositional section
  /// with an `orthogonalScrollingBehavior`), each with its frame and its own content offset,
  /// in section order. Default: none.
  ///
  /// - Complexity: O(such sections).
  var sectionScrollers: [SectionScroller] { get }

  /// Where a fling released at `contentOffset` comes to rest, in points: UIKit's
  /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`, asked once when
  /// the finger lifts (a `fling` step, the end of a `pan` step). `proposedContentOffset` is
  /// where the deceleration would rest, within ``validContentOffsets``; `velocity` is the
  /// release velocity in points per second (UIKit's documentation of this method says per
  /// second, of the delegate's per millisecond: this engine uses per second), positive
  /// toward the end of the content. The content decelerates to the target, clamped to the
  /// valid offsets (see ``scrollMotion(releasedAt:velocity:rate:)``). A pager answers a page,
  /// a carousel an item's edge. Default: `proposedContentOffset`.
  ///
  /// - Complexity: O(log n) at most: asked once per release.
  func targetContentOffset(
    forProposedContentOffset proposedContentOffset: LayoutPoint,
    withScrollingVelocity velocity: LayoutPoint, releasedAt contentOffset: LayoutPoint
  ) -> LayoutPoint

  /// The same layout with section `section`'s own content offset at `contentOffset`, in
  /// points: what a scroll step addressed to a section (one of ``sectionScrollers``) lays
  /// out. A layout may bring the strip to rest where its scrolling behaviour
  /// rests, as a finger lifted there without velocity would (a compositional strip that pages
  /// does). Asked only for a section of ``sectionScrollers``. Default: `self`.
  func scrolled(section: Int, to contentOffset: LayoutPoint) -> Self

  /// The same layout with section `section`'s own content offset exactly at `contentOffset`,
  /// in points, without coming to rest: a frame of a fling of that section
  /// (``Fling/section``), which rests where
  /// ``targetContentOffset(ofSection:forProposedContentOffset:withScrollingVelocity:releasedAt:)``
  /// says. Asked only for a section of ``sectionScrollers``. Default:
  /// ``scrolled(section:to:)``.
  func scrolled(section: Int, through contentOffset: LayoutPoint) -> Self

  /// Where section `section`'s own scroller comes to rest after a fling released at
  /// `contentOffset` with `velocity` (points per second of its content offset, positive
  /// toward the end of its content), given `proposedContentOffset`, where its deceleration
  /// would rest within its valid offsets: the section's
  /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`. A compositional
  /// strip answers by its `orthogonalScrollingBehavior` (a page, a group's edge). Asked only
  /// for a section of ``sectionScrollers``. Default: `proposedContentOffset`.
  func targetContentOffset(
    ofSection section: Int, forProposedContentOffset proposedContentOffset: LayoutPoint,
    withScrollingVelocity velocity: LayoutPoint, releasedAt contentOffset: LayoutPoint
  ) -> LayoutPoint

  /// How section `section`'s own scroller slows down after a fling: its scroll view's
  /// `decelerationRate`. Default: ``DecelerationRate/normal``.
  func decelerationRate(ofSection section: Int) -> DecelerationRate

  /// This layout, about to replace `oldLayout` in a layout change (``LayoutChange``): UIKit's
  /// `prepareForTransition(from:)`, asked of the new layout first, before any attribute is
  /// read. Return the layout with whatever it needs for the change (a cache of the old
  /// layout's frames). Default: `self`.
  func preparedForTransition<Other: CollectionViewLayout>(from oldLayout: Other) -> Self

  /// This layout, about to be replaced by `newLayout` in a layout change: UIKit's
  /// `prepareForTransition(to:)`, asked of the old layout right after the new layout's
  /// ``preparedForTransition(from:)``. Default: `self`.
  func preparedForTransition<Other: CollectionViewLayout>(to newLayout: Other) -> Self

  /// This layout once a layout change has read every attribute it needs: UIKit's
  /// `finalizeLayoutTransition()`, asked of both layouts; drop what the preparation kept.
  /// The new layout's answer is the layout after the change. Default: `self`.
  func finalizedLayoutTransition() -> Self

  /// The content offset, in points, this layout rests at when it replaces another:
  /// `proposedContentOffset` is where the change's anchor puts `keyItem` (the item the
  /// anchor keeps in view; `nil` when it keeps none); the answer is clamped to
  /// ``validContentOffsets`` afterwards. UIKit's
  /// `targetContentOffset(forProposedContentOffset:)` during a layout transition, and the
  /// collection view delegate's `transitionContentOffset`-style override. Default:
  /// `proposedContentOffset`.
  func transitionContentOffset(
    forProposedContentOffset proposedContentOffset: LayoutPoint, keyItem: ItemPath?
  ) -> LayoutPoint

  /// Whether the layout adjusts its content inset by its own rule, not UIKit's
  /// ``ContentInsetAdjustmentBehavior`` (a SwiftUI scroll view's): then
  /// ``adjustingContentInset(by:)`` leaves it as it is. Default: whether it is an
  /// ``InsetsContentItself``.
  var insetsItsContentItself: Bool { get }
}

/// What an interaction step did (see ``CollectionViewLayout/playing(_:from:)``).
public struct InteractionOutcome<Layout: CollectionViewLayout>: Sendable {
  /// The layout after the step.
  public var layout: Layout
  /// The content offset after the step, in points.
  public var contentOffset: LayoutPoint
  /// The frames entry's `action`: the step's name.
  public var action: StepAction
  /// How the step animates, if it does: build it with ``LayoutUpdate``'s
  /// `init(layout:contentOffset:changingTo:targetContentOffset:moving:anchor:animation:)`
  /// and ``LayoutUpdate/transition(for:)``.
  public var transition: LayoutTransition?
  /// What the step answers, written in its frames entry after `contentSize`, before what the
  /// layout reports as it settles (a hit test's tile); empty by default.
  public var report: CustomAttributes

  /// Creates an outcome.
  public init(
    layout: Layout, contentOffset: LayoutPoint, action: StepAction,
    transition: LayoutTransition? = nil,
    report: CustomAttributes = CustomAttributes()
  ) {
    self.layout = layout
    self.contentOffset = contentOffset
    self.action = action
    self.transition = transition
    self.report = report
  }
}

/// A layout after a resize, and where it is scrolled (see
/// ``CollectionViewLayout/resized(to:from:)-(LayoutSize,_)``).
public struct ResizedLayout<Layout: CollectionViewLayout>: Sendable {
  /// The layout in the new viewport.
  public var layout: Layout
  /// The content offset after the resize, in points.
  public var contentOffset: LayoutPoint

  /// Creates a resized layout.
  public init(layout: Layout, contentOffset: LayoutPoint) {
    self.layout = layout
    self.contentOffset = contentOffset
  }
}

/// A layout after a step has settled, and what it reports in the step's frames entry (see
/// ``CollectionViewLayout/settled(at:)``).
public struct SettledLayout<Layout: CollectionViewLayout>: Sendable {
  /// The layout from now on.
  public var layout: Layout
  /// Written in the frames entry after `contentSize` (``FrameStep/customAttributes``).
  public var report: CustomAttributes
  /// Where the layout moved the scroll view as it settled, in points; `nil`: the offset stays
  /// where the step put it. An endless wall recentres its offset here, moving every element
  /// by the same amount, so that nothing moves on screen; the entry reports this offset.
  public var contentOffset: LayoutPoint?

  /// Creates a settled layout.
  public init(
    layout: Layout, report: CustomAttributes = CustomAttributes(), contentOffset: LayoutPoint? = nil
  ) {
    self.layout = layout
    self.report = report
    self.contentOffset = contentOffset
  }
}

/// What an element belongs to, and so what it follows through a batch update.
///
/// | owner | follows | classified as |
/// |---|---|---|
/// | ``collection`` | nothing: it is never moved or deleted by an update | kept |
/// | ``section(_:)`` | the section map | the section's fate |
/// | ``item(_:)`` | the item map: the element *is* the item (a cell, a page) | the item's fate |
/// | ``attached(to:)`` | the item map: the element is the item's own (a badge, a swiped item's actions, a page's image and tiles), deleted and inserted with it | the item's fate |
/// | ``placed(by:)`` | the item map, but belongs to the item's section (a separator that follows its row's first item); kept in place when neither side's item claims it (see below) | the section's fate |
///
/// An element ``attached(to:)`` its item has a counterpart only through its item: when the
/// item is deleted, inserted, or moves to a place where it has no such element, the element
/// is deleted or inserted, even where the other layout has an element with the same id at
/// the same frame (another item's badge in the same slot). An element ``placed(by:)`` an item
/// that neither layout's item claims survives when both layouts have its id at the same
/// frame, as UIKit keeps a decoration view whose index path is in both layouts.
public enum ElementOwner: Hashable, Sendable {
  /// The whole collection (a global header).
  case collection
  /// A section (its headers, footers, background, placeholder).
  case section(Int)
  /// The item itself.
  case item(ItemPath)
  /// Something of the item's own that hangs on it without being it: it goes where the item
  /// goes, and has the item's fate.
  case attached(to: ItemPath)
  /// Something of the item's section that an item places (a separator under a row's first
  /// item): it follows the item, has the section's fate, and stays where it is when neither
  /// side's item claims it.
  case placed(by: ItemPath)

  /// The section owning the element; `nil` for the collection.
  public var section: Int? {
    switch self {
    case .collection: return nil
    case .section(let section): return section
    case .item(let path), .attached(to: let path), .placed(by: let path): return path.section
    }
  }
}

extension CollectionViewLayout {
  /// `false`: every claimed element of an update is looked up (see the requirement).
  public static var listsTheAttributesItLooksUp: Bool { false }
}
