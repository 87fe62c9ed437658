import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Composed and segmented data sources: the sections they show, child updates mapped into
/// the collection's index space (the sample's composed-source cases G1 to G7 of the
/// reference notes), coalescing, segmented switches and aggregated loading states.
@Suite struct DataSourceTests {
  /// A source of `count` sections with ids `name0`, `name1`... and `items` items each.
  private func leaf(
    _ name: String, sections count: Int, items: Int = 2, state: ContentState = .loaded,
    placeholders: [Placeholder] = []
  ) -> DataSource {
    DataSource(
      name: name,
      content: .sections(
        (0..<count).map { index in
          LayoutSection(
            items: state.showsItems ? .count(items) : .count(0),
            headers: [Supplementary(height: 20)], id: "\(name)\(index)")
        }), state: state, placeholders: placeholders)
  }

  private func scenario(_ root: DataSource, _ steps: [ScenarioStep] = []) -> Scenario {
    Scenario(
      environment: LayoutEnvironment(viewport: LayoutSize(width: 320, height: 2000)), steps: steps,
      dataSource: root)
  }

  /// Composed [A (2 sections), B (1), C (3)]: globals A0 0, A1 1, B0 2, C0 3, C1 4, C2 5.
  private var abc: DataSource {
    DataSource(
      name: "root",
      content: .composed([leaf("A", sections: 2), leaf("B", sections: 1), leaf("C", sections: 3)]))
  }

  private func batch(_ steps: [ScenarioStep], root: DataSource? = nil) throws -> BatchUpdate {
    let frames = try scenario(root ?? abc, steps).frames()
    return try #require(frames.steps.last?.batch).operations
  }

