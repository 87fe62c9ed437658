/// The items of a grid section in a rect: the loop a scroll step spends most of its time in.
extension SectionGeometry {
  /// Hands `consumer` the items of grid rows `rows` of `rowGeometry` (the section's ``rows``,
  /// read once by the caller) whose frames meet `rect` (all when `nil`),
  /// in item order: the elements a scroll step has most of, built as
  /// ``gridItemAttributes(_:pixelGrid:)`` builds them, with each row's span snapped once and
  /// the section's values read once. Stops between rows once the consumer wants no more.
  ///
  /// `frame.intersects(rect)` is the conjunction of a test on x alone and a test on y alone
  /// (``LayoutRect/overlapsHorizontally(_:)``, ``LayoutRect/overlapsVertically(_:)``), so the
  /// y test runs once per row and the x test, which reads a column's edges only, once per
  /// column for every section of a style (`columnOverlaps`, the query's memo), or once per
  /// item when some column does not meet `rect`: the same answer as testing each frame, NaN
  /// edges included. Inlined into the section's visit: a call passes some twenty arguments.
  @inline(__always)
  borrowing func appendGridItems<Consumer: ElementConsumer>(
    inRows rows: Range<Int>, of rowGeometry: RowGeometry, in rect: LayoutRect?,
    pixelGrid: PixelGrid, columnOverlaps: inout ColumnOverlapMemo, to consumer: inout Consumer,
    examined: inout Int
  ) {
    let gridTop = self.gridTop
    let section = index
    let itemCount = self.itemCount
    // Read once: a static `let` read inside the loop is a `swift_once` call per item.
    let kind = ElementKind.item
    // The style lent without a count (see HeldStyle), its columns and metrics read in place.
    heldStyle.read { style in
      let columns = style.columns
      let columnCount = columns.count
      let background = style.metrics.backgroundColor
      let selectedBackground = style.metrics.selectedBackgroundColor
      columns.withEdges { edges in
        // Every column meeting `rect` horizontally, the x test is not repeated for each item.
        let everyColumnMeetsRect =
          rect.map { columnOverlaps.everyColumn(of: style, meets: $0) } ?? true
        // The raw bottom of the row before and its snapped value: without row spacing a row's
        // top is that same number, snapped once for both (compared bit for bit, so that -0 and
        // +0, which snap to different signs, are not taken for each other).
        var previousBottom: (raw: Double, snapped: Double)?
        // Row `row`, from its raw top to its raw bottom (relative to the grid top): the span
        // `pixelGrid.verticalSpan(from:to:)` gives.
        func appendRow(_ row: Int, top: Double, bottom: Double) {
          let rawTop = gridTop + top
          let rawBottom = gridTop + bottom
          let snappedTop =
            if let previousBottom, previousBottom.raw.bitPattern == rawTop.bitPattern {
              previousBottom.snapped
            } else {
              pixelGrid.snap(rawTop)
            }
          let snappedBottom = pixelGrid.snap(rawBottom)
          previousBottom = (rawBottom, snappedBottom)
          let vertical = (y: snappedTop, height: max(0, snappedBottom - snappedTop))
          let firstItem = row * columnCount
          let endItem = min(firstItem + columnCount, itemCount)
          examined += endItem - firstItem
          let rowFrame = LayoutRect(x: 0, y: vertical.y, width: 0, height: vertical.height)
          if let rect, !rowFrame.overlapsVertically(rect) { return }
          for item in firstItem..<endItem {
            let column = columns.visualColumn(ofSlot: item &- firstItem)
            let left = edges.left(ofColumn: column)
            let frame = LayoutRect(
              x: left, y: vertical.y, width: edges.right(ofColumn: column) - left,
              height: vertical.height)
            if !everyColumnMeetsRect, let rect, !frame.overlapsHorizontally(rect) { continue }
            consumer.take(
              common: ElementAttributes(
                id: ElementID(kind: kind, section, item), frame: frame, zIndex: ZIndex.item,
                columnIndex: column, backgroundColor: background,
                selectedBackgroundColor: selectedBackground))
          }
        }
        if case .uniform(_, let height, let spacing) = rowGeometry {
          // `RowGeometry.span(ofRow:)` of uniform rows, without its switch in the loop.
          let stride = height + spacing
          for row in rows {
            guard consumer.wantsMore else { return }
            appendRow(row, top: Double(row) * stride, bottom: Double(row + 1) * stride - spacing)
          }
        } else {
          for row in rows {
            guard consumer.wantsMore else { return }
            let raw = rowGeometry.span(ofRow: row)
            appendRow(row, top: raw.top, bottom: raw.bottom)
          }
        }
      }
    }
  }
}
