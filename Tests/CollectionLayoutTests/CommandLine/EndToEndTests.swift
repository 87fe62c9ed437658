import CollectionLayout
import Foundation
import Testing

@testable import CollectionLayoutCommandLine

/// The commands run through the decoder, the layout engine and the frames writer.
@Suite struct EndToEndTests {
  /// The frames JSON of a scenario document, straight from the library.
  private func expectedFrames(of document: String) throws -> String {
    FramesWriter.json(for: try ScenarioDecoder.decode(Array(document.utf8)).frames())
  }

  @Test func framesWritesTheFramesToStandardOutput() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let scenario = try directory.write(SampleScenario.valid, to: "scenario.json")
    let result = runTool(["frames", scenario])
    #expect(result.errors == "")
    #expect(result.status == .success)
    #expect(result.outputText == (try expectedFrames(of: SampleScenario.valid)))
    #expect(try directory.contents() == ["scenario.json"])
  }

  @Test func framesReadsStandardInput() throws {
    let result = runTool(["frames", "-"], input: SampleScenario.valid)
    #expect(result.status == .success)
    #expect(result.outputText == (try expectedFrames(of: SampleScenario.valid)))
  }

  @Test func framesWritesTheOutputFile() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let scenario = try directory.write(SampleScenario.valid, to: "scenario.json")
    let output = try directory.write("previous frames\n", to: "frames.json")
    let result = runTool(["frames", scenario, "-o", output])
    #expect(result == CommandResult(status: .success))
    #expect(
      try String(contentsOfFile: output, encoding: .utf8)
        == (try expectedFrames(of: SampleScenario.valid)))
    #expect(try directory.contents() == ["frames.json", "scenario.json"])
  }

  @Test func outputIntoAMissingDirectoryFailsWithStatus1() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let scenario = try directory.write(SampleScenario.valid, to: "scenario.json")
    let output = directory.path("missing/frames.json")
    let result = runTool(["frames", scenario, "-o", output])
    #expect(result.status == .outputFailure)
    #expect(result.status.rawValue == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.errors
        == "collection-layout: cannot write '\(output)': the directory "
        + "'\(directory.path("missing"))' does not exist\n")
    #expect(try directory.contents() == ["scenario.json"])
  }

  @Test func invalidScenarioPrintsEveryIssue() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let scenario = try directory.write(SampleScenario.invalid, to: "scenario.json")
    for command in ["frames", "validate"] {
      let result = runTool([command, scenario])
      #expect(result.status == .invalidInput)
      #expect(result.output.isEmpty)
      #expect(result.errors == SampleScenario.invalidErrors)
    }
  }

  @Test func malformedJSONNamesItsLineAndColumn() {
    let result = runTool(["validate", "-"], input: "{\"version\": 1,\n \"viewport\": }\n")
    #expect(result.status == .invalidInput)
    #expect(result.output.isEmpty)
    #expect(result.errors == "line 2, column 14: expected a value, got '}'\n")
  }

  @Test func validateSummarisesAValidScenario() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let scenario = try directory.write(SampleScenario.valid, to: "scenario.json")
    let result = runTool(["validate", scenario])
    #expect(result.errors == "")
    #expect(result.status == .success)
    #expect(result.outputText == "\(scenario): valid (2 sections, 5 items, 1 step)\n")
    #expect(
      runTool(["validate", "-"], input: SampleScenario.valid).outputText
        == "standard input: valid (2 sections, 5 items, 1 step)\n")
  }

  @Test func demoWritesTheFramesOfTheBuiltInScenario() throws {
    let result = runTool(["demo"])
    #expect(result.errors == "")
    #expect(result.status == .success)
    #expect(result.outputText == (try expectedFrames(of: DemoScenario.json)))
    #expect(
      runTool(["validate", "-"], input: DemoScenario.json).outputText
        == "standard input: valid (3 sections, 13 items, 7 steps)\n")
  }

  @Test func demoWritesTheOutputFile() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let output = directory.path("demo-frames.json")
    #expect(runTool(["demo", "--output", output]) == CommandResult(status: .success))
    #expect(
      try String(contentsOfFile: output, encoding: .utf8)
        == (try expectedFrames(of: DemoScenario.json)))
    #expect(try directory.contents() == ["demo-frames.json"])
  }
}
