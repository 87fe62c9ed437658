import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The keys of the data-to-updates work decoded, and their problems located, word for word:
/// sections' ids, versions and states, apply, load and select steps, updates addressed to
/// data sources, and data sources.
@Suite struct DataDecodingTests {
  @Test func sectionsTakeIdsVersionsAndStates() throws {
    let scenario = try ScenarioDecoder.decode(
      scenarioJSON(
        #""sections": [{"id": "a", "version": 2, "items": [{"id": "x", "version": 1}]}, "#
          + #"{"id": "b", "state": "loading"}, "#
          + #"{"state": "noContent", "placeholder": {"title": "None", "height": 80}}, "#
          + #"{"placeholder": {"kind": "error"}}, {"state": "initial"}]"#))
    let sections = scenario.sections
    #expect(sections[0].id == "a" && sections[0].version == 2)
    #expect(sections[0].items == .list([Item(id: "x", version: 1)]))
    #expect(sections[1].state == .loading && sections[1].placeholder == Placeholder(kind: .loading))
    // A placeholder is the state's: its kind may be left out.
    #expect(sections[2].placeholder == Placeholder(kind: .noContent, title: "None", height: 80))
    #expect(sections[3].state == .error)
    #expect(sections[4].state == .initial && sections[4].placeholder == nil)
  }

  @Test func statesAndTheirItemsAreChecked() {
    #expect(
      decodingIssues(
        scenarioJSON(
          #""sections": [{"items": 3, "placeholder": {"kind": "loading"}}, "#
            + #"{"state": "done"}, {"state": "loaded", "placeholder": {"title": "t"}}, "#
            + #"{"state": "error", "placeholder": {"kind": "noContent"}}, {"placeholder": {}}]"#))
        == [
          #"sections[0].items: expected no items in a section in state "loading", which shows "#
            + "none (a load step brings them), got 3",
          #"sections[1].state: expected one of "initial", "loading", "loaded", "noContent", "#
            + #""error", "refreshing", got "done""#,
          #"sections[2].placeholder: expected no placeholder in a section in state "loaded", "#
            + "which shows none",
          #"sections[3].placeholder.kind: expected "error", the section's state, got "noContent""#,
          #"sections[4].placeholder: missing required key "kind""#,
        ])
  }

  @Test func dataStepsAreDecoded() throws {
    let scenario = try ScenarioDecoder.decode(
      scenarioJSON(
        #""sections": [{"id": "s", "items": [{"id": "a"}]}], "steps": ["#
          + #"{"apply": {"sections": [{"id": "s", "items": ["b", {"id": "a", "version": 3}]}], "#
          + #""anchor": "top"}}, "#
          + #"{"load": {"section": "s", "state": "refreshing"}}, "#
          + #"{"load": {"section": 0, "state": "loaded", "items": ["a"]}}]"#))
    #expect(
      scenario.steps[0]
        == .apply(
          Snapshot(
            sections: [
              SnapshotSection(id: "s", items: [Item(id: "b"), Item(id: "a", version: 3)])
            ],
            anchor: .top)))
    #expect(scenario.steps[1] == .load(Load(.sectionID("s"), state: .refreshing)))
    #expect(
      scenario.steps[2] == .load(Load(.section(0), state: .loaded, items: .list([Item(id: "a")]))))
  }

  @Test func dataStepProblemsAreLocated() {
    let steps =
      #""steps": [{"aply": {}}, {"apply": {"sections": [{"items": [2, {"height": 4}]}], "#
      + #""anchr": "top"}}, {"load": {"state": "loaded"}}, "#
      + #"{"load": {"section": 1, "source": "s", "state": "loaded"}}, "#
      + #"{"load": {"section": true, "state": "loading", "title": "x"}}, "#
      + #"{"select": {"source": "tabs"}}, {"update": [{"insertItems": [[0, 0]]}]}]"#
    #expect(
      decodingIssues(scenarioJSON(steps)) == [
        #"steps[0]: unknown step "aply"; did you mean "apply"?"#,
        #"steps[1].apply.sections[0]: missing required key "id""#,
        "steps[1].apply.sections[0].items[0]: expected a string or an object, got a number",
        #"steps[1].apply.sections[0].items[1]: missing required key "id""#,
        #"steps[1].apply.anchr: unknown key; did you mean "anchor"?"#,
        #"steps[2].load: missing required key "section" (or "source")"#,
        #"steps[3].load: expected either "section" or "source", got both"#,
        "steps[4].load.section: expected a section index or id, got a boolean",
        #"steps[5].select: missing required key "segment""#,
        #"steps[6].update[0]: missing required key "source""#,
      ])
    #expect(
      decodingIssues(
        scenarioJSON(
          #""steps": [{"load": {"section": -1, "state": "error", "items": 2}}, "#
            + #"{"load": {"section": 0, "state": "loaded", "title": "t"}}, "#
            + #"{"apply": {"sections": [{"id": "a", "items": ["x", "x"]}, {"id": "a"}]}}, "#
            + #"{"select": {"source": "tabs", "segment": -1}}]"#))
        == [
          "steps[0].load.section: expected an integer >= 0, got -1",
          #"steps[0].load.items: expected no items for state "error", which shows none"#,
          #"steps[1].load.title: expected no title for state "loaded", which shows no "#
            + "placeholder",
          #"steps[2].apply.sections[0].items[1].id: duplicate item id "x", first used at "#
            + "steps[2].apply.sections[0].items[0].id",
          #"steps[2].apply.sections[1].id: duplicate section id "a", first used at "#
            + "steps[2].apply.sections[0].id",
          "steps[3].select.segment: expected an integer >= 0, got -1",
        ])
  }

  @Test func dataSourcesAreDecodedAndChecked() throws {
    let scenario = try ScenarioDecoder.decode(
      scenarioJSON(
        #""dataSource": {"composed": [{"name": "a", "sections": [{"id": "a0", "items": 2}]}, "#
          + #"{"name": "tabs", "segmented": {"selected": 1, "children": ["#
          + #"{"name": "x", "sections": [{"id": "x0"}]}, "#
          + #"{"name": "y", "title": "Why", "state": "loading", "sections": [{"id": "y0"}], "#
          + #""placeholders": [{"kind": "loading", "title": "Wait"}]}]}}]}"#))
    #expect(scenario.sections.map(\.id) == ["a0", "y0"])
    #expect(scenario.sections[1].placeholder == Placeholder(kind: .loading, title: "Wait"))
    #expect(
      scenario.sections[1].headers.first?.customAttributes["segments"]
        == .list([.string("x"), .string("Why")]))
    let json = scenarioJSON(
      #""sections": [], "dataSource": {"composed": [{"name": "a", "sections": [], "composed": []}, "#
        + #"{"name": "a", "sections": [{"id": "s", "state": "loading"}], "#
        + #""placeholders": [{"kind": "error"}, {"kind": "error"}]}, "#
        + #"{"sections": [{"id": "s", "items": 2}], "state": "noContent"}, "#
        + #"{"segmented": {"selected": 3, "children": [{"sections": []}]}}, {"nam": "b"}]}"#)
    #expect(
      decodingIssues(json) == [
        #"dataSource: expected either "sections" or "dataSource", got both"#,
        #"dataSource.composed[0]: expected exactly one of "sections", "composed" or "#
          + #""segmented", got 2: "sections", "composed""#,
        #"dataSource.composed[1].name: duplicate source name "a", first used at "#
          + "dataSource.composed[0].name",
        #"dataSource.composed[1].sections[0].placeholder: expected no placeholder on a section "#
          + #"of a data source; give "placeholders" on the source"#,
        #"dataSource.composed[1].placeholders[1].kind: duplicate placeholder kind "error", "#
          + "first given at dataSource.composed[1].placeholders[0]",
        #"dataSource.composed[2].sections[0].id: duplicate section id "s", first used at "#
          + "dataSource.composed[1].sections[0].id",
        #"dataSource.composed[2].sections[0].items: expected no items in a source in state "#
          + #""noContent", which shows none (a load step brings them), got 2"#,
        "dataSource.composed[3].segmented.selected: expected a segment between 0 and 0, got 3",
        #"dataSource.composed[4]: expected exactly one of "sections", "composed" or "#
          + #""segmented", got none"#,
        #"dataSource.composed[4].nam: unknown key; did you mean "name"?"#,
      ])
  }
}
