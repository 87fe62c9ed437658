import CollectionLayoutCore

/// A string of the document, as found: where its contents are and what decoding them needs.
struct StringToken: Hashable, Sendable {
  /// The offset of the opening quote.
  var start: Int
  /// The bytes between the quotes, escapes not resolved.
  var contents: Range<Int>
  /// Whether the contents hold a backslash escape.
  var hasEscapes: Bool
  /// Whether every byte of the contents is ASCII.
  var isASCII: Bool
}

extension JSONCursor {
  /// Reads the string whose opening quote is the next byte, checking it (UTF-8, no unescaped
  /// control characters, valid escapes, no unpaired surrogates), without decoding it.
  @inline(__always)
  mutating func scanString() throws(JSONSyntaxError) -> StringToken {
    let start = index
    index += 1
    var hasEscapes = false
    var isASCII = true
    while true {
      // The common case: a run of printable ASCII.
      while index < bytes.count {
        let byte = bytes[index]
        guard byte >= 0x20, byte < 0x80, byte != ASCII.quote, byte != ASCII.backslash else { break }
        index += 1
      }
      guard index < bytes.count else { throw failure("unterminated string", at: start) }
      let byte = bytes[index]
      switch byte {
      case ASCII.quote:
        index += 1
        return StringToken(
          start: start, contents: (start + 1)..<(index - 1), hasEscapes: hasEscapes,
          isASCII: isASCII)
      case ASCII.backslash:
        hasEscapes = true
        _ = try readEscape(stringStart: start)
      case 0x00..<0x20:
        throw failure(
          "unescaped control character \(TokenDescription.codePoint(UInt32(byte))) in string",
          at: index)
      default:
        isASCII = false
        guard let (_, length) = UTF8Scalar.decode(bytes, at: index) else {
          throw failure("invalid UTF-8 byte \(TokenDescription.hexByte(byte)) in string", at: index)
        }
        index += length
      }
    }
  }

  /// The string `token`, escapes resolved. The token must come from ``scanString()`` on these
  /// bytes.
  func decode(_ token: StringToken) -> String {
    guard token.hasEscapes else { return bytes.string(in: token.contents) }
    var decoded: [UInt8] = []
    decoded.reserveCapacity(token.contents.count)
    var reader = self
    reader.index = token.contents.lowerBound
    while reader.index < token.contents.upperBound {
      let byte = bytes[reader.index]
      guard byte == ASCII.backslash else {
        decoded.append(byte)
        reader.index += 1
        continue
      }
      // The escape was checked by scanString(); a failure here would be a bug, and yields
      // U+FFFD rather than a trap.
      let value = (try? reader.readEscape(stringStart: token.start)) ?? 0xFFFD
      UTF8.encode(Unicode.Scalar(value) ?? "\u{FFFD}") { decoded.append($0) }
    }
    return String(decoding: decoded, as: UTF8.self)
  }

  /// Reads the escape sequence whose backslash is the next byte and returns the scalar it
  /// stands for (a surrogate pair is one scalar).
  mutating func readEscape(stringStart: Int) throws(JSONSyntaxError) -> UInt32 {
    let escapeStart = index
    guard index + 1 < bytes.count else { throw failure("unterminated string", at: stringStart) }
    let letter = bytes[index + 1]
    let simple: UInt8
    switch letter {
    case ASCII.quote, ASCII.backslash, ASCII.slash: simple = letter
    case UInt8(ascii: "b"): simple = 0x08
    case UInt8(ascii: "f"): simple = 0x0C
    case UInt8(ascii: "n"): simple = ASCII.lineFeed
    case UInt8(ascii: "r"): simple = ASCII.carriageReturn
    case UInt8(ascii: "t"): simple = ASCII.tab
    case UInt8(ascii: "u"):
      return try readUnicodeEscapes(stringStart: stringStart)
    case 0x21...0x7E:
      throw failure(
        "invalid escape sequence '\\\(Unicode.Scalar(letter))' in string", at: escapeStart)
    default:
      throw failure("invalid escape sequence in string", at: escapeStart)
    }
    index += 2
    return UInt32(simple)
  }

  /// Reads `\uXXXX`, or two of them for a surrogate pair, at the next byte.
  private mutating func readUnicodeEscapes(stringStart: Int) throws(JSONSyntaxError) -> UInt32 {
    let escapeStart = index
    let first = try readUnicodeEscape(stringStart: stringStart)
    switch first {
    case 0xD800...0xDBFF:
      let followedByEscape =
        index + 1 < bytes.count && bytes[index] == ASCII.backslash
        && bytes[index + 1] == UInt8(ascii: "u")
      let low: UInt32? = followedByEscape ? try readUnicodeEscape(stringStart: stringStart) : nil
      guard let low, (0xDC00...0xDFFF).contains(low) else {
        throw unpairedSurrogate(at: escapeStart)
      }
      return 0x10000 + ((first - 0xD800) << 10) + (low - 0xDC00)
    case 0xDC00...0xDFFF:
      throw unpairedSurrogate(at: escapeStart)
    default:
      return first
    }
  }

  /// Reads one `\uXXXX` at the next byte and returns the code unit.
  private mutating func readUnicodeEscape(stringStart: Int) throws(JSONSyntaxError) -> UInt32 {
    switch UnicodeEscape.codeUnit(in: bytes, at: index) {
    case .success(let value):
      index += 6
      return value
    case .failure(.unterminated):
      throw failure("unterminated string", at: stringStart)
    case .failure(.invalid(let shown)):
      throw failure("invalid escape sequence '\(shown)' in string", at: index)
    }
  }

  /// `unpaired surrogate '\uD800' in string`, quoting the escape as written.
  private func unpairedSurrogate(at escapeStart: Int) -> JSONSyntaxError {
    let written = UnicodeEscape.written(in: bytes, at: escapeStart)
    return failure("unpaired surrogate '\(written)' in string", at: escapeStart)
  }
}
