import CollectionLayoutCore

extension JSONParser {
  /// Reads a string whose opening quote is the next byte, resolving escapes.
  mutating func parseString() throws(JSONSyntaxError) -> String {
    let start = position
    index += 1
    var decoded: [UInt8] = []
    var segmentStart = index
    while true {
      guard index < bytes.count else { throw failure("unterminated string", at: start) }
      let byte = bytes[index]
      switch byte {
      case ASCII.quote:
        decoded.append(contentsOf: bytes[segmentStart..<index])
        index += 1
        return String(decoding: decoded, as: UTF8.self)
      case ASCII.backslash:
        decoded.append(contentsOf: bytes[segmentStart..<index])
        try readEscape(into: &decoded, stringStart: start)
        segmentStart = index
      case 0x00..<0x20:
        throw failure(
          "unescaped control character \(TokenDescription.codePoint(UInt32(byte))) in string",
          at: position)
      case 0x20..<0x80:
        index += 1
      default:
        guard let (_, length) = UTF8Scalar.decode(bytes, at: index) else {
          throw failure(
            "invalid UTF-8 byte \(TokenDescription.hexByte(byte)) in string", at: position)
        }
        index += length
      }
    }
  }

  /// Reads the escape sequence at the next byte, a backslash, and appends its UTF-8 bytes.
  private mutating func readEscape(
    into decoded: inout [UInt8], stringStart: SourcePosition
  ) throws(JSONSyntaxError) {
    let escapeStart = position
    guard index + 1 < bytes.count else { throw failure("unterminated string", at: stringStart) }
    let letter = bytes[index + 1]
    let simple: UInt8?
    switch letter {
    case ASCII.quote, ASCII.backslash, ASCII.slash: simple = letter
    case UInt8(ascii: "b"): simple = 0x08
    case UInt8(ascii: "f"): simple = 0x0C
    case UInt8(ascii: "n"): simple = ASCII.lineFeed
    case UInt8(ascii: "r"): simple = ASCII.carriageReturn
    case UInt8(ascii: "t"): simple = ASCII.tab
    case UInt8(ascii: "u"): simple = nil
    case 0x21...0x7E:
      throw failure(
        "invalid escape sequence '\\\(Unicode.Scalar(letter))' in string", at: escapeStart)
    default:
      throw failure("invalid escape sequence in string", at: escapeStart)
    }
    if let simple {
      decoded.append(simple)
      index += 2
      return
    }
    let first = try readUnicodeEscape(stringStart: stringStart)
    var scalarValue = first
    switch first {
    case 0xD800...0xDBFF:
      let low: UInt32? =
        bytes[index...].starts(with: [ASCII.backslash, UInt8(ascii: "u")])
        ? try readUnicodeEscape(stringStart: stringStart) : nil
      guard let low, (0xDC00...0xDFFF).contains(low) else {
        throw unpairedSurrogate(at: escapeStart)
      }
      scalarValue = 0x10000 + ((first - 0xD800) << 10) + (low - 0xDC00)
    case 0xDC00...0xDFFF:
      throw unpairedSurrogate(at: escapeStart)
    default:
      break
    }
    guard let scalar = Unicode.Scalar(scalarValue) else { throw unpairedSurrogate(at: escapeStart) }
    decoded.append(contentsOf: String(Character(scalar)).utf8)
  }

  /// Reads `\uXXXX` at the next byte and returns the code unit.
  private mutating func readUnicodeEscape(stringStart: SourcePosition) throws(JSONSyntaxError)
    -> UInt32
  {
    switch UnicodeEscape.codeUnit(in: bytes, at: index) {
    case .success(let value):
      index += 6
      return value
    case .failure(.unterminated):
      throw failure("unterminated string", at: stringStart)
    case .failure(.invalid(let shown)):
      throw failure("invalid escape sequence '\(shown)' in string", at: position)
    }
  }

  /// `unpaired surrogate '\uD800' in string`, quoting the escape as written.
  private func unpairedSurrogate(at escapeStart: SourcePosition) -> JSONSyntaxError {
    let written = UnicodeEscape.written(in: bytes, at: escapeStart.offset)
    return failure("unpaired surrogate '\(written)' in string", at: escapeStart)
  }
}
