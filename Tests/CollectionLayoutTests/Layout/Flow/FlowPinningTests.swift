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
}
