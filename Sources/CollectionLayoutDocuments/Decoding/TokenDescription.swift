import CollectionLayoutCore

/// Describes what the parser found where it expected something else, for the `got ...`
/// half of a message.
enum TokenDescription {
  /// The token at `index`:
  /// - a word of ASCII letters, digits and underscores, quoted: `'tru'`, `'NaN'` (at most 20
  ///   characters, then `...`);
  /// - another printable ASCII character, quoted: `'}'`, but `"'"` for the apostrophe;
  /// - an ASCII control character as a code point: `U+0007`;
  /// - another character, quoted, with its code point: `'“' (U+201C)`, or only its code
  ///   point when it is a control or bidirectional character (``Quoting/needsEscape(_:)``):
  ///   `U+0085`;
  /// - a byte that does not start valid UTF-8: `byte 0xFF`.
  static func describe(_ bytes: [UInt8], at index: Int) -> String {
    guard index >= 0, index < bytes.count else { return "end of input" }
    let byte = bytes[index]
    if isWordByte(byte) {
      var end = index
      while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
      let word = String(decoding: bytes[index..<end], as: UTF8.self)
      return "'\(Quoting.shortened(word, to: 20))'"
    }
    switch byte {
    case UInt8(ascii: "'"): return "\"'\""
    case 0x21...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
    case 0x00...0x20, 0x7F: return codePoint(UInt32(byte))
    default:
      guard let (scalar, _) = UTF8Scalar.decode(bytes, at: index) else {
        return "byte \(hexByte(byte))"
      }
      if Quoting.needsEscape(scalar) { return codePoint(scalar.value) }
      return "'\(Character(scalar))' (\(codePoint(scalar.value)))"
    }
  }

  /// Whether the byte is an ASCII letter, digit or underscore.
  static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      ASCII.digits, UInt8(ascii: "_"):
      return true
    default:
      return false
    }
  }

  /// `U+` and at least four upper-case hexadecimal digits: `U+000A`, `U+1F600`.
  static func codePoint(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// `0x` and two upper-case hexadecimal digits: `0xFF`.
  static func hexByte(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return "0x" + (digits.count < 2 ? "0" : "") + digits
  }

  /// The value of a hexadecimal digit in either case, or `nil`.
  static func hexDigitValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case ASCII.digits: return byte - ASCII.zero
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
