import CollectionLayoutCore

extension JSONParser {
  /// Reads a number: `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`.
  ///
  /// A literal too large for a `Double` becomes ±infinity (the scenario's range checks
  /// report it); `-0` becomes 0.
  mutating func parseNumber() throws(JSONSyntaxError) -> JSONNumberLiteral {
    let start = position
    var isIntegerLiteral = true
    if current == ASCII.minus { index += 1 }
    if current == ASCII.zero {
      index += 1
      if let next = current, ASCII.digits.contains(next) {
        throw failure("numbers must not have leading zeros", at: start)
      }
    } else {
      try readDigits(expected: "a digit after '-'")
    }
    if current == ASCII.period {
      isIntegerLiteral = false
      index += 1
      try readDigits(expected: "a digit after the decimal point")
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      isIntegerLiteral = false
      index += 1
      if current == ASCII.plus || current == ASCII.minus { index += 1 }
      try readDigits(expected: "a digit in the exponent")
    }
    let literal = String(decoding: bytes[start.offset..<index], as: UTF8.self)
    guard let value = Double(literal) else {
      throw failure("invalid number \(Quoting.shortened(literal))", at: start)
    }
    return JSONNumberLiteral(
      literal: literal, value: value == 0 ? 0 : value, isIntegerLiteral: isIntegerLiteral)
  }

  /// Reads one or more digits.
  private mutating func readDigits(expected expectation: String) throws(JSONSyntaxError) {
    guard let first = current, ASCII.digits.contains(first) else {
      throw unexpected(expected: expectation)
    }
    while let digit = current, ASCII.digits.contains(digit) { index += 1 }
  }
}
