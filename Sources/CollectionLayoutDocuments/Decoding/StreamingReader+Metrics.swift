import CollectionLayoutCore

extension StreamingReader {
  /// The keys of section metrics, in documented order; all optional.
  enum MetricsKey: String, CaseIterable, Sendable {
    case rowHeight, columns, columnSpacing, rowSpacing, padding, itemOrder, arrangement
    case masonryPlacement, separators, backgroundColor, selectedBackgroundColor, separatorColor
    case allowsReorder, editActions
  }
  /// The keys of separator metrics, in documented order; all optional.
  enum SeparatorKey: String, CaseIterable, Sendable {
    case row, column, section, lastSection, insets, thickness
  }

  static let metricsKeys = ObjectKeys<MetricsKey>()
  static let separatorKeys = ObjectKeys<SeparatorKey>()

  /// Section metrics; every key left out, or wrong, stays `nil` (inherited). Empty metrics
  /// when not an object.
  mutating func metrics() throws(DecodingStop) -> SectionMetrics {
    var metrics = SectionMetrics()
    guard var object = try beginObject() else { return metrics }
    while let key = try nextMember(&object, of: Self.metricsKeys) {
      switch key {
      case .rowHeight: metrics.rowHeight = try number()
      case .columns: metrics.columns = try integer()
      case .columnSpacing: metrics.columnSpacing = try number()
      case .rowSpacing: metrics.rowSpacing = try number()
      case .padding: metrics.padding = try edgeInsets()
      case .itemOrder: metrics.itemOrder = try enumeration(ItemOrder.self)
      case .arrangement: metrics.arrangement = try enumeration(SectionArrangement.self)
      case .masonryPlacement: metrics.masonryPlacement = try enumeration(MasonryPlacement.self)
      case .separators: metrics.separators = try separators()
      case .backgroundColor: metrics.backgroundColor = try color()
      case .selectedBackgroundColor: metrics.selectedBackgroundColor = try color()
      case .separatorColor: metrics.separatorColor = try color()
      case .allowsReorder: metrics.allowsReorder = try boolean()
      case .editActions: metrics.editActions = try editActions()
      }
    }
    return metrics
  }

  /// Separator metrics; every key left out, or wrong, stays `nil` (inherited). `nil` when
  /// not an object.
  mutating func separators() throws(DecodingStop) -> SeparatorMetrics? {
    guard var object = try beginObject() else { return nil }
    var separators = SeparatorMetrics()
    while let key = try nextMember(&object, of: Self.separatorKeys) {
      switch key {
      case .row: separators.row = try boolean()
      case .column: separators.column = try boolean()
      case .section: separators.section = try boolean()
      case .lastSection: separators.lastSection = try boolean()
      case .insets: separators.insets = try horizontalInsets()
      case .thickness: separators.thickness = try number()
      }
    }
    return separators
  }
}