  @Test func childUpdatesAreMappedIntoTheCollection() throws {
    // G1: C inserts item (1, 0): global (4, 0).
    #expect(
      try batch([
        .updateSources([SourceUpdate(source: "C", batch: BatchUpdate(insertItems: [path(1, 0)]))])
      ])
        == BatchUpdate(insertItems: [path(4, 0)]))
    // G2: C removes its section 2: global section 5.
    #expect(
      try batch([
        .updateSources([SourceUpdate(source: "C", batch: BatchUpdate(deleteSections: [2]))])
      ])
        == BatchUpdate(deleteSections: [5]))
    // G3: A inserts a section at 0: global 0; the others follow.
    let frames = try scenario(
      abc,
      [.updateSources([SourceUpdate(source: "A", batch: BatchUpdate(insertSections: [0]))])]
    ).frames()
    #expect(frames.steps[1].batch?.operations == BatchUpdate(insertSections: [0]))
    // The inserted section has no header (no `after`); the six others moved down by one.
    let headers = frames.steps[1].elements.filter { $0.id.kind == .header }.map(\.id.description)
    #expect(headers == (1...6).map { "header/\($0)/0" })
  }

  @Test func removalsUseTheMappingBeforeAndInsertionsTheMappingAfter() throws {
    // The sample's composed didRemoveSections mapped removals after updating its mapping:
    // with A inserting a section in the same step, C's section 0 would be taken for global
    // 4. It is global 3 before the step; C's inserted section 1 is global 5 after it.
    let operations = try batch([
      .updateSources([
        SourceUpdate(source: "A", batch: BatchUpdate(insertSections: [0])),
        SourceUpdate(source: "C", batch: BatchUpdate(deleteSections: [0], insertSections: [1])),
      ])
    ])
    #expect(operations == BatchUpdate(deleteSections: [3], insertSections: [0, 5]))
  }

  @Test func severalChildUpdatesCoalesceIntoOneBatch() throws {
    // The first child deletes while the second inserts: one batch, one transition.
    let frames = try scenario(
      abc,
      [
        .updateSources([
          SourceUpdate(source: "A", batch: BatchUpdate(deleteItems: [path(0, 0)])),
          SourceUpdate(source: "B", batch: BatchUpdate(insertItems: [path(0, 2)])),
        ])
      ]
    ).frames()
    #expect(
      frames.steps[1].batch?.operations
        == BatchUpdate(deleteItems: [path(0, 0)], insertItems: [path(2, 2)]))
    let changes = try #require(frames.steps[1].transition).changes
    #expect(changes.filter { $0.change == .deleted }.map(\.id.description) == ["item/0/0"])
    #expect(changes.filter { $0.change == .inserted }.map(\.id.description) == ["item/2/2"])
  }

  @Test func childErrorsAreLocatedWithTheSourceAndItsOwnIndexes() throws {
    let error = #expect(throws: ScenarioError.self) {
      try scenario(
        abc,
        [.updateSources([SourceUpdate(source: "B", batch: BatchUpdate(deleteItems: [path(0, 2)]))])]
      ).frames()
    }
    #expect(
      error?.description
        == "steps[0].update: in source \"B\": attempt to delete item 2 from section 0 which only "
        + "contains 2 items before the update")
    let unknown = #expect(throws: ScenarioError.self) {
      try scenario(abc, [.updateSources([SourceUpdate(source: "c", batch: BatchUpdate())])])
        .frames()
    }
    #expect(
      unknown?.description == #"steps[0].update.source: unknown source "c"; did you mean "C"?"#)
    let composed = #expect(throws: ScenarioError.self) {
      try scenario(abc, [.updateSources([SourceUpdate(source: "root", batch: BatchUpdate())])])
        .frames()
    }
    #expect(
      composed?.description
        == #"steps[0].update.source: expected a source of sections ("A", "B", "C"), got "root", "#
        + "a composed source")
    let global = #expect(throws: ScenarioError.self) {
      try scenario(abc, [.update(BatchUpdate())]).frames()
    }
    #expect(
      global?.description
        == #"steps[0].update: expected a "source": the sections come from data sources ("A", "#
        + #""B", "C")"#)
  }

  /// [Header (1 section), Segmented {Details (3), Episodes (1)}], Details shown.
  private var product: DataSource {
    DataSource(
      content: .composed([
        leaf("header", sections: 1),
        DataSource(
          name: "tabs",
          content: .segmented(
            SegmentedContent(
              children: [
                DataSource(
                  name: "details", title: "Details",
                  content: leaf("details", sections: 3).content),
                DataSource(
                  name: "episodes", title: "Episodes",
                  content: leaf("episodes", sections: 1, state: .initial).content,
                  state: .initial),
              ]))),
      ]))
  }

  @Test func aSegmentedSwitchIsOneBatchThatSlides() throws {
    // G4: select Episodes: delete sections 1 to 3, insert 1, from the trailing side.
    let frames = try scenario(product, [.select(SegmentSelection(source: "tabs", segment: 1))])
      .frames()
    #expect(
      frames.steps[1].batch?.operations
        == BatchUpdate(deleteSections: [1, 2, 3], insertSections: [1]))
    let changes = try #require(frames.steps[1].transition).changes
    let inserted = try #require(
      changes.first { $0.id.description == "header/1/0" && $0.change == .inserted })
    #expect(inserted.initial.frame.minX == 320 && inserted.initial.alpha == 1)
    let deleted = try #require(changes.first { $0.id.description == "header/3/0" })
    #expect(deleted.final.frame.minX == -320)
    // The segmented control's header names the segments and the one selected; Episodes was
    // initial, and starts loading when it is shown.
    let header = try #require(frames.steps[1].elements.first { $0.id.description == "header/1/0" })
    #expect(
      header.customAttributes["segments"] == .list([.string("Details"), .string("Episodes")]))
    #expect(header.customAttributes["selectedSegment"] == .number(1))
    #expect(frames.steps[1].elements.contains { $0.id == .placeholder(section: 1) })
    // Back to Details: from the leading side.
    let back = try scenario(
      product,
      [
        .select(SegmentSelection(source: "tabs", segment: 1)),
        .select(SegmentSelection(source: "tabs", segment: 0)),
      ]
    ).frames()
    let returning = try #require(
      back.steps[2].transition?.changes.first {
        $0.id.description == "header/1/0" && $0.change == .inserted
      })
    #expect(returning.initial.frame.minX == -320)
  }

  @Test func aggregatedStatesFollowTheSamplesPriority() {
    // G5.
    #expect(ContentState.aggregate([.loading, .loaded]) == .loading)
    #expect(ContentState.aggregate([.loaded, .noContent]) == .noContent)
    #expect(ContentState.aggregate([.error, .loaded]) == .error)
    #expect(ContentState.aggregate([.refreshing, .error]) == .refreshing)
    #expect(ContentState.aggregate([]) == .initial)
  }

  /// Reviews [Ratings, List], both loading, with one loading placeholder for the two.
  private var reviews: DataSource {
    DataSource(
      content: .composed([
        leaf("details", sections: 1),
        DataSource(
          name: "reviews",
          content: .composed([
            leaf("ratings", sections: 1, state: .loading),
            leaf("list", sections: 1, state: .loading),
          ]),
          placeholders: [
            Placeholder(kind: .loading, title: "Loading reviews", height: 120),
            Placeholder(kind: .noContent, title: "No reviews yet"),
          ]),
      ]))
  }

  @Test func oneLoadingPlaceholderSpansTheSectionsThatShareIt() throws {
    let sections = reviews.visibleSections()
    #expect(sections.map { $0.placeholder?.title } == [nil, "Loading reviews", nil])
    #expect(sections.map(\.state) == [.loaded, .loading, .loading])
    #expect(sections.map(\.items.count) == [2, 0, 0])
  }

  @Test func childrenThatLoadFirstWaitForTheOthers() throws {
    // G6: Ratings done with 1 item: no batch, held; List done with 3: one batch with every
    // item, and the placeholder removed.
    let frames = try scenario(
      reviews,
      [
        .load(Load(.source("ratings"), state: .loaded, items: .count(1))),
        .load(Load(.source("list"), state: .loaded, items: .count(3))),
      ]
    ).frames()
    let first = try #require(frames.steps[1].batch)
    #expect(first.operations.operationCount == 0 && first.held.insertItems == [path(1, 0)])
    #expect(frames.steps[1].elements.contains { $0.id == .placeholder(section: 1) })
    let second = try #require(frames.steps[2].batch)
    #expect(
      second.operations.insertItems == [path(1, 0), path(2, 0), path(2, 1), path(2, 2)])
    #expect(second.releasedItemCount == 1)
    #expect(
      frames.steps[2].transition?.changes.first { $0.id == .placeholder(section: 1) }?.change
        == .deleted)
    // Both empty: the composed source's no-content placeholder, with its title.
    let empty = try scenario(
      reviews,
      [
        .load(Load(.source("ratings"), state: .noContent)),
        .load(Load(.source("list"), state: .noContent)),
      ]
    ).frames()
    #expect(
      empty.steps[2].elements.first { $0.id == .placeholder(section: 1) }?.placeholder?.title
        == "No reviews yet")
  }

  @Test func aSourceWithoutItsOwnPlaceholderLetsItsChildrenShowTheirs() throws {
    // G7, adapted: a composed source without a placeholder for its state does not cover its
    // children; a loaded child shows its items at once.
    var open = reviews
    open[path: [1]].placeholders = []
    let frames = try scenario(
      open, [.load(Load(.source("ratings"), state: .loaded, items: .count(1)))]
    ).frames()
    #expect(frames.steps[1].batch?.operations.insertItems == [path(1, 0)])
    #expect(frames.steps[1].elements.contains { $0.id == .placeholder(section: 2) })
  }

  @Test func whatOtherStepsChangeOnScreenStaysInTheSources() throws {
    // A measure step changes an item's height on screen; a later load of another source
    // lays the sections out from the sources, which carry the measured height.
    let frames = try scenario(
      reviews,
      [
        .measure(HeightMeasurement(items: [MeasuredItem(item: path(0, 1), height: 130)])),
        .load(Load(.source("ratings"), state: .loaded, items: .count(1))),
      ]
    ).frames()
    let item = try #require(frames.steps[2].elements.first { $0.id == .item(section: 0, item: 1) })
    #expect(item.frame.height == 130)
  }
}
