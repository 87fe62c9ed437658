import CollectionLayoutCore

/// The exact value of a JSON number literal where an integer is required, decided from its
/// digits rather than from the nearest `Double`.
///
/// `3.0`, `30e-1` and `1e2` are integers; `3.5` and `3.0000000000000001` are not (the second
/// rounds to the `Double` 3); `9223372036854775808` and `1e30` are integers outside `Int`'s
/// range. The literal must be well-formed (the parsers check that first).
enum DecimalLiteral {
  /// The integer a well-formed literal stands for, read digit by digit: its significant
  /// digits, shifted by its exponent less the digits after the decimal point.
  static func integer<Bytes: Collection<UInt8>>(of literal: Bytes) -> IntegerReading {
    var isNegative = false
    var digits: [UInt8] = []
    var fractionDigits = 0
    var exponent = 0
    var isNegativeExponent = false
    var part = 0  // 0: integer digits, 1: fraction digits, 2: exponent digits
    for byte in literal {
      switch byte {
      case ASCII.minus where part == 0: isNegative = true
      case ASCII.minus: isNegativeExponent = true
      case ASCII.plus: break
      case ASCII.period: part = 1
      case UInt8(ascii: "e"), UInt8(ascii: "E"): part = 2
      case ASCII.digits where part == 2:
        if exponent < 1_000_000_000 { exponent = exponent * 10 + Int(byte - ASCII.zero) }
      case ASCII.digits:
        // Leading zeros carry no value; a literal has at most a few of them ("0.000").
        if !(digits.isEmpty && byte == ASCII.zero) { digits.append(byte - ASCII.zero) }
        if part == 1 { fractionDigits += 1 }
      default: break
      }
    }
    // Trailing zeros raise the power of ten instead.
    var power = (isNegativeExponent ? -exponent : exponent) - fractionDigits
    while let last = digits.last, last == 0 {
      digits.removeLast()
      power += 1
    }
    guard !digits.isEmpty else { return .integer(0) }
    guard power >= 0 else { return .notIntegral }
    guard digits.count + power <= 19 else { return .outOfRange }
    var magnitude: UInt64 = 0
    for digit in digits { magnitude = magnitude * 10 + UInt64(digit) }
    for _ in 0..<power { magnitude *= 10 }
    return integer(magnitude: magnitude, isNegative: isNegative)
  }

  /// `magnitude` with its sign as an `Int`, or `.outOfRange`; -0 is 0.
  static func integer(magnitude: UInt64, isNegative: Bool) -> IntegerReading {
    if isNegative {
      guard magnitude <= UInt64(Int.max) + 1 else { return .outOfRange }
      return .integer(magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude))
    }
    guard magnitude <= UInt64(Int.max) else { return .outOfRange }
    return .integer(Int(magnitude))
  }
}
