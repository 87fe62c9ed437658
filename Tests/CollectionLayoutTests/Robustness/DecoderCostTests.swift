import Testing

@testable import CollectionLayout

/// Pathological but valid-JSON inputs must not make the decoder quadratic.
@Suite struct DecoderCostTests {
  /// A document whose root has `unknownKeys` unknown keys before `sections`, and `sections`
  /// sections with a negative count each.
  private func document(unknownKeys: Int, sections: Int) -> String {
    let keys = (0..<unknownKeys).map { #""k\#($0)": 0"# }.joined(separator: ", ")
    let list = Array(repeating: #"{"items": -1}"#, count: sections).joined(separator: ", ")
    return scenarioJSON(keys + #", "sections": [\#(list)]"#)
  }

  @Test func locatingIssuesIsLinearInTheMembers() throws {
    // Each of the 2,000 range problems is at sections[i].items: before the fix every one of
    // them searched the 2,000 root members for "sections" (4,000,000 members examined; a
    // 2.4 MB document of 100,000 keys and sections took minutes). Now the root's members are
    // indexed once.
    let json = document(unknownKeys: 2000, sections: 2000)
    let issues = decodingIssues(json)
    #expect(issues.count == 4000)
    #expect(
      issues.first
        == #"k0: unknown key; expected one of "version", "viewport", "contentInset", "displayScale", "metrics", "globalHeaders", "sections", "dataSource", "steps", "output""#
    )
    #expect(issues.last == "sections[1999].items: expected a count >= 0, got -1")
    let root = try JSONParser.parse(Array(json.utf8))
    var offsets = LocationOffsets(root: root)
    for index in 0..<2000 { _ = offsets.offset(of: "sections[\(index)].items") }
    // The root's 2,003 members once, then one member ("items") of each section.
    #expect(offsets.membersExamined == 2003 + 2000)
  }

  @Test func locationsOfSmallAndLargeObjectsAgree() throws {
    let json = document(unknownKeys: 40, sections: 3)
    let root = try JSONParser.parse(Array(json.utf8))
    var offsets = LocationOffsets(root: root)
    let expected = Array(json.utf8).firstIndex(of: UInt8(ascii: "["))
    #expect(offsets.offset(of: "sections") == expected)
    #expect(offsets.offset(of: "sections[2].items") == json.utf8.count - 5)
    // A key that is not there: the deepest value on the way, the root.
    #expect(offsets.offset(of: "missing.deeper") == 0)
  }
}
