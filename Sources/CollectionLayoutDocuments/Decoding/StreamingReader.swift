import CollectionLayoutCore

// How to add a key to the scenario format
// ---------------------------------------
// Each object of the format is read by one function in a `StreamingReader+*.swift` file: an
// enumeration of its keys (raw values are the keys, cases in documented order), a static
// `ObjectKeys` of it (which keys are required), and a loop
// `while let key = try nextMember(&object, of: Self.someKeys) { switch key { ... } }` whose
// cases read each value straight into the model. To add a key:
// 1. add a case to the object's key enumeration, where the documentation lists the key
//    (unknown-key suggestions and "expected one of" lists follow the enumeration); the
//    `switch` then does not compile until the key is read;
// 2. read it in its `case` with the typed reads (`number()`, `integer()`, `boolean()`,
//    `string()`, `enumeration(_:)`, `color()`, `beginObject()`, `beginArray()`), into the
//    model value or a local;
// 3. add its range checks to `ScenarioValidation.swift`, not here: the decoder reports types,
//    the validator ranges, for scenarios decoded and built in code alike;
// 4. document it in ScenarioFormat.md, and any new message in ErrorCatalogue.md with a test.
// Locations (`sections[3].items[17].height`) are never built on the way: the reader keeps
// the path as key offsets and indexes and writes it out only when it reports a problem.

/// Reads a scenario document from its bytes in one pass, straight into the model's values,
/// collecting every problem on the way instead of stopping at the first.
///
/// There is no intermediate tree: ``JSONCursor`` checks the syntax token by token, and the
/// typed reads below turn each value into a model value as it is met. Each read returns `nil`
/// when the value is wrong, after reporting it and skipping it; a wrong value's location is
/// remembered, so that the range checks, which see the default put in its place, do not report
/// it a second time.
///
/// Reading stops only at malformed JSON (``DecodingStop/malformed(_:)``: the first problem,
/// as ``JSONCursor`` reports it) or at a reading limit (``DecodingStop/limit(_:)``); every other
/// problem is collected with the offset of what it is about, so that the decoder can sort them
/// into document order.
struct StreamingReader {
  /// The syntax layer, positioned in the document.
  var cursor: JSONCursor
  /// Where the value being read is: the keys (by the offsets of their opening quotes) and
  /// the indexes from the document down. Released by ``release()``.
  var path = PathStack()
  /// The problems found, in the order found.
  var issues: [DocumentIssue] = []
  /// Locations of values that were reported or missing and replaced by a default.
  var replacedLocations: Set<String> = []
  /// The elements read so far, against the reading limits.
  var budget: ReadingBudget
  /// The kinds of layout the document may name, and their steps.
  var kinds = LayoutKinds.standard
  /// The offset of the scenario's `{` (whitespace before it may be included), where
  /// ``documentKind()`` looks ahead from.
  var scenarioStart = 0
  /// The kind the document names, once ``documentKind()`` has looked it up (`.some(nil)`: a
  /// wrong kind).
  var resolvedDocumentKind: (any LayoutKind.Type)??

  /// A reader at the start of `bytes`.
  init(bytes: DocumentBytes, limits: ReadingLimits) {
    cursor = JSONCursor(bytes: bytes)
    budget = ReadingBudget(limits: limits)
  }

  /// Releases the reader's memory; the reader must not be used afterwards.
  func release() {
    path.deallocate()
  }

  // MARK: - Locations and problems

  /// The location of the value being read, as issues name it: `sections[3].items[17].height`.
  var location: String {
    var location = JSONPath.root
    for index in 0..<path.count {
      switch path[index] {
      case .key(let offset): location = location.appending(key: key(at: offset))
      case .index(let index): location = location.appending(index: index)
      }
    }
    return location.description
  }

  /// The key whose opening quote is at `offset`, escapes resolved.
  func key(at offset: Int) -> String {
    var reader = cursor
    reader.index = offset
    guard let token = try? reader.scanString() else { return "" }
    return reader.decode(token)
  }

  /// Reports `message` at the current location, about the byte at `offset`.
  mutating func report(_ message: String, offset: Int) {
    issues.append(
      DocumentIssue(issue: ScenarioIssue(location: location, message: message), offset: offset))
  }

  /// Reports `message` about the value at `offset` (the current location) and remembers the
  /// location as replaced.
  mutating func reportReplaced(_ message: String, offset: Int) {
    let location = location
    issues.append(
      DocumentIssue(issue: ScenarioIssue(location: location, message: message), offset: offset))
    replacedLocations.insert(location)
  }

