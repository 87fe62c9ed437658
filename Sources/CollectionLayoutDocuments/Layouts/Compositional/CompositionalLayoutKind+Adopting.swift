import CollectionLayoutCore

extension CompositionalLayoutKind {
  /// The data without the grid's own (``Scenario/withoutGridData()``): a compositional
  /// section's headers and footers are its layout's boundary supplementary items.
  static func adopting(_ scenario: Scenario) -> Scenario {
    scenario.withoutGridData()
  }
}
