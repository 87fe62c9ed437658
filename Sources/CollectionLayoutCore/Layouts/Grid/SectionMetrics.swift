/// The order in which a row's cells take their columns (``SectionMetrics/itemOrder``).
public enum ItemOrder: String, Hashable, Sendable, Codable, CaseIterable {
  /// Item 0 of a row takes the leftmost column (the default).
  case leadingToTrailing
  /// Item 0 of a row takes the rightmost column: the columns are mirrored.
  case trailingToLeading
}

/// How a section places its items (``SectionMetrics/arrangement``).
///
/// ```
///  grid                       masonry
///  ┌────┐┌────┐┌────┐         ┌────┐┌────┐┌────┐
///  │ 0  ││ 1  ││ 2  │ row 0   │ 0  ││ 1  ││ 2  │   each item goes to the column whose
///  └────┘└────┘└────┘         │    │└────┘│    │   bottom is highest (the shortest),
///  ┌────┐┌────┐               └────┘┌────┐└────┘   ties to the leading column
///  │ 3  ││ 4  │       row 1   ┌────┐│ 3  │┌────┐
///  └────┘└────┘               │ 4  │└────┘│ 5  │
/// ```
public enum SectionArrangement: String, Hashable, Sendable, Codable, CaseIterable {
  /// Rows of `columns` cells, each row as tall as its tallest item (the default).
  case grid
  /// Columns of stacked items of their own heights (a waterfall): no rows, no row or column
  /// separators.
  case masonry
}

/// Which column a masonry section puts each item in (``SectionMetrics/masonryPlacement``).
public enum MasonryPlacement: String, Hashable, Sendable, Codable, CaseIterable {
  /// Every item, in index order, goes to the column whose bottom is highest, ties to the
  /// leading column: placement is a pure function of the data, and inserting an item at the
  /// top moves most items below it to other columns (the default, as every waterfall layout
  /// does).
  case shortest
  /// Across a batch update, every surviving item keeps its column; only inserted and reloaded
  /// items are placed, in index order, in the column that is shortest at that moment. The
  /// first layout, a resize and a change of the column count place every item as `shortest`
  /// does.
  case stable
}

/// Which separators a section draws, and how (``SectionMetrics/separators``). Every property
/// is optional so that a section can override a single value of the defaults; see
/// ``SectionMetrics``.
///
/// Separators are decorations: they overlay the content and take no space.
public struct SeparatorMetrics: Hashable, Sendable {
  /// A separator on the top edge of every row after the first. Default `false`.
  public var row: Bool?
  /// A separator on the boundary between adjacent cells of a row. Default `false`.
  public var column: Bool?
  /// A separator on the bottom edge of every section that shows items. Default `false`.
  public var section: Bool?
  /// Whether the last section gets its section separator too. Default `false`.
  public var lastSection: Bool?
  /// Insets of the horizontal (row and section) separators, in points, each side >= 0: a
  /// single value, not merged side by side. Default 0 and 0.
  public var insets: HorizontalInsets?
  /// Line thickness in points, > 0. Default one device pixel: `1 / displayScale`.
  public var thickness: Double?

  /// Creates separator metrics; every value left `nil` is inherited.
  public init(
    row: Bool? = nil, column: Bool? = nil, section: Bool? = nil, lastSection: Bool? = nil,
    insets: HorizontalInsets? = nil, thickness: Double? = nil
  ) {
    self.row = row
    self.column = column
    self.section = section
    self.lastSection = lastSection
    self.insets = insets
    self.thickness = thickness
  }

  /// This value with every property that is `nil` here taken from `inherited`.
  public func overriding(_ inherited: SeparatorMetrics) -> SeparatorMetrics {
    SeparatorMetrics(
      row: row ?? inherited.row, column: column ?? inherited.column,
      section: section ?? inherited.section, lastSection: lastSection ?? inherited.lastSection,
      insets: insets ?? inherited.insets, thickness: thickness ?? inherited.thickness)
  }
}

