import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore

/// The small cases of reference B.13 (group width 390, no section insets) and the rules of
/// B.3 – B.5 they pin, each with its arithmetic.
@Suite struct CompositionalRuleTests {
  typealias Sample = AppleSample

  /// A one-group section of `subitems` in a 390 × `height` horizontal group.
  func layout(
    _ subitems: [CompositionalSubitem], items: Int = 3, count: Int? = nil,
    spacing: CompositionalSpacing? = nil, height: CompositionalDimension = .absolute(50)
  ) throws -> CompositionalLayout {
    try Sample.layout([
      (
        items,
        CompositionalSection(
          group: .horizontal(
            size: Sample.size(.fractionalWidth(1), height), subitems: subitems, count: count,
            interItemSpacing: spacing))
      )
    ])
  }

  /// The x of items 0 ..< n.
  func xs(_ layout: CompositionalLayout, _ count: Int, section: Int = 0) -> [Double] {
    (0..<count).compactMap { layout.frame("item/\(section)/\($0)")?.minX }
  }

  /// Fixed spacing: 100-point items, fixed 10: x = 0, 110, 220; a fourth would end at
  /// 330 + 100 = 430 > 390, so 3 a group, and item 3 starts the next group.
  @Test func fixedSpacingRepeatsUntilTheNextDoesNotFit() throws {
    let layout = try layout(
      [Sample.item(.absolute(100), .fractionalHeight(1))], items: 4, spacing: .fixed(10))
    #expect(xs(layout, 3) == [0, 110, 220])
    #expect(isFrame(layout.frame("item/0/3"), 0, 50, 100, 50))
  }

  /// Flexible spacing: the same fit (300 + 2 · 10 = 320 <= 390); the leftover 390 − 300 = 90
  /// shared by 2 gaps = 45: x = 0, 145, 290, the last ending at 390.
  @Test func flexibleSpacingSharesTheLeftover() throws {
    let layout = try layout(
      [Sample.item(.absolute(100), .fractionalHeight(1))], spacing: .flexible(10))
    #expect(xs(layout, 3) == [0, 145, 290])
  }

  /// Mixed subitems [A 150, B 100]: A at 0, B at 150, A again would need 250 ..< 400 > 390:
  /// 2 a group, repeated cyclically (item 2 is A of the next group).
  @Test func mixedSubitemsRepeatCyclically() throws {
    let layout = try layout(
      [
        Sample.item(.absolute(150), .fractionalHeight(1)),
        Sample.item(.absolute(100), .fractionalHeight(1)),
      ], items: 3)
    #expect(isFrame(layout.frame("item/0/0"), 0, 0, 150, 50))
    #expect(isFrame(layout.frame("item/0/1"), 150, 0, 100, 50))
    #expect(isFrame(layout.frame("item/0/2"), 0, 50, 150, 50))
  }

  /// `subitem:count: 4`, fixed 10: (390 − 3 · 10) / 4 = 90 each, whatever the item's own
  /// width (0.2 here): x = 0, 100, 200, 300.
  @Test func countSharesTheGroupIgnoringTheItemsWidth() throws {
    let layout = try layout(
      [Sample.item(.fractionalWidth(0.2), .fractionalHeight(1))], items: 4, count: 4,
      spacing: .fixed(10))
    #expect(xs(layout, 4) == [0, 100, 200, 300])
    #expect(layout.frame("item/0/0")?.width == 90)
  }

  /// `repeatingSubitem:count: 4` with 80-point items and fixed 10 places them as cyclic
  /// repetition does: x = 0, 90, 180, 270; 360 + 80 = 440 > 390 stops the fifth; 40 spare.
  @Test func repeatingSubitemKeepsTheItemsSize() throws {
    let layout = try layout(
      [Sample.item(.absolute(80), .fractionalHeight(1))], items: 5, spacing: .fixed(10))
    #expect(xs(layout, 4) == [0, 90, 180, 270])
    #expect(isFrame(layout.frame("item/0/4"), 0, 50, 80, 50))
  }

  /// contentInsets 2 on 20 × 20 slots: a 16 × 16 item at the slot's origin + (2, 2).
  @Test func contentInsetsShrinkTheItemInItsSlot() throws {
    let layout = try layout(
      [Sample.item(.absolute(20), .absolute(20), insets: DirectionalInsets(all: 2))],
      height: .absolute(20))
    #expect(isFrame(layout.frame("item/0/0"), 2, 2, 16, 16))
    #expect(isFrame(layout.frame("item/0/1"), 22, 2, 16, 16))
  }

