import CollectionLayout

/// The conventional way to prepare a layout, kept as the benchmark's baseline: one pass over
/// the whole collection that materialises and keeps one ``LayoutAttributes`` record per
/// element, as `UICollectionViewFlowLayout.prepare()` and the 2014 AdvancedCollectionView
/// sample do (they keep one attributes object per element; this keeps one value).
///
/// It follows the engine's layout rules (the Layout Rules article) with the same arithmetic,
/// so ``elements`` is exactly `GridLayout.allElements()`: the tests check this on every golden
/// scenario. Cost: O(elements) time and memory to prepare; a rect query scans every element
/// (see ``elements(in:contentOffset:)``).
public struct EagerLayout: Sendable {
  /// The scroll view the layout was computed for.
  public let environment: LayoutEnvironment
  /// Every element at its natural (unpinned) position, in `ElementID` order.
  public let elements: [LayoutAttributes]
  /// The size of the content, in points: the content width, and the bottom of the last
  /// element.
  public let contentSize: LayoutSize

  /// The global headers, for the pin pass.
  let globalHeaders: [PinnableHeader]
  /// Each section's headers and raw bottom, for the pin pass.
  let sections: [PinnableSection]
  /// The index in ``elements`` of each section's first record, then the number of records:
  /// section `s`'s records are `sectionStarts[s] ..< sectionStarts[s + 1]`.
  let sectionStarts: [Int]

  /// Validates `scenario` (the engine's own validation, so both do the same work) and lays
  /// out every element.
  public init(scenario: Scenario) throws(ScenarioError) {
    try scenario.validate()
    var builder = EagerLayoutBuilder(environment: scenario.environment)
    // One record per item, header and footer, and a few decorations per section: reserved
    // once, so the records are never copied as the array grows (separators may still grow it).
    builder.elements.reserveCapacity(
      scenario.sections.reduce(scenario.globalHeaders.count) { total, section in
        total + max(0, section.items.count) + section.headers.count + section.footers.count + 3
      })
    var y = builder.addGlobalHeaders(scenario.globalHeaders)
    var sectionStarts: [Int] = []
    sectionStarts.reserveCapacity(scenario.sections.count + 1)
    for (index, section) in scenario.sections.enumerated() {
      sectionStarts.append(builder.elements.count)
      let metrics = section.metrics.resolved(
        inheriting: scenario.metrics, displayScale: scenario.environment.displayScale)
      y = builder.addSection(
        index, section, metrics: metrics, top: y, isLast: index == scenario.sections.count - 1)
    }
    sectionStarts.append(builder.elements.count)
    self.sectionStarts = sectionStarts
    environment = scenario.environment
    elements = builder.elements
    contentSize = LayoutSize(width: scenario.environment.contentWidth, height: builder.snap(y))
    globalHeaders = builder.globalHeaders
    sections = builder.sections
  }
}

/// A header that may pin: where its record is in ``EagerLayout/elements`` and its raw
/// natural top and height, in points.
struct PinnableHeader: Sendable {
  /// The index of the header's record in the layout's elements.
  var elementIndex: Int
  /// The raw (unsnapped) natural top, in content coordinates.
  var top: Double
  /// The height, in points.
  var height: Double
  /// Whether the header pins (`pinned` in the scenario).
  var isPinned: Bool
}

/// What the pin pass needs of a section: its headers and its raw bottom, in points.
struct PinnableSection: Sendable {
  /// The section's headers, top to bottom.
  var headers: [PinnableHeader]
  /// The raw bottom of the section (exclusive).
  var bottom: Double
}

/// Appends the records of an ``EagerLayout``, element by element, in `ElementID` order.
struct EagerLayoutBuilder {
  let environment: LayoutEnvironment
  /// The content width, in points.
  let width: Double
  /// Device pixels per point.
  let scale: Double
  var elements: [LayoutAttributes] = []
  var globalHeaders: [PinnableHeader] = []
  var sections: [PinnableSection] = []

  init(environment: LayoutEnvironment) {
    self.environment = environment
    width = environment.contentWidth
    scale = environment.displayScale
  }

  /// `value` snapped to the nearest device pixel (halves away from zero), in points.
  func snap(_ value: Double) -> Double {
    (value * scale).rounded() / scale
  }

  /// The snapped top and height of the element between two raw edges.
  func span(from top: Double, to bottom: Double) -> (y: Double, height: Double) {
    let snappedTop = snap(top)
    return (snappedTop, max(0, snap(bottom) - snappedTop))
  }

