/// A layout of any kind, behind one type: what holds a layout whose kind can change while the
/// layout is in use (a grid that becomes a flow layout, a list that becomes a grid), where a
/// generic caller (`FramesDocument(layout:steps:output:)`, the engine's player) fixes one
/// type for the whole run.
///
/// It forwards every requirement of ``CollectionViewLayout`` to ``base``, which answers with
/// its own implementation or its default: a wrapped layout gives exactly the answers, frames
/// and transitions of the bare one (the scenario goldens are played both ways and compared
/// byte for byte). What it adds:
///
/// - Results that are layouts (``laidOut(sections:in:carrying:)``, ``settled(at:)``,
///   ``playing(_:from:)``, the resizes, the section scrolls) are the base's results,
///   wrapped again.
/// - Its pin pass is the base's, boxed in an ``AnyPinPass``; a box holding anything else
///   (another layout's pass) is read as no pass: unpinned positions, as `pins: nil`.
/// - Wrapping never nests: `AnyCollectionViewLayout(AnyCollectionViewLayout(grid)).base` is
///   the grid itself.
///
/// ```swift
/// var layout = AnyCollectionViewLayout(grid)        // base: GridLayout
/// layout = AnyCollectionViewLayout(flow)            // the same type, now a FlowLayout
/// let frames = try FramesDocument(layout: layout, steps: steps)   // as the flow's own
/// ```
///
/// Costs are the base's, plus one dynamic dispatch per requirement and one boxed pin pass per
/// ``pinPass(at:)``. The engine's copies of the change stream specialised for the built-in
/// kinds are not used for a wrapped layout: its records are the same, made by the generic
/// stream (see <doc:Performance>).
public struct AnyCollectionViewLayout: CollectionViewLayout {
  /// The base's pin pass, boxed.
  public typealias PinPass = AnyPinPass

  /// The layout, never itself an ``AnyCollectionViewLayout``.
  private var storage: any CollectionViewLayout

  /// The wrapped layout, which answers every requirement. Never an ``AnyCollectionViewLayout``
  /// itself: one assigned here is unwrapped first.
  public var base: any CollectionViewLayout {
    get { storage }
    set { storage = Self.unwrapped(newValue) }
  }

  /// Wraps `base`; when `base` is already an ``AnyCollectionViewLayout``, wraps its base
  /// instead (wrapping never nests).
  public init(_ base: some CollectionViewLayout) {
    storage = Self.unwrapped(base)
  }

  /// Wraps `layout`, a layout the base returned (unwrapped when it is itself erased).
  init(erasing layout: any CollectionViewLayout) {
    storage = Self.unwrapped(layout)
  }

  /// `layout`'s base when it is an ``AnyCollectionViewLayout``, else `layout`.
  private static func unwrapped(_ layout: any CollectionViewLayout) -> any CollectionViewLayout {
    (layout as? AnyCollectionViewLayout)?.storage ?? layout
  }

  // MARK: - The data and the scroll view

  /// The base's environment.
  public var environment: LayoutEnvironment { storage.environment }

  /// The base's content size, in points, each >= 0.
  public var contentSize: LayoutSize { storage.contentSize }

  /// The base's sections of items.
  public var sections: [LayoutSection] { storage.sections }

  /// The base laid out for `sections` in `environment` (see
  /// ``CollectionViewLayout/laidOut(sections:in:carrying:)``), wrapped.
  public func laidOut(
    sections: [LayoutSection], in environment: LayoutEnvironment, carrying mapping: UpdateMapping?
  ) throws(LayoutError) -> AnyCollectionViewLayout {
    AnyCollectionViewLayout(
      erasing: try storage.laidOut(sections: sections, in: environment, carrying: mapping))
  }

  // MARK: - Elements

  /// The base's pin pass at `contentOffset` (points), boxed.
  public func pinPass(at contentOffset: LayoutPoint) -> AnyPinPass {
    AnyPinPass(storage.pinPass(at: contentOffset))
  }

  /// The base's elements meeting `rect` (content coordinates; `nil` for all), pinned where
  /// `pins` says, in ``ElementID`` order; see ``AnyPinPass`` for a pass of another layout.
  public func elements(in rect: LayoutRect?, pins: AnyPinPass?, limit: Int) -> [LayoutAttributes] {
    Self.elements(of: storage, in: rect, pins: pins, limit: limit)
  }

  /// The base's bound on the elements listed for `rect`; `nil` when it knows none.
  public func elementCountBound(in rect: LayoutRect?) -> Int? {
    storage.elementCountBound(in: rect)
  }

  /// Visits the base's elements meeting `rect`, pinned where `pins` says, in
  /// ``ElementID`` order, until `body` returns `false`.
  public func forEachElement(
    in rect: LayoutRect?, pins: AnyPinPass?, _ body: (LayoutAttributes) -> Bool
  ) {
    Self.forEachElement(of: storage, in: rect, pins: pins, body)
  }

