/// Writes strings from a document into messages, so that no input can split a message over
/// two lines, drive the terminal, or make a message as long as the input.
package enum Quoting {
  /// The longest string or literal quoted in a message, in characters; longer ones are cut
  /// and end in `...`.
  package static let maximumLength = 40
  /// The most Unicode scalars of a quoted string, however few characters they make (a
  /// character may carry any number of combining marks).
  static let maximumScalars = 4 * maximumLength

  /// The string in double quotes with JSON escapes, shortened to ``maximumLength`` characters:
  /// `"rtl"`, `"say \"hi\""`, `"a\nb"`. Escaped are `"`, `\`, the control characters (C0,
  /// DEL and C1) and the characters that reorder or break lines in a terminal (U+2028,
  /// U+2029, and the bidirectional embeddings, overrides and isolates), as `\uXXXX`.
  package static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in shortened(text).unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if needsEscape(scalar) {
          let digits = String(scalar.value, radix: 16, uppercase: true)
          result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// Whether `scalar` is shown as a code point rather than as itself in a message: the
  /// control characters (U+0000 ... U+001F, U+007F ... U+009F), the line and paragraph
  /// separators (U+2028, U+2029) and the bidirectional controls (U+200E, U+200F,
  /// U+202A ... U+202E, U+2066 ... U+2069).
  package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// The text itself when it has at most `maximumLength` characters (and at most
  /// ``maximumScalars`` scalars), otherwise its first `maximumLength` characters (as many as
  /// fit in that many scalars) followed by `...`.
  package static func shortened(_ text: String, to maximumLength: Int = Quoting.maximumLength)
    -> String
  {
    var characters = 0
    var scalars = 0
    var end = text.startIndex
    for character in text {
      let count = character.unicodeScalars.count
      guard characters < maximumLength, scalars + count <= 4 * maximumLength else {
        return String(text[..<end]) + "..."
      }
      characters += 1
      scalars += count
      end = text.index(after: end)
    }
    return text
  }
}
