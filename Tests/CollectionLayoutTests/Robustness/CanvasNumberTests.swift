import Testing

@testable import CollectionLayout

/// Finding 13 of the hostile review: a frames document whose step has an offset of 1e308 and
/// a content size of -1e308 by 1e308 made the player page throw (a canvas of no size). The
/// reader refuses a negative content size and any length or coordinate past
/// ``FramesDocument/maximumMagnitude``, located, so `render` refuses the document. The input:
/// `Tests/Regressions/finding-13-canvas-numbers.frames.json`.
@Suite struct CanvasNumberTests {
  static let input = "finding-13-canvas-numbers.frames.json"

  static let messages = [
    "steps[0].contentOffset.x: expected a number between -1000000000000000 and 1000000000000000, got 1e+308",
    "steps[0].contentSize.width: expected a number >= 0, got -1e+308",
    "steps[0].contentSize.height: expected a number <= 1000000000000000, got 1e+308",
  ]

  @Test func offsetsAndSizesThatBreakACanvasAreRefused() throws {
    let bytes = try RegressionInput.bytes(Self.input)
    var issues: [String] = []
    do {
      _ = try FramesReader.read(bytes)
    } catch {
      issues = error.issues.map(\.description)
    }
    #expect(issues == Self.messages)
    let result = runTool(["render", RegressionInput.path(Self.input), "-o", "/dev/null"])
    #expect(result.status == .invalidInput)
    #expect(result.errors == Self.messages.joined(separator: "\n") + "\n")
  }

  /// At the bound, and a content size of 0, the document reads and draws: the refusal above
  /// is the numbers'.
  @Test func numbersAtTheBoundAreRead() throws {
    let text = try RegressionInput.text(Self.input)
      .replacingOccurrences(of: #""x": 1e308"#, with: #""x": -1e15"#)
      .replacingOccurrences(of: "-1e308", with: "0")
      .replacingOccurrences(of: "1e308", with: "1e15")
    let frames = try FramesReader.read(Array(text.utf8))
    #expect(frames.steps.first?.contentOffset.x == -1e15)
    #expect(frames.steps.first?.contentSize.height == 1e15)
    let picture = runTool(["render", "-", "--svg"], input: text)
    #expect(picture.status == .success)
  }

  /// What the engine writes stays far inside the bound: a grid of 10,000,000 rows of
  /// 1,000,000 points would be 10^13 points high.
  @Test func theBoundIsFarAboveAnyLayout() {
    #expect(
      Double(Limits.maximumItemCount) * Limits.maximumLength * 2 < FramesDocument.maximumMagnitude)
  }
}
