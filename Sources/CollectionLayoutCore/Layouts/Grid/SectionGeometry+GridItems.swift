/// The items of a grid section in a rect: the loop a scroll step spends most of its time in.
extension SectionGeometry {
  /// Hands `consumer` the items of grid rows `rows` of `rowGeometry` (the section's ``rows``,
  /// read once by the caller) whose frames meet `rect` (all when `nil`),
  /// in item order: the elements a scroll step has most of, built as
  /// ``gridItemAttributes(_:pixelGrid:)`` builds them, with each row's span snapped once and
  /// the section's values read once. Stops between rows once the consumer wants no more.
  ///
  /// Uniform rows whose edges all lie on the pixel grid (a whole number of pixels from the
  /// grid top, itself on the grid, at a scale that is a power of two: 44-point rows at 2x) are
  /// not snapped at all, since snapping would return each edge unchanged
  /// (``PixelGrid/liesOnGrid(_:)``). A row whose items all meet `rect` horizontally is handed
  /// to the consumer at once (``ElementConsumer/takeCommon(count:_:)``).
  ///
  /// `frame.intersects(rect)` is the conjunction of a test on x alone and a test on y alone
  /// (``LayoutRect/overlapsHorizontally(_:)``, ``LayoutRect/overlapsVertically(_:)``), so the
  /// y test runs once per row and the x test, which reads a column's edges only, once per
  /// column for every section of a style (`memo`, the query's ``QueryMemo``), or once per
  /// item when some column does not meet `rect`: the same answer as testing each frame, NaN
  /// edges included. Inlined into the section's visit: a call passes some twenty arguments.
  @inline(__always)
  borrowing func appendGridItems<Consumer: ElementConsumer>(
    inRows rows: Range<Int>, of rowGeometry: RowGeometry, in rect: LayoutRect?,
    pixelGrid: PixelGrid, memo: inout QueryMemo, to consumer: inout Consumer,
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
          rect.map { memo.everyColumn(of: style, meets: $0) } ?? true
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
          appendItems(ofRow: row, at: (snappedTop, max(0, snappedBottom - snappedTop)))
        }
        // The items of row `row`, whose snapped span is `vertical`, those that meet `rect`.
        func appendItems(ofRow row: Int, at vertical: (y: Double, height: Double)) {
          // Bounded by the item count: no overflow to check.
          let firstItem = row &* columnCount
          let endItem = min(firstItem &+ columnCount, itemCount)
          examined &+= endItem &- firstItem
          let rowFrame = LayoutRect(x: 0, y: vertical.y, width: 0, height: vertical.height)
          if let rect, !rowFrame.overlapsVertically(rect) { return }
          // The item at `slot` of the row, its frame on its column's edges.
          @inline(__always) func itemAttributes(atSlot slot: Int) -> ElementAttributes {
            let column = columns.visualColumn(ofSlot: slot)
            let left = edges.left(ofColumn: column)
            return ElementAttributes(
              id: ElementID(kind: kind, section, firstItem &+ slot),
              frame: LayoutRect(
                x: left, y: vertical.y, width: edges.right(ofColumn: column) - left,
                height: vertical.height),
              zIndex: ZIndex.item, columnIndex: column, backgroundColor: background,
              selectedBackgroundColor: selectedBackground)
          }
          if everyColumnMeetsRect {
            // The whole row, handed over at once.
            consumer.takeCommon(count: endItem &- firstItem, itemAttributes(atSlot:))
            return
          }
          for slot in 0..<(endItem &- firstItem) {
            let attributes = itemAttributes(atSlot: slot)
            if let rect, !attributes.frame.overlapsHorizontally(rect) { continue }
            consumer.take(common: attributes)
          }
        }
        if case .uniform(_, let height, let spacing) = rowGeometry {
          // `RowGeometry.span(ofRow:)` of uniform rows, without its switch in the loop.
          let stride = height + spacing
          // The stride and spacing on the grid (remembered for sections like this one), the
          // grid top on it, and the last edge within the exact range: every edge below is then
          // a whole number of pixels computed without rounding (`PixelGrid.liesOnGrid(_:)`),
          // which snapping would return unchanged, bit for bit.
          if memo.rowsLieOnGrid(stride: stride, spacing: spacing, pixelGrid: pixelGrid),
            pixelGrid.liesOnGrid(gridTop),
            pixelGrid.isWithinExactRange(Double(rows.upperBound) * stride)
          {
            for row in rows {
              guard consumer.wantsMore else { return }
              let top = gridTop + Double(row) * stride
              let bottom = gridTop + (Double(row + 1) * stride - spacing)
              appendItems(ofRow: row, at: (top, max(0, bottom - top)))
            }
            return
          }
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
