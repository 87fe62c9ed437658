import CollectionLayout
import Foundation
import Testing

@testable import CollectionLayoutTesting

/// A relative golden path is resolved against the calling test file's folder (`#filePath`),
/// not the working directory.
@Suite struct RelativeGoldenPathTests {
  @Test func relativePathsAreResolvedAgainstTheTestFilesFolder() {
    #expect(
      resolvedGoldenPath("Snapshots/a.frames.json", calledFrom: "/src/Tests/T/ATests.swift")
        == "/src/Tests/T/Snapshots/a.frames.json")
    #expect(
      resolvedGoldenPath("../../Snapshots/a.frames.json", calledFrom: "/src/Tests/T/ATests.swift")
        == "/src/Snapshots/a.frames.json")
    #expect(
      resolvedGoldenPath("./a.txt", calledFrom: "/src/Tests/T/ATests.swift")
        == "/src/Tests/T/a.txt")
    #expect(
      resolvedGoldenPath("/abs/a.txt", calledFrom: "/src/Tests/T/ATests.swift") == "/abs/a.txt")
  }

  @Test(
    .disabled(
      if: ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"] == "all",
      "record mode fails every comparison on purpose"))
  func aCommittedGoldenIsFoundFromThisFilesFolder() throws {
    // From Tests/CollectionLayoutTests/Testing/ to <root>/Snapshots/: three folders up. The
    // working directory of `swift test` is the package root, where this path names nothing.
    let scenario = (ScenarioGoldens.scenariosDirectory as NSString)
      .appendingPathComponent("one-column.json")
    let bytes = try #require(FileManager.default.contents(atPath: scenario).map { Array($0) })
    assertMatchesGolden(
      try ScenarioDecoder.decode(bytes).frames(), at: "../../../Snapshots/one-column.frames.json")
  }
}
