import CollectionLayout
import Foundation
import Testing

/// Reading the scenarios of the goldens in a test: one helper for every test that states a
/// golden's numbers by hand.
extension ScenarioGoldens {
  /// The bytes of `Tests/Scenarios/NAME.json` (`name` without `.json`); a recorded issue and
  /// an error when there is no such file.
  static func scenarioBytes(named name: String) throws -> [UInt8] {
    let path = (scenariosDirectory as NSString).appendingPathComponent(name + scenarioSuffix)
    return [UInt8](try #require(FileManager.default.contents(atPath: path), "no scenario \(name)"))
  }

  /// The scenario `Tests/Scenarios/NAME.json`, decoded.
  static func scenario(named name: String) throws -> Scenario {
    try ScenarioDecoder.decode(scenarioBytes(named: name))
  }

  /// The frames of the scenario `Tests/Scenarios/NAME.json`, as the engine plays them.
  static func frames(ofScenarioNamed name: String) throws -> FramesDocument {
    try scenario(named: name).frames()
  }

  /// Those frames as a renderer reads them: written, then read back.
  static func framesReadBack(ofScenarioNamed name: String) throws -> FramesDocument {
    try FramesReader.read(FramesWriter.utf8(for: frames(ofScenarioNamed: name)))
  }
}
