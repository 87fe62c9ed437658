import CollectionLayoutCore

/// The document side of a kind of layout: what a scenario's `layout` object names with its
/// `kind` (`"kind": "paging"`), and everything the documents layer does with it. A kind is one
/// type in its own folder (`Layouts/Paging/PagingLayoutKind.swift`), registered by one line in
/// ``LayoutKinds/standard``; no shared enumeration or switch lists the kinds.
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
///
/// The protocol is internal to the documents module: it reads with the module's streaming
/// reader, whose interface is not public.
protocol LayoutKind: Sendable {
  /// What the layout object gives the layout beyond `kind`; ``defaultConfiguration`` before any
  /// key is read.
  associatedtype Configuration: Hashable, Sendable

  /// The `kind` key's value: `grid`, `paging`, `wall`.
  static var name: String { get }
  /// The configuration's keys in the layout object, in documented order. Kinds may share
  /// keys: the reader finds `kind` before it reads them.
  static var configurationKeys: [String] { get }
  /// The keys of ``configurationKeys`` a layout of this kind must have, reported missing once
  /// the object is read.
  static var requiredKeys: [String] { get }
  /// The configuration when the object has none of its keys.
  static var defaultConfiguration: Configuration { get }
  /// The steps only layouts of this kind play, in documented order; each key is a step's
  /// single key in a scenario's `steps`.
  static var steps: [StepKind] { get }
  /// The steps every layout of the package may be asked to play that this kind does not
  /// (`beginDrag` and `apply` for a photo browser, which has no items to drag and no section
  /// ids), by key: refused at validation, at `steps[N]`, with one message naming the layout.
  /// Default: none.
  static var refusedSteps: Set<String> { get }

  /// Reads the value of `key`, one of ``configurationKeys``, into `configuration`, reporting
  /// a wrong value at its location and keeping the default.
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

  /// The layout of a scenario of this kind, laid out in its environment.
  static func makeLayout(_ configuration: Configuration, of scenario: Scenario)
    throws(ScenarioError) -> any CollectionViewLayout

  /// What a scenario of this kind holds, for a one-line summary (`3 pages`, `7 images`), in
  /// order; the steps are counted by the caller.
  static func contents(of configuration: Configuration, in scenario: Scenario) -> [Count]

  /// The number of elements each entry of a scenario of this kind lists with `"elements":
  /// "all"`, counted from the data alone before anything is laid out (for the output-size
  /// limit); `nil` when it is more than `Int.max`. Default: the global headers, and each
  /// section's headers, footers, and placeholder or items.
  static func elementCount(of configuration: Configuration, in scenario: Scenario) -> Int?
}

/// The steps on items and on sections a layout without them refuses: dragging, swiping,
/// editing and measuring items, and `apply` (which matches sections by id).
let itemAndSectionSteps: Set<String> = [
  "apply", "beginDrag", "dragTo", "endDrag", "cancelDrag", "swipe", "editing", "measure",
]

/// A number of things, for a summary: `3 pages`.
struct Count: Hashable, Sendable {
  /// How many.
  var value: Int
  /// What, in the singular: `page`.
  var noun: String

  /// `1 page`, `3 pages`.
  var description: String { "\(value) \(noun)\(value == 1 ? "" : "s")" }
}

extension LayoutKind {
  /// None.
  static var configurationKeys: [String] { [] }
  /// None.
  static var requiredKeys: [String] { [] }
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
}

/// A kind of step only some layouts play: its key in a scenario's `steps`, and how its value
/// is read. Declared by its layout's ``LayoutKind/steps``.
struct StepKind: Sendable {
  /// The step's single key: `page`.
  let name: String
  /// Reads the step's value at the reader; `nil` after reporting a wrong one.
  let read: @Sendable (inout StreamingReader) throws(DecodingStop) -> InteractionStep?
}