  /// contentInsets are ignored along an estimated dimension (B.3): an estimated height keeps
  /// its 20 points, the absolute width loses 2 + 2.
  @Test func contentInsetsAreIgnoredAlongEstimatedDimensions() throws {
    let layout = try layout(
      [Sample.item(.absolute(20), .estimated(20), insets: DirectionalInsets(all: 2))],
      height: .absolute(20))
    #expect(isFrame(layout.frame("item/0/0"), 2, 0, 16, 20))
  }

  /// edgeSpacing trailing fixed 2 on 20 × 20 items: each keeps 20 × 20 and pushes the next
  /// by 2: x = 0, 22, 44.
  @Test func edgeSpacingPushesNeighbours() throws {
    let item = CompositionalItem(
      size: Sample.size(.absolute(20), .absolute(20)),
      edgeSpacing: CompositionalEdgeSpacing(trailing: .fixed(2)))
    let layout = try layout([.item(item)], height: .absolute(20))
    #expect(xs(layout, 3) == [0, 22, 44])
    #expect(layout.frame("item/0/1")?.size == LayoutSize(width: 20, height: 20))
  }

  /// edgeSpacing comes before contentInsets: leading fixed 10 then insets 2 → x = 10 + 2.
  @Test func edgeSpacingComesBeforeContentInsets() throws {
    let item = CompositionalItem(
      size: Sample.size(.absolute(20), .absolute(20)), contentInsets: DirectionalInsets(all: 2),
      edgeSpacing: CompositionalEdgeSpacing(leading: .fixed(10)))
    let layout = try layout([.item(item)], height: .absolute(20))
    #expect(isFrame(layout.frame("item/0/0"), 12, 2, 16, 16))
    // The next slot starts after 10 + 20: x = 30 + 10 + 2 = 42.
    #expect(layout.frame("item/0/1")?.minX == 42)
  }

  /// A section inset leading 0.1 on a 390 container is 39 points (B.2).
  @Test func fractionalSectionInset() throws {
    var section = Sample.list
    section.contentInsets = DirectionalInsets(leading: 0.1)
    let layout = try Sample.layout([(1, section)])
    #expect(layout.frame("item/0/0")?.minX == 39)
  }

  /// A group height fractionalWidth(0.5) on a 390 container is 195.
  @Test func groupHeightAsAFractionOfTheWidth() throws {
    let layout = try layout(
      [Sample.item(.fractionalWidth(1), .fractionalHeight(1))], items: 2,
      height: .fractionalWidth(0.5))
    #expect(isFrame(layout.frame("item/0/1"), 0, 195, 390, 195))
  }

  /// In a group 120 tall, an item fractionalHeight(0.5) is 60; fractionalHeight(1) with insets
  /// top and bottom 5 is 120 − 10 = 110 tall at y 5.
  @Test func fractionalHeightsInAGroup() throws {
    let half = try layout(
      [Sample.item(.absolute(100), .fractionalHeight(0.5))], height: .absolute(120))
    #expect(half.frame("item/0/0")?.height == 60)
    let inset = try layout(
      [
        Sample.item(
          .absolute(100), .fractionalHeight(1), insets: DirectionalInsets(top: 5, bottom: 5))
      ],
      height: .absolute(120))
    #expect(isFrame(inset.frame("item/0/0"), 0, 5, 100, 110))
  }

  /// A partial last group keeps its items in the leading slots (B.4): 7 items in groups of
  /// 5 put items 5 and 6 at x 0 and 78 of the second group.
  @Test func partialLastGroupKeepsLeadingSlots() throws {
    let layout = try Sample.layout([(7, Sample.grid())])
    #expect(isFrame(layout.frame("item/0/5"), 0, 78, 78, 78))
    #expect(isFrame(layout.frame("item/0/6"), 78, 78, 78, 78))
    #expect(layout.frame("item/0/7") == nil)
  }

  /// interSectionSpacing is added between sections, not before the first: two 44-point list
  /// sections of 1 item with spacing 20 start at 0 and 64.
  @Test func interSectionSpacing() throws {
    let layout = try Sample.layout(
      [(1, Sample.list), (1, Sample.list)],
      configuration: CompositionalConfiguration(interSectionSpacing: 20))
    #expect(layout.frame("item/1/0")?.minY == 64)
    #expect(layout.contentSize.height == 108)
  }

