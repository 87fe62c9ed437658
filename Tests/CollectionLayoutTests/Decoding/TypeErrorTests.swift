import CollectionLayout
import Testing

@Suite struct TypeErrorTests {
  @Test func expectedANumber() {
    #expect(
      decodingIssues(scenarioJSON(#""displayScale": "2""#)) == [
        "displayScale: expected a number, got a string"
      ])
    #expect(
      decodingIssues(scenarioJSON(#""globalHeaders": [{"height": true}]"#)) == [
        "globalHeaders[0].height: expected a number, got a boolean"
      ])
  }

  @Test func expectedAnInteger() {
    #expect(
      decodingIssues(scenarioJSON(#""metrics": {"columns": 1.5}"#)) == [
        "metrics.columns: expected an integer, got 1.5"
      ])
    #expect(
      decodingIssues(scenarioJSON(#""metrics": {"columns": "2"}"#)) == [
        "metrics.columns: expected an integer, got a string"
      ])
    #expect(
      decodingIssues(#"{"version": "1", "viewport": {"width": 320, "height": 480}}"#) == [
        "version: expected an integer, got a string"
      ])
  }

  @Test func expectedABoolean() {
    #expect(
      decodingIssues(scenarioJSON(#""metrics": {"separators": {"row": null}}"#)) == [
        "metrics.separators.row: expected a boolean, got null"
      ])
    #expect(
      decodingIssues(scenarioJSON(#""globalHeaders": [{"height": 44, "pinned": "yes"}]"#)) == [
        "globalHeaders[0].pinned: expected a boolean, got a string"
      ])
    #expect(
      decodingIssues(scenarioJSON(#""output": {"display": 1}"#)) == [
        "output.display: expected a boolean, got a number"
      ])
  }

  @Test func expectedAnObject() {
    #expect(
      decodingIssues(scenarioJSON(#""metrics": []"#)) == [
        "metrics: expected an object, got an array"
      ])
    #expect(decodingIssues("[]") == ["expected an object, got an array"])
    // An item is an object, or its id alone (the data-to-updates work).
    #expect(
      decodingIssues(scenarioJSON(#""sections": [{"items": [3]}]"#)) == [
        "sections[0].items[0]: expected a string or an object, got a number"
      ])
    #expect(
      decodingIssues(scenarioJSON(#""steps": ["scroll"]"#)) == [
        "steps[0]: expected an object, got a string"
      ])
  }

  @Test func expectedAnArray() {
    #expect(
      decodingIssues(scenarioJSON(#""sections": {}"#)) == [
        "sections: expected an array, got an object"
      ])
    #expect(
      decodingIssues(scenarioJSON(#""sections": [{"headers": {"height": 44}}]"#)) == [
        "sections[0].headers: expected an array, got an object"
      ])
  }

  @Test func expectedAString() {
    #expect(
      decodingIssues(scenarioJSON(#""sections": [{"items": [{"id": 5}]}]"#)) == [
        "sections[0].items[0].id: expected a string, got a number"
      ])
    #expect(
      decodingIssues(
        scenarioJSON(#""sections": [{"placeholder": {"kind": "error", "title": false}}]"#))
        == ["sections[0].placeholder.title: expected a string, got a boolean"])
  }

  @Test func itemsMustBeACountOrAList() {
    #expect(
      decodingIssues(scenarioJSON(#""sections": [{"items": "many"}]"#)) == [
        "sections[0].items: expected an integer or an array, got a string"
      ])
    #expect(
      decodingIssues(scenarioJSON(#""sections": [{"items": 2.5}]"#)) == [
        "sections[0].items: expected an integer, got 2.5"
      ])
  }

  @Test func aReplacedValueIsNotReportedAgainByTheRangeChecks() {
    // A wrong width becomes 0, which the range checks would otherwise report as "> 0"
    // and which would make the content insets look too wide.
    let json = #"""
      {"version": 1, "viewport": {"width": "wide", "height": 480},
       "contentInset": {"left": 10, "right": 10},
       "globalHeaders": [{"height": "tall"}, 7, {"height": -1}]}
      """#
    #expect(
      decodingIssues(json) == [
        "viewport.width: expected a number, got a string",
        "globalHeaders[0].height: expected a number, got a string",
        "globalHeaders[1]: expected an object, got a number",
        "globalHeaders[2].height: expected a number > 0, got -1",
      ])
  }
}
