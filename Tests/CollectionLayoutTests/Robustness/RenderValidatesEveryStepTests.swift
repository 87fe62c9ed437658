import Testing

@testable import CollectionLayoutCommandLine

/// Finding 11 of the hostile review: `render --svg --step 1` of a frames file whose step 0
/// has an id the reader refuses (`item/0/1/</script>`) drew step 1 with status 0, where the
/// player, `--step 0` and `export` refuse it. Every step is checked, whichever is drawn.
/// The input: `Tests/Regressions/finding-11-script-id-in-step-0.frames.json`.
@Suite struct RenderValidatesEveryStepTests {
  static let message =
    "steps[0].elements[0].id: expected an element id such as \"item/0/3\", got "
    + "\"item/0/1/</script>\"\n"

  @Test(arguments: [
    ["render", "--svg", "--step", "1"], ["render", "--svg", "--step", "0"], ["render"],
    ["render", "--svg"], ["export", "--lottie", "--step", "1"],
  ])
  func everyPictureOfTheDocumentIsRefusedWithTheSameLocatedMessage(arguments: [String]) throws {
    let path = RegressionInput.path("finding-11-script-id-in-step-0.frames.json")
    let result = runTool(Array(arguments.prefix(1)) + [path] + arguments.dropFirst())
    #expect(result.status == .invalidInput)
    #expect(result.errors == Self.message)
    #expect(result.output.isEmpty)
  }

  /// The same document without the bad id draws step 1: the refusal above is the id's.
  @Test func theDocumentWithAGoodIdDrawsStepOne() throws {
    let text = try RegressionInput.text("finding-11-script-id-in-step-0.frames.json")
      .replacingOccurrences(of: "item/0/1/</script>", with: "item/0/0")
    let result = runTool(["render", "-", "--svg", "--step", "1"], input: text)
    #expect(result.status == .success)
    #expect(result.outputText.hasPrefix("<svg "))
  }
}
