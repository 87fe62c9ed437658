/// One flow section laid out, along the scroll axis (v) and along its lines (u), in points,
/// in content coordinates (A.6, A.10: header, leading inset, lines, trailing inset, footer;
/// the next section starts at ``bottom``).
///
/// ```
///  top ──────────── header (headerExtent; none when 0), the full line extent
///  contentStart ─── top + headerExtent + leading inset: the first line
///                   lines, lineSpacing apart
///  contentEnd ───── the end of the last line (contentStart without items)
///  footerStart ──── contentEnd + trailing inset
///  bottom ───────── footerStart + footerExtent
/// ```
struct FlowSectionGeometry: Hashable, Sendable {
  /// Where the section starts along the scroll axis.
  var top: Double
  /// The header's extent along the scroll axis; 0 for no header.
  var headerExtent: Double
  /// Where the first line starts along the scroll axis.
  var contentStart: Double
  /// Where the last line ends along the scroll axis (``contentStart`` without items).
  var contentEnd: Double
  /// Where the footer starts along the scroll axis.
  var footerStart: Double
  /// The footer's extent along the scroll axis; 0 for no footer.
  var footerExtent: Double
  /// Where the section ends along the scroll axis: the next section's top.
  var bottom: Double
  /// The number of items, >= 0.
  var itemCount: Int
  /// The items' lines.
  var lines: FlowLines

  /// Lays out `section` from `top` with `metrics`, its lines `lineExtent` long before the
  /// insets. O(1) for uniform items (a count, or a list of items of one size), O(items)
  /// otherwise.
  init(
    section: LayoutSection, metrics: FlowMetrics, axes: FlowAxes, lineExtent: Double,
    top: Double
  ) {
    self.top = top
    headerExtent = metrics.headerExtent
    footerExtent = metrics.footerExtent
    contentStart = top + metrics.headerExtent + axes.leadingInset(of: metrics.inset)
    let lineStart = metrics.lineStartInset
    let lineLength = lineExtent - lineStart - metrics.lineEndInset
    let sizes = FlowSectionGeometry.itemSizes(
      of: section.items, base: metrics.itemSize, axes: axes)
    itemCount = section.items.count
    switch sizes {
    case .uniform(let size):
      let uniform = UniformFlowLines(
        itemLength: axes.length(of: size), itemThickness: axes.thickness(of: size),
        lineStart: lineStart, lineLength: lineLength,
        interitemSpacing: metrics.interitemSpacing, lineSpacing: metrics.lineSpacing)
      let lineCount = uniform.lineCount(of: itemCount)
      contentEnd =
        lineCount == 0
        ? contentStart
        : contentStart + Double(lineCount - 1) * uniform.linePitch + uniform.itemThickness
      lines = .uniform(uniform)
    case .varied(let lengths, let thicknesses):
      let varied = VariedFlowLines(
        lengths: lengths, thicknesses: thicknesses, lineStart: lineStart, lineLength: lineLength,
        contentStart: contentStart,
        interitemSpacing: metrics.interitemSpacing, lineSpacing: metrics.lineSpacing)
      contentEnd = varied.contentEnd(from: contentStart)
      lines = .varied(varied)
    }
    footerStart = contentEnd + axes.trailingInset(of: metrics.inset)
    bottom = footerStart + metrics.footerExtent
  }

  /// The sizes of a section's items: one size for all, or each item's length along its line
  /// and thickness across lines.
  enum ItemSizes {
    /// Every item has this size.
    case uniform(LayoutSize)
    /// Item `i` is `lengths[i]` long and `thicknesses[i]` thick.
    case varied(lengths: [Double], thicknesses: [Double])
  }

  /// The size of `item`, in points: its own width, else `base`'s, and its own height (or its
  /// width over its aspect ratio), else `base`'s.
  static func size(of item: Item, base: LayoutSize) -> LayoutSize {
    let width = item.width ?? base.width
    return LayoutSize(width: width, height: item.height(inColumnOfWidth: width) ?? base.height)
  }

