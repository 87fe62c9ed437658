import CircleLayout
import CollectionLayout
import CollectionLayoutCommandLine
import CollectionLayoutTesting
import Foundation
import Testing

/// The circle kind, read from a scenario by this package's own tool, played, drawn and
/// compared with the goldens beside this file (`Snapshots/`; CI never records them).
@Suite struct CircleLayoutTests {
  /// The tool this package's executable runs: the package's, with the circle added.
  static let tool = CommandLineTool(
    kinds: .standard.adding(CircleLayoutKind.self), drawings: [CircleDrawing.self])
  /// `Scenarios/circle.json`: 8 items on a circle of 120 points in 320 x 320, then a resize.
  static let scenario = URL(filePath: #filePath).deletingLastPathComponent()
    .appending(path: "Scenarios/circle.json").path

  /// What `collection-layout ARGUMENTS` prints, its status checked.
  static func run(_ arguments: [String]) -> String {
    let result = tool.run(arguments)
    #expect(result.status == .success, "\(arguments): \(result.errors)")
    return String(decoding: result.output, as: UTF8.self)
  }

  @Test func theScenarioIsReadAndPlayedIntoItsGoldenFrames() {
    assertMatchesGolden(Self.run(["frames", Self.scenario]), at: "Snapshots/circle.frames.json")
  }

  @Test func itsOwnRenderDrawsTheResizedCircleAsItsGoldenPicture() {
    assertMatchesGolden(
      Self.run(["render", Self.scenario, "--svg", "--step", "1"]), at: "Snapshots/circle.svg")
  }

  @Test func validateSummarisesItAndReportsItsValues() throws {
    #expect(Self.run(["validate", Self.scenario]) == "\(Self.scenario): valid (8 items, 1 step)\n")
    let document = #"""
      {"version": 1, "viewport": {"width": 320, "height": 320},
       "layout": {"kind": "circle", "itemCount": 400, "radius": "big"},
       "sections": [{"items": 3}]}
      """#
    #expect(throws: ScenarioError.self) {
      try ScenarioDecoder.decode(document, kinds: .standard.adding(CircleLayoutKind.self))
    }
    do {
      _ = try ScenarioDecoder.decode(document, kinds: .standard.adding(CircleLayoutKind.self))
    } catch {
      #expect(
        error.issues.map(\.description) == [
          "layout.itemCount: expected 0 ... 360 items, got 400",
          "layout.radius: expected a number, got a string",
          "sections: expected no sections with a circle layout (its items are "
            + "layout.itemCount), got 1",
        ])
    }
  }

  @Test func theBuiltInKindsStillRead() throws {
    let grid = try ScenarioDecoder.decode(
      #"{"version": 1, "viewport": {"width": 100, "height": 100}, "sections": [{"items": 2}]}"#,
      kinds: .standard.adding(CircleLayoutKind.self))
    #expect(grid.layout.kind == "grid")
  }
}
