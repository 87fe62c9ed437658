import CollectionLayoutCore

/// Reads a frames document from its bytes in one pass, straight into ``FramesDocument`` values,
/// collecting every problem on the way: the reading behind ``FramesReader`` and
/// ``FramesIndex``.
///
/// It reads through the scenario decoder's ``StreamingReader``, whose typed reads, locations
/// and messages it shares; what differs is the format's rules: every member the writer always
/// writes is required, other members of an element or a step are its custom attributes and
/// other members elsewhere are ignored, and numbers must be finite. Each read returns `nil`
/// (or a placeholder value) when the value is absent or wrong, after reporting it; the
/// document is rejected when any problem was reported, so placeholder values never reach the
/// caller.
struct FramesDocumentReader {
  /// The reader underneath: the cursor, the path and the problems found.
  var reader: StreamingReader

  /// A reader at the start of `bytes`.
  init(bytes: DocumentBytes) {
    reader = StreamingReader(bytes: bytes, limits: ReadingLimits())
  }

  /// Releases the reader's memory; the reader must not be used afterwards.
  func release() {
    reader.release()
  }

  /// How the steps of a document are read.
  enum StepsReading {
    /// Each step is read into the document.
    case read
    /// Each step's syntax is checked and its byte range kept, for ``FramesIndex``.
    case index
  }

  /// The keys of the document, in written order; all required but the screen's `safeArea`,
  /// `sizeClass` and `layoutMargins`.
  enum DocumentKey: String, CaseIterable, Sendable {
    case format, version, viewport, contentInset, displayScale, safeArea, sizeClass
    case layoutMargins, steps
  }
  /// The keys of the header's `layoutMargins`.
  enum MarginKey: String, CaseIterable, Sendable {
    case top, leading, bottom, trailing
  }
  /// The keys of the header's `sizeClass`.
  enum SizeClassKey: String, CaseIterable, Sendable {
    case horizontal, vertical
  }
  /// The keys of a step: the required ones first, in written order, then the optional ones.
  enum StepKey: String, CaseIterable, Sendable {
    case index, action, viewport, contentOffset, contentSize, elements
    case contentInset, batch, transition, sections, safeArea, layoutMargins
  }

  static let documentKeys = ObjectKeys<DocumentKey>(required: [
    .format, .version, .viewport, .contentInset, .displayScale, .steps,
  ])
  static let sizeClassKeys = ObjectKeys<SizeClassKey>()
  static let marginKeys = ObjectKeys<MarginKey>()
  static let stepKeys = ObjectKeys<StepKey>(required: [
    .index, .action, .viewport, .contentOffset, .contentSize, .elements,
  ])

  /// The frames (without steps when they are indexed) and each step's byte range (when they
  /// are indexed), or `nil` when the document is not an object.
  mutating func document(steps reading: StepsReading) throws(DecodingStop)
    -> (document: FramesDocument, stepRanges: [Range<Int>])?
  {
    guard var object = try reader.beginObject() else { return nil }
    var environment = LayoutEnvironment(viewport: .zero, contentInset: .zero, displayScale: 2)
    var steps: [FrameStep] = []
    var ranges: [Range<Int>] = []
    while let member = try reader.nextOpenMember(&object, of: Self.documentKeys) {
      switch member {
      case .known(.format):
        let offset = try valueOffset()
        if let text = try reader.string(), text != FramesDocument.format {
          reader.report(
            "expected \(Quoting.quoted(FramesDocument.format)), got \(Quoting.quoted(text))",
            offset: offset)
        }
      case .known(.version):
        let offset = try valueOffset()
        if let number = try reader.integer(), number != FramesDocument.currentVersion {
          reader.report(
            "expected \(FramesDocument.currentVersion), got \(number)", offset: offset)
        }
      case .known(.viewport): environment.viewport = try size() ?? .zero
      case .known(.contentInset): environment.contentInset = try insets() ?? .zero
      case .known(.displayScale): environment.displayScale = try finiteNumber() ?? 2
      case .known(.safeArea): environment.safeArea = try insets() ?? .zero
      case .known(.layoutMargins):
        if let margins = try margins(over: environment.layoutMargins) {
          environment.layoutMargins = margins
        }
      case .known(.sizeClass):
        guard var sizes = try reader.beginObject(Self.sizeClassKeys) else { break }
        while let size = try reader.nextOpenMember(&sizes, of: Self.sizeClassKeys) {
          switch size {
          case .known(.horizontal):
            environment.sizeClass.horizontal =
              try reader.enumeration(SizeClass.self) ?? .unspecified
          case .known(.vertical):
            environment.sizeClass.vertical = try reader.enumeration(SizeClass.self) ?? .unspecified
          case .other: try reader.skipValue()
          }
        }
      case .known(.steps):
        guard var array = try reader.beginArray() else { break }
        while try reader.nextElement(&array) {
          switch reading {
          case .read:
            if let step = try step() { steps.append(step) }
          case .index:
            let start = try valueOffset()
            try reader.skipValue()
            ranges.append(start..<reader.cursor.index)
          }
        }
      case .other: try reader.skipValue()
      }
    }
    return (FramesDocument(environment: environment, steps: steps), ranges)
  }

  /// One step, or `nil` when it is not an object.
  mutating func step() throws(DecodingStop) -> FrameStep? {
    guard var object = try reader.beginObject() else { return nil }
    var step = FrameStep(
      index: 0, action: .initial, viewport: .zero, contentOffset: .zero, contentSize: .zero,
      elements: [])
    var custom: [(name: String, value: AttributeValue)] = []
    while let member = try reader.nextOpenMember(&object, of: Self.stepKeys) {
      switch member {
      case .known(.index): step.index = try reader.integer() ?? 0
      case .known(.action): step.action = try action() ?? .initial
      case .known(.viewport): step.viewport = try size() ?? .zero
      case .known(.contentOffset): step.contentOffset = try point() ?? .zero
      case .known(.contentSize): step.contentSize = try size(nonNegative: true) ?? .zero
      case .known(.elements):
        guard var array = try reader.beginArray() else { break }
        while try reader.nextElement(&array) {
          if let attributes = try attributes() { step.elements.append(attributes) }
        }
      case .known(.contentInset): step.contentInset = try insets()
      case .known(.safeArea): step.safeArea = try insets()
      case .known(.layoutMargins): step.layoutMargins = try margins()
      case .known(.batch): step.batch = try batch()
      case .known(.transition): step.transition = try transition()
      case .known(.sections): step.sections = try rects()
      case .other(let key):
        let name = reader.cursor.decode(key)
        if let value = try attributeValue() { custom.append((name, value)) }
      }
    }
    if !custom.isEmpty { step.customAttributes = CustomAttributes(distinct: custom) }
    return step
  }

  /// The offset of the next value, after whitespace: where a problem about it is located.
  mutating func valueOffset() throws(DecodingStop) -> Int {
    _ = try reader.peek()
    return reader.cursor.index
  }
}