  /// The sizes of `items` without a size of their own being `base`. O(1) for a count,
  /// O(items) for a list or a measured count, in one pass; uniform for a measured count whose
  /// measured heights are all `base`'s.
  static func itemSizes(of items: Items, base: LayoutSize, axes: FlowAxes) -> ItemSizes {
    switch items {
    case .count:
      return .uniform(base)
    case .measuredCount(let count, let measured):
      // Sizes measured at the estimate change no size: the section stays uniform, and its
      // last line keeps the columns (A.4).
      if measured.heights.allSatisfy({ $0 == base.height }),
        measured.widths.allSatisfy({ $0 == nil || $0 == base.width })
      {
        return .uniform(base)
      }
      var lengths = [Double](repeating: axes.length(of: base), count: count)
      var thicknesses = [Double](repeating: axes.thickness(of: base), count: count)
      for (position, index) in measured.indexes.enumerated() where lengths.indices.contains(index) {
        let size = LayoutSize(
          width: measured.widths[position] ?? base.width, height: measured.heights[position])
        lengths[index] = axes.length(of: size)
        thicknesses[index] = axes.thickness(of: size)
      }
      return .varied(lengths: lengths, thicknesses: thicknesses)
    case .list(let list):
      guard let first = list.first else { return .uniform(base) }
      let firstSize = size(of: first, base: base)
      var lengths: [Double] = []
      var thicknesses: [Double] = []
      for index in list.indices {
        let itemSize = size(of: list[index], base: base)
        if lengths.isEmpty {
          if itemSize == firstSize { continue }
          lengths.reserveCapacity(list.count)
          thicknesses.reserveCapacity(list.count)
          lengths.append(contentsOf: repeatElement(axes.length(of: firstSize), count: index))
          thicknesses.append(
            contentsOf: repeatElement(axes.thickness(of: firstSize), count: index))
        }
        lengths.append(axes.length(of: itemSize))
        thicknesses.append(axes.thickness(of: itemSize))
      }
      return lengths.isEmpty
        ? .uniform(firstSize) : .varied(lengths: lengths, thicknesses: thicknesses)
    }
  }

  /// The u, v of item `index` (0 ..< ``itemCount``). O(1) for uniform lines, O(log lines)
  /// otherwise.
  func origin(ofItem index: Int) -> (u: Double, v: Double) {
    switch lines {
    case .uniform(let uniform): return uniform.origin(ofItem: index, contentStart: contentStart)
    case .varied(let varied): return varied.origin(ofItem: index)
    }
  }

  /// The length and thickness of item `index` (0 ..< ``itemCount``).
  func extent(ofItem index: Int) -> (length: Double, thickness: Double) {
    switch lines {
    case .uniform(let uniform): return (uniform.itemLength, uniform.itemThickness)
    case .varied(let varied): return (varied.lengths[index], varied.thicknesses[index])
    }
  }

  /// The items on the lines that meet `lower ..< upper` along the scroll axis, ascending.
  /// O(log lines) to find them.
  func items(meeting lower: Double, _ upper: Double) -> Range<Int> {
    switch lines {
    case .uniform(let uniform):
      let lineRange = uniform.lines(
        meeting: lower, upper, contentStart: contentStart,
        lineCount: uniform.lineCount(of: itemCount))
      guard !lineRange.isEmpty else { return 0..<0 }
      let first = lineRange.lowerBound * uniform.itemsPerLine
      // At most lineCount · itemsPerLine < itemCount + itemsPerLine: no overflow.
      let end = min(itemCount, lineRange.upperBound * uniform.itemsPerLine)
      return first..<max(first, end)
    case .varied(let varied):
      let lineRange = varied.lines(meeting: lower, upper)
      guard !lineRange.isEmpty else { return 0..<0 }
      let first = varied.firstItems[lineRange.lowerBound]
      let end = varied.items(ofLine: lineRange.upperBound - 1).upperBound
      return first..<end
    }
  }
}
