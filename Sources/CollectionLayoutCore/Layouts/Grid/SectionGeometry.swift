/// One section laid out: the raw (unsnapped) vertical positions of its parts and the
/// horizontal geometry of its grid, from which every element's attributes are derived on
/// demand. Nothing is stored per item.
///
/// ```
///  top ──────────── header 0 ─────────────  full width
///                   header 1
///  contentTop ───── placeholder ──────────  full width, instead of the grid
///             or    padding.top
///  gridTop ──────── row 0 │ row 0 │ row 0    columns, see ColumnGrid
///                   row 1 │ row 1
///                   padding.bottom
///  contentBottom ── footer 0 ─────────────  full width
///  bottom ─────────────────────────────────  = the next section's top
/// ```
/// An empty section (no items, no placeholder) has an empty grid that takes no space: its
/// padding is not applied, and its footers follow its headers. A masonry section has no rows:
/// its items are stacked in columns (``MasonryGeometry``), and its item area ends at the bottom
/// of its tallest column plus the bottom padding.
struct SectionGeometry: Hashable, Sendable {
  /// The section's index.
  var index: Int
  /// The section's metrics after the cascade and its columns, shared by the sections of a
  /// layout with the same metrics.
  var style: SectionStyle
  /// The section's headers and footers, as given.
  var headers: [Supplementary]
  var footers: [Supplementary]
  /// The raw top of the section (its first header, or its content), in points.
  var top: Double
  /// The raw top of the first footer (the bottom of the content), in points.
  var footersTop: Double
  /// The raw bottom of the section (exclusive), in points: the next section's top.
  var bottom: Double
  /// The placeholder and its raw top and height, when the section shows one.
  var placeholder: PlaceholderGeometry?
  /// The number of items in the grid: 0 when a placeholder is shown.
  var itemCount: Int
  /// The raw top of the first row, in points.
  var gridTop: Double
  /// The rows of the grid (none in a masonry section).
  var rows: RowGeometry
  /// The items placed in columns, in a masonry section; `nil` in a grid section.
  var masonry: MasonryGeometry?
  /// Whether this is the last section of the layout (for the last-section separator).
  var isLast: Bool

  /// The section's metrics after the cascade.
  var metrics: ResolvedMetrics { style.metrics }
  /// The columns of the grid.
  var columns: ColumnGrid { style.columns }

  /// The same section with its top at `top`: its headers, placeholder, grid and footers
  /// placed from there, its rows and masonry columns (relative to the grid's top) kept. The
  /// same arithmetic as the first layout, so a section placed again is the section laid out
  /// there. O(headers + footers), nothing allocated.
  func placed(at top: Double, environment: LayoutEnvironment) -> SectionGeometry {
    placed(at: top, asSection: index, isLast: isLast, environment: environment)
  }

  /// ``placed(at:environment:)``, as section `index` of its layout (the last one when
  /// `isLast`).
  func placed(
    at top: Double, asSection index: Int, isLast: Bool, environment: LayoutEnvironment
  ) -> SectionGeometry {
    // The arithmetic of Placement, reading this geometry in place: passing its lists and its
    // placeholder as arguments, or mapping the optional placeholder, copies them.
    var y = top
    for header in headers { y += header.height }
    var gridTop = y
    var placedPlaceholder: PlaceholderGeometry?
    // A section with items shows no placeholder (itemCount is 0 when it does).
    if itemCount > 0 {
      let padding = style.metrics.padding
      gridTop = y + padding.top
      y = gridTop + (masonry?.totalHeight ?? rows.totalHeight) + padding.bottom
    } else if let content = placeholder?.content {
      let fill = environment.visibleContentHeight - y
      let height = content.height ?? max(Placeholder.minimumFillHeight, fill)
      placedPlaceholder = PlaceholderGeometry(content: content, top: y, height: height)
      y += height
    }
    let footersTop = y
    for footer in footers { y += footer.height }
    // Built by the memberwise initializer, as in
    // laidOut(index:headers:footers:placeholder:items:style:top:isLast:environment:keptColumns:).
    return SectionGeometry(
      index: index, style: style, headers: headers, footers: footers, top: top,
      footersTop: footersTop, bottom: y, placeholder: placedPlaceholder, itemCount: itemCount,
      gridTop: gridTop, rows: rows, masonry: masonry, isLast: isLast)
  }

  /// The raw vertical positions of a section's parts, from its top: the headers, the
  /// placeholder (which fills the first screen from where it is) or the item grid, and the
  /// footers.
  private struct Placement {
    /// The raw top of the first row, or of the placeholder.
    var gridTop: Double
    /// The raw top of the first footer.
    var footersTop: Double
    /// The raw bottom of the section.
    var bottom: Double
    /// The placeholder's height, when the section shows one (0 otherwise).
    var placeholderHeight = 0.0

