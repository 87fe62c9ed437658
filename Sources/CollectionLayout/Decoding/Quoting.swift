/// Writes strings from a document into messages.
enum Quoting {
  /// The longest string or literal quoted in a message, in characters; longer ones are cut
  /// and end in `...`.
  static let maximumLength = 40

  /// The string in double quotes with JSON escapes for `"`, `\` and control characters,
  /// shortened to ``maximumLength`` characters: `"rtl"`, `"say \"hi\""`.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in shortened(text).unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{0}"..."\u{1F}", "\u{7F}":
        let digits = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// The text itself when it has at most `maximumLength` characters, otherwise its first
  /// `maximumLength` characters followed by `...`.
  static func shortened(_ text: String, to maximumLength: Int = Quoting.maximumLength) -> String {
    guard text.count > maximumLength else { return text }
    return String(text.prefix(maximumLength)) + "..."
  }
}