/// The metrics of a section's item grid: every property is optional, so that a section sets
/// only the values it overrides.
///
/// The grid's own section description (``GridLayout``): its geometry (row height, columns,
/// masonry, separators, colours), and the ``SectionSettings`` every kind of layout reads
/// (``settings``), which the interactions ask of any layout through
/// ``CollectionViewLayout/sectionSettings(ofSection:)``.
///
/// Metrics cascade (``overriding(_:)``). The layout's default metrics are the defaults of
/// every section, and a section's own metrics override them value by value. A value that is
/// set always wins over an inherited one, zero and `false` included (the 2014 sample could not
/// reset a value to zero). ``separators`` cascades value by value too; ``padding`` and the
/// separators' ``SeparatorMetrics/insets`` are single values.
///
/// ```swift
/// SectionMetrics(
///   rowHeight: 44, columns: 2, columnSpacing: 8, rowSpacing: 8,
///   padding: LayoutInsets(top: 8, left: 16, bottom: 8, right: 16),
///   separators: SeparatorMetrics(row: true, insets: HorizontalInsets(left: 16)),
///   editActions: [EditAction(title: "Delete", width: 80, style: .destructive)])
/// ```
///
/// The scenario's `metrics` objects, which hold these values under the same names, are in the
/// scenario format's article (Section Metrics).
public struct SectionMetrics: Hashable, Sendable {
  /// The height of a row, in points, > 0. Default 44.
  public var rowHeight: Double?
  /// The number of columns, >= 1. Default 1.
  public var columns: Int?
  /// The horizontal gap between adjacent columns, in points, >= 0. Default 0.
  public var columnSpacing: Double?
  /// The vertical gap between adjacent rows, in points, >= 0. Default 0.
  public var rowSpacing: Double?
  /// Space around the item grid, in points, each side >= 0. Default 0 on every side.
  public var padding: LayoutInsets?
  /// The order in which a row's cells take their columns. Default leading to trailing.
  public var itemOrder: ItemOrder?
  /// How the section places its items. Default ``SectionArrangement/grid``.
  public var arrangement: SectionArrangement?
  /// Which column a masonry section puts each item in. Default
  /// ``MasonryPlacement/shortest``; ignored by grid sections.
  public var masonryPlacement: MasonryPlacement?
  /// Which separators to draw.
  public var separators: SeparatorMetrics?
  /// The colour of the section's background decoration and its cells. Default none: no
  /// background decoration.
  public var backgroundColor: LayoutColor?
  /// The colour of a selected cell. Default none.
  public var selectedBackgroundColor: LayoutColor?
  /// The colour of the separators. Default ``LayoutColor/defaultSeparator``.
  public var separatorColor: LayoutColor?
  /// The settings every kind of layout reads (``SectionSettings``): ``allowsReorder`` and
  /// ``editActions``, which cascade as the grid's values do.
  public var settings: SectionSettings
  /// Whether the section's items can be dragged to reorder (``SectionSettings/allowsReorder``).
  /// Default `true`.
  public var allowsReorder: Bool? {
    get { settings.allowsReorder }
    set { settings.allowsReorder = newValue }
  }
  /// The buttons a swipe reveals behind the section's items (``SectionSettings/editActions``).
  /// Default none: the items cannot be swiped.
  public var editActions: [EditAction]? {
    get { settings.editActions }
    set { settings.editActions = newValue }
  }

  /// Creates metrics; every value left `nil` is inherited.
  public init(
    rowHeight: Double? = nil, columns: Int? = nil, columnSpacing: Double? = nil,
    rowSpacing: Double? = nil, padding: LayoutInsets? = nil, itemOrder: ItemOrder? = nil,
    arrangement: SectionArrangement? = nil, masonryPlacement: MasonryPlacement? = nil,
    separators: SeparatorMetrics? = nil, backgroundColor: LayoutColor? = nil,
    selectedBackgroundColor: LayoutColor? = nil, separatorColor: LayoutColor? = nil,
    allowsReorder: Bool? = nil, editActions: [EditAction]? = nil
  ) {
    self.rowHeight = rowHeight
    self.columns = columns
    self.columnSpacing = columnSpacing
    self.rowSpacing = rowSpacing
    self.padding = padding
    self.itemOrder = itemOrder
    self.arrangement = arrangement
    self.masonryPlacement = masonryPlacement
    self.separators = separators
    self.backgroundColor = backgroundColor
    self.selectedBackgroundColor = selectedBackgroundColor
    self.separatorColor = separatorColor
    self.settings = SectionSettings(allowsReorder: allowsReorder, editActions: editActions)
  }