  /// Appends the global headers, stacked from y = 0; returns the raw bottom of the last.
  mutating func addGlobalHeaders(_ headers: [Supplementary]) -> Double {
    var y = 0.0
    for (index, header) in headers.enumerated() {
      let span = span(from: y, to: y + header.height)
      globalHeaders.append(
        PinnableHeader(
          elementIndex: elements.count, top: y, height: header.height, isPinned: header.isPinned))
      elements.append(
        LayoutAttributes(
          id: .globalHeader(index: index),
          frame: LayoutRect(x: 0, y: span.y, width: width, height: span.height),
          zIndex: ZIndex.globalHeader(index: index, count: headers.count), isPinned: false,
          backgroundColor: header.backgroundColor, padding: header.padding,
          customAttributes: header.customAttributes))
      y += header.height
    }
    return y
  }

  /// Appends every element of section `index`, which starts at raw `top`; returns its raw
  /// bottom (the next section's top).
  mutating func addSection(
    _ index: Int, _ section: LayoutSection, metrics: ResolvedMetrics, top: Double, isLast: Bool
  ) -> Double {
    // The vertical extents first, then the records in ElementID order.
    var y = top
    var headerTops: [Double] = []
    headerTops.reserveCapacity(section.headers.count)
    for header in section.headers {
      headerTops.append(y)
      y += header.height
    }
    let columns = EagerColumns(
      contentWidth: width, metrics: metrics, snap: snap)
    var placeholder: (content: Placeholder, top: Double, height: Double)?
    var itemCount = 0
    var rows = EagerRows.uniform(count: 0, height: metrics.rowHeight, spacing: metrics.rowSpacing)
    var masonry: EagerMasonry?
    var gridTop = y
    if let content = section.placeholder {
      let fill = environment.visibleContentHeight - y
      let height = content.height ?? max(Placeholder.minimumFillHeight, fill)
      placeholder = (content, y, height)
      y += height
    } else {
      itemCount = max(0, section.items.count)
      let slotWidths = (0..<columns.count).map {
        let column = columns.visualColumn(ofSlot: $0)
        return columns.rightEdges[column] - columns.leftEdges[column]
      }
      if metrics.arrangement == .masonry, case .list(let items) = section.items {
        let placed = EagerMasonry(
          items: items, slotWidths: slotWidths, spacing: metrics.rowSpacing)
        masonry = placed
        if itemCount > 0 {
          gridTop = y + metrics.padding.top
          y = gridTop + placed.height + metrics.padding.bottom
        }
      } else {
        rows = EagerRows(
          items: section.items, slotWidths: slotWidths, rowHeight: metrics.rowHeight,
          spacing: metrics.rowSpacing)
        if itemCount > 0 {
          gridTop = y + metrics.padding.top
          y = gridTop + rows.totalHeight + metrics.padding.bottom
        }
      }
    }
    var footerTops: [Double] = []
    footerTops.reserveCapacity(section.footers.count)
    for footer in section.footers {
      footerTops.append(y)
      y += footer.height
    }
    let bottom = y

    if let color = metrics.backgroundColor, bottom > top {
      let span = span(from: top, to: bottom)
      elements.append(
        LayoutAttributes(
          id: .background(section: index),
          frame: LayoutRect(x: 0, y: span.y, width: width, height: span.height),
          zIndex: ZIndex.background, backgroundColor: color))
    }
    var pinnableHeaders: [PinnableHeader] = []
    pinnableHeaders.reserveCapacity(section.headers.count)
    for (headerIndex, header) in section.headers.enumerated() {
      let headerTop = headerTops[headerIndex]
      let span = span(from: headerTop, to: headerTop + header.height)
      pinnableHeaders.append(
        PinnableHeader(
          elementIndex: elements.count, top: headerTop, height: header.height,
          isPinned: header.isPinned))
      elements.append(
        LayoutAttributes(
          id: .header(section: index, index: headerIndex),
          frame: LayoutRect(x: 0, y: span.y, width: width, height: span.height),
          zIndex: header.isPinned ? ZIndex.pinnedSectionHeader : ZIndex.supplementary,
          isPinned: false, backgroundColor: header.backgroundColor ?? metrics.backgroundColor,
          padding: header.padding, customAttributes: header.customAttributes))
    }
    sections.append(PinnableSection(headers: pinnableHeaders, bottom: bottom))
    if let placeholder {
      let span = span(from: placeholder.top, to: placeholder.top + placeholder.height)
      elements.append(
        LayoutAttributes(
          id: .placeholder(section: index),
          frame: LayoutRect(x: 0, y: span.y, width: width, height: span.height),
          zIndex: ZIndex.placeholder, backgroundColor: metrics.backgroundColor,
          placeholder: PlaceholderContent(
            kind: placeholder.content.kind, title: placeholder.content.title,
            message: placeholder.content.message)))
    }
    if let masonry {
      for (item, place) in masonry.places.enumerated() {
        let column = columns.visualColumn(ofSlot: place.column)
        let left = columns.leftEdges[column]
        let vertical = span(from: gridTop + place.top, to: gridTop + place.bottom)
        elements.append(
          LayoutAttributes(
            id: .item(section: index, item: item),
            frame: LayoutRect(
              x: left, y: vertical.y, width: columns.rightEdges[column] - left,
              height: vertical.height),
            zIndex: ZIndex.item, columnIndex: column, backgroundColor: metrics.backgroundColor,
            selectedBackgroundColor: metrics.selectedBackgroundColor))
      }
    } else if itemCount > 0 {
      addGrid(
        section: index, itemCount: itemCount, rows: rows, gridTop: gridTop, columns: columns,
        metrics: metrics)
    }
    for (footerIndex, footer) in section.footers.enumerated() {
      let footerTop = footerTops[footerIndex]
      let span = span(from: footerTop, to: footerTop + footer.height)
      elements.append(
        LayoutAttributes(
          id: .footer(section: index, index: footerIndex),
          frame: LayoutRect(x: 0, y: span.y, width: width, height: span.height),
          zIndex: ZIndex.supplementary,
          backgroundColor: footer.backgroundColor ?? metrics.backgroundColor,
          padding: footer.padding, customAttributes: footer.customAttributes))
    }
    if itemCount > 0, metrics.showsSectionSeparator,
      !isLast || metrics.showsSectionSeparatorWhenLast
    {
      let insets = metrics.separatorInsets
      let thickness = metrics.separatorThickness
      elements.append(
        LayoutAttributes(
          id: .sectionSeparator(section: index),
          frame: LayoutRect(
            x: insets.left, y: snap(bottom) - thickness,
            width: max(0, width - insets.left - insets.right), height: thickness),
          zIndex: ZIndex.separator, backgroundColor: metrics.separatorColor))
    }
    return bottom
  }

