/// Text from a document (ids, names, captions) written into another syntax by the tool's
/// writers: one function per target syntax, so that every writer of that syntax holds any
/// input. (Messages quote text with ``Quoting``; the frames format writes its strings by its
/// own documented rule, which the player page escapes further, see `PlayerPage`.)
///
/// | Target | Function | Writers |
/// | --- | --- | --- |
/// | XML 1.0 text and attribute values | ``xml(_:)`` | the SVG pictures, the Deep Zoom descriptor (`.dzi`) |
/// | a JSON string that JavaScript, HTML and XML hosts hold | ``appendJSONString(_:to:)``, ``jsonString(_:)`` | the Lottie and trace exports, the tile plans, the player page's settings |
/// | JSON already written, embedded in an HTML `<script>` | ``appendScriptSafeJSON(_:to:)`` (with ``needsJSONEscape(_:)``) | the player page's frames |
///
/// XML 1.0 cannot hold the C0 controls other than tab, line feed and carriage return, nor
/// U+FFFE and U+FFFF (its `Char` production), not even as character references: ``xml(_:)``
/// replaces each with U+FFFD, the replacement character, as a decoder replaces what it cannot
/// read. (A Swift string holds no lone surrogate: the reader refuses an unpaired `\uD800`.)
/// JSON can escape anything, so the JSON functions keep every character, escaping as
/// `\uXXXX` the ones a host may refuse or misread (``needsJSONEscape(_:)``).
package enum TextEscaping {
  /// Whether XML 1.0 can hold `scalar` (its `Char` production): tab, line feed, carriage
  /// return, U+0020 ... U+D7FF, U+E000 ... U+FFFD and U+10000 ... U+10FFFF.
  package static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
    default: return false
    }
  }

  /// `text` as XML 1.0 character data or an attribute value in double quotes: `&`, `<`, `>`
  /// and `"` as entities, and every character XML 1.0 cannot hold (``isXMLCharacter(_:)``)
  /// replaced by U+FFFD.
  package static func xml(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default:
        result.unicodeScalars.append(isXMLCharacter(scalar) ? scalar : "\u{FFFD}")
      }
    }
    return result
  }

  /// Whether `scalar` is written as an escape in a JSON string for any host: the controls
  /// (U+0000 ... U+001F, which JSON requires, and U+007F ... U+009F, which HTML reports as
  /// errors), the line and paragraph separators (U+2028, U+2029: line breaks in JavaScript
  /// before ES2019) and the noncharacters (U+FDD0 ... U+FDEF and the last two code points of
  /// every plane, U+FFFE and U+FFFF among them: errors in HTML, and not XML characters).
  package static func needsJSONEscape(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    switch value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0xFDD0...0xFDEF: return true
    default: return value & 0xFFFE == 0xFFFE
    }
  }

  /// Appends `text` as a JSON string to `bytes`: in double quotes, `"` and `\` escaped by a
  /// backslash, every character of ``needsJSONEscape(_:)`` as `\uXXXX` (lower-case hex; a
  /// character past U+FFFF as its UTF-16 surrogate pair, `\ud83f\udffe`), everything else as
  /// its UTF-8 bytes.
  package static func appendJSONString(_ text: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"", "\\":
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(UInt8(scalar.value))
      default:
        if needsJSONEscape(scalar) {
          appendEscape(of: scalar, to: &bytes)
        } else {
          bytes.append(contentsOf: String(scalar).utf8)
        }
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// `text` as a JSON string (``appendJSONString(_:to:)``).
  package static func jsonString(_ text: String) -> String {
    var bytes: [UInt8] = []
    appendJSONString(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `json`, the UTF-8 bytes of JSON text, to `result` made safe inside an HTML
  /// `<script>` element: every `<` written `\u003c`, so that no `</script>` or `<!--` in a
  /// string ends the block early, and every character of ``needsJSONEscape(_:)`` written raw
  /// (JSON allows U+007F and above in strings) as its `\uXXXX` escape. Both are valid because
  /// JSON holds `<` and non-ASCII characters only inside strings. `json` must end at a
  /// character boundary; a malformed sequence is copied as it is.
  package static func appendScriptSafeJSON<Bytes: Collection<UInt8>>(
    _ json: Bytes, to result: inout [UInt8]
  ) {
    var index = json.startIndex
    while index != json.endIndex {
      let byte = json[index]
      if byte == UInt8(ascii: "<") {
        result += escapedLessThan
        index = json.index(after: index)
        continue
      }
      // ASCII, or a byte that starts no character that needs an escape (only DEL and the
      // lead bytes of U+0080 ... U+009F, U+2028, U+2029, U+FDD0 ... U+FDEF and
      // U+xFFFE, U+xFFFF can).
      guard byte == 0x7F || byte == 0xC2 || byte == 0xE2 || byte == 0xEF || byte >= 0xF0 else {
        result.append(byte)
        index = json.index(after: index)
        continue
      }
      var decoder = UTF8()
      var iterator = json[index...].makeIterator()
      guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
        result.append(byte)
        index = json.index(after: index)
        continue
      }
      let length = UTF8.width(scalar)
      if needsJSONEscape(scalar) {
        appendEscape(of: scalar, to: &result)
      } else {
        result.append(contentsOf: json[index..<json.index(index, offsetBy: length)])
      }
      index = json.index(index, offsetBy: length)
    }
  }

  /// What a `<` becomes in a script: `\u003c`.
  private static let escapedLessThan = Array("\\u003c".utf8)

  /// Appends `\uXXXX` for `scalar` (lower-case hex), or its surrogate pair past U+FFFF.
  private static func appendEscape(of scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
    for unit in String(scalar).utf16 {
      bytes += Array("\\u".utf8)
      for shift in stride(from: 12, through: 0, by: -4) {
        let digit = UInt8((unit >> UInt16(shift)) & 0xF)
        bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
      }
    }
  }
}
