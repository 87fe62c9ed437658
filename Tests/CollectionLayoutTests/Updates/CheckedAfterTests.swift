import Testing

@testable import CollectionLayoutCore

/// An update's `after` is checked once, by ``LayoutUpdate`` (located under `update.after`); the
/// grid laid out for it then checks only what a grid checks beyond a section's own values (a
/// masonry item's height). The record that lets it skip must hold only for the very array
/// that was checked.
@Suite struct CheckedAfterTests {
  private let environment = LayoutEnvironment(
    viewport: LayoutSize(width: 320, height: 480), displayScale: 2)

  private func layout(_ sections: [LayoutSection]) throws -> GridLayout {
    try GridLayout(
      environment: environment, metrics: SectionMetrics(rowHeight: 40, columns: 2),
      sections: sections)
  }

  @Test func anUpdateRecordsItsAfterAsCheckedAndOnlyThatArray() throws {
    let layout = try layout([LayoutSection(items: .count(3))])
    let after = [LayoutSection(items: .count(4))]
    let batch = BatchUpdate(insertItems: [ItemPath(section: 0, item: 3)], after: after)
    let update = try LayoutUpdate(layout: layout, contentOffset: .zero, batch: batch)
    #expect(update.mapping.checkedAfter.describes(update.mapping.sectionsAfter))
    #expect(update.mapping.checkedAfter.describes(after))
    // An equal array in other storage, and the same array changed, are not the one checked.
    #expect(!update.mapping.checkedAfter.describes([LayoutSection(items: .count(4))]))
    var changed = update.mapping.sectionsAfter
    changed[0].items = .count(4)
    #expect(!update.mapping.checkedAfter.describes(changed))
    // The public initializer knows nothing checked; nor does a batch without `after`.
    let unchecked = try UpdateMapping(before: layout.sections, batch: batch)
    #expect(!unchecked.checkedAfter.describes(unchecked.sectionsAfter))
    let derived = try LayoutUpdate(
      layout: layout, contentOffset: .zero,
      batch: BatchUpdate(insertItems: [ItemPath(section: 0, item: 3)]))
    #expect(!derived.mapping.checkedAfter.describes(derived.mapping.sectionsAfter))
  }

  @Test func sectionsChangedAfterTheCheckAreCheckedAgain() throws {
    let layout = try layout([LayoutSection(items: .count(3))])
    let after = [LayoutSection(items: .count(4))]
    var mapping = try UpdateMapping(
      before: layout.sections,
      batch: BatchUpdate(insertItems: [ItemPath(section: 0, item: 3)], after: after),
      checkedBy: RangeChecker())
    mapping.sectionsAfter[0].headers = [Supplementary(height: -5)]
    #expect(throws: LayoutError.self) {
      try layout.laidOut(sections: mapping.sectionsAfter, in: environment, carrying: mapping)
    }
    do {
      _ = try layout.laidOut(sections: mapping.sectionsAfter, in: environment, carrying: mapping)
    } catch {
      #expect(
        error.issues.map(\.description) == [
          "sections[0].headers[0].height: expected a number > 0, got -5"
        ])
    }
  }

  @Test func theGridStillChecksItsMasonryItemsInACheckedAfter() throws {
    let masonry = SectionMetrics(arrangement: .masonry)
    let layout = try layout([LayoutSection(items: .list([Item(height: 10)]), metrics: masonry)])
    // A list item without a height is valid data, but not in a masonry section.
    let after = [LayoutSection(items: .list([Item(height: 10), Item()]), metrics: masonry)]
    let batch = BatchUpdate(insertItems: [ItemPath(section: 0, item: 1)], after: after)
    #expect(throws: BatchUpdateError.self) {
      try LayoutUpdate(layout: layout, contentOffset: .zero, batch: batch)
    }
    do {
      _ = try LayoutUpdate(layout: layout, contentOffset: .zero, batch: batch)
    } catch {
      #expect(
        error.message
          == "cannot lay out the data after the update: sections[0].items[1]: expected a height "
          + "or an aspectRatio in a masonry section, got neither")
    }
  }

  @Test func aCheckReportsRepeatedIdsAmongOtherProblemsInDocumentOrder() {
    // Ids are counted while the values are checked; the second one restarts the check with
    // the repeated ids known. Problems before and after it keep their order.
    let sections = [
      LayoutSection(items: .list([Item(height: -1), Item(id: "a", height: 10), Item()])),
      LayoutSection(
        items: .list([Item(height: 0), Item(id: "a", height: 10), Item(aspectRatio: 0)])),
    ]
    var checker = RangeChecker()
    checker.checkSections(sections, at: "after")
    #expect(
      checker.issues.map(\.description) == [
        "after[0].items[0].height: expected a number > 0, got -1",
        "after[1].items[0].height: expected a number > 0, got 0",
        #"after[1].items[1].id: duplicate item id "a", first used at after[0].items[1].id"#,
        "after[1].items[2].aspectRatio: expected a number > 0, got 0",
      ])
    // An item without a height or an aspect ratio was met.
    #expect(!checker.listedItemsHaveHeights)

    // One id: no restart, the same problems as without it.
    var single = RangeChecker()
    single.checkSections(
      [LayoutSection(items: .list([Item(id: "a", height: 10), Item(height: -2)]))], at: "after")
    #expect(
      single.issues.map(\.description) == [
        "after[0].items[1].height: expected a number > 0, got -2"
      ])
    #expect(single.listedItemsHaveHeights)

    // Heights and aspect ratios only, ids repeated: the fact survives the restart.
    var repeated = RangeChecker()
    repeated.checkSections(
      [
        LayoutSection(
          items: .list([Item(id: "b", height: 10), Item(id: "b", aspectRatio: 2)]))
      ], at: "after")
    #expect(
      repeated.issues.map(\.description) == [
        #"after[0].items[1].id: duplicate item id "b", first used at after[0].items[0].id"#
      ])
    #expect(repeated.listedItemsHaveHeights)
  }

  @Test func aWalkOverAscendingDestinationsFindsWhatTheLookupFinds() {
    var random = RandomBatches(seed: 0xC0_5E55)
    for _ in 0..<200 {
      let moves = (0..<random.int(0...40)).map { _ in
        ItemMove(
          from: ItemPath(section: random.int(0...3), item: random.int(0...30)),
          to: ItemPath(section: random.int(0...3), item: random.int(0...30)))
      }
      // Distinct destinations, as a valid batch has.
      var seen = Set<ItemPath>()
      let distinct = moves.filter { seen.insert($0.to).inserted }
      let lookup = PathLookup(distinct, bySource: false)
      for section in 0...3 {
        var position = lookup.position(of: ItemPath(section: section, item: 0))
        for item in 0...31 {
          let path = ItemPath(section: section, item: item)
          #expect(lookup.value(of: path, from: &position) == lookup[path], "\(path) in \(distinct)")
        }
      }
    }
  }
}
