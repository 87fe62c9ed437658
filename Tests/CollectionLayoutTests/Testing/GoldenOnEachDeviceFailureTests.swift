import CollectionLayout
import Testing

@testable import CollectionLayoutTesting

/// A screen of `devices` on which the scenario's steps cannot be played fails by itself.
@Suite struct GoldenOnEachDeviceFailureTests {
  @Test func aScreenThatCannotPlayTheStepsIsNamed() throws {
    // The root screen is an iPad, which has a third: the steps are valid there, not on a phone.
    let scenario = try ScenarioDecoder.decode(
      Array(
        #"{"version": 1, "environment": {"device": "iPad Pro 11-inch (M4)"}, "devices": ["iPhone 15"], "sections": [{"items": 3}], "steps": [{"resize": {"environment": {"splitView": "oneThird"}}}]}"#
          .utf8))
    let configuration = GoldenConfiguration(recordMode: .never, artifactsDirectory: "/tmp")
    #expect(
      goldenFailuresOnEachDevice(scenario, at: "/tmp/none", configuration: configuration) == [
        #"on iPhone 15: the scenario cannot be played: steps[0].resize.environment.splitView: "iPhone 15" is an iPhone, which has no split views; expected "full", got "oneThird""#
      ])
  }
}
