/// The checks of a compositional layout's section provider, and where the problems of the
/// sections it lays out are located.
extension RangeChecker {
  /// Checks the rules of `provider` under `location` (the configuration's:
  /// `layout.sectionProvider[2].section.…`): at least one; no rule after a catch-all (it would
  /// never be chosen); a width condition >= 0; a size class condition `compact` or `regular`;
  /// each rule's section; a catch-all last or a configuration `section` for the sections no
  /// rule matches. A provider of code is checked on what it gives, in the environment
  /// (``checkCompositionalFit(_:with:in:at:configurationLocation:)``).
  mutating func checkSectionProvider(
    _ provider: CompositionalSectionProvider, of configuration: CompositionalConfiguration,
    at location: ValueLocation
  ) {
    guard let rules = provider.rules else { return }
    let providerLocation = location["sectionProvider"]
    guard !rules.isEmpty else {
      report(providerLocation, "expected at least one rule, got none")
      return
    }
    var catchAll: Int?
    for (index, rule) in rules.enumerated() {
      let ruleLocation = providerLocation[index]
      if let catchAll {
        report(
          ruleLocation,
          "expected no rule after the catch-all rule \(catchAll) (a rule with neither "
            + "\"minimumWidth\" nor \"horizontalSizeClass\" matches every environment), so "
            + "this rule would never be chosen: move it before rule \(catchAll)")
      }
      if let width = rule.minimumWidth {
        checkNonNegative(width, at: ruleLocation["minimumWidth"])
      }
      if rule.horizontalSizeClass == .unspecified {
        report(
          ruleLocation["horizontalSizeClass"],
          "expected \"compact\" or \"regular\" (a rule on an unspecified size class never "
            + "matches), got \"unspecified\"")
      }
      if rule.isCatchAll, catchAll == nil { catchAll = index }
      checkCompositionalSection(
        rule.section, axis: configuration.scrollDirection, at: ruleLocation["section"])
    }
    if catchAll == nil, configuration.section == nil {
      report(
        providerLocation,
        "expected a catch-all rule last (a rule with only \"section\") or a \"section\" "
          + "beside the provider: a section no rule matches would have no layout")
    }
  }
}

extension CompositionalConfiguration {
  /// Where the problems of section `section`'s layout are located when it has none of its
  /// own, under `location` (the configuration's): its `section`, the rule of its
  /// `sectionProvider` that chose it (`sectionProvider[R].section`), or for code
  /// `sectionProvider[S]`, `S` the section's index. O(rules).
  func location(
    ofProvidedSection section: Int, in environment: LayoutEnvironment,
    under location: ValueLocation
  ) -> ValueLocation {
    switch providedSection(at: section, in: environment)?.origin {
    case .rule(let rule): return location["sectionProvider"][rule]["section"]
    case .code: return location["sectionProvider"][section]
    case .configurationSection, nil: return location["section"]
    }
  }
}
