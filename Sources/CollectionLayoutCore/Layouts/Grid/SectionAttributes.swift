/// Deriving a section's element attributes from its geometry, one element at a time or all
/// the elements in a rect, in ``ElementID`` order.
///
/// The section's headers, footers and placeholder content are its model's, `sections[index]`
/// of the `sections` each method is given (the layout's, read in place), read value by value:
/// a copy of a list or of a supplementary retains it.
extension SectionGeometry {
  /// The attributes of the element `id` of this section, with its headers pinned at `pinLine`
  /// (natural positions when `nil`); `nil` when the section has no such element.
  func attributes(
    for id: ElementID, in sections: SectionsHandle, width: Double, pixelGrid: PixelGrid,
    pinLine: Double? = nil
  ) -> LayoutAttributes? {
    switch id.kind {
    case .background:
      return backgroundAttributes(width: width, pixelGrid: pixelGrid).map(LayoutAttributes.init)
    case .header:
      let index = id.indexes[1]
      guard index >= 0, index < headerCount else { return nil }
      var found: LayoutAttributes?
      forEachHeader(in: sections, pinLine: pinLine) { header, naturalTop, top in
        guard header == index else { return }
        found = headerAttributes(
          header, in: sections, naturalTop: naturalTop, top: top, width: width,
          pixelGrid: pixelGrid)
      }
      return found
    case .placeholder:
      return placeholderAttributes(in: sections, width: width, pixelGrid: pixelGrid)
    case .item:
      let item = id.indexes[1]
      guard item >= 0, item < itemCount else { return nil }
      return LayoutAttributes(itemAttributes(item, pixelGrid: pixelGrid))
    case .rowSeparator:
      let row = id.indexes[1]
      guard metrics.showsRowSeparators, row >= 1, row < rows.count, itemCount > 0 else {
        return nil
      }
      return LayoutAttributes(rowSeparatorAttributes(row, width: width, pixelGrid: pixelGrid))
    case .columnSeparator:
      let row = id.indexes[1]
      let column = id.indexes[2]
      guard row >= 0, row < rows.count, columnSeparatorBoundaries(inRow: row).contains(column)
      else { return nil }
      return LayoutAttributes(
        columnSeparatorAttributes(row: row, column: column, width: width, pixelGrid: pixelGrid))
    case .footer:
      let index = id.indexes[1]
      guard index >= 0, index < footerCount else { return nil }
      return footerAttributes(index, in: sections, width: width, pixelGrid: pixelGrid)
    case .sectionSeparator:
      return sectionSeparatorAttributes(width: width, pixelGrid: pixelGrid).map(
        LayoutAttributes.init)
    default:
      return nil
    }
  }

