import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore

/// Where a strip whose section has leading and trailing content insets rests (B.6): on a
/// 390-wide screen, Apple's nested groups 300 wide (absolute), 10 apart, 18 items (6 groups),
/// section insets 20 on each side. Group k starts at 20 + 310k in the strip's content, which is
/// 20 + 6 · 300 + 5 · 10 + 20 = 1890 long, so the strip's offsets run 0 ... 1890 − 390 = 1500.
/// An item's frame starts 10 past its group's (the item's content insets).
@Suite struct CompositionalStripInsetTests {
  /// The layout with section 0 scrolling by `behavior`, and a list below it.
  func layout(_ behavior: OrthogonalScrollingBehavior) throws -> CompositionalLayout {
    var section = AppleSample.nested(width: .absolute(300))
    section.orthogonalScrollingBehavior = behavior
    section.interGroupSpacing = 10
    section.contentInsets = DirectionalInsets(leading: 20, trailing: 20)
    return try AppleSample.layout([(18, section), (3, AppleSample.list)])
  }

  /// The strip's offset after a scroll of section 0 to `x` (a finger lifted there).
  func rest(_ layout: CompositionalLayout, at x: Double) -> Double? {
    layout.scrolled(section: 0, to: LayoutPoint(x: x, y: 0)).strip(ofSection: 0)?.offset
  }

  /// groupPaging rests at 310k, so group k rests where group 0 starts, at the leading inset:
  /// item 0 at 20 + 10 = 30 at the start, item 3 (group 1's first) at 20 + 310 − 310 + 10 = 30
  /// at rest at 310. Released at 10 it stays at its start (0, not 20); at 400 (1.29 groups)
  /// it goes to 310; at 1480 (4.77) to group 5's 1550, past the end, so the end, 1500.
  @Test func groupPagingRestsAtTheLeadingInset() throws {
    let layout = try layout(.groupPaging)
    #expect(layout.strip(ofSection: 0)?.offset == 0)
    #expect(isFrame(layout.frame("item/0/0"), 30, 10, 190, 317.6))
    #expect(rest(layout, at: 10) == 0)
    #expect(rest(layout, at: 400) == 310)
    #expect(rest(layout, at: 1480) == 1500)
    let scrolled = layout.scrolled(section: 0, to: LayoutPoint(x: 400, y: 0))
    #expect(isFrame(scrolled.frame("item/0/3"), 30, 10, 190, 317.6))
    // A flick forward from the start goes to the next group, 310.
    #expect(
      layout.targetContentOffset(
        ofSection: 0, forProposedContentOffset: LayoutPoint(x: 120, y: 0),
        withScrollingVelocity: LayoutPoint(x: 1000, y: 0), releasedAt: .zero
      ).x == 310)
  }

  /// continuousGroupLeadingBoundary rests on the same 310k: released at 900 (2.90 groups) at
  /// 930; flung forward to 700, at the first group edge at or past it, 930 (620 is behind).
  @Test func groupLeadingBoundaryRestsAtTheLeadingInset() throws {
    let layout = try layout(.continuousGroupLeadingBoundary)
    #expect(rest(layout, at: 900) == 930)
    #expect(rest(layout, at: 10) == 0)
    #expect(
      layout.targetContentOffset(
        ofSection: 0, forProposedContentOffset: LayoutPoint(x: 700, y: 0),
        withScrollingVelocity: LayoutPoint(x: 800, y: 0), releasedAt: LayoutPoint(x: 300, y: 0)
      ).x == 930)
  }

  /// groupPagingCentered keeps its choice (the article's "Where a strip with insets rests"):
  /// inset c = (390 − 300) / 2 = 45 on each end, the strip starts at −45 with group 0 at
  /// 20 + 45 = 65 (item 0 at 75), and rests at 20 + 310k − 45 = 310k − 25 with group k
  /// centred at 45 (45 + 300 + 45 = 390): released at 0 at −25, at 300 (1.05) at 285.
  @Test func groupPagingCenteredCentresEachRestingGroup() throws {
    let layout = try layout(.groupPagingCentered)
    #expect(layout.strip(ofSection: 0)?.offset == -45)
    #expect(isFrame(layout.frame("item/0/0"), 75, 10, 190, 317.6))
    #expect(rest(layout, at: 0) == -25)
    #expect(rest(layout, at: 300) == 285)
    let scrolled = layout.scrolled(section: 0, to: LayoutPoint(x: 300, y: 0))
    #expect(isFrame(scrolled.frame("item/0/3"), 45 + 10, 10, 190, 317.6))
  }
}
