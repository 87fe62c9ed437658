import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Numbers read without a `String` on the way: the same `Double` as the standard library's
/// conversion, and integers decided from the literal's digits.
@Suite struct LiteralTests {
  /// The `Double` the streaming reader makes of `literal`.
  private func value(_ literal: String) throws -> Double {
    let bytes = Array(literal.utf8)
    return try DocumentBytes.reading(bytes) { bytes throws(JSONSyntaxError) in
      var cursor = JSONCursor(bytes: bytes)
      let token = try cursor.scanNumber()
      return try cursor.value(of: token)
    }
  }

  /// What an integer-valued key makes of `literal`.
  private func integer(_ literal: String) throws -> IntegerReading {
    let bytes = Array(literal.utf8)
    return try DocumentBytes.reading(bytes) { bytes throws(JSONSyntaxError) in
      var cursor = JSONCursor(bytes: bytes)
      let token = try cursor.scanNumber()
      return try cursor.integer(of: token)
    }
  }

  @Test func numbersAreReadAsTheStandardLibraryReadsThem() throws {
    var generator = SeededRandom(seed: 2_718)
    let digits = Array("0123456789")
    for _ in 0..<20_000 {
      var literal = Bool.random(using: &generator) ? "-" : ""
      let integerDigits = Int.random(in: 1...22, using: &generator)
      literal.append(Character(String(Int.random(in: 1...9, using: &generator))))
      for _ in 1..<integerDigits { literal.append(generator.pick(digits)) }
      if Bool.random(using: &generator) {
        literal += "."
        for _ in 0..<Int.random(in: 1...20, using: &generator) {
          literal.append(generator.pick(digits))
        }
      }
      if Bool.random(using: &generator) {
        literal += "e\(Int.random(in: -330...330, using: &generator))"
      }
      let expected = try #require(Double(literal))
      #expect(try value(literal) == (expected == 0 ? 0 : expected), "\(literal)")
    }
    for literal in ["0", "-0", "0.0", "5e-324", "1.7976931348623157e308", "1e400", "-1e400"] {
      let expected = try #require(Double(literal))
      #expect(try value(literal) == (expected == 0 ? 0 : expected), "\(literal)")
    }
    #expect(try value("-0").sign == .plus)
  }

  @Test func integersAreDecidedFromTheDigits() throws {
    #expect(try integer("3") == .integer(3))
    #expect(try integer("3.0") == .integer(3))
    #expect(try integer("30e-1") == .integer(3))
    #expect(try integer("0.03e2") == .integer(3))
    #expect(try integer("-0.0") == .integer(0))
    #expect(try integer("1e2") == .integer(100))
    #expect(try integer("-9223372036854775808") == .integer(Int.min))
    #expect(try integer("9223372036854775807") == .integer(Int.max))
    #expect(try integer("92233720368547758.07e2") == .integer(Int.max))
    #expect(try integer("-9223372036854775809") == .outOfRange)
    #expect(try integer("9223372036854775808") == .outOfRange)
    #expect(try integer("1e30") == .outOfRange)
    #expect(try integer("3.0000000000000001") == .notIntegral)
    #expect(try integer("25e-1") == .notIntegral)
    #expect(try integer("1e999") == .notIntegral)
  }

  @Test func literalsOutsideIntAreReportedAsWritten() {
    #expect(
      decodingIssues(scenarioJSON(#""metrics": {"columns": -9223372036854775809}"#)) == [
        "metrics.columns: expected an integer between -9223372036854775808 and "
          + "9223372036854775807, got -9223372036854775809"
      ])
    // Int.min itself is an integer, reported by the range check as written.
    #expect(
      decodingIssues(scenarioJSON(#""metrics": {"columns": -9223372036854775808}"#)) == [
        "metrics.columns: expected an integer >= 1, got -9223372036854775808"
      ])
  }

  @Test func literalsThatRoundToAnIntegerAreNotIntegers() throws {
    #expect(
      decodingIssues(scenarioJSON(#""metrics": {"columns": 3.0000000000000001}"#)) == [
        "metrics.columns: expected an integer, got 3.0000000000000001"
      ])
    #expect(
      decodingIssues(scenarioJSON(#""sections": [{"items": 1.00000000000000000001e1}]"#)) == [
        "sections[0].items: expected an integer, got 1.00000000000000000001e1"
      ])
    let scenario = try ScenarioDecoder.decode(scenarioJSON(#""metrics": {"columns": 30e-1}"#))
    #expect(scenario.metrics.columns == 3)
  }

  @Test func theFramesReaderDecidesIntegersTheSameWay() throws {
    // The frames reader reads integers through the same cursor as the scenario decoder.
    let bytes = Array("[3.0000000000000001, -9223372036854775809, 3.0]".utf8)
    let readings = try DocumentBytes.reading(bytes) { bytes throws(JSONSyntaxError) in
      var cursor = JSONCursor(bytes: bytes)
      var readings: [IntegerReading] = []
      try cursor.open()
      var more = cursor.firstElementOrEnd()
      while more {
        _ = try cursor.peekValue()
        readings.append(try cursor.integer(of: try cursor.scanNumber()))
        more = try cursor.nextElementOrEnd()
      }
      return readings
    }
    #expect(readings == [.notIntegral, .outOfRange, .integer(3)])
    var json = String(decoding: FramesWriter.utf8(for: TinyFrames.frames), as: UTF8.self)
    json = json.replacingOccurrences(of: #""zIndex": 1001,"#, with: #""zIndex": 3.0,"#)
    let frames = try FramesReader.read(json)
    #expect(frames.steps.flatMap(\.elements).contains { $0.zIndex == 3 })
  }
}
