import CollectionLayoutCore

/// A parsed JSON value and the position where it starts in the document.
///
/// The tree keeps what a generic JSON library forgets and the frames reader needs: the
/// source position of every value and key, the order of an object's members, and whether a
/// number was written as an integer. (Scenarios are read without a tree, by
/// ``StreamingReader``.)
struct JSONValue: Hashable, Sendable {
  /// The value.
  var kind: JSONKind
  /// Where the value starts: its first byte (`{`, `[`, `"`, `-`, a digit or a letter).
  var position: SourcePosition

  /// The JSON type of the value as a noun with its article, for messages:
  /// `an object`, `an array`, `a string`, `a number`, `a boolean` or `null`.
  var typeDescription: String {
    switch kind {
    case .null: return "null"
    case .boolean: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

/// The kinds of JSON value, with their contents.
indirect enum JSONKind: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case boolean(Bool)
  /// A number.
  case number(JSONNumberLiteral)
  /// A string, escapes resolved.
  case string(String)
  /// An array, in document order.
  case array([JSONValue])
  /// An object, members in document order; keys are unique.
  case object([JSONMember])
}

/// A JSON number: its value as a `Double` and the literal as written.
struct JSONNumberLiteral: Hashable, Sendable {
  /// The literal as written in the document, such as `-12`, `3.50` or `1e999`.
  var literal: String
  /// The value, rounded to the nearest `Double`. A literal too large for a `Double` is
  /// ±infinity; `-0` is 0.
  var value: Double
  /// Whether the literal has neither a fraction nor an exponent (`12`, `-3`, but not `3.0`).
  var isIntegerLiteral: Bool

  /// What an integer-valued key makes of the literal, decided from its digits
  /// (``DecimalLiteral``): `3`, `3.0` and `1e2` are integers, `1e30` is out of range, `3.5`,
  /// `3.0000000000000001` and `1e999` (infinite as a `Double`) are not integers.
  var integerReading: IntegerReading {
    guard isIntegerLiteral || value.isFinite else { return .notIntegral }
    return DecimalLiteral.integer(of: literal.utf8)
  }

  /// The value as an `Int` when the literal is an integer that fits (see
  /// ``integerReading``).
  var integerValue: Int? {
    guard case .integer(let value) = integerReading else { return nil }
    return value
  }
}

/// A member of a JSON object: a key, where the key starts, and the value.
struct JSONMember: Hashable, Sendable {
  /// The key, escapes resolved.
  var key: String
  /// Where the key starts: its opening quote.
  var keyPosition: SourcePosition
  /// The value.
  var value: JSONValue
}
