import CollectionLayout
import Testing

@Suite struct DecodedValueTests {
  @Test func minimalScenarioGetsEveryDefault() throws {
    let scenario = try ScenarioDecoder.decode(scenarioJSON())
    #expect(scenario == Scenario(environment: smallEnvironment))
    #expect(scenario.environment.displayScale == 2)
    #expect(scenario.environment.contentInset == LayoutInsets(top: 0, left: 0, bottom: 0, right: 0))
    #expect(scenario.output.elements == .visible)
    #expect(scenario.metrics == SectionMetrics())
  }

  @Test func decodingBytesAndTextAgree() throws {
    let text = scenarioJSON(#""sections": [{"items": 3}]"#)
    #expect(try ScenarioDecoder.decode(Array(text.utf8)) == ScenarioDecoder.decode(text))
  }

  @Test func missingSidesOfInsetsAreZero() throws {
    let json = scenarioJSON(
      #""contentInset": {"top": 64}, "metrics": {"padding": {"left": 16, "right": 8}, "#
        + #""separators": {"insets": {"left": 15}}}"#)
    let scenario = try ScenarioDecoder.decode(json)
    #expect(
      scenario.environment.contentInset == LayoutInsets(top: 64, left: 0, bottom: 0, right: 0))
    #expect(scenario.metrics.padding == LayoutInsets(top: 0, left: 16, bottom: 0, right: 8))
    #expect(scenario.metrics.separators?.insets == HorizontalInsets(left: 15, right: 0))
  }

  @Test func explicitZerosAndFalseArePreserved() throws {
    let json = scenarioJSON(
      #""metrics": {"columnSpacing": 8, "separators": {"row": true}}, "#
        + #""sections": [{"metrics": {"columnSpacing": 0, "rowSpacing": 0, "#
        + #""separators": {"row": false, "lastSection": false}}}]"#)
    let scenario = try ScenarioDecoder.decode(json)
    let ownMetrics = SectionMetrics(
      columnSpacing: 0, rowSpacing: 0, separators: SeparatorMetrics(row: false, lastSection: false))
    #expect(scenario.sections == [LayoutSection(metrics: ownMetrics)])
    let resolved = ownMetrics.resolved(inheriting: scenario.metrics, displayScale: 2)
    #expect(resolved.columnSpacing == 0)
    #expect(resolved.showsRowSeparators == false)
  }

  @Test func itemsAsACountAndAsAList() throws {
    let json = scenarioJSON(
      #""sections": [{"items": 12}, {"items": [{"id": "a", "height": 60}, {"id": "b"}, {}]}, {}]"#)
    let scenario = try ScenarioDecoder.decode(json)
    #expect(
      scenario.sections == [
        LayoutSection(items: .count(12)),
        LayoutSection(items: .list([Item(id: "a", height: 60), Item(id: "b"), Item()])),
        LayoutSection(items: .count(0)),
      ])
  }

  @Test func supplementariesAndPlaceholders() throws {
    let json = scenarioJSON(
      #""globalHeaders": [{"height": 60, "pinned": true}, {"height": 30}], "#
        + #""sections": [{"headers": [{"height": 44, "padding": {"left": 16}, "#
        + ##""backgroundColor": "#f7f7f780"}], "footers": [{"height": 20, "pinned": false}], "##
        + #""placeholder": {"kind": "noContent", "title": "No reviews", "message": "Be first", "#
        + #""height": 200}}]"#)
    let scenario = try ScenarioDecoder.decode(json)
    #expect(
      scenario.globalHeaders == [
        Supplementary(height: 60, isPinned: true), Supplementary(height: 30, isPinned: false),
      ])
    #expect(
      scenario.sections == [
        LayoutSection(
          headers: [
            Supplementary(
              height: 44, padding: LayoutInsets(left: 16),
              backgroundColor: LayoutColor(red: 0xF7, green: 0xF7, blue: 0xF7, alpha: 0x80))
          ],
          footers: [Supplementary(height: 20)],
          placeholder: Placeholder(
            kind: .noContent, title: "No reviews", message: "Be first", height: 200))
      ])
  }

  @Test func stringEscapesAreResolved() throws {
    let json = scenarioJSON(
      #""sections": [{"placeholder": {"kind": "error", "title": "a\"b\\c\/d\n\u00e9\uD83D\uDE00", "#
        + #""message": "caf\u00E9 \t"}}]"#)
    let placeholder = try ScenarioDecoder.decode(json).sections.first?.placeholder
    #expect(placeholder?.title == "a\"b\\c/d\né😀")
    #expect(placeholder?.message == "café \t")
  }

  @Test func stepsAndOutput() throws {
    let json = scenarioJSON(
      #""steps": [{"scroll": {"x": 0, "y": 300.5}}, {"resize": {"width": 1024, "height": 768}}, "#
        + #"{"scroll": {"x": -10, "y": -64}}], "output": {"elements": "all"}"#)
    let scenario = try ScenarioDecoder.decode(json)
    #expect(
      scenario.steps == [
        .scroll(LayoutPoint(x: 0, y: 300.5)), .resize(LayoutSize(width: 1024, height: 768)),
        .scroll(LayoutPoint(x: -10, y: -64)),
      ])
    #expect(scenario.output == OutputOptions(elements: .all))
  }

  @Test func anyWhitespaceAroundTokens() throws {
    let json = "\r\n\t{ \"version\" :1 ,\r\n \"viewport\":\t{\"width\":320,\"height\":480 } }\n\n"
    #expect(try ScenarioDecoder.decode(json) == Scenario(environment: smallEnvironment))
  }
}