  /// Hands `consumer` the attributes of this section's elements whose frames intersect `rect`
  /// (every element when `rect` is `nil`), in ``ElementID`` order, with headers pinned at
  /// `pinLine` (natural positions when `nil`); `memo` is the query's memo of what sections of
  /// a style share: the columns meeting `rect`, rows on the pixel grid (see ``QueryMemo``).
  /// Cost: O(log rows + k) for k results; `examined` counts the elements whose frames were
  /// computed. Stops early, between rows, once the consumer wants no more.
  @inline(__always)
  borrowing func appendElements<Consumer: ElementConsumer>(
    in rect: LayoutRect?, sections: SectionsHandle, width: Double, pixelGrid: PixelGrid,
    pinLine: Double?,
    memo: inout QueryMemo, to consumer: inout Consumer, examined: inout Int
  ) {
    // Elements that carry rare attributes (the placeholder, headers and footers with custom
    // attributes) are handed over whole; the others as their common attributes, nothing
    // reference-counted. No closure here captures `self`: one that does makes the compiler
    // copy the whole geometry (with its reference counting) for every section visited.
    func consider(_ attributes: LayoutAttributes) {
      examined += 1
      if rect.map(attributes.frame.intersects) ?? true { consumer.take(attributes) }
    }
    func consider(common attributes: ElementAttributes) {
      examined += 1
      if let rect, !attributes.frame.intersects(rect) { return }
      consumer.take(common: attributes)
    }
    // The three flags read in place from the style, once: `metrics` copies the whole
    // resolved metrics (with their list of edit actions) at each read.
    let (hasBackground, showsRowSeparators, showsColumnSeparators) = heldStyle.read { style in
      (
        style.metrics.backgroundColor != nil, style.metrics.showsRowSeparators,
        style.metrics.showsColumnSeparators
      )
    }
    if hasBackground,
      let background = backgroundAttributes(width: width, pixelGrid: pixelGrid)
    {
      consider(common: background)
    }
    var headerPositions = HeaderPositions(of: self, in: sections, pinLine: pinLine)
    while let position = headerPositions.next(in: sections) {
      let common = headerCommonAttributes(
        position.index, in: sections, naturalTop: position.naturalTop, top: position.top,
        width: width, pixelGrid: pixelGrid)
      if sections[index].headers[position.index].customAttributes.isEmpty {
        // `consider(common:)` with `intersects(_:)` as its two halves, inlined (a call per
        // section otherwise).
        examined += 1
        if let rect,
          !(common.frame.overlapsHorizontally(rect) && common.frame.overlapsVertically(rect))
        {
          continue
        }
        consumer.take(common: common)
      } else {
        consider(
          LayoutAttributes(
            common, customAttributes: sections[index].headers[position.index].customAttributes))
      }
    }
    // Matched, not compared with nil: `!= nil` copies the optional through the generic value
    // witnesses for every section visited.
    if case .some = placeholder,
      let placeholder = placeholderAttributes(in: sections, width: width, pixelGrid: pixelGrid)
    {
      consider(placeholder)
    }
    // Rows and masonry items are found by their raw positions; a pixel of slack covers the
    // snapping.
    let slack = pixelGrid.pixel
    if let masonry {
      if let rect {
        let items = masonry.candidateItems(
          from: rect.minY - gridTop - slack, to: rect.maxY - gridTop + slack)
        for item in items {
          guard consumer.wantsMore else { return }
          consider(common: masonryItemAttributes(item, masonry: masonry, pixelGrid: pixelGrid))
        }
      } else {
        for item in 0..<masonry.count {
          guard consumer.wantsMore else { return }
          consider(common: masonryItemAttributes(item, masonry: masonry, pixelGrid: pixelGrid))
        }
      }
      // A masonry section stops here once the consumer wants no more; a grid section goes on
      // to its footers and separator (what a limited listing past its limit has always held).
      guard consumer.wantsMore else { return }
    } else if itemCount > 0 {
      // Bound once (uniform rows are three numbers; lists are retained once). No closure: one
      // that captures `self` would copy the geometry.
      let rows = self.rows
      let candidates: Range<Int>
      if let rect {
        candidates = rows.candidateRows(
          from: rect.minY - gridTop - slack, to: rect.maxY - gridTop + slack)
      } else {
        candidates = 0..<rows.count
      }
      appendGridItems(
        inRows: candidates, of: rows, in: rect, pixelGrid: pixelGrid,
        memo: &memo,
        to: &consumer, examined: &examined)
      guard consumer.wantsMore else { return }
      if showsRowSeparators {
        // A row separator hangs `thickness` below its row's top, possibly past the row.
        var separatorCandidates = candidates
        if let rect {
          separatorCandidates = rows.candidateRows(
            from: rect.minY - gridTop - metrics.separatorThickness - slack,
            to: rect.maxY - gridTop + slack)
        }
        for row in separatorCandidates where row >= 1 {
          guard consumer.wantsMore else { return }
          consider(common: rowSeparatorAttributes(row, width: width, pixelGrid: pixelGrid))
        }
      }
      // The flag tested once, not once per candidate row.
      if showsColumnSeparators {
        for row in candidates {
          guard consumer.wantsMore else { return }
          for column in columnSeparatorBoundaries(inRow: row) {
            consider(
              common: columnSeparatorAttributes(
                row: row, column: column, width: width, pixelGrid: pixelGrid))
          }
        }
      }
    }
    for footer in 0..<footerCount {
      let common = footerCommonAttributes(footer, in: sections, width: width, pixelGrid: pixelGrid)
      if sections[index].footers[footer].customAttributes.isEmpty {
        consider(common: common)
      } else {
        consider(
          LayoutAttributes(
            common, customAttributes: sections[index].footers[footer].customAttributes))
      }
    }
    if showsSectionSeparator,
      let separator = sectionSeparatorAttributes(width: width, pixelGrid: pixelGrid)
    {
      consider(common: separator)
    }
  }

