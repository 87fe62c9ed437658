import CollectionLayoutCore

extension GridLayoutKind {
  /// The grid in `columns.to` columns wherever it is in `columns.from`: the default metrics
  /// when they have `columns.from`, and each section whose own metrics have it. Refused when
  /// no section is laid out in `columns.from` columns.
  static func changingColumns(
    _ columns: ColumnChange, of configuration: Configuration, in scenario: Scenario
  ) throws(ColumnChangeRefusal) -> Scenario? {
    var changed = scenario
    let defaultColumns = scenario.metrics.columns ?? 1
    var counts: Set<Int> = []
    for index in changed.sections.indices {
      let own = changed.sections[index].metrics.columns
      counts.insert(own ?? defaultColumns)
      if own == columns.from { changed.sections[index].metrics.columns = columns.to }
    }
    guard counts.contains(columns.from) else {
      let found = counts.sorted().map(String.init).joined(separator: ", ")
      throw ColumnChangeRefusal(
        key: "columns[0]",
        message: "expected a section in \(columns.from) columns, got none: the grid's "
          + "sections have \(found.isEmpty ? "none" : found)")
    }
    if defaultColumns == columns.from { changed.metrics.columns = columns.to }
    return changed
  }
}