  /// Reports `expectation, got <type>` about the value of kind `kind` that starts at the
  /// cursor, remembers its location as replaced, and skips the value.
  mutating func reportWrongType(_ expectation: String, found kind: JSONValueKind)
    throws(DecodingStop)
  {
    reportReplaced("\(expectation), got \(kind.typeDescription)", offset: cursor.index)
    try skipValue()
  }

  /// Stops reading: the current element is one past `limit` of `things` in the document.
  mutating func count(_ kind: ReadingBudget.Kind) throws(DecodingStop) {
    guard let message = budget.count(kind) else { return }
    cursor.skipWhitespace()
    throw .limit(
      DocumentIssue(
        issue: ScenarioIssue(location: location, message: message), offset: cursor.index))
  }

  // MARK: - Syntax, as reading stops

  /// ``JSONCursor/peekValue()``.
  @inline(__always)
  mutating func peek() throws(DecodingStop) -> JSONValueKind {
    do { return try cursor.peekValue() } catch { throw .malformed(error) }
  }

  /// ``JSONCursor/skipValue()``.
  mutating func skipValue() throws(DecodingStop) {
    do { try cursor.skipValue() } catch { throw .malformed(error) }
  }

  /// ``JSONCursor/scanString()``.
  @inline(__always)
  mutating func scanString() throws(DecodingStop) -> StringToken {
    do { return try cursor.scanString() } catch { throw .malformed(error) }
  }

  /// ``JSONCursor/scanNumber()``.
  @inline(__always)
  mutating func scanNumber() throws(DecodingStop) -> NumberToken {
    do { return try cursor.scanNumber() } catch { throw .malformed(error) }
  }

  /// ``JSONCursor/readLiteral()``.
  mutating func readLiteral() throws(DecodingStop) -> Bool? {
    do { return try cursor.readLiteral() } catch { throw .malformed(error) }
  }

  /// ``JSONCursor/value(of:)``.
  @inline(__always)
  func value(of token: NumberToken) throws(DecodingStop) -> Double {
    do { return try cursor.value(of: token) } catch { throw .malformed(error) }
  }

  /// Reads the end of the document: only whitespace may follow its value.
  mutating func readEndOfDocument() throws(DecodingStop) {
    do { try cursor.readEndOfDocument() } catch { throw .malformed(error) }
  }
}

/// The path to the value being read, as a stack of steps in memory the reader allocates once:
/// a member or an element replaces the step of the one before it in place, so that reading a
/// value costs no allocation, no reference counting and no uniqueness check.
struct PathStack {
  /// The most steps: one per level of nesting, which ``JSONCursor`` limits to
  /// ``JSONCursor/maximumDepth``.
  static let capacity = JSONCursor.maximumDepth + 1
  /// The steps, `count` of them initialized.
  private let steps = UnsafeMutablePointer<PathStep>.allocate(capacity: PathStack.capacity)
  /// The number of steps.
  private(set) var count = 0

  /// The step at `index`, from the document down.
  subscript(index: Int) -> PathStep { steps[index] }

  /// Adds a step below the last one.
  @inline(__always)
  mutating func push(_ step: PathStep) {
    guard count < PathStack.capacity else {
      assertionFailure("the path is deeper than the nesting limit")
      return
    }
    (steps + count).initialize(to: step)
    count += 1
  }

  /// Replaces the last step (the next member or element of the same container).
  @inline(__always)
  mutating func replaceLast(with step: PathStep) {
    guard count > 0 else { return }
    steps[count - 1] = step
  }

  /// Removes the last step.
  @inline(__always)
  mutating func removeLast() {
    guard count > 0 else { return }
    count -= 1
  }

  /// Frees the memory; the stack must not be used afterwards.
  func deallocate() {
    steps.deallocate()
  }
}

/// One step of the path to the value being read.
enum PathStep: Hashable, Sendable {
  /// The member whose key's opening quote is at this offset.
  case key(Int)
  /// The element at this index.
  case index(Int)
}

/// A problem and the byte offset of what it is about, to sort problems in document order.
struct DocumentIssue: Hashable, Sendable {
  /// The problem.
  var issue: ScenarioIssue
  /// The offset, in bytes, of the value, key or object the problem is about.
  var offset: Int

  /// The problems of `issues` sorted by offset; problems about the same offset stay in the
  /// order found.
  static func inDocumentOrder(_ issues: [DocumentIssue]) -> [ScenarioIssue] {
    issues.enumerated().sorted { first, second in
      (first.element.offset, first.offset) < (second.element.offset, second.offset)
    }.map(\.element.issue)
  }
}

/// Why reading stopped before the end of the document.
enum DecodingStop: Error, Hashable {
  /// The document is not well-formed JSON: its first problem.
  case malformed(JSONSyntaxError)
  /// The document has more elements than a reading limit allows: the problem, at the first
  /// element past the limit.
  case limit(DocumentIssue)
}
