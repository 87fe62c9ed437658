import CollectionLayout
import Testing

/// Each requirement of an ``AnyCollectionViewLayout`` answers as its base does, for a base
/// (``DistinctLayout``) whose every answer differs from the protocol's default: a forward that
/// fell back to the default fails here, requirement by requirement. (The goldens played
/// erased check the same through the engine, where the built-in kinds reach them.)
@Suite struct ErasedLayoutForwardingTests {
  let base = DistinctLayout()
  var erased: AnyCollectionViewLayout { AnyCollectionViewLayout(base) }
  let offset = LayoutPoint(x: 0, y: 40)

  /// What made the layout a requirement returned, when it is a wrapped ``DistinctLayout``.
  static func madeBy(_ layout: AnyCollectionViewLayout) -> String? {
    (layout.base as? DistinctLayout)?.madeBy
  }

  @Test func theDataAndTheScrollView() throws {
    #expect(erased.environment == base.environment)
    #expect(erased.contentSize == LayoutSize(width: 100, height: 1000))
    #expect(erased.sections == base.sections)
    let sections = [LayoutSection(items: .count(5))]
    let laidOut = try erased.laidOut(sections: sections, in: base.environment, carrying: nil)
    #expect(Self.madeBy(laidOut) == "laidOut")
    #expect(laidOut.sections == sections)
    #expect(erased.initialContentOffset == LayoutPoint(x: 5, y: 6))
  }

  @Test func elementsArePinnedByTheBasesPass() {
    // The pass is the offset's y, 40: item 1 at 100 + 40.
    let pins = erased.pinPass(at: offset)
    #expect(pins.base as? Int == 40)
    #expect(erased.elements(in: nil, pins: pins, limit: .max).map(\.frame.minY) == [40, 140, 240])
    #expect(erased.elements(in: nil, pins: nil, limit: .max).map(\.frame.minY) == [0, 100, 200])
    #expect(erased.attributes(for: .item(section: 0, item: 1), pins: pins)?.frame.minY == 140)
    #expect(erased.elementCountBound(in: nil) == 42)
    var visited: [ElementID] = []
    erased.forEachElement(in: nil, pins: pins) {
      visited.append($0.id)
      return true
    }
    #expect(visited == [.item(section: 0, item: 0)])
    var buffer: [ElementAttributes] = []
    erased.appendElements(in: nil, pins: pins, to: &buffer)
    #expect(buffer.map(\.id) == [.item(section: 0, item: 2)])
    #expect(buffer.map(\.frame.minY) == [240])
  }

  @Test func scrollingAndAnchors() {
    #expect(erased.scrollAxis == .horizontal)
    #expect(erased.validContentOffsets.x == -7...7)
    #expect(erased.validContentOffsets.y == -9...9)
    #expect(erased.frame(ofSection: 4) == LayoutRect(x: 4, y: 1, width: 2, height: 3))
    #expect(
      erased.frame(ofItem: ItemPath(section: 0, item: 2))
        == LayoutRect(x: 11, y: 2, width: 1, height: 1))
    #expect(erased.anchorLine(at: offset) == 1234)
    #expect(
      erased.anchorCandidates(at: offset)
        == [ScrollAnchor(id: .item(section: 0, item: 2), distance: 5, stackHeight: 6)])
    #expect(erased.anchorCandidates(at: offset, within: 3) == [])
    #expect(
      erased.anchorCandidates(at: offset, within: 6)
        == [ScrollAnchor(id: .item(section: 0, item: 2), distance: 5, stackHeight: 6)])
    #expect(
      erased.contentOffset(placing: .zero, distance: 12, stackHeight: 13, from: offset)
        == LayoutPoint(x: 12, y: 13))
  }

  @Test func ownership() {
    let item = ElementID.item(section: 0, item: 1)
    #expect(erased.owner(of: item) == .collection)
    #expect(erased.element(item, ownedBy: .section(7)) == item)
    #expect(erased.element(ofItem: ItemPath(section: 0, item: 1)) == .header(section: 0, index: 1))
  }

  @Test func interactionsAndSectionSettings() throws {
    let outcome = try erased.playing(.page(PageStep(page: 1)), from: offset)
    #expect(Self.madeBy(outcome.layout) == "playing")
    #expect(outcome.contentOffset == LayoutPoint(x: 1, y: 2))
    #expect(outcome.action == "distinctStep")
    #expect(outcome.report["played"] == .number(1))
    #expect(throws: StepError(message: "distinct: no zoom")) {
      try erased.playing(.zoom(ZoomStep(page: 0, scale: 2)), from: offset)
    }
    #expect(erased.sectionSettings(ofSection: 0) == SectionSettings(allowsReorder: false))
    #expect(
      erased.swipeActions(ofSection: 0, at: .leading) == [EditAction(title: "Distinct", width: 33)])
    #expect(erased.missingSwipeActions(inSection: 2, at: .trailing) == "distinct section 2")
  }

  @Test func measuringSettlingAndResizing() throws {
    let measured = try erased.laidOut(measuring: HeightMeasurement(), in: base.sections)
    #expect(Self.madeBy(measured) == "measuring")
    #expect(erased.measuredWidthRefusal(ofItem: ItemPath(section: 0, item: 1)) == "distinct item 1")
    let settled = erased.settled(at: offset)
    #expect(Self.madeBy(settled.layout) == "settled")
    #expect(settled.report["settled"] == .number(1))
    #expect(settled.contentOffset == LayoutPoint(x: 3, y: 4))
    let size = LayoutSize(width: 200, height: 100)
    #expect(Self.madeBy(try erased.resized(to: size, from: offset).layout) == "resized size")
    #expect(
      Self.madeBy(
        try erased.resized(to: size, contentInset: LayoutInsets(top: 1), from: offset).layout)
        == "resized inset")
    #expect(
      Self.madeBy(try erased.resized(to: base.environment, from: offset).layout)
        == "resized environment")
  }

  @Test func flingsAndSectionsThatScrollOnTheirOwn() {
    #expect(
      erased.targetContentOffset(
        forProposedContentOffset: offset, withScrollingVelocity: .zero, releasedAt: offset)
        == LayoutPoint(x: 8, y: 8))
    #expect(erased.sectionScrollers == base.sectionScrollers)
    #expect(erased.sectionScrollers.count == 1)
    #expect(Self.madeBy(erased.scrolled(section: 0, to: offset)) == "scrolled to")
    #expect(Self.madeBy(erased.scrolled(section: 0, through: offset)) == "scrolled through")
    #expect(
      erased.targetContentOffset(
        ofSection: 0, forProposedContentOffset: offset, withScrollingVelocity: .zero,
        releasedAt: offset) == LayoutPoint(x: 9, y: 9))
    #expect(erased.decelerationRate(ofSection: 0) == .fast)
  }

  /// The hooks of a layout change; the other layout is handed over unwrapped, as the base
  /// would get it without wrappers.
  @Test func transitionHooks() {
    let other = AnyCollectionViewLayout(UserLayoutTests.carousel)
    #expect(Self.madeBy(erased.preparedForTransition(from: other)) == "prepared from Carousel")
    #expect(Self.madeBy(erased.preparedForTransition(to: other)) == "prepared to Carousel")
    #expect(
      Self.madeBy(erased.preparedForTransition(from: UserLayoutTests.carousel))
        == "prepared from Carousel")
    #expect(Self.madeBy(erased.finalizedLayoutTransition()) == "finalized")
    #expect(
      erased.transitionContentOffset(
        forProposedContentOffset: offset, keyItem: ItemPath(section: 0, item: 2))
        == LayoutPoint(x: 10, y: 2))
  }
}
