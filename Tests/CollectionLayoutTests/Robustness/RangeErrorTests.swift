import CollectionLayout
import Testing

/// The range problems of ``Scenario/validationIssues()`` that the decoding tests do not cover,
/// word for word: limits, infinite and NaN values, widths the insets use up. Listed in the
/// error catalogue.
@Suite struct RangeErrorTests {
  /// The issues of a scenario built in code, one `location: message` line each.
  private func issues(_ scenario: Scenario) -> [String] {
    scenario.validationIssues().map(\.description)
  }

  @Test func infiniteInsetIsReportedOnce() {
    // Before the fix the inset was reported twice: as infinite, and as leaving no content
    // width ("left and right insets (inf + 0) leave no content width ...").
    #expect(
      decodingIssues(scenarioJSON(#""contentInset": {"left": 1e999, "top": 1e999}"#)) == [
        "contentInset.left: expected a finite number >= 0, got inf",
        "contentInset.top: expected a finite number >= 0, got inf",
      ])
    #expect(
      decodingIssues(
        scenarioJSON(
          #""contentInset": {"right": 1e999}, "steps": [{"resize": {"width": 100, "height": 100}}]"#
        )) == ["contentInset.right: expected a finite number >= 0, got inf"])
  }

  @Test func lengthsAboveTheLimit() {
    #expect(
      decodingIssues(scenarioJSON(#""metrics": {"rowHeight": 2000000}"#)) == [
        "metrics.rowHeight: expected a number <= 1000000, got 2000000"
      ])
    #expect(
      decodingIssues(scenarioJSON(#""sections": [{"metrics": {"padding": {"left": 1e7}}}]"#)) == [
        "sections[0].metrics.padding.left: expected a number <= 1000000, got 10000000"
      ])
  }

  @Test func displayScaleAboveSixteen() {
    #expect(
      decodingIssues(scenarioJSON(#""displayScale": 17"#)) == [
        "displayScale: expected a number <= 16, got 17"
      ])
  }

  @Test func scrollOffsetBeyondTheLimit() {
    #expect(
      decodingIssues(scenarioJSON(#""steps": [{"scroll": {"x": 0, "y": 2e12}}]"#)) == [
        "steps[0].scroll.y: expected a number between -1000000000000 and 1000000000000, "
          + "got 2000000000000"
      ])
  }

  @Test func columnsAboveTheLimit() {
    #expect(
      decodingIssues(scenarioJSON(#""metrics": {"columns": 1001}"#)) == [
        "metrics.columns: expected an integer <= 1000, got 1001"
      ])
  }

  @Test func tooManyHeaders() {
    let headers = Array(repeating: #"{"height": 1}"#, count: 1001).joined(separator: ", ")
    #expect(
      decodingIssues(scenarioJSON(#""globalHeaders": [\#(headers)]"#)) == [
        "globalHeaders: expected at most 1000 entries, got 1001"
      ])
    let footers = Array(repeating: Supplementary(height: 1), count: 1001)
    #expect(
      issues(Scenario(environment: smallEnvironment, sections: [LayoutSection(footers: footers)]))
        == [
          "sections[0].footers: expected at most 1000 entries, got 1001"
        ])
  }

  @Test func tooManySections() {
    let sections = Array(repeating: LayoutSection(), count: 100_001)
    #expect(
      issues(Scenario(environment: smallEnvironment, sections: sections)) == [
        "sections: expected at most 100000 sections, got 100001"
      ])
  }

  @Test func tooManySteps() {
    let steps = Array(repeating: ScenarioStep.scroll(.zero), count: 10_001)
    #expect(
      issues(Scenario(environment: smallEnvironment, steps: steps)) == [
        "steps: expected at most 10000 steps, got 10001"
      ])
  }

  @Test func insetsThatLeaveNoContentWidth() {
    #expect(
      decodingIssues(
        #"{"version": 1, "viewport": {"width": 20, "height": 480}, "#
          + #""contentInset": {"left": 10, "right": 10}}"#) == [
          "contentInset: left and right insets (10 + 10) leave no content width in a viewport "
            + "20 points wide"
        ])
    #expect(
      decodingIssues(
        scenarioJSON(
          #""contentInset": {"left": 10, "right": 10}, "#
            + #""steps": [{"resize": {"width": 20, "height": 480}}]"#)) == [
          "steps[0].resize.width: the content insets leave no content width in a viewport 20 "
            + "points wide"
        ])
  }

  @Test func notANumberInAScenarioBuiltInCode() {
    // JSON cannot spell NaN; a scenario built in code can, and NaN is never a valid length.
    var scenario = Scenario(
      environment: LayoutEnvironment(viewport: LayoutSize(width: .nan, height: 480)),
      metrics: SectionMetrics(columnSpacing: .nan), steps: [.scroll(LayoutPoint(x: .nan, y: 0))])
    #expect(
      issues(scenario) == [
        "viewport.width: expected a finite number > 0, got nan",
        "metrics.columnSpacing: expected a finite number >= 0, got nan",
        "steps[0].scroll.x: expected a finite number, got nan",
      ])
    scenario.environment.viewport.width = 320
    scenario.environment.contentInset.left = .nan
    scenario.metrics.columnSpacing = nil
    scenario.steps = []
    #expect(issues(scenario) == ["contentInset.left: expected a finite number >= 0, got nan"])
  }

  @Test func zeroAndNegativeLengthsEverywhere() {
    let json = scenarioJSON(
      #""globalHeaders": [{"height": 10, "padding": {"top": -1}}], "#
        + #""metrics": {"separators": {"thickness": 0, "insets": {"left": -2}}}, "#
        + #""sections": [{"items": [{"height": 0}], "placeholder": {"kind": "error", "height": -5}}]"#
    )
    #expect(
      decodingIssues(json) == [
        "globalHeaders[0].padding.top: expected a number >= 0, got -1",
        "metrics.separators.thickness: expected a number > 0, got 0",
        "metrics.separators.insets.left: expected a number >= 0, got -2",
        // A section showing a placeholder has no items (the data-to-updates work).
        #"sections[0].items: expected no items in a section in state "error", which shows none (a load step brings them), got 1"#,
        "sections[0].items[0].height: expected a number > 0, got 0",
        "sections[0].placeholder.height: expected a number > 0, got -5",
      ])
  }

  @Test func negativeInfinityAsALength() {
    #expect(
      decodingIssues(scenarioJSON(#""metrics": {"rowSpacing": -1e999}"#)) == [
        "metrics.rowSpacing: expected a finite number >= 0, got -inf"
      ])
  }
}
