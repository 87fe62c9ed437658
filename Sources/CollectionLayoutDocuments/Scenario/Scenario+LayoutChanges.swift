import CollectionLayoutCore

extension Scenario {
  /// This scenario with `newLayout` in place of its layout (and for a grid its default
  /// metrics): what a layout change lays the data out with.
  func replacingLayout(with newLayout: NewLayout) -> Scenario {
    var replaced = self
    replaced.layout = newLayout.layout
    if let metrics = newLayout.metrics { replaced.metrics = metrics }
    return replaced
  }

  /// This scenario's data as its layout's kind reads it (``LayoutKind/adopting(_:)``): what a
  /// layout change lays out.
  func adoptedByItsKind() -> Scenario {
    layout.layoutKind.adopting(self)
  }

  /// This scenario with its layout's column count changed by `columns`, as a pinch changes
  /// it (``LayoutKind/changingColumns(_:of:in:)``), its problem located at `location`, the
  /// pinch step.
  func changingColumns(_ columns: ColumnChange, at location: String) throws(ScenarioError)
    -> Scenario
  {
    let changed: Scenario?
    do {
      changed = try layout.layoutKind.changingColumns(columns, in: self)
    } catch {
      throw ScenarioError(
        location: error.key.map { location + "." + $0 } ?? location, message: error.message)
    }
    guard let changed else {
      throw ScenarioError(
        location: location,
        message: "expected a layout with columns (a grid or a flow layout), got a "
          + "\(layout.kind) layout: a pinch changes a column count")
    }
    return changed
  }
}
