import CollectionLayoutCore

/// The `\uXXXX` escapes of JSON strings, as ``JSONCursor`` checks and decodes them.
enum UnicodeEscape {
  /// Why `\uXXXX` could not be read.
  enum Problem: Error {
    /// The input ends inside the escape.
    case unterminated
    /// A byte of the four is not a hexadecimal digit; `shown` is the escape as written up to
    /// and including that byte (when it is printable).
    case invalid(shown: String)
  }

  /// The code unit of the escape whose backslash is at `start`: `bytes[start + 2 ..< start + 6]`
  /// read as four hexadecimal digits.
  static func codeUnit<Bytes: RandomAccessCollection<UInt8>>(
    in bytes: Bytes, at start: Int
  ) -> Result<UInt32, Problem> where Bytes.Index == Int {
    var value: UInt32 = 0
    for offset in 2..<6 {
      guard start + offset < bytes.endIndex else { return .failure(.unterminated) }
      let byte = bytes[start + offset]
      guard let digit = TokenDescription.hexDigitValue(byte) else {
        var shown = String(decoding: bytes[start..<(start + offset)], as: UTF8.self)
        if (0x21...0x7E).contains(byte) { shown.append(Character(Unicode.Scalar(byte))) }
        return .failure(.invalid(shown: shown))
      }
      value = value << 4 | UInt32(digit)
    }
    return .success(value)
  }

  /// The escape whose backslash is at `start` as written (up to six bytes), for the message
  /// `unpaired surrogate '\uD800' in string`.
  static func written<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes, at start: Int)
    -> String where Bytes.Index == Int
  {
    String(decoding: bytes[start..<min(start + 6, bytes.endIndex)], as: UTF8.self)
  }
}
