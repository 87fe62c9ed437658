extension ScenarioReader {
  /// The keys of section metrics, in documented order; all optional.
  static let metricsKeys = [
    "rowHeight", "columns", "columnSpacing", "rowSpacing", "padding", "itemOrder", "arrangement",
    "masonryPlacement", "separators", "backgroundColor", "selectedBackgroundColor",
    "separatorColor", "allowsReorder", "editActions",
  ]
  /// The keys of separator metrics, in documented order; all optional.
  static let separatorKeys = ["row", "column", "section", "lastSection", "insets", "thickness"]

  /// Section metrics; every key left out, or wrong, stays `nil` (inherited). Empty metrics
  /// when absent or not an object.
  mutating func metrics(_ field: JSONField?) -> SectionMetrics {
    guard let field, let object = object(field, keys: Self.metricsKeys) else {
      return SectionMetrics()
    }
    return SectionMetrics(
      rowHeight: number(object["rowHeight"]), columns: integer(object["columns"]),
      columnSpacing: number(object["columnSpacing"]), rowSpacing: number(object["rowSpacing"]),
      padding: edgeInsets(object["padding"]),
      itemOrder: enumeration(object["itemOrder"], as: ItemOrder.self),
      arrangement: enumeration(object["arrangement"], as: SectionArrangement.self),
      masonryPlacement: enumeration(object["masonryPlacement"], as: MasonryPlacement.self),
      separators: separators(object["separators"]),
      backgroundColor: color(object["backgroundColor"]),
      selectedBackgroundColor: color(object["selectedBackgroundColor"]),
      separatorColor: color(object["separatorColor"]),
      allowsReorder: boolean(object["allowsReorder"]),
      editActions: editActions(object["editActions"]))
  }

  /// Separator metrics; every key left out, or wrong, stays `nil` (inherited). `nil` when
  /// absent or not an object.
  mutating func separators(_ field: JSONField?) -> SeparatorMetrics? {
    guard let field, let object = object(field, keys: Self.separatorKeys) else { return nil }
    return SeparatorMetrics(
      row: boolean(object["row"]), column: boolean(object["column"]),
      section: boolean(object["section"]), lastSection: boolean(object["lastSection"]),
      insets: horizontalInsets(object["insets"]), thickness: number(object["thickness"]))
  }
}
