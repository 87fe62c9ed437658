import Foundation
import Testing

/// Keeps the error catalogue (`Documentation.docc/ErrorCatalogue.md`) in step with the tests:
/// every test it names exists and holds the row's whole message in one string literal (see
/// `wholeMessagePattern(of:)`), and enough distinct errors are tested.
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

  /// The message template of a row: the text between its first pair of backticks.
  static func template(of message: String) -> String {
    guard let start = message.firstIndex(of: "`"),
      let end = message[message.index(after: start)...].firstIndex(of: "`")
    else { return message }
    return String(message[message.index(after: start)..<end])
  }

  /// A pattern that one line of a test's string literal matches when it holds the whole
  /// message: the fixed parts in order, each placeholder (`<n>`, `<type>`, `...`) any text on
  /// the line (a list `"<key>", ...` one or more quoted names), the first fixed part at the start of the literal, of a line, or after `: ` (a
  /// location or `collection-layout: `), the last one at the end of the literal or of a line.
  /// A template that starts or ends with a placeholder is open at that end.
  static func wholeMessagePattern(of template: String) throws -> NSRegularExpression {
    let placeholder = try NSRegularExpression(pattern: #""<[a-z' ]+>", \.\.\.|<[a-z' ]+>|\.\.\."#)
    let whole = NSRange(template.startIndex..., in: template)
    var pattern = ""
    var fixedStart = template.startIndex
    for match in placeholder.matches(in: template, range: whole) {
      guard let range = Range(match.range, in: template) else { continue }
      pattern += NSRegularExpression.escapedPattern(
        for: String(template[fixedStart..<range.lowerBound]))
      pattern += template[range].hasPrefix("\"") ? "\"[^\\n]*\"" : "[^\\n]*"
      fixedStart = range.upperBound
    }
    pattern += NSRegularExpression.escapedPattern(for: String(template[fixedStart...]))
    return try NSRegularExpression(pattern: "(?:^|\\n|: )" + pattern + "(?:$|\\n)")
  }

  /// Rows whose test cannot hold the whole message in one literal, by `template/test`, with
  /// the reason. These are checked the old, loose way: each fixed part somewhere in the file.
  /// The check fails when an exempted row matches strictly, so this list only shrinks.
  static let looselyChecked: [String: String] = [
    "cannot write '<path>': the file could not be written/CommandLineErrorTests/anOutputFileThatCannotBeCreated":
      "the reason depends on the user: `\\(reason)`, this message as root, `permission denied` otherwise",
    "cannot delete item <n> of section <n>: the section is moved in the same update; apply item changes in a separate update/EngineMessageTests/itemOperationsInAMovedSection":
      "the three messages share their tail through a constant: `\"cannot delete item 1 of section 3: \" + suffix`",
  ]

  @Test func everyNamedTestExistsAndChecksItsMessage() throws {
    let sources = try Self.testSources()
    let rows = try Self.rows()
    #expect(rows.count > 60)
    var literalsByFile: [String: [String]] = [:]
    var exemptionsUsed: Set<String> = []
    for row in rows {
      let template = Self.template(of: row.message)
      let pattern = try Self.wholeMessagePattern(of: template)
      for test in row.tests {
        let names = test.split(separator: "/")
        let files = sources.filter {
          $0.value.contains("struct \(names[0])") && $0.value.contains("func \(names[1])(")
        }
        #expect(files.count == 1, "no test \(test)")
        guard let (file, text) = files.first, row.message.hasPrefix("`") else { continue }
        let literals =
          literalsByFile[file] ?? SwiftStringLiterals.literals(in: text)
        literalsByFile[file] = literals
        let strict = literals.contains {
          pattern.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil
        }
        let key = "\(template)/\(test)"
        if Self.looselyChecked[key] != nil {
          exemptionsUsed.insert(key)
          #expect(!strict, "\(key) matches a literal whole: remove its exemption")
          let unescaped = text.replacing(/"#*\s*\+\s*#*"/, with: "")
            .replacingOccurrences(of: "\\\"", with: "\"")
          for part in Self.fixedParts(of: row.message) where !unescaped.contains(part) {
            Issue.record("\(test) does not name \"\(part)\"")
          }
        } else if !strict {
          Issue.record("no string literal of \(test) is the whole message `\(template)`")
        }
      }
    }
    for key in Self.looselyChecked.keys where !exemptionsUsed.contains(key) {
      Issue.record("the exemption \(key) names no row and test of the catalogue: remove it")
    }
  }

  @Test func atLeastFortyDistinctErrorsAreTested() throws {
    let tested = Set(try Self.rows().filter { !$0.tests.isEmpty }.map(\.message))
    #expect(tested.count >= 40, "\(tested.count) distinct errors are tested")
  }
}
