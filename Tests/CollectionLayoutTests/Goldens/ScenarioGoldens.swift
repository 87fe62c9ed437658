import CollectionLayout
import Foundation

/// The scenario goldens of this package: every `Tests/Scenarios/<name>.json` is played and its
/// frames compared with `Snapshots/<name>.frames.json`.
enum ScenarioGoldens {
  /// The package root, found from this file's path
  /// (`<root>/Tests/CollectionLayoutTests/Goldens/ScenarioGoldens.swift`).
  static let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.path
  }()

  /// `<root>/Tests/Scenarios`.
  static var scenariosDirectory: String {
    (packageRoot as NSString).appendingPathComponent("Tests/Scenarios")
  }

  /// `<root>/Snapshots`.
  static var snapshotsDirectory: String {
    (packageRoot as NSString).appendingPathComponent("Snapshots")
  }

  /// The suffix of a scenario file.
  static let scenarioSuffix = ".json"
  /// The suffix of a golden frames file.
  static let goldenSuffix = ".frames.json"

  /// The names (without `.json`) of the scenario files directly in `directory`, sorted; none
  /// when the folder does not exist. Hidden files are skipped.
  static func scenarioNames(in directory: String) -> [String] {
    visibleFiles(in: directory).compactMap { file in
      file.hasSuffix(scenarioSuffix) ? String(file.dropLast(scenarioSuffix.count)) : nil
    }
  }

  /// The golden file of scenario `name`: `<snapshots>/<name>.frames.json`.
  static func goldenPath(forScenarioNamed name: String, in snapshotsDirectory: String) -> String {
    (snapshotsDirectory as NSString).appendingPathComponent(name + goldenSuffix)
  }

  /// The files in `snapshotsDirectory` that are not the golden of a scenario in
  /// `scenariosDirectory`, sorted. Folders are not files: they hold other goldens (such as
  /// `Exports/`), checked by their own tests.
  static func orphanGoldens(snapshotsDirectory: String, scenariosDirectory: String) -> [String] {
    let scenarios = Set(scenarioNames(in: scenariosDirectory))
    return visibleFiles(in: snapshotsDirectory).filter { file in
      var isDirectory: ObjCBool = false
      let path = (snapshotsDirectory as NSString).appendingPathComponent(file)
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        return false
      }
      return
        !(file.hasSuffix(goldenSuffix)
        && scenarios.contains(String(file.dropLast(goldenSuffix.count))))
    }
  }

  /// Reads the scenario at `path`, plays it with `play` (decoding and laying out by default)
  /// and writes its frames.
  ///
  /// - Throws: ``ScenarioGoldenError`` naming the file when it cannot be read or played.
  static func framesJSON(
    forScenarioAt path: String,
    play: ([UInt8]) throws(ScenarioError) -> FramesDocument = { bytes throws(ScenarioError) in
      try ScenarioDecoder.decode(bytes).frames()
    }
  ) throws(ScenarioGoldenError) -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ScenarioGoldenError(message: "\(path): cannot read the scenario file")
    }
    do {
      return FramesWriter.json(for: try play([UInt8](data)))
    } catch {
      throw ScenarioGoldenError(
        message: "\(path):\n" + error.issues.map { "  \($0.description)" }.joined(separator: "\n"))
    }
  }

  /// The names of the non-hidden entries directly in `directory`, sorted; none when it does
  /// not exist.
  /// The files (not folders) directly in `directory` whose names do not start with `.`,
  /// sorted. Folders of `Snapshots/` hold the goldens of tests that build their frames in code
  /// (`Snapshots/Layouts/`), which have no scenario.
  private static func visibleFiles(in directory: String) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return entries.filter { entry in
      var isDirectory: ObjCBool = false
      let path = (directory as NSString).appendingPathComponent(entry)
      return !entry.hasPrefix(".")
        && !(FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
          && isDirectory.boolValue)
    }.sorted()
  }
}

/// A scenario golden that cannot be checked: its scenario cannot be read or played.
struct ScenarioGoldenError: Error, Equatable, CustomStringConvertible {
  /// The scenario file and what went wrong.
  var message: String

  var description: String { message }
}
