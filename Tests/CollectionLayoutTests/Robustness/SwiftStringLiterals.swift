/// The string literals of a Swift source file, with their escapes resolved, for
/// `ErrorCatalogueTests`: each is one message (or several, one per line) a test compares with.
///
/// Handles `"..."`, raw `#"..."#` (any number of `#`), multi-line `"""` literals (indentation
/// of the closing delimiter removed, `\` line continuations joined), and skips `//` and `/* */`
/// comments. Literals joined by `+` (only whitespace, comments excluded, around it) are one
/// expression and read as one literal: `"a " + "b"` reads `a b`. An interpolation `\(...)` is
/// kept as written (`\(count)`), so a fixed part of a message never matches inside one.
enum SwiftStringLiterals {
  /// The literals of `source`, in order, concatenations joined.
  static func literals(in source: String) -> [String] {
    let characters = Array(source)
    var literals: [String] = []
    var previousEnd: Int?
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
        while index < characters.count, characters[index] != "\n" { index += 1 }
        continue
      }
      if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
        index = skipBlockComment(characters, from: index)
        continue
      }
      guard character == "#" || character == "\"" else {
        index += 1
        continue
      }
      var hashes = 0
      var start = index
      while start < characters.count, characters[start] == "#" {
        hashes += 1
        start += 1
      }
      guard start < characters.count, characters[start] == "\"" else {
        index = start
        continue
      }
      let (text, end) = literal(characters, quoteAt: start, hashes: hashes)
      let between = previousEnd.map { String(characters[$0..<index]) }
      if let between, between.wholeMatch(of: /\s*\+\s*/) != nil, !literals.isEmpty {
        literals[literals.count - 1] += text
      } else {
        literals.append(text)
      }
      previousEnd = end
      index = end
    }
    return literals
  }

  /// The index after the `*/` closing the comment opened at `start` (comments nest in Swift).
  private static func skipBlockComment(_ characters: [Character], from start: Int) -> Int {
    var depth = 0
    var index = start
    while index + 1 < characters.count {
      if characters[index] == "/", characters[index + 1] == "*" {
        depth += 1
        index += 2
      } else if characters[index] == "*", characters[index + 1] == "/" {
        depth -= 1
        index += 2
        if depth == 0 { return index }
      } else {
        index += 1
      }
    }
    return characters.count
  }

  /// The resolved text of the literal whose first quote is at `quote`, and the index after it.
  private static func literal(_ characters: [Character], quoteAt quote: Int, hashes: Int) -> (
    String, Int
  ) {
    let multiline =
      quote + 2 < characters.count && characters[quote + 1] == "\""
      && characters[quote + 2] == "\""
    let delimiter =
      Array(repeating: "\"", count: multiline ? 3 : 1)
      + Array(
        repeating: Character("#"), count: hashes)
    let escape = [Character("\\")] + Array(repeating: Character("#"), count: hashes)
    var text = ""
    var index = quote + (multiline ? 3 : 1)
    while index < characters.count {
      if matches(characters, at: index, delimiter) {
        index += delimiter.count
        break
      }
      if matches(characters, at: index, escape) {
        index += escape.count
        guard index < characters.count else { break }
        let escaped = characters[index]
        switch escaped {
        case "n": text.append("\n")
        case "t": text.append("\t")
        case "r": text.append("\r")
        case "0": text.append("\0")
        case "\n": break  // a line continuation in a multi-line literal
        case "(":
          let end = interpolationEnd(characters, openingAt: index)
          text += "\\(" + String(characters[(index + 1)..<end])
          index = end
          continue
        case "u":
          var scalar = ""
          var digit = index + 2
          while digit < characters.count, characters[digit] != "}" {
            scalar.append(characters[digit])
            digit += 1
          }
          if let value = UInt32(scalar, radix: 16), let unicode = Unicode.Scalar(value) {
            text.unicodeScalars.append(unicode)
          }
          index = digit + 1
          continue
        default: text.append(escaped)  // \" \\ \'
        }
        index += 1
        continue
      }
      text.append(characters[index])
      index += 1
    }
    return (multiline ? removingIndentation(text) : text, index)
  }

  /// The index after the `)` closing the interpolation whose `(` is at `open`.
  private static func interpolationEnd(_ characters: [Character], openingAt open: Int) -> Int {
    var depth = 0
    var index = open
    var inString = false
    while index < characters.count {
      let character = characters[index]
      if inString {
        if character == "\\" {
          index += 2
          continue
        }
        if character == "\"" { inString = false }
      } else if character == "\"" {
        inString = true
      } else if character == "(" {
        depth += 1
      } else if character == ")" {
        depth -= 1
        if depth == 0 { return index + 1 }
      }
      index += 1
    }
    return characters.count
  }

  private static func matches(_ characters: [Character], at index: Int, _ pattern: [Character])
    -> Bool
  {
    guard index + pattern.count <= characters.count else { return false }
    return Array(characters[index..<(index + pattern.count)]) == pattern
  }

  /// A multi-line literal's lines without the first (empty) line and the closing indentation.
  private static func removingIndentation(_ text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
    let indentation = lines.last.map { $0.prefix { $0 == " " }.count } ?? 0
    if lines.last?.allSatisfy({ $0 == " " }) == true { lines.removeLast() }
    return lines.map { String($0.dropFirst(min(indentation, $0.prefix { $0 == " " }.count))) }
      .joined(separator: "\n")
  }
}
