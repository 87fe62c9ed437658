import Testing

@testable import CollectionLayoutCore

/// A pinned footer never covers its own header, nor a pinned header its own footer, in the
/// flow and compositional layouts alike, vertical and horizontal (`BoundaryPinning`): the
/// issue's case, a short section at 780 on an 844-point screen with a 44-point header and a
/// 44-point pinned footer, puts the footer at 824, under the header (780 ... 824), not at the
/// visible end's 800.
@Suite struct BoundaryPinningTests {
  /// The rule by itself: a header pinned at 850 with its footer laid out at 912 is held at
  /// 912 − 44 = 868 from 868 on; a footer pinned at the visible end 844 is held at its header's
  /// end, 824; neither leaves its natural place the other way.
  @Test func theRule() {
    #expect(
      BoundaryPinning.headerStart(natural: 780, length: 44, line: 850, footerStart: 912) == 850)
    #expect(
      BoundaryPinning.headerStart(natural: 780, length: 44, line: 880, footerStart: 912) == 868)
    #expect(
      BoundaryPinning.headerStart(natural: 780, length: 44, line: 100, footerStart: 912) == 780)
    #expect(
      BoundaryPinning.footerStart(natural: 912, length: 44, line: 844, headerEnd: 824) == 824)
    #expect(
      BoundaryPinning.footerStart(natural: 912, length: 44, line: 944, headerEnd: 824) == 900)
    #expect(
      BoundaryPinning.footerStart(natural: 912, length: 44, line: 1044, headerEnd: 824) == 912)
  }

  // MARK: - Compositional

  /// One row per item, `height` tall along the scroll axis, across it the whole content.
  static func rows(_ height: Double, axis: ScrollAxis) -> CompositionalSection {
    let size =
      axis == .vertical
      ? AppleSample.size(.fractionalWidth(1), .absolute(height))
      : AppleSample.size(.absolute(height), .fractionalHeight(1))
    return CompositionalSection(
      group: .horizontal(
        size: size, subitems: [AppleSample.item(.fractionalWidth(1), .fractionalHeight(1))]))
  }

  /// Rows of 44 with a 44-point header and footer at the section's start and end.
  static func short(headerPins: Bool, axis: ScrollAxis) -> CompositionalSection {
    var section = rows(44, axis: axis)
    let size =
      axis == .vertical
      ? AppleSample.size(.fractionalWidth(1), .absolute(44))
      : AppleSample.size(.absolute(44), .fractionalHeight(1))
    section.boundarySupplementaryItems = [
      BoundarySupplementary(
        kind: "header", size: size, alignment: axis == .vertical ? .top : .leading,
        pinToVisibleBounds: headerPins),
      BoundarySupplementary(
        kind: "footer", size: size, alignment: axis == .vertical ? .bottom : .trailing,
        pinToVisibleBounds: true),
    ]
    return section
  }

  /// The golden `compositional-pinned-header-and-footer`: 10 rows of 78 (0 ... 780); the short
  /// section, header 780 ... 824, rows 824 and 868, footer laid out at 912 ... 956; 20 rows of
  /// 78 after it. On an 844-point screen (a 390 × 844 one, or 844 × 390 scrolling
  /// horizontally).
  static func layout(headerPins: Bool = true, axis: ScrollAxis = .vertical) throws
    -> CompositionalLayout
  {
    try AppleSample.layout(
      [
        (10, rows(78, axis: axis)), (2, short(headerPins: headerPins, axis: axis)),
        (20, rows(78, axis: axis)),
      ],
      configuration: CompositionalConfiguration(scrollDirection: axis),
      viewport: axis == .vertical
        ? LayoutSize(width: 390, height: 844) : LayoutSize(width: 844, height: 390))
  }

  /// Where element `id` starts along `axis` at offset `offset` along it.
  static func start(
    _ layout: some CollectionViewLayout, _ id: String, at offset: Double,
    axis: ScrollAxis = .vertical
  ) -> Double? {
    let point =
      axis == .vertical ? LayoutPoint(x: 0, y: offset) : LayoutPoint(x: offset, y: 0)
    guard let id = ElementID(id),
      let frame = layout.attributes(for: id, pins: layout.pinPass(at: point))?.frame
    else { return nil }
    return axis == .vertical ? frame.minY : frame.minX
  }

  /// At rest the footer's line is 844 − 44 = 800, above its header's end: it is held at 824
  /// (the issue: it was at 800, covering the header by 24 points). Scrolled 100, its line 900
  /// is below 824: there. Scrolled 200, its line 1000 is past its natural 912: there. The
  /// header pins from 780 on, at 850 when scrolled 850, and its footer (912) pushes it out from
  /// 912 − 44 = 868 on: at 880 it is held at 868 (it was at 880, over the footer by 12).
  @Test func compositionalHeaderAndFooterNeverCoverEachOther() throws {
    let layout = try Self.layout()
    #expect(Self.start(layout, "header/1/0", at: 0) == 780)
    #expect(Self.start(layout, "footer/1/0", at: 0) == 824)
    #expect(Self.start(layout, "footer/1/0", at: 100) == 900)
    #expect(Self.start(layout, "footer/1/0", at: 200) == 912)
    #expect(Self.start(layout, "header/1/0", at: 850) == 850)
    #expect(Self.start(layout, "header/1/0", at: 880) == 868)
    #expect(Self.start(layout, "footer/1/0", at: 880) == 912)
    let footer = try #require(ElementID("footer/1/0"))
    let atRest = layout.attributes(for: footer, pins: layout.pinPass(at: .zero))
    #expect(atRest?.frame == LayoutRect(x: 0, y: 824, width: 390, height: 44))
    #expect(atRest?.isPinned == true)
  }

  /// A header that does not pin holds a pinned footer back as well: 824 at rest.
  @Test func compositionalUnpinnedHeaderHoldsThePinnedFooter() throws {
    let layout = try Self.layout(headerPins: false)
    #expect(Self.start(layout, "header/1/0", at: 0) == 780)
    #expect(Self.start(layout, "footer/1/0", at: 0) == 824)
    #expect(Self.start(layout, "header/1/0", at: 850) == 780)
  }

  /// Scrolling horizontally, the same numbers along x on an 844 × 390 screen.
  @Test func compositionalHorizontal() throws {
    let layout = try Self.layout(axis: .horizontal)
    #expect(Self.start(layout, "header/1/0", at: 0, axis: .horizontal) == 780)
    #expect(Self.start(layout, "footer/1/0", at: 0, axis: .horizontal) == 824)
    #expect(Self.start(layout, "footer/1/0", at: 100, axis: .horizontal) == 900)
    #expect(Self.start(layout, "header/1/0", at: 880, axis: .horizontal) == 868)
  }

  // MARK: - Flow

  /// Items a whole row (or column) of 44 with no spacing, header and footer 44, a leading inset
  /// of 32: section 0 (15 items) is 44 + 32 + 660 + 44 = 780 long, section 1 (2 items) has
  /// its header at 780 ... 824 and its footer laid out at 780 + 44 + 32 + 88 = 944.
  static func flow(axis: ScrollAxis = .vertical, viewport: Double = 844) throws -> FlowLayout {
    let vertical = axis == .vertical
    return try FlowLayout(
      configuration: FlowConfiguration(
        scrollDirection: axis,
        itemSize: vertical
          ? LayoutSize(width: 390, height: 44) : LayoutSize(width: 44, height: 390),
        minimumLineSpacing: 0, minimumInteritemSpacing: 0,
        sectionInset: vertical
          ? LayoutInsets(top: 32, left: 0, bottom: 0, right: 0)
          : LayoutInsets(top: 0, left: 32, bottom: 0, right: 0),
        headerReferenceSize: vertical
          ? LayoutSize(width: 0, height: 44) : LayoutSize(width: 44, height: 0),
        footerReferenceSize: vertical
          ? LayoutSize(width: 0, height: 44) : LayoutSize(width: 44, height: 0),
        sectionHeadersPinToVisibleBounds: true, sectionFootersPinToVisibleBounds: true),
      environment: LayoutEnvironment(
        viewport: vertical
          ? LayoutSize(width: 390, height: viewport) : LayoutSize(width: viewport, height: 390)),
      sections: [LayoutSection(items: .count(15)), LayoutSection(items: .count(2))])
  }

  /// The flow layout, vertical and horizontal: at rest the footer is held at its header's end,
  /// 824; scrolled 150 its line 950 is past its natural 944.
  @Test func flowHeaderAndFooterNeverCoverEachOther() throws {
    for axis in [ScrollAxis.vertical, .horizontal] {
      let layout = try Self.flow(axis: axis)
      #expect(Self.start(layout, "header/1/0", at: 0, axis: axis) == 780)
      #expect(Self.start(layout, "footer/1/0", at: 0, axis: axis) == 824)
      #expect(Self.start(layout, "footer/1/0", at: 100, axis: axis) == 900)
      #expect(Self.start(layout, "footer/1/0", at: 150, axis: axis) == 944)
    }
  }

  /// A viewport shorter than the header and the footer together (60 points): scrolled to 800,
  /// the header pins at 800 ... 844 and the footer, whose line is 860 − 44 = 816, is held at
  /// the pinned header's end, 844 (it was held at the header's natural end, 824, over the
  /// pinned header by 20 points).
  @Test func aViewportShorterThanBothKeepsTheHeader() throws {
    let layout = try Self.flow(viewport: 60)
    #expect(Self.start(layout, "header/1/0", at: 800) == 800)
    #expect(Self.start(layout, "footer/1/0", at: 800) == 844)
  }
}
