import CollectionLayoutCore

extension StreamingReader {
  /// A number, or `nil` after reporting a value that is not one. Infinite values (`1e999`)
  /// pass through for the range checks to report.
  @inline(__always)
  mutating func number() throws(DecodingStop) -> Double? {
    let kind = try peek()
    guard kind == .number else {
      try reportWrongType("expected a number", found: kind)
      return nil
    }
    // The token first: evaluating `value(of:)`'s base before a mutating argument would copy
    // the reader.
    let token = try scanNumber()
    return try value(of: token)
  }

  /// An integer, or `nil` after reporting a value that is not an integral number that fits
  /// an `Int`. Integral literals written with a fraction or an exponent (`3.0`, `1e2`) are
  /// integers; whether a literal is integral is decided from its digits, not from its
  /// `Double`.
  mutating func integer() throws(DecodingStop) -> Int? {
    let kind = try peek()
    guard kind == .number else {
      try reportWrongType("expected an integer", found: kind)
      return nil
    }
    let token = try scanNumber()
    return try integer(of: token)
  }

  /// The integer `token` stands for, or `nil` after reporting that it is not one.
  mutating func integer(of token: NumberToken) throws(DecodingStop) -> Int? {
    let reading: IntegerReading
    do { reading = try cursor.integer(of: token) } catch { throw .malformed(error) }
    let literal = Quoting.shortened(cursor.literal(of: token))
    switch reading {
    case .integer(let value):
      return value
    case .outOfRange:
      reportReplaced(
        "expected an integer between \(Int.min) and \(Int.max), got \(literal)",
        offset: token.literal.lowerBound)
    case .notIntegral:
      reportReplaced("expected an integer, got \(literal)", offset: token.literal.lowerBound)
    }
    return nil
  }

  /// A boolean, or `nil` after reporting a value that is not one.
  mutating func boolean() throws(DecodingStop) -> Bool? {
    let kind = try peek()
    guard kind == .boolean else {
      try reportWrongType("expected a boolean", found: kind)
      return nil
    }
    return try readLiteral()
  }

  /// A string, escapes resolved, or `nil` after reporting a value that is not one.
  @inline(__always)
  mutating func string() throws(DecodingStop) -> String? {
    let kind = try peek()
    guard kind == .string else {
      try reportWrongType("expected a string", found: kind)
      return nil
    }
    let token = try scanString()
    return cursor.decode(token)
  }

  /// A case of a string enumeration, or `nil` after reporting a value that is not one of its
  /// raw values; with `suggesting`, the report ends with `; did you mean "<name>"?` when a
  /// name is near (``KeySuggestion``).
  mutating func enumeration<Value: RawRepresentable & CaseIterable>(
    _ type: Value.Type = Value.self, suggesting: Bool = false
  ) throws(DecodingStop) -> Value? where Value.RawValue == String {
    let kind = try peek()
    guard kind == .string else {
      try reportWrongType(
        "expected one of \(Self.list(Value.allCases.map(\.rawValue)))", found: kind)
      return nil
    }
    let token = try scanString()
    let name = cursor.decode(token)
    guard let value = Value(rawValue: name) else {
      reportUnknownName(
        name, among: Value.allCases.map(\.rawValue), suggesting: suggesting, offset: token.start)
      return nil
    }
    return value
  }

  /// One of `names`, as ``enumeration(_:suggesting:)`` reads one of an enumeration's values:
  /// `nil` after reporting a wrong one.
  mutating func enumeration(among names: [String]) throws(DecodingStop) -> String? {
    let kind = try peek()
    guard kind == .string else {
      try reportWrongType("expected one of \(Self.list(names))", found: kind)
      return nil
    }
    let token = try scanString()
    let name = cursor.decode(token)
    guard names.contains(name) else {
      reportUnknownName(name, among: names, suggesting: false, offset: token.start)
      return nil
    }
    return name
  }

  /// Reports `name`, at `offset`, as not one of `names` (with the nearest when `suggesting`),
  /// and remembers its location as replaced.
  private mutating func reportUnknownName(
    _ name: String, among names: [String], suggesting: Bool, offset: Int
  ) {
    let hint =
      suggesting
      ? KeySuggestion.nearest(to: name, among: names).map {
        "; did you mean \(Quoting.quoted($0))?"
      }
      : nil
    reportReplaced(
      "expected one of \(Self.list(names)), got \(Quoting.quoted(name))\(hint ?? "")",
      offset: offset)
  }

  /// A colour written `"#RRGGBB"` or `"#RRGGBBAA"`, or `nil` after reporting anything else.
  mutating func color() throws(DecodingStop) -> LayoutColor? {
    let expectation = "expected a colour \"#RRGGBB\" or \"#RRGGBBAA\""
    let kind = try peek()
    guard kind == .string else {
      try reportWrongType(expectation, found: kind)
      return nil
    }
    let token = try scanString()
    let text = cursor.decode(token)
    guard let color = LayoutColor(hex: text) else {
      reportReplaced("\(expectation), got \(Quoting.quoted(text))", offset: token.start)
      return nil
    }
    return color
  }
}
