/// The checks of what a grid layout is given: its default metrics, global headers and
/// sections, each problem located at the argument it comes from (`metrics.columns`,
/// `globalHeaders[0].height`, `sections[2].items[5].height`).
extension RangeChecker {
  /// Checks the defaults of every section and the global headers: their values in range,
  /// and no global header whose height is an estimate (a measure step measures only
  /// sections' headers and footers).
  package mutating func checkGridDefaults(metrics: SectionMetrics, globalHeaders: [Supplementary]) {
    checkMetrics(metrics, at: "metrics")
    checkSupplementaries(globalHeaders, at: "globalHeaders")
    for index in globalHeaders.indices where globalHeaders[index].isHeightEstimated {
      report(
        ValueLocation("globalHeaders")[index]["estimatedHeight"],
        "expected a height: a global header cannot be measured, so its height cannot be an "
          + "estimate")
    }
  }

  /// Checks sections under default metrics `metrics`: the section and item limits, each
  /// section's values (only those `checking` contains; the others are known valid; none when
  /// ``CheckedSections/valuesAreChecked``), item ids unique, and a height or an aspect ratio
  /// for every item of a masonry section (those `checking` contains).
  package mutating func checkGridSections(
    _ sections: [LayoutSection], inheriting metrics: SectionMetrics,
    checking: CheckedSections = .all
  ) {
    if !checking.valuesAreChecked {
      checkSections(sections, at: "sections", checking: checking)
    }
    checkMasonryItems(sections, inheriting: metrics, at: "sections", checking: checking)
  }
}

extension GridLayout {
  /// The problems of a grid of `sections` under `globalHeaders` and default `metrics` in
  /// `environment`, in the order of the values: the environment, the metrics, the global
  /// headers, then the sections (only those `checking` contains are checked value by value).
  static func issues(
    environment: LayoutEnvironment, metrics: SectionMetrics, globalHeaders: [Supplementary],
    sections: [LayoutSection], checking: CheckedSections = .all
  ) -> [LayoutIssue] {
    var checker = RangeChecker()
    checker.checkEnvironment(environment)
    checker.checkGridDefaults(metrics: metrics, globalHeaders: globalHeaders)
    checker.checkGridSections(sections, inheriting: metrics, checking: checking)
    return checker.issues
  }
}
