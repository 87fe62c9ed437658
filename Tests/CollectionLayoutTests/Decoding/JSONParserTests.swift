import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

@Suite struct JSONParserTests {
  private func parse(_ text: String) throws -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
  }

  @Test func valuesCarryTheirLineAndColumn() throws {
    let value = try parse("{\n  \"a\": [1,\n    true],\n  \"b\": null}")
    guard case .object(let members) = value.kind, members.count == 2,
      case .array(let elements) = members[0].value.kind, elements.count == 2
    else {
      Issue.record("unexpected tree \(value)")
      return
    }
    #expect(value.position == SourcePosition(offset: 0, line: 1, column: 1))
    #expect(members[0].keyPosition == SourcePosition(offset: 4, line: 2, column: 3))
    #expect(members[0].value.position == SourcePosition(offset: 9, line: 2, column: 8))
    #expect(elements[1].position == SourcePosition(offset: 17, line: 3, column: 5))
    #expect(members[1].key == "b")
    #expect(
      members[1].value
        == JSONValue(kind: .null, position: SourcePosition(offset: 31, line: 4, column: 8)))
  }

  @Test func numbersRememberHowTheyWereWritten() throws {
    let value = try parse("[3, 3.0, -0, 1e2, 12345678901234567890]")
    guard case .array(let elements) = value.kind else {
      Issue.record("expected an array")
      return
    }
    let numbers = elements.compactMap { element -> JSONNumberLiteral? in
      if case .number(let number) = element.kind { return number }
      return nil
    }
    #expect(numbers.map(\.literal) == ["3", "3.0", "-0", "1e2", "12345678901234567890"])
    #expect(numbers.map(\.isIntegerLiteral) == [true, false, true, false, true])
    #expect(numbers.map(\.integerValue) == [3, 3, 0, 100, nil])
    #expect(numbers.map(\.value) == [3, 3, 0, 100, 12_345_678_901_234_567_168])
  }

  @Test func keySuggestions() {
    let keys = ["rowHeight", "columns", "columnSpacing"]
    #expect(KeySuggestion.nearest(to: "colums", among: keys) == "columns")
    #expect(KeySuggestion.nearest(to: "COLUMNS", among: keys) == "columns")
    #expect(KeySuggestion.nearest(to: "rowHieght", among: keys) == "rowHeight")
    #expect(KeySuggestion.nearest(to: "gap", among: keys) == nil)
    #expect(KeySuggestion.nearest(to: "z", among: ["x", "y"]) == nil)
    #expect(KeySuggestion.distance(from: "ab", to: "ba", atMost: 2) == 1)
    #expect(KeySuggestion.distance(from: "kitten", to: "sitting", atMost: 2) == nil)
    #expect(KeySuggestion.distance(from: "kitten", to: "sitting", atMost: 3) == 3)
  }

  @Test func pathsNameKeysAndIndices() {
    let path = JSONPath.root.appending(key: "sections").appending(index: 2)
      .appending(key: "metrics").appending(key: "row height")
    #expect(path.description == #"sections[2].metrics["row height"]"#)
    #expect(
      JSONPath.enclosingLocations(of: "steps[1].scroll.x") == [
        "steps[1].scroll.x", "steps[1].scroll", "steps[1]", "steps",
      ])
    #expect(JSONPath.enclosingLocations(of: "") == [""])
    #expect(
      JSONPath.components(of: "sections[2].metrics.columns") == [
        .key("sections"), .index(2), .key("metrics"), .key("columns"),
      ])
  }
}
