import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Masonry sections: placement by hand-computed numbers, stable columns across updates, and
/// the cost of a rect query.
@Suite struct MasonryTests {
  /// Two columns 155 points wide at x 0 and 165 (320 points, spacing 10), scale 1.
  private func layout(
    _ heights: [Double], columns: Int = 2, placement: MasonryPlacement? = nil,
    order: ItemOrder? = nil, padding: LayoutInsets? = nil
  ) throws -> GridLayout {
    try makeLayout(
      scale: 1,
      metrics: SectionMetrics(
        columns: columns, columnSpacing: 10, rowSpacing: 10, padding: padding, itemOrder: order,
        arrangement: .masonry, masonryPlacement: placement),
      sections: [LayoutSection(items: .list(heights.map { Item(height: $0) }))])
  }

  private func items(_ layout: GridLayout, section: Int = 0) -> [LayoutAttributes] {
    layout.allElements().filter { $0.kind == .item && $0.id.section == section }
  }

  @Test func eachItemGoesToTheShortestColumnTiesToTheLeading() throws {
    let placed = items(try layout([100, 50, 80, 60, 40]))
    #expect(placed.map(\.columnIndex) == [0, 1, 1, 0, 1])
    #expect(
      placed.map(\.frame) == [
        LayoutRect(x: 0, y: 0, width: 155, height: 100),
        LayoutRect(x: 165, y: 0, width: 155, height: 50),
        LayoutRect(x: 165, y: 60, width: 155, height: 80),
        LayoutRect(x: 0, y: 110, width: 155, height: 60),
        LayoutRect(x: 165, y: 150, width: 155, height: 40),
      ])
    #expect(try layout([100, 50, 80, 60, 40]).contentSize.height == 190)
  }

  @Test func equalHeightsFillTheColumnsInOrder() throws {
    let placed = items(try layout(Array(repeating: 50, count: 6), columns: 3))
    #expect(placed.map(\.columnIndex) == [0, 1, 2, 0, 1, 2])
    #expect(placed.map(\.frame.minY) == [0, 0, 0, 60, 60, 60])
  }

  @Test func rightToLeftMirrorsTheColumnsAndTheirTies() throws {
    let placed = items(try layout([100, 50, 80], order: .trailingToLeading))
    // The leading column is the rightmost: item 0 takes it, ties and all.
    #expect(placed.map(\.columnIndex) == [1, 0, 0])
    #expect(placed.map(\.frame.minX) == [165, 0, 0])
  }

  @Test func paddingSurroundsTheColumnsAndEndsBelowTheTallest() throws {
    let masonry = try layout(
      [100, 50], padding: LayoutInsets(top: 8, left: 16, bottom: 12, right: 16))
    // (320 - 32 - 10) / 2 = 139 points per column.
    #expect(
      items(masonry).map(\.frame) == [
        LayoutRect(x: 16, y: 8, width: 139, height: 100),
        LayoutRect(x: 165, y: 8, width: 139, height: 50),
      ])
    #expect(masonry.contentSize.height == 8 + 100 + 12)
  }

  @Test func anAspectRatioSetsTheHeightFromTheColumnWidth() throws {
    let metrics = SectionMetrics(columns: 2, columnSpacing: 10, arrangement: .masonry)
    let masonry = try makeLayout(
      scale: 1, metrics: metrics,
      sections: [LayoutSection(items: .list([Item(aspectRatio: 1), Item(aspectRatio: 1.55)]))])
    #expect(items(masonry).map(\.frame.height) == [155, 100])
    // The grid takes it too: the row is as tall as its tallest item.
    let grid = try makeLayout(
      scale: 1, metrics: SectionMetrics(columns: 2, columnSpacing: 10),
      sections: [LayoutSection(items: .list([Item(aspectRatio: 1.55), Item(height: 20), Item()]))])
    #expect(items(grid).map(\.frame.height) == [100, 100, 44])
  }

  @Test func masonrySectionsHaveNoRowOrColumnSeparators() throws {
    let metrics = SectionMetrics(
      columns: 2, arrangement: .masonry,
      separators: SeparatorMetrics(row: true, column: true, section: true, lastSection: true))
    let masonry = try makeLayout(
      metrics: metrics,
      sections: [LayoutSection(items: .list([Item(height: 40), Item(height: 60)]))])
    #expect(masonry.allIDs == ["item/0/0", "item/0/1", "sectionSeparator/0"])
    #expect(masonry.elementCount == 3)
  }

  // MARK: - Updates

  /// The insert at index 0 of the reference's case I6: under stable placement no old item
  /// changes column; under shortest, four of the five do.
  @Test func anInsertAtTheTopMovesColumnsOnlyUnderShortest() throws {
    for placement in MasonryPlacement.allCases {
      let before = try layout([100, 50, 80, 60, 40], placement: placement)
      let after = [LayoutSection(items: .list([30, 100, 50, 80, 60, 40].map { Item(height: $0) }))]
      let update = try LayoutUpdate(
        layout: before, contentOffset: .zero,
        batch: BatchUpdate(insertItems: [ItemPath(section: 0, item: 0)], after: after))
      let placed = items(update.newLayout)
      switch placement {
      case .stable:
        #expect(placed.map(\.columnIndex) == [0, 0, 1, 1, 0, 1])
        #expect(placed.map(\.frame.minY) == [0, 40, 0, 60, 150, 150])
        #expect(update.newLayout.contentSize.height == 210)
      case .shortest:
        #expect(placed.map(\.columnIndex) == [0, 1, 0, 0, 1, 1])
        #expect(update.newLayout.contentSize.height == 220)
      }
    }
  }

  @Test func stablePlacementKeepsTheColumnOfEverySurvivingItem() throws {
    var random = SeededRandom(seed: 77)
    var batches = RandomBatches(seed: 78)
    var kept = 0
    for _ in 0..<300 {
      let counts = (0..<random.int(1...4)).map { _ in random.int(0...12) }
      let sections = counts.map { masonrySection(count: $0, random: &random) }
      let layout = try makeLayout(
        metrics: SectionMetrics(
          columns: random.int(1...4), arrangement: .masonry,
          masonryPlacement: .stable),
        sections: sections)
      var batch = batches.validBatch(counts: counts)
      let mapping = try UpdateMapping(before: sections, batch: batch)
      batch.after = mapping.sectionsAfter.map { answered(to: $0, random: &random) }
      let update = try LayoutUpdate(layout: layout, contentOffset: .zero, batch: batch)
      for (section, count) in counts.enumerated() {
        for item in 0..<count {
          let old = ItemPath(section: section, item: item)
          guard let new = update.mapping.newItem(forOld: old), !update.mapping.isReloaded(old: old)
          else { continue }
          let before = layout.attributes(for: .item(section: old.section, item: old.item))
          let after = update.newLayout.attributes(for: .item(section: new.section, item: new.item))
          #expect(before?.columnIndex == after?.columnIndex, "\(old) -> \(new) in \(batch)")
          kept += 1
        }
      }
    }
    #expect(kept > 1_000)
  }

  @Test func shortestPlacementIsAPureFunctionOfTheData() throws {
    var random = SeededRandom(seed: 79)
    var batches = RandomBatches(seed: 80)
    for _ in 0..<200 {
      let counts = (0..<random.int(1...4)).map { _ in random.int(0...12) }
      let sections = counts.map { masonrySection(count: $0, random: &random) }
      let metrics = SectionMetrics(columns: random.int(1...4), arrangement: .masonry)
      let layout = try makeLayout(metrics: metrics, sections: sections)
      var batch = batches.validBatch(counts: counts)
      let mapping = try UpdateMapping(before: sections, batch: batch)
      batch.after = mapping.sectionsAfter.map { answered(to: $0, random: &random) }
      let update = try LayoutUpdate(layout: layout, contentOffset: .zero, batch: batch)
      let fresh = try makeLayout(metrics: metrics, sections: update.newLayout.sections)
      #expect(update.newLayout.allElements() == fresh.allElements())
    }
  }

  private func masonrySection(count: Int, random: inout SeededRandom) -> LayoutSection {
    LayoutSection(items: .list((0..<count).map { _ in Item(height: Double(random.int(10...90))) }))
  }

  /// The data source's answer: every item with a height, the kept ones keeping theirs.
  private func answered(to section: LayoutSection, random: inout SeededRandom) -> LayoutSection {
    var answered = section
    if case .list(let items) = section.items {
      answered.items = .list(items.map { $0.height == nil ? Item(height: 33) : $0 })
    } else {
      answered.items = .list(
        (0..<section.items.count).map { _ in Item(height: Double(random.int(10...90))) })
    }
    return answered
  }

  // MARK: - Cost

  @Test func aRectQueryExaminesWhatIsVisibleNotTheSection() throws {
    func masonry(_ count: Int) throws -> GridLayout {
      let heights = (0..<count).map { Double(40 + ($0 * 37) % 80) }
      return try layout(heights, columns: 3)
    }
    let small = try masonry(1_000)
    let large = try masonry(100_000)
    let offset = LayoutPoint(x: 0, y: 5_000)
    let smallCost = small.elementsExamined(in: small.visibleRect(at: offset), contentOffset: offset)
    let largeCost = large.elementsExamined(in: large.visibleRect(at: offset), contentOffset: offset)
    #expect(smallCost == largeCost)
    #expect(largeCost < 40)
    #expect(small.visibleElements(at: offset) == large.visibleElements(at: offset))
  }
}
