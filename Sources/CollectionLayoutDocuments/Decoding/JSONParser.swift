import CollectionLayoutCore

/// A strict JSON parser (RFC 8259) over UTF-8 bytes that keeps source positions.
///
/// - Any value may be the document, surrounded by whitespace (space, tab, line feed,
///   carriage return). A UTF-8 byte order mark at the very start is skipped.
/// - Objects with a repeated key are rejected, at the second occurrence of the key.
/// - Strings must be valid UTF-8, with no unescaped control characters (U+0000 ... U+001F)
///   and no unpaired surrogate escapes.
/// - Containers nest at most ``maximumDepth`` levels. The parser keeps its own stack instead
///   of recursing, so no input can overflow the call stack, and no input traps.
///
/// Parsing stops at the first problem and throws it as a ``JSONSyntaxError``.
///
/// It builds a ``JSONValue`` tree for ``FramesReader`` (and checks, in the tests and the fuzz
/// target, that frames are well-formed). Scenarios are read without a tree by ``JSONCursor``,
/// which accepts and rejects exactly the same documents with the same messages.
struct JSONParser {
  /// The deepest nesting of arrays and objects accepted: the document's own array or object
  /// is level 1.
  static let maximumDepth = 512

  /// The document.
  let bytes: [UInt8]
  /// The index of the next byte to read.
  var index: Int
  /// The line of `index`, 1-based.
  var line = 1
  /// The index of the first byte of the current line.
  var lineStart: Int

  /// Parses a whole document.
  static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    return try parser.parseDocument()
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
    let hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    index = hasByteOrderMark ? 3 : 0
    lineStart = index
  }

  /// The position of the next byte to read.
  var position: SourcePosition {
    SourcePosition(offset: index, line: line, column: index - lineStart + 1)
  }

  /// The next byte, or `nil` at the end of the document.
  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// An error at `position`.
  func failure(_ message: String, at position: SourcePosition) -> JSONSyntaxError {
    JSONSyntaxError(position: position, message: message)
  }

  /// An error at the next byte: `unexpected end of input` at the end of the document,
  /// otherwise `expected <expectation>, got <the next token>`.
  func unexpected(expected expectation: String) -> JSONSyntaxError {
    guard index < bytes.count else { return failure("unexpected end of input", at: position) }
    return failure(
      "expected \(expectation), got \(TokenDescription.describe(bytes, at: index))", at: position)
  }

  /// Skips spaces, tabs, carriage returns and line feeds, counting lines.
  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case ASCII.space, ASCII.tab, ASCII.carriageReturn:
        index += 1
      case ASCII.lineFeed:
        index += 1
        line += 1
        lineStart = index
      default:
        return
      }
    }
  }

  /// An array or object whose closing bracket has not been read yet.
  private struct OpenContainer {
    var start: SourcePosition
    var isObject: Bool
    var elements: [JSONValue] = []
    var members: [JSONMember] = []
    var keys: Set<String> = []
    var pendingKey = ""
    var pendingKeyPosition = SourcePosition.start
  }

  private mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
    var stack: [OpenContainer] = []
    while true {
      // Read a value, or open a container and read its first key.
      skipWhitespace()
      let start = position
      guard let byte = current else { throw failure("unexpected end of input", at: start) }
      var completed: JSONValue
      switch byte {
      case ASCII.openBrace, ASCII.openBracket:
        guard stack.count < JSONParser.maximumDepth else {
          throw failure("nesting deeper than \(JSONParser.maximumDepth) levels", at: start)
        }
        let isObject = byte == ASCII.openBrace
        index += 1
        skipWhitespace()
        if current == (isObject ? ASCII.closeBrace : ASCII.closeBracket) {
          index += 1
          completed = JSONValue(kind: isObject ? .object([]) : .array([]), position: start)
        } else {
          var container = OpenContainer(start: start, isObject: isObject)
          if isObject { try readKey(into: &container, expected: "a string key or '}'") }
          stack.append(container)
          continue
        }
      default:
        completed = try parseScalar()
      }
      // Hand the value to its container, closing containers as far as possible.
      attaching: while true {
        skipWhitespace()
        guard let top = stack.indices.last else {
          guard index == bytes.count else {
            throw failure("trailing characters after the document", at: position)
          }
          return completed
        }
        if stack[top].isObject {
          stack[top].members.append(
            JSONMember(
              key: stack[top].pendingKey, keyPosition: stack[top].pendingKeyPosition,
              value: completed))
          if current == ASCII.comma {
            index += 1
            skipWhitespace()
            try readKey(into: &stack[top], expected: "a string key")
            break attaching
          }
          guard current == ASCII.closeBrace else {
            throw unexpected(expected: "',' or '}' after an object member")
          }
          index += 1
          let container = stack.removeLast()
          completed = JSONValue(kind: .object(container.members), position: container.start)
        } else {
          stack[top].elements.append(completed)
          if current == ASCII.comma {
            index += 1
            break attaching
          }
          guard current == ASCII.closeBracket else {
            throw unexpected(expected: "',' or ']' after an array element")
          }
          index += 1
          let container = stack.removeLast()
          completed = JSONValue(kind: .array(container.elements), position: container.start)
        }
      }
    }
  }

  /// Reads `"key" :` into the container; rejects a key the object already has.
  private mutating func readKey(
    into container: inout OpenContainer, expected expectation: String
  ) throws(JSONSyntaxError) {
    let keyPosition = position
    guard current == ASCII.quote else { throw unexpected(expected: expectation) }
    let key = try parseString()
    guard container.keys.insert(key).inserted else {
      throw failure("duplicate key \(Quoting.quoted(key))", at: keyPosition)
    }
    skipWhitespace()
    guard current == ASCII.colon else { throw unexpected(expected: "':' after an object key") }
    index += 1
    container.pendingKey = key
    container.pendingKeyPosition = keyPosition
  }

  /// Reads a string, number, `true`, `false` or `null`.
  private mutating func parseScalar() throws(JSONSyntaxError) -> JSONValue {
    let start = position
    guard let byte = current else { throw failure("unexpected end of input", at: start) }
    switch byte {
    case ASCII.quote:
      return JSONValue(kind: .string(try parseString()), position: start)
    case ASCII.minus, ASCII.digits:
      return JSONValue(kind: .number(try parseNumber()), position: start)
    default:
      for (word, kind) in JSONParser.literals where bytes[index...].starts(with: word.utf8) {
        let end = index + word.utf8.count
        if end == bytes.count || !TokenDescription.isWordByte(bytes[end]) {
          index = end
          return JSONValue(kind: kind, position: start)
        }
      }
      throw unexpected(expected: "a value")
    }
  }

  private static let literals: [(String, JSONKind)] = [
    ("true", .boolean(true)), ("false", .boolean(false)), ("null", .null),
  ]
}

/// The ASCII bytes the parser looks for.
enum ASCII {
  static let tab = UInt8(ascii: "\t")
  static let lineFeed = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let space = UInt8(ascii: " ")
  static let quote = UInt8(ascii: "\"")
  static let plus = UInt8(ascii: "+")
  static let comma = UInt8(ascii: ",")
  static let minus = UInt8(ascii: "-")
  static let period = UInt8(ascii: ".")
  static let slash = UInt8(ascii: "/")
  static let zero = UInt8(ascii: "0")
  static let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
  static let colon = UInt8(ascii: ":")
  static let openBracket = UInt8(ascii: "[")
  static let backslash = UInt8(ascii: "\\")
  static let closeBracket = UInt8(ascii: "]")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
}
