import CollectionLayoutCore

extension FlowLayout {
  /// Lays out a scenario whose `layout` is `{"kind": "flow", ...}`. Throws every validation
  /// problem of the scenario first, and a problem at `layout` for another kind.
  public init(scenario: Scenario) throws(ScenarioError) {
    try scenario.validate()
    guard let configuration = FlowLayoutKind.configuration(of: scenario.layout) else {
      throw ScenarioError(
        location: "layout",
        message: "expected \"kind\": \"flow\", got \"\(scenario.layout.kind)\"")
    }
    self.init(
      validated: configuration, environment: scenario.environment, sections: scenario.sections)
  }
}
