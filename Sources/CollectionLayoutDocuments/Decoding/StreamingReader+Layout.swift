import CollectionLayoutCore

extension StreamingReader {
  /// The scenario's `layout`: `{"kind": K, ...}`, where K is one of the reader's
  /// ``LayoutKinds``, and the other keys those of K's configuration; the grid when wrong.
  ///
  /// `kind` may come last: the reader looks ahead for it (``kindName(inObjectAt:)``) before it
  /// reads the other keys, each with K, so that kinds may share keys (`scrollDirection`). The
  /// keys K does not have are reported as unknown (`expected one of "kind"` for a grid, K's
  /// keys for the others), and K's required keys missing. With a wrong or missing kind only
  /// the kind is reported.
  mutating func layout() throws(DecodingStop) -> ScenarioLayout {
    guard var object = try beginObject() else { return .grid }
    let name = kindName(inObjectAt: object.start)
    guard let name, let kind = kinds.kind(named: name) else {
      // Only the kind is reported: its problem, or that it is missing.
      while let member = try nextMember(&object, of: kinds.layoutKeys) {
        if member.rawValue == "kind" {
          _ = try enumeration(among: kinds.names)
        } else {
          try skipValue()
        }
      }
      return .grid
    }
    let keys = ObjectKeys<MemberName>(
      names: ["kind"] + kind.configurationKeys, required: ["kind"] + kind.requiredKeys)
    var configuration: (any Hashable & Sendable)?
    while let member = try nextMember(&object, of: keys) {
      if member.rawValue == "kind" {
        _ = try enumeration(among: kinds.names)
      } else {
        configuration = try kind.read(member.rawValue, into: configuration, from: &self)
      }
    }
    return kind.layout(configuration)
  }

  /// The kind of layout the document names (its `layout.kind`), looked ahead for from
  /// `scenarioStart` (the offset of the scenario's `{`), once: the grid when the scenario has
  /// no `layout`; `nil` when its kind is wrong or the document is malformed before it (both
  /// reported where they are read). What a section's `layout` is read by, wherever the
  /// scenario's `layout` is.
  mutating func documentKind() -> (any LayoutKind.Type)? {
    if let resolved = resolvedDocumentKind { return resolved }
    var lookahead = cursor
    lookahead.index = scenarioStart
    lookahead.depth = 0
    var found: (any LayoutKind.Type)? = kinds.kind(named: GridLayoutKind.name)
    if let offset = Self.valueOffset(of: "layout", inObjectAt: &lookahead) {
      found = kindName(inObjectAt: offset).flatMap { kinds.kind(named: $0) }
    }
    resolvedDocumentKind = .some(found)
    return found
  }

  /// The string value of the `kind` member of the object whose `{` is at `offset`, found
  /// without reading the object or reporting anything; `nil` when it has none, when it is
  /// not a string, or when the object is malformed before it.
  func kindName(inObjectAt offset: Int) -> String? {
    var lookahead = cursor
    lookahead.index = offset
    lookahead.depth = 0
    guard let valueOffset = Self.valueOffset(of: "kind", inObjectAt: &lookahead) else {
      return nil
    }
    lookahead.index = valueOffset
    guard let token = try? lookahead.scanString() else { return nil }
    return lookahead.decode(token)
  }

  /// The offset of the value of member `key` of the object at `cursor` (whitespace before
  /// it skipped); `nil` when the object has no such member or is malformed before it.
  private static func valueOffset(of key: String, inObjectAt cursor: inout JSONCursor) -> Int? {
    cursor.skipWhitespace()
    guard cursor.current == UInt8(ascii: "{") else { return nil }
    do {
      try cursor.open()
      var hasKey = try cursor.firstKeyOrEnd()
      while hasKey {
        let token = try cursor.scanString()
        try cursor.readColon()
        if cursor.decode(token) == key {
          cursor.skipWhitespace()
          return cursor.index
        }
        try cursor.skipValue()
        hasKey = try cursor.nextKeyOrEnd()
      }
    } catch {
      return nil
    }
    return nil
  }

  /// A section's `layout`, read by the document's kind (``documentKind()``): `nil`, after
  /// reporting it, for a kind whose sections have no `layout`; `nil` without a report when the
  /// document's kind is wrong (that is reported at `layout.kind`).
  mutating func sectionLayout() throws(DecodingStop) -> SectionLayout? {
    guard let kind = documentKind() else {
      try skipValue()
      return nil
    }
    guard let own = kind.streaming, own.hasSectionLayouts else {
      let readers = kinds.kinds.filter { $0.readsSectionLayouts }.map { $0.name }
      cursor.skipWhitespace()
      report(
        "unexpected key in a \(Quoting.quoted(kind.name)) layout: only "
          + "\(Self.alternatives(readers)) layouts read a section's layout",
        offset: cursor.index)
      try skipValue()
      return nil
    }
    return try own.readSectionLayout(from: &self)
  }
}

extension LayoutKind {
  /// Reads `key` into `configuration` (this kind's, or `nil` before its first key): with the
  /// streaming reader for the package's kinds, through ``LayoutValueReader`` for another.
  static func read(
    _ key: String, into configuration: (any Hashable & Sendable)?,
    from reader: inout StreamingReader
  ) throws(DecodingStop) -> any Hashable & Sendable {
    if let own = streaming { return try own.readOwn(key, into: configuration, from: &reader) }
    var read = configuration as? Configuration ?? defaultConfiguration
    try readThroughFacade(key, into: &read, from: &reader)
    return read
  }

  /// The layout of this kind with `configuration` (this kind's, or `nil` for the default).
  static func layout(_ configuration: (any Hashable & Sendable)?) -> ScenarioLayout {
    ScenarioLayout(Self.self, configuration as? Configuration ?? defaultConfiguration)
  }
}

extension StreamingLayoutKind {
  /// Reads `key` into `configuration` (this kind's, or `nil` before its first key) with the
  /// streaming reader.
  static func readOwn(
    _ key: String, into configuration: (any Hashable & Sendable)?,
    from reader: inout StreamingReader
  ) throws(DecodingStop) -> any Hashable & Sendable {
    var read = configuration as? Configuration ?? defaultConfiguration
    try self.read(key, into: &read, from: &reader)
    return read
  }
}
