import CollectionLayout
import Testing

/// A small deterministic random number generator (SplitMix64), so that every run feeds the
/// decoder the same inputs.
private struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

@Suite struct RobustnessTests {
  /// A valid document that uses every part of the format.
  private static let validDocument = Array(
    """
    {"version": 1, "viewport": {"width": 768, "height": 1024},
     "contentInset": {"top": 64, "left": 0, "bottom": 0, "right": 0}, "displayScale": 2,
     "metrics": {"rowHeight": 44, "columns": 2, "columnSpacing": 8, "rowSpacing": 8,
       "padding": {"top": 8, "left": 16, "bottom": 8, "right": 16}, "itemOrder": "leadingToTrailing",
       "separators": {"row": true, "column": false, "insets": {"left": 16, "right": 0}, "thickness": 0.5},
       "backgroundColor": "#FFFFFF", "separatorColor": "#C8C7CC"},
     "globalHeaders": [{"height": 60, "pinned": true}],
     "sections": [{"items": 20, "headers": [{"height": 44, "pinned": true}]},
       {"items": [{"id": "a", "height": 60}, {"id": "b\\u00e9"}], "footers": [{"height": 30}]},
       {"placeholder": {"kind": "noContent", "title": "None", "height": 200}}],
     "steps": [{"scroll": {"x": 0, "y": 300}}, {"resize": {"width": 1024, "height": 768}}],
     "output": {"elements": "visible"}}
    """.utf8)

  /// Decodes and checks the outcome: a scenario, or an error with at least one issue.
  private static func decodeWithoutCrashing(_ bytes: [UInt8]) -> Bool {
    do {
      _ = try ScenarioDecoder.decode(bytes)
      return true
    } catch {
      return !error.issues.isEmpty && !error.issues.contains { $0.message.isEmpty }
    }
  }

  @Test func theValidDocumentDecodes() {
    #expect(decodingIssues(Self.validDocument) == [])
  }

  @Test func randomBytesNeverCrash() {
    var generator = SplitMix64(state: 2014)
    let alphabet = Array(#"{}[]:,"\ 0123456789.eE+-truefalsnl#/u"#.utf8) + [0x0A, 0x00, 0xC3, 0xFF]
    for _ in 0..<3_000 {
      let length = Int.random(in: 0...80, using: &generator)
      let bytes = (0..<length).map { _ in
        Bool.random(using: &generator)
          ? alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
          : UInt8.random(in: 0...255, using: &generator)
      }
      #expect(Self.decodeWithoutCrashing(bytes), "\(bytes)")
    }
  }

  @Test func mutatedValidDocumentsNeverCrash() {
    var generator = SplitMix64(state: 768)
    let interesting = Array(#"{}[]:,"\-0e.9"#.utf8) + [0x80, 0xFF]
    var decodedCount = 0
    for _ in 0..<3_000 {
      var bytes = Self.validDocument
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let index = Int.random(in: 0..<bytes.count, using: &generator)
        let byte = interesting[Int.random(in: 0..<interesting.count, using: &generator)]
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: bytes[index] = byte
        case 1: bytes.insert(byte, at: index)
        case 2: bytes.remove(at: index)
        default: bytes[index] = UInt8.random(in: 0...255, using: &generator)
        }
      }
      #expect(Self.decodeWithoutCrashing(bytes), "\(bytes)")
      if (try? ScenarioDecoder.decode(bytes)) != nil { decodedCount += 1 }
    }
    // Some mutations land in whitespace or digits and leave a valid scenario.
    #expect(decodedCount > 0)
  }

  /// A random JSON value built from the format's own keys and edge-case values, so that
  /// most documents get past the parser and exercise the decoder and the range checks.
  private static func randomValue(depth: Int, using generator: inout SplitMix64) -> String {
    let keys = [
      "version", "viewport", "contentInset", "displayScale", "metrics", "globalHeaders",
      "sections", "steps", "output", "width", "height", "top", "left", "bottom", "right",
      "rowHeight", "columns", "columnSpacing", "rowSpacing", "padding", "itemOrder",
      "separators", "row", "column", "section", "lastSection", "insets", "thickness",
      "backgroundColor", "items", "headers", "footers", "placeholder", "kind", "title", "id",
      "pinned", "scroll", "resize", "x", "y", "elements", "Columns", "zoom", "",
    ]
    let scalars = [
      "null", "true", "false", "0", "-0", "1", "2", "-1", "1.5", "3.0", "1e999", "-1e999",
      "1e30", "9223372036854775807", "-9223372036854775808", "1000001", "\"\"", "\"#FFFFFF\"",
      "\"#12\"", "\"rtl\"", "\"loading\"", "\"all\"", "\"a\"",
    ]
    let choice = Int.random(in: 0..<(depth > 4 ? 1 : 4), using: &generator)
    switch choice {
    case 0:
      return scalars[Int.random(in: 0..<scalars.count, using: &generator)]
    case 1:
      let count = Int.random(in: 0...3, using: &generator)
      let elements = (0..<count).map { _ in randomValue(depth: depth + 1, using: &generator) }
      return "[" + elements.joined(separator: ",") + "]"
    default:
      var used = Set<String>()
      var members: [String] = []
      for _ in 0..<Int.random(in: 0...5, using: &generator) {
        let key = keys[Int.random(in: 0..<keys.count, using: &generator)]
        guard used.insert(key).inserted else { continue }
        members.append("\"\(key)\":" + randomValue(depth: depth + 1, using: &generator))
      }
      return "{" + members.joined(separator: ",") + "}"
    }
  }

  @Test func randomScenarioShapedDocumentsNeverCrash() {
    var generator = SplitMix64(state: 1024)
    for _ in 0..<3_000 {
      var document = #"{"version":1,"viewport":{"width":320,"height":480}"#
      for key in ["contentInset", "metrics", "globalHeaders", "sections", "steps", "output"]
      where Bool.random(using: &generator) {
        document += ",\"\(key)\":" + Self.randomValue(depth: 1, using: &generator)
      }
      document += "}"
      let bytes = Array(document.utf8)
      #expect(Self.decodeWithoutCrashing(bytes), "\(document)")
      // Well-formed JSON is never reported at a line and column.
      #expect(!decodingIssues(bytes).contains { $0.hasPrefix("line ") }, "\(document)")
    }
  }

  @Test func truncatedDocumentsNeverCrash() {
    for length in 0..<Self.validDocument.count {
      let issues = decodingIssues(Array(Self.validDocument.prefix(length)))
      #expect(issues.count == 1 && issues[0].hasPrefix("line "), "\(length): \(issues)")
    }
  }
}
