import CollectionLayoutCore

/// The problems of a scenario's `layout` of another kind than the grid, and of the steps that
/// only such layouts play: the keys the scenario must not have, and the configuration's values
/// under `layout`.
extension RangeChecker {
  /// Checks the scenario's `layout` of another kind than the grid: the keys such a scenario
  /// must not have, and every value of the configuration.
  mutating func checkLayout(of scenario: Scenario) {
    if case .wall(let configuration) = scenario.layout {
      checkWallScenario(configuration, of: scenario)
      return
    }
    guard case .paging(let configuration) = scenario.layout else { return }
    checkPagingScenario(configuration, of: scenario)
  }

  /// Checks an interaction step: for a paging scenario, the values of a page or zoom step
  /// (a step the scenario's layout does not play is reported when it is played).
  mutating func checkInteraction(
    _ step: InteractionStep, in scenario: Scenario, at location: ValueLocation
  ) {
    if case .wall = scenario.layout, case .hitTest(let hit) = step {
      checkHitTest(hit, at: location)
      return
    }
    guard case .paging(let configuration) = scenario.layout else { return }
    let issues: [LayoutIssue]
    switch step {
    case .page(let turn):
      issues = PagingLayout.issues(
        of: turn, pageCount: configuration.pages.count, at: location["page"])
    case .zoom(let zoom):
      issues = PagingLayout.issues(
        of: zoom, pageCount: configuration.pages.count, at: location["zoom"])
    case .hitTest:
      issues = []  // reported when played: a paging layout does not play it
    }
    for issue in issues { report(issue.location, issue.message) }
  }

  /// Checks that a scenario of a layout kind whose data is its configuration (`kind`: its
  /// data described by `data`) has none of the grid's keys: no sections, global headers or
  /// metrics, and no content inset (for `insetReason`).
  mutating func checkNoGridData(
    of scenario: Scenario, kind: String, data: String, insetReason: String
  ) {
    if !scenario.sections.isEmpty {
      report(
        "sections",
        "expected no sections with a \(kind) layout (\(data)), got \(scenario.sections.count)")
    }
    if !scenario.globalHeaders.isEmpty {
      report(
        "globalHeaders",
        "expected no global headers with a \(kind) layout, got \(scenario.globalHeaders.count)")
    }
    if scenario.metrics != SectionMetrics() {
      report("metrics", "expected no metrics with a \(kind) layout")
    }
    if scenario.environment.contentInset != .zero {
      report("contentInset", "expected no content inset with a \(kind) layout (\(insetReason))")
    }
  }
}
