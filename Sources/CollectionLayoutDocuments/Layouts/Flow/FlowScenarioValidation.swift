import CollectionLayoutCore

/// The problems of a flow layout's scenario: the grid's keys it must not have (a flow section's
/// headers and footers come from the reference sizes, its metrics from its `layout`), the
/// configuration's values under `layout`, each section's overrides, and every item longer than
/// its line, in the first viewport and in each resize step's.
extension RangeChecker {
  mutating func checkFlowScenario(_ configuration: FlowConfiguration, of scenario: Scenario) {
    if !scenario.globalHeaders.isEmpty {
      report(
        "globalHeaders",
        "expected no global headers with a flow layout, got \(scenario.globalHeaders.count)")
    }
    if scenario.metrics != SectionMetrics() {
      report("metrics", "expected no metrics with a flow layout (its metrics are under layout)")
    }
    for (index, section) in scenario.sections.enumerated() {
      let location = ValueLocation("sections")[index]
      if section.metrics != SectionMetrics() {
        report(
          location["metrics"],
          "expected no metrics in a flow layout's section (its overrides are its layout)")
      }
      if !section.headers.isEmpty {
        report(
          location["headers"],
          "expected no headers in a flow layout's section "
            + "(its header is layout.headerReferenceSize)")
      }
      if !section.footers.isEmpty {
        report(
          location["footers"],
          "expected no footers in a flow layout's section "
            + "(its footer is layout.footerReferenceSize)")
      }
      if section.placeholder != nil || section.state != .loaded {
        report(
          location["state"], "expected a loaded section in a flow layout (it has no placeholders)")
      }
    }
    let isValid = checkFlow(
      configuration, at: "layout", sections: scenario.sections,
      environment: scenario.environment)
    guard isValid else { return }
    // The scenario's items at each resize step's viewport, each viewport once: a rotation
    // that leaves an item longer than its line is reported before anything is played.
    var environment = scenario.environment
    var checked: Set<LayoutEnvironment> = [environment]
    for step in scenario.steps {
      guard case .resize(let size, let inset) = step else { continue }
      environment.viewport = size
      if let inset { environment.contentInset = inset }
      guard size.width.isFinite, size.width > 0, size.height.isFinite, size.height > 0,
        checked.insert(environment).inserted
      else { continue }
      checkFlowFits(
        configuration, at: "layout", sections: scenario.sections, environment: environment)
    }
  }
}
