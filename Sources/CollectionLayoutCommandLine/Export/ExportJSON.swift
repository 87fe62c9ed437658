import CollectionLayout

/// A JSON value of an export (Lottie or trace), written byte-stably: members in the order
/// given, no spaces, numbers by the frames number rules (at most 3 decimals, no exponent, `-0`
/// as `0`; see `JSONNumber`), strings by ``TextEscaping/appendJSONString(_:to:)`` (as the frames
/// writer escapes them, and the controls past U+001F, U+2028, U+2029 and the noncharacters as
/// `\uXXXX` too).
///
/// The documents put their own line breaks between top-level entries (one layer or one event
/// per line); a value itself is always written on one line.
indirect enum ExportJSON: Sendable {
  /// An object: its members in the order written.
  case object([Member])
  /// An array.
  case array([ExportJSON])
  /// A number, written by the frames number rules.
  case number(Double)
  /// An integer, written with all its digits.
  case integer(Int)
  /// A string.
  case string(String)
  /// `true` or `false`.
  case boolean(Bool)

  /// One member of an object.
  struct Member: Sendable {
    /// The key.
    var key: String
    /// The value.
    var value: ExportJSON
  }

  /// An object from `key: value` pairs, in order.
  static func members(_ pairs: KeyValuePairs<String, ExportJSON>) -> ExportJSON {
    .object(pairs.map { Member(key: $0.key, value: $0.value) })
  }

  /// An array of numbers.
  static func numbers(_ values: [Double]) -> ExportJSON {
    .array(values.map { .number($0) })
  }

  /// The value's UTF-8 text.
  var bytes: [UInt8] {
    var output: [UInt8] = []
    write(to: &output)
    return output
  }

  /// Appends the value's UTF-8 text to `output`.
  func write(to output: inout [UInt8]) {
    switch self {
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      for (position, member) in members.enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        Self.writeString(member.key, to: &output)
        output.append(UInt8(ascii: ":"))
        member.value.write(to: &output)
      }
      output.append(UInt8(ascii: "}"))
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      for (position, element) in elements.enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        element.write(to: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .number(let value):
      JSONNumber.append(value, to: &output)
    case .integer(let value):
      JSONNumber.appendInteger(value, to: &output)
    case .string(let text):
      Self.writeString(text, to: &output)
    case .boolean(let value):
      output.append(contentsOf: (value ? "true" : "false").utf8)
    }
  }

  /// Writes `text` as a JSON string that JavaScript, HTML and XML hosts hold
  /// (``TextEscaping/appendJSONString(_:to:)``): `"` and `\` escaped by a backslash, the
  /// controls, U+2028, U+2029 and the noncharacters as `\uXXXX` (lower-case hex); everything
  /// else as its UTF-8 bytes.
  static func writeString(_ text: String, to output: inout [UInt8]) {
    TextEscaping.appendJSONString(text, to: &output)
  }
}
