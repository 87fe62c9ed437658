import CollectionLayoutCore

/// A kind of layout of the package's own (and of its tests'): a ``LayoutKind`` that reads
/// with the module's streaming reader and checks with the core's range checker directly, and
/// may add steps of its own, refuse steps and read a section's `layout`. The package's kinds
/// conform to it; a kind from outside conforms to ``LayoutKind`` alone, and the documents
/// read it through ``LayoutValueReader`` and ``ScenarioChecker``, so that the reader can
/// change behind them.
///
/// ```text
///  "layout": {"kind": K, key: value, ...}     steps: [{S: value}, ...]
///        │                  │                            │
///        ▼                  ▼                            ▼
///  LayoutKinds.kind(named:) read(_:into:from:)      steps[i].read (a StepKind)
///        │                  │                            │
///        └──────► ScenarioLayout(K, configuration)   InteractionStep
///                           │                            │
///          check(_:of:into:), makeLayout(_:of:)    check(_:with:at:into:), played by the layout
/// ```
protocol StreamingLayoutKind: LayoutKind {
  /// The steps only layouts of this kind play, in documented order; each key is a step's
  /// single key in a scenario's `steps`.
  static var steps: [StepKind] { get }
  /// The steps every layout of the package may be asked to play that this kind does not
  /// (`beginDrag` and `apply` for a photo browser, which has no items to drag and no section
  /// ids), by key: refused at validation, at `steps[N]`, with one message naming the layout.
  /// Default: none.
  static var refusedSteps: Set<String> { get }

  /// Reads the value of `key`, one of ``LayoutKind/configurationKeys``, into `configuration`,
  /// reporting a wrong value at its location and keeping the default.
  static func read(
    _ key: String, into configuration: inout Configuration, from reader: inout StreamingReader
  ) throws(DecodingStop)

  /// Reports the problems of a scenario of this kind: the keys it must not have and every
  /// value of its configuration.
  static func check(
    _ configuration: Configuration, of scenario: Scenario, into checker: inout RangeChecker)

  /// Reports the problems of an interaction step's values in a scenario of this kind, at
  /// `location` (`steps[N]`); a step this kind does not play is reported when it is played.
  static func check(
    _ step: InteractionStep, with configuration: Configuration, at location: ValueLocation,
    into checker: inout RangeChecker)

  /// Whether a section of a scenario of this kind may have a `layout` (its own
  /// ``SectionLayout``), read by ``readSectionLayout(from:)``. Default: `false`.
  static var hasSectionLayouts: Bool { get }

  /// Reads a section's `layout` value at the reader (only asked when ``hasSectionLayouts``):
  /// `nil` after reporting a wrong one.
  static func readSectionLayout(from reader: inout StreamingReader) throws(DecodingStop)
    -> SectionLayout?
}

/// The steps on items and on sections a layout without them refuses: dragging, swiping,
/// editing and measuring items, and `apply` (which matches sections by id).
let itemAndSectionSteps: Set<String> = [
  "apply", "beginDrag", "dragTo", "endDrag", "cancelDrag", "swipe", "editing", "measure",
]

extension StreamingLayoutKind {
  /// None.
  static var steps: [StepKind] { [] }
  /// None: every step is played.
  static var refusedSteps: Set<String> { [] }
  /// No section has a layout of its own.
  static var hasSectionLayouts: Bool { false }

  /// Nothing to read: a kind without section layouts is never asked.
  static func readSectionLayout(from reader: inout StreamingReader) throws(DecodingStop)
    -> SectionLayout?
  {
    assertionFailure("\(name) has no section layouts")
    try reader.skipValue()
    return nil
  }

  /// Nothing to read: a kind without keys is never asked.
  static func read(
    _ key: String, into configuration: inout Configuration, from reader: inout StreamingReader
  ) throws(DecodingStop) {
    assertionFailure("\(name) has no key \(key)")
    try reader.skipValue()
  }

  /// Nothing to check.
  static func check(
    _ step: InteractionStep, with configuration: Configuration, at location: ValueLocation,
    into checker: inout RangeChecker
  ) {}

  /// Reads with the streaming reader behind `reader`, as the documents do.
  static func read(
    _ key: String, into configuration: inout Configuration, from reader: inout LayoutValueReader
  ) throws(DocumentReadingStop) {
    do {
      try read(key, into: &configuration, from: &reader.reader)
    } catch {
      throw DocumentReadingStop(stop: error)
    }
  }

  /// Checks with the range checker behind `checker`, as the documents do.
  static func check(
    _ configuration: Configuration, of scenario: Scenario, into checker: inout ScenarioChecker
  ) {
    check(configuration, of: scenario, into: &checker.checker)
  }
}

/// A kind of step only some layouts play: its key in a scenario's `steps`, and how its value
/// is read. Declared by its layout's ``StreamingLayoutKind/steps``.
struct StepKind: Sendable {
  /// The step's single key: `page`.
  let name: String
  /// Reads the step's value at the reader; `nil` after reporting a wrong one.
  let read: @Sendable (inout StreamingReader) throws(DecodingStop) -> InteractionStep?
}

// What the documents ask of any kind: the package's own directly, another through the
// facades (``LayoutValueReader``, ``ScenarioChecker``) and with the defaults of what only the
// package's kinds have.
extension LayoutKind {
  /// The kind as one of the package's own; `nil` for a kind from outside.
  static var streaming: (any StreamingLayoutKind.Type)? {
    Self.self as? any StreamingLayoutKind.Type
  }

  /// The steps only this kind plays; none for a kind from outside.
  static var ownSteps: [StepKind] { streaming?.steps ?? [] }
  /// The steps this kind refuses; none for a kind from outside.
  static var refusedStepNames: Set<String> { streaming?.refusedSteps ?? [] }
  /// Whether a section may have a `layout`; never for a kind from outside.
  static var readsSectionLayouts: Bool { streaming?.hasSectionLayouts ?? false }
}
