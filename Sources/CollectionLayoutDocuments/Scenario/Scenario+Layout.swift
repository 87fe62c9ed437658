import CollectionLayoutCore

extension Scenario {
  /// The layout the scenario describes, laid out in its environment: a ``GridLayout`` for
  /// `"layout": {"kind": "grid"}` (the default), a ``PagingLayout`` for `"kind": "paging"`, a
  /// ``WallLayout`` for `"kind": "wall"`.
  /// Throws every validation problem of the scenario.
  public func makeLayout() throws(ScenarioError) -> any CollectionViewLayout {
    switch layout {
    case .grid: return try GridLayout(scenario: self)
    case .paging: return try PagingLayout(scenario: self)
    case .wall: return try WallLayout(scenario: self)
    }
  }
}
