import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// A scenario is validated once: the decoder stamps what it validated, any change clears the
/// stamp, and the stamp is no part of the value.
@Suite struct ValidateOnceTests {
  @Test func aDecodedScenarioIsStampedValid() throws {
    let scenario = try ScenarioDecoder.decode(scenarioJSON(#""sections": [{"items": 3}]"#))
    #expect(scenario.validity.isValid)
    try scenario.validate()
    #expect(!Scenario(environment: smallEnvironment).validity.isValid)
  }

  @Test func everyChangeClearsTheStamp() throws {
    let decoded = try ScenarioDecoder.decode(scenarioJSON(#""sections": [{"items": 3}]"#))
    var scenario = decoded
    scenario.sections[0].items = .count(-1)
    #expect(!scenario.validity.isValid)
    #expect(
      throws: ScenarioError(location: "sections[0].items", message: "expected a count >= 0, got -1")
    ) {
      try scenario.validate()
    }
    #expect(throws: ScenarioError.self) { try scenario.frames() }
    let changes: [(inout Scenario) -> Void] = [
      { $0.version = 2 }, { $0.environment.displayScale = 0 }, { $0.metrics.columns = 0 },
      { $0.globalHeaders.append(Supplementary(height: -1)) }, { $0.steps = [.resize(.zero)] },
      { $0.output.elements = .all },
    ]
    for change in changes {
      var changed = decoded
      change(&changed)
      #expect(!changed.validity.isValid)
    }
    // The original is untouched.
    #expect(decoded.validity.isValid)
  }

  @Test func theStampIsNoPartOfTheValue() throws {
    let decoded = try ScenarioDecoder.decode(scenarioJSON(#""sections": [{"items": 3}]"#))
    let built = Scenario(environment: smallEnvironment, sections: [LayoutSection(items: .count(3))])
    #expect(decoded == built)
    #expect(decoded.hashValue == built.hashValue)
    #expect(String(describing: decoded) == String(describing: built))
  }

  @Test func aScenarioBuiltInCodeIsValidatedWhenPlayed() {
    let scenario = Scenario(
      environment: LayoutEnvironment(
        viewport: LayoutSize(width: 320, height: 480), displayScale: 5e-324))
    #expect(
      throws: ScenarioError(
        location: "displayScale", message: "expected a number >= 0.1, got 5e-324")
    ) {
      try scenario.frames()
    }
  }

  @Test func theDisplayScaleHasAMinimum() throws {
    #expect(
      decodingIssues(scenarioJSON(#""displayScale": 5e-324"#)) == [
        "displayScale: expected a number >= 0.1, got 5e-324"
      ])
    #expect(
      decodingIssues(scenarioJSON(#""displayScale": 0.05"#)) == [
        "displayScale: expected a number >= 0.1, got 0.05"
      ])
    #expect(
      decodingIssues(scenarioJSON(#""displayScale": 0"#)) == [
        "displayScale: expected a number > 0, got 0"
      ])
    #expect(
      try ScenarioDecoder.decode(scenarioJSON(#""displayScale": 0.1"#)).environment.displayScale
        == 0.1)
    #expect(Limits.minimumDisplayScale == 0.1)
  }
}
