import Foundation
import Testing

@testable import CollectionLayoutTesting

@Suite struct GoldenConfigurationTests {
  private static func mode(_ environment: [String: String]) throws -> RecordMode {
    try GoldenConfiguration(environment: environment).recordMode
  }

  @Test func defaultsToMissingOutsideCI() throws {
    #expect(try Self.mode([:]) == .missing)
    #expect(try Self.mode(["SNAPSHOT_TESTING_RECORD": ""]) == .missing)
    #expect(try Self.mode(["CI": ""]) == .missing)
    #expect(try Self.mode(["CI": "0"]) == .missing)
    #expect(try Self.mode(["CI": "false"]) == .missing)
    #expect(try Self.mode(["CI": "FALSE"]) == .missing)
  }

  @Test func defaultsToNeverOnCI() throws {
    #expect(try Self.mode(["CI": "true"]) == .never)
    #expect(try Self.mode(["CI": "1"]) == .never)
    #expect(try Self.mode(["CI": "yes", "SNAPSHOT_TESTING_RECORD": ""]) == .never)
  }

  @Test(arguments: RecordMode.allCases)
  func readsEveryMode(mode: RecordMode) throws {
    #expect(try Self.mode(["SNAPSHOT_TESTING_RECORD": mode.rawValue]) == mode)
    // An explicit mode wins over the CI default.
    #expect(try Self.mode(["SNAPSHOT_TESTING_RECORD": mode.rawValue, "CI": "true"]) == mode)
  }

  @Test func rejectsAnUnknownMode() {
    #expect(
      throws: GoldenConfigurationError(
        message:
          "SNAPSHOT_TESTING_RECORD is \"ALL\", which is not a record mode: use all, failed, missing or never."
      )
    ) {
      try GoldenConfiguration(environment: ["SNAPSHOT_TESTING_RECORD": "ALL"])
    }
  }

  @Test func readsTheArtifactsFolder() throws {
    let configured = try GoldenConfiguration(environment: ["SNAPSHOT_ARTIFACTS": "/tmp/artifacts"])
    #expect(configured.artifactsDirectory == "/tmp/artifacts")
    let unset = try GoldenConfiguration(environment: ["SNAPSHOT_ARTIFACTS": ""])
    #expect(
      unset.artifactsDirectory
        == (NSTemporaryDirectory() as NSString).appendingPathComponent("CollectionLayoutArtifacts"))
  }

  @Test func namesArtifactsAfterTheGoldensTwoFoldersAndName() {
    let configuration = GoldenConfiguration(recordMode: .never, artifactsDirectory: "/artifacts")
    #expect(
      GoldenFile.artifactPath(for: "/repo/Snapshots/grid.frames.json", configuration: configuration)
        == "/artifacts/repo/Snapshots/grid.frames.json")
    // Two targets' goldens of one name are saved apart.
    #expect(
      GoldenFile.artifactPath(
        for: "/repo/Tests/AppTests/Snapshots/grid.frames.json", configuration: configuration)
        == "/artifacts/AppTests/Snapshots/grid.frames.json")
    #expect(
      GoldenFile.artifactPath(
        for: "/repo/Tests/KitTests/Snapshots/grid.frames.json", configuration: configuration)
        == "/artifacts/KitTests/Snapshots/grid.frames.json")
    #expect(
      GoldenFile.artifactPath(for: "/Snapshots/grid.frames.json", configuration: configuration)
        == "/artifacts/Snapshots/grid.frames.json")
    #expect(
      GoldenFile.artifactPath(for: "grid.frames.json", configuration: configuration)
        == "/artifacts/grid.frames.json")
  }
}
