import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// An update that derives its data from its operations (no `after`) records which new
/// sections are their old sections untouched; the layout after it takes those as equal without
/// comparing them. The record must name every section that changed, and hold only for the
/// very arrays it was made from.
@Suite struct SectionDerivationTests {
  private let environment = LayoutEnvironment(
    viewport: LayoutSize(width: 320, height: 480), contentInset: LayoutInsets(top: 20),
    displayScale: 2)

  /// Sections with `counts` items, dressed by index: uniform counts with headers, listed items
  /// with heights, measured counts, padded sections.
  private func sections(_ counts: [Int]) -> [LayoutSection] {
    counts.enumerated().map { index, count in
      var section = LayoutSection(items: .count(count))
      switch index % 4 {
      case 0:
        section.headers = [Supplementary(height: 30.5, isPinned: true)]
      case 1:
        section.items = .list((0..<count).map { Item(height: 20 + Double($0 * 7 % 13)) })
      case 2:
        section.items = .measuredCount(
          count, measured: MeasuredHeights(count > 0 ? [(index: 0, height: 61.5)] : []))
      default:
        section.metrics = SectionMetrics(
          padding: LayoutInsets(top: 7, left: 0, bottom: 9, right: 0))
        section.footers = [Supplementary(height: 12)]
      }
      return section
    }
  }

  /// `batch` with item data for some of its inserts and reloads.
  private func withItemData(_ batch: BatchUpdate, _ random: inout RandomBatches) -> BatchUpdate {
    var batch = batch
    for path in batch.insertItems where random.chance(30) {
      batch.insertedItemData[path] = Item(height: Double(random.int(10...90)))
    }
    for path in batch.reloadItems where random.chance(30) {
      batch.reloadedItemData[path] = Item(height: Double(random.int(10...90)))
    }
    return batch
  }

