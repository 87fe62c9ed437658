import CollectionLayoutCore

extension GridLayout {
  /// Lays out a scenario's global headers and sections in its environment. Throws every
  /// validation problem of the scenario first, each at its JSON location.
  public init(scenario: Scenario) throws(ScenarioError) {
    try scenario.validate()
    self.init(
      validatedEnvironment: scenario.environment, metrics: scenario.metrics,
      globalHeaders: scenario.globalHeaders, sections: scenario.sections)
  }
}
