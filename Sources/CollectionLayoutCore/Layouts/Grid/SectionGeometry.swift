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
///
/// A section's geometry holds no counted reference: an update copies the geometry of every
/// section it keeps into the new layout and frees the old layout's, so each counted reference
/// here cost two atomic operations per section and update, and made the geometry a value the
/// array copies and destroys one by one through its value witnesses. Its style is held without
/// a count (``HeldStyle``; the layout's ``GridLayout/styles`` keeps it alive), so are its rows
/// when they are lists (``HeldRows``; the layout's ``GridLayout/rowBoxes``), and its headers,
/// footers and placeholder content are
/// not copied here: they are read where they are, in the layout's model
/// (`sections[index]`, read in place through a ``SectionsHandle``), which the geometry was
/// made from (or from a section equal to it).
struct SectionGeometry: Hashable, Sendable {
  /// The section's index.
  var index: Int
  /// The section's metrics after the cascade and its columns, shared by the sections of a
  /// layout with the same metrics; held without a count (see ``HeldStyle``).
  var heldStyle: HeldStyle
  /// The number of headers and of footers of the section's model, `sections[index]`, which
  /// holds them.
  var headerCount: Int
  var footerCount: Int
  /// The heights of the model's first header and first footer, in points (0 without one): a
  /// section placed again at a new top adds them without reading its model, whose storage an
  /// update at 100,000 sections would otherwise fetch from memory for each section (two
  /// dependent cache misses: the section's storage, then its list of headers). Equal to the
  /// model's (checked with the layout's invariants).
  var firstHeaderHeight: Double
  var firstFooterHeight: Double
  /// The raw top of the section (its first header, or its content), in points.
  var top: Double
  /// The raw top of the first footer (the bottom of the content), in points.
  var footersTop: Double
  /// The raw bottom of the section (exclusive), in points: the next section's top.
  var bottom: Double
  /// The raw top and height of the placeholder, when the section shows one (its content is the
  /// model's, `sections[index].placeholder`).
  var placeholder: PlaceholderGeometry?
  /// The number of items in the grid: 0 when a placeholder is shown.
  var itemCount: Int
  /// The raw top of the first row, in points.
  var gridTop: Double
  /// The rows of the grid, or the masonry columns: uniform rows in place, lists held without a
  /// count (see ``HeldRows``; the layout's ``GridLayout/rowBoxes`` keeps them alive).
  var heldRows: HeldRows
  /// Whether this is the last section of the layout (for the last-section separator).
  var isLast: Bool

  /// The section's style: its metrics after the cascade and its columns (retained: the hot
  /// paths read ``metrics`` and ``columns``, or lend it with `heldStyle.read`).
  var style: SectionStyle { heldStyle.style }
  /// The section's metrics after the cascade.
  var metrics: ResolvedMetrics { heldStyle.read { $0.metrics } }
  /// The columns of the grid.
  var columns: ColumnGrid { heldStyle.read { $0.columns } }
  /// The rows of the grid (none in a masonry section).
  var rows: RowGeometry { heldRows.rows }
  /// The items placed in columns, in a masonry section; `nil` in a grid section.
  var masonry: MasonryGeometry? { heldRows.masonry }

  /// The same section with its top at `top`: its headers, placeholder, grid and footers
  /// placed from there, its rows and masonry columns (relative to the grid's top) kept. The
  /// same arithmetic as the first layout, so a section placed again is the section laid out
  /// there. `sections` holds its model at ``index`` (equal to the one it was laid out from).
  /// O(headers + footers), nothing allocated.
  func placed(
    at top: Double, in sections: SectionsHandle, environment: LayoutEnvironment
  ) -> SectionGeometry {
    placed(at: top, asSection: index, isLast: isLast, in: sections, environment: environment)
  }

