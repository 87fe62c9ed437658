import CollectionLayoutCore

extension WallLayout {
  /// Lays out a scenario whose `layout` is `{"kind": "wall", ...}`. Throws every validation
  /// problem of the scenario first, and a problem at `layout` for another kind.
  public init(scenario: Scenario) throws(ScenarioError) {
    try scenario.validate()
    guard let configuration = WallLayoutKind.configuration(of: scenario.layout) else {
      throw ScenarioError(
        location: "layout",
        message: "expected \"kind\": \"wall\", got \"\(scenario.layout.kind)\"")
    }
    self.init(validated: configuration, environment: scenario.environment)
  }
}
