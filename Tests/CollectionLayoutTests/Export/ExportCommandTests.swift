import CollectionLayout
import Foundation
import Testing

@testable import CollectionLayoutCommandLine

/// `collection-layout export`: inputs, outputs and every usage and input error, word for word.
@Suite struct ExportCommandTests {
  /// The demo scenario's text, from the repository.
  private static let demo = DemoScenario.json

  private static func usage(_ message: String) -> String {
    "collection-layout: \(message)\nRun 'collection-layout export --help' for usage.\n"
  }

  @Test func theHelpShowsTheUsage() {
    let help = runTool(["export", "--help"]).outputText
    #expect(
      help.hasPrefix(
        "Usage: collection-layout export FRAMES_OR_SCENARIO.json\n"
          + "         (--lottie [--step N | --all-steps] [--fps F] | --trace) [-o OUT.json]\n"))
    #expect(HelpText.tool.contains("  export FRAMES_OR_SCENARIO.json "))
  }

  @Test func exportsAScenarioOrItsFramesToTheSameBytes() throws {
    let fromScenario = runTool(["export", "-", "--lottie"], input: Self.demo)
    #expect(fromScenario.status == .success)
    #expect(fromScenario.errors == "")
    let frames = runTool(["frames", "-"], input: Self.demo).outputText
    let fromFrames = runTool(["export", "-", "--lottie", "--all-steps"], input: frames)
    #expect(fromFrames.output == fromScenario.output)
    let document = try ExportSamples.object(fromScenario.output)
    #expect(document["w"] as? Int == 768)
    #expect((document["markers"] as? [Any])?.count == 10)
    // A trace from frames has no batches; from the scenario it has.
    let trace = runTool(["export", "-", "--trace"], input: frames)
    #expect(trace.status == .success)
    #expect(!trace.outputText.contains("\"batch\":"))
    #expect(
      runTool(["export", "-", "--trace"], input: Self.demo).outputText.contains("\"batch\":"))
  }

  @Test func writesTheOutputFile() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let input = try directory.write(Self.demo, to: "demo.json")
    let output = directory.path("demo.lottie.json")
    let result = runTool(["export", input, "--lottie", "--step", "6", "--fps=30", "-o", output])
    #expect(result == CommandResult(status: .success))
    let written = try #require(FileManager.default.contents(atPath: output))
    let document = try ExportSamples.object(Array(written))
    #expect(document["fr"] as? Int == 30)
    // Step 6 alone: 0.3 s and the 0.5 s hold at 30 fps.
    #expect(document["op"] as? Int == 24)
    #expect(try directory.contents() == ["demo.json", "demo.lottie.json"])
  }

  @Test func theFormatIsMissingOrGivenTwice() {
    let missing = runTool(["export", "demo.json"])
    #expect(missing.status == .invalidInput)
    #expect(missing.output.isEmpty)
    #expect(
      missing.errors == Self.usage("missing format for 'export': add '--lottie' or '--trace'"))
    #expect(
      runTool(["export", "demo.json", "--lottie", "--trace"]).errors
        == Self.usage("options '--lottie' and '--trace' conflict: export one format at a time"))
    #expect(
      runTool(["export", "demo.json", "--trace", "--trace"]).errors
        == Self.usage("option '--trace' given more than once"))
    #expect(
      runTool(["export", "--lottie"]).errors
        == Self.usage("missing FRAMES_OR_SCENARIO.json argument for 'export'"))
  }

  @Test func stepOptionsConflictOrApplyToLottieOnly() {
    #expect(
      runTool(["export", "demo.json", "--lottie", "--step", "1", "--all-steps"]).errors
        == Self.usage("options '--step' and '--all-steps' conflict: export one step or all of them")
    )
    #expect(
      runTool(["export", "demo.json", "--trace", "--step", "2"]).errors
        == Self.usage("option '--step' applies to '--lottie' only; a trace shows every step"))
    for option in [["--all-steps"], ["--fps", "30"]] {
      #expect(
        runTool(["export", "demo.json", "--trace"] + option).errors
          == Self.usage(
            "option '\(option[0])' applies to '--lottie' only; a trace shows every step"))
    }
    #expect(
      runTool(["export", "demo.json", "--lottie", "--step", "two"]).errors
        == Self.usage("option '--step' needs a step number (0, 1, 2, ...), got 'two'"))
  }

  @Test func theFrameRateMustBeBetweenZeroAnd240() {
    // Below 1 the frame rate would be written as 0 ("fr": 0 for 1e-300) or the animation
    // would last a fraction of a frame.
    for value in ["0", "-5", "0.5", "1e-300", "241", "fast", "nan", "inf"] {
      let result = runTool(["export", "demo.json", "--lottie", "--fps", value])
      #expect(result.status == .invalidInput)
      #expect(
        result.errors
          == Self.usage(
            "option '--fps' needs a frame rate (a number >= 1 and <= 240), got '\(value)'"))
    }
    let slowest = runTool(["export", "-", "--lottie", "--fps", "1"], input: Self.demo)
    #expect(slowest.status == .success)
    #expect(slowest.outputText.contains(#""fr":1,"#))
    #expect(
      runTool(["export", "demo.json", "--lottie", "--fps", "30", "--fps=60"]).errors
        == Self.usage("option '--fps' given more than once"))
    #expect(
      runTool(["export", "demo.json", "--lottie", "--fps"]).errors
        == Self.usage("option '--fps' needs a frame rate"))
  }

  @Test func unknownOptionsSuggestExportsOwn() {
    #expect(
      runTool(["export", "demo.json", "--lotie"]).errors
        == Self.usage("unknown option '--lotie' for 'export'; did you mean '--lottie'?"))
    #expect(
      runTool(["export", "demo.json", "--lottie", "--frame", "2"]).errors
        == Self.usage("unknown option '--frame' for 'export'; did you mean '--trace'?"))
  }

  @Test func aStepThatDoesNotExistFailsWithStatus2() {
    let result = runTool(["export", "-", "--lottie", "--step", "10"], input: Self.demo)
    #expect(result.status == .invalidInput)
    #expect(result.output.isEmpty)
    #expect(result.errors == "collection-layout: --step 10: the frames have 10 steps (0 ... 9)\n")
  }

  @Test func framesWithoutStepsHaveNothingToExport() {
    let empty = FramesWriter.json(for: ExportSamples.frames([]))
    for format in ["--lottie", "--trace"] {
      let result = runTool(["export", "-", format], input: empty)
      #expect(result.status == .invalidInput)
      #expect(
        result.errors
          == "collection-layout: steps: expected at least 1 step (the initial layout), got none\n")
    }
  }

  @Test func framesOfAnUnknownVersionAreLocated() {
    let frames = FramesWriter.json(for: TinyFrames.frames)
      .replacingOccurrences(of: "\"version\": 1,", with: "\"version\": 2,")
    let result = runTool(["export", "-", "--lottie"], input: frames)
    #expect(result.status == .invalidInput)
    #expect(result.output.isEmpty)
    #expect(result.errors == "version: expected 1, got 2\n")
    // Every problem of a frames document, in document order, as `render` reports them.
    let broken = frames.replacingOccurrences(
      of: #""frame": [0, 30, 60, 40], "zIndex": 1, "alpha": 1"#,
      with: #""frame": [0, 30, 60], "zIndex": 1, "alpha": 1"#)
    #expect(
      runTool(["export", "-", "--trace"], input: broken).errors.hasPrefix(
        "version: expected 1, got 2\n"
          + "steps[0].elements[1].frame: expected an array of 4 numbers, got 3 elements\n"))
  }

  @Test func numbersTooLargeToExportAreLocated() {
    let frames = FramesWriter.json(for: TinyFrames.frames)
    let far = frames.replacingOccurrences(
      of: #""frame": [0, 100, 60, 40]"#, with: #""frame": [0, 2e13, 60, 40]"#)
    #expect(
      runTool(["export", "-", "--lottie"], input: far).errors
        == "collection-layout: steps[0].elements[4]: expected numbers between -1000000000000 and "
        + "1000000000000 to export, got 20000000000000.0\n")
    let late = frames.replacingOccurrences(of: #""time": 0.25"#, with: #""time": 7200"#)
    #expect(
      runTool(["export", "-", "--trace"], input: late).errors
        == "collection-layout: steps[1].transition.frames[1].time: expected a time between 0 and "
        + "3600 seconds to export, got 7200.0\n")
  }

  @Test func aDocumentWithoutFormatIsAScenario() {
    let result = runTool(["export", "-", "--lottie"], input: SampleScenario.invalid)
    #expect(result.status == .invalidInput)
    #expect(result.errors == SampleScenario.invalidErrors)
    let malformed = runTool(["export", "-", "--trace"], input: "{\"format\": ")
    #expect(malformed.errors == "line 1, column 12: unexpected end of input\n")
  }

  @Test func anOutputThatCannotBeWrittenFailsWithStatus1() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let output = directory.path("missing/anim.json")
    let result = runTool(["export", "-", "--lottie", "-o", output], input: Self.demo)
    #expect(result.status == .outputFailure)
    #expect(
      result.errors
        == "collection-layout: cannot write '\(output)': the directory "
        + "'\(directory.path("missing"))' does not exist\n")
    #expect(try directory.contents() == [])
  }
}