  @Test func theSectionsKnownUnchangedAreTheSectionsAComparisonFindsEqual() throws {
    var random = RandomBatches(seed: 0x5EC7_10A5)
    var checked = 0
    var itemOnly = 0
    var knownEqual = 0
    for _ in 0..<1_500 {
      let counts = random.counts()
      var batch = random.validBatch(counts: counts)
      if random.chance(50) { batch = withItemData(batch, &random) }
      let layout = try GridLayout(
        environment: environment, metrics: SectionMetrics(rowHeight: 33, columns: 2),
        sections: sections(counts))
      let mapping: UpdateMapping
      do {
        mapping = try UpdateMapping(before: layout.sections, batch: batch)
      } catch {
        continue
      }
      let after = mapping.sectionsAfter
      let derivation = mapping.derivation
      #expect(derivation.isRecorded)
      #expect(derivation.describes(before: layout.sections, after: after))
      // Every section not listed as rebuilt is its old section, as it was.
      var rebuilt = Set(derivation.rebuilt)
      #expect(rebuilt.count == derivation.rebuilt.count)
      #expect(derivation.rebuilt == derivation.rebuilt.sorted())
      for new in after.indices where !rebuilt.contains(new) {
        let old = try #require(mapping.oldSection(forNew: new), "\(batch) on \(counts)")
        #expect(after[new] == layout.sections[old], "\(batch) on \(counts)")
        knownEqual += 1
      }
      rebuilt.subtract(after.indices)
      #expect(rebuilt.isEmpty)
      // The new item counts, read only from the rebuilt sections.
      let origins = after.indices.map { new in
        mapping.oldSection(forNew: new).map(SectionOrigin.kept) ?? .inserted
      }
      let keepsEveryIndex =
        after.count == layout.sections.count
        && after.indices.allSatisfy { mapping.oldSection(forNew: $0) == $0 }
      let sectionMap = SectionMap(plan: UpdatePlan(before: layout.sections, batch: batch))
      #expect(sectionMap.keepsEveryIndex == keepsEveryIndex)
      if batch.deleteSections.isEmpty, batch.insertSections.isEmpty, batch.moveSections.isEmpty,
        batch.reloadSections.isEmpty
      {
        #expect(sectionMap.origins == counts.indices.map { .kept($0) })
        #expect(sectionMap.fates == counts.indices.map { .kept($0) })
      }
      for keeps in [false, keepsEveryIndex] {
        #expect(
          UpdateMapping.itemCounts(
            of: after, rebuilt: derivation.rebuilt, origins: origins,
            oldItemCounts: layout.sections.map { max(0, $0.items.count) }, keepsEveryIndex: keeps)
            == after.map { max(0, $0.items.count) })
      }
      // The same sections in another array: every section compared.
      let copy = after.map { $0 }
      // (Empty arrays are all one: nothing to reuse there.)
      #expect(after.isEmpty || !derivation.describes(before: layout.sections, after: copy))
      // A rebuilt section of listed items is laid out again without a comparison.
      var compared = layout.reusableSections(for: copy, in: environment, carrying: mapping)
      for new in derivation.rebuilt {
        if case .list = after[new].items { compared[new] = -1 }
      }
      #expect(
        layout.reusableSections(for: after, in: environment, carrying: mapping) == compared,
        "\(batch) on \(counts)")
      if batch.deleteSections.isEmpty, batch.insertSections.isEmpty,
        batch.moveSections.isEmpty, batch.reloadSections.isEmpty
      {
        itemOnly += 1
      }
      checked += 1
    }
    #expect(checked > 1_000)
    #expect(itemOnly > 50)
    #expect(knownEqual > 1_000)
  }

  @Test func aChangedCopyOfTheDataIsComparedAgain() throws {
    let layout = try GridLayout(environment: environment, sections: sections([3, 4, 5]))
    var mapping = try UpdateMapping(
      before: layout.sections, batch: BatchUpdate(deleteItems: [path(1, 0)]))
    #expect(mapping.derivation.rebuilt == [1])
    #expect(
      layout.reusableSections(for: mapping.sectionsAfter, in: environment, carrying: mapping)
        == [0, -1, 2])
    // Section 0 changed after the mapping was made: the record no longer describes the data.
    mapping.sectionsAfter[0].items = .count(9)
    #expect(
      layout.reusableSections(for: mapping.sectionsAfter, in: environment, carrying: mapping)
        == [-1, -1, 2])
    #expect(
      try layout.laidOut(sections: mapping.sectionsAfter, in: environment, carrying: mapping)
        == GridLayout(environment: environment, sections: mapping.sectionsAfter))
  }

  @Test func anotherLayoutOfEqualDataComparesEverySection() throws {
    let layout = try GridLayout(environment: environment, sections: sections([3, 4, 5]))
    let mapping = try UpdateMapping(
      before: layout.sections, batch: BatchUpdate(insertItems: [path(2, 5)]))
    // Equal sections, in another array: the record is not for this layout's data.
    let other = try GridLayout(environment: environment, sections: layout.sections.map { $0 })
    #expect(!mapping.derivation.describes(before: other.sections, after: mapping.sectionsAfter))
    #expect(
      other.reusableSections(for: mapping.sectionsAfter, in: environment, carrying: mapping)
        == [0, 1, -1])
    // A batch that gives `after` records nothing.
    let given = try UpdateMapping(
      before: layout.sections,
      batch: BatchUpdate(insertItems: [path(2, 5)], after: mapping.sectionsAfter))
    #expect(!given.derivation.isRecorded)
    #expect(!given.derivation.describes(before: layout.sections, after: given.sectionsAfter))
    // The record is bookkeeping: the two mappings are equal.
    #expect(given == mapping)
  }
}

/// A layout remembers whether it has masonry sections with stable placement: an update lays
/// those out again (their items keep their columns), even when they did not change.
@Suite struct StableMasonryReuseTests {
  private let environment = LayoutEnvironment(viewport: LayoutSize(width: 320, height: 480))

  private func masonry(_ placement: MasonryPlacement, items: Int) -> LayoutSection {
    LayoutSection(
      items: .list((0..<items).map { Item(height: 20 + Double($0 * 13 % 40)) }),
      metrics: SectionMetrics(columns: 2, arrangement: .masonry, masonryPlacement: placement))
  }

