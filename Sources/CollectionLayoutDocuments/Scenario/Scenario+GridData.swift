import CollectionLayoutCore

extension Scenario {
  /// This scenario without the grid's own data: no default metrics, global headers, or
  /// section metrics, headers and footers (the sections' items, states and placeholders
  /// kept). What a kind that reads none of them lays out when it replaces a grid.
  func withoutGridData() -> Scenario {
    var stripped = self
    stripped.metrics = SectionMetrics()
    stripped.globalHeaders = []
    for index in stripped.sections.indices {
      stripped.sections[index].metrics = SectionMetrics()
      stripped.sections[index].headers = []
      stripped.sections[index].footers = []
    }
    return stripped
  }
}