  /// Appends the cells, then the row separators, then the column separators of a section's
  /// item grid (`itemCount` > 0).
  private mutating func addGrid(
    section: Int, itemCount: Int, rows: EagerRows, gridTop: Double, columns: EagerColumns,
    metrics: ResolvedMetrics
  ) {
    let columnCount = columns.count
    func rowSpan(_ row: Int) -> (y: Double, height: Double) {
      let span = rows.span(ofRow: row)
      return self.span(from: gridTop + span.top, to: gridTop + span.bottom)
    }
    for row in 0..<rows.count {
      let vertical = rowSpan(row)
      let firstItem = row * columnCount
      for item in firstItem..<min(firstItem + columnCount, itemCount) {
        let column = columns.visualColumn(ofSlot: item - firstItem)
        let left = columns.leftEdges[column]
        elements.append(
          LayoutAttributes(
            id: .item(section: section, item: item),
            frame: LayoutRect(
              x: left, y: vertical.y, width: columns.rightEdges[column] - left,
              height: vertical.height),
            zIndex: ZIndex.item, columnIndex: column, backgroundColor: metrics.backgroundColor,
            selectedBackgroundColor: metrics.selectedBackgroundColor))
      }
    }
    let thickness = metrics.separatorThickness
    if metrics.showsRowSeparators {
      let insets = metrics.separatorInsets
      for row in 1..<max(1, rows.count) {
        elements.append(
          LayoutAttributes(
            id: .rowSeparator(section: section, row: row),
            frame: LayoutRect(
              x: insets.left, y: rowSpan(row).y,
              width: max(0, width - insets.left - insets.right), height: thickness),
            zIndex: ZIndex.separator, backgroundColor: metrics.separatorColor))
      }
    }
    guard metrics.showsColumnSeparators, columnCount > 1 else { return }
    for row in 0..<rows.count {
      let cells = min(columnCount, itemCount - row * columnCount)
      let occupied = columns.occupiedColumns(cellCount: cells)
      guard occupied.count > 1 else { continue }
      let vertical = rowSpan(row)
      for column in occupied.lowerBound..<(occupied.upperBound - 1) {
        elements.append(
          LayoutAttributes(
            id: .columnSeparator(section: section, row: row, column: column),
            frame: LayoutRect(
              x: snap((columns.rightEdges[column] + columns.leftEdges[column + 1] - thickness) / 2),
              y: vertical.y, width: thickness, height: vertical.height),
            zIndex: ZIndex.separator, backgroundColor: metrics.separatorColor))
      }
    }
  }
}
