/// Deriving a section's element attributes from its geometry, one element at a time or all
/// the elements in a rect, in ``ElementID`` order.
extension SectionGeometry {
  /// The attributes of the element `id` of this section, with its headers pinned at `pinLine`
  /// (natural positions when `nil`); `nil` when the section has no such element.
  func attributes(
    for id: ElementID, width: Double, pixelGrid: PixelGrid, pinLine: Double? = nil
  ) -> LayoutAttributes? {
    switch id.kind {
    case .background:
      return backgroundAttributes(width: width, pixelGrid: pixelGrid)
    case .header:
      let index = id.indexes[1]
      guard headers.indices.contains(index) else { return nil }
      var found: LayoutAttributes?
      forEachHeader(pinLine: pinLine) { header, naturalTop, top in
        guard header == index else { return }
        found = headerAttributes(
          header, naturalTop: naturalTop, top: top, width: width, pixelGrid: pixelGrid)
      }
      return found
    case .placeholder:
      return placeholderAttributes(width: width, pixelGrid: pixelGrid)
    case .item:
      let item = id.indexes[1]
      guard item >= 0, item < itemCount else { return nil }
      return itemAttributes(item, pixelGrid: pixelGrid)
    case .rowSeparator:
      let row = id.indexes[1]
      guard metrics.showsRowSeparators, row >= 1, row < rows.count, itemCount > 0 else {
        return nil
      }
      return rowSeparatorAttributes(row, width: width, pixelGrid: pixelGrid)
    case .columnSeparator:
      let row = id.indexes[1]
      let column = id.indexes[2]
      guard row >= 0, row < rows.count, columnSeparatorBoundaries(inRow: row).contains(column)
      else { return nil }
      return columnSeparatorAttributes(
        row: row, column: column, width: width, pixelGrid: pixelGrid)
    case .footer:
      let index = id.indexes[1]
      guard footers.indices.contains(index) else { return nil }
      return footerAttributes(index, width: width, pixelGrid: pixelGrid)
    case .sectionSeparator:
      return sectionSeparatorAttributes(width: width, pixelGrid: pixelGrid)
    default:
      return nil
    }
  }

  /// Hands `consumer` the attributes of this section's elements whose frames intersect `rect`
  /// (every element when `rect` is `nil`), in ``ElementID`` order, with headers pinned at
  /// `pinLine` (natural positions when `nil`).
  /// Cost: O(log rows + k) for k results; `examined` counts the elements whose frames were
  /// computed. Stops early, between rows, once the consumer wants no more.
  func appendElements<Consumer: ElementConsumer>(
    in rect: LayoutRect?, width: Double, pixelGrid: PixelGrid, pinLine: Double?,
    to consumer: inout Consumer, examined: inout Int
  ) {
    func consider(_ attributes: LayoutAttributes?) {
      guard let attributes else { return }
      examined += 1
      if rect.map(attributes.frame.intersects) ?? true { consumer.take(attributes) }
    }
    consider(backgroundAttributes(width: width, pixelGrid: pixelGrid))
    forEachHeader(pinLine: pinLine) { index, naturalTop, top in
      consider(
        headerAttributes(
          index, naturalTop: naturalTop, top: top, width: width, pixelGrid: pixelGrid))
    }
    consider(placeholderAttributes(width: width, pixelGrid: pixelGrid))
    // Rows and masonry items are found by their raw positions; a pixel of slack covers the
    // snapping.
    let slack = pixelGrid.pixel
    if let masonry {
      func considerItems(_ items: some Sequence<Int>) {
        for item in items {
          guard consumer.wantsMore else { return }
          consider(masonryItemAttributes(item, masonry: masonry, pixelGrid: pixelGrid))
        }
      }
      if let rect {
        considerItems(
          masonry.candidateItems(
            from: rect.minY - gridTop - slack, to: rect.maxY - gridTop + slack))
      } else {
        considerItems(0..<masonry.count)
      }
      guard consumer.wantsMore else { return }
      for index in footers.indices {
        consider(footerAttributes(index, width: width, pixelGrid: pixelGrid))
      }
      consider(sectionSeparatorAttributes(width: width, pixelGrid: pixelGrid))
      return
    }
    let candidates =
      rect.map {
        rows.candidateRows(from: $0.minY - gridTop - slack, to: $0.maxY - gridTop + slack)
      } ?? 0..<rows.count
    if itemCount > 0 {
      let columnCount = columns.count
      for row in candidates {
        guard consumer.wantsMore else { return }
        let firstItem = row * columnCount
        for item in firstItem..<min(firstItem + columnCount, itemCount) {
          consider(gridItemAttributes(item, pixelGrid: pixelGrid))
        }
      }
      if metrics.showsRowSeparators {
        // A row separator hangs `thickness` below its row's top, possibly past the row.
        let separatorCandidates =
          rect.map {
            rows.candidateRows(
              from: $0.minY - gridTop - metrics.separatorThickness - slack,
              to: $0.maxY - gridTop + slack)
          } ?? candidates
        for row in separatorCandidates where row >= 1 {
          guard consumer.wantsMore else { return }
          consider(rowSeparatorAttributes(row, width: width, pixelGrid: pixelGrid))
        }
      }
      for row in candidates {
        guard consumer.wantsMore else { return }
        for column in columnSeparatorBoundaries(inRow: row) {
          consider(
            columnSeparatorAttributes(row: row, column: column, width: width, pixelGrid: pixelGrid))
        }
      }
    }
    for index in footers.indices {
      consider(footerAttributes(index, width: width, pixelGrid: pixelGrid))
    }
    consider(sectionSeparatorAttributes(width: width, pixelGrid: pixelGrid))
  }

