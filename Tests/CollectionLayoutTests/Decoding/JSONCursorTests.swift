import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The package's one JSON reader, below the scenario decoder and the frames reader: positions,
/// numbers as written, key suggestions and paths.
@Suite struct JSONCursorTests {
  /// Calls `body` with a cursor at the start of `text`.
  private func reading<Result>(
    _ text: String, _ body: (inout JSONCursor) throws(JSONSyntaxError) -> Result
  ) throws(JSONSyntaxError) -> Result {
    try DocumentBytes.reading(Array(text.utf8)) { bytes throws(JSONSyntaxError) in
      var cursor = JSONCursor(bytes: bytes)
      return try body(&cursor)
    }
  }

  @Test func valuesCarryTheirLineAndColumn() throws {
    // The offsets of the object, the first key and its value, the second element of the
    // array, and the second key and its value, as the reader meets them.
    let found = try reading("{\n  \"a\": [1,\n    true],\n  \"b\": null}") {
      cursor throws(JSONSyntaxError) in
      var offsets: [Int] = []
      var keys: [String] = []
      _ = try cursor.peekValue()
      offsets.append(cursor.index)
      try cursor.open()
      var more = try cursor.firstKeyOrEnd()
      while more {
        offsets.append(cursor.index)
        keys.append(cursor.decode(try cursor.scanString()))
        try cursor.readColon()
        if try cursor.peekValue() == .array {
          offsets.append(cursor.index)
          try cursor.open()
          var element = cursor.firstElementOrEnd()
          while element {
            _ = try cursor.peekValue()
            offsets.append(cursor.index)
            try cursor.skipValue()
            element = try cursor.nextElementOrEnd()
          }
        } else {
          offsets.append(cursor.index)
          #expect(try cursor.readLiteral() == nil)
        }
        more = try cursor.nextKeyOrEnd()
      }
      try cursor.readEndOfDocument()
      return (offsets.map { cursor.position(of: $0) }, keys)
    }
    #expect(found.1 == ["a", "b"])
    #expect(
      found.0 == [
        SourcePosition(offset: 0, line: 1, column: 1),
        SourcePosition(offset: 4, line: 2, column: 3),
        SourcePosition(offset: 9, line: 2, column: 8),
        SourcePosition(offset: 10, line: 2, column: 9),
        SourcePosition(offset: 17, line: 3, column: 5),
        SourcePosition(offset: 26, line: 4, column: 3),
        SourcePosition(offset: 31, line: 4, column: 8),
      ])
  }

  @Test func numbersRememberHowTheyWereWritten() throws {
    let numbers = try reading("[3, 3.0, -0, 1e2, 12345678901234567890]") {
      cursor throws(JSONSyntaxError) in
      var numbers: [(String, Bool, IntegerReading, Double)] = []
      try cursor.open()
      var more = cursor.firstElementOrEnd()
      while more {
        _ = try cursor.peekValue()
        let token = try cursor.scanNumber()
        numbers.append(
          (
            cursor.literal(of: token), token.isIntegerLiteral, try cursor.integer(of: token),
            try cursor.value(of: token)
          ))
        more = try cursor.nextElementOrEnd()
      }
      return numbers
    }
    #expect(numbers.map(\.0) == ["3", "3.0", "-0", "1e2", "12345678901234567890"])
    #expect(numbers.map(\.1) == [true, false, true, false, true])
    #expect(
      numbers.map(\.2) == [.integer(3), .integer(3), .integer(0), .integer(100), .outOfRange])
    #expect(numbers.map(\.3) == [3, 3, 0, 100, 12_345_678_901_234_567_168])
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
