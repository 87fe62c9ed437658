import Testing

@testable import CollectionLayoutCore

/// Pinned headers and footers (A.1 `sectionHeadersPinToVisibleBounds`,
/// `sectionFootersPinToVisibleBounds`; A.6): a header at max(visible top, natural top), held
/// above its own footer; a footer at min(visible bottom, natural top), held below its own
/// header.
@Suite struct FlowPinningTests {
  /// Two sections of 9 items of 100 in 3 rows, header 40, footer 30, insets 10: each section
  /// 40 + 10 + 320 + 10 + 30 = 410 tall, its footer at 380; a 375 × 300 viewport.
  static func layout(scrollDirection: ScrollAxis = .vertical) throws -> FlowLayout {
    let vertical = scrollDirection == .vertical
    return try FlowLayout(
      configuration: FlowConfiguration(
        scrollDirection: scrollDirection, itemSize: LayoutSize(width: 100, height: 100),
        sectionInset: LayoutInsets(top: 10, left: 10, bottom: 10, right: 10),
        headerReferenceSize: vertical
          ? LayoutSize(width: 0, height: 40) : LayoutSize(width: 40, height: 0),
        footerReferenceSize: vertical
          ? LayoutSize(width: 0, height: 30) : LayoutSize(width: 30, height: 0),
        sectionHeadersPinToVisibleBounds: true, sectionFootersPinToVisibleBounds: true),
      environment: LayoutEnvironment(
        viewport: vertical
          ? LayoutSize(width: 375, height: 300) : LayoutSize(width: 300, height: 375)),
      sections: [LayoutSection(items: .count(9)), LayoutSection(items: .count(9))])
  }

  static func top(_ layout: FlowLayout, _ id: ElementID, at y: Double) -> Double? {
    layout.attributes(for: id, pins: layout.pinPass(at: LayoutPoint(x: 0, y: y)))?.frame.minY
  }

  @Test func headersPinAndTheirFootersPushThemOut() throws {
    let layout = try Self.layout()
    let header = ElementID.header(section: 0, index: 0)
    #expect(Self.top(layout, header, at: 0) == 0)
    #expect(Self.top(layout, header, at: 100) == 100)
    // Held above its footer (380): 380 - 40.
    #expect(Self.top(layout, header, at: 360) == 340)
    #expect(Self.top(layout, .header(section: 1, index: 0), at: 520) == 520)
    // Overscrolled above the top: the header stays where it is.
    #expect(Self.top(layout, header, at: -50) == 0)
    let pinned = layout.attributes(
      for: header, pins: layout.pinPass(at: LayoutPoint(x: 0, y: 100)))
    #expect(pinned?.isPinned == true)
    #expect(pinned?.zIndex == ZIndex.pinnedSectionHeader)
  }

  @Test func footersPinToTheBottomAndStayBelowTheirHeaders() throws {
    let layout = try Self.layout()
    let footer = ElementID.footer(section: 0, index: 0)
    // The visible bottom 300 - 30.
    #expect(Self.top(layout, footer, at: 0) == 270)
    #expect(Self.top(layout, footer, at: 100) == 370)
    #expect(Self.top(layout, footer, at: 360) == 380)
    #expect(Self.top(layout, .footer(section: 1, index: 0), at: 360) == 630)
    // Section 1 (410 ... 820) far below the screen: its footer stays below its header.
    #expect(Self.top(layout, .footer(section: 1, index: 0), at: 0) == 450)
  }

  /// A pinned header is listed when its pinned frame meets the rect, though its natural one
  /// does not.
  @Test func aQueryListsAPinnedHeaderWhereItIsPinned() throws {
    let layout = try Self.layout()
    let offset = LayoutPoint(x: 0, y: 200)
    let rect = LayoutRect(x: 0, y: 200, width: 375, height: 300)
    let ids = layout.elements(in: rect, pins: layout.pinPass(at: offset), limit: .max).map(\.id)
    #expect(ids.first == .header(section: 0, index: 0))
    #expect(ids.contains(.footer(section: 0, index: 0)))
  }

  @Test func horizontalHeadersPinToTheLeft() throws {
    let layout = try Self.layout(scrollDirection: .horizontal)
    let header = ElementID.header(section: 0, index: 0)
    let pins = layout.pinPass(at: LayoutPoint(x: 100, y: 0))
    #expect(layout.attributes(for: header, pins: pins)?.frame.minX == 100)
    #expect(
      layout.attributes(for: .footer(section: 0, index: 0), pins: pins)?.frame.minX == 370)
    #expect(layout.attributes(for: header, pins: pins)?.frame.height == 375)
  }

  /// Scrolled to 155 the header of section 0 is pinned at 155 ... 195, in the gap between
  /// rows 0 (50 ... 150) and 1 (160 ... 260): the anchor line is the header's bottom (195), the
  /// first candidate item/0/3, 35 above it, never the pinned header (found again at its
  /// natural y 0, it would take the screen back 155 points).
  @Test func aPinnedHeaderIsNotAnAnchorAndTheLineIsBelowIt() throws {
    let layout = try Self.layout()
    let offset = LayoutPoint(x: 0, y: 155)
    #expect(layout.anchorLine(at: offset) == 195)
    let first = layout.anchorCandidates(at: offset).first
    #expect(first?.id == .item(section: 0, item: 3))
    #expect(first?.distance == -35)
    #expect(first?.stackHeight == 40)
    #expect(!layout.anchorCandidates(at: offset).map(\.id).contains(.header(section: 0, index: 0)))
    // A kind that lists no shorter list near the line says so (the default): an update then
    // reads its whole list, in its own order.
    #expect(layout.anchorCandidates(at: offset, within: 100) == nil)
    // Nothing pinned at the top: the line is the visible top.
    #expect(layout.anchorLine(at: LayoutPoint(x: 0, y: 0)) == 0)
    // Pushed out by its footer (340 ... 380 at 360): the line is its bottom, 380.
    #expect(layout.anchorLine(at: LayoutPoint(x: 0, y: 360)) == 380)
    // Its section gone by (section 1's header at its natural 410): the visible top.
    #expect(layout.anchorLine(at: LayoutPoint(x: 0, y: 400)) == 400)
    // Horizontally, the line is the pinned header's right edge.
    let horizontal = try Self.layout(scrollDirection: .horizontal)
    #expect(horizontal.anchorLine(at: LayoutPoint(x: 155, y: 0)) == 195)
  }

  /// A resize and an update scrolled to 155 keep the screen still: item/0/3 stays 35 points
  /// above the pinned header's bottom.
  @Test func aResizeAndAnUpdateKeepThePlaceBelowAPinnedHeader() throws {
    let layout = try Self.layout()
    let offset = LayoutPoint(x: 0, y: 155)
    // Taller: nothing moves, the offset stays.
    let taller = try layout.resized(to: LayoutSize(width: 375, height: 400), from: offset)
    #expect(taller.contentOffset == offset)
    // 200 wide: one item a row, item/0/3 at 50 + 3 × 110 = 380; 380 + 35 - 40 = 375.
    let narrow = try layout.resized(to: LayoutSize(width: 200, height: 300), from: offset)
    #expect(narrow.contentOffset == LayoutPoint(x: 0, y: 375))
    // An item appended to the last section: nothing above it moves.
    let update = try LayoutUpdate(
      layout: layout, contentOffset: offset,
      batch: BatchUpdate(insertItems: [ItemPath(section: 1, item: 9)]))
    #expect(update.targetContentOffset == offset)
  }
}
