import Foundation

@testable import CollectionLayoutCommandLine

/// Runs the tool in memory on `arguments`, with `input` as standard input.
func runTool(
  _ arguments: [String], input: String = "", standardErrorIsTerminal: Bool = false
) -> CommandResult {
  let bytes = Array(input.utf8)
  return CommandLineTool(
    readStandardInput: { bytes }, standardErrorIsTerminal: standardErrorIsTerminal
  ).run(arguments)
}

extension CommandResult {
  /// Standard output as text.
  var outputText: String { String(decoding: output, as: UTF8.self) }
}

/// A fresh empty directory for one test, removed by ``remove()``.
struct ScratchDirectory {
  /// The directory.
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "collection-layout-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
  }

  /// The path of `name` in the directory.
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// Writes `text` to `name` in the directory and returns its path.
  func write(_ text: String, to name: String) throws -> String {
    try Data(text.utf8).write(to: url.appendingPathComponent(name))
    return path(name)
  }

  /// The names of the files in the directory, hidden ones included, sorted.
  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  func remove() { try? FileManager.default.removeItem(at: url) }
}

/// Scenario documents shared by the command-line tests.
enum SampleScenario {
  /// A valid scenario: 2 sections (3 and 2 items), 1 scroll step.
  static let valid = """
    {"version": 1, "viewport": {"width": 320, "height": 480}, "displayScale": 2,
     "sections": [{"items": 3}, {"items": [{"id": "a"}, {"id": "b", "height": 60}]}],
     "steps": [{"scroll": {"x": 0, "y": 100}}]}
    """

  /// Two range problems in one section.
  static let invalid = """
    {"version": 1, "viewport": {"width": 320, "height": 480},
     "sections": [{"items": 3, "metrics": {"rowHeight": -4, "columns": 0}}]}
    """

  /// The lines the tool prints for ``invalid``.
  static let invalidErrors = """
    sections[0].metrics.rowHeight: expected a number > 0, got -4
    sections[0].metrics.columns: expected an integer >= 1, got 0

    """
}
