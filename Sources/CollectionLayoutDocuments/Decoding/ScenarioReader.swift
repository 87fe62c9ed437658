import CollectionLayoutCore

/// A value of the document and its path.
struct JSONField {
  /// The value.
  var value: JSONValue
  /// Where the value is.
  var path: JSONPath
}

/// The members of a JSON object, looked up by key, each with its path.
struct JSONObjectFields {
  /// The object itself.
  var field: JSONField
  /// The members, in document order.
  var members: [JSONMember]

  /// The member with this key, if the object has it.
  subscript(key: String) -> JSONField? {
    guard let member = members.first(where: { $0.key == key }) else { return nil }
    return JSONField(value: member.value, path: field.path.appending(key: key))
  }
}

/// Reads values of a ``JSONValue`` tree, collecting every problem on the way instead of
/// stopping at the first: the type checks and messages ``FramesReader`` shares.
///
/// Scenarios are not read through a tree: ``ScenarioDecoder`` reads them in one pass
/// with ``StreamingReader``, whose messages are the same. This tree reader (and
/// ``JSONParser``'s tree) stays for the frames reader until it is rewritten the same way.
///
/// Each read returns `nil` when the value is absent or wrong; a wrong value is reported,
/// and its path remembered.
struct ScenarioReader {
  /// An issue and the byte offset of what it is about, to sort issues in document order.
  struct LocatedIssue {
    /// The issue.
    var issue: ScenarioIssue
    /// The offset, in bytes, of the value, key or object the issue is about.
    var offset: Int
  }

  /// The problems found, in the order found.
  var issues: [LocatedIssue] = []
  /// Locations of values that were reported or missing and replaced by a default.
  var replacedLocations: Set<String> = []

  /// Reports a problem with a value and remembers its path as replaced.
  mutating func report(_ message: String, about field: JSONField) {
    report(message, at: field.path, offset: field.value.position.offset)
    replacedLocations.insert(field.path.description)
  }

  /// Reports a problem at a path, about the byte at `offset`.
  mutating func report(_ message: String, at path: JSONPath, offset: Int) {
    issues.append(
      LocatedIssue(
        issue: ScenarioIssue(location: path.description, message: message), offset: offset))
  }

  /// The object's members after checking its keys: each unknown key is reported at its own
  /// path, with the nearest valid key or the list of `keys` (in documented order), and each
  /// missing key of `required` is reported at the object's path and remembered as replaced.
  /// Returns `nil`, after reporting, when the value is not an object.
  mutating func object(_ field: JSONField, keys: [String], required: [String] = [])
    -> JSONObjectFields?
  {
    guard case .object(let members) = field.value.kind else {
      report("expected an object, got \(field.value.typeDescription)", about: field)
      return nil
    }
    for key in required where !members.contains(where: { $0.key == key }) {
      report(
        "missing required key \(Quoting.quoted(key))", at: field.path,
        offset: field.value.position.offset)
      replacedLocations.insert(field.path.appending(key: key).description)
    }
    for member in members where !keys.contains(member.key) {
      let hint: String
      if let suggestion = KeySuggestion.nearest(to: member.key, among: keys) {
        hint = "did you mean \(Quoting.quoted(suggestion))?"
      } else {
        hint = "expected one of \(ScenarioReader.list(keys))"
      }
      report(
        "unknown key; \(hint)", at: field.path.appending(key: member.key),
        offset: member.keyPosition.offset)
    }
    return JSONObjectFields(field: field, members: members)
  }

  /// The elements of an array with their paths, or `nil` when absent or not an array.
  mutating func array(_ field: JSONField?) -> [JSONField]? {
    guard let field else { return nil }
    guard case .array(let elements) = field.value.kind else {
      report("expected an array, got \(field.value.typeDescription)", about: field)
      return nil
    }
    return elements.enumerated().map { index, element in
      JSONField(value: element, path: field.path.appending(index: index))
    }
  }

  /// A number, or `nil` when absent or not a number. Infinite values pass through for the
  /// range checks to report.
  mutating func number(_ field: JSONField?) -> Double? {
    guard let field else { return nil }
    guard case .number(let number) = field.value.kind else {
      report("expected a number, got \(field.value.typeDescription)", about: field)
      return nil
    }
    return number.value
  }

  /// An integer, or `nil` when absent or not an integral number that fits an `Int`. Integral
  /// numbers written with a fraction or an exponent (`3.0`, `1e2`) are accepted.
  mutating func integer(_ field: JSONField?) -> Int? {
    guard let field else { return nil }
    guard case .number(let number) = field.value.kind else {
      report("expected an integer, got \(field.value.typeDescription)", about: field)
      return nil
    }
    return integer(number, about: field)
  }

  /// The number as an integer, or `nil` after reporting that it is not one.
  mutating func integer(_ number: JSONNumberLiteral, about field: JSONField) -> Int? {
    let literal = Quoting.shortened(number.literal)
    switch number.integerReading {
    case .integer(let integer):
      return integer
    case .outOfRange:
      report("expected an integer between \(Int.min) and \(Int.max), got \(literal)", about: field)
    case .notIntegral:
      report("expected an integer, got \(literal)", about: field)
    }
    return nil
  }

  /// A boolean, or `nil` when absent or not a boolean.
  mutating func boolean(_ field: JSONField?) -> Bool? {
    guard let field else { return nil }
    guard case .boolean(let value) = field.value.kind else {
      report("expected a boolean, got \(field.value.typeDescription)", about: field)
      return nil
    }
    return value
  }

  /// A string, or `nil` when absent or not a string.
  mutating func string(_ field: JSONField?) -> String? {
    guard let field else { return nil }
    guard case .string(let value) = field.value.kind else {
      report("expected a string, got \(field.value.typeDescription)", about: field)
      return nil
    }
    return value
  }

  /// A case of a string enumeration, or `nil` when absent or not one of its raw values.
  mutating func enumeration<Value: RawRepresentable & CaseIterable>(
    _ field: JSONField?, as type: Value.Type = Value.self
  ) -> Value? where Value.RawValue == String {
    guard let field else { return nil }
    let names = ScenarioReader.list(Value.allCases.map(\.rawValue))
    guard case .string(let name) = field.value.kind else {
      report("expected one of \(names), got \(field.value.typeDescription)", about: field)
      return nil
    }
    guard let value = Value(rawValue: name) else {
      report("expected one of \(names), got \(Quoting.quoted(name))", about: field)
      return nil
    }
    return value
  }

  /// A colour written `"#RRGGBB"` or `"#RRGGBBAA"`, or `nil` when absent or not a colour.
  mutating func color(_ field: JSONField?) -> LayoutColor? {
    guard let field else { return nil }
    let expectation = "expected a colour \"#RRGGBB\" or \"#RRGGBBAA\""
    guard case .string(let text) = field.value.kind else {
      report("\(expectation), got \(field.value.typeDescription)", about: field)
      return nil
    }
    guard let color = LayoutColor(hex: text) else {
      report("\(expectation), got \(Quoting.quoted(text))", about: field)
      return nil
    }
    return color
  }

  /// Names quoted and separated by commas: `"a", "b", "c"`.
  static func list(_ names: [String]) -> String {
    names.map(Quoting.quoted).joined(separator: ", ")
  }
}
