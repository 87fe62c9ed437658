import CollectionLayout
import Foundation
import Testing

@testable import CollectionLayoutTesting

@Suite struct GoldenFileTests {
  /// A two-item frames file; `moved` moves the second item down by 44 points.
  private static func frames(moved: Bool) -> String {
    let shift: Double = moved ? 44 : 0
    let step = FrameStep(
      index: 0, action: .initial, viewport: LayoutSize(width: 320, height: 480),
      contentOffset: LayoutPoint(x: 0, y: 0),
      contentSize: LayoutSize(width: 320, height: 88 + shift),
      elements: [
        LayoutAttributes(
          id: .item(section: 0, item: 0), frame: LayoutRect(x: 0, y: 0, width: 320, height: 44),
          zIndex: 1),
        LayoutAttributes(
          id: .item(section: 0, item: 1),
          frame: LayoutRect(x: 0, y: 44 + shift, width: 320, height: 44),
          zIndex: 1),
      ])
    return FramesWriter.json(
      for: FramesDocument(
        environment: LayoutEnvironment(viewport: LayoutSize(width: 320, height: 480)), steps: [step]
      ))
  }

  private static let golden = frames(moved: false)
  private static let actual = frames(moved: true)

  /// The report for golden -> actual, after the headline, naming the new side `actualName`.
  private static func report(goldenPath: String, actualName: String) -> String {
    """
    Changes by step and element:
    step 0: contentSize.height 88 -> 132
    step 0: item/0/1: frame.y 44 -> 88

    --- \(goldenPath)
    +++ \(actualName)
    @@ -6,9 +6,9 @@
       {"index": 0, "action": "initial",
        "viewport": {"width": 320, "height": 480},
        "contentOffset": {"x": 0, "y": 0},
    -   "contentSize": {"width": 320, "height": 88},
    +   "contentSize": {"width": 320, "height": 132},
        "elements": [
         {"id": "item/0/0", "kind": "item", "frame": [0, 0, 320, 44], "zIndex": 1, "alpha": 1, "hidden": false},
    -    {"id": "item/0/1", "kind": "item", "frame": [0, 44, 320, 44], "zIndex": 1, "alpha": 1, "hidden": false}
    +    {"id": "item/0/1", "kind": "item", "frame": [0, 88, 320, 44], "zIndex": 1, "alpha": 1, "hidden": false}
        ]}
      ]}
    """
  }

  /// A temporary folder with `Snapshots/grid.frames.json` holding `golden` (unless `nil`) and
  /// an `artifacts` folder path, and the configuration for `mode`.
  private struct Fixture {
    let directory: TemporaryDirectory
    let configuration: GoldenConfiguration
    let goldenPath: String
    let artifactPath: String

    init(mode: RecordMode, golden: String?) throws {
      directory = try TemporaryDirectory()
      configuration = GoldenConfiguration(
        recordMode: mode, artifactsDirectory: directory.file("artifacts"))
      goldenPath = directory.file("Snapshots/grid.frames.json")
      let target = (directory.path as NSString).lastPathComponent
      artifactPath = directory.file("artifacts/\(target)/Snapshots/grid.frames.json")
      if let golden { try directory.write(golden, to: "Snapshots/grid.frames.json") }
    }

    func compare(_ actual: String) -> GoldenOutcome {
      GoldenFile.compare(actual, toGoldenAt: goldenPath, configuration: configuration)
    }

    var goldenText: String? { directory.read("Snapshots/grid.frames.json") }
    var artifactText: String? {
      directory.read(
        "artifacts/\((directory.path as NSString).lastPathComponent)/Snapshots/grid.frames.json")
    }
  }

  @Test(arguments: [RecordMode.missing, .failed, .never])
  func matchesTheSameBytes(mode: RecordMode) throws {
    let fixture = try Fixture(mode: mode, golden: Self.golden)
    defer { fixture.directory.remove() }
    #expect(fixture.compare(Self.golden) == .matched)
    #expect(fixture.goldenText == Self.golden)
    #expect(fixture.artifactText == nil)
  }

