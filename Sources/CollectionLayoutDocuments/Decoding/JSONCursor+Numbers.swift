import CollectionLayoutCore

/// A number of the document, as found: where its literal is, and its significant digits read
/// on the way, so that the common literals (`44`, `-12.5`, `0.333`) become a `Double` or an
/// `Int` without building a `String`.
struct NumberToken: Hashable, Sendable {
  /// The literal: `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`.
  var literal: Range<Int>
  /// Whether the literal starts with `-`.
  var isNegative: Bool
  /// Whether the literal has neither a fraction nor an exponent (`12`, `-3`, not `3.0`).
  var isIntegerLiteral: Bool
  /// The first (at most 19) significant digits, as an integer.
  var significand: UInt64
  /// The significant digits of the literal, leading zeros not counted; when more than 19,
  /// `significand` holds only the first 19.
  var significantDigitCount: Int
  /// The power of ten `significand` is multiplied by: the value is
  /// `significand × 10^exponent` when `significantDigitCount <= 19`.
  var exponent: Int
}

/// What an integer-valued key makes of a number literal.
enum IntegerReading: Hashable, Sendable {
  /// An integer that fits an `Int`: `3`, `-0`, `3.0`, `1e2`, `-9223372036854775808`.
  case integer(Int)
  /// An integer outside `Int`'s range: `9223372036854775808`, `1e30`.
  case outOfRange
  /// Not an integer: `3.5`, `25e-1`, `3.0000000000000001`, and `1e999` (too large for a
  /// `Double`).
  case notIntegral
}

extension JSONCursor {
  /// Reads the number whose first byte (`-` or a digit) is next, checking its grammar:
  /// `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`, without leading zeros.
  @inline(__always)
  mutating func scanNumber() throws(JSONSyntaxError) -> NumberToken {
    let start = index
    let isNegative = bytes[index] == ASCII.minus
    if isNegative { index += 1 }
    var significand: UInt64 = 0
    var digitCount = 0
    var exponent = 0
    guard index < bytes.count else { throw unexpected(expected: "a digit after '-'") }
    if bytes[index] == ASCII.zero {
      index += 1
      if index < bytes.count, isDigit(bytes[index]) {
        throw failure("numbers must not have leading zeros", at: start)
      }
    } else {
      guard isDigit(bytes[index]) else {
        throw unexpected(expected: "a digit after '-'")
      }
      while index < bytes.count, isDigit(bytes[index]) {
        if digitCount < 19 {
          significand = significand &* 10 &+ UInt64(bytes[index] &- ASCII.zero)
        } else {
          exponent += 1
        }
        digitCount += 1
        index += 1
      }
    }
    var isIntegerLiteral = true
    if index < bytes.count, bytes[index] == ASCII.period {
      isIntegerLiteral = false
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw unexpected(expected: "a digit after the decimal point")
      }
      while index < bytes.count, isDigit(bytes[index]) {
        let digit = bytes[index] &- ASCII.zero
        if digitCount == 0 && digit == 0 {
          exponent -= 1
        } else if digitCount < 19 {
          significand = significand &* 10 &+ UInt64(digit)
          digitCount += 1
          exponent -= 1
        } else {
          digitCount += 1
        }
        index += 1
      }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      isIntegerLiteral = false
      index += 1
      var isNegativeExponent = false
      if index < bytes.count, bytes[index] == ASCII.plus || bytes[index] == ASCII.minus {
        isNegativeExponent = bytes[index] == ASCII.minus
        index += 1
      }
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw unexpected(expected: "a digit in the exponent")
      }
      var written = 0
      while index < bytes.count, isDigit(bytes[index]) {
        // Saturates far beyond any Double: 1e999999999999 is as infinite as 1e400.
        if written < 1_000_000_000 { written = written * 10 + Int(bytes[index] &- ASCII.zero) }
        index += 1
      }
      exponent += isNegativeExponent ? -written : written
    }
    return NumberToken(
      literal: start..<index, isNegative: isNegative, isIntegerLiteral: isIntegerLiteral,
      significand: significand, significantDigitCount: digitCount, exponent: exponent)
  }

  /// Whether `byte` is an ASCII digit.
  @inline(__always)
  private func isDigit(_ byte: UInt8) -> Bool { byte &- ASCII.zero < 10 }

  /// The literal of `token` as written, for messages.
  func literal(of token: NumberToken) -> String {
    bytes.string(in: token.literal)
  }

  /// The value of `token` rounded to the nearest `Double`: ±infinity for a literal too large,
  /// 0 (never -0) for zero and for literals too small.
  ///
  /// A significand of at most 2^53 scaled by at most 10^22 is one exactly rounded operation
  /// on exact operands (Clinger's fast path); other literals are converted by the standard
  /// library, which rounds correctly too.
  @inline(__always)
  func value(of token: NumberToken) throws(JSONSyntaxError) -> Double {
    if token.significand == 0 { return 0 }
    if token.significantDigitCount <= 19, token.significand <= 1 << 53,
      token.exponent >= -22, token.exponent <= 22
    {
      let magnitude = Double(token.significand)
      let scaled =
        token.exponent < 0
        ? magnitude / JSONCursor.powerOfTen(-token.exponent)
        : magnitude * JSONCursor.powerOfTen(token.exponent)
      return token.isNegative ? -scaled : scaled
    }
    let literal = literal(of: token)
    guard let value = Double(literal) else {
      throw failure("invalid number \(Quoting.shortened(literal))", at: token.literal.lowerBound)
    }
    return value == 0 ? 0 : value
  }

  /// What an integer-valued key makes of `token`: the literal's exact value, not its
  /// `Double`'s, so that `3.0000000000000001` is not 3 and `-9223372036854775809` is not
  /// `Int.min`.
  func integer(of token: NumberToken) throws(JSONSyntaxError) -> IntegerReading {
    if token.isIntegerLiteral {
      guard token.significantDigitCount <= 19 else { return .outOfRange }
      return DecimalLiteral.integer(magnitude: token.significand, isNegative: token.isNegative)
    }
    guard try value(of: token).isFinite else { return .notIntegral }
    return DecimalLiteral.integer(of: bytes[token.literal])
  }

  /// 10^exponent for 0 ... 22, exactly.
  @inline(__always)
  static func powerOfTen(_ exponent: Int) -> Double {
    switch exponent {
    case 0: return 1
    case 1: return 1e1
    case 2: return 1e2
    case 3: return 1e3
    case 4: return 1e4
    case 5: return 1e5
    case 6: return 1e6
    case 7: return 1e7
    case 8: return 1e8
    case 9: return 1e9
    case 10: return 1e10
    case 11: return 1e11
    case 12: return 1e12
    case 13: return 1e13
    case 14: return 1e14
    case 15: return 1e15
    case 16: return 1e16
    case 17: return 1e17
    case 18: return 1e18
    case 19: return 1e19
    case 20: return 1e20
    case 21: return 1e21
    default: return 1e22
    }
  }
}
