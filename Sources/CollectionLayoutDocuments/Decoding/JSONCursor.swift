import CollectionLayoutCore

/// Reads strict JSON (RFC 8259) from UTF-8 bytes one token at a time, without building a tree:
/// the package's one JSON syntax layer, under the scenario decoder and the frames reader
/// (``StreamingReader``), the frames index and the issue locator.
///
/// It reports the first problem of a malformed document, with the same message at the same
/// place whichever reader meets it:
/// - any value may be the document, surrounded by whitespace (space, tab, line feed, carriage
///   return); a UTF-8 byte order mark at the very start is skipped;
/// - an object with a repeated key is rejected at the second occurrence of the key (the
///   reader above checks the keys it knows, ``skipValue()`` the others);
/// - strings must be valid UTF-8, without unescaped control characters or unpaired surrogate
///   escapes; containers nest at most ``maximumDepth`` levels (``depth``).
///
/// Positions are byte offsets; the line and column of a problem are counted from the offset
/// only when the problem is reported. Nothing here allocates on the way through a valid
/// document, and nothing traps: every read is bounds-checked against the end of the bytes.
struct JSONCursor {
  /// The deepest nesting of arrays and objects accepted: the document's own array or object
  /// is level 1.
  static let maximumDepth = 512

  /// The document.
  let bytes: DocumentBytes
  /// The offset of the next byte to read.
  var index: Int
  /// The arrays and objects open at `index`: the document's own array or object is level 1.
  var depth = 0
  /// The offset of the first byte after the byte order mark, if any: where line 1 starts.
  let contentStart: Int

  /// A cursor at the start of `bytes`, after a UTF-8 byte order mark if there is one.
  init(bytes: DocumentBytes) {
    self.bytes = bytes
    let hasByteOrderMark =
      bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    index = hasByteOrderMark ? 3 : 0
    contentStart = index
  }

  /// The byte at `index`, or `nil` at the end of the document.
  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  // MARK: - Problems

  /// The line and column of `offset`, counted on demand: only problems need them.
  func position(of offset: Int) -> SourcePosition {
    var line = 1
    var lineStart = contentStart
    var scan = 0
    let end = min(offset, bytes.count)
    while scan < end {
      if bytes[scan] == ASCII.lineFeed {
        line += 1
        lineStart = scan + 1
      }
      scan += 1
    }
    return SourcePosition(offset: offset, line: line, column: offset - lineStart + 1)
  }

  /// The problem `message` at `offset`.
  func failure(_ message: String, at offset: Int) -> JSONSyntaxError {
    JSONSyntaxError(position: position(of: offset), message: message)
  }

  /// A problem at the next byte: `unexpected end of input` at the end of the document,
  /// otherwise `expected <expectation>, got <the next token>`.
  func unexpected(expected expectation: String) -> JSONSyntaxError {
    guard index < bytes.count else { return failure("unexpected end of input", at: index) }
    return failure("expected \(expectation), got \(describeToken(at: index))", at: index)
  }

  /// ``TokenDescription/describe(_:at:)`` of the token at `offset`, read from a few bytes
  /// around it: a word is cut after 20 characters, a character is at most 4 bytes.
  func describeToken(at offset: Int) -> String {
    let window = Array(bytes[offset..<min(offset + 32, bytes.count)])
    return TokenDescription.describe(window, at: 0)
  }

  // MARK: - Structure

