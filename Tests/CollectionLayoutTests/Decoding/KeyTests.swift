import CollectionLayout
import Testing

@Suite struct KeyTests {
  @Test func unknownRootKeyWithoutSuggestion() {
    #expect(
      decodingIssues(scenarioJSON(#""colums": 2"#)) == [
        #"colums: unknown key; expected one of "version", "viewport", "contentInset", "displayScale", "metrics", "globalHeaders", "sections", "dataSource", "steps", "output", "layout", "environment", "scrollView", "devices""#
      ])
  }

  @Test func unknownRootKeyWithSuggestion() {
    #expect(
      decodingIssues(scenarioJSON(#""section": []"#)) == [
        #"section: unknown key; did you mean "sections"?"#
      ])
  }

  @Test func unknownMetricsKeys() {
    #expect(
      decodingIssues(
        scenarioJSON(#""metrics": {"colums": 2, "ColumnSpacing": 4, "rowHieght": 40}"#))
        == [
          #"metrics.colums: unknown key; did you mean "columns"?"#,
          #"metrics.ColumnSpacing: unknown key; did you mean "columnSpacing"?"#,
          #"metrics.rowHieght: unknown key; did you mean "rowHeight"?"#,
        ])
  }

  @Test func unknownKeyThatIsNotAnIdentifierIsQuotedInThePath() {
    #expect(
      decodingIssues(scenarioJSON(#""metrics": {"row height": 40}"#)) == [
        #"metrics["row height"]: unknown key; did you mean "rowHeight"?"#
      ])
  }

  @Test func unknownSeparatorKeys() {
    #expect(
      decodingIssues(
        scenarioJSON(##""metrics": {"separators": {"rows": true, "color": "#FF0000"}}"##))
        == [
          #"metrics.separators.rows: unknown key; did you mean "row"?"#,
          #"metrics.separators.color: unknown key; expected one of "row", "column", "section", "lastSection", "insets", "thickness""#,
        ])
  }

  @Test func unknownSectionKeys() {
    #expect(
      decodingIssues(scenarioJSON(#""sections": [{"items": 2}, {"item": 3, "rows": 2}]"#)) == [
        #"sections[1].item: unknown key; did you mean "items"?"#,
        #"sections[1].rows: unknown key; expected one of "id", "items", "metrics", "headers", "footers", "state", "placeholder", "version", "layout""#,
      ])
  }

  @Test func unknownKeysInASteps() {
    #expect(
      decodingIssues(
        scenarioJSON(#""steps": [{"scroll": {"x": 0, "why": 3}}, {"scroll": {"X": 0, "y": 1}}]"#))
        == [
          #"steps[0].scroll.why: unknown key; expected one of "x", "y", "to", "toItem", "position", "#
            + #""section", "animated", "toItemID", "anchor""#,
          #"steps[1].scroll.X: unknown key; did you mean "x"?"#,
        ])
  }

  @Test func unknownStepKinds() {
    #expect(
      decodingIssues(scenarioJSON(#""steps": [{"teleport": 2}, {"scrol": {"x": 0, "y": 0}}]"#)) == [
        #"steps[0]: unknown step "teleport"; expected one of "scroll", "scrollBy", "fling", "pan", "resize", "update", "apply", "load", "select", "beginDrag", "dragTo", "endDrag", "cancelDrag", "swipe", "editing", "measure", "setLayout", "beginTransition", "transitionProgress", "finishTransition", "cancelTransition", "pinch", "page", "zoom", "hitTest""#,
        #"steps[1]: unknown step "scrol"; did you mean "scroll"?"#,
      ])
  }

  @Test func stepsHaveExactlyOneKey() {
    let json = scenarioJSON(
      #""steps": [{}, {"scroll": {"x": 0, "y": 0}, "resize": {"width": 1, "height": 1}}]"#)
    #expect(
      decodingIssues(json) == [
        #"steps[0]: expected exactly one key ("scroll", "scrollBy", "fling", "pan", "resize", "update", "apply", "load", "select", "beginDrag", "dragTo", "endDrag", "cancelDrag", "swipe", "editing", "measure", "setLayout", "beginTransition", "transitionProgress", "finishTransition", "cancelTransition", "pinch", "page", "zoom" or "hitTest"), got none"#,
        #"steps[1]: expected exactly one key ("scroll", "scrollBy", "fling", "pan", "resize", "update", "apply", "load", "select", "beginDrag", "dragTo", "endDrag", "cancelDrag", "swipe", "editing", "measure", "setLayout", "beginTransition", "transitionProgress", "finishTransition", "cancelTransition", "pinch", "page", "zoom" or "hitTest"), got 2: "scroll", "resize""#,
      ])
  }

  @Test func missingRootKeys() {
    #expect(
      decodingIssues("{}") == [
        #"missing required key "version""#, #"missing required key "viewport""#,
      ])
    #expect(
      decodingIssues(#"{"version": 1, "viewport": {"width": 320}}"#) == [
        #"viewport: missing required key "height""#
      ])
  }

  @Test func missingNestedKeys() {
    let json = scenarioJSON(
      #""globalHeaders": [{"pinned": true}], "sections": [{"placeholder": {"title": "Empty"}}], "#
        + #""steps": [{"resize": {"width": 10}}]"#)
    #expect(
      decodingIssues(json) == [
        #"globalHeaders[0]: missing required key "height""#,
        #"sections[0].placeholder: missing required key "kind""#,
        #"steps[0].resize: missing required key "height""#,
      ])
  }

  @Test func unknownEnumerationValues() {
    let json = scenarioJSON(
      #""metrics": {"itemOrder": "rtl"}, "sections": [{"placeholder": {"kind": 3}}], "#
        + #""output": {"elements": "some"}"#)
    #expect(
      decodingIssues(json) == [
        #"metrics.itemOrder: expected one of "leadingToTrailing", "trailingToLeading", got "rtl""#,
        #"sections[0].placeholder.kind: expected one of "loading", "noContent", "error", got a number"#,
        #"output.elements: expected one of "visible", "all", got "some""#,
      ])
  }

  @Test func invalidColours() {
    let json = scenarioJSON(
      ##""metrics": {"backgroundColor": "red", "selectedBackgroundColor": "#12345", "##
        + #""separatorColor": 255}"#)
    #expect(
      decodingIssues(json) == [
        ##"metrics.backgroundColor: expected a colour "#RRGGBB" or "#RRGGBBAA", got "red""##,
        ##"metrics.selectedBackgroundColor: expected a colour "#RRGGBB" or "#RRGGBBAA", got "#12345""##,
        ##"metrics.separatorColor: expected a colour "#RRGGBB" or "#RRGGBBAA", got a number"##,
      ])
  }

  @Test func quotedValuesAreEscapedAndShortened() {
    let long = String(repeating: "a", count: 50)
    let json = scenarioJSON(#""metrics": {"itemOrder": "a\"b\n", "backgroundColor": "\#(long)"}"#)
    #expect(
      decodingIssues(json) == [
        #"metrics.itemOrder: expected one of "leadingToTrailing", "trailingToLeading", got "a\"b\n""#,
        ##"metrics.backgroundColor: expected a colour "#RRGGBB" or "#RRGGBBAA", got ""##
          + String(repeating: "a", count: 40) + #"...""#,
      ])
  }
}
