import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

@Suite struct DecorationTests {
  private let allSeparators = SeparatorMetrics(
    row: true, column: true, section: true, insets: HorizontalInsets(left: 15, right: 5))

  @Test func rowSeparatorsLieOnTheTopEdgeOfEveryRowAfterTheFirst() throws {
    let layout = try makeLayout(
      metrics: SectionMetrics(columns: 2, separators: allSeparators),
      sections: [LayoutSection(items: .count(5))])
    #expect(layout.attributes(for: .rowSeparator(section: 0, row: 0)) == nil)
    let separator = try #require(layout.attributes(for: .rowSeparator(section: 0, row: 1)))
    // Inset 15 from the left and 5 from the right; one pixel (0.5 point) thick at scale 2.
    #expect(separator.frame == LayoutRect(x: 15, y: 44, width: 300, height: 0.5))
    #expect(separator.zIndex == ZIndex.separator)
    #expect(separator.backgroundColor == LayoutColor.defaultSeparator)
    #expect(layout.attributes(for: .rowSeparator(section: 0, row: 3)) == nil)
  }

  @Test func columnSeparatorsLieBetweenAdjacentCellsOnly() throws {
    let layout = try makeLayout(
      metrics: SectionMetrics(columns: 3, columnSpacing: 10, separators: allSeparators),
      sections: [LayoutSection(items: .count(4))])
    // Columns (320 - 20) / 3 = 100: 0..<100, 110..<210, 220..<320. Gaps centred at 105, 215.
    let first = try #require(
      layout.attributes(for: .columnSeparator(section: 0, row: 0, column: 0)))
    // (100 + 110 - 0.5) / 2 = 104.75 points = 209.5 pixels, which rounds to 210: x = 105.
    #expect(first.frame == LayoutRect(x: 105, y: 0, width: 0.5, height: 44))
    #expect(layout.frame(.columnSeparator(section: 0, row: 0, column: 1)).minX == 215)
    // Row 1 holds one cell: no boundary between adjacent cells.
    #expect(layout.attributes(for: .columnSeparator(section: 0, row: 1, column: 0)) == nil)
  }

  @Test func mirroredPartialRowsSeparateTheirOccupiedColumns() throws {
    let layout = try makeLayout(
      metrics: SectionMetrics(columns: 3, itemOrder: .trailingToLeading, separators: allSeparators),
      sections: [LayoutSection(items: .count(5))])
    // Row 1 holds items 3 and 4 in the two rightmost columns: one boundary, right of column 1.
    let ids = layout.allIDs.filter { $0.hasPrefix("columnSeparator/0/1/") }
    #expect(ids == ["columnSeparator/0/1/1"])
  }

  @Test func sectionSeparatorsSkipTheLastSectionUnlessAsked() throws {
    let sections = [
      LayoutSection(items: .count(1)), LayoutSection(items: .count(0)),
      LayoutSection(items: .count(2)),
    ]
    let layout = try makeLayout(
      metrics: SectionMetrics(separators: SeparatorMetrics(section: true)), sections: sections)
    let separator = try #require(layout.attributes(for: .sectionSeparator(section: 0)))
    #expect(separator.frame == LayoutRect(x: 0, y: 43.5, width: 320, height: 0.5))
    // Section 1 has no items; section 2 is the last.
    #expect(layout.attributes(for: .sectionSeparator(section: 1)) == nil)
    #expect(layout.attributes(for: .sectionSeparator(section: 2)) == nil)
    let withLast = try makeLayout(
      metrics: SectionMetrics(separators: SeparatorMetrics(section: true, lastSection: true)),
      sections: sections)
    #expect(
      withLast.frame(.sectionSeparator(section: 2))
        == LayoutRect(x: 0, y: 131.5, width: 320, height: 0.5)
    )
  }

  @Test func thicknessDefaultsToOneDevicePixel() throws {
    for (scale, thickness) in [(1.0, 1.0), (2.0, 0.5), (3.0, 1.0 / 3)] {
      let layout = try makeLayout(
        scale: scale, metrics: SectionMetrics(separators: SeparatorMetrics(row: true)),
        sections: [LayoutSection(items: .count(2))])
      #expect(layout.frame(.rowSeparator(section: 0, row: 1)).height == thickness)
    }
  }

  @Test func anExplicitZeroOrFalseOverridesTheDefault() throws {
    let defaults = SectionMetrics(
      columns: 2, columnSpacing: 20, separators: SeparatorMetrics(row: true, column: true))
    let layout = try makeLayout(
      metrics: defaults,
      sections: [
        LayoutSection(items: .count(4)),
        LayoutSection(
          items: .count(4),
          metrics: SectionMetrics(columnSpacing: 0, separators: SeparatorMetrics(row: false))),
      ])
    #expect(layout.frame(.item(section: 0, item: 1)).minX == 170)
    #expect(layout.frame(.item(section: 1, item: 1)).minX == 160)
    #expect(layout.attributes(for: .rowSeparator(section: 1, row: 1)) == nil)
    // The column separator key was not overridden: it is inherited.
    #expect(layout.attributes(for: .columnSeparator(section: 1, row: 0, column: 0)) != nil)
  }

  @Test func placeholdersFillTheFirstScreenOrTakeTheirHeight() throws {
    let layout = try makeLayout(
      height: 480, inset: LayoutInsets(top: 64),
      sections: [
        LayoutSection(
          items: .count(0), headers: [Supplementary(height: 44)],
          placeholder: Placeholder(kind: .loading, title: "Loading")),
        LayoutSection(placeholder: Placeholder(kind: .error)),
        LayoutSection(placeholder: Placeholder(kind: .noContent, height: 80)),
      ])
    // The first screen is 480 - 64 = 416 points tall; the placeholder starts at 44.
    let loading = try #require(layout.attributes(for: .placeholder(section: 0)))
    #expect(loading.frame == LayoutRect(x: 0, y: 44, width: 320, height: 372))
    #expect(loading.placeholder == PlaceholderContent(kind: .loading, title: "Loading"))
    #expect(loading.zIndex == ZIndex.placeholder)
    #expect(layout.attributes(for: .item(section: 0, item: 0)) == nil)
    #expect(layout.numberOfItems(inSection: 0) == 0)
    // Below the first screen: the minimum height.
    #expect(
      layout.frame(.placeholder(section: 1)) == LayoutRect(x: 0, y: 416, width: 320, height: 100))
    #expect(
      layout.frame(.placeholder(section: 2)) == LayoutRect(x: 0, y: 516, width: 320, height: 80))
  }

  @Test func zIndexBandsOrderTheKinds() throws {
    let layout = try makeLayout(
      metrics: SectionMetrics(
        separators: SeparatorMetrics(row: true),
        backgroundColor: LayoutColor(red: 1, green: 2, blue: 3)),
      globalHeaders: [Supplementary(height: 10), Supplementary(height: 10, isPinned: true)],
      sections: [
        LayoutSection(
          items: .count(2),
          headers: [Supplementary(height: 10, isPinned: true), Supplementary(height: 10)],
          footers: [Supplementary(height: 10)])
      ])
    let zIndexes = Dictionary(
      uniqueKeysWithValues: layout.allElements().map { ($0.id.description, $0.zIndex) })
    #expect(zIndexes["background/0"] == 0)
    #expect(zIndexes["item/0/0"] == 1)
    #expect(zIndexes["rowSeparator/0/1"] == 10)
    #expect(zIndexes["header/0/1"] == 100)
    #expect(zIndexes["footer/0/0"] == 100)
    #expect(zIndexes["header/0/0"] == 200)
    #expect(zIndexes["globalHeader/0"] == 1002)
    #expect(zIndexes["globalHeader/1"] == 1001)
  }
}
