import CollectionLayout
import Foundation
import Testing

@testable import CollectionLayoutTesting

@Suite struct AssertMatchesGoldenTests {
  @Test func recordsAnIssueWithTheMessageAtTheCallSite() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let goldenPath = directory.file("g.txt")
    let configuration = GoldenConfiguration(
      recordMode: .never, artifactsDirectory: directory.file("artifacts"))
    let location = GoldenSourceLocation(
      fileID: "Module/File.swift", filePath: "/src/File.swift", line: 12, column: 5)
    let expected = GoldenFile.compare("a\n", toGoldenAt: goldenPath, configuration: configuration)
      .failureMessage
    withKnownIssue {
      assertMatchesGolden("a\n", at: goldenPath, configuration: configuration, location: location)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [expected].compactMap { $0 }
        && issue.sourceLocation?.line == 12 && issue.sourceLocation?.column == 5
        && issue.sourceLocation?.fileID == "Module/File.swift"
    }
  }

  @Test func recordsNoIssueWhenTheGoldenMatches() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("a\n", to: "g.txt")
    let configuration = GoldenConfiguration(
      recordMode: .never, artifactsDirectory: directory.file("artifacts"))
    assertMatchesGolden(
      "a\n", at: directory.file("g.txt"), configuration: configuration,
      location: GoldenSourceLocation(fileID: #fileID, filePath: #filePath, line: #line, column: 1))
  }

  @Test(
    .disabled(
      if: ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"] == "all",
      "record mode all fails every golden assertion"))
  func comparesFramesThroughTheWriter() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let frames = FramesDocument(
      environment: LayoutEnvironment(viewport: LayoutSize(width: 320, height: 480)), steps: [])
    try directory.write(FramesWriter.json(for: frames), to: "empty.frames.json")
    assertMatchesGolden(frames, at: directory.file("empty.frames.json"))
  }
}
