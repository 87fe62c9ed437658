import Testing

@testable import CollectionLayoutCore

/// Pinned section headers and footers of a lazy stack (S.4, S.8.6): a header at the visible
/// start until the end of its section's last child pushes it off; a footer at the visible
/// end, never above its section's start.
@Suite struct LazyPinningTests {
  /// Two sections of a 40-point header and 4 rows of 50, spacing 0, in a 300 × 300 view:
  /// header 0 at 0, its section ends at 240; header 1 at 240, its section ends at 480.
  static func headers() throws -> LazyStackLayout {
    try LazyStackLayout(
      configuration: .lazyVStack(spacing: 0, pinnedViews: .sectionHeaders),
      environment: LayoutEnvironment(viewport: LayoutSize(width: 300, height: 300)),
      sections: [
        LayoutSection(
          items: .list(Array(repeating: Item(height: 50), count: 4)),
          layout: LazySectionLayout(header: 40)),
        LayoutSection(
          items: .list(Array(repeating: Item(height: 50), count: 4)),
          layout: LazySectionLayout(header: 40)),
      ])
  }

  static func top(_ layout: LazyStackLayout, _ id: ElementID, at y: Double) -> Double? {
    layout.attributes(for: id, pins: layout.pinPass(at: LayoutPoint(x: 0, y: y)))?.frame.minY
  }

  @Test func aHeaderIsPushedOffByTheEndOfItsSection() throws {
    let layout = try Self.headers()
    let first = ElementID.header(section: 0, index: 0)
    let second = ElementID.header(section: 1, index: 0)
    // At 100: pinned at the visible start.
    #expect(Self.top(layout, first, at: 100) == 100)
    let pinned = layout.attributes(for: first, pins: layout.pinPass(at: LayoutPoint(x: 0, y: 100)))
    #expect(pinned?.isPinned == true)
    #expect(pinned?.zIndex == ZIndex.pinnedSectionHeader)
    // At 220: min(220, 240 − 40) = 200, 20 points pushed off; the next header still at 240.
    #expect(Self.top(layout, first, at: 220) == 200)
    #expect(Self.top(layout, second, at: 220) == 240)
    // At 240: pushed entirely above the visible start; the next header takes its place.
    #expect(Self.top(layout, first, at: 240) == 200)
    #expect(Self.top(layout, second, at: 240) == 240)
    #expect(Self.top(layout, second, at: 300) == 300)
    // Overscrolled above the top, the header stays at its natural place.
    #expect(Self.top(layout, first, at: -50) == 0)
    // What a scroll lists at 220: the pinned header, once, with the rows it covers.
    let visible = layout.elements(
      in: LayoutRect(x: 0, y: 220, width: 300, height: 300),
      pins: layout.pinPass(at: LayoutPoint(x: 0, y: 220)), limit: .max)
    #expect(visible.filter { $0.id == first }.count == 1)
  }

  /// Footers of 30 after 4 rows of 50: footer 0 at 200, section 1 from 230, its footer at
  /// 430. In a 300-point view, footer 1 pins at 300 − 30 = 270, then 370 at offset 100, and
  /// never above its section's start.
  @Test func aFooterPinsToTheVisibleEnd() throws {
    let layout = try LazyStackLayout(
      configuration: .lazyVStack(spacing: 0, pinnedViews: .sectionFooters),
      environment: LayoutEnvironment(viewport: LayoutSize(width: 300, height: 300)),
      sections: [
        LayoutSection(
          items: .list(Array(repeating: Item(height: 50), count: 4)),
          layout: LazySectionLayout(footer: 30)),
        LayoutSection(
          items: .list(Array(repeating: Item(height: 50), count: 4)),
          layout: LazySectionLayout(footer: 30)),
      ])
    let first = ElementID.footer(section: 0, index: 0)
    let second = ElementID.footer(section: 1, index: 0)
    #expect(Self.top(layout, first, at: 0) == 200)
    #expect(Self.top(layout, second, at: 0) == 270)
    #expect(Self.top(layout, second, at: 100) == 370)
    #expect(Self.top(layout, second, at: 200) == 430)
    // Scrolled far up, the footer would rise above its section: held at its start, 230.
    #expect(Self.top(layout, second, at: -100) == 230)
  }
}
