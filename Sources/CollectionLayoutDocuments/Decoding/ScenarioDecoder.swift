import CollectionLayoutCore

/// Reads scenario documents (format version 1) into ``Scenario`` values.
///
/// The document is read in one pass, straight from its bytes into the model, by the package's
/// own strict JSON reader (RFC 8259), so that messages and positions are the same on every
/// platform and no input traps. Malformed JSON is reported as a single issue located at
/// `line L, column C` (columns count bytes). A well-formed document is read key by key and
/// every problem is collected: wrong types, unknown keys (with the nearest valid key), missing
/// keys, unknown enumeration values and colours, and finally every range problem of
/// ``Scenario/validationIssues()`` that is not about a value already reported. Issues are
/// located by JSON path (`sections[2].metrics.columns`) and sorted in document order. The
/// article <doc:ScenarioFormat> describes every key and every message.
///
/// A document larger than ``ReadingLimits/maximumInputSize`` is refused before it is read, and reading
/// stops, with a located issue, at the first element past one of the document-wide reading
/// limits (``ReadingLimits/maximumListedItemCount`` and the others), so that no input makes decoding
/// spend more than a bounded amount of memory.
///
/// The scenario returned has been validated: playing it (``Scenario/frames()``) does not
/// validate it again, unless it is changed first.
public enum ScenarioDecoder {
  /// Decodes a scenario from the bytes of a JSON document (UTF-8), reporting every problem
  /// found: malformed JSON with its line and column, wrong types, unknown keys with the
  /// nearest valid key, and every range problem of ``Scenario/validationIssues()``.
  ///
  /// - Parameters:
  ///   - bytes: The document, UTF-8.
  ///   - kinds: The kinds of layout `layout.kind` may name: the package's own by default,
  ///     `LayoutKinds.standard.adding(MyKind.self)` to read a kind of yours too.
  /// - Returns: The scenario, validated.
  /// - Throws: Every problem found, located by JSON path and sorted in document order.
  public static func decode(_ bytes: [UInt8], kinds: LayoutKinds = .standard)
    throws(ScenarioError) -> Scenario
  {
    try DocumentBytes.reading(bytes) { bytes throws(ScenarioError) in
      try decode(bytes, limits: ReadingLimits(), kinds: kinds)
    }
  }

  /// Decodes a scenario from the text of a JSON document, exactly as decoding the text's
  /// UTF-8 bytes does, with the layout kinds `kinds` (the package's own by default).
  public static func decode(_ text: String, kinds: LayoutKinds = .standard)
    throws(ScenarioError) -> Scenario
  {
    try DocumentBytes.reading(text: text) { bytes throws(ScenarioError) in
      try decode(bytes, limits: ReadingLimits(), kinds: kinds)
    }
  }

  /// Decodes a scenario from `bytes` within `limits`, with the layout kinds `kinds`.
  static func decode(
    _ bytes: DocumentBytes, limits: ReadingLimits, kinds: LayoutKinds = .standard
  )
    throws(ScenarioError) -> Scenario
  {
    guard bytes.count <= limits.inputSize else {
      throw ScenarioError(
        location: "",
        message: "expected a document of at most \(limits.inputSize) bytes, got \(bytes.count)")
    }
    var reader = StreamingReader(bytes: bytes, limits: limits)
    reader.kinds = kinds
    defer { reader.release() }
    let decoded: Scenario?
    do {
      decoded = try reader.scenario()
      try reader.readEndOfDocument()
    } catch {
      switch error {
      case .malformed(let syntaxError):
        throw ScenarioError(issues: [syntaxError.issue])
      case .limit(let issue):
        throw ScenarioError(issues: DocumentIssue.inDocumentOrder(reader.issues + [issue]))
      }
    }
    guard var scenario = decoded else {
      throw ScenarioError(issues: reader.issues.map(\.issue))
    }
    var validation = scenario.validationIssues()
    if !reader.replacedLocations.isEmpty {
      validation.removeAll { issue in
        JSONPath.enclosingLocations(of: issue.location).contains(
          where: reader.replacedLocations.contains)
      }
    }
    guard !reader.issues.isEmpty || !validation.isEmpty else {
      scenario.validity = .valid
      return scenario
    }
    let offsets = IssueLocator.offsets(of: validation.map(\.location), in: bytes)
    let located = zip(validation, offsets).map { DocumentIssue(issue: $0, offset: $1) }
    throw ScenarioError(issues: DocumentIssue.inDocumentOrder(reader.issues + located))
  }
}