  // MARK: - Frame of the section

  /// The section's frame, from its first header to its last footer, snapped.
  func frame(width: Double, pixelGrid: PixelGrid) -> LayoutRect {
    let span = pixelGrid.verticalSpan(from: top, to: bottom)
    return LayoutRect(x: 0, y: span.y, width: width, height: span.height)
  }

  // MARK: - One element each

  func backgroundAttributes(width: Double, pixelGrid: PixelGrid) -> ElementAttributes? {
    guard let color = metrics.backgroundColor, bottom > top else { return nil }
    return ElementAttributes(
      id: .background(section: index), frame: frame(width: width, pixelGrid: pixelGrid),
      zIndex: ZIndex.background, backgroundColor: color)
  }

  /// Header `header`, whose natural raw top is `naturalTop`, with its raw top at `top`;
  /// `isPinned` tells whether the two differ.
  func headerAttributes(
    _ header: Int, in sections: SectionsHandle, naturalTop: Double, top: Double, width: Double,
    pixelGrid: PixelGrid
  ) -> LayoutAttributes {
    LayoutAttributes(
      headerCommonAttributes(
        header, in: sections, naturalTop: naturalTop, top: top, width: width,
        pixelGrid: pixelGrid),
      customAttributes: sections[index].headers[header].customAttributes)
  }

  /// The common attributes of
  /// ``headerAttributes(_:in:naturalTop:top:width:pixelGrid:)``.
  func headerCommonAttributes(
    _ header: Int, in sections: SectionsHandle, naturalTop: Double, top: Double, width: Double,
    pixelGrid: PixelGrid
  ) -> ElementAttributes {
    let height = sections[index].headers[header].height
    let span = pixelGrid.verticalSpan(from: top, to: top + height)
    return ElementAttributes(
      id: .header(section: index, index: header),
      frame: LayoutRect(x: 0, y: span.y, width: width, height: span.height),
      zIndex: sections[index].headers[header].isPinned
        ? ZIndex.pinnedSectionHeader : ZIndex.supplementary,
      isPinned: top != naturalTop,
      backgroundColor: sections[index].headers[header].backgroundColor
        ?? heldStyle.read { $0.metrics.backgroundColor },
      padding: sections[index].headers[header].padding,
      hasRareAttributes: !sections[index].headers[header].customAttributes.isEmpty)
  }

  func footerAttributes(
    _ footer: Int, in sections: SectionsHandle, width: Double, pixelGrid: PixelGrid
  ) -> LayoutAttributes {
    LayoutAttributes(
      footerCommonAttributes(footer, in: sections, width: width, pixelGrid: pixelGrid),
      customAttributes: sections[index].footers[footer].customAttributes)
  }

  /// The common attributes of ``footerAttributes(_:in:width:pixelGrid:)``.
  func footerCommonAttributes(
    _ footer: Int, in sections: SectionsHandle, width: Double, pixelGrid: PixelGrid
  ) -> ElementAttributes {
    let footerTop = footerTop(footer, in: sections)
    let span = pixelGrid.verticalSpan(
      from: footerTop, to: footerTop + sections[index].footers[footer].height)
    return ElementAttributes(
      id: .footer(section: index, index: footer),
      frame: LayoutRect(x: 0, y: span.y, width: width, height: span.height),
      zIndex: ZIndex.supplementary,
      backgroundColor: sections[index].footers[footer].backgroundColor
        ?? heldStyle.read { $0.metrics.backgroundColor },
      padding: sections[index].footers[footer].padding,
      hasRareAttributes: !sections[index].footers[footer].customAttributes.isEmpty)
  }

  func placeholderAttributes(in sections: SectionsHandle, width: Double, pixelGrid: PixelGrid)
    -> LayoutAttributes?
  {
    guard let placeholder, let content = sections[index].placeholder else { return nil }
    let span = pixelGrid.verticalSpan(
      from: placeholder.top, to: placeholder.top + placeholder.height)
    return LayoutAttributes(
      id: .placeholder(section: index),
      frame: LayoutRect(x: 0, y: span.y, width: width, height: span.height),
      zIndex: ZIndex.placeholder, backgroundColor: metrics.backgroundColor,
      placeholder: PlaceholderContent(
        kind: content.kind, title: content.title, message: content.message))
  }

