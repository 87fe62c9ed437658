import CollectionLayoutCore

extension LayoutKind {
  /// `scenario` as it is.
  public static func adopting(_ scenario: Scenario) -> Scenario { scenario }

  /// `nil`: a kind has no column count unless it says so.
  public static func changingColumns(
    _ columns: ColumnChange, of configuration: Configuration, in scenario: Scenario
  ) throws(ColumnChangeRefusal) -> Scenario? {
    nil
  }

  /// ``changingColumns(_:of:in:)`` with `scenario`'s own configuration; `nil` when its
  /// layout is of another kind, or this kind has no columns.
  static func changingColumns(_ columns: ColumnChange, in scenario: Scenario)
    throws(ColumnChangeRefusal) -> Scenario?
  {
    guard let configuration = configuration(of: scenario.layout) else { return nil }
    return try changingColumns(columns, of: configuration, in: scenario)
  }
}
