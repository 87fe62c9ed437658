import CollectionLayoutCore

/// The problems of a photo browser's scenario: the keys it must not have (its pages are its
/// data) and the configuration's values, under `layout`.
extension RangeChecker {
  mutating func checkPagingScenario(_ configuration: PagingConfiguration, of scenario: Scenario) {
    checkNoGridData(
      of: scenario, kind: "paging", data: "its pages are layout.pages",
      insetReason: "its pages fill the screen")
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
