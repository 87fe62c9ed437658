import CollectionLayout
import CollectionLayoutTesting
import Foundation
import Testing

@testable import CollectionLayoutCommandLine

/// The exports of two scenarios, compared byte for byte with their goldens in
/// `Snapshots/Exports` (re-record with `Scripts/record-snapshots`, then read the diff): the
/// demo, and an update that moves an item across sections.
@Suite struct ExportGoldenTests {
  /// The scenarios exported, from `Tests/Scenarios`.
  static let scenarios = ["demo", "update-move-across-sections"]
  /// The formats, by the suffix of their golden.
  static let formats: [(suffix: String, format: ExportFormat)] = [
    ("lottie.json", .lottie(LottieOptions())), ("trace.json", .trace),
  ]

  /// `<root>/Snapshots/Exports`.
  static var directory: String {
    (ScenarioGoldens.snapshotsDirectory as NSString).appendingPathComponent("Exports")
  }

  @Test(arguments: scenarios)
  func exportsMatchTheirGoldens(name: String) throws {
    let path = ScenarioGoldens.scenariosDirectory + "/" + name + ".json"
    let bytes = try #require(FileManager.default.contents(atPath: path))
    for (suffix, format) in Self.formats {
      let exported = try CommandLineTool.exported(Array(bytes), as: format)
      assertMatchesGolden(
        String(decoding: exported, as: UTF8.self),
        at: (Self.directory as NSString).appendingPathComponent("\(name).\(suffix)"))
    }
  }

  @Test func everyExportGoldenHasItsTest() throws {
    let expected = Set(
      Self.scenarios.flatMap { name in Self.formats.map { "\(name).\($0.suffix)" } })
    let files = (try? FileManager.default.contentsOfDirectory(atPath: Self.directory)) ?? []
    let orphans = files.filter { !$0.hasPrefix(".") && !expected.contains($0) }.sorted()
    #expect(orphans.isEmpty, "Files in Snapshots/Exports/ that no test reads: \(orphans)")
  }
}