  /// Skips spaces, tabs, carriage returns and line feeds.
  @inline(__always)
  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case ASCII.space, ASCII.tab, ASCII.carriageReturn, ASCII.lineFeed: index += 1
      default: return
      }
    }
  }

  /// Skips whitespace and returns the kind of the value that starts there, without reading
  /// it. Throws `unexpected end of input`, or `expected a value, got <token>` for a byte that
  /// starts no value.
  @inline(__always)
  mutating func peekValue() throws(JSONSyntaxError) -> JSONValueKind {
    skipWhitespace()
    guard index < bytes.count else { throw failure("unexpected end of input", at: index) }
    switch bytes[index] {
    case ASCII.openBrace: return .object
    case ASCII.openBracket: return .array
    case ASCII.quote: return .string
    case ASCII.minus, ASCII.digits: return .number
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .boolean
    case UInt8(ascii: "n"): return .null
    default: throw unexpected(expected: "a value")
    }
  }

  /// Enters the array or object whose bracket is the next byte; rejects the level past
  /// ``maximumDepth``.
  @inline(__always)
  mutating func open() throws(JSONSyntaxError) {
    guard depth < JSONCursor.maximumDepth else {
      throw failure("nesting deeper than \(JSONCursor.maximumDepth) levels", at: index)
    }
    depth += 1
    index += 1
  }

  /// After `{`: `true` with the cursor on the first key's quote, or `false` after reading the
  /// `}` of an empty object.
  @inline(__always)
  mutating func firstKeyOrEnd() throws(JSONSyntaxError) -> Bool {
    skipWhitespace()
    if index < bytes.count, bytes[index] == ASCII.closeBrace {
      close()
      return false
    }
    guard index < bytes.count, bytes[index] == ASCII.quote else {
      throw unexpected(expected: "a string key or '}'")
    }
    return true
  }

  /// After a member's value: `true` with the cursor on the next key's quote, or `false` after
  /// reading the object's `}`.
  @inline(__always)
  mutating func nextKeyOrEnd() throws(JSONSyntaxError) -> Bool {
    skipWhitespace()
    guard index < bytes.count else {
      throw unexpected(expected: "',' or '}' after an object member")
    }
    switch bytes[index] {
    case ASCII.comma:
      index += 1
      skipWhitespace()
      guard index < bytes.count, bytes[index] == ASCII.quote else {
        throw unexpected(expected: "a string key")
      }
      return true
    case ASCII.closeBrace:
      close()
      return false
    default:
      throw unexpected(expected: "',' or '}' after an object member")
    }
  }

  /// After a key: skips whitespace and the `:`.
  @inline(__always)
  mutating func readColon() throws(JSONSyntaxError) {
    skipWhitespace()
    guard index < bytes.count, bytes[index] == ASCII.colon else {
      throw unexpected(expected: "':' after an object key")
    }
    index += 1
  }

  /// After `[`: `true` when an element follows, `false` after reading the `]` of an empty
  /// array.
  @inline(__always)
  mutating func firstElementOrEnd() -> Bool {
    skipWhitespace()
    if index < bytes.count, bytes[index] == ASCII.closeBracket {
      close()
      return false
    }
    return true
  }

  /// After an element: `true` after reading the `,` before the next element, `false` after
  /// reading the array's `]`.
  @inline(__always)
  mutating func nextElementOrEnd() throws(JSONSyntaxError) -> Bool {
    skipWhitespace()
    guard index < bytes.count else {
      throw unexpected(expected: "',' or ']' after an array element")
    }
    switch bytes[index] {
    case ASCII.comma:
      index += 1
      return true
    case ASCII.closeBracket:
      close()
      return false
    default:
      throw unexpected(expected: "',' or ']' after an array element")
    }
  }

  /// Reads the closing bracket at `index`.
  @inline(__always)
  private mutating func close() {
    depth -= 1
    index += 1
  }

  /// After the document's value: only whitespace may follow.
  mutating func readEndOfDocument() throws(JSONSyntaxError) {
    skipWhitespace()
    guard index == bytes.count else {
      throw failure("trailing characters after the document", at: index)
    }
  }

  // MARK: - Literals

  /// Reads `true`, `false` or `null` (whose first byte is next): the boolean, or `nil` for
  /// `null`. Anything else, `tru` or `truer` say, is `expected a value, got <token>`.
  mutating func readLiteral() throws(JSONSyntaxError) -> Bool? {
    if let end = end(ofWord: "true") {
      index = end
      return true
    }
    if let end = end(ofWord: "false") {
      index = end
      return false
    }
    if let end = end(ofWord: "null") {
      index = end
      return nil
    }
    throw unexpected(expected: "a value")
  }

  /// The offset after `word` when the bytes at `index` are `word` followed by a byte that
  /// is not a letter, digit or underscore (or by the end); otherwise `nil`.
  private func end(ofWord word: StaticString) -> Int? {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { return nil }
    let pointer = word.utf8Start
    for offset in 0..<count where bytes[index + offset] != pointer[offset] { return nil }
    let end = index + count
    if end < bytes.count, TokenDescription.isWordByte(bytes[end]) { return nil }
    return end
  }
}

/// The JSON type of a value, known from its first byte.
enum JSONValueKind: Hashable, Sendable {
  case object, array, string, number, boolean, null

  /// The type as a noun with its article, for messages: `an object`, `an array`, `a string`,
  /// `a number`, `a boolean` or `null`.
  var typeDescription: String {
    switch self {
    case .null: return "null"
    case .boolean: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}
