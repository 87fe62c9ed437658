import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Every message that quotes a piece of the input escapes it (no line break, control or
/// terminal escape character reaches the output) and shortens it to 40 characters, so that a
/// problem is one line of bounded length whatever the input: one test per such message.
@Suite struct QuotedInputTests {
  /// A string with a line feed, an escape character (which starts terminal sequences), a C1
  /// control, a bidirectional override and a line separator, as JSON escapes.
  static let hostile = #"a\nb\u001B[31mc\u0085d\u202Ee\u2028f"#
  /// How ``hostile`` is quoted in a message.
  static let hostileQuoted = #""a\nb\u001B[31mc\u0085d\u202Ee\u2028f""#
  /// A string of a million characters.
  static let huge = String(repeating: "x", count: 1_000_000)
  /// How ``huge`` is quoted in a message: its first 40 characters and `...`.
  static let hugeQuoted = "\"" + String(repeating: "x", count: 40) + "...\""

  /// Every message has no line break and a bounded length.
  private func expectOneShortLine(
    _ issues: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for issue in issues {
      #expect(!issue.contains("\n"), sourceLocation: sourceLocation)
      #expect(!issue.unicodeScalars.contains { $0.value == 0x1B }, sourceLocation: sourceLocation)
      #expect(issue.count < 400, "\(issue.count) characters", sourceLocation: sourceLocation)
    }
  }

  @Test func duplicateKeysAreQuoted() {
    let issues = decodingIssues(#"{"\#(Self.hostile)": 1, "\#(Self.hostile)": 2}"#)
    #expect(issues == [#"line 1, column 45: duplicate key \#(Self.hostileQuoted)"#])
    let long = decodingIssues(#"{"\#(Self.huge)": 1, "\#(Self.huge)": 2}"#)
    #expect(long == ["line 1, column 1000009: duplicate key \(Self.hugeQuoted)"])
  }

  @Test func unknownKeysAreQuotedInTheirLocation() {
    let issues = decodingIssues(scenarioJSON(#""metrics": {"\#(Self.hostile)": 1}"#))
    #expect(
      issues == [
        #"metrics[\#(Self.hostileQuoted)]: unknown key; expected one of "rowHeight", "columns", "#
          + #""columnSpacing", "rowSpacing", "padding", "itemOrder", "arrangement", "#
          + #""masonryPlacement", "separators", "backgroundColor", "selectedBackgroundColor", "#
          + #""separatorColor", "allowsReorder", "editActions""#
      ])
    // An identifier longer than 40 characters is quoted, and shortened, like any other key.
    let long = decodingIssues(scenarioJSON(#""\#(Self.huge)": 1"#))
    #expect(long.count == 1)
    #expect(long.first?.hasPrefix("[\(Self.hugeQuoted)]: unknown key; expected one of ") == true)
    expectOneShortLine(issues + long)
  }

  @Test func enumerationValuesAreQuoted() {
    let issues = decodingIssues(
      scenarioJSON(
        #""metrics": {"itemOrder": "\#(Self.hostile)"}, "output": {"elements": "\#(Self.huge)"}"#))
    #expect(
      issues == [
        #"metrics.itemOrder: expected one of "leadingToTrailing", "trailingToLeading", got \#(Self.hostileQuoted)"#,
        #"output.elements: expected one of "visible", "all", got \#(Self.hugeQuoted)"#,
      ])
  }

  @Test func coloursAreQuoted() {
    let issues = decodingIssues(
      scenarioJSON(#""metrics": {"backgroundColor": "\#(Self.hostile)"}"#))
    #expect(
      issues == [
        ##"metrics.backgroundColor: expected a colour "#RRGGBB" or "#RRGGBBAA", got \##(Self.hostileQuoted)"##
      ])
  }

  @Test func curveNamesAreQuoted() {
    let json = scenarioJSON(
      #""sections": [{"items": 1}], "steps": [{"update": {"animation": {"curve": "\#(Self.hostile)"}}}]"#
    )
    #expect(
      decodingIssues(json) == [
        #"steps[0].update.animation.curve: expected one of "linear", "easeIn", "easeOut", "#
          + #""easeInOut" or an object {"spring": {"damping", "response"}}, got \#(Self.hostileQuoted)"#
      ])
  }

  /// The step kinds, as the messages list them.
  static let stepKinds =
    #""scroll", "scrollBy", "fling", "pan", "resize", "update", "apply", "load", "select", "beginDrag", "#
    + #""dragTo", "endDrag", "cancelDrag", "swipe", "editing", "measure", "setLayout", "beginTransition", "transitionProgress", "finishTransition", "cancelTransition", "pinch", "page", "zoom", "hitTest""#

  @Test func unknownStepsAreQuoted() {
    #expect(
      decodingIssues(scenarioJSON(#""steps": [{"\#(Self.hostile)": 1}, {"\#(Self.huge)": 2}]"#))
        == [
          #"steps[0]: unknown step \#(Self.hostileQuoted); expected one of \#(Self.stepKinds)"#,
          #"steps[1]: unknown step \#(Self.hugeQuoted); expected one of \#(Self.stepKinds)"#,
        ])
  }

  @Test func stepKeysAreQuotedAndListedUpToFive() {
    let keys = (0..<7).map { #""\#(Self.hostile)\#($0)": 0"# }.joined(separator: ", ")
    let issues = decodingIssues(scenarioJSON(#""steps": [{\#(keys)}]"#))
    let listed = (0..<5).map { #""a\nb\u001B[31mc\u0085d\u202Ee\u2028f\#($0)""# }
    #expect(
      issues == [
        #"steps[0]: expected exactly one key ("scroll", "scrollBy", "fling", "pan", "resize", "update", "apply", "load", "#
          + #""select", "beginDrag", "dragTo", "endDrag", "cancelDrag", "swipe", "editing", "#
          + #""measure", "setLayout", "beginTransition", "transitionProgress", "finishTransition", "cancelTransition", "pinch", "page", "zoom" or "hitTest"), got 7: "#
          + listed.joined(separator: ", ") + ", ..."
      ])
  }

  @Test func duplicateItemIdsAreQuoted() {
    let json = scenarioJSON(
      #""sections": [{"items": [{"id": "\#(Self.hostile)"}, {"id": "\#(Self.hostile)"}, "#
        + #"{"id": "\#(Self.huge)"}, {"id": "\#(Self.huge)"}]}]"#)
    let issues = decodingIssues(json)
    #expect(
      issues == [
        #"sections[0].items[1].id: duplicate item id \#(Self.hostileQuoted), first used at "#
          + "sections[0].items[0].id",
        "sections[0].items[3].id: duplicate item id \(Self.hugeQuoted), first used at "
          + "sections[0].items[2].id",
      ])
    expectOneShortLine(issues)
  }

  @Test func numberLiteralsAreShortened() {
    let long = "0." + String(repeating: "5", count: 100)
    #expect(
      decodingIssues(scenarioJSON(#""metrics": {"columns": \#(long)}"#)) == [
        "metrics.columns: expected an integer, got 0." + String(repeating: "5", count: 38) + "..."
      ])
  }

  @Test func tokensAreShortenedAndInvisibleCharactersNamed() {
    #expect(
      decodingIssues("{\"a\": \(Self.huge)}") == [
        "line 1, column 7: expected a value, got '\(String(repeating: "x", count: 20))...'"
      ])
    // A C1 control, a bidirectional override and a line separator are named, not shown.
    #expect(decodingIssues("{\"a\": \u{85}}") == ["line 1, column 7: expected a value, got U+0085"])
    #expect(
      decodingIssues("{\"a\": \u{202E}}") == ["line 1, column 7: expected a value, got U+202E"])
    #expect(
      decodingIssues("{\"a\": \u{2028}}") == ["line 1, column 7: expected a value, got U+2028"])
    #expect(
      decodingIssues("{\"a\": “}") == ["line 1, column 7: expected a value, got '“' (U+201C)"])
  }

  @Test func quotingCutsByCharactersAndByScalars() {
    #expect(Quoting.quoted("é\u{7F}\u{9B}") == #""é\u007F\u009B""#)
    // One character of a thousand combining marks is cut after 160 scalars.
    let heavy = "a" + String(repeating: "\u{301}", count: 1_000)
    #expect(Quoting.shortened(heavy) == "...")
    #expect(
      Quoting.shortened(String(repeating: "é", count: 40)) == String(repeating: "é", count: 40))
  }

  @Test func veryLongKeysGetNoSuggestion() {
    let key = String(repeating: "c", count: KeySuggestion.maximumKeyLength + 1)
    #expect(KeySuggestion.nearest(to: key, among: ["columns"]) == nil)
    #expect(KeySuggestion.nearest(to: "Columns", among: ["columns"]) == "columns")
  }
}
