@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// `"layout": {"kind": "bands", "scrollDirection": "vertical"}` with sections that each give
/// `"layout": {"spacing": 4}`: a throwaway kind, registered only by the tests that read with
/// it, that proves a kind reads its sections' own layouts and may share a configuration key
/// with another kind (``StripeLayoutKind`` also has `scrollDirection`). It lays out as a grid.
enum BandsLayoutKind: LayoutKind {
  struct Configuration: Hashable, Sendable {
    var scrollDirection = "vertical"
  }

  /// A band section's `layout`.
  struct SectionDescription: SectionLayoutDescription {
    static let layoutKind = "bands"
    /// Points between the section's items, >= 0.
    var spacing = 0.0
  }

  enum SectionKey: String, CaseIterable, Sendable {
    case spacing
  }

  static let name = "bands"
  static let configurationKeys = ["scrollDirection"]
  static let defaultConfiguration = Configuration()
  static let hasSectionLayouts = true
  static let sectionKeys = ObjectKeys<SectionKey>(required: [.spacing])

  static func read(
    _ key: String, into configuration: inout Configuration, from reader: inout StreamingReader
  ) throws(DecodingStop) {
    configuration.scrollDirection =
      try reader.enumeration(among: ["vertical", "horizontal"]) ?? "vertical"
  }

  static func readSectionLayout(from reader: inout StreamingReader) throws(DecodingStop)
    -> SectionLayout?
  {
    guard var object = try reader.beginObject() else { return nil }
    var description = SectionDescription()
    while let key = try reader.nextMember(&object, of: sectionKeys) {
      switch key {
      case .spacing: description.spacing = try reader.number() ?? 0
      }
    }
    return SectionLayout(description)
  }

  static func check(
    _ configuration: Configuration, of scenario: Scenario, into checker: inout RangeChecker
  ) {
    for (index, section) in scenario.sections.enumerated() {
      guard let spacing = section.layout?.value(as: SectionDescription.self)?.spacing,
        spacing < 0
      else { continue }
      checker.report(
        ValueLocation("sections")[index]["layout"]["spacing"],
        "expected a number >= 0, got \(spacing)")
    }
  }

  static func makeLayout(_ configuration: Configuration, of scenario: Scenario)
    throws(ScenarioError) -> any CollectionViewLayout
  {
    try GridLayout(scenario: scenario)
  }

  static func contents(of configuration: Configuration, in scenario: Scenario) -> [Count] {
    [Count(value: scenario.sections.count, noun: "band")]
  }
}

/// `"layout": {"kind": "stripe", "scrollDirection": "horizontal"}`: a second throwaway kind
/// with the same `scrollDirection` key as ``BandsLayoutKind``, and no section layouts.
enum StripeLayoutKind: LayoutKind {
  struct Configuration: Hashable, Sendable {
    var scrollDirection = "vertical"
  }

  static let name = "stripe"
  static let configurationKeys = ["scrollDirection"]
  static let defaultConfiguration = Configuration()

  static func read(
    _ key: String, into configuration: inout Configuration, from reader: inout StreamingReader
  ) throws(DecodingStop) {
    configuration.scrollDirection =
      try reader.enumeration(among: ["vertical", "horizontal"]) ?? "vertical"
  }

  static func check(
    _ configuration: Configuration, of scenario: Scenario, into checker: inout RangeChecker
  ) {}

  static func makeLayout(_ configuration: Configuration, of scenario: Scenario)
    throws(ScenarioError) -> any CollectionViewLayout
  {
    try GridLayout(scenario: scenario)
  }

  static func contents(of configuration: Configuration, in scenario: Scenario) -> [Count] {
    []
  }
}
