import CollectionLayoutCore

/// A kind of layout a scenario may name: what its `layout` object names with its `kind`
/// (`"kind": "circle"`), how the object's other keys are read into a configuration, how that
/// configuration is checked, and the ``CollectionViewLayout`` it makes. A kind is one type,
/// registered by one line: ``LayoutKinds/standard`` lists the package's own, and
/// `LayoutKinds.standard.adding(MyKind.self)` reads, checks and plays a kind of yours
/// beside them (`ScenarioDecoder.decode(_:kinds:)`, and the command line's
/// `CommandLineTool(kinds:drawings:)`).
///
/// ```text
///  "layout": {"kind": K, key: value, ...}
///        │                  │
///        ▼                  ▼
///  LayoutKinds.kind(K)  read(_:into:from:)       (each key of configurationKeys, once)
///        │                  │
///        └──────► ScenarioLayout(K, configuration)
///                           │
///          check(_:of:into:), then makeLayout(_:of:) → any CollectionViewLayout
/// ```
///
/// Only ``name``, ``defaultConfiguration`` and ``makeLayout(_:of:)`` are required; a kind
/// without keys reads nothing and checks nothing. The layout it makes plays every step any
/// layout plays (scrolls, flings, updates of its sections); its frames are written, drawn
/// and exported like every other kind's.
public protocol LayoutKind: Sendable {
  /// What the layout object gives the layout beyond `kind`; ``defaultConfiguration`` before
  /// any key is read.
  associatedtype Configuration: Hashable, Sendable

  /// The `kind` key's value: `grid`, `paging`, `circle`. Unique among the registered kinds.
  static var name: String { get }
  /// The configuration's keys in the layout object, in documented order (never `kind`).
  /// Kinds may share keys: the reader finds `kind` before it reads them. Default: none.
  static var configurationKeys: [String] { get }
  /// The keys of ``configurationKeys`` a layout of this kind must have, reported missing once
  /// the object is read. Default: none.
  static var requiredKeys: [String] { get }
  /// The configuration when the object has none of its keys.
  static var defaultConfiguration: Configuration { get }

  /// Reads the value of `key`, one of ``configurationKeys``, into `configuration`. Each of
  /// the reader's reads reports a value of the wrong type at its location and returns `nil`:
  /// keep the default then. Pass the reader's error on (`try`); it stops the whole document.
  /// A value left unread is skipped. Default: skips the value (a kind without keys is never
  /// asked).
  static func read(
    _ key: String, into configuration: inout Configuration, from reader: inout LayoutValueReader
  ) throws(DocumentReadingStop)

  /// Reports the problems of a scenario of this kind: every value of its configuration out of
  /// range, and what the scenario has that the kind does not lay out. Default: none.
  static func check(
    _ configuration: Configuration, of scenario: Scenario, into checker: inout ScenarioChecker)

  /// The layout of a scenario of this kind, laid out in its environment. Called with a valid
  /// scenario (checked, ``check(_:of:into:)`` included); throws what the layout refuses.
  static func makeLayout(_ configuration: Configuration, of scenario: Scenario)
    throws(ScenarioError) -> any CollectionViewLayout

  /// What a scenario of this kind holds, for a one-line summary (`3 pages`, `12 items`), in
  /// order; the steps are counted by the caller. Default: none.
  static func contents(of configuration: Configuration, in scenario: Scenario) -> [Count]

  /// The number of elements each entry of a scenario of this kind lists with `"elements":
  /// "all"`, counted from the data alone before anything is laid out (for the output-size
  /// limit); `nil` when it is more than `Int.max`. Default: the global headers, and each
  /// section's headers, footers, and placeholder or items.
  static func elementCount(of configuration: Configuration, in scenario: Scenario) -> Int?

  /// `scenario`, whose layout is of this kind with `configuration`, with its column count
  /// changed from `columns.from` to `columns.to`: what a `pinch` step lays out (see
  /// ``Pinch``). The scenario's sections are the data shown and its environment the screen
  /// at the step. `nil` when the kind has no column count. Default: `nil`.
  ///
  /// - Throws: ``ColumnChangeRefusal`` when the layout is not in `columns.from` columns or
  ///   cannot be in `columns.to`.
  static func changingColumns(
    _ columns: ColumnChange, of configuration: Configuration, in scenario: Scenario
  ) throws(ColumnChangeRefusal) -> Scenario?

  /// `scenario`, whose layout is now of this kind, with the data another kind laid out as
  /// this kind reads it: what a layout change (`setLayout`) lays out. Take away what this
  /// kind reads elsewhere (a flow layout's headers come from its configuration, not its
  /// sections; the grid's default metrics and global headers are the grid's own). Default:
  /// `scenario` as it is.
  static func adopting(_ scenario: Scenario) -> Scenario

  /// How an `update` or `apply` step of a scenario of this kind animates when it gives no
  /// `animation` (each key it leaves out of its `animation` too). Default: UIKit's,
  /// `UpdateAnimation()` (0.3 s, ease-in-ease-out); SwiftUI's lazy containers animate with
  /// SwiftUI's default spring.
  static var defaultUpdateAnimation: UpdateAnimation { get }
}

/// Why a kind refuses a column change (``LayoutKind/changingColumns(_:of:in:)``): located
/// inside the `pinch` step.
public struct ColumnChangeRefusal: Error, Hashable, Sendable {
  /// The key of the pinch the problem is at (`columns[0]`), `nil` for the step as a whole.
  public var key: String?
  /// What is wrong, in words, naming what was expected and what was found.
  public var message: String

  /// Creates a refusal.
  public init(key: String?, message: String) {
    self.key = key
    self.message = message
  }
}

/// A number of things, for a scenario's one-line summary: `3 pages`.
public struct Count: Hashable, Sendable {
  /// How many, 0 or more.
  public var value: Int
  /// What, in the singular: `page`.
  public var noun: String

  /// `value` things called `noun` (in the singular).
  public init(value: Int, noun: String) {
    self.value = value
    self.noun = noun
  }

  /// `1 page`, `3 pages`.
  public var description: String { "\(value) \(noun)\(value == 1 ? "" : "s")" }
}

extension LayoutKind {
  /// None.
  public static var configurationKeys: [String] { [] }
  /// None.
  public static var requiredKeys: [String] { [] }
  /// UIKit's: 0.3 s, ease-in-ease-out, 60 frames per second.
  public static var defaultUpdateAnimation: UpdateAnimation { UpdateAnimation() }

  /// Skips the value: a kind without keys is never asked.
  public static func read(
    _ key: String, into configuration: inout Configuration, from reader: inout LayoutValueReader
  ) throws(DocumentReadingStop) {
    try reader.skipValue()
  }

  /// Nothing to check.
  public static func check(
    _ configuration: Configuration, of scenario: Scenario, into checker: inout ScenarioChecker
  ) {}

  /// None.
  public static func contents(of configuration: Configuration, in scenario: Scenario) -> [Count] {
    []
  }
}
