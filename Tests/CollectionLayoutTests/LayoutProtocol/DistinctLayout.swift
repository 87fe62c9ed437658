import CollectionLayout

/// A layout whose every requirement answers differently from the protocol's default, and
/// whose pin pass is an `Int` (the offset's y): behind an ``AnyCollectionViewLayout``, an
/// answer that came from a default instead of a forward shows. Not a sensible layout (its
/// elements do not follow its own rules): a test double of the protocol.
struct DistinctLayout: CollectionViewLayout {
  typealias PinPass = Int

  var environment = LayoutEnvironment(
    viewport: LayoutSize(width: 100, height: 200), displayScale: 2)
  var sections = [LayoutSection(items: .count(3))]
  /// Which requirement made this value: each one that returns a layout writes its own.
  var madeBy = "init"

  var contentSize: LayoutSize { LayoutSize(width: 100, height: 1000) }

  func laidOut(
    sections: [LayoutSection], in environment: LayoutEnvironment, carrying _: UpdateMapping?
  ) throws(LayoutError) -> DistinctLayout {
    DistinctLayout(environment: environment, sections: sections, madeBy: "laidOut")
  }

  func pinPass(at contentOffset: LayoutPoint) -> Int { Int(contentOffset.y) }

  /// Item `i` at y `100 i`, moved down by the pass.
  func elements(in _: LayoutRect?, pins: Int?, limit _: Int) -> [LayoutAttributes] {
    (0..<3).compactMap { attributes(for: .item(section: 0, item: $0), pins: pins) }
  }

  func attributes(for id: ElementID, pins: Int?) -> LayoutAttributes? {
    guard let item = id.itemPath?.item else { return nil }
    let y = Double(item * 100 + (pins ?? 0))
    return LayoutAttributes(
      id: id, frame: LayoutRect(x: 0, y: y, width: 100, height: 100), zIndex: 1)
  }

  func elementCountBound(in _: LayoutRect?) -> Int? { 42 }

  /// The first element only.
  func forEachElement(in rect: LayoutRect?, pins: Int?, _ body: (LayoutAttributes) -> Bool) {
    _ = elements(in: rect, pins: pins, limit: .max).first.map(body)
  }

  /// The last element only.
  func appendElements(in rect: LayoutRect?, pins: Int?, to buffer: inout [ElementAttributes]) {
    buffer += elements(in: rect, pins: pins, limit: .max).suffix(1).map(\.common)
  }

  var scrollAxis: ScrollAxis { .horizontal }
  var validContentOffsets: (x: ClosedRange<Double>, y: ClosedRange<Double>) { (-7...7, -9...9) }
  func frame(ofSection section: Int) -> LayoutRect? {
    LayoutRect(x: Double(section), y: 1, width: 2, height: 3)
  }
  func frame(ofItem path: ItemPath) -> LayoutRect? {
    LayoutRect(x: 11, y: Double(path.item), width: 1, height: 1)
  }
  func anchorLine(at _: LayoutPoint) -> Double { 1234 }
  func anchorCandidates(at _: LayoutPoint) -> [ScrollAnchor] {
    [ScrollAnchor(id: .item(section: 0, item: 2), distance: 5, stackHeight: 6)]
  }
  /// Its one candidate when under `reach` (the default answers `nil`).
  func anchorCandidates(at offset: LayoutPoint, within reach: Double) -> [ScrollAnchor]? {
    anchorCandidates(at: offset).filter { $0.distance < reach }
  }
  func contentOffset(
    placing _: LayoutRect, distance: Double, stackHeight: Double, from _: LayoutPoint
  ) -> LayoutPoint {
    LayoutPoint(x: distance, y: stackHeight)
  }
  func owner(of _: ElementID) -> ElementOwner? { .collection }
  func element(_ id: ElementID, ownedBy _: ElementOwner) -> ElementID? { id }
  func element(ofItem path: ItemPath) -> ElementID? {
    .header(section: path.section, index: path.item)
  }

