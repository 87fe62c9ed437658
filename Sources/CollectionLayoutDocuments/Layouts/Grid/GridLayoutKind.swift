import CollectionLayoutCore

/// `"layout": {"kind": "grid"}`, the default: sections of grid and masonry items, headers and
/// footers (``GridLayout``). The layout object has no other key: the grid's data is the
/// scenario's `sections`, `metrics` and `globalHeaders`, checked with the rest of the
/// scenario.
enum GridLayoutKind: StreamingLayoutKind {
  /// The grid has no configuration beyond the scenario's sections.
  struct Configuration: Hashable, Sendable {}

  static let name = "grid"
  static let defaultConfiguration = Configuration()

  /// Nothing beyond the sections, which the scenario's own checks cover.
  static func check(
    _ configuration: Configuration, of scenario: Scenario, into checker: inout RangeChecker
  ) {}

  static func makeLayout(_ configuration: Configuration, of scenario: Scenario)
    throws(ScenarioError) -> any CollectionViewLayout
  {
    try GridLayout(scenario: scenario)
  }

  /// The grid's count from its data: with its backgrounds, separators and placeholders.
  static func elementCount(of configuration: Configuration, in scenario: Scenario) -> Int? {
    GridLayout.elementCount(
      globalHeaders: scenario.globalHeaders, sections: scenario.sections,
      metrics: scenario.metrics, displayScale: scenario.environment.displayScale
    ).exactValue
  }

  /// `2 sections, 14 items`.
  static func contents(of configuration: Configuration, in scenario: Scenario) -> [Count] {
    let items = scenario.sections.reduce(0) { $0 + $1.items.count }
    return [
      Count(value: scenario.sections.count, noun: "section"), Count(value: items, noun: "item"),
    ]
  }
}

extension ScenarioLayout {
  /// Sections of grid and masonry items, headers and footers (``GridLayout``): the scenario's
  /// `sections`, `metrics` and `globalHeaders`. The default; `{"kind": "grid"}` has no other
  /// key.
  public static let grid = ScenarioLayout(GridLayoutKind.self, GridLayoutKind.Configuration())
}
