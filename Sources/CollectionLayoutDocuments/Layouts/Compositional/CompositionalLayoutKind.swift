import CollectionLayoutCore

/// `"layout": {"kind": "compositional", "scrollDirection": "vertical", ...}`: UIKit's
/// compositional layout (``CompositionalLayout``). Each section's `layout` is an
/// `NSCollectionLayoutSection` (``CompositionalSection``) or a `list`; the configuration's
/// `section` lays out the sections without one. The scenario's `metrics`, `globalHeaders` and
/// the sections' `headers`, `footers` and `metrics` are the grid's: the compositional layout
/// has boundary supplementaries instead.
enum CompositionalLayoutKind: StreamingLayoutKind {
  typealias Configuration = CompositionalConfiguration

  static let name = "compositional"
  static let configurationKeys = [
    "scrollDirection", "interSectionSpacing", "boundarySupplementaryItems", "section",
    "contentInsetsReference", "sectionProvider",
  ]
  static let defaultConfiguration = CompositionalConfiguration()
  static var hasSectionLayouts: Bool { true }

  static func read(
    _ key: String, into configuration: inout CompositionalConfiguration,
    from reader: inout StreamingReader
  ) throws(DecodingStop) {
    switch key {
    case "scrollDirection": configuration.scrollDirection = try reader.enumeration() ?? .vertical
    case "interSectionSpacing": configuration.interSectionSpacing = try reader.number() ?? 0
    case "boundarySupplementaryItems":
      configuration.boundarySupplementaryItems = try reader.boundarySupplementaries()
    case "section": configuration.section = try reader.compositionalSection()
    case "contentInsetsReference":
      configuration.contentInsetsReference = try reader.enumeration() ?? .safeArea
    case "sectionProvider": configuration.sectionProvider = try reader.sectionProvider()
    default: try reader.skipValue()
    }
  }

  static func readSectionLayout(from reader: inout StreamingReader) throws(DecodingStop)
    -> SectionLayout?
  {
    try reader.compositionalSection().map(SectionLayout.init)
  }

  static func check(
    _ configuration: CompositionalConfiguration, of scenario: Scenario,
    into checker: inout RangeChecker
  ) {
    checker.checkCompositionalScenario(configuration, of: scenario)
  }

  static func makeLayout(_ configuration: CompositionalConfiguration, of scenario: Scenario)
    throws(ScenarioError) -> any CollectionViewLayout
  {
    try CompositionalLayout(scenario: scenario)
  }

  static func contents(of configuration: CompositionalConfiguration, in scenario: Scenario)
    -> [Count]
  {
    let items = scenario.sections.reduce(0) { addingSaturated($0, $1.items.count) }
    return [
      Count(value: scenario.sections.count, noun: "section"), Count(value: items, noun: "item"),
    ]
  }
}

extension ScenarioLayout {
  /// UIKit's compositional layout (``CompositionalLayout``): each section's `layout` is a
  /// ``CompositionalSection``, or the configuration's `section` lays it out.
  public static func compositional(_ configuration: CompositionalConfiguration) -> ScenarioLayout {
    ScenarioLayout(CompositionalLayoutKind.self, configuration)
  }
}

extension CompositionalLayout {
  /// Lays out a scenario whose `layout` is `{"kind": "compositional", ...}`. Throws every
  /// validation problem of the scenario first, and a problem at `layout` for another kind.
  public init(scenario: Scenario) throws(ScenarioError) {
    try scenario.validate()
    guard let configuration = CompositionalLayoutKind.configuration(of: scenario.layout) else {
      throw ScenarioError(
        location: "layout",
        message: "expected \"kind\": \"compositional\", got \"\(scenario.layout.kind)\"")
    }
    self.init(
      validated: configuration, sections: scenario.sections, environment: scenario.environment)
    let outOfRange = frameRangeIssues(configurationLocation: "layout")
    guard outOfRange.isEmpty else { throw ScenarioError(LayoutError(issues: outOfRange)) }
  }
}

extension RangeChecker {
  /// The problems of a compositional scenario: the grid's keys it must not have, the
  /// configuration (under `layout`) and every section's layout.
  mutating func checkCompositionalScenario(
    _ configuration: CompositionalConfiguration, of scenario: Scenario
  ) {
    if !scenario.globalHeaders.isEmpty {
      report(
        "globalHeaders",
        "expected no global headers with a compositional layout (use "
          + "layout.boundarySupplementaryItems), got \(scenario.globalHeaders.count)")
    }
    if scenario.metrics != SectionMetrics() {
      report("metrics", "expected no metrics with a compositional layout")
    }
    for (index, section) in scenario.sections.enumerated() {
      let location = ValueLocation("sections")[index]
      if !section.headers.isEmpty || !section.footers.isEmpty {
        report(
          location[section.headers.isEmpty ? "footers" : "headers"],
          "expected no headers or footers with a compositional layout (use the section "
            + "layout's boundarySupplementaryItems)")
      }
      if section.metrics != SectionMetrics() {
        report(location["metrics"], "expected no metrics with a compositional layout")
      }
    }
    checkCompositional(configuration, at: "layout")
    checkCompositionalSections(
      scenario.sections, with: configuration, at: "sections", sectionsOf: "layout")
    // The fit needs values otherwise valid (the environment's and every description's).
    if issues.isEmpty {
      checkCompositionalFit(
        scenario.sections, with: configuration, in: scenario.environment, at: "sections",
        configurationLocation: ValueLocation("layout")["section"])
    }
  }
}

extension Scenario {
  /// The element kinds a compositional scenario may draw past the content, as UIKit draws
  /// them (a documented choice: validation does not refuse them, the fuzz harness and its
  /// regression test exempt them): the supplementaries anchored to items and to groups (a badge with a
  /// negative offset on an item at the content's edge) and the boundary supplementaries moved
  /// by an `absoluteOffset`, of the configuration (global kinds), of its `section`, of every
  /// section's layout and of the sections an update's `after` gives. Empty for other layouts.
  var compositionalKindsDrawnPastTheContent: Set<ElementKind> {
    guard let configuration = CompositionalLayoutKind.configuration(of: layout) else { return [] }
    var kinds: Set<ElementKind> = []
    for item in configuration.boundarySupplementaryItems where item.absoluteOffset != .zero {
      if let id = CompositionalLayout.globalID(kind: item.kind, index: 0) { kinds.insert(id.kind) }
    }
    var descriptions = configuration.section.map { [$0] } ?? []
    descriptions += (configuration.sectionProvider?.rules ?? []).map(\.section)
    var sectionLists = [sections]
    for case .update(let batch) in steps {
      if let after = batch.after { sectionLists.append(after) }
    }
    for list in sectionLists {
      for section in list {
        if let own = section.layout?.value(as: CompositionalSection.self) {
          descriptions.append(own)
        }
      }
    }
    for description in descriptions {
      for kind in RangeChecker.anchoredKinds(in: description.group) {
        if let kind = ElementKind(rawValue: kind) { kinds.insert(kind) }
      }
      for supplementary in description.group.supplementaryItems {
        if let kind = ElementKind(rawValue: supplementary.kind) { kinds.insert(kind) }
      }
      for item in description.boundarySupplementaryItems where item.absoluteOffset != .zero {
        if let kind = ElementKind(rawValue: item.kind) { kinds.insert(kind) }
      }
    }
    return kinds
  }
}
