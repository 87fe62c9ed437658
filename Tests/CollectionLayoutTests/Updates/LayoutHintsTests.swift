import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The hints a grid layout keeps for updates (whether a section may have an id, whether one
/// places masonry items stably) are not part of its value, and a hint is never `false` where
/// a section would need it.
@Suite struct LayoutHintsTests {
  private let environment = LayoutEnvironment(
    viewport: LayoutSize(width: 320, height: 480), displayScale: 2)

  /// After the only section with an id is deleted, the updated layout keeps the hint that a
  /// section may have an id; it still equals, and hashes as, a fresh layout of the same data.
  @Test func anUpdatedLayoutEqualsAFreshLayoutOfTheSameData() throws {
    let layout = try GridLayout(
      environment: environment,
      sections: [LayoutSection(items: .count(2), id: "a"), LayoutSection(items: .count(3))])
    var batch = BatchUpdate()
    batch.deleteSections = [0]
    let mapping = try UpdateMapping(before: layout.sections, batch: batch)
    let updated = try layout.laidOut(
      sections: mapping.sectionsAfter, in: environment, carrying: mapping)
    let fresh = try GridLayout(environment: environment, sections: mapping.sectionsAfter)
    #expect(updated.mayHaveSectionIDs && !fresh.mayHaveSectionIDs)
    #expect(updated == fresh && updated.hashValue == fresh.hashValue)
    #expect(Set([updated, fresh]).count == 1)
    let relaid = try layout.laidOut(
      sections: [LayoutSection(items: .count(2))], in: environment, carrying: nil)
    let freshOne = try GridLayout(
      environment: environment, sections: [LayoutSection(items: .count(2))])
    #expect(relaid == freshOne)
  }

  /// Sections handed to a measuring step may carry ids the layout's did not: unmeasured
  /// sections that differ from the layout's are laid out from the start, and validated, so the
  /// repeated id is reported by the measuring step itself.
  @Test func idsAddedWhileMeasuringAreChecked() throws {
    let layout = try GridLayout(
      environment: environment, sections: (0..<3).map { _ in LayoutSection(items: .count(2)) })
    var sections = layout.sections
    sections[1].id = "x"
    sections[2].id = "x"
    sections[0].items = .measuredCount(2, measured: MeasuredHeights([(index: 0, height: 50)]))
    #expect {
      try layout.laidOut(
        measuring: HeightMeasurement(
          items: [MeasuredItem(item: ItemPath(section: 0, item: 0), height: 50)]),
        in: sections)
    } throws: { error in
      "\(error)".contains(
        #"sections[2].id: duplicate section id "x", first used at sections[1].id"#)
    }
  }
}