  /// Item `item`'s attributes, in a grid or a masonry section.
  func itemAttributes(_ item: Int, pixelGrid: PixelGrid) -> ElementAttributes {
    if let masonry {
      return masonryItemAttributes(item, masonry: masonry, pixelGrid: pixelGrid)
    }
    return gridItemAttributes(item, pixelGrid: pixelGrid)
  }

  /// Item `item`'s attributes in a grid section: its row's span, its slot's column.
  func gridItemAttributes(_ item: Int, pixelGrid: PixelGrid) -> ElementAttributes {
    let columnCount = columns.count
    let row = item / columnCount
    let column = columns.visualColumn(ofSlot: item % columnCount)
    let horizontal = columns.span(ofColumn: column)
    let vertical = rowSpan(row, pixelGrid: pixelGrid)
    return ElementAttributes(
      id: .item(section: index, item: item),
      frame: LayoutRect(
        x: horizontal.x, y: vertical.y, width: horizontal.width, height: vertical.height),
      zIndex: ZIndex.item, columnIndex: column, backgroundColor: metrics.backgroundColor,
      selectedBackgroundColor: metrics.selectedBackgroundColor)
  }

  /// Item `item`'s attributes in a masonry section: its own span, its column. Inlined into
  /// a section's visit (a call returns the record through a copy of it).
  @inline(__always)
  func masonryItemAttributes(_ item: Int, masonry: MasonryGeometry, pixelGrid: PixelGrid)
    -> ElementAttributes
  {
    let column = columns.visualColumn(ofSlot: Int(masonry.columnOfItem[item]))
    let horizontal = columns.span(ofColumn: column)
    let vertical = pixelGrid.verticalSpan(
      from: gridTop + masonry.tops[item], to: gridTop + masonry.bottoms[item])
    return ElementAttributes(
      id: .item(section: index, item: item),
      frame: LayoutRect(
        x: horizontal.x, y: vertical.y, width: horizontal.width, height: vertical.height),
      zIndex: ZIndex.item, columnIndex: column, backgroundColor: metrics.backgroundColor,
      selectedBackgroundColor: metrics.selectedBackgroundColor)
  }

  func rowSeparatorAttributes(_ row: Int, width: Double, pixelGrid: PixelGrid)
    -> ElementAttributes
  {
    let insets = metrics.separatorInsets
    let line = LayoutRect(
      x: insets.left, y: rowSpan(row, pixelGrid: pixelGrid).y,
      width: max(0, width - insets.left - insets.right), height: metrics.separatorThickness)
    return ElementAttributes(
      id: .rowSeparator(section: index, row: row),
      frame: line.clipped(to: frame(width: width, pixelGrid: pixelGrid)),
      zIndex: ZIndex.separator, backgroundColor: metrics.separatorColor)
  }

  func columnSeparatorAttributes(row: Int, column: Int, width: Double, pixelGrid: PixelGrid)
    -> ElementAttributes
  {
    let thickness = metrics.separatorThickness
    let vertical = rowSpan(row, pixelGrid: pixelGrid)
    let line = LayoutRect(
      x: columns.separatorX(afterColumn: column, thickness: thickness, pixelGrid: pixelGrid),
      y: vertical.y, width: thickness, height: vertical.height)
    return ElementAttributes(
      id: .columnSeparator(section: index, row: row, column: column),
      frame: line.clipped(to: frame(width: width, pixelGrid: pixelGrid)),
      zIndex: ZIndex.separator, backgroundColor: metrics.separatorColor)
  }

  func sectionSeparatorAttributes(width: Double, pixelGrid: PixelGrid) -> ElementAttributes? {
    guard showsSectionSeparator else { return nil }
    let insets = metrics.separatorInsets
    let thickness = metrics.separatorThickness
    let line = LayoutRect(
      x: insets.left, y: pixelGrid.snap(bottom) - thickness,
      width: max(0, width - insets.left - insets.right), height: thickness)
    return ElementAttributes(
      id: .sectionSeparator(section: index),
      frame: line.clipped(to: frame(width: width, pixelGrid: pixelGrid)),
      zIndex: ZIndex.separator, backgroundColor: metrics.separatorColor)
  }

  // MARK: - Helpers

  /// Row `row`'s snapped top and height, in content coordinates.
  @inline(__always)
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
