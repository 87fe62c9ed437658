import CollectionLayoutCore

extension FlowLayout {
  /// Lays out a scenario whose `layout` is `{"kind": "flow", ...}`. Throws every validation
  /// problem of the scenario first, and a problem at `layout` for another kind. Laid out again
  /// (a resize, an update), the configuration's problems are located under `layout`, as in the
  /// document.
  public init(scenario: Scenario) throws(ScenarioError) {
    try scenario.validate()
    guard let configuration = FlowLayoutKind.configuration(of: scenario.layout) else {
      throw ScenarioError(
        location: "layout",
        message: "expected \"kind\": \"flow\", got \"\(scenario.layout.kind)\"")
    }
    self.init(
      validated: configuration, at: "layout", environment: scenario.environment,
      sections: scenario.sections)
  }
}
