import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Flexible edge spacing grows (`NSCollectionLayoutSpacing.flexible`: at least so many points,
/// taking the space left): along a group its subitems' flexible edges share the leftover, each
/// floored to whole points, before a flexible inter-item spacing takes the rest; across it an
/// item's flexible edges share what it leaves of the group's thickness. Fixed edges never grow.
@Suite struct CompositionalFlexibleEdgeTests {
  typealias Sample = AppleSample

  /// `flexible(0)` (or `fixed(0)`) on the edges named.
  static func edges(
    leading: CompositionalSpacing? = nil, top: CompositionalSpacing? = nil,
    trailing: CompositionalSpacing? = nil, bottom: CompositionalSpacing? = nil
  ) -> CompositionalEdgeSpacing {
    CompositionalEdgeSpacing(leading: leading, top: top, trailing: trailing, bottom: bottom)
  }

  /// An item of `width` × `height` points with `edgeSpacing`.
  static func item(
    _ width: Double, _ height: Double, _ edgeSpacing: CompositionalEdgeSpacing
  ) -> CompositionalSubitem {
    .item(
      CompositionalItem(
        size: Sample.size(.absolute(width), .absolute(height)), edgeSpacing: edgeSpacing))
  }

  /// A layout of one section of `items` in a `axis` group 390 wide and `height` tall.
  static func layout(
    _ subitems: [CompositionalSubitem], items: Int, axis: CompositionalGroup.Axis = .horizontal,
    height: Double = 100, spacing: CompositionalSpacing? = nil
  ) throws -> CompositionalLayout {
    try Sample.layout([
      (
        items,
        CompositionalSection(
          group: CompositionalGroup(
            axis: axis, size: Sample.size(.fractionalWidth(1), .absolute(height)),
            subitems: subitems, interItemSpacing: spacing))
      )
    ])
  }

  /// The case: a 250 × 40 item with flexible 0 on all four edges in a 390 × 100 group.
  /// Along: 390 − 250 = 140 shared by two flexible edges, 70 each: x 70. Across: 100 − 40 = 60,
  /// 30 each: y 30. Group k at 100k: item 2 at y 230.
  @Test func flexibleEdgesOnEveryEdgeCentreTheItem() throws {
    let all = Self.edges(
      leading: .flexible(0), top: .flexible(0), trailing: .flexible(0), bottom: .flexible(0))
    let layout = try Self.layout([Self.item(250, 40, all)], items: 3)
    #expect(isFrame(layout.frame("item/0/0"), 70, 30, 250, 40))
    #expect(isFrame(layout.frame("item/0/2"), 70, 230, 250, 40))
  }

  /// The `edgeSpacing` example: bottom flexible 0 aligns items to the top of their group
  /// (the bottom edge takes all of 100 − 40); top flexible 0 alone takes it above the item,
  /// aligning it to the bottom: y 60. Fixed edges never grow: top fixed 10 with bottom
  /// flexible 0 leaves the item at y 10.
  @Test func aFlexibleEdgeAloneTakesAllTheSpaceLeft() throws {
    let layout = try Self.layout(
      [
        Self.item(100, 40, Self.edges(bottom: .flexible(0))),
        Self.item(100, 40, Self.edges(top: .flexible(0))),
        Self.item(100, 40, Self.edges(top: .fixed(10), bottom: .flexible(0))),
      ], items: 3)
    #expect(isFrame(layout.frame("item/0/0"), 0, 0, 100, 40))
    #expect(isFrame(layout.frame("item/0/1"), 100, 60, 100, 40))
    #expect(isFrame(layout.frame("item/0/2"), 200, 10, 100, 40))
  }

  /// The golden `compositional-flexible-edges`, by hand. Section 0: the centred item of
  /// `flexibleEdgesOnEveryEdgeCentreTheItem`, three groups (100 each): [70, 30 + 100k, 250,
  /// 40]. Section 1 (starts at 300), a 60-point group of A (150 × 40, bottom flexible 0) and
  /// B (150 × 40, leading flexible 10, top flexible 0): the fit uses minimums (150 + 10 + 150
  /// = 310 <= 390; A again would end at 460), so two a group; along, the leftover 390 − 310
  /// = 80 goes to B's one flexible edge: 10 + 80 = 90, B at x 150 + 90 = 240, ending at 390;
  /// across, A is at the top (y 300), B takes 60 − 40 = 20 above it (y 320).
  @Test func theGoldenByHand() throws {
    let frames = try ScenarioGoldens.frames(ofScenarioNamed: "compositional-flexible-edges")
    let step = try #require(frames.steps.first)
    #expect(step.contentSize == LayoutSize(width: 390, height: 420))
    for group in 0..<3 {
      #expect(
        step.frame(.named("item/0/\(group)"))
          == LayoutRect(x: 70, y: 30 + 100 * Double(group), width: 250, height: 40))
    }
    #expect(step.frame(.named("item/1/0")) == LayoutRect(x: 0, y: 300, width: 150, height: 40))
    #expect(step.frame(.named("item/1/1")) == LayoutRect(x: 240, y: 320, width: 150, height: 40))
    #expect(step.frame(.named("item/1/2")) == LayoutRect(x: 0, y: 360, width: 150, height: 40))
    #expect(step.frame(.named("item/1/3")) == LayoutRect(x: 240, y: 380, width: 150, height: 40))
  }

  /// Flexible edges share the leftover first, each floored: three 100-point items with a
  /// leading flexible 0 each and flexible 10 between them: 390 − 300 − 2 · 10 = 70 over
  /// three edges, floor(23.33) = 23 each; the gaps then take what remains:
  /// floor((390 − 300 − 69) / 2) = 10. x = 23, 23 + 100 + 10 + 23 = 156, 289.
  @Test func flexibleEdgesGrowBeforeAFlexibleInterItemSpacing() throws {
    let layout = try Self.layout(
      [Self.item(100, 40, Self.edges(leading: .flexible(0)))], items: 3,
      spacing: .flexible(10))
    #expect(isFrame(layout.frame("item/0/0"), 23, 0, 100, 40))
    #expect(isFrame(layout.frame("item/0/1"), 156, 0, 100, 40))
    #expect(isFrame(layout.frame("item/0/2"), 289, 0, 100, 40))
  }

  /// In a vertical group 390 × 300: 100 × 120 items with flexible 0 on every edge, two fit
  /// (a third would end at 360); along, they share 300 − 240 = 60 over four edges, 15 each:
  /// y 15 and 15 + 120 + 15 + 15 = 165; across, leading and trailing centre them: x
  /// (390 − 100) / 2 = 145.
  @Test func aVerticalGroupGrowsItsEdgesAlongItsHeight() throws {
    let all = Self.edges(
      leading: .flexible(0), top: .flexible(0), trailing: .flexible(0), bottom: .flexible(0))
    let layout = try Self.layout(
      [Self.item(100, 120, all)], items: 2, axis: .vertical, height: 300)
    #expect(isFrame(layout.frame("item/0/0"), 145, 15, 100, 120))
    #expect(isFrame(layout.frame("item/0/1"), 145, 165, 100, 120))
  }

  /// A nested group moves with its flexible edge, its items inside it: a 200 × 100 vertical
  /// group with leading flexible 0 in a 390-point row takes 190 before it (x 190), and its
  /// two 200 × 50 items follow (x 190, y 0 and 50).
  @Test func aNestedGroupsFlexibleEdgeMovesItsItems() throws {
    var nested = CompositionalGroup.vertical(
      size: Sample.size(.absolute(200), .absolute(100)),
      subitems: [Sample.item(.fractionalWidth(1), .fractionalHeight(0.5))], count: 2)
    nested.edgeSpacing = Self.edges(leading: .flexible(0))
    let layout = try Self.layout([.group(nested)], items: 2)
    #expect(isFrame(layout.frame("item/0/0"), 190, 0, 200, 50))
    #expect(isFrame(layout.frame("item/0/1"), 190, 50, 200, 50))
  }
}
