import CollectionLayoutBaselines
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// `JSONEncoder` on the Codable mirror writes the values `FramesWriter` writes: the benchmark
/// compares equal work.
@Suite struct FramesCodableMirrorTests {
  /// A JSON value without source positions, numbers as `Double`s, for comparing documents
  /// written differently.
  indirect enum PlainJSON: Equatable {
    case null
    case boolean(Bool)
    case number(Double)
    case string(String)
    case array([PlainJSON])
    case object([String: PlainJSON])

    /// The value at the cursor, read with the package's JSON reader.
    init(reading cursor: inout JSONCursor) throws {
      switch try cursor.peekValue() {
      case .null:
        _ = try cursor.readLiteral()
        self = .null
      case .boolean:
        self = .boolean(try cursor.readLiteral() ?? false)
      case .number:
        let token = try cursor.scanNumber()
        self = .number(try cursor.value(of: token))
      case .string:
        self = .string(cursor.decode(try cursor.scanString()))
      case .array:
        try cursor.open()
        var values: [PlainJSON] = []
        var more = cursor.firstElementOrEnd()
        while more {
          values.append(try PlainJSON(reading: &cursor))
          more = try cursor.nextElementOrEnd()
        }
        self = .array(values)
      case .object:
        try cursor.open()
        var members: [String: PlainJSON] = [:]
        var more = try cursor.firstKeyOrEnd()
        while more {
          let key = cursor.decode(try cursor.scanString())
          try cursor.readColon()
          members[key] = try PlainJSON(reading: &cursor)
          more = try cursor.nextKeyOrEnd()
        }
        self = .object(members)
      }
    }
  }

  private func parsed(_ bytes: [UInt8]) throws -> PlainJSON {
    try JSONCursor.checkDocument(bytes)
    return try DocumentBytes.reading(bytes) { bytes in
      var cursor = JSONCursor(bytes: bytes)
      return try PlainJSON(reading: &cursor)
    }
  }

  @Test func writesTheSameValuesAsTheFramesWriter() throws {
    let scenario = BaselineFixtures.everyRuleScenario
    let layout = try GridLayout(scenario: scenario)
    var steps: [FrameStep] = []
    for (index, offset) in [
      LayoutPoint(x: 0, y: -20), LayoutPoint(x: -0.0, y: 333.3333), LayoutPoint(x: 0, y: 901),
    ]
    .enumerated() {
      steps.append(
        FrameStep(
          index: index, action: index == 0 ? .initial : .scroll,
          viewport: scenario.environment.viewport, contentOffset: offset,
          contentSize: layout.contentSize, elements: layout.allElements(at: offset)))
    }
    let frames = FramesDocument(environment: scenario.environment, steps: steps)
    let writer = FramesWriter.utf8(for: frames)
    let encoder = try FramesCodableMirror.utf8(for: frames)
    #expect(try parsed(encoder) == parsed(writer))
    // The documents are written differently (no spaces, shortest numbers), and hold pinned
    // headers, colours, padding, placeholders and numbers with 3 decimals.
    #expect(encoder != writer)
    let text = String(decoding: writer, as: UTF8.self)
    for fragment in ["\"pinned\": true", "#EEEEEE80", "\"padding\"", "\\\"reviews\\\"", "333.333"] {
      #expect(text.contains(fragment), "\(fragment)")
    }
  }

  @Test func roundsAsTheFramesNumberRules() throws {
    let element = LayoutAttributes(
      id: .item(section: 0, item: 0),
      frame: LayoutRect(x: 106.66666, y: -0.0004, width: 0.0005, height: -2.0005), zIndex: 1)
    let frames = FramesDocument(
      environment: LayoutEnvironment(viewport: LayoutSize(width: 320, height: 480)),
      steps: [
        FrameStep(
          index: 0, action: .initial, viewport: LayoutSize(width: 320, height: 480),
          contentOffset: .zero, contentSize: .zero, elements: [element])
      ])
    let encoded = try parsed(FramesCodableMirror.utf8(for: frames))
    #expect(encoded == (try parsed(FramesWriter.utf8(for: frames))))
    guard case .object(let document) = encoded, case .array(let steps)? = document["steps"],
      case .object(let step)? = steps.first, case .array(let elements)? = step["elements"],
      case .object(let first)? = elements.first
    else {
      Issue.record("unexpected document shape")
      return
    }
    #expect(
      first["frame"] == .array([.number(106.667), .number(0), .number(0.001), .number(-2.001)]))
  }
}
