import CollectionLayout
import Foundation

/// Fails the current test unless the frames of `scenario` on each screen of its `devices`
/// match their golden files, `PREFIX.SCREEN.frames.json` each (`goldenPathPrefix` followed
/// by the screen's file name, `EnvironmentDescription.fileName(_:)`): the files that
/// `collection-layout frames SCENARIO.json --all-devices -o DIR` writes for a scenario file
/// named `PREFIX`'s last component. Every screen is compared, and each failure is a separate
/// issue whose message starts with the screen's name, `on iPhone 16 Pro Max landscape: `.
///
/// A relative prefix is resolved against the folder of the calling test file, as
/// ``assertMatchesGolden(_:at:fileID:filePath:line:column:)-(String,_,_,_,_,_)`` resolves a
/// path.
///
/// ```swift
/// // Goldens Snapshots/app-store.iPhone-15.frames.json, Snapshots/app-store.iPhone-15-landscape.frames.json, ...
/// @Test func appStoreOnEveryDevice() throws {
///   let scenario = try ScenarioDecoder.decode(bytes)  // with "devices": [...]
///   assertMatchesGoldenOnEachDevice(scenario, at: "Snapshots/app-store")
/// }
/// ```
public func assertMatchesGoldenOnEachDevice(
  _ scenario: Scenario, at goldenPathPrefix: String, fileID: String = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  let prefix = resolvedGoldenPath(goldenPathPrefix, calledFrom: String(describing: filePath))
  let location = GoldenSourceLocation(
    fileID: fileID, filePath: filePath, line: line, column: column)
  guard let configuration = GoldenConfiguration.fromProcessEnvironment(failingAt: location)
  else { return }
  for failure in goldenFailuresOnEachDevice(
    scenario, at: prefix, configuration: configuration)
  {
    location.fail(failure)
  }
}

/// The failure messages of comparing `scenario` on each of its devices with the goldens at
/// `prefix` (an absolute path prefix), each starting `on SCREEN: `; empty when all match.
func goldenFailuresOnEachDevice(
  _ scenario: Scenario, at prefix: String, configuration: GoldenConfiguration
) -> [String] {
  guard !scenario.devices.isEmpty else {
    return ["the scenario lists no \"devices\" to compare goldens on"]
  }
  var failures: [String] = []
  for device in scenario.devices {
    let name = device.screenName
    let path = "\(prefix).\(EnvironmentDescription.fileName(name)).frames.json"
    do {
      let frames = try scenario.playing(on: device).frames()
      let outcome = GoldenFile.compare(
        FramesWriter.json(for: frames), toGoldenAt: path, configuration: configuration)
      if let message = outcome.failureMessage { failures.append("on \(name): \(message)") }
    } catch {
      failures.append("on \(name): the scenario cannot be played: \(error.description)")
    }
  }
  return failures
}
