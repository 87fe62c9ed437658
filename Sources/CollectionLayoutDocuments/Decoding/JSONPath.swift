import CollectionLayoutCore

/// A location in a scenario document, written the way issues name it:
/// `sections[2].metrics.columns`, `steps[1].scroll.y`; the document itself is `""`.
///
/// A key that is not an identifier (ASCII letters, digits and underscores, not starting with
/// a digit) of at most ``Quoting/maximumLength`` characters is written quoted in brackets,
/// escaped and shortened like every string in a message: `metrics["row height"]`.
struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  /// The path as written in issues.
  var description: String

  /// The document itself.
  static let root = JSONPath(description: "")

  /// The path of the member `key` of the object at this path.
  func appending(key: String) -> JSONPath {
    if JSONPath.isIdentifier(key), key.utf8.count <= Quoting.maximumLength {
      return JSONPath(description: description.isEmpty ? key : description + "." + key)
    }
    return JSONPath(description: description + "[" + Quoting.quoted(key) + "]")
  }

  /// The path of element `index` of the array at this path.
  func appending(index: Int) -> JSONPath {
    JSONPath(description: description + "[\(index)]")
  }

  /// The location itself and every location that contains it, innermost first:
  /// `steps[1].scroll.x`, `steps[1].scroll`, `steps[1]`, `steps`. The root is not listed.
  static func enclosingLocations(of location: String) -> [String] {
    var locations = [location]
    var end = location.utf8.endIndex
    while end > location.utf8.startIndex {
      end = location.utf8.index(before: end)
      let byte = location.utf8[end]
      if byte == ASCII.period || byte == ASCII.openBracket, end > location.utf8.startIndex {
        locations.append(String(location[..<end]))
      }
    }
    return locations
  }

  /// One step of a path: a key or an index.
  enum Component: Hashable, Sendable {
    /// The member with this key.
    case key(String)
    /// The element at this index.
    case index(Int)
  }

  /// The steps of a location made of identifiers and indices, as the range checks of
  /// ``Scenario/validationIssues()`` write them; parsing stops at anything else.
  static func components(of location: String) -> [Component] {
    var components: [Component] = []
    var scanner = Substring(location)
    while let first = scanner.first {
      if first == "." {
        scanner = scanner.dropFirst()
      } else if first == "[" {
        let digits = scanner.dropFirst().prefix { $0.isASCII && $0.isNumber }
        guard let index = Int(digits), scanner.dropFirst(1 + digits.count).first == "]" else {
          break
        }
        components.append(.index(index))
        scanner = scanner.dropFirst(2 + digits.count)
        continue
      }
      let name = scanner.prefix { $0 != "." && $0 != "[" }
      guard !name.isEmpty else { break }
      components.append(.key(String(name)))
      scanner = scanner.dropFirst(name.count)
    }
    return components
  }

  private static func isIdentifier(_ key: String) -> Bool {
    guard let first = key.utf8.first, !ASCII.digits.contains(first) else { return false }
    return key.utf8.allSatisfy(TokenDescription.isWordByte)
  }
}