  /// ``placed(at:in:environment:)``, as section `index` of its layout (the last one when
  /// `isLast`), whose model, equal to the one this geometry was laid out from, is
  /// `sections[index]`.
  func placed(
    at top: Double, asSection index: Int, isLast: Bool, in sections: SectionsHandle,
    environment: LayoutEnvironment
  ) -> SectionGeometry {
    // The arithmetic of Placement, reading the model's supplementaries in place, value by
    // value: a copy of a list, or of the placeholder, retains it.
    var y = top
    if headerCount > 0 {
      // The first header's height is kept here; the others, rare, are read in order (the same
      // sum, term by term).
      y += firstHeaderHeight
      for header in 1..<headerCount { y += sections[index].headers[header].height }
    }
    var gridTop = y
    var placedPlaceholder: PlaceholderGeometry?
    // A section with items shows no placeholder (itemCount is 0 when it does).
    if itemCount > 0 {
      let padding = metrics.padding
      gridTop = y + padding.top
      y = gridTop + heldRows.totalHeight + padding.bottom
    } else if case .some = placeholder {
      let fill = environment.visibleContentHeight - y
      let height =
        sections[index].placeholder?.height ?? max(Placeholder.minimumFillHeight, fill)
      placedPlaceholder = PlaceholderGeometry(top: y, height: height)
      y += height
    }
    let footersTop = y
    if footerCount > 0 {
      y += firstFooterHeight
      for footer in 1..<footerCount { y += sections[index].footers[footer].height }
    }
    // Built by the memberwise initializer, as in
    // laidOut(index:in:style:top:isLast:environment:keptColumns:keepingBoxIn:).
    return SectionGeometry(
      index: index, heldStyle: heldStyle, headerCount: headerCount, footerCount: footerCount,
      firstHeaderHeight: firstHeaderHeight, firstFooterHeight: firstFooterHeight,
      top: top, footersTop: footersTop, bottom: y, placeholder: placedPlaceholder,
      itemCount: itemCount, gridTop: gridTop, heldRows: heldRows, isLast: isLast)
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

    /// The positions from `top` of section `index` of `sections` (its headers and footers,
    /// read in place), showing its placeholder or `itemCount` items in a grid `gridHeight`
    /// points tall inside `padding`.
    init(
      top: Double, section index: Int, in sections: SectionsHandle, itemCount: Int,
      padding: LayoutInsets, gridHeight: Double, environment: LayoutEnvironment
    ) {
      var y = top
      for header in sections[index].headers.indices {
        y += sections[index].headers[header].height
      }
      if case .some = sections[index].placeholder {
        let fill = environment.visibleContentHeight - y
        let height =
          sections[index].placeholder?.height ?? max(Placeholder.minimumFillHeight, fill)
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
      for footer in sections[index].footers.indices {
        y += sections[index].footers[footer].height
      }
      bottom = y
    }
  }

  /// The raw top of footer `footer`, whose section's model is `sections[index]`: the top of
  /// the footers plus the footers above it, added in order (the arithmetic of the layout).
  func footerTop(_ footer: Int, in sections: SectionsHandle) -> Double {
    var y = footersTop
    for above in 0..<footer { y += sections[index].footers[above].height }
    return y
  }

  /// The raw top of every header, in order, the section's model being `sections[index]`.
  func headerTops(in sections: SectionsHandle) -> [Double] {
    var y = top
    return (0..<headerCount).map { header in
      defer { y += sections[index].headers[header].height }
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
  /// ``laidOut(index:in:style:top:isLast:environment:keptColumns:)`` as an initializer. (In an
  /// extension, so that the memberwise initializer exists.)
  init(
    index: Int, in sections: SectionsHandle, style: HeldStyle, top: Double, isLast: Bool,
    environment: LayoutEnvironment, keptColumns: [Int32?]? = nil,
    keepingBoxIn boxes: inout [BoxedRows]
  ) {
    self = SectionGeometry.laidOut(
      index: index, in: sections, style: style, top: top, isLast: isLast,
      environment: environment, keptColumns: keptColumns, keepingBoxIn: &boxes)
  }

  /// Lays out section `index` of `sections` (its headers, footers, placeholder and items, read
  /// in place: the geometry holds the number of its supplementaries and the placeholder's
  /// position, the model keeps them) from `top`, in the columns of `style`. In a masonry
  /// section, an item of `keptColumns` that is not `nil` stays in that logical column (stable
  /// placement across an update). Nothing is allocated, and nothing retained, for a section of
  /// uniform items; the rows of a section with lists are boxed, and the box appended to `boxes`
  /// (which the layout keeps, see ``HeldRows``).
  static func laidOut(
    index: Int, in sections: SectionsHandle, style heldStyle: HeldStyle, top: Double,
    isLast: Bool, environment: LayoutEnvironment, keptColumns: [Int32?]? = nil,
    keepingBoxIn boxes: inout [BoxedRows]
  ) -> SectionGeometry {
    // The values read in place from the style lent without a count (a copy of its metrics
    // retains their lists).
    let (rowHeight, rowSpacing, padding, arrangement, columnCount) = heldStyle.read { style in
      (
        style.metrics.rowHeight, style.metrics.rowSpacing, style.metrics.padding,
        style.metrics.arrangement, style.columns.count
      )
    }
    var rows = RowGeometry.uniform(count: 0, height: rowHeight, spacing: rowSpacing)
    var masonry: MasonryGeometry?
    var itemCount = 0
    let hasPlaceholder: Bool
    if case .some = sections[index].placeholder {
      hasPlaceholder = true
    } else {
      hasPlaceholder = false
    }
    if !hasPlaceholder {
      itemCount = max(0, sections[index].items.count)
      switch sections[index].items {
      case .count(let count):
        // What RowGeometry(items:columns:rowHeight:spacing:) makes of a count, without
        // copying the items to find out.
        rows = .uniform(
          count: (count + columnCount - 1) / columnCount, height: rowHeight, spacing: rowSpacing)
      case .list(let list) where arrangement == .masonry:
        masonry = heldStyle.read { style in
          MasonryGeometry(
            items: list, columns: style.columns, spacing: rowSpacing, keptColumns: keptColumns)
        }
      case .list, .measuredCount:
        rows = heldStyle.read { style in
          RowGeometry(
            items: sections[index].items, columns: style.columns, rowHeight: rowHeight,
            spacing: rowSpacing)
        }
      }
    }
    let placement = Placement(
      top: top, section: index, in: sections, itemCount: itemCount, padding: padding,
      gridHeight: itemCount > 0 ? masonry?.totalHeight ?? rows.totalHeight : 0,
      environment: environment)
    // Built by the memberwise initializer: an initializer assigning `self` field by field
    // builds it in a temporary and copies it out (retaining and releasing every reference).
    return SectionGeometry(
      index: index, heldStyle: heldStyle, headerCount: sections[index].headers.count,
      footerCount: sections[index].footers.count,
      firstHeaderHeight: sections[index].headers.first?.height ?? 0,
      firstFooterHeight: sections[index].footers.first?.height ?? 0, top: top,
      footersTop: placement.footersTop,
      bottom: placement.bottom,
      placeholder: hasPlaceholder
        ? PlaceholderGeometry(top: placement.gridTop, height: placement.placeholderHeight) : nil,
      itemCount: itemCount, gridTop: placement.gridTop,
      heldRows: HeldRows(rows: rows, masonry: masonry, keepingBoxIn: &boxes), isLast: isLast)
  }
}

/// A placeholder laid out: its raw top and its height, in points. What it shows is the
/// section's model's (`sections[index].placeholder`): held here, its texts would be retained
/// and released with every copy of the geometry.
struct PlaceholderGeometry: Hashable, Sendable {
  var top: Double
  var height: Double
}
