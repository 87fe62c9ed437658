import Foundation
import Testing

/// Keeps the error catalogue (`Documentation.docc/ErrorCatalogue.md`) in step with the tests:
/// every test it names exists, and enough distinct errors are tested.
@Suite struct ErrorCatalogueTests {
  private static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// One row of a catalogue table: the message and the tests named in the row.
  struct Row {
    var message: String
    var tests: [String]
  }

  /// The table rows of the catalogue whose first cell is a message in backticks.
  static func rows() throws -> [Row] {
    let catalogue = try String(
      contentsOf: packageRoot.appendingPathComponent(
        "Sources/CollectionLayout/Documentation.docc/ErrorCatalogue.md"),
      encoding: .utf8)
    let testReference = /`([A-Z][A-Za-z]*Tests)\/([a-z][A-Za-z0-9]*)`/
    var rows: [Row] = []
    for line in catalogue.split(separator: "\n") where line.hasPrefix("| ") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard let message = cells.first(where: { $0.hasPrefix("`") || $0.hasPrefix("(") }) else {
        continue
      }
      let tests = line.matches(of: testReference).map { "\($0.output.1)/\($0.output.2)" }
      rows.append(Row(message: message, tests: tests))
    }
    return rows
  }

  /// The text of every Swift file of the test target, by file name.
  static func testSources() throws -> [String: String] {
    let directory = packageRoot.appendingPathComponent("Tests/CollectionLayoutTests")
    var sources: [String: String] = [:]
    let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      sources[file.lastPathComponent] = try String(contentsOf: file, encoding: .utf8)
    }
    return sources
  }

  /// The parts of a message template between its placeholders (`<n>`, `<type>`, `...`),
  /// without leading punctuation: the words a test of the message must contain.
  static func fixedParts(of message: String) -> [String] {
    var template = message
    if let start = template.firstIndex(of: "`"),
      let end = template[template.index(after: start)...].firstIndex(of: "`")
    {
      template = String(template[template.index(after: start)..<end])
    }
    return template.split(separator: /<[a-z' ]+>|\.\.\./).map {
      String($0.drop { "'\":;() ".contains($0) })
    }.filter { $0.count >= 4 }
  }

  @Test func everyNamedTestExistsAndChecksItsMessage() throws {
    let sources = try Self.testSources()
    let rows = try Self.rows()
    #expect(rows.count > 60)
    for row in rows {
      let parts = Self.fixedParts(of: row.message)
      for test in row.tests {
        let names = test.split(separator: "/")
        let files = sources.filter {
          $0.value.contains("struct \(names[0])") && $0.value.contains("func \(names[1])(")
        }
        #expect(files.count == 1, "no test \(test)")
        guard let text = files.first?.value, row.message.hasPrefix("`") else { continue }
        // Messages split over several string literals are joined: `"a " + "b"` reads `a b`.
        let unescaped = text.replacing(/"#*\s*\+\s*#*"/, with: "")
          .replacingOccurrences(of: "\\\"", with: "\"")
        for part in parts where !unescaped.contains(part) {
          Issue.record("\(test) does not name \"\(part)\"")
        }
      }
    }
  }

  @Test func atLeastFortyDistinctErrorsAreTested() throws {
    let tested = Set(try Self.rows().filter { !$0.tests.isEmpty }.map(\.message))
    #expect(tested.count >= 40, "\(tested.count) distinct errors are tested")
  }
}