  @Test func recordModeAllFailsEvenWhenUnchanged() throws {
    let fixture = try Fixture(mode: .all, golden: Self.golden)
    defer { fixture.directory.remove() }
    #expect(
      fixture.compare(Self.golden)
        == .recorded(
          message: """
            Record mode is on (SNAPSHOT_TESTING_RECORD=all): the golden file \
            \(fixture.goldenPath) is unchanged.
            Turn record mode off and run the test again.
            """))
    #expect(fixture.goldenText == Self.golden)
  }

  @Test(arguments: [RecordMode.missing, .never])
  func reportsAMismatchAndSavesTheActualOutput(mode: RecordMode) throws {
    let fixture = try Fixture(mode: mode, golden: Self.golden)
    defer { fixture.directory.remove() }
    let expected = """
      The golden file \(fixture.goldenPath) does not match the actual output.
      Actual output: \(fixture.artifactPath)
      If the change is intended, record it with SNAPSHOT_TESTING_RECORD=failed and read the new \
      golden file.

      """ + "\n" + Self.report(goldenPath: fixture.goldenPath, actualName: fixture.artifactPath)
    #expect(fixture.compare(Self.actual) == .mismatched(message: expected))
    #expect(fixture.goldenText == Self.golden)
    #expect(fixture.artifactText == Self.actual)
  }

  @Test func recordModeFailedReRecordsAMismatch() throws {
    let fixture = try Fixture(mode: .failed, golden: Self.golden)
    defer { fixture.directory.remove() }
    let expected = """
      The golden file \(fixture.goldenPath) did not match: recorded the actual output over it \
      (record mode "failed").
      Read the change below, then run the test again.

      """ + "\n" + Self.report(goldenPath: fixture.goldenPath, actualName: "actual output")
    #expect(fixture.compare(Self.actual) == .recorded(message: expected))
    #expect(fixture.goldenText == Self.actual)
    #expect(fixture.compare(Self.actual) == .matched)
  }

  @Test func recordModeAllRecordsAMismatch() throws {
    let fixture = try Fixture(mode: .all, golden: Self.golden)
    defer { fixture.directory.remove() }
    let expected = """
      Record mode is on (SNAPSHOT_TESTING_RECORD=all): recorded the actual output over the \
      golden file \(fixture.goldenPath).
      Read the change below, then turn record mode off and run the test again.

      """ + "\n" + Self.report(goldenPath: fixture.goldenPath, actualName: "actual output")
    #expect(fixture.compare(Self.actual) == .recorded(message: expected))
    #expect(fixture.goldenText == Self.actual)
  }

  @Test(arguments: [RecordMode.missing, .all, .failed])
  func recordsAMissingGolden(mode: RecordMode) throws {
    let fixture = try Fixture(mode: mode, golden: nil)
    defer { fixture.directory.remove() }
    #expect(
      fixture.compare(Self.actual)
        == .recorded(
          message: """
            No golden file at \(fixture.goldenPath): recorded the actual output there (record \
            mode "\(mode.rawValue)").
            Read the new file, then run the test again to compare against it.
            """))
    #expect(fixture.goldenText == Self.actual)
    #expect(fixture.artifactText == nil)
  }

  @Test func neverRecordsAMissingGolden() throws {
    let fixture = try Fixture(mode: .never, golden: nil)
    defer { fixture.directory.remove() }
    #expect(
      fixture.compare(Self.actual)
        == .mismatched(
          message: """
            No golden file at \(fixture.goldenPath), and the record mode is "never", so nothing \
            was recorded.
            Actual output: \(fixture.artifactPath)
            Record it where recording is allowed (SNAPSHOT_TESTING_RECORD=missing, the default \
            outside CI), read it, and commit it.
            """))
    #expect(fixture.goldenText == nil)
    #expect(fixture.artifactText == Self.actual)
  }

  @Test func showsNoSummaryForOtherFiles() throws {
    let fixture = try Fixture(mode: .never, golden: "one\ntwo\n")
    defer { fixture.directory.remove() }
    #expect(
      fixture.compare("one\n2\n").failureMessage?.hasSuffix(
        """
        golden file.

        --- \(fixture.goldenPath)
        +++ \(fixture.artifactPath)
        @@ -1,2 +1,2 @@
         one
        -two
        +2
        """) == true)
  }

  @Test func reportsFilesThatCannotBeUsed() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("not a folder", to: "blocker")
    let configuration = GoldenConfiguration(
      recordMode: .missing, artifactsDirectory: directory.file("blocker/artifacts"))
    // The golden's folder is a file: it cannot be recorded.
    let unwritable = directory.file("blocker/grid.frames.json")
    let notRecorded = GoldenFile.compare(
      "x\n", toGoldenAt: unwritable, configuration: configuration)
    #expect(
      notRecorded.failureMessage?.hasPrefix("Could not record the golden file \(unwritable): ")
        == true)
    // The golden is a folder: it cannot be read.
    let unreadable = directory.file("folder.frames.json")
    try FileManager.default.createDirectory(atPath: unreadable, withIntermediateDirectories: true)
    let notRead = GoldenFile.compare("x\n", toGoldenAt: unreadable, configuration: configuration)
    #expect(
      notRead.failureMessage?.hasPrefix("Could not read the golden file \(unreadable): ") == true)
    // The artifacts folder cannot be created: the message says so.
    try directory.write("y\n", to: "Snapshots/grid.frames.json")
    let notSaved = GoldenFile.compare(
      "x\n", toGoldenAt: directory.file("Snapshots/grid.frames.json"), configuration: configuration
    )
    let target = (directory.path as NSString).lastPathComponent
    let artifact = directory.file("blocker/artifacts/\(target)/Snapshots/grid.frames.json")
    #expect(
      notSaved.failureMessage?.split(separator: "\n").dropFirst().first?.hasPrefix(
        "Actual output: not saved to \(artifact) (") == true)
  }
}
