import CollectionLayout
import Foundation
import Testing

@testable import CollectionLayoutTesting

/// The harness of ``ScenarioGoldenTests`` on temporary folders: discovery, pairing, orphans
/// and the play-write-compare pipeline.
@Suite struct ScenarioGoldenHarnessTests {
  private static let frames = FramesDocument(
    environment: LayoutEnvironment(viewport: LayoutSize(width: 320, height: 480)),
    steps: [
      FrameStep(
        index: 0, action: .initial, viewport: LayoutSize(width: 320, height: 480),
        contentOffset: LayoutPoint(x: 0, y: 0), contentSize: LayoutSize(width: 320, height: 44),
        elements: [
          LayoutAttributes(
            id: .item(section: 0, item: 0), frame: LayoutRect(x: 0, y: 0, width: 320, height: 44),
            zIndex: 1)
        ])
    ])

  @Test func findsTheRepositoryFolders() {
    #expect(ScenarioGoldens.scenariosDirectory.hasSuffix("/Tests/Scenarios"))
    #expect(ScenarioGoldens.snapshotsDirectory.hasSuffix("/Snapshots"))
    let packageManifest = (ScenarioGoldens.packageRoot as NSString).appendingPathComponent(
      "Package.swift")
    #expect(FileManager.default.fileExists(atPath: packageManifest))
  }

  @Test func discoversScenarioFilesSorted() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for file in ["b.json", "a.json", "notes.txt", ".hidden.json", "nested/c.json"] {
      try directory.write("{}", to: "Scenarios/" + file)
    }
    #expect(ScenarioGoldens.scenarioNames(in: directory.file("Scenarios")) == ["a", "b"])
    #expect(ScenarioGoldens.scenarioNames(in: directory.file("Missing")) == [])
    #expect(
      ScenarioGoldens.goldenPath(forScenarioNamed: "a", in: "/repo/Snapshots")
        == "/repo/Snapshots/a.frames.json")
  }

  @Test func findsOrphanGoldens() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for file in ["a.json", "b.json"] { try directory.write("{}", to: "Scenarios/" + file) }
    for file in ["a.frames.json", "c.frames.json", "b.json", "readme.txt", ".gitkeep"] {
      try directory.write("", to: "Snapshots/" + file)
    }
    #expect(
      ScenarioGoldens.orphanGoldens(
        snapshotsDirectory: directory.file("Snapshots"),
        scenariosDirectory: directory.file("Scenarios"))
        == ["b.json", "c.frames.json", "readme.txt"])
    #expect(
      ScenarioGoldens.orphanGoldens(
        snapshotsDirectory: directory.file("Missing"),
        scenariosDirectory: directory.file("Scenarios")) == [])
  }

  @Test func playsWritesAndComparesAScenario() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("{\"version\": 1}", to: "Scenarios/grid.json")
    let goldenPath = ScenarioGoldens.goldenPath(
      forScenarioNamed: "grid", in: directory.file("Snapshots"))
    var played: [UInt8] = []
    let json = try ScenarioGoldens.framesJSON(forScenarioAt: directory.file("Scenarios/grid.json"))
    {
      bytes throws(ScenarioError) in
      played = bytes
      return Self.frames
    }
    #expect(played == Array("{\"version\": 1}".utf8))
    #expect(json == FramesWriter.json(for: Self.frames))
    let configuration = GoldenConfiguration(
      recordMode: .missing, artifactsDirectory: directory.file("artifacts"))
    guard
      case .recorded = GoldenFile.compare(
        json, toGoldenAt: goldenPath, configuration: configuration)
    else {
      Issue.record("the first run should record the missing golden")
      return
    }
    #expect(
      GoldenFile.compare(json, toGoldenAt: goldenPath, configuration: configuration) == .matched)
  }

  @Test func namesTheScenarioThatCannotBePlayed() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("{}", to: "bad.json")
    let path = directory.file("bad.json")
    #expect(throws: ScenarioGoldenError(message: "\(path):\n  sections: expected an array\n  bad"))
    {
      try ScenarioGoldens.framesJSON(forScenarioAt: path) { _ throws(ScenarioError) in
        throw ScenarioError(issues: [
          ScenarioIssue(location: "sections", message: "expected an array"),
          ScenarioIssue(location: "", message: "bad"),
        ])
      }
    }
    let missing = directory.file("missing.json")
    #expect(throws: ScenarioGoldenError(message: "\(missing): cannot read the scenario file")) {
      try ScenarioGoldens.framesJSON(forScenarioAt: missing)
    }
    // The real decoder rejects a document that is not JSON, naming the file.
    try directory.write("not json", to: "broken.json")
    let broken = directory.file("broken.json")
    #expect {
      try ScenarioGoldens.framesJSON(forScenarioAt: broken)
    } throws: { error in
      (error as? ScenarioGoldenError)?.message.hasPrefix(broken + ":\n  ") == true
    }
  }
}
