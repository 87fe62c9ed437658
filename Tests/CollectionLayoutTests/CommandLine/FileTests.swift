import Foundation
import Testing

@testable import CollectionLayoutCommandLine

/// Reading scenario files and writing output files, independent of the layout engine.
@Suite struct FileTests {
  @Test func unreadableScenarioFile() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let missing = directory.path("missing.json")
    let result = runTool(["frames", missing])
    #expect(result.status == .invalidInput)
    #expect(result.output.isEmpty)
    #expect(result.errors == "collection-layout: cannot read '\(missing)': no such file\n")
    #expect(
      runTool(["validate", directory.url.path]).errors
        == "collection-layout: cannot read '\(directory.url.path)': it is a directory\n")
  }

  @Test func outputFileIsWrittenWholeAndReplacesAnOldOne() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let path = try directory.write("old contents, longer than the new ones\n", to: "out.json")
    try OutputFile.write("{\"new\": true}\n", toPath: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "{\"new\": true}\n")
    #expect(try directory.contents() == ["out.json"])
  }

  @Test func outputIntoAMissingDirectoryFailsWithoutLeavingFiles() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let path = directory.path("missing/out.json")
    #expect(
      throws: CommandFailure(
        .outputFailure,
        "cannot write '\(path)': the directory '\(directory.path("missing"))' does not exist")
    ) {
      try OutputFile.write("{}\n", toPath: path)
    }
    #expect(try directory.contents() == [])
  }

  @Test func outputOntoADirectoryFailsWithoutLeavingFiles() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    try FileManager.default.createDirectory(
      atPath: directory.path("out.json"), withIntermediateDirectories: false)
    #expect(
      throws: CommandFailure(
        .outputFailure, "cannot write '\(directory.path("out.json"))': it is a directory")
    ) {
      try OutputFile.write("{}\n", toPath: directory.path("out.json"))
    }
    #expect(try directory.contents() == ["out.json"])
  }

  @Test func invalidInputLeavesNeitherOutputNorTemporaryFile() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let scenario = try directory.write(SampleScenario.invalid, to: "scenario.json")
    let result = runTool(["frames", scenario, "-o", directory.path("frames.json")])
    #expect(result.status == .invalidInput)
    #expect(result.output.isEmpty)
    #expect(try directory.contents() == ["scenario.json"])
  }

  @Test func invalidInputLeavesAnOldOutputFileUntouched() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let output = try directory.write("previous frames\n", to: "frames.json")
    let result = runTool(["frames", "-", "-o", output], input: "{\"version\": ")
    #expect(result.status == .invalidInput)
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "previous frames\n")
    #expect(try directory.contents() == ["frames.json"])
  }
}
