import CollectionLayoutCore

/// What the scenario of a layout kind whose data is its configuration must not have.
extension RangeChecker {
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
