import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

@Suite struct MalformedJSONTests {
  @Test func unexpectedCharacterAfterAMember() {
    #expect(
      decodingIssues(#"{"version": 1 x}"#) == [
        "line 1, column 15: expected ',' or '}' after an object member, got 'x'"
      ])
  }

  @Test func missingCommaOnALaterLine() {
    let json = """
      {
        "version": 1,
        "viewport": {"width": 320 "height": 480}
      }
      """
    #expect(
      decodingIssues(json) == [
        "line 3, column 29: expected ',' or '}' after an object member, got '\"'"
      ])
  }

  @Test func missingCommaInAnArray() {
    #expect(
      decodingIssues(#"{"steps": [1 2]}"#) == [
        "line 1, column 14: expected ',' or ']' after an array element, got '2'"
      ])
  }

  @Test func endOfInput() {
    #expect(decodingIssues(#"{"version": 1,"#) == ["line 1, column 15: unexpected end of input"])
    #expect(decodingIssues("") == ["line 1, column 1: unexpected end of input"])
    #expect(decodingIssues("  \n ") == ["line 2, column 2: unexpected end of input"])
    #expect(decodingIssues("[") == ["line 1, column 2: unexpected end of input"])
  }

  @Test func invalidEscapes() {
    #expect(
      decodingIssues(#"{"a\q": 1}"#) == [
        #"line 1, column 4: invalid escape sequence '\q' in string"#
      ])
    #expect(
      decodingIssues(#"{"a": "\u12G4"}"#) == [
        #"line 1, column 8: invalid escape sequence '\u12G' in string"#
      ])
    #expect(
      decodingIssues(#"{"a": "x\uD800y"}"#) == [
        #"line 1, column 9: unpaired surrogate '\uD800' in string"#
      ])
    #expect(
      decodingIssues(#"{"a": "\uDE00"}"#) == [
        #"line 1, column 8: unpaired surrogate '\uDE00' in string"#
      ])
    #expect(
      decodingIssues(Array(#"{"a": "\"#.utf8) + [0x09, 0x22, 0x7D]) == [
        "line 1, column 8: invalid escape sequence in string"
      ])
  }

  @Test func unterminatedString() {
    #expect(decodingIssues(#"{"version": 1, "view"#) == ["line 1, column 16: unterminated string"])
    #expect(decodingIssues(#"{"a": "\u12"#) == ["line 1, column 7: unterminated string"])
  }

  @Test func controlCharactersAndInvalidUTF8InStrings() {
    #expect(
      decodingIssues("{\"a\": \"x\ty\"}") == [
        "line 1, column 9: unescaped control character U+0009 in string"
      ])
    #expect(
      decodingIssues("{\"a\": \"x\ny\"}") == [
        "line 1, column 9: unescaped control character U+000A in string"
      ])
    #expect(
      decodingIssues(Array(#"{"a": ""#.utf8) + [0xFF, 0x22, 0x7D]) == [
        "line 1, column 8: invalid UTF-8 byte 0xFF in string"
      ])
    // An overlong encoding of "/" and an encoded surrogate are not UTF-8 either.
    #expect(
      decodingIssues(Array(#"{"a": ""#.utf8) + [0xC0, 0xAF, 0x22, 0x7D]) == [
        "line 1, column 8: invalid UTF-8 byte 0xC0 in string"
      ])
    #expect(
      decodingIssues(Array(#"{"a": "x"#.utf8) + [0xED, 0xA0, 0x80, 0x22, 0x7D]) == [
        "line 1, column 9: invalid UTF-8 byte 0xED in string"
      ])
  }

  @Test func trailingCharacters() {
    #expect(
      decodingIssues(#"{"version": 1} {}"#) == [
        "line 1, column 16: trailing characters after the document"
      ])
    #expect(
      decodingIssues("{}\n\nx") == ["line 3, column 1: trailing characters after the document"])
  }

  @Test func duplicateKeyIsReportedAtTheSecondKey() {
    let json = """
      {"version": 1, "viewport": {"width": 320, "height": 480},
       "metrics": {"columns": 1, "rowHeight": 44, "columns": 2}}
      """
    #expect(decodingIssues(json) == [#"line 2, column 45: duplicate key "columns""#])
  }

  @Test func trailingCommas() {
    #expect(decodingIssues("[1, 2,]") == ["line 1, column 7: expected a value, got ']'"])
    #expect(decodingIssues(#"{"a": 1,}"#) == ["line 1, column 9: expected a string key, got '}'"])
  }

  @Test func keysMustBeStringsFollowedByAColon() {
    #expect(
      decodingIssues(#"{"a" 1}"#) == ["line 1, column 6: expected ':' after an object key, got '1'"]
    )
    #expect(
      decodingIssues("{version: 1}") == [
        "line 1, column 2: expected a string key or '}', got 'version'"
      ])
    #expect(
      decodingIssues("{'a': 1}") == [#"line 1, column 2: expected a string key or '}', got "'""#])
    #expect(
      decodingIssues(#"{“a”: 1}"#) == [
        "line 1, column 2: expected a string key or '}', got '“' (U+201C)"
      ])
  }

  @Test func invalidLiterals() {
    #expect(decodingIssues(#"{"a": tru}"#) == ["line 1, column 7: expected a value, got 'tru'"])
    #expect(decodingIssues(#"{"a": NaN}"#) == ["line 1, column 7: expected a value, got 'NaN'"])
    #expect(decodingIssues(#"{"a": truer}"#) == ["line 1, column 7: expected a value, got 'truer'"])
    #expect(decodingIssues([0xFF]) == ["line 1, column 1: expected a value, got byte 0xFF"])
    #expect(decodingIssues([0x01]) == ["line 1, column 1: expected a value, got U+0001"])
  }

  @Test func invalidNumbers() {
    #expect(
      decodingIssues(#"{"a": 01}"#) == ["line 1, column 7: numbers must not have leading zeros"])
    #expect(
      decodingIssues(#"{"a": -}"#) == ["line 1, column 8: expected a digit after '-', got '}'"])
    #expect(
      decodingIssues(#"{"a": 1.}"#) == [
        "line 1, column 9: expected a digit after the decimal point, got '}'"
      ])
    #expect(
      decodingIssues(#"{"a": 1e+}"#) == [
        "line 1, column 10: expected a digit in the exponent, got '}'"
      ])
    #expect(decodingIssues(#"{"a": .5}"#) == ["line 1, column 7: expected a value, got '.'"])
    #expect(decodingIssues(#"{"a": +1}"#) == ["line 1, column 7: expected a value, got '+'"])
  }

  @Test func columnsCountBytes() {
    // "é" is two bytes in UTF-8, so the "x" is the tenth byte of the line.
    #expect(
      decodingIssues(#"{"é": 1 x}"#) == [
        "line 1, column 10: expected ',' or '}' after an object member, got 'x'"
      ])
  }

  @Test func byteOrderMarkIsSkipped() {
    let document = [0xEF, 0xBB, 0xBF] + Array(scenarioJSON().utf8)
    #expect(decodingIssues(document) == [])
    #expect(
      decodingIssues([0xEF, 0xBB, 0xBF, UInt8(ascii: "x")]) == [
        "line 1, column 1: expected a value, got 'x'"
      ])
  }

  @Test func nestingDeeperThan512LevelsIsAnError() {
    let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
    #expect(decodingIssues(tooDeep) == ["line 1, column 513: nesting deeper than 512 levels"])
    let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(decodingIssues(deepest) == ["expected an object, got an array"])
    let veryDeep = String(repeating: "[", count: 100_000)
    #expect(decodingIssues(veryDeep) == ["line 1, column 513: nesting deeper than 512 levels"])
    let deepUnknownKey = scenarioJSON(
      #""extra": "# + String(repeating: "[", count: 511) + String(repeating: "]", count: 511))
    #expect(
      decodingIssues(deepUnknownKey) == [
        #"extra: unknown key; expected one of "version", "viewport", "contentInset", "displayScale", "metrics", "globalHeaders", "sections", "dataSource", "steps", "output", "layout", "environment", "scrollView", "devices""#
      ])
  }
}