  /// This value with every property that is `nil` here taken from `inherited`;
  /// ``separators`` merges property by property.
  public func overriding(_ inherited: SectionMetrics) -> SectionMetrics {
    let mergedSeparators: SeparatorMetrics?
    switch (separators, inherited.separators) {
    case (let own?, let outer?): mergedSeparators = own.overriding(outer)
    case (let own?, nil): mergedSeparators = own
    case (nil, let outer): mergedSeparators = outer
    }
    return SectionMetrics(
      rowHeight: rowHeight ?? inherited.rowHeight, columns: columns ?? inherited.columns,
      columnSpacing: columnSpacing ?? inherited.columnSpacing,
      rowSpacing: rowSpacing ?? inherited.rowSpacing, padding: padding ?? inherited.padding,
      itemOrder: itemOrder ?? inherited.itemOrder,
      arrangement: arrangement ?? inherited.arrangement,
      masonryPlacement: masonryPlacement ?? inherited.masonryPlacement,
      separators: mergedSeparators,
      backgroundColor: backgroundColor ?? inherited.backgroundColor,
      selectedBackgroundColor: selectedBackgroundColor ?? inherited.selectedBackgroundColor,
      separatorColor: separatorColor ?? inherited.separatorColor,
      allowsReorder: allowsReorder ?? inherited.allowsReorder,
      editActions: editActions ?? inherited.editActions)
  }

  /// The metrics with every value resolved: own values, then `inherited`, then the built-in
  /// defaults. `displayScale` sets the default separator thickness (one device pixel).
  public func resolved(inheriting inherited: SectionMetrics, displayScale: Double)
    -> ResolvedMetrics
  {
    let merged = overriding(inherited)
    let separators = merged.separators ?? SeparatorMetrics()
    return ResolvedMetrics(
      rowHeight: merged.rowHeight ?? 44, columns: merged.columns ?? 1,
      columnSpacing: merged.columnSpacing ?? 0, rowSpacing: merged.rowSpacing ?? 0,
      padding: merged.padding ?? .zero, itemOrder: merged.itemOrder ?? .leadingToTrailing,
      arrangement: merged.arrangement ?? .grid,
      masonryPlacement: merged.masonryPlacement ?? .shortest,
      showsRowSeparators: separators.row ?? false,
      showsColumnSeparators: separators.column ?? false,
      showsSectionSeparator: separators.section ?? false,
      showsSectionSeparatorWhenLast: separators.lastSection ?? false,
      separatorInsets: separators.insets ?? .zero,
      separatorThickness: separators.thickness ?? 1 / displayScale,
      backgroundColor: merged.backgroundColor,
      selectedBackgroundColor: merged.selectedBackgroundColor,
      separatorColor: merged.separatorColor ?? .defaultSeparator,
      allowsReorder: merged.allowsReorder ?? true, editActions: merged.editActions ?? [])
  }
}

/// Section metrics after the cascade: every value is decided.
public struct ResolvedMetrics: Hashable, Sendable {
  /// The height of a row without per-item heights, in points, > 0.
  public var rowHeight: Double
  /// The number of columns, >= 1.
  public var columns: Int
  /// The gap between adjacent columns, in points, >= 0.
  public var columnSpacing: Double
  /// The gap between adjacent rows, in points, >= 0.
  public var rowSpacing: Double
  /// Space around the item grid, in points.
  public var padding: LayoutInsets
  /// The order in which a row's cells take their columns.
  public var itemOrder: ItemOrder
  /// How the section places its items.
  public var arrangement: SectionArrangement
  /// Which column a masonry section puts each item in.
  public var masonryPlacement: MasonryPlacement
  /// Whether rows after the first get a separator on their top edge.
  public var showsRowSeparators: Bool
  /// Whether adjacent cells of a row get a separator on their boundary.
  public var showsColumnSeparators: Bool
  /// Whether the section gets a separator on its bottom edge when it shows items.
  public var showsSectionSeparator: Bool
  /// Whether the section separator is drawn when this is the last section.
  public var showsSectionSeparatorWhenLast: Bool
  /// Insets of row and section separators from the content's left and right edges.
  public var separatorInsets: HorizontalInsets
  /// Separator thickness, in points.
  public var separatorThickness: Double
  /// The background colour of the section and its cells, if any.
  public var backgroundColor: LayoutColor?
  /// The background colour of a selected cell, if any.
  public var selectedBackgroundColor: LayoutColor?
  /// The separator colour.
  public var separatorColor: LayoutColor
  /// Whether items can be dragged to reorder, in and into the section.
  public var allowsReorder: Bool
  /// The buttons a swipe reveals behind an item, leading to trailing; empty when items cannot
  /// be swiped.
  public var editActions: [EditAction]
}