  /// A horizontally scrolling layout stacks sections along x: a 1.0h × fractionalWidth(0.5)
  /// group of 0.5 × 1.0 items is 195 wide and as tall as the viewport; groups follow along x.
  @Test func horizontalScrollDirection() throws {
    let section = CompositionalSection(
      group: .vertical(
        size: Sample.size(.fractionalWidth(0.5), .fractionalHeight(1)),
        subitems: [Sample.item(.fractionalWidth(1), .fractionalHeight(0.5))]))
    let layout = try Sample.layout(
      [(5, section)], configuration: CompositionalConfiguration(scrollDirection: .horizontal),
      viewport: LayoutSize(width: 390, height: 300))
    #expect(isFrame(layout.frame("item/0/0"), 0, 0, 195, 150))
    #expect(isFrame(layout.frame("item/0/1"), 0, 150, 195, 150))
    #expect(isFrame(layout.frame("item/0/2"), 195, 0, 195, 150))
    #expect(layout.contentSize == LayoutSize(width: 3 * 195, height: 300))
    #expect(layout.scrollAxis == .horizontal)
  }

  /// A boundary supplementary that does not extend the boundary overlaps the content: the
  /// header is at the section's top and the first row too.
  @Test func headerThatDoesNotExtendTheBoundary() throws {
    var section = Sample.list
    section.boundarySupplementaryItems = [
      BoundarySupplementary(
        kind: "header", size: Sample.size(.fractionalWidth(1), .absolute(30)), alignment: .top,
        extendsBoundary: false)
    ]
    let layout = try Sample.layout([(2, section)])
    #expect(isFrame(layout.frame("header/0/0"), 0, 0, 390, 30))
    #expect(isFrame(layout.frame("item/0/0"), 0, 0, 390, 44))
  }

  /// Global boundary supplementaries: a header above every section (`globalHeader/0`) and a
  /// footer below them (`globalFooter/0`), owned by the collection.
  @Test func globalSupplementaries() throws {
    let layout = try Sample.layout(
      [(2, Sample.list)],
      configuration: CompositionalConfiguration(boundarySupplementaryItems: [
        BoundarySupplementary(
          kind: "header", size: Sample.size(.fractionalWidth(1), .absolute(50)), alignment: .top),
        BoundarySupplementary(
          kind: "footer", size: Sample.size(.fractionalWidth(0.5), .absolute(20)),
          alignment: .bottomTrailing),
      ]))
    #expect(isFrame(layout.frame("globalHeader/0"), 0, 0, 390, 50))
    #expect(isFrame(layout.frame("item/0/0"), 0, 50, 390, 44))
    #expect(isFrame(layout.frame("globalFooter/0"), 195, 138, 195, 20))
    #expect(layout.contentSize.height == 158)
    let footer = try #require(ElementID("globalFooter/0"))
    #expect(layout.owner(of: footer) == .collection)
  }

  /// A list section (B.10, the engine's choices): plain rows 44 tall edge to edge, separators
  /// `rowSeparator/S/R` under every row but the last, one pixel (0.5 at scale 2) from x 20.
  @Test func plainList() throws {
    let layout = try Sample.layout([(3, .list(ListConfiguration()))])
    #expect(isFrame(layout.frame("item/0/2"), 0, 88, 390, 44))
    #expect(isFrame(layout.frame("rowSeparator/0/0"), 20, 43.5, 370, 0.5))
    #expect(isFrame(layout.frame("rowSeparator/0/1"), 20, 87.5, 370, 0.5))
    #expect(layout.frame("rowSeparator/0/2") == nil)
  }

  /// An inset-grouped list with a supplementary header: 20 on every side, the header over the
  /// rows' width, not pinned; no separators when asked.
  @Test func insetGroupedList() throws {
    let layout = try Sample.layout([
      (
        2,
        .list(
          ListConfiguration(
            appearance: .insetGrouped, headerMode: .supplementary, showsSeparators: false))
      )
    ])
    #expect(isFrame(layout.frame("header/0/0"), 20, 0, 350, 44))
    #expect(isFrame(layout.frame("item/0/0"), 20, 64, 350, 44))
    #expect(layout.frame("rowSeparator/0/0") == nil)
    // 44 + 20 + 2 · 44 + 20 = 172.
    #expect(layout.contentSize.height == 172)
  }

