import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

@Suite struct JSONNumberTests {
  @Test(
    arguments: [
      (0.0, "0"),
      (-0.0, "0"),
      (1, "1"),
      (1.5, "1.5"),
      (-1.5, "-1.5"),
      (0.0005, "0.001"),
      (-0.0005, "-0.001"),
      (-0.0004, "0"),
      (0.0004, "0"),
      (106.66666, "106.667"),
      (2.0 / 3.0, "0.667"),
      (-2.0 / 3.0, "-0.667"),
      (1e6, "1000000"),
      (-64, "-64"),
      (0.1 + 0.2, "0.3"),
      (0.25, "0.25"),
      (0.05, "0.05"),
      (0.001, "0.001"),
      (-0.001, "-0.001"),
      (768, "768"),
      (3120.5, "3120.5"),
      (1_000_000_000_000, "1000000000000"),
      (-1_000_000_000_000.125, "-1000000000000.125"),
      (9_000_000_000_000, "9000000000000"),
    ] as [(Double, String)])
  func formats(value: Double, text: String) {
    #expect(JSONNumber.format(value) == text)
  }

  @Test func writesLargeMagnitudesAsExactIntegers() {
    // Above 9e15 thousandths: rounded half away from zero to an integer.
    #expect(JSONNumber.format(9_000_000_000_000.5) == "9000000000001")
    #expect(JSONNumber.format(-9_000_000_000_000.5) == "-9000000000001")
    #expect(JSONNumber.format(123_456_789_012_345.67) == "123456789012346")
    #expect(JSONNumber.format(1e18) == "1000000000000000000")
    // 2^63 and beyond: exact decimal digits of the double.
    #expect(JSONNumber.format(0x1p63) == "9223372036854775808")
    #expect(JSONNumber.format(1e20) == "100000000000000000000")
    #expect(JSONNumber.format(-0x1p70) == "-1180591620717411303424")
    let greatest = [
      "17976931348623157081452742373170435679807056752584499659891747680315726078002853",
      "87605895586327668781715404589535143824642343213268894641827684675467035375169860",
      "49910576551282076245490090389328944075868508455133942304583236903222948165808559",
      "332123348274797826204144723168738177180919299881250404026184124858368",
    ].joined()
    #expect(JSONNumber.format(Double.greatestFiniteMagnitude) == greatest)
    #expect(JSONNumber.format(-Double.greatestFiniteMagnitude) == "-" + greatest)
  }

  @Test func writesIntegersWithSigns() {
    var bytes = OutputBuffer(capacity: 0)
    JSONNumber.appendInteger(Int.min, to: &bytes)
    #expect(String(decoding: bytes.array, as: UTF8.self) == "-9223372036854775808")
    bytes.removeAll()
    JSONNumber.appendInteger(1001, to: &bytes)
    #expect(String(decoding: bytes.array, as: UTF8.self) == "1001")
  }

  #if DEBUG
    @Test func nonFiniteValuesFailTheAssertInDebugBuilds() async {
      await #expect(processExitsWith: .failure) {
        _ = JSONNumber.format(.nan)
      }
      await #expect(processExitsWith: .failure) {
        _ = JSONNumber.format(-.infinity)
      }
    }
  #else
    @Test func nonFiniteValuesAreWrittenAsZeroInReleaseBuilds() {
      #expect(JSONNumber.format(.nan) == "0")
      #expect(JSONNumber.format(.infinity) == "0")
      #expect(JSONNumber.format(-.infinity) == "0")
    }
  #endif

  /// The frames number rule applied literally, with the libm rounding the writer avoids: the
  /// writer's fast paths (whole numbers through `Int`, rounding by truncation and fraction)
  /// must give the same text for every value below 9e12.
  static func reference(_ value: Double) -> String {
    let thousandths = Int64((value * 1000).rounded(.toNearestOrAwayFromZero))
    var text = thousandths < 0 ? "-" : ""
    text += String(thousandths.magnitude / 1000)
    var fraction = String(thousandths.magnitude % 1000)
    guard fraction != "0" else { return text }
    fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return text + "." + fraction
  }

  @Test func theFastPathsAgreeWithTheRuleOnRandomValues() {
    var random = SeededRandom(seed: 0x5EED_F00D)
    var checked = 0
    for _ in 0..<200_000 {
      let value: Double
      switch random.int(0...3) {
      case 0: value = random.double(-1...1) * pow(10, Double(random.int(-4...12)))
      case 1: value = (Double(random.int(-9_000_000...9_000_000)) + 0.5) / 1000  // halves
      case 2: value = Double(random.int(-1_000_000_000...1_000_000_000)) / 8  // binary fractions
      default: value = Double(random.int(-9_000_000_000_000...9_000_000_000_000))
      }
      guard value.magnitude < 9e12 else { continue }
      #expect(JSONNumber.format(value) == Self.reference(value), "\(value)")
      checked += 1
    }
    #expect(checked > 150_000)
  }

  @Test func integersOfEveryLengthAreWrittenDigitForDigit() {
    var values: [Int] = [0, 9, 10, 99, 100, Int.max, Int.min, Int.min + 1]
    var power = 1
    for _ in 0..<18 {
      power *= 10
      values += [power - 1, power, power + 1, -power, -(power - 1), power / 2 + 37]
    }
    for value in values {
      var bytes = OutputBuffer(capacity: 0)
      JSONNumber.appendInteger(value, to: &bytes)
      #expect(String(decoding: bytes.array, as: UTF8.self) == String(value))
    }
  }
}
