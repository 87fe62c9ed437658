import CollectionLayoutCore

extension PagingLayout {
  /// Lays out a scenario whose `layout` is `{"kind": "paging", ...}`. Throws every validation
  /// problem of the scenario first, and a problem at `layout` for another kind.
  public init(scenario: Scenario) throws(ScenarioError) {
    try scenario.validate()
    guard let configuration = PagingLayoutKind.configuration(of: scenario.layout) else {
      throw ScenarioError(
        location: "layout",
        message: "expected \"kind\": \"paging\", got \"\(scenario.layout.kind)\"")
    }
    self.init(validated: configuration, screenEnvironment: scenario.environment)
  }
}