  // MARK: - Frame of the section

  /// The section's frame, from its first header to its last footer, snapped.
  func frame(width: Double, pixelGrid: PixelGrid) -> LayoutRect {
    let span = pixelGrid.verticalSpan(from: top, to: bottom)
    return LayoutRect(x: 0, y: span.y, width: width, height: span.height)
  }

  // MARK: - One element each

  func backgroundAttributes(width: Double, pixelGrid: PixelGrid) -> LayoutAttributes? {
    guard let color = metrics.backgroundColor, bottom > top else { return nil }
    return LayoutAttributes(
      id: .background(section: index), frame: frame(width: width, pixelGrid: pixelGrid),
      zIndex: ZIndex.background, backgroundColor: color)
  }

  /// Header `header`, whose natural raw top is `naturalTop`, with its raw top at `top`;
  /// `isPinned` tells whether the two differ.
  func headerAttributes(
    _ header: Int, naturalTop: Double, top: Double, width: Double, pixelGrid: PixelGrid
  ) -> LayoutAttributes {
    let view = headers[header]
    let span = pixelGrid.verticalSpan(from: top, to: top + view.height)
    return LayoutAttributes(
      id: .header(section: index, index: header),
      frame: LayoutRect(x: 0, y: span.y, width: width, height: span.height),
      zIndex: view.isPinned ? ZIndex.pinnedSectionHeader : ZIndex.supplementary,
      isPinned: top != naturalTop, backgroundColor: view.backgroundColor ?? metrics.backgroundColor,
      padding: view.padding, customAttributes: view.customAttributes)
  }

  func footerAttributes(_ footer: Int, width: Double, pixelGrid: PixelGrid) -> LayoutAttributes {
    let view = footers[footer]
    let footerTop = footerTop(footer)
    let span = pixelGrid.verticalSpan(from: footerTop, to: footerTop + view.height)
    return LayoutAttributes(
      id: .footer(section: index, index: footer),
      frame: LayoutRect(x: 0, y: span.y, width: width, height: span.height),
      zIndex: ZIndex.supplementary,
      backgroundColor: view.backgroundColor ?? metrics.backgroundColor, padding: view.padding,
      customAttributes: view.customAttributes)
  }

  func placeholderAttributes(width: Double, pixelGrid: PixelGrid) -> LayoutAttributes? {
    guard let placeholder else { return nil }
    let span = pixelGrid.verticalSpan(
      from: placeholder.top, to: placeholder.top + placeholder.height)
    return LayoutAttributes(
      id: .placeholder(section: index),
      frame: LayoutRect(x: 0, y: span.y, width: width, height: span.height),
      zIndex: ZIndex.placeholder, backgroundColor: metrics.backgroundColor,
      placeholder: PlaceholderContent(
        kind: placeholder.content.kind, title: placeholder.content.title,
        message: placeholder.content.message))
  }

  /// Item `item`'s attributes, in a grid or a masonry section.
  func itemAttributes(_ item: Int, pixelGrid: PixelGrid) -> LayoutAttributes {
    if let masonry {
      return masonryItemAttributes(item, masonry: masonry, pixelGrid: pixelGrid)
    }
    return gridItemAttributes(item, pixelGrid: pixelGrid)
  }

  /// Item `item`'s attributes in a grid section: its row's span, its slot's column.
  func gridItemAttributes(_ item: Int, pixelGrid: PixelGrid) -> LayoutAttributes {
    let columnCount = columns.count
    let row = item / columnCount
    let column = columns.visualColumn(ofSlot: item % columnCount)
    let horizontal = columns.span(ofColumn: column)
    let vertical = rowSpan(row, pixelGrid: pixelGrid)
    return LayoutAttributes(
      id: .item(section: index, item: item),
      frame: LayoutRect(
        x: horizontal.x, y: vertical.y, width: horizontal.width, height: vertical.height),
      zIndex: ZIndex.item, columnIndex: column, backgroundColor: metrics.backgroundColor,
      selectedBackgroundColor: metrics.selectedBackgroundColor)
  }

