extension Scenario {
  /// The layout the scenario describes, laid out in its environment: a ``GridLayout`` (the only
  /// kind so far). Throws every validation problem of the scenario.
  public func makeLayout() throws(ScenarioError) -> any CollectionViewLayout {
    try GridLayout(scenario: self)
  }
}
