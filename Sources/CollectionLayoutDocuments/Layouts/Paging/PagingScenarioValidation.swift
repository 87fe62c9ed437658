import CollectionLayoutCore

/// The problems of a photo browser's scenario: the keys it must not have (its pages are its
/// data) and the configuration's values, under `layout`.
extension RangeChecker {
  mutating func checkPagingScenario(_ configuration: PagingConfiguration, of scenario: Scenario) {
    if !scenario.sections.isEmpty {
      report(
        "sections",
        "expected no sections with a paging layout (its pages are layout.pages), "
          + "got \(scenario.sections.count)")
    }
    if !scenario.globalHeaders.isEmpty {
      report(
        "globalHeaders",
        "expected no global headers with a paging layout, got \(scenario.globalHeaders.count)")
    }
    if scenario.metrics != SectionMetrics() {
      report("metrics", "expected no metrics with a paging layout")
    }
    if scenario.environment.contentInset != .zero {
      report(
        "contentInset",
        "expected no content inset with a paging layout (its pages fill the screen)")
    }
    for (index, step) in scenario.steps.enumerated() {
      if case .resize(_, let inset?) = step, inset != .zero {
        report(
          ValueLocation("steps")[index]["resize"]["contentInset"],
          "expected no content inset with a paging layout (its pages fill the screen)")
      }
    }
    checkPaging(configuration, at: "layout")
  }
}