  /// A list's rows are 44 tall unless their items give a height (B.10): heights 30, none, 60
  /// give rows at 0, 30 and 74, ending at 134; a rect query finds the rows by binary search.
  @Test func listRowsOfTheirItemsHeights() throws {
    let layout = try CompositionalLayout(
      configuration: CompositionalConfiguration(section: .list(ListConfiguration())),
      sections: [LayoutSection(items: .list([Item(height: 30), Item(), Item(height: 60)]))],
      environment: LayoutEnvironment(viewport: LayoutSize(width: 390, height: 844)))
    #expect(isFrame(layout.frame("item/0/0"), 0, 0, 390, 30))
    #expect(isFrame(layout.frame("item/0/1"), 0, 30, 390, 44))
    #expect(isFrame(layout.frame("item/0/2"), 0, 74, 390, 60))
    #expect(isFrame(layout.frame("rowSeparator/0/1"), 20, 73.5, 370, 0.5))
    #expect(layout.contentSize.height == 134)
    let found = layout.elements(
      in: LayoutRect(x: 0, y: 80, width: 390, height: 10), pins: nil, limit: .max)
    #expect(found.map(\.id.description) == ["item/0/2"])
  }

  /// A pinned footer stays at the visible end while its section shows (B.7 by symmetry, a
  /// choice): in a 200-point viewport at offset 0 the first footer (natural 284) is at
  /// 200 − 44 = 156; at offset 150, 350 − 44 = 306 is past its natural 284, so it stays there.
  @Test func pinnedFooterStaysAtTheVisibleEnd() throws {
    var section = Sample.headersFooters()
    section.boundarySupplementaryItems[1].pinToVisibleBounds = true
    let layout = try Sample.layout(
      [(5, section), (5, section)], viewport: LayoutSize(width: 390, height: 200))
    let footer = try #require(ElementID("footer/0/0"))
    let atTop = layout.attributes(for: footer, pins: layout.pinPass(at: .zero))
    #expect(isFrame(atTop?.frame, 10, 156, 370, 44))
    #expect(atTop?.isPinned == true)
    let lower = layout.attributes(
      for: footer, pins: layout.pinPass(at: LayoutPoint(x: 0, y: 150)))
    #expect(isFrame(lower?.frame, 10, 284, 370, 44))
    #expect(lower?.isPinned == false)
  }

  /// A pinned global header stays at the visible start and section headers pin below it: at
  /// offset 100 the 30-point global header is at 100 and section 0's pinned header at 130.
  @Test func sectionHeadersPinBelowAPinnedGlobalHeader() throws {
    let layout = try Sample.layout(
      [(5, Sample.headersFooters(pinned: true))],
      configuration: CompositionalConfiguration(boundarySupplementaryItems: [
        BoundarySupplementary(
          kind: "header", size: Sample.size(.fractionalWidth(1), .absolute(30)),
          alignment: .top, pinToVisibleBounds: true)
      ]))
    let pins = layout.pinPass(at: LayoutPoint(x: 0, y: 100))
    let global = try #require(ElementID("globalHeader/0"))
    let header = try #require(ElementID("header/0/0"))
    #expect(isFrame(layout.attributes(for: global, pins: pins)?.frame, 0, 100, 390, 30))
    #expect(isFrame(layout.attributes(for: header, pins: pins)?.frame, 10, 130, 370, 44))
  }

  /// In a horizontally scrolling layout, a `leading` header sits before the section's groups
  /// along x, as tall as 1.0 of the section's height: a 50-wide header, then groups from 50.
  @Test func leadingHeaderInAHorizontalLayout() throws {
    var section = CompositionalSection(
      group: .vertical(
        size: Sample.size(.absolute(100), .fractionalHeight(1)),
        subitems: [Sample.item(.fractionalWidth(1), .fractionalHeight(1))]))
    section.boundarySupplementaryItems = [
      BoundarySupplementary(
        kind: "header", size: Sample.size(.absolute(50), .fractionalHeight(1)),
        alignment: .leading)
    ]
    let layout = try Sample.layout(
      [(2, section)], configuration: CompositionalConfiguration(scrollDirection: .horizontal),
      viewport: LayoutSize(width: 390, height: 300))
    #expect(isFrame(layout.frame("header/0/0"), 0, 0, 50, 300))
    #expect(isFrame(layout.frame("item/0/0"), 50, 0, 100, 300))
    #expect(isFrame(layout.frame("item/0/1"), 150, 0, 100, 300))
    #expect(layout.contentSize.width == 250)
  }
}