  /// Appends the common attributes of the base's elements meeting `rect`, pinned where `pins`
  /// says, to `buffer`, in ``ElementID`` order.
  public func appendElements(
    in rect: LayoutRect?, pins: AnyPinPass?, to buffer: inout [ElementAttributes]
  ) {
    Self.appendElements(of: storage, in: rect, pins: pins, to: &buffer)
  }

  /// The base's attributes of element `id`, pinned where `pins` says; `nil` when the base
  /// has no such element.
  public func attributes(for id: ElementID, pins: AnyPinPass?) -> LayoutAttributes? {
    Self.attributes(of: storage, for: id, pins: pins)
  }

  // MARK: - Scrolling and anchors

  /// The base's scroll axis.
  public var scrollAxis: ScrollAxis { storage.scrollAxis }

  /// The base's valid content offsets, in points.
  public var validContentOffsets: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
    storage.validContentOffsets
  }

  /// The base's frame of `section`, in content coordinates; `nil` when it has none.
  public func frame(ofSection section: Int) -> LayoutRect? {
    storage.frame(ofSection: section)
  }

  /// The base's frame of item `path`, unpinned, in content coordinates; `nil` when it shows
  /// no such item.
  public func frame(ofItem path: ItemPath) -> LayoutRect? {
    storage.frame(ofItem: path)
  }

  /// The base's anchor line at `contentOffset`, in content coordinates along ``scrollAxis``.
  public func anchorLine(at contentOffset: LayoutPoint) -> Double {
    storage.anchorLine(at: contentOffset)
  }

  /// The base's anchor candidates at `contentOffset`, best first.
  public func anchorCandidates(at contentOffset: LayoutPoint) -> [ScrollAnchor] {
    storage.anchorCandidates(at: contentOffset)
  }

  /// The base's anchor candidates within `reach` points of its anchor line, when it lists
  /// them for less than all of them.
  public func anchorCandidates(at contentOffset: LayoutPoint, within reach: Double)
    -> [ScrollAnchor]?
  {
    storage.anchorCandidates(at: contentOffset, within: reach)
  }

  /// The base's content offset, in points, that puts `frame` `distance` points past its
  /// anchor line (see
  /// ``CollectionViewLayout/contentOffset(placing:distance:stackHeight:from:)``).
  public func contentOffset(
    placing frame: LayoutRect, distance: Double, stackHeight: Double,
    from contentOffset: LayoutPoint
  ) -> LayoutPoint {
    storage.contentOffset(
      placing: frame, distance: distance, stackHeight: stackHeight, from: contentOffset)
  }

  // MARK: - Ownership

  /// What the base says element `id` belongs to; `nil` when the id is not the base's.
  public func owner(of id: ElementID) -> ElementOwner? {
    storage.owner(of: id)
  }

  /// The base's element playing the part of `id` once owned by `owner`; `nil` when it has
  /// none.
  public func element(_ id: ElementID, ownedBy owner: ElementOwner) -> ElementID? {
    storage.element(id, ownedBy: owner)
  }

  /// The base's element that is item `path`; `nil` when it has none.
  public func element(ofItem path: ItemPath) -> ElementID? {
    storage.element(ofItem: path)
  }

  // MARK: - Opened

  /// `base`'s elements, `pins` cast back to its pass type (no pass when it holds another).
  private static func elements<Base: CollectionViewLayout>(
    of base: Base, in rect: LayoutRect?, pins: AnyPinPass?, limit: Int
  ) -> [LayoutAttributes] {
    base.elements(in: rect, pins: pins?.pass(as: Base.PinPass.self), limit: limit)
  }

  /// `base`'s visit, `pins` cast back to its pass type.
  private static func forEachElement<Base: CollectionViewLayout>(
    of base: Base, in rect: LayoutRect?, pins: AnyPinPass?, _ body: (LayoutAttributes) -> Bool
  ) {
    base.forEachElement(in: rect, pins: pins?.pass(as: Base.PinPass.self), body)
  }

  /// `base`'s common attributes, `pins` cast back to its pass type.
  private static func appendElements<Base: CollectionViewLayout>(
    of base: Base, in rect: LayoutRect?, pins: AnyPinPass?, to buffer: inout [ElementAttributes]
  ) {
    base.appendElements(in: rect, pins: pins?.pass(as: Base.PinPass.self), to: &buffer)
  }

  /// `base`'s attributes of `id`, `pins` cast back to its pass type.
  private static func attributes<Base: CollectionViewLayout>(
    of base: Base, for id: ElementID, pins: AnyPinPass?
  ) -> LayoutAttributes? {
    base.attributes(for: id, pins: pins?.pass(as: Base.PinPass.self))
  }
}
