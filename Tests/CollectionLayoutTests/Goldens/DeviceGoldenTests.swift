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

  /// The photo grid of `lazy-photo-grid` (a `LazyVGrid` of `adaptive(minimum: 80)`, spacing
  /// 2, square photos) on an iPhone 15. Portrait: the scroll view insets its content by the
  /// safe area's top 59 and bottom 34, the width is 393, so ⌊(393 + 2) / 82⌋ = 4 columns of
  /// (393 − 3 · 2) / 4 = 96.75, whose edges snap to thirds of a point: 0 … 96.667,
  /// 98.667 … 195.667, 197.667 … 294.333, 296.333 … 393; rows as tall as their tallest
  /// photo, 97, so 15 rows of 60 photos are 15 · 97 + 14 · 2 = 1483 tall. Landscape: 59 on
  /// each side (and 21 at the bottom), 852 − 118 = 734 wide, ⌊736 / 82⌋ = 8 columns of
  /// (734 − 7 · 2) / 8 = 90, 92 apart; 8 rows of 90, 734 tall.
  @Test func thePhotoGridHasFourColumnsInPortraitAndEightInLandscape() throws {
    let path = Self.scenariosDirectory + "/lazy-photo-grid" + ScenarioGoldens.scenarioSuffix
    let scenario = try ScenarioDecoder.decode(Array(Data(contentsOf: URL(fileURLWithPath: path))))
    let screens = try scenario.playingOnEachDevice()
    #expect(screens.map(\.name) == ["iPhone 15", "iPhone 15 landscape"])
    let portrait = try screens[0].scenario.frames()
    #expect(
      portrait.environment.contentInset == LayoutInsets(top: 59, left: 0, bottom: 34, right: 0))
    // 1483 less a rounding error of the thirds of a point: 1482.9999999999998.
    #expect(portrait.steps[0].contentSize.width == 393)
    #expect(abs(portrait.steps[0].contentSize.height - 1483) < 1e-9)
    let portraitRow = portrait.steps[0].elements.prefix(4).map(\.frame)
    #expect(portraitRow.map { ($0.minX * 1000).rounded() / 1000 } == [0, 98.667, 197.667, 296.333])
    #expect(
      portraitRow.map { ($0.maxX * 1000).rounded() / 1000 } == [96.667, 195.667, 294.333, 393])
    let landscape = try screens[1].scenario.frames()
    #expect(
      landscape.environment.contentInset == LayoutInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(landscape.steps[0].contentOffset == LayoutPoint(x: -59, y: 0))
    #expect(landscape.steps[0].contentSize == LayoutSize(width: 734, height: 734))
    let landscapeRow = landscape.steps[0].elements.prefix(8).map(\.frame)
    let lefts: [Double] = (0..<8).map { Double($0) * 92 }
    #expect(landscapeRow.map(\.minX) == lefts)
    #expect(landscapeRow.allSatisfy { $0.width == 90 && $0.height == 90 && $0.minY == 0 })
  }

  /// Ten screens of one App Store-like screen: five devices, both orientations.
  @Test func theAppStoreScreenIsCheckedOnFiveDevicesInBothOrientations() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.snapshotsDirectory)
      .filter { $0.hasPrefix("app-store.") }
    #expect(names.count == 10)
  }
}
