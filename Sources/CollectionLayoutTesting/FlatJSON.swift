/// A JSON object read into its leaf values, each with a path and its text exactly as written,
/// for naming what changed between two lines of a frames file.
///
/// Paths join object keys with `.`; array members get `[i]`, except that the 4 members of an
/// element's `frame` are named `frame.x`, `frame.y`, `frame.width` and `frame.height`. Leaf
/// values keep their JSON text: `88`, `106.667`, `true`, `"#FFFFFF"`. Empty objects and
/// arrays are leaves written `{}` and `[]`.
struct FlatJSON: Equatable {
  /// The leaves, in document order.
  var leaves: [(path: String, text: String)]

  static func == (lhs: FlatJSON, rhs: FlatJSON) -> Bool {
    lhs.leaves.elementsEqual(rhs.leaves) { $0.path == $1.path && $0.text == $1.text }
  }

  /// Reads one JSON object spanning the whole of `text` (surrounding spaces allowed); `nil`
  /// when it is not one.
  init?(object text: Substring) {
    var reader = Reader(bytes: Array(text.utf8))
    reader.skipSpaces()
    guard reader.peek() == UInt8(ascii: "{") else { return nil }
    var leaves: [(path: String, text: String)] = []
    guard reader.readValue(path: "", into: &leaves) else { return nil }
    reader.skipSpaces()
    guard reader.isAtEnd else { return nil }
    self.leaves = leaves
  }

  /// The text of the leaf at `path`, if any.
  func text(at path: String) -> String? {
    leaves.first { $0.path == path }?.text
  }

  /// The names of the 4 members of a `frame` array.
  private static let frameMemberNames = ["x", "y", "width", "height"]

  /// A cursor over the bytes of one line.
  private struct Reader {
    let bytes: [UInt8]
    var position = 0

    var isAtEnd: Bool { position >= bytes.count }

    func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func skipSpaces() {
      while let byte = peek(), byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
        position += 1
      }
    }

    mutating func expect(_ byte: UInt8) -> Bool {
      skipSpaces()
      guard peek() == byte else { return false }
      position += 1
      return true
    }

    /// Reads a value at `path`, appending its leaves; false when the text is not JSON.
    mutating func readValue(path: String, into leaves: inout [(path: String, text: String)])
      -> Bool
    {
      skipSpaces()
      switch peek() {
      case UInt8(ascii: "{"):
        position += 1
        if expect(UInt8(ascii: "}")) {
          leaves.append((path, "{}"))
          return true
        }
        repeat {
          skipSpaces()
          guard let key = readString(), expect(UInt8(ascii: ":")) else { return false }
          let name = String(decoding: key.dropFirst().dropLast(), as: UTF8.self)
          let childPath = path.isEmpty ? name : path + "." + name
          guard readValue(path: childPath, into: &leaves) else { return false }
        } while expect(UInt8(ascii: ","))
        return expect(UInt8(ascii: "}"))
      case UInt8(ascii: "["):
        position += 1
        if expect(UInt8(ascii: "]")) {
          leaves.append((path, "[]"))
          return true
        }
        var members: [[(path: String, text: String)]] = []
        repeat {
          var member: [(path: String, text: String)] = []
          guard readValue(path: "\(path)[\(members.count)]", into: &member) else { return false }
          members.append(member)
        } while expect(UInt8(ascii: ","))
        guard expect(UInt8(ascii: "]")) else { return false }
        let isFrame =
          (path == "frame" || path.hasSuffix(".frame")) && members.count == 4
          && members.allSatisfy { $0.count == 1 }
        for (index, member) in members.enumerated() {
          if isFrame {
            leaves.append((path + "." + FlatJSON.frameMemberNames[index], member[0].text))
          } else {
            leaves += member
          }
        }
        return true
      case UInt8(ascii: "\""):
        guard let string = readString() else { return false }
        leaves.append((path, String(decoding: string, as: UTF8.self)))
        return true
      default:
        let start = position
        while let byte = peek(), !" \t,]}:".utf8.contains(byte) { position += 1 }
        guard position > start else { return false }
        leaves.append((path, String(decoding: bytes[start..<position], as: UTF8.self)))
        return true
      }
    }

    /// Reads a string with its quotes, escapes left as written; `nil` when unterminated.
    mutating func readString() -> ArraySlice<UInt8>? {
      guard peek() == UInt8(ascii: "\"") else { return nil }
      let start = position
      position += 1
      while let byte = peek() {
        position += 1
        if byte == UInt8(ascii: "\\") {
          position += 1
        } else if byte == UInt8(ascii: "\"") {
          return bytes[start..<position]
        }
      }
      return nil
    }
  }
}
