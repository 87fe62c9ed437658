import CollectionLayout
import Foundation
import Testing

/// Every scenario of the goldens played twice, on its layout and on the layout wrapped in an
/// ``AnyCollectionViewLayout``, and the two frames compared: equal documents and equal bytes.
/// The goldens cover every kind, drags, swipes, editing, measuring, section scrolling, flings,
/// paging steps and the wall's recentring, so a requirement the wrapper failed to forward
/// (answered by the protocol's default instead of the base's own) shows here. A difference is
/// the wrapper's to fix, never this test's.
@Suite struct ErasedLayoutGoldenTests {
  @Test(arguments: ScenarioGoldens.scenarioNames(in: ScenarioGoldens.scenariosDirectory))
  func anErasedLayoutPlaysTheScenarioLikeItsBase(name: String) throws {
    let scenario = try ScenarioGoldens.scenario(named: name)
    try Self.expectSameFrames(
      erased: scenario.framesWithErasedLayout(), bare: scenario.frames(), of: name)
  }

  @Test(arguments: ScenarioGoldens.scenarioNames(in: DeviceGoldenTests.scenariosDirectory))
  func anErasedLayoutPlaysTheScenarioLikeItsBaseOnEachDevice(name: String) throws {
    let path = DeviceGoldenTests.scenariosDirectory + "/" + name + ScenarioGoldens.scenarioSuffix
    let bytes = try #require(FileManager.default.contents(atPath: path), "no scenario \(name)")
    let scenario = try ScenarioDecoder.decode([UInt8](bytes))
    #expect(!scenario.devices.isEmpty, "\(name).json lists no \"devices\"")
    for device in scenario.devices {
      let played = try scenario.playing(on: device)
      try Self.expectSameFrames(
        erased: played.framesWithErasedLayout(), bare: played.frames(),
        of: "\(name) on \(device)")
    }
  }

  /// The goldens this suite plays are the golden tests' own: every scenario file has one.
  @Test func everyScenarioPlayedHasAGolden() {
    let names = ScenarioGoldens.scenarioNames(in: ScenarioGoldens.scenariosDirectory)
    #expect(names.count > 100)
    let missing = names.filter { name in
      !FileManager.default.fileExists(
        atPath: ScenarioGoldens.goldenPath(
          forScenarioNamed: name, in: ScenarioGoldens.snapshotsDirectory))
    }
    #expect(missing.isEmpty, "scenarios without a golden: \(missing)")
  }

  /// Records an issue naming the first entry, and the first line of the written frames, where
  /// `erased` differs from `bare`.
  static func expectSameFrames(
    erased: FramesDocument, bare: FramesDocument, of name: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if erased != bare {
      let entry = (0..<min(erased.steps.count, bare.steps.count)).first {
        erased.steps[$0] != bare.steps[$0]
      }
      Issue.record(
        """
        \(name): the erased layout's frames differ from the bare layout's at \
        \(entry.map { "entry \($0)" } ?? "the entry count (\(erased.steps.count) vs \(bare.steps.count))")
        """, sourceLocation: sourceLocation)
    }
    let erasedBytes = FramesWriter.utf8(for: erased)
    let bareBytes = FramesWriter.utf8(for: bare)
    guard erasedBytes != bareBytes else { return }
    let erasedLines = FramesWriter.json(for: erased).split(separator: "\n")
    let bareLines = FramesWriter.json(for: bare).split(separator: "\n")
    let common = min(erasedLines.count, bareLines.count)
    let line = (0..<common).first { erasedLines[$0] != bareLines[$0] } ?? common
    Issue.record(
      """
      \(name): the written frames differ from line \(line + 1):
        erased: \(line < erasedLines.count ? erasedLines[line] : "(end)")
        bare:   \(line < bareLines.count ? bareLines[line] : "(end)")
      """, sourceLocation: sourceLocation)
  }
}
