import CollectionLayout
import Testing

@Suite struct IssueOrderTests {
  @Test func everyProblemIsReportedInDocumentOrder() {
    let json = """
      {
        "version": 1,
        "viewport": {"width": -320, "height": 480},
        "displayScale": "2",
        "metrics": {"colums": 2, "rowHeight": 0},
        "sections": [
          {"items": 3, "headers": [{"height": "44"}]},
          {"items": -2, "metrics": {"itemOrder": "rtl"}}
        ],
        "steps": [{"teleport": 2}]
      }
      """
    #expect(
      decodingIssues(json) == [
        "viewport.width: expected a number > 0, got -320",
        "displayScale: expected a number, got a string",
        #"metrics.colums: unknown key; did you mean "columns"?"#,
        "metrics.rowHeight: expected a number > 0, got 0",
        "sections[0].headers[0].height: expected a number, got a string",
        "sections[1].items: expected a count >= 0, got -2",
        #"sections[1].metrics.itemOrder: expected one of "leadingToTrailing", "trailingToLeading", got "rtl""#,
        #"steps[0]: unknown step "teleport"; expected one of "scroll", "scrollBy", "fling", "pan", "resize", "update", "apply", "load", "select", "beginDrag", "dragTo", "endDrag", "cancelDrag", "swipe", "editing", "measure", "setLayout", "beginTransition", "transitionProgress", "finishTransition", "cancelTransition", "pinch", "page", "zoom", "hitTest""#,
      ])
  }

  @Test func documentOrderIsTheOrderOfTheTextNotOfTheFormat() {
    let json =
      #"{"steps": [{"scroll": {"x": "0", "y": 0}}], "metrics": {"rowHeight": -4}, "#
      + #""viewport": {"width": 320, "height": 0}, "version": 1}"#
    #expect(
      decodingIssues(json) == [
        "steps[0].scroll.x: expected a number, got a string",
        "metrics.rowHeight: expected a number > 0, got -4",
        "viewport.height: expected a number > 0, got 0",
      ])
  }

  @Test func missingKeysComeBeforeTheObjectsMembers() {
    #expect(
      decodingIssues(#"{"viewport": {"wide": 3}, "output": 1}"#) == [
        #"missing required key "version""#,
        #"viewport: missing required key "width""#,
        #"viewport: missing required key "height""#,
        #"viewport.wide: unknown key; did you mean "width"?"#,
        "output: expected an object, got a number",
      ])
  }

  @Test func duplicateItemIdentifiersAreReportedByTheValidator() {
    let json = scenarioJSON(
      #""sections": [{"items": [{"id": "a"}]}, {"items": [{"id": "b"}, {"id": "a"}]}]"#)
    #expect(
      decodingIssues(json) == [
        #"sections[1].items[1].id: duplicate item id "a", first used at sections[0].items[0].id"#
      ])
  }
}
