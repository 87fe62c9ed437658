import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Pathological but valid-JSON inputs must not make the decoder quadratic.
@Suite struct DecoderCostTests {
  /// A document whose root has `unknownKeys` unknown keys before `sections`, and `sections`
  /// sections with a negative count each.
  private func document(unknownKeys: Int, sections: Int) -> String {
    let keys = (0..<unknownKeys).map { #""k\#($0)": 0"# }.joined(separator: ", ")
    let list = Array(repeating: #"{"items": -1}"#, count: sections).joined(separator: ", ")
    return scenarioJSON(keys + #", "sections": [\#(list)]"#)
  }

  /// Where the issue locator puts `locations` in `json`, and the values it examined.
  private func locate(_ locations: [String], in json: String) -> (offsets: [Int], examined: Int) {
    let bytes = Array(json.utf8)
    var locator = IssueLocator()
    let offsets = DocumentBytes.reading(bytes) { locator.offsets(of: locations, in: $0) }
    return (offsets, locator.valuesExamined)
  }

  @Test func locatingIssuesIsLinearInTheMembers() throws {
    // Each of the 2,000 range problems is at sections[i].items: once, every one of them
    // searched the 2,000 root members for "sections" (4,000,000 members examined; a 2.4 MB
    // document of 100,000 keys and sections took minutes). Now one pass places them all.
    let json = document(unknownKeys: 2000, sections: 2000)
    let issues = decodingIssues(json)
    #expect(issues.count == 4000)
    #expect(
      issues.first
        == #"k0: unknown key; expected one of "version", "viewport", "contentInset", "displayScale", "metrics", "globalHeaders", "sections", "dataSource", "steps", "output", "layout", "environment", "scrollView", "devices""#
    )
    #expect(issues.last == "sections[1999].items: expected a count >= 0, got -1")
    let located = locate((0..<2000).map { "sections[\($0)].items" }, in: json)
    // The root's 2,003 members once, the 2,000 sections, then one member ("items") of each.
    #expect(located.examined == 2003 + 2000 + 2000)
  }

  @Test func locationsAreTheDeepestValuesOnTheWay() throws {
    let json = document(unknownKeys: 40, sections: 3)
    let located = locate(
      ["sections", "sections[2].items", "missing.deeper", "sections[9].items"], in: json)
    let bracket = try #require(Array(json.utf8).firstIndex(of: UInt8(ascii: "[")))
    #expect(located.offsets == [bracket, json.utf8.count - 5, 0, bracket])
  }
}