  func playing(_ step: InteractionStep, from _: LayoutPoint) throws(StepError)
    -> InteractionOutcome<DistinctLayout>
  {
    guard step.name == "page" else { throw StepError(message: "distinct: no \(step.name)") }
    return InteractionOutcome(
      layout: DistinctLayout(madeBy: "playing"), contentOffset: LayoutPoint(x: 1, y: 2),
      action: "distinctStep", report: CustomAttributes([("played", .number(1))]))
  }
  func sectionSettings(ofSection _: Int) -> SectionSettings? {
    SectionSettings(allowsReorder: false)
  }
  func swipeActions(ofSection _: Int, at _: SwipeEdge) -> [EditAction] {
    [EditAction(title: "Distinct", width: 33)]
  }
  func missingSwipeActions(inSection section: Int, at _: SwipeEdge) -> String {
    "distinct section \(section)"
  }
  func laidOut(measuring _: HeightMeasurement, in sections: [LayoutSection])
    throws(LayoutError) -> DistinctLayout
  {
    DistinctLayout(sections: sections, madeBy: "measuring")
  }
  func measuredWidthRefusal(ofItem path: ItemPath) -> String? { "distinct item \(path.item)" }
  func settled(at _: LayoutPoint) -> SettledLayout<DistinctLayout> {
    SettledLayout(
      layout: DistinctLayout(madeBy: "settled"),
      report: CustomAttributes([("settled", .number(1))]),
      contentOffset: LayoutPoint(x: 3, y: 4))
  }
  var initialContentOffset: LayoutPoint { LayoutPoint(x: 5, y: 6) }
  func resized(to _: LayoutSize, from _: LayoutPoint) throws(LayoutError)
    -> ResizedLayout<DistinctLayout>
  {
    ResizedLayout(layout: DistinctLayout(madeBy: "resized size"), contentOffset: .zero)
  }
  func resized(to _: LayoutSize, contentInset _: LayoutInsets, from _: LayoutPoint)
    throws(LayoutError) -> ResizedLayout<DistinctLayout>
  {
    ResizedLayout(layout: DistinctLayout(madeBy: "resized inset"), contentOffset: .zero)
  }
  func resized(to _: LayoutEnvironment, from _: LayoutPoint) throws(LayoutError)
    -> ResizedLayout<DistinctLayout>
  {
    ResizedLayout(layout: DistinctLayout(madeBy: "resized environment"), contentOffset: .zero)
  }
  var sectionScrollers: [SectionScroller] {
    [
      SectionScroller(
        section: 0, frame: LayoutRect(x: 0, y: 0, width: 100, height: 50),
        contentSize: LayoutSize(width: 300, height: 50))
    ]
  }
  func targetContentOffset(
    forProposedContentOffset _: LayoutPoint, withScrollingVelocity _: LayoutPoint,
    releasedAt _: LayoutPoint
  ) -> LayoutPoint {
    LayoutPoint(x: 8, y: 8)
  }
  func scrolled(section _: Int, to _: LayoutPoint) -> DistinctLayout {
    DistinctLayout(madeBy: "scrolled to")
  }
  func scrolled(section _: Int, through _: LayoutPoint) -> DistinctLayout {
    DistinctLayout(madeBy: "scrolled through")
  }
  func targetContentOffset(
    ofSection _: Int, forProposedContentOffset _: LayoutPoint,
    withScrollingVelocity _: LayoutPoint, releasedAt _: LayoutPoint
  ) -> LayoutPoint {
    LayoutPoint(x: 9, y: 9)
  }
  func decelerationRate(ofSection _: Int) -> DecelerationRate { .fast }
  func preparedForTransition<Other: CollectionViewLayout>(from oldLayout: Other)
    -> DistinctLayout
  {
    DistinctLayout(madeBy: "prepared from \(type(of: oldLayout))")
  }
  func preparedForTransition<Other: CollectionViewLayout>(to newLayout: Other)
    -> DistinctLayout
  {
    DistinctLayout(madeBy: "prepared to \(type(of: newLayout))")
  }
  func finalizedLayoutTransition() -> DistinctLayout { DistinctLayout(madeBy: "finalized") }
  func transitionContentOffset(forProposedContentOffset _: LayoutPoint, keyItem: ItemPath?)
    -> LayoutPoint
  {
    LayoutPoint(x: 10, y: Double(keyItem?.item ?? -1))
  }
}
