import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The errors of data steps and data sources that the other suites do not reach, word for
/// word (listed in the error catalogue).
@Suite struct DataStepErrorTests {
  private let environment = LayoutEnvironment(viewport: LayoutSize(width: 320, height: 480))

  private func failure(_ scenario: Scenario) -> String? {
    do {
      _ = try scenario.frames()
      return nil
    } catch {
      return error.description
    }
  }

  private var plain: Scenario {
    Scenario(
      environment: environment,
      sections: [LayoutSection(items: .list([Item(id: "a")]), id: "s"), LayoutSection(id: "empty")])
  }

  private var tree: DataSource {
    DataSource(
      name: "root",
      content: .composed([
        DataSource(name: "one", content: .sections([LayoutSection(items: .count(2), id: "one0")])),
        DataSource(
          name: "two",
          content: .sections([LayoutSection(id: "two0"), LayoutSection(id: "two1")])),
        DataSource(
          name: "tabs",
          content: .segmented(
            SegmentedContent(children: [
              DataSource(name: "a", content: .sections([LayoutSection(id: "a0")])),
              DataSource(name: "b", content: .sections([LayoutSection(id: "b0")])),
            ]))),
      ]))
  }

  private func withTree(_ steps: [ScenarioStep]) -> Scenario {
    Scenario(environment: environment, steps: steps, dataSource: tree)
  }

  @Test func stepsForDataSourcesInAScenarioWithout() {
    var scenario = plain
    scenario.steps = [.apply(Snapshot(sections: [], source: "x"))]
    #expect(
      failure(scenario)
        == "steps[0].apply.source: expected no source: the scenario has no data sources")
    scenario.steps = [.updateSources([SourceUpdate(source: "x", batch: BatchUpdate())])]
    #expect(
      failure(scenario)
        == "steps[0].update.source: expected no source: the scenario has no data sources")
    scenario.steps = [.select(SegmentSelection(source: "x", segment: 0))]
    #expect(
      failure(scenario)
        == "steps[0].select.source: expected no select step: the scenario has no data sources")
    scenario.steps = [.load(Load(.source("x"), state: .loaded))]
    #expect(
      failure(scenario)
        == #"steps[0].load.source: expected a "section": the scenario has no data sources"#)
    scenario.sections = []
    scenario.steps = [.load(Load(.section(0), state: .loaded))]
    #expect(
      failure(scenario) == "steps[0].load.section: expected a section, got 0, and there are none")
  }

  @Test func stepsAddressedToTheWrongSource() {
    #expect(
      failure(
        withTree([
          .updateSources([
            SourceUpdate(source: "one", batch: BatchUpdate()),
            SourceUpdate(source: "one", batch: BatchUpdate()),
          ])
        ]))
        == #"steps[0].update[1].source: source "one" is updated twice in one step; give all "#
        + "its changes in one batch")
    #expect(
      failure(withTree([.select(SegmentSelection(source: "one", segment: 0))]))
        == #"steps[0].select.source: expected a segmented source ("tabs"), got "one", a "#
        + "sections source")
    #expect(
      failure(withTree([.select(SegmentSelection(source: "tabs", segment: 2))]))
        == "steps[0].select.segment: expected a segment between 0 and 1, got 2")
    #expect(
      failure(withTree([.load(Load(.source("two"), state: .refreshing, items: .count(1)))]))
        == #"steps[0].load.items: expected a source of one section for "items", got "two" "#
        + "with 2")
    #expect(
      failure(withTree([.load(Load(.section(0), state: .loaded))]))
        == #"steps[0].load.section: expected a "source": the sections come from data sources "#
        + #"("one", "two", "a", "b")"#)
    #expect(
      failure(withTree([.apply(Snapshot(sections: [], source: "zzz"))]))
        == #"steps[0].apply.source: unknown source "zzz"; expected one of "root", "one", "two", "#
        + #""tabs", "a", "b""#)
  }

  @Test func aSectionThatHoldsItemsDoesNotShowThemThroughAnUpdate() {
    let scenario = Scenario(
      environment: environment,
      sections: [LayoutSection(placeholder: Placeholder(kind: .loading))],
      steps: [
        .update(BatchUpdate(insertItems: [ItemPath(section: 0, item: 0)])),
        .update(BatchUpdate(after: [LayoutSection(items: .count(0))])),
      ])
    #expect(
      failure(scenario)
        == "steps[1]: section 0 shows items after the update, but holds 1 that arrived while "
        + "it showed none; a load step shows them")
  }

  @Test func identityErrorsAreLocatedInTheStep() {
    var scenario = plain
    scenario.steps = [
      .apply(
        Snapshot(sections: [
          SnapshotSection(id: "s", items: [Item(id: "a"), Item(id: "b")]),
          SnapshotSection(id: "t", items: [Item(id: "b")]),
        ]))
    ]
    // The validator sees the repeated id first; played directly, the diff reports it.
    #expect(
      scenario.validationIssues().map(\.description) == [
        #"steps[0].apply.sections[1].items[0].id: duplicate item id "b", first used at "#
          + "steps[0].apply.sections[0].items[1].id"
      ])
    scenario.sections[1].id = nil
    scenario.steps = [.apply(Snapshot(sections: [SnapshotSection(id: "s")]))]
    #expect(
      failure(scenario)
        == "steps[0]: section 1 has no id in the data before the step; sections are matched "
        + "by id, so each needs one")
    #expect(
      FramesPlayer<GridLayout>.located(
        IdentityError(side: .after, problem: .itemWithoutID(ItemPath(section: 1, item: 2))),
        at: 3, step: "apply"
      ).issues.first?.location == "steps[3].apply.sections[1].items[2]")
  }

  @Test func codeBuiltValuesTheDecoderCannotMake() {
    var scenario = plain
    scenario.sections[1].id = "s"
    scenario.steps = [.apply(Snapshot(sections: [SnapshotSection(id: "s", items: [Item()])]))]
    #expect(
      scenario.validationIssues().map(\.description) == [
        #"sections[1].id: duplicate section id "s", first used at sections[0].id"#,
        "steps[0].apply.sections[0].items[0].id: expected an item id, got none",
      ])
    var sources = Scenario(environment: environment, dataSource: tree)
    sources.sections = []
    #expect(
      sources.validationIssues().map(\.description) == [
        #"sections: expected the sections of "dataSource" on screen, got other sections; "#
          + #"give either "sections" or "dataSource""#
      ])
    let stated = DataSource(
      content: .composed([
        DataSource(content: .sections([LayoutSection(state: .refreshing)])),
        DataSource(content: .segmented(SegmentedContent(children: []))),
      ]))
    #expect(
      Scenario(environment: environment, dataSource: stated).validationIssues().map(\.description)
        == [
          #"dataSource.composed[0].sections[0].state: expected no state on a section of a "#
            + #"data source; give "state" on the source"#,
          "dataSource.composed[1].segmented.children: expected at least 1 child, got none",
        ])
    let large = DataSource(
      content: .sections([LayoutSection(items: .count(Limits.maximumItemCount + 1))]))
    #expect(
      Scenario(environment: environment, dataSource: large).validationIssues().map(\.description)
        .contains(
          "dataSource: expected at most 10000000 items in all sections, got 10000001"))
  }
}
