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

  @Test func demoWritesTheFramesAndThePlayerPage() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let output = directory.path("demo")
    // Quiet when standard error is not a terminal (a script); the summary goes there when it is.
    let quiet = runTool(["demo", "-o", output])
    #expect(quiet.status == .success)
    #expect(quiet.errors == "")
    #expect(quiet.output.isEmpty)
    let result = runTool(["demo", "-o", output], standardErrorIsTerminal: true)
    #expect(result.output.isEmpty)
    #expect(result.status == .success)
    #expect(
      result.errors == """
        Wrote \(output)/demo.frames.json (the frames, JSON)
        Wrote \(output)/demo.html (the player, one self-contained page)
        Wrote \(output)/photos.frames.json (the frames, JSON)
        Wrote \(output)/photos.html (the player, one self-contained page)
        Wrote \(output)/grid.frames.json (the frames, JSON)
        Wrote \(output)/grid.html (the player, one self-contained page)
        Open the players in a browser:
          xdg-open \(output)/demo.html    # Linux
          open \(output)/demo.html        # macOS
          xdg-open \(output)/photos.html    # Linux
          open \(output)/photos.html        # macOS
          xdg-open \(output)/grid.html    # Linux
          open \(output)/grid.html        # macOS

        """)
    let frames = try String(contentsOfFile: output + "/demo.frames.json", encoding: .utf8)
    #expect(frames == (try expectedFrames(of: DemoScenario.json)))
    let page = try #require(FileManager.default.contents(atPath: output + "/demo.html"))
    #expect(
      Array(page) == PlayerPage.html(framesJSON: Array(frames.utf8), sourceName: "demo.frames.json")
    )
    let photos = try String(contentsOfFile: output + "/photos.frames.json", encoding: .utf8)
    #expect(photos == (try expectedFrames(of: DemoScenario.photosJSON)))
    let photosPage = try #require(FileManager.default.contents(atPath: output + "/photos.html"))
    #expect(
      Array(photosPage)
        == PlayerPage.html(framesJSON: Array(photos.utf8), sourceName: "photos.frames.json"))
    let grid = try String(contentsOfFile: output + "/grid.frames.json", encoding: .utf8)
    #expect(grid == (try expectedFrames(of: DemoScenario.photoGridJSON)))
    #expect(try directory.contents() == ["demo"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: output).sorted() == [
        "demo.frames.json", "demo.html", "grid.frames.json", "grid.html", "photos.frames.json",
        "photos.html",
      ])
    #expect(
      runTool(["validate", "-"], input: DemoScenario.json).outputText
        == "standard input: valid (3 sections, 13 items, 9 steps)\n")
    #expect(
      runTool(["validate", "-"], input: DemoScenario.photosJSON).outputText
        == "standard input: valid (4 pages, 9 steps)\n")
  }

  @Test func demoReplacesTheFilesOfAnExistingDirectory() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    _ = try directory.write("old frames\n", to: "demo.frames.json")
    let result = runTool(
      ["demo", "--output=\(directory.url.path)/"], standardErrorIsTerminal: true)
    #expect(result.status == .success)
    #expect(result.errors.hasPrefix("Wrote \(directory.url.path)/demo.frames.json "))
    #expect(
      try String(contentsOfFile: directory.path("demo.frames.json"), encoding: .utf8)
        == (try expectedFrames(of: DemoScenario.json)))
    #expect(
      try directory.contents() == [
        "demo.frames.json", "demo.html", "grid.frames.json", "grid.html", "photos.frames.json",
        "photos.html",
      ])
  }

  @Test func demoIntoAFileFailsWithStatus1() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let file = try directory.write("not a directory\n", to: "taken")
    let result = runTool(["demo", "-o", file])
    #expect(result.status == .outputFailure)
    #expect(result.output.isEmpty)
    #expect(
      result.errors == "collection-layout: cannot write into '\(file)': it is not a directory\n")
    #expect(try directory.contents() == ["taken"])
  }
}
