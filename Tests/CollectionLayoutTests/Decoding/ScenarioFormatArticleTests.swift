import CollectionLayout
import Foundation
import Testing

/// Keeps the examples of the Scenario Format article in step with the decoder.
@Suite struct ScenarioFormatArticleTests {
  private static let articleURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Sources/CollectionLayout/Documentation.docc/ScenarioFormat.md")

  /// The contents of the article's `json` code blocks.
  private static func jsonBlocks() throws -> [String] {
    let article = try String(contentsOf: articleURL, encoding: .utf8)
    var blocks: [String] = []
    var current: [Substring]?
    for line in article.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "```json" {
        current = []
      } else if line == "```", let lines = current {
        blocks.append(lines.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  /// The example as a whole document: fragments are placed where they belong.
  private static func document(for block: String) -> String? {
    let rootKeys = [
      "\"contentInset\"", "\"displayScale\"", "\"metrics\"", "\"steps\"", "\"output\"",
      "\"layout\"", "\"environment\"",
    ]
    if block.hasPrefix("{\"version\"") || block.hasPrefix("{\n  \"version\"") { return block }
    if block.hasPrefix("\"viewport\"") { return "{\"version\": 1, " + block + "}" }
    if rootKeys.contains(where: block.hasPrefix) { return scenarioJSON(block) }
    if block.hasPrefix("\"separators\"") { return scenarioJSON("\"metrics\": {" + block + "}") }
    if block.hasPrefix("\"items\"") || block.hasPrefix("\"placeholder\"") {
      return scenarioJSON("\"sections\": [{" + block + "}]")
    }
    let sectionStarts = ["{\"items\"", "{\"id\"", "{\"placeholder\"", "{\"state\""]
    if sectionStarts.contains(where: block.hasPrefix) {
      return scenarioJSON("\"sections\": [" + block + "]")
    }
    let stepStarts = ["{\"apply\"", "{\"load\""]
    if stepStarts.contains(where: block.hasPrefix) {
      // The steps of the data-to-updates work, on the sections they name.
      return scenarioJSON(
        #""sections": [{"id": "inbox", "items": ["m1", "m2"]}, {"id": "archive"}, "#
          + #"{"id": "reviews", "state": "loading"}], "steps": ["# + block + "]")
    }
    if block.hasPrefix("{\"height\"") { return scenarioJSON("\"globalHeaders\": [" + block + "]") }
    return nil
  }

  @Test func everyExampleDecodes() throws {
    let blocks = try Self.jsonBlocks()
    #expect(blocks.count == 33)
    for block in blocks {
      guard let document = Self.document(for: block) else {
        Issue.record("no context for the example \(block)")
        continue
      }
      #expect(decodingIssues(document) == [], "\(block)")
    }
  }

  @Test func theFullExampleHasEveryRootKey() throws {
    let full = try #require(try Self.jsonBlocks().first { $0.hasPrefix("{\n  \"version\"") })
    let scenario = try ScenarioDecoder.decode(full)
    #expect(
      scenario.environment.contentInset == LayoutInsets(top: 64, left: 0, bottom: 49, right: 0))
    #expect(scenario.globalHeaders.count == 1)
    #expect(scenario.sections.count == 3)
    #expect(scenario.steps.count == 3)
    #expect(scenario.output.elements == .all)
  }
}
