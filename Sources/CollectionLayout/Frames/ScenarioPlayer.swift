extension Scenario {
  /// Lays the scenario out, plays its steps and returns the frames: the initial layout, then
  /// one entry per step. Throws every validation problem before doing any work.
  public func frames() throws(ScenarioError) -> Frames {
    try validate()
    // TEMPORARY: replaced by the layout engine before this lands.
    return Frames(environment: environment, steps: [])
  }
}
