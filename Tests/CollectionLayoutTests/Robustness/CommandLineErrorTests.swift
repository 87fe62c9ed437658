import Foundation
import Testing

@testable import CollectionLayoutCommandLine

/// The command-line errors the command-line tests do not cover, word for word: exit status 2
/// for bad usage and bad input, 1 for output that cannot be written, and nothing written.
@Suite struct CommandLineErrorTests {
  @Test func helpForAnUnknownCommand() {
    let result = runTool(["help", "frobnicate"])
    #expect(result.status == .invalidInput)
    #expect(result.output.isEmpty)
    #expect(
      result.errors
        == "collection-layout: unknown command 'frobnicate'\n"
        + "Run 'collection-layout --help' for usage.\n")
    #expect(
      runTool(["help", "valdate"]).errors
        == "collection-layout: unknown command 'valdate'; did you mean 'validate'?\n"
        + "Run 'collection-layout --help' for usage.\n")
  }

  @Test func anEmptyOutputNameAfterTheEqualsSign() {
    let result = runTool(["frames", "scenario.json", "--output="])
    #expect(result.status == .invalidInput)
    #expect(
      result.errors
        == "collection-layout: option '-o' needs a file name\n"
        + "Run 'collection-layout frames --help' for usage.\n")
  }

  @Test func theLongOutputOptionWithoutAName() {
    #expect(
      runTool(["frames", "a.json", "--output"]).errors
        == "collection-layout: option '--output' needs a file name\n"
        + "Run 'collection-layout frames --help' for usage.\n")
  }

  @Test func theOutputOptionTwiceWordForWord() {
    #expect(
      runTool(["frames", "a.json", "-o", "a.frames.json", "-o", "b.frames.json"]).errors
        == "collection-layout: option '-o' given more than once\n"
        + "Run 'collection-layout frames --help' for usage.\n")
  }

  @Test func emptyStandardInput() {
    let result = runTool(["validate", "-"])
    #expect(result.status == .invalidInput)
    #expect(result.output.isEmpty)
    #expect(result.errors == "line 1, column 1: unexpected end of input\n")
  }

  @Test func aDocumentThatIsNotAnObject() {
    let result = runTool(["frames", "-"], input: "[1, 2]")
    #expect(result.status == .invalidInput)
    #expect(result.output.isEmpty)
    #expect(result.errors == "expected an object, got an array\n")
  }

  @Test func anInvalidBatchStopsTheScenarioAtItsStep() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let scenario = try directory.write(
      scenarioJSON(
        #""sections": [{"items": 3}], "steps": [{"scroll": {"x": 0, "y": 10}}, "#
          + #"{"update": {"moveItems": [[[0, 0], [0, 1]], [[0, 2], [0, 1]]]}}]"#),
      to: "scenario.json")
    let output = directory.path("frames.json")
    let result = runTool(["frames", scenario, "-o", output])
    #expect(result.status == .invalidInput)
    #expect(result.output.isEmpty)
    #expect(
      result.errors
        == "steps[1]: attempt to move both item at index path {length = 2, path = 0 - 0} and "
        + "{length = 2, path = 0 - 2} to {length = 2, path = 0 - 1}\n")
    #expect(try directory.contents() == ["scenario.json"])
  }

  #if os(Linux)
    /// procfs takes no new directories, even from root.
    @Test func aDemoDirectoryThatCannotBeCreated() {
      let path = "/proc/collection-layout-\(UUID().uuidString)"
      let result = runTool(["demo", "-o", path])
      #expect(result.status == .outputFailure)
      #expect(result.output.isEmpty)
      #expect(result.errors == "collection-layout: cannot create the directory '\(path)'\n")
    }

    /// procfs takes no new files, even from root: the write itself fails. Root passes the
    /// permission check and gets the generic reason; another user is refused permission.
    @Test func anOutputFileThatCannotBeCreated() {
      let path = "/proc/collection-layout-\(UUID().uuidString).json"
      let result = runTool(["frames", "-", "-o", path], input: scenarioJSON())
      #expect(result.status == .outputFailure)
      #expect(result.output.isEmpty)
      let reason = getuid() == 0 ? "the file could not be written" : "permission denied"
      #expect(result.errors == "collection-layout: cannot write '\(path)': \(reason)\n")
      #expect(!FileManager.default.fileExists(atPath: path))
    }
  #endif
}
