import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// A layout after an update (or a resize that keeps the width) reuses the geometry of the
/// sections it did not change, placed at their new tops: the result is exactly the layout of
/// the same data laid out from nothing, and the data is validated exactly as if it were.
@Suite struct IncrementalLayoutTests {
  private let environment = LayoutEnvironment(
    viewport: LayoutSize(width: 320, height: 480), contentInset: LayoutInsets(top: 20),
    displayScale: 3)

  /// Sections with `counts` items, each dressed differently by its index: headers that pin,
  /// footers, separators, backgrounds, padding, items with their own heights, placeholders.
  private func sections(_ counts: [Int]) -> [LayoutSection] {
    counts.enumerated().map { index, count in
      var section = LayoutSection(items: .count(count))
      switch index % 5 {
      case 0:
        section.headers = [Supplementary(height: 30.3, isPinned: true)]
        section.footers = [Supplementary(height: 12)]
      case 1:
        section.items = .list((0..<count).map { Item(height: 20 + Double($0 * 7 % 13)) })
        section.metrics = SectionMetrics(columns: 3, rowSpacing: 2.5)
      case 2:
        section.metrics = SectionMetrics(
          padding: LayoutInsets(top: 7, left: 5, bottom: 9, right: 3),
          separators: SeparatorMetrics(row: true, column: true, section: true),
          backgroundColor: LayoutColor(red: 10, green: 20, blue: 30))
      case 3:
        if count == 0 { section.placeholder = Placeholder(kind: .noContent) }
      default:
        section.headers = [Supplementary(height: 10), Supplementary(height: 22, isPinned: true)]
      }
      return section
    }
  }

  @Test func anUpdatedLayoutIsTheLayoutOfItsDataLaidOutAfresh() throws {
    var batches = RandomBatches(seed: 0x1_4C7E)
    var reused = 0
    for _ in 0..<600 {
      let counts = batches.counts()
      let batch = batches.validBatch(counts: counts)
      let layout = try GridLayout(
        environment: environment, metrics: SectionMetrics(rowHeight: 33.3, columns: 2),
        globalHeaders: [Supplementary(height: 25, isPinned: true)], sections: sections(counts))
      let update: LayoutUpdate<GridLayout>
      do {
        update = try LayoutUpdate(
          layout: layout, contentOffset: LayoutPoint(x: 0, y: 40), batch: batch)
      } catch {
        // A batch that brings items into an empty section showing its "noContent" placeholder
        // makes invalid data (a load step brings them): refused, as laid out afresh it would be.
        guard "\(error)".contains("which shows none (a load step brings them)") else { throw error }
        continue
      }
      let afresh = try GridLayout(
        environment: environment, metrics: layout.metrics, globalHeaders: layout.globalHeaders,
        sections: update.mapping.sectionsAfter)
      #expect(update.newLayout == afresh, "\(batch) on \(counts)")
      reused +=
        layout.reusableSections(
          for: update.mapping.sectionsAfter, in: environment, carrying: update.mapping
        ).filter { $0 >= 0 }.count
    }
    // Most batches leave some sections alone: the reuse was exercised.
    #expect(reused > 500)
  }

  @Test func aResizeThatKeepsTheWidthReusesEverySectionAndRecomputesPlaceholders() throws {
    let layout = try GridLayout(
      environment: environment, metrics: SectionMetrics(columns: 2),
      sections: sections([4, 0, 9, 0, 3, 7]))
    var taller = environment
    taller.viewport.height = 900
    #expect(
      layout.reusableSections(for: layout.sections, in: taller, carrying: nil) == [
        0, 1, 2, 3, 4, 5,
      ])
    let resized = try layout.relaidOut(in: taller)
    #expect(
      resized
        == (try GridLayout(environment: taller, metrics: layout.metrics, sections: layout.sections))
    )
    // The empty section 3 shows a placeholder that fills the first screen: taller now.
    #expect(resized.frame(ofSection: 3) != layout.frame(ofSection: 3))
    var wider = environment
    wider.viewport.width = 321
    #expect(
      layout.reusableSections(for: layout.sections, in: wider, carrying: nil).allSatisfy { $0 < 0 })
  }

  @Test func changedSectionsAreValidatedAsTheWholeDataWouldBe() throws {
    let layout = try GridLayout(
      environment: environment,
      sections: [
        LayoutSection(items: .list([Item(id: "a"), Item(id: "b")])),
        LayoutSection(items: .count(3)),
        LayoutSection(items: .list([Item(id: "c")])),
      ])
    // Section 1 gets a duplicate of section 0's id "b" and a bad height; sections 0 and 2 are
    // untouched, so only section 1 is checked, but the duplicate is found across sections.
    let after = [
      layout.sections[0],
      LayoutSection(items: .list([Item(id: "x"), Item(id: "b", height: -1), Item(), Item()])),
      layout.sections[2],
    ]
    let batch = BatchUpdate(insertItems: [path(1, 3)], after: after)
    let mapping = try UpdateMapping(before: layout.sections, batch: batch)
    #expect(
      layout.reusableSections(for: after, in: environment, carrying: mapping) == [0, -1, 2])
    let expected = Scenario(environment: environment, sections: after).validationIssues()
    #expect(expected.count == 2)
    #expect(throws: ScenarioError(issues: expected)) {
      try inDocumentTerms { () throws(LayoutError) in
        try layout.laidOut(sections: after, in: environment, carrying: mapping)
      }
    }
    // Without the duplicate, only the height: the untouched sections are not visited.
    var fixed = after
    fixed[1].items = .list([Item(id: "x"), Item(id: "y", height: -1), Item(), Item()])
    #expect(
      throws: ScenarioError(issues: [
        ScenarioIssue(
          location: "sections[1].items[1].height", message: "expected a number > 0, got -1")
      ])
    ) {
      try inDocumentTerms { () throws(LayoutError) in
        try layout.laidOut(sections: fixed, in: environment, carrying: mapping)
      }
    }
  }
}
