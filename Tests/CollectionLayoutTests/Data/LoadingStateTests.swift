import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Sections with a loading state: load steps move them by the sample's state machine and play
/// as transitions; items that arrive while a section shows no items are held and appear in
/// one batch; and the silent failures of issue 14 are errors or work.
@Suite struct LoadingStateTests {
  /// A 320 x 480 scenario: a loaded section of 2 items, then a loading "reviews" section
  /// with a header and a footer.
  private func scenario(_ steps: [ScenarioStep], reviews: LayoutSection? = nil) -> Scenario {
    Scenario(
      environment: LayoutEnvironment(viewport: LayoutSize(width: 320, height: 480)),
      sections: [
        LayoutSection(items: .count(2), headers: [Supplementary(height: 30)], id: "details"),
        reviews
          ?? LayoutSection(
            headers: [Supplementary(height: 30)], footers: [Supplementary(height: 20)],
            placeholder: Placeholder(kind: .loading, title: "Loading", height: 100),
            id: "reviews"),
      ],
      steps: steps)
  }

  private func record(_ frames: FramesDocument, _ step: Int, _ id: String) -> ElementChange? {
    frames.steps[step].transition?.changes.first { $0.id.description == id }
  }

  @Test func anInsertIntoALoadingSectionIsHeldUntilItLoads() throws {
    // Issue 14: this update used to exit 0 with every record kept, no insert, and the
    // placeholder still on screen.
    let frames = try scenario([
      .update(BatchUpdate(insertItems: [path(1, 0)])),
      .load(Load(.sectionID("reviews"), state: .loaded)),
    ]).frames()
    let held = try #require(frames.steps[1].batch)
    #expect(held.operations.operationCount == 0)
    #expect(held.held.insertItems == [path(1, 0)])
    #expect(frames.steps[1].elements.contains { $0.id == .placeholder(section: 1) })
    #expect(!frames.steps[1].elements.contains { $0.id == .item(section: 1, item: 0) })
    // The load shows the held item in one batch: the placeholder fades out as it fades in;
    // the header and the footer stay.
    let loaded = try #require(frames.steps[2].batch)
    #expect(loaded.operations.insertItems == [path(1, 0)])
    #expect(loaded.releasedItemCount == 1)
    #expect(frames.steps[2].action == .load)
    let placeholder = try #require(record(frames, 2, "placeholder/1"))
    #expect(placeholder.change == .deleted && placeholder.final.alpha == 0)
    let item = try #require(record(frames, 2, "item/1/0"))
    #expect(item.change == .inserted && item.initial.alpha == 0 && item.final.alpha == 1)
    #expect(record(frames, 2, "header/1/0")?.change == .kept)
    #expect(record(frames, 2, "footer/1/0")?.change == .kept)
    #expect(!frames.steps[2].elements.contains { $0.id == .placeholder(section: 1) })
  }

