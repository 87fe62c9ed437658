/// A location in a scenario document, written the way issues name it:
/// `sections[2].metrics.columns`, `steps[1].scroll.y`; the document itself is `""`.
///
/// A key that is not an identifier (ASCII letters, digits and underscores, not starting with
/// a digit) is written quoted in brackets: `metrics["row height"]`.
struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  /// The path as written in issues.
  var description: String

  /// The document itself.
  static let root = JSONPath(description: "")

  /// The path of the member `key` of the object at this path.
  func appending(key: String) -> JSONPath {
    if JSONPath.isIdentifier(key) {
      return JSONPath(description: description.isEmpty ? key : description + "." + key)
    }
    return JSONPath(description: description + "[" + Quoting.quoted(key) + "]")
  }

  /// The path of element `index` of the array at this path.
  func appending(index: Int) -> JSONPath {
    JSONPath(description: description + "[\(index)]")
  }

  /// Whether `location` names this path or a place inside it: `steps[1]` contains
  /// `steps[1]`, `steps[1].scroll` and `steps[1][0]` but not `steps[10]`. The root contains
  /// every location.
  func contains(_ location: String) -> Bool {
    guard location.utf8.starts(with: description.utf8) else { return false }
    let rest = location.utf8.dropFirst(description.utf8.count)
    guard let next = rest.first else { return true }
    return description.isEmpty || next == ASCII.period || next == ASCII.openBracket
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
