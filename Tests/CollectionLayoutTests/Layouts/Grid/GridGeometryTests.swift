import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

@Suite struct GridGeometryTests {
  @Test func oneColumnStacksRowsOfTheRowHeight() throws {
    let layout = try makeLayout(sections: [LayoutSection(items: .count(3))])
    #expect(
      layout.frame(.item(section: 0, item: 0)) == LayoutRect(x: 0, y: 0, width: 320, height: 44))
    #expect(
      layout.frame(.item(section: 0, item: 2)) == LayoutRect(x: 0, y: 88, width: 320, height: 44))
    #expect(layout.contentSize == LayoutSize(width: 320, height: 132))
  }

  @Test func contentWidthExcludesLeftAndRightInsets() throws {
    let layout = try makeLayout(
      inset: LayoutInsets(top: 64, left: 10, bottom: 0, right: 20),
      sections: [LayoutSection(items: .count(1))])
    #expect(layout.contentSize.width == 290)
    #expect(layout.environment.initialContentOffset == LayoutPoint(x: -10, y: -64))
  }

  @Test func threeColumnsOf320PointsAtScale2() throws {
    let layout = try makeLayout(
      scale: 2, metrics: SectionMetrics(columns: 3), sections: [LayoutSection(items: .count(3))])
    // 320 / 3 = 106.667 points = 213.33 pixels: edges snap to 213 and 427 pixels.
    let frames = (0..<3).map { layout.frame(.item(section: 0, item: $0)) }
    #expect(frames.map(\.minX) == [0, 106.5, 213.5])
    #expect(frames.map(\.width) == [106.5, 107, 106.5])
    #expect(frames[2].maxX == 320)
  }

  @Test func threeColumnsOf320PointsAtScale3() throws {
    let layout = try makeLayout(
      scale: 3, metrics: SectionMetrics(columns: 3), sections: [LayoutSection(items: .count(3))])
    // 320 points = 960 pixels = three columns of 320 pixels exactly.
    let frames = (0..<3).map { layout.frame(.item(section: 0, item: $0)) }
    let edges: [Double] = [0, 320.0 / 3, 640.0 / 3]
    #expect(frames.map(\.minX) == edges)
    #expect(frames[0].maxX == frames[1].minX)
    #expect(frames[1].maxX == frames[2].minX)
    #expect(frames[2].maxX == 320)
  }

  @Test func threeColumnsOf320PointsAtScale1() throws {
    let layout = try makeLayout(
      scale: 1, metrics: SectionMetrics(columns: 3), sections: [LayoutSection(items: .count(3))])
    let frames = (0..<3).map { layout.frame(.item(section: 0, item: $0)) }
    #expect(frames.map(\.minX) == [0, 107, 213])
    #expect(frames.map(\.width) == [107, 106, 107])
  }

  @Test func spacingAndPaddingShapeTheColumns() throws {
    // (320 - 16 - 16 - 8) / 2 = 140 points per column.
    let layout = try makeLayout(
      metrics: SectionMetrics(
        rowHeight: 50, columns: 2, columnSpacing: 8, rowSpacing: 4,
        padding: LayoutInsets(top: 10, left: 16, bottom: 6, right: 16)),
      sections: [LayoutSection(items: .count(4)), LayoutSection(items: .count(1))])
    #expect(
      layout.frame(.item(section: 0, item: 0)) == LayoutRect(x: 16, y: 10, width: 140, height: 50))
    #expect(
      layout.frame(.item(section: 0, item: 1)) == LayoutRect(x: 164, y: 10, width: 140, height: 50))
    #expect(
      layout.frame(.item(section: 0, item: 3)) == LayoutRect(x: 164, y: 64, width: 140, height: 50))
    // Section 0 ends at 10 + 50 + 4 + 50 + 6 = 120; bottom padding is never lost.
    #expect(layout.frame(ofSection: 0) == LayoutRect(x: 0, y: 0, width: 320, height: 120))
    #expect(layout.frame(.item(section: 1, item: 0)).minY == 130)
    #expect(layout.contentSize.height == 120 + 10 + 50 + 6)
  }

  @Test func unevenLastRowIsPartlyFilled() throws {
    let layout = try makeLayout(
      metrics: SectionMetrics(columns: 2), sections: [LayoutSection(items: .count(5))])
    #expect(
      layout.frame(.item(section: 0, item: 4)) == LayoutRect(x: 0, y: 88, width: 160, height: 44))
    #expect(layout.attributes(for: .item(section: 0, item: 5)) == nil)
    #expect(layout.contentSize.height == 132)
  }

  @Test func trailingToLeadingMirrorsTheColumns() throws {
    let layout = try makeLayout(
      metrics: SectionMetrics(columns: 2, itemOrder: .trailingToLeading),
      sections: [LayoutSection(items: .count(3))])
    let first = try #require(layout.attributes(for: .item(section: 0, item: 0)))
    #expect(first.frame.minX == 160)
    #expect(first.columnIndex == 1)
    #expect(layout.frame(.item(section: 0, item: 1)).minX == 0)
    #expect(
      layout.frame(.item(section: 0, item: 2)) == LayoutRect(x: 160, y: 44, width: 160, height: 44))
  }

  @Test func rowsAreAsTallAsTheirTallestItem() throws {
    let items: [Item] = [Item(height: 60), Item(height: 30), Item(), Item(height: 20)]
    let layout = try makeLayout(
      metrics: SectionMetrics(columns: 2, rowSpacing: 2),
      sections: [LayoutSection(items: .list(items))])
    // Row 0: max(60, 30) = 60. Row 1: max(44 (no height), 20) = 44, starting at 60 + 2.
    #expect(
      layout.frame(.item(section: 0, item: 1)) == LayoutRect(x: 160, y: 0, width: 160, height: 60))
    #expect(
      layout.frame(.item(section: 0, item: 3)) == LayoutRect(x: 160, y: 62, width: 160, height: 44))
    #expect(layout.contentSize.height == 106)
  }

  @Test func headersPlaceholderOrGridThenFootersStack() throws {
    let section = LayoutSection(
      items: .count(2),
      metrics: SectionMetrics(padding: LayoutInsets(top: 10, bottom: 5)),
      headers: [Supplementary(height: 30), Supplementary(height: 20)],
      footers: [Supplementary(height: 25)])
    let layout = try makeLayout(
      globalHeaders: [Supplementary(height: 50)],
      sections: [section, LayoutSection(items: .count(1))])
    #expect(layout.frame(.globalHeader(index: 0)) == LayoutRect(x: 0, y: 0, width: 320, height: 50))
    #expect(
      layout.frame(.header(section: 0, index: 0)) == LayoutRect(x: 0, y: 50, width: 320, height: 30)
    )
    #expect(
      layout.frame(.header(section: 0, index: 1)) == LayoutRect(x: 0, y: 80, width: 320, height: 20)
    )
    #expect(layout.frame(.item(section: 0, item: 0)).minY == 110)
    // 110 + 44 + 44 + 5 = 203.
    #expect(
      layout.frame(.footer(section: 0, index: 0))
        == LayoutRect(x: 0, y: 203, width: 320, height: 25))
    #expect(layout.frame(.item(section: 1, item: 0)).minY == 228)
  }

  @Test func anEmptySectionCollapsesToItsHeadersAndFooters() throws {
    let layout = try makeLayout(
      metrics: SectionMetrics(padding: LayoutInsets(top: 10, bottom: 10)),
      sections: [
        LayoutSection(
          items: .count(0), headers: [Supplementary(height: 30)],
          footers: [Supplementary(height: 20)]),
        LayoutSection(items: .count(0)),
      ])
    #expect(layout.frame(.footer(section: 0, index: 0)).minY == 30)
    #expect(layout.frame(ofSection: 1) == LayoutRect(x: 0, y: 50, width: 320, height: 0))
    #expect(layout.contentSize.height == 50)
    #expect(layout.allIDs == ["header/0/0", "footer/0/0"])
  }

  @Test func zeroSectionsHaveOnlyGlobalHeaders() throws {
    let layout = try makeLayout(globalHeaders: [Supplementary(height: 40)], sections: [])
    #expect(layout.contentSize == LayoutSize(width: 320, height: 40))
    #expect(layout.allIDs == ["globalHeader/0"])
    let empty = try makeLayout(sections: [])
    #expect(empty.contentSize == LayoutSize(width: 320, height: 0))
    #expect(empty.allElements().isEmpty)
  }

  @Test func backgroundCoversTheWholeSection() throws {
    let red = LayoutColor(red: 255, green: 0, blue: 0)
    let layout = try makeLayout(
      sections: [
        LayoutSection(items: .count(1)),
        LayoutSection(
          items: .count(2), metrics: SectionMetrics(backgroundColor: red),
          headers: [Supplementary(height: 10)], footers: [Supplementary(height: 10)]),
      ])
    let background = try #require(layout.attributes(for: .background(section: 1)))
    #expect(background.frame == LayoutRect(x: 0, y: 44, width: 320, height: 108))
    #expect(background.backgroundColor == red)
    #expect(background.zIndex == ZIndex.background)
    #expect(layout.attributes(for: .background(section: 0)) == nil)
    #expect(layout.attributes(for: .item(section: 1, item: 0))?.backgroundColor == red)
    #expect(layout.attributes(for: .header(section: 1, index: 0))?.backgroundColor == red)
  }

  @Test func nonIntegralRowHeightsSnapToThePixelGridWithoutGaps() throws {
    let layout = try makeLayout(
      scale: 2, metrics: SectionMetrics(rowHeight: 33.3),
      sections: [LayoutSection(items: .count(3))])
    let frames = (0..<3).map { layout.frame(.item(section: 0, item: $0)) }
    // Raw edges 0, 33.3, 66.6, 99.9 snap to 0, 33.5, 66.5, 100.
    #expect(frames.map(\.minY) == [0, 33.5, 66.5])
    #expect(frames.map(\.height) == [33.5, 33, 33.5])
    #expect(layout.contentSize.height == 100)
  }
}
