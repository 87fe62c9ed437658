import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Values built in code go through the same checks as scenarios.
@Suite struct CheckedInputTests {
  @Test func aBatchWithAnInvalidAfterSectionIsRejectedWithItsLocation() throws {
    let layout = try makeLayout(sections: [LayoutSection(items: .count(2))])
    let batch = BatchUpdate(
      after: [LayoutSection(items: .count(2), metrics: SectionMetrics(columns: 0))])
    #expect(
      throws: BatchUpdateError(
        message: "update.after[0].metrics.columns: expected an integer >= 1, got 0")
    ) {
      try LayoutUpdate(layout: layout, contentOffset: .zero, batch: batch)
    }
  }

  @Test func aBatchWithANegativeIndexIsRejectedBeforeTheMapping() throws {
    let layout = try makeLayout(sections: [LayoutSection(items: .count(2))])
    let batch = BatchUpdate(deleteItems: [ItemPath(section: 0, item: -1)])
    #expect(
      throws: BatchUpdateError(
        message: "update.deleteItems[0][1]: expected an integer >= 0, got -1")
    ) {
      try LayoutUpdate(layout: layout, contentOffset: .zero, batch: batch)
    }
  }

  @Test func relayingOutInAnInvalidEnvironmentThrows() throws {
    let layout = try makeLayout(sections: [LayoutSection(items: .count(2))])
    #expect(
      throws: ScenarioError(
        issues: [
          ScenarioIssue(location: "displayScale", message: "expected a number > 0, got 0")
        ])
    ) {
      try inDocumentTerms { () throws(LayoutError) in
        try layout.relaidOut(
          in: LayoutEnvironment(viewport: LayoutSize(width: 320, height: 480), displayScale: 0))
      }
    }
  }
}
