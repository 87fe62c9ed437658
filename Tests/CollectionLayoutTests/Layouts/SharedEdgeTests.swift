import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Neighbours without spacing share their snapped edge, even where two floating-point
/// expressions for the same unrounded edge would round to different pixels.
@Suite struct SharedEdgeTests {
  @Test func columnsWithoutSpacingNeverLeaveAGap() throws {
    // 13 points in 12 columns at scale 1: (5 * w) + w and 6 * w differ in the last bit.
    let layout = try makeLayout(
      width: 13, scale: 1, metrics: SectionMetrics(columns: 12),
      sections: [LayoutSection(items: .count(12))])
    let frames = (0..<12).map { layout.frame(.item(section: 0, item: $0)) }
    for (left, right) in zip(frames, frames.dropFirst()) {
      #expect(left.maxX == right.minX)
    }
    #expect(frames.last?.maxX == 13)
  }

  @Test func rowsWithoutSpacingNeverLeaveAGap() throws {
    // Rows of 30.7 points at scale 3: (74 * h) + h and 75 * h differ in the last bit.
    let layout = try makeLayout(
      scale: 3, metrics: SectionMetrics(rowHeight: 30.7),
      sections: [LayoutSection(items: .count(100))])
    let frames = (0..<100).map { layout.frame(.item(section: 0, item: $0)) }
    for (upper, lower) in zip(frames, frames.dropFirst()) {
      #expect(upper.maxY == lower.minY)
    }
  }

  @Test func rowsOfItemsWithTheirOwnHeightsShareTheirEdges() throws {
    let items = (0..<200).map { Item(height: 10.1 + Double($0 % 7) * 0.37) }
    let layout = try makeLayout(scale: 3, sections: [LayoutSection(items: .list(items))])
    let frames = (0..<200).map { layout.frame(.item(section: 0, item: $0)) }
    for (upper, lower) in zip(frames, frames.dropFirst()) {
      #expect(upper.maxY == lower.minY)
    }
  }
}
