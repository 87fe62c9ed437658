/// Counting the elements of a layout from its data alone, in O(sections + headers), without
/// laying anything out: what the output-size limit needs before doing any work.
extension LayoutSection {
  /// The number of elements this section lists: its background, headers, placeholder, items,
  /// row and column separators, footers and section separator: exact, or known to be more
  /// than `Int.max`.
  ///
  /// - Parameters:
  ///   - metrics: the section's metrics after the cascade.
  ///   - isLast: whether this is the last section (for the last-section separator).
  func elementCount(metrics: ResolvedMetrics, isLast: Bool) -> SaturatingCount {
    let itemCount = placeholder == nil ? max(0, items.count) : 0
    let columns = max(1, metrics.columns)
    let hasHeight = itemCount > 0 || placeholder != nil || !headers.isEmpty || !footers.isEmpty
    var count = SaturatingCount(headers.count + footers.count)
    if metrics.backgroundColor != nil, hasHeight { count = count.adding(1) }
    if placeholder != nil { count = count.adding(1) }
    count = count.adding(itemCount)
    guard itemCount > 0 else { return count }
    let isMasonry: Bool
    if metrics.arrangement == .masonry, case .list = items {
      isMasonry = true
    } else {
      isMasonry = false
    }
    if isMasonry {
      // No rows: no row or column separators.
      if metrics.showsSectionSeparator, !isLast || metrics.showsSectionSeparatorWhenLast {
        count = count.adding(1)
      }
      return count
    }
    let fullRows = itemCount / columns
    let lastRowCells = itemCount % columns
    let rows = fullRows + (lastRowCells > 0 ? 1 : 0)
    if metrics.showsRowSeparators { count = count.adding(rows - 1) }
    if metrics.showsColumnSeparators, columns > 1 {
      count = count.adding(SaturatingCount(fullRows).multiplied(by: columns - 1))
      count = count.adding(lastRowCells - 1)
    }
    if metrics.showsSectionSeparator, !isLast || metrics.showsSectionSeparatorWhenLast {
      count = count.adding(1)
    }
    return count
  }
}

extension GridLayout {
  /// The number of elements of the layout: what ``allElements()`` would list, `Int.max` when
  /// that passes `Int.max`. O(sections).
  var elementCount: Int {
    GridLayout.elementCount(
      globalHeaders: globalHeaders, sections: sections, metrics: metrics,
      displayScale: environment.displayScale
    ).value
  }
}

extension GridLayout {
  /// The number of elements of a layout of `sections` under `globalHeaders`, from the data
  /// alone: exact, or known to be more than `Int.max`. O(sections).
  package static func elementCount(
    globalHeaders: [Supplementary], sections: [LayoutSection], metrics: SectionMetrics,
    displayScale: Double
  ) -> SaturatingCount {
    var count = SaturatingCount(globalHeaders.count)
    for (index, section) in sections.enumerated() {
      let resolved = section.metrics.resolved(inheriting: metrics, displayScale: displayScale)
      count = count.adding(
        section.elementCount(metrics: resolved, isLast: index == sections.count - 1))
    }
    return count
  }
}

extension Int {
  /// `self + other`, or `Int.max` (`Int.min`) when that overflows.
  package func saturatingAdding(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    guard overflow else { return sum }
    return other > 0 ? .max : .min
  }

  /// `self * other`, or `Int.max` (`Int.min`) when that overflows.
  package func saturatingMultiplied(by other: Int) -> Int {
    let (product, overflow) = multipliedReportingOverflow(by: other)
    guard overflow else { return product }
    return (self < 0) == (other < 0) ? .max : .min
  }
}
