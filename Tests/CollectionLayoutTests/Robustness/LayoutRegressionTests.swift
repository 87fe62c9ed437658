import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Regression tests for what the layout property tests found, each computed by hand.
@Suite struct LayoutRegressionTests {
  /// 320 points, 3 columns 200 points apart: the spacing alone is wider than the content. The
  /// width is 0; column 1 starts at 200, and column 2, at 400 before the fix, stops at 320.
  @Test func columnsThatDoNotFitStayInsideTheContent() throws {
    let layout = try makeLayout(
      metrics: SectionMetrics(columns: 3, columnSpacing: 200),
      sections: [LayoutSection(items: .count(3))]
    )
    #expect(
      layout.frame(.item(section: 0, item: 0)) == LayoutRect(x: 0, y: 0, width: 0, height: 44))
    #expect(
      layout.frame(.item(section: 0, item: 1)) == LayoutRect(x: 200, y: 0, width: 0, height: 44))
    #expect(
      layout.frame(.item(section: 0, item: 2)) == LayoutRect(x: 320, y: 0, width: 0, height: 44))
  }

  /// A left padding of 400 points in a 320-point content: the columns start, zero wide, at the
  /// content's right edge instead of 80 points beyond it.
  @Test func paddingWiderThanTheContentKeepsCellsInside() throws {
    let layout = try makeLayout(
      metrics: SectionMetrics(columns: 2, padding: LayoutInsets(left: 400)),
      sections: [LayoutSection(items: .count(2))])
    #expect(
      layout.frame(.item(section: 0, item: 0)) == LayoutRect(x: 320, y: 0, width: 0, height: 44))
    #expect(
      layout.frame(.item(section: 0, item: 1)) == LayoutRect(x: 320, y: 0, width: 0, height: 44))
  }

  /// Two rows of 44 in one column, separators 100 points thick: each separator is cut to the
  /// section's frame (0 ..< 88). The row separator runs from 44 to 88; the section separator,
  /// at 88 - 100 = -12 before the fix, covers the section.
  @Test func thickSeparatorsAreClippedToTheirSection() throws {
    let separators = SeparatorMetrics(
      row: true, section: true, lastSection: true, thickness: 100)
    let layout = try makeLayout(
      metrics: SectionMetrics(separators: separators), sections: [LayoutSection(items: .count(2))])
    #expect(
      layout.frame(.rowSeparator(section: 0, row: 1))
        == LayoutRect(x: 0, y: 44, width: 320, height: 44))
    #expect(
      layout.frame(.sectionSeparator(section: 0)) == LayoutRect(x: 0, y: 0, width: 320, height: 88))
  }

  /// Separator insets wider than the content: the separator is zero wide at the right edge.
  /// A column separator 1000 points thick between two 160-point columns would start at
  /// (160 + 160 - 1000) / 2 = -340; it is cut to the content's width.
  @Test func separatorInsetsAndThicknessBeyondTheContentAreClipped() throws {
    let separators = SeparatorMetrics(row: true, insets: HorizontalInsets(left: 400))
    let wideInsets = try makeLayout(
      metrics: SectionMetrics(separators: separators), sections: [LayoutSection(items: .count(2))])
    #expect(
      wideInsets.frame(.rowSeparator(section: 0, row: 1))
        == LayoutRect(x: 320, y: 44, width: 0, height: 0.5))
    let thick = try makeLayout(
      metrics: SectionMetrics(
        columns: 2, separators: SeparatorMetrics(column: true, thickness: 1000)),
      sections: [LayoutSection(items: .count(2))])
    #expect(
      thick.frame(.columnSeparator(section: 0, row: 0, column: 0))
        == LayoutRect(x: 0, y: 0, width: 320, height: 44))
  }

  /// Four rows of 44, row separators 100 points thick: row 1's separator runs from 44 to 144
  /// and meets the rect 140 ..< 141, although row 1 itself (44 ..< 88) does not. The query
  /// looked only at the rows that meet the rect, and missed it.
  @Test func aRectQueryFindsSeparatorsThickerThanTheirRow() throws {
    let layout = try makeLayout(
      metrics: SectionMetrics(separators: SeparatorMetrics(row: true, thickness: 100)),
      sections: [LayoutSection(items: .count(4))])
    let found = layout.elements(in: LayoutRect(x: 0, y: 140, width: 320, height: 1)).map(\.id)
    #expect(
      found == [
        .item(section: 0, item: 3), .rowSeparator(section: 0, row: 1),
        .rowSeparator(section: 0, row: 2), .rowSeparator(section: 0, row: 3),
      ])
  }

  /// At display scale 0.1 a pixel is 10 points. Row 3's raw top, 132, snaps to 130 and its
  /// bottom, 176, to 180: the rect 130.5 ..< 131.5 meets it, though the raw row starts below
  /// the rect. The search over raw positions had no slack below the rect and missed it.
  @Test func aRectQueryFindsRowsThatSnappingMovedIntoIt() throws {
    let layout = try makeLayout(scale: 0.1, sections: [LayoutSection(items: .count(5))])
    #expect(
      layout.frame(.item(section: 0, item: 3)) == LayoutRect(x: 0, y: 130, width: 320, height: 50))
    let found = layout.elements(in: LayoutRect(x: 0, y: 130.5, width: 320, height: 1)).map(\.id)
    #expect(found == [.item(section: 0, item: 3)])
  }
}
