import CollectionLayoutCore

/// The problems of a lazy container's scenario: the grid's keys it must not have (its
/// headers and footers are its sections' `layout`), and the configuration's values under
/// `layout`.
extension RangeChecker {
  mutating func checkLazyScenario(_ configuration: LazyConfiguration, of scenario: Scenario) {
    let kind = configuration.kind.rawValue
    if !scenario.globalHeaders.isEmpty {
      report(
        "globalHeaders",
        "expected no global headers with a \(kind) layout, got \(scenario.globalHeaders.count)")
    }
    if scenario.metrics != SectionMetrics() {
      report("metrics", "expected no metrics with a \(kind) layout (its metrics are under layout)")
    }
    for (index, section) in scenario.sections.enumerated() {
      let location = ValueLocation("sections")[index]
      if section.metrics != SectionMetrics() {
        report(location["metrics"], "expected no metrics in a \(kind) layout's section")
      }
      if !section.headers.isEmpty {
        report(
          location["headers"],
          "expected no headers in a \(kind) layout's section (its header is layout.header)")
      }
      if !section.footers.isEmpty {
        report(
          location["footers"],
          "expected no footers in a \(kind) layout's section (its footer is layout.footer)")
      }
      if section.placeholder != nil || section.state != .loaded {
        report(
          location["state"],
          "expected a loaded section in a \(kind) layout (it has no placeholders)")
      }
    }
    checkLazy(configuration, at: "layout", sections: scenario.sections)
  }
}
