import CollectionLayout
import Testing

/// One update cannot take the data past ``Limits``: the batch that would leave too many items
/// or sections is refused at its step, not the next one.
@Suite struct UpdateLimitTests {
  @Test func anUpdateThatWouldLeaveTooManyItemsIsRefused() {
    let sections = (0..<10).map { _ in LayoutSection(items: .count(1_000_000)) }
    let scenario = Scenario(
      environment: smallEnvironment, sections: sections,
      steps: [.update(BatchUpdate(insertItems: [ItemPath(section: 0, item: 0)]))])
    #expect(
      throws: ScenarioError(
        location: "steps[0]",
        message: "the update would leave 10000001 items; at most 10000000 are supported")
    ) {
      try scenario.frames()
    }
  }

  @Test func anUpdateThatWouldLeaveTooManySectionsIsRefused() throws {
    let sections = Array(repeating: LayoutSection(), count: Limits.maximumSectionCount)
    let batch = BatchUpdate(insertSections: [0])
    #expect(
      throws: BatchUpdateError(
        message: "the update would leave 100001 sections; at most 100000 are supported")
    ) {
      try UpdateMapping(before: sections, batch: batch)
    }
    // At the limit, the same kind of update passes.
    _ = try UpdateMapping(before: Array(sections.dropLast()), batch: batch)
  }
}
