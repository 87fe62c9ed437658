import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The data and geometry of measured heights: the sparse heights of a uniform section, its rows,
/// measured headers, and measured items following their items through an update.
@Suite struct MeasuredDataTests {
  @Test func sparseHeightsMergeSortedTheLastChangeWinning() {
    let heights = MeasuredHeights([(17, 30), (3, 60), (3, 65)])
    #expect(heights.indexes == [3, 17])
    #expect(heights.heights == [65, 30])
    let merged = heights.merging([(4, 120), (17, 31), (0, 10)])
    #expect(merged.indexes == [0, 3, 4, 17])
    #expect(merged.heights == [10, 65, 120, 31])
    #expect(merged[4] == 120)
    #expect(merged[5] == nil)
  }

  @Test func rowsOfAUniformSectionWithMeasuredItems() {
    // 10 items in 2 columns, rows 44 tall 4 apart: item 3 (row 1) measures 100, item 8 (row 4,
    // with item 9 unmeasured) measures 20: row 1 is 100, row 4 stays 44.
    let rows = SparseRows(
      itemCount: 10, columns: 2, rowHeight: 44, spacing: 4,
      measured: MeasuredHeights([(3, 100), (8, 20)]))
    #expect(rows.count == 5)
    #expect(rows.rows == [1])
    #expect(rows.span(ofRow: 0) == (0, 44))
    #expect(rows.span(ofRow: 1) == (48, 148))
    #expect(rows.span(ofRow: 2) == (152, 196))
    #expect(rows.span(ofRow: 4) == (248, 292))
    #expect(rows.lastRow(atOrBefore: 150) == 1)
    #expect(rows.lastRow(atOrBefore: 152) == 2)
    #expect(rows.lastRow(atOrBefore: -5) == 0)
    // A last row of one measured item takes its height.
    let last = SparseRows(
      itemCount: 9, columns: 2, rowHeight: 44, spacing: 4, measured: MeasuredHeights([(8, 20)]))
    #expect(last.span(ofRow: 4) == (192, 212))
  }

  @Test func aUniformSectionMeasuredEqualsTheListGivingTheHeights() throws {
    let measured = MeasuredHeights([(1, 80), (4, 30), (6, 120)])
    let sparse = try GridLayout(
      environment: LayoutEnvironment(
        viewport: LayoutSize(width: 320, height: 480), displayScale: 1),
      metrics: SectionMetrics(rowHeight: 50, columns: 2, rowSpacing: 2),
      sections: [LayoutSection(items: .measuredCount(8, measured: measured))])
    let list = try GridLayout(
      environment: LayoutEnvironment(
        viewport: LayoutSize(width: 320, height: 480), displayScale: 1),
      metrics: SectionMetrics(rowHeight: 50, columns: 2, rowSpacing: 2),
      sections: [LayoutSection(items: .list((0..<8).map { Item(height: measured[$0]) }))])
    #expect(sparse.allElements() == list.allElements())
    #expect(sparse.contentSize == list.contentSize)
  }

  @Test func measuredItemsFollowTheirItemsThroughAnUpdate() throws {
    let before = [
      LayoutSection(items: .measuredCount(6, measured: MeasuredHeights([(2, 80), (4, 30)])))
    ]
    // Insert at 0, delete old item 4: old item 2 is now item 3; old 4's height is gone.
    let mapping = try UpdateMapping(
      before: before,
      batch: BatchUpdate(
        deleteItems: [ItemPath(section: 0, item: 4)], insertItems: [ItemPath(section: 0, item: 0)]))
    #expect(
      mapping.sectionsAfter[0].items == .measuredCount(6, measured: MeasuredHeights([(3, 80)])))
  }

  @Test func measuredItemsBeyondTheCountAreReported() {
    let scenario = Scenario(
      environment: LayoutEnvironment(viewport: LayoutSize(width: 320, height: 300)),
      sections: [
        LayoutSection(items: .measuredCount(3, measured: MeasuredHeights([(1, 50), (5, 0)])))
      ])
    #expect(
      scenario.validationIssues().map(\.description) == [
        "sections[0].items: expected measured items below the count 3, got 5",
        "sections[0].items[5].height: expected a number > 0, got 0",
      ])
  }

  @Test func aMeasuredHeaderMovesWhatIsBelowIt() throws {
    let scenario = Scenario(
      environment: LayoutEnvironment(
        viewport: LayoutSize(width: 320, height: 300), displayScale: 1),
      sections: [
        LayoutSection(
          items: .count(3), headers: [Supplementary(height: 44, isHeightEstimated: true)],
          footers: [Supplementary(height: 20, isHeightEstimated: true)])
      ],
      steps: [
        .measure(
          HeightMeasurement(
            headers: [MeasuredSupplementary(section: 0, index: 0, height: 60)],
            footers: [MeasuredSupplementary(section: 0, index: 0, height: 30)]))
      ], output: OutputOptions(measureVisible: true))
    let frames = try scenario.frames()
    #expect(
      frames.steps[0].customAttributes["measure"]
        == .list([.string("header/0/0"), .string("footer/0/0")]))
    let measured = frames.steps[1]
    // At the top, the content stays at the top: the header grows downward.
    #expect(measured.contentOffset == .zero)
    #expect(measured.frame(.named("header/0/0")) == LayoutRect(x: 0, y: 0, width: 320, height: 60))
    #expect(measured.frame(.named("item/0/0")) == LayoutRect(x: 0, y: 60, width: 320, height: 44))
    #expect(
      measured.frame(.named("footer/0/0")) == LayoutRect(x: 0, y: 192, width: 320, height: 30))
    #expect(measured.customAttributes["measure"] == .list([]))
  }
}
