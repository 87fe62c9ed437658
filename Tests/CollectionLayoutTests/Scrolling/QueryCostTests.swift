import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

@Suite struct QueryCostTests {
  /// 10 sections, 2 columns, a pinned header per section and a pinned global header.
  private func layout(items: Int) throws -> GridLayout {
    let section = LayoutSection(
      items: .count(items / 10), metrics: SectionMetrics(columns: 2),
      headers: [Supplementary(height: 40, isPinned: true)])
    return try makeLayout(
      width: 768, height: 1024, inset: LayoutInsets(top: 64),
      globalHeaders: [Supplementary(height: 50, isPinned: true)],
      sections: Array(repeating: section, count: 10))
  }

  @Test func aQueryExaminesTheSameElementsAtAThousandAndAMillionItems() throws {
    let small = try layout(items: 1_000)
    let large = try layout(items: 1_000_000)
    // Section 0 holds 50 rows at 1,000 items: scroll to the middle of its rows in both.
    let offset = LayoutPoint(x: 0, y: 600)
    let rect = small.visibleRect(at: offset)
    let smallCost = small.elementsExamined(in: rect, contentOffset: offset)
    let largeCost = large.elementsExamined(in: rect, contentOffset: offset)
    #expect(smallCost == largeCost)
    // A 1024-point viewport shows about 24 rows of 2 items: the cost is tens, not thousands.
    #expect(largeCost < 70)
    #expect(small.visibleElements(at: offset) == large.visibleElements(at: offset))
  }

  @Test func aQueryDeepInAMillionItemsCostsWhatTheViewportCosts() throws {
    let large = try layout(items: 1_000_000)
    let offset = LayoutPoint(x: 0, y: large.contentSize.height / 2)
    let visible = large.visibleElements(at: offset)
    let cost = large.elementsExamined(in: large.visibleRect(at: offset), contentOffset: offset)
    #expect(visible.count > 40)
    #expect(cost < visible.count + 10)
  }

  @Test func variableRowsAreFoundByBinarySearch() throws {
    let items = (0..<100_000).map { Item(height: Double(20 + $0 % 7)) }
    let layout = try makeLayout(sections: [LayoutSection(items: .list(items))])
    let offset = LayoutPoint(x: 0, y: 1_000_000)
    let visible = layout.visibleElements(at: offset)
    let cost = layout.elementsExamined(in: layout.visibleRect(at: offset), contentOffset: offset)
    #expect(!visible.isEmpty)
    #expect(cost <= visible.count + 3)
  }
}

@Suite struct QuerySearchTests {
  @Test func runsOfEmptySectionsAreSkippedNotVisited() throws {
    let sections =
      [LayoutSection(items: .count(10))] + Array(repeating: LayoutSection(), count: 99_999)
    let layout = try makeLayout(sections: sections)
    // Every empty section sits at y = 440, inside a rect around the end of the content.
    let rect = LayoutRect(x: 0, y: 300, width: 320, height: 480)
    #expect(layout.sectionRange(intersecting: rect).count == 1)
    #expect(layout.elements(in: rect).count == 4)
  }

  @Test func globalHeaderCandidatesMergeTheNaturalRangeWithThePinnedHeaders() throws {
    let headers = (0..<5).map { Supplementary(height: 10, isPinned: $0 == 1 || $0 == 3) }
    let layout = try makeLayout(globalHeaders: headers, sections: [])
    func candidates(_ natural: Range<Int>, pinned: Bool) -> [Int] {
      var visited: [Int] = []
      var iterator = GlobalHeaderCandidates(natural: natural, pinned: pinned)
      while let index = iterator.next(in: layout.pinnedGlobalHeaders) { visited.append(index) }
      return visited
    }
    #expect(candidates(2..<4, pinned: false) == [2, 3])
    #expect(candidates(2..<4, pinned: true) == [1, 2, 3])
    #expect(candidates(0..<2, pinned: true) == [0, 1, 3])
    #expect(candidates(4..<4, pinned: true) == [1, 3])
    #expect(candidates(0..<5, pinned: true) == [0, 1, 2, 3, 4])
  }
}
