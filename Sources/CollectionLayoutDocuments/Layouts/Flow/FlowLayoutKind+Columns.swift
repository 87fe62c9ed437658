import CollectionLayoutCore

extension FlowLayoutKind {
  /// A vertical flow layout whose lines hold `columns.to` items where they held
  /// `columns.from`: the item size's width chosen so that `columns.to` items and the minimum
  /// spacing between them fill the width inside the content and section insets, its height
  /// scaled with it. Refused for a horizontal layout, or one that is not in `columns.from`
  /// columns.
  static func changingColumns(
    _ columns: ColumnChange, of configuration: Configuration, in scenario: Scenario
  ) throws(ColumnChangeRefusal) -> Scenario? {
    guard configuration.scrollDirection == .vertical else {
      throw ColumnChangeRefusal(
        key: nil,
        message: "expected a vertical flow layout, got a horizontal one: a pinch changes the "
          + "items of a line across the width")
    }
    let inset = scenario.environment.contentInset
    let spacing = configuration.minimumInteritemSpacing
    let available =
      scenario.environment.viewport.width - inset.left - inset.right
      - configuration.sectionInset.left - configuration.sectionInset.right
    let width = configuration.itemSize.width
    let count = Int(((available + spacing) / (width + spacing) + 1e-9).rounded(.down))
    guard count == columns.from else {
      throw ColumnChangeRefusal(
        key: "columns[0]",
        message: "expected a flow layout of \(columns.from) items a line, got \(count) (items "
          + "\(format(width)) points wide in \(format(available)))")
    }
    let newWidth = (available - spacing * Double(columns.to - 1)) / Double(columns.to)
    guard newWidth >= 1 else {
      throw ColumnChangeRefusal(
        key: "columns[1]",
        message: "expected items at least 1 point wide, got \(format(newWidth)): "
          + "\(columns.to) items and their spacing do not fit \(format(available)) points")
    }
    var flow = configuration
    flow.itemSize = LayoutSize(width: newWidth, height: flow.itemSize.height * newWidth / width)
    var changed = scenario
    changed.layout = .flow(flow)
    return changed
  }
}

extension FlowLayoutKind {
  /// The data without the grid's own (``Scenario/withoutGridData()``): a flow section's
  /// headers and footers come from the reference sizes, its metrics from its `layout`.
  static func adopting(_ scenario: Scenario) -> Scenario {
    var adopted = scenario.withoutGridData()
    for index in adopted.sections.indices where adopted.sections[index].state != .loaded {
      adopted.sections[index].state = .loaded
      adopted.sections[index].placeholder = nil
    }
    return adopted
  }
}
