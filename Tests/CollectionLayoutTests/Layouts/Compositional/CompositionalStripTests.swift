import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore

/// Orthogonal sections' strips (B.6, B.12.10, E.15): where each behaviour rests, what a scroll
/// step addressed to a section (`{"scroll": {"section": 0, "x": 300}}`) does, and what an
/// update keeps.
@Suite struct CompositionalStripTests {
  /// Apple's orthogonal section: 0.85-wide nested groups (331.5 points at 390), `behavior`.
  func layout(_ behavior: OrthogonalScrollingBehavior, items: Int = 18) throws
    -> CompositionalLayout
  {
    var section = AppleSample.nested(width: .fractionalWidth(0.85))
    section.orthogonalScrollingBehavior = behavior
    return try AppleSample.layout([(items, section), (3, AppleSample.list)])
  }

  /// The strip's offset after a scroll of section 0 to `x`.
  func rest(_ layout: CompositionalLayout, at x: Double) throws -> Double? {
    layout.scrolled(section: 0, to: LayoutPoint(x: x, y: 0)).strip(ofSection: 0)?.offset
  }

  /// E.15: groupPagingCentered insets the strip by (390 − 331.5) / 2 = 29.25 and rests at
  /// 331.5k − 29.25: −29.25, 302.25, 633.75.
  @Test func groupPagingCenteredRests() throws {
    let layout = try layout(.groupPagingCentered)
    #expect(layout.strip(ofSection: 0)?.offset == -29.25)
    #expect(try rest(layout, at: 10) == -29.25)
    #expect(try rest(layout, at: 300) == 302.25)
    #expect(try rest(layout, at: 640) == 633.75)
  }

  /// E.15: paging rests at multiples of the collection view's width: 0, 390, 780.
  @Test func pagingRestsAtPages() throws {
    let layout = try layout(.paging)
    #expect(try rest(layout, at: 100) == 0)
    #expect(try rest(layout, at: 300) == 390)
    #expect(try rest(layout, at: 800) == 780)
  }

  /// B.12.10: groupPaging and continuousGroupLeadingBoundary rest at 331.5k; continuous
  /// anywhere; every one within the strip's range: 6 groups of 331.5 end at 1989, so the last
  /// offset is 1989 − 390 = 1599.
  @Test func otherBehavioursRest() throws {
    #expect(try rest(layout(.groupPaging), at: 400) == 331.5)
    #expect(try rest(layout(.continuousGroupLeadingBoundary), at: 900) == 994.5)
    #expect(try rest(layout(.continuous), at: 123) == 123)
    #expect(try rest(layout(.continuous), at: 5000) == 1599)
    #expect(try rest(layout(.continuous), at: -50) == 0)
  }

  /// Frames report elements where they are drawn: the strip at 302.25 draws group 1
  /// (items 3 ...) at 29.25 + 10, as group 0 was before; group 2 peeks in at 370.75, group 0
  /// (−292.25 ... −80.2) and group 3 (702.25 ...) are off screen.
  @Test func framesFollowTheStrip() throws {
    let layout = try layout(.groupPagingCentered)
    let scrolled = layout.scrolled(section: 0, to: LayoutPoint(x: 300, y: 0))
    #expect(isFrame(scrolled.frame("item/0/3"), 29.25 + 10, 10, 212.05, 317.6))
    let visible = scrolled.elements(
      in: LayoutRect(x: 0, y: 0, width: 390, height: 844), pins: nil, limit: .max
    ).map(\.id.description)
    #expect(visible.contains("item/0/3") && visible.contains("item/0/6"))
    #expect(!visible.contains("item/0/0") && !visible.contains("item/0/9"))
    // Its scroller: the band of the groups (y 0 ... 337.6 in a section without insets), the
    // content 6 groups of 331.5 (1989), the centring inset 29.25 on each end, the offset.
    #expect(
      scrolled.sectionScrollers == [
        SectionScroller(
          section: 0, frame: LayoutRect(x: 0, y: 0, width: 390, height: 337.6),
          contentSize: LayoutSize(width: 1989, height: 337.6),
          contentInset: LayoutInsets(top: 0, left: 29.25, bottom: 0, right: 29.25),
          contentOffset: LayoutPoint(x: 302.25, y: 0))
      ])
    #expect(scrolled.sectionScrollers[0].validContentOffsets.x == -29.25...1628.25)
    #expect(scrolled.settled(at: .zero).report["sectionScrollers"] != nil)
  }

  /// An update keeps each strip's offset, clamped when its content shrinks: 18 items (6
  /// groups, last offset 1599) at the end, then 12 (4 groups, 1326 − 390 = 936).
  @Test func updatesKeepTheOffsetClamped() throws {
    let layout = try layout(.continuous)
    let scrolled = layout.scrolled(section: 0, to: LayoutPoint(x: 1599, y: 0))
    var sections = scrolled.sections
    sections[0].items = .count(12)
    let updated = try scrolled.laidOut(sections: sections, in: scrolled.environment, carrying: nil)
    #expect(updated.strip(ofSection: 0)?.offset == 936)
  }

  /// A strip follows its section through an update that moves it: section 1's strip scrolled
  /// to 331.5, then section 1 moved to 0, is at 331.5 as section 0, and the other strip (now
  /// section 1) is still at its start; a section inserted before them starts at its start.
  @Test func aStripFollowsItsSectionThroughAMove() throws {
    var section = AppleSample.nested(width: .fractionalWidth(0.85))
    section.orthogonalScrollingBehavior = .groupPaging
    let layout = try AppleSample.layout([(9, section), (9, section)])
      .scrolled(section: 1, to: LayoutPoint(x: 331.5, y: 0))
    var moveBatch = BatchUpdate()
    moveBatch.moveSections = [SectionMove(from: 1, to: 0)]
    let moved = try layout.laidOut(
      sections: [layout.sections[1], layout.sections[0]], in: layout.environment,
      carrying: UpdateMapping(before: layout.sections, batch: moveBatch))
    #expect(moved.strip(ofSection: 0)?.offset == 331.5)
    #expect(moved.strip(ofSection: 1)?.offset == 0)
    var insertBatch = BatchUpdate()
    insertBatch.insertSections = [0]
    let inserted = try layout.laidOut(
      sections: [layout.sections[0]] + layout.sections, in: layout.environment,
      carrying: UpdateMapping(before: layout.sections, batch: insertBatch))
    #expect(inserted.currentStripOffsets == [0: 0, 1: 0, 2: 331.5])
  }

  /// A scroll step addressed to a section that does not scroll orthogonally is refused by the
  /// engine, naming the sections that do.
  @Test func scrollingASectionThatDoesNotScrollOnItsOwn() throws {
    let group =
      #"{"horizontal": {"size": {"width": {"fractionalWidth": 0.85}, "height": {"absolute": 100}}, "#
      + #""subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "#
      + #""height": {"fractionalHeight": 1}}}}]}}"#
    let document =
      #"{"version": 1, "viewport": {"width": 390, "height": 844}, "#
      + #""layout": {"kind": "compositional"}, "sections": ["#
      + #"{"items": 3, "layout": {"group": "# + group
      + #", "orthogonalScrollingBehavior": "paging"}}, "#
      + #"{"items": 3, "layout": {"group": "# + group + "}}], "
      + #""steps": [{"scroll": {"section": 1, "x": 0}}]}"#
    #expect(
      playingIssues(document) == [
        "steps[0].scroll.section: expected one of the sections that scroll on their own (0), got 1"
      ])
  }
}
