import Foundation

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Helpers of the strips' tests: a scenario of a paging strip (section 0, 3 items 0.8 wide)
/// and a section that does not scroll on its own (section 1), and the release a step reports.
enum StripTestSupport {
  /// The issues of playing `steps` (a JSON array's elements) on the two sections.
  static func issues(ofSteps steps: String) -> [String] {
    let json = scenarioJSON(
      #""layout": {"kind": "compositional"}, "sections": [{"items": 3, "layout": {"group": {"horizontal": {"size": {"width": {"fractionalWidth": 0.8}, "height": {"absolute": 50}}, "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}}, "orthogonalScrollingBehavior": "paging"}}, {"items": 1, "layout": {"group": {"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}}, "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}}}}], "steps": ["#
        + steps + "]")
    return playingIssues(json)
  }

  /// The frames of scenario `name` of `Tests/Scenarios`.
  static func frames(ofScenario name: String) throws -> FramesDocument {
    let url = URL(fileURLWithPath: ScenarioGoldens.scenariosDirectory)
      .appendingPathComponent(name + ".json")
    return try ScenarioDecoder.decode(Array(Data(contentsOf: url))).frames()
  }

  /// The `release` report of step `step`: where it rests along x and when, in seconds after
  /// the release; `nil` without one.
  static func release(_ step: Int, in frames: FramesDocument) -> (rest: Double, duration: Double)? {
    guard case .object(let release)? = frames.steps[step].customAttributes["release"],
      case .object(let point)? = release["restingOffset"], case .number(let x)? = point["x"],
      case .number(let duration)? = release["duration"]
    else { return nil }
    return (x, duration)
  }
}
