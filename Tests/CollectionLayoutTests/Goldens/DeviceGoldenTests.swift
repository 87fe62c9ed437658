import CollectionLayout
import CollectionLayoutTesting
import Foundation
import Testing

/// Plays every scenario in `Tests/Scenarios/Devices` on each screen of its `devices` and
/// compares the frames with `Snapshots/Devices/NAME.SCREEN.frames.json`, through the public
/// ``assertMatchesGoldenOnEachDevice(_:at:fileID:filePath:line:column:)`` (re-record with
/// `Scripts/record-snapshots`).
@Suite struct DeviceGoldenTests {
  /// `Tests/Scenarios/Devices`.
  static let scenariosDirectory = ScenarioGoldens.scenariosDirectory + "/Devices"
  /// `Snapshots/Devices`.
  static let snapshotsDirectory = ScenarioGoldens.snapshotsDirectory + "/Devices"

  @Test(arguments: ScenarioGoldens.scenarioNames(in: DeviceGoldenTests.scenariosDirectory))
  func scenarioMatchesItsGoldenOnEachDevice(name: String) throws {
    let path = Self.scenariosDirectory + "/" + name + ScenarioGoldens.scenarioSuffix
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let scenario = try ScenarioDecoder.decode(Array(bytes))
    #expect(!scenario.devices.isEmpty, "\(name).json lists no \"devices\"")
    assertMatchesGoldenOnEachDevice(scenario, at: Self.snapshotsDirectory + "/" + name)
  }

  /// Ten screens of one App Store-like screen: five devices, both orientations.
  @Test func theAppStoreScreenIsCheckedOnFiveDevicesInBothOrientations() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.snapshotsDirectory)
      .filter { $0.hasPrefix("app-store.") }
    #expect(names.count == 10)
  }
}