  @Test func heldOperationsFollowUIKitsRulesOnTheHeldItems() throws {
    let error = #expect(throws: ScenarioError.self) {
      try scenario([.update(BatchUpdate(insertItems: [path(1, 1)]))]).frames()
    }
    #expect(
      error?.description
        == "steps[0]: the operations held for sections that show no items: attempt to insert "
        + "item 1 into section 1, but there are only 1 items in section 1 after the update")
    // Held items keep their place through later updates of other sections.
    let frames = try scenario([
      .update(BatchUpdate(insertItems: [path(1, 0), path(1, 1)])),
      .update(BatchUpdate(insertSections: [0])),
      .load(Load(.section(2), state: .loaded)),
    ]).frames()
    #expect(frames.steps[3].batch?.operations.insertItems == [path(2, 0), path(2, 1)])
  }

  @Test func aLoadedSectionThatFailsShowsTheErrorPlaceholder() throws {
    let reviews = LayoutSection(
      items: .count(3), headers: [Supplementary(height: 30)], id: "reviews")
    let frames = try scenario(
      [
        .load(Load(.section(1), state: .error, title: "Could not load", message: "Retry")),
        .load(Load(.section(1), state: .refreshing)),
        .load(Load(.section(1), state: .loaded, items: .count(1))),
      ], reviews: reviews
    ).frames()
    #expect(frames.steps[1].batch?.operations.deleteItems == [path(1, 0), path(1, 1), path(1, 2)])
    let placeholder = try #require(record(frames, 1, "placeholder/1"))
    #expect(placeholder.change == .inserted && placeholder.initial.alpha == 0)
    #expect(
      placeholder.final.placeholder
        == PlaceholderContent(kind: .error, title: "Could not load", message: "Retry"))
    // Refreshing shows the 3 items the section kept; the final load replaces them by 1.
    #expect(frames.steps[2].batch?.operations.insertItems.count == 3)
    #expect(frames.steps[2].batch?.releasedItemCount == 3)
    let last = try #require(frames.steps[3].batch)
    #expect(last.operations.deleteItems.count == 3 && last.operations.insertItems.count == 1)
  }

  @Test func illegalTransitionsNameBothStates() throws {
    let error = #expect(throws: ScenarioError.self) {
      try scenario([
        .load(Load(.section(1), state: .loaded)), .load(Load(.section(1), state: .loading)),
      ]).frames()
    }
    #expect(
      error?.description
        == #"steps[1].load.state: cannot go from "loaded" to "loading"; from "loaded" a "#
        + #"section goes to "noContent", "error" or "refreshing""#)
    let initial = #expect(throws: ScenarioError.self) {
      try scenario(
        [.load(Load(.section(1), state: .loaded))],
        reviews: LayoutSection(id: "reviews", state: .initial)
      ).frames()
    }
    #expect(
      initial?.description
        == #"steps[0].load.state: cannot go from "initial" to "loaded"; from "initial" a "#
        + #"section goes to "loading""#)
  }

  @Test func loadsNameTheirSectionWithSuggestions() throws {
    let unknown = #expect(throws: ScenarioError.self) {
      try scenario([.load(Load(.sectionID("reveiws"), state: .loaded))]).frames()
    }
    #expect(
      unknown?.description
        == #"steps[0].load.section: unknown section id "reveiws"; did you mean "reviews"?"#)
    let beyond = #expect(throws: ScenarioError.self) {
      try scenario([.load(Load(.section(2), state: .loaded))]).frames()
    }
    #expect(
      beyond?.description
        == "steps[0].load.section: expected a section index between 0 and 1, got 2")
  }

  @Test func anAfterThatDropsHeadersIsAnError() throws {
    // Issue 14: an `after` that gives only counts silently deleted every section header.
    let error = #expect(throws: ScenarioError.self) {
      try scenario([
        .update(
          BatchUpdate(
            insertItems: [path(0, 2)],
            after: [LayoutSection(items: .count(3)), scenario([]).sections[1]]))
      ]).frames()
    }
    #expect(
      error?.description
        == "steps[0].update.after[0]: expected the 1 header of section 0, which the update "
        + "keeps, got none; give \"headers\" again, or reload the section to change them")
    // A reloaded section may change them.
    let reloaded = try scenario([
      .update(
        BatchUpdate(
          reloadSections: [0], after: [LayoutSection(items: .count(3)), scenario([]).sections[1]]))
    ]).frames()
    #expect(reloaded.steps[1].batch?.operations.reloadSections == [0])
  }

  @Test func itemsBesideAPlaceholderAreAnError() {
    // Issue 14: a section with both items and a placeholder passed validation.
    let section = LayoutSection(items: .count(3), placeholder: Placeholder(kind: .loading))
    #expect(
      scenario([], reviews: section).validationIssues().map(\.description) == [
        #"sections[1].items: expected no items in a section in state "loading", which shows "#
          + "none (a load step brings them), got 3"
      ])
    var loaded = LayoutSection(placeholder: Placeholder(kind: .noContent))
    loaded.state = .loaded
    #expect(
      scenario([], reviews: loaded).validationIssues().map(\.description) == [
        #"sections[1].placeholder: expected no placeholder in a section in state "loaded", "#
          + "which shows none"
      ])
  }

  @Test func applyHoldsTheItemsOfASectionThatShowsNone() throws {
    let frames = try scenario([
      .apply(
        Snapshot(sections: [
          SnapshotSection(id: "details"),
          SnapshotSection(id: "reviews", items: [Item(id: "r1"), Item(id: "r2")]),
        ])),
      .load(Load(.sectionID("reviews"), state: .loaded)),
    ]).frames()
    let applied = try #require(frames.steps[1].batch)
    #expect(applied.operations.operationCount == 0)
    #expect(applied.held.insertItems == [path(1, 0), path(1, 1)])
    #expect(frames.steps[2].batch?.operations.insertItems == [path(1, 0), path(1, 1)])
    #expect(frames.steps[2].batch?.releasedItemCount == 2)
  }
}
