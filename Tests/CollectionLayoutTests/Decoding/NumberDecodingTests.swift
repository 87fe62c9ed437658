import CollectionLayout
import Testing

@Suite struct NumberDecodingTests {
  @Test func integralNumbersWithAFractionOrExponentAreIntegers() throws {
    let json =
      #"{"version": 1.0, "viewport": {"width": 320, "height": 480}, "#
      + #""metrics": {"columns": 3.0}, "sections": [{"items": 1e1}]}"#
    let scenario = try ScenarioDecoder.decode(json)
    #expect(scenario.version == 1)
    #expect(scenario.metrics.columns == 3)
    #expect(scenario.sections.first?.items == .count(10))
  }

  @Test func fractionsAreNotIntegers() {
    #expect(
      decodingIssues(scenarioJSON(#""metrics": {"columns": 3.5}"#)) == [
        "metrics.columns: expected an integer, got 3.5"
      ])
    #expect(
      decodingIssues(scenarioJSON(#""metrics": {"columns": 25e-1}"#)) == [
        "metrics.columns: expected an integer, got 25e-1"
      ])
  }

  @Test func integersBeyondIntAreReported() {
    #expect(
      decodingIssues(scenarioJSON(#""metrics": {"columns": 1e30}"#)) == [
        "metrics.columns: expected an integer between -9223372036854775808 and "
          + "9223372036854775807, got 1e30"
      ])
    #expect(
      decodingIssues(scenarioJSON(#""sections": [{"items": -99999999999999999999}]"#)) == [
        "sections[0].items: expected an integer between -9223372036854775808 and "
          + "9223372036854775807, got -99999999999999999999"
      ])
    #expect(
      decodingIssues(scenarioJSON(#""metrics": {"columns": 1e999}"#)) == [
        "metrics.columns: expected an integer, got 1e999"
      ])
  }

  @Test func largestIntegersAreExact() {
    // One section of Int.max items: exactly that many.
    #expect(
      decodingIssues(scenarioJSON(#""sections": [{"items": 9223372036854775807}]"#)) == [
        "sections: expected at most 10000000 items in all sections, got 9223372036854775807"
      ])
    // Two: the total passes Int.max, and says so instead of overflowing or saturating.
    let json = scenarioJSON(
      #""sections": [{"items": 9223372036854775807}, {"items": 9223372036854775807}]"#)
    #expect(
      decodingIssues(json) == [
        "sections: expected at most 10000000 items in all sections, got more than "
          + "9223372036854775807"
      ])
  }

  @Test func numbersTooLargeForADoubleAreInfinite() {
    let json = scenarioJSON(
      #""metrics": {"rowHeight": 1e999}, "steps": [{"scroll": {"x": 0, "y": -1e999}}]"#)
    #expect(
      decodingIssues(json) == [
        "metrics.rowHeight: expected a finite number > 0, got inf",
        "steps[0].scroll.y: expected a finite number, got -inf",
      ])
  }

  @Test func rangeProblemsComeFromTheValidator() {
    let json =
      #"{"version": 2, "viewport": {"width": 320, "height": 480}, "displayScale": 0, "#
      + #""metrics": {"columns": 0, "rowSpacing": -1}}"#
    #expect(
      decodingIssues(json) == [
        "version: expected 1, got 2",
        "displayScale: expected a number > 0, got 0",
        "metrics.columns: expected an integer >= 1, got 0",
        "metrics.rowSpacing: expected a number >= 0, got -1",
      ])
  }

  @Test func negativeZeroIsZero() throws {
    let scenario = try ScenarioDecoder.decode(
      scenarioJSON(#""steps": [{"scroll": {"x": -0, "y": -0.0}}]"#))
    guard case .scroll(let offset) = scenario.steps.first else {
      Issue.record("expected a scroll step")
      return
    }
    #expect(offset.x.sign == .plus)
    #expect(offset.y.sign == .plus)
  }
}