    /// The positions from `top` of a section with these headers and footers, showing
    /// `placeholder` or `itemCount` items in a grid `gridHeight` points tall inside `padding`.
    init(
      top: Double, headers: [Supplementary], footers: [Supplementary], placeholder: Placeholder?,
      itemCount: Int, padding: LayoutInsets, gridHeight: Double, environment: LayoutEnvironment
    ) {
      var y = top
      for header in headers { y += header.height }
      if let content = placeholder {
        let fill = environment.visibleContentHeight - y
        let height = content.height ?? max(Placeholder.minimumFillHeight, fill)
        placeholderHeight = height
        gridTop = y
        y += height
      } else if itemCount > 0 {
        gridTop = y + padding.top
        y = gridTop + gridHeight + padding.bottom
      } else {
        gridTop = y
      }
      footersTop = y
      for footer in footers { y += footer.height }
      bottom = y
    }
  }

  /// The raw top of header `index`: the section's top plus the headers above it, added in
  /// order (the arithmetic of the layout).
  func headerTop(_ index: Int) -> Double {
    var y = top
    for header in headers[..<index] { y += header.height }
    return y
  }

  /// The raw top of footer `index`.
  func footerTop(_ index: Int) -> Double {
    var y = footersTop
    for footer in footers[..<index] { y += footer.height }
    return y
  }

  /// The raw top of every header, in order.
  var headerTops: [Double] {
    var y = top
    return headers.map { header in
      defer { y += header.height }
      return y
    }
  }

  /// The section's number of columns, >= 1.
  var columnCount: Int { columns.count }

  /// Whether the section's separator on its bottom edge is drawn.
  var showsSectionSeparator: Bool {
    itemCount > 0 && metrics.showsSectionSeparator
      && (!isLast || metrics.showsSectionSeparatorWhenLast)
  }
}

extension SectionGeometry {
  /// ``laidOut(index:headers:footers:placeholder:items:style:top:isLast:environment:keptColumns:)``
  /// as an initializer. (In an extension, so that the memberwise initializer exists.)
  init(
    index: Int, headers: [Supplementary], footers: [Supplementary], placeholder: Placeholder?,
    items: Items, style: SectionStyle, top: Double, isLast: Bool, environment: LayoutEnvironment,
    keptColumns: [Int32?]? = nil
  ) {
    self = SectionGeometry.laidOut(
      index: index, headers: headers, footers: footers, placeholder: placeholder, items: items,
      style: style, top: top, isLast: isLast, environment: environment, keptColumns: keptColumns)
  }

  /// Lays out section `index` (its `headers`, `footers`, `placeholder` and `items`) from
  /// `top`, in the columns of `style`. In a masonry section, an item of `keptColumns` that is
  /// not `nil` stays in that logical column (stable placement across an update). Nothing is
  /// allocated for a section of uniform items.
  static func laidOut(
    index: Int, headers: [Supplementary], footers: [Supplementary], placeholder: Placeholder?,
    items: Items, style: SectionStyle, top: Double, isLast: Bool, environment: LayoutEnvironment,
    keptColumns: [Int32?]? = nil
  ) -> SectionGeometry {
    let metrics = style.metrics
    var rows = RowGeometry.uniform(count: 0, height: metrics.rowHeight, spacing: metrics.rowSpacing)
    var masonry: MasonryGeometry?
    var itemCount = 0
    if placeholder == nil {
      itemCount = max(0, items.count)
      switch items {
      case .count(let count):
        // What RowGeometry(items:columns:rowHeight:spacing:) makes of a count, without
        // copying the items to find out.
        let columns = style.columns.count
        rows = .uniform(
          count: (count + columns - 1) / columns, height: metrics.rowHeight,
          spacing: metrics.rowSpacing)
      case .list(let list) where metrics.arrangement == .masonry:
        masonry = MasonryGeometry(
          items: list, columns: style.columns, spacing: metrics.rowSpacing,
          keptColumns: keptColumns)
      case .list, .measuredCount:
        rows = RowGeometry(
          items: items, columns: style.columns, rowHeight: metrics.rowHeight,
          spacing: metrics.rowSpacing)
      }
    }
    let placement = Placement(
      top: top, headers: headers, footers: footers, placeholder: placeholder,
      itemCount: itemCount, padding: metrics.padding,
      gridHeight: itemCount > 0 ? masonry?.totalHeight ?? rows.totalHeight : 0,
      environment: environment)
    // Built by the memberwise initializer: an initializer assigning `self` field by field
    // builds it in a temporary and copies it out (retaining and releasing every reference).
    return SectionGeometry(
      index: index, style: style, headers: headers, footers: footers, top: top,
      footersTop: placement.footersTop, bottom: placement.bottom,
      placeholder: placeholder.map { content in
        PlaceholderGeometry(
          content: content, top: placement.gridTop, height: placement.placeholderHeight)
      }, itemCount: itemCount, gridTop: placement.gridTop, rows: rows, masonry: masonry,
      isLast: isLast)
  }
}

/// A placeholder laid out: what it shows, its raw top and its height, in points.
struct PlaceholderGeometry: Hashable, Sendable {
  var content: Placeholder
  var top: Double
  var height: Double
}