  /// Item `item`'s attributes in a masonry section: its own span, its column.
  func masonryItemAttributes(_ item: Int, masonry: MasonryGeometry, pixelGrid: PixelGrid)
    -> LayoutAttributes
  {
    let column = columns.visualColumn(ofSlot: Int(masonry.columnOfItem[item]))
    let horizontal = columns.span(ofColumn: column)
    let vertical = pixelGrid.verticalSpan(
      from: gridTop + masonry.tops[item], to: gridTop + masonry.bottoms[item])
    return LayoutAttributes(
      id: .item(section: index, item: item),
      frame: LayoutRect(
        x: horizontal.x, y: vertical.y, width: horizontal.width, height: vertical.height),
      zIndex: ZIndex.item, columnIndex: column, backgroundColor: metrics.backgroundColor,
      selectedBackgroundColor: metrics.selectedBackgroundColor)
  }

  func rowSeparatorAttributes(_ row: Int, width: Double, pixelGrid: PixelGrid) -> LayoutAttributes {
    let insets = metrics.separatorInsets
    let line = LayoutRect(
      x: insets.left, y: rowSpan(row, pixelGrid: pixelGrid).y,
      width: max(0, width - insets.left - insets.right), height: metrics.separatorThickness)
    return LayoutAttributes(
      id: .rowSeparator(section: index, row: row),
      frame: line.clipped(to: frame(width: width, pixelGrid: pixelGrid)),
      zIndex: ZIndex.separator, backgroundColor: metrics.separatorColor)
  }

  func columnSeparatorAttributes(row: Int, column: Int, width: Double, pixelGrid: PixelGrid)
    -> LayoutAttributes
  {
    let thickness = metrics.separatorThickness
    let vertical = rowSpan(row, pixelGrid: pixelGrid)
    let line = LayoutRect(
      x: columns.separatorX(afterColumn: column, thickness: thickness, pixelGrid: pixelGrid),
      y: vertical.y, width: thickness, height: vertical.height)
    return LayoutAttributes(
      id: .columnSeparator(section: index, row: row, column: column),
      frame: line.clipped(to: frame(width: width, pixelGrid: pixelGrid)),
      zIndex: ZIndex.separator, backgroundColor: metrics.separatorColor)
  }

  func sectionSeparatorAttributes(width: Double, pixelGrid: PixelGrid) -> LayoutAttributes? {
    guard showsSectionSeparator else { return nil }
    let insets = metrics.separatorInsets
    let thickness = metrics.separatorThickness
    let line = LayoutRect(
      x: insets.left, y: pixelGrid.snap(bottom) - thickness,
      width: max(0, width - insets.left - insets.right), height: thickness)
    return LayoutAttributes(
      id: .sectionSeparator(section: index),
      frame: line.clipped(to: frame(width: width, pixelGrid: pixelGrid)),
      zIndex: ZIndex.separator, backgroundColor: metrics.separatorColor)
  }

  // MARK: - Helpers

  /// Row `row`'s snapped top and height, in content coordinates.
  func rowSpan(_ row: Int, pixelGrid: PixelGrid) -> (y: Double, height: Double) {
    let span = rows.span(ofRow: row)
    return pixelGrid.verticalSpan(from: gridTop + span.top, to: gridTop + span.bottom)
  }

  /// The column separators of row `row`: the boundaries to the right of visual columns
  /// `lowerBound ..< upperBound`, between adjacent occupied cells.
  func columnSeparatorBoundaries(inRow row: Int) -> Range<Int> {
    guard metrics.showsColumnSeparators, itemCount > 0, columns.count > 1 else { return 0..<0 }
    let cells = min(columns.count, itemCount - row * columns.count)
    let occupied = columns.occupiedColumns(cellCount: cells)
    return occupied.count > 1 ? occupied.lowerBound..<(occupied.upperBound - 1) : 0..<0
  }
}

extension LayoutRect {
  /// This rectangle cut to `bounds`: the part of it inside `bounds`, or, when they do not
  /// share an area, a rectangle of zero width or height on the edge of `bounds` nearest to it.
  /// Separators are clipped to their section's frame, so that a thickness or an inset larger
  /// than the room available never puts a decoration outside its section.
  /// A rectangle already inside `bounds`, to within a millionth of a point of rounding, is
  /// returned unchanged.
  func clipped(to bounds: LayoutRect) -> LayoutRect {
    let slack = 1e-6
    if self.minX >= bounds.minX - slack, self.maxX <= bounds.maxX + slack,
      self.minY >= bounds.minY - slack, self.maxY <= bounds.maxY + slack
    {
      return self
    }
    let minX = min(max(self.minX, bounds.minX), bounds.maxX)
    let minY = min(max(self.minY, bounds.minY), bounds.maxY)
    let maxX = min(max(self.maxX, minX), bounds.maxX)
    let maxY = min(max(self.maxY, minY), bounds.maxY)
    return LayoutRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