  @Test func onlyAnUpdateOfALayoutWithStableMasonryLaysThemOutAgain() throws {
    let stable = try GridLayout(
      environment: environment,
      sections: [LayoutSection(items: .count(4)), masonry(.stable, items: 6)])
    let shortest = try GridLayout(
      environment: environment,
      sections: [LayoutSection(items: .count(4)), masonry(.shortest, items: 6)])
    let grid = try GridLayout(environment: environment, sections: [LayoutSection(items: .count(4))])
    #expect(stable.hasStableMasonrySections)
    #expect(!shortest.hasStableMasonrySections)
    #expect(!grid.hasStableMasonrySections)
    // Section 1 untouched: reused in a layout without stable masonry, laid out again with it.
    for layout in [stable, shortest] {
      let update = try LayoutUpdate(
        layout: layout, contentOffset: LayoutPoint(x: 0, y: 0),
        batch: BatchUpdate(insertItems: [path(0, 4)]))
      let sources = layout.reusableSections(
        for: update.mapping.sectionsAfter, in: environment, carrying: update.mapping)
      #expect(sources == (layout == stable ? [-1, -1] : [-1, 1]))
      // The flag carries over to the layout after the update, and after a resize.
      #expect(update.newLayout.hasStableMasonrySections == (layout == stable))
      #expect(try layout.relaidOut(in: environment).hasStableMasonrySections == (layout == stable))
    }
  }
}

/// The data an update derives is validated without reading the sections it reuses: their
/// number of items is the mapping's, and their ids are read only when the layout before has
/// some. The problems found are those of the full check.
@Suite struct DerivedDataValidationTests {
  private let environment = LayoutEnvironment(viewport: LayoutSize(width: 320, height: 480))

  /// The problems the layout reports for `sections`, with the reused sections read or not.
  private func issues(
    _ layout: GridLayout, _ sections: [LayoutSection], _ mapping: UpdateMapping, fast: Bool
  ) -> [ScenarioIssue] {
    let sources = layout.reusableSections(for: sections, in: environment, carrying: mapping)
    let checked =
      fast
      ? layout.checkedSections(for: sections, sources: sources, mapping)
      : CheckedSections(sources: sources)
    return Scenario(environment: environment, sections: sections)
      .validationIssues(checkingSections: checked)
  }

  @Test func reusedSectionsAreNotReadYetTheProblemsAreTheSame() throws {
    var random = RandomBatches(seed: 0x1D5)
    var reported = 0
    var recorded = 0
    for round in 0..<600 {
      let counts = random.counts()
      let batch = random.validBatch(counts: counts)
      // Section ids, repeated in some rounds: built without validation, as data that was never
      // checked could be.
      let sections = counts.enumerated().map { index, count in
        LayoutSection(
          items: .count(count),
          id: round % 3 == 0 ? nil : "s\(round % 3 == 1 ? index : index % 2)")
      }
      let layout = GridLayout(
        validatedEnvironment: environment, metrics: SectionMetrics(), globalHeaders: [],
        sections: sections)
      #expect(layout.mayHaveSectionIDs == sections.contains { $0.id != nil })
      guard let mapping = try? UpdateMapping(before: layout.sections, batch: batch) else {
        continue
      }
      let after = mapping.sectionsAfter
      let checked = layout.checkedSections(
        for: after,
        sources: layout.reusableSections(
          for: after, in: environment, carrying: mapping), mapping)
      if !after.isEmpty { #expect(checked.itemCount == after.reduce(0) { $0 + $1.items.count }) }
      let full = issues(layout, after, mapping, fast: false)
      #expect(issues(layout, after, mapping, fast: true) == full, "\(batch) on \(counts)")
      reported += full.isEmpty ? 0 : 1
      recorded += checked.uncheckedMayHaveIDs ? 0 : 1
    }
    // Repeated ids were reported, and sections without ids were not read for them.
    #expect(reported > 20)
    #expect(recorded > 100)
  }
}
