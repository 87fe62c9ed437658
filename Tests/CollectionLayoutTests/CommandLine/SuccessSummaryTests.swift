import Testing

@testable import CollectionLayoutCommandLine

/// Every command that writes files follows one convention on success: one line a file,
/// `Wrote PATH (what it is)`, on standard error when standard error is a terminal, and nothing
/// otherwise; standard output carries only the product itself.
@Suite struct SuccessSummaryTests {
  @Test(arguments: [
    (["frames"], [String](), "the frames, JSON"),
    (["render"], [], "the player, one self-contained page"),
    (["render"], ["--svg"], "an SVG picture of step 0"),
    (["render"], ["--svg", "--step", "1"], "an SVG picture of step 1"),
    (["export"], ["--lottie"], "a Lottie animation, JSON"),
    (["export"], ["--trace"], "a Chrome trace, JSON"),
  ])
  func aFileWrittenIsNamedOnATerminalOnly(
    command: [String], options: [String], what: String
  ) throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let scenario = try scratch.write(SampleScenario.valid, to: "scenario.json")
    let output = scratch.path("out")
    let arguments = command + [scenario] + options + ["-o", output]
    let quiet = runTool(arguments)
    #expect(quiet.status == .success)
    #expect(quiet.errors == "")
    #expect(quiet.output.isEmpty)
    let told = runTool(arguments, standardErrorIsTerminal: true)
    #expect(told.status == .success)
    #expect(told.errors == "Wrote \(output) (\(what))\n")
    #expect(told.output.isEmpty)
  }

  @Test func standardOutputIsNotNamed() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let scenario = try scratch.write(SampleScenario.valid, to: "scenario.json")
    let result = runTool(["frames", scenario], standardErrorIsTerminal: true)
    #expect(result.status == .success)
    #expect(result.errors == "")
    #expect(!result.output.isEmpty)
  }

  @Test func aPlanFileIsNamed() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let output = scratch.path("plan.json")
    let result = runTool(
      ["tiles", "--width", "10", "--height", "10", "-o", output], standardErrorIsTerminal: true)
    #expect(result.status == .success)
    #expect(result.errors == "Wrote \(output) (the plan)\n")
  }
}
