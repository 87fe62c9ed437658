/// Reading the grid's section metrics of sections in place.
extension SectionsHandle {
  /// Whether section `index` sets no metrics of its own (it inherits every value). Reads each
  /// key in place: a property of the metrics would copy them (a value of about 200 bytes).
  func setsNoMetrics(at index: Int) -> Bool {
    self[index].metrics.rowHeight == nil && self[index].metrics.columns == nil
      && self[index].metrics.columnSpacing == nil && self[index].metrics.rowSpacing == nil
      && self[index].metrics.padding == nil && self[index].metrics.itemOrder == nil
      && self[index].metrics.arrangement == nil && self[index].metrics.masonryPlacement == nil
      && self[index].metrics.separators == nil && self[index].metrics.backgroundColor == nil
      && self[index].metrics.selectedBackgroundColor == nil
      && self[index].metrics.separatorColor == nil && self[index].metrics.allowsReorder == nil
      && self[index].metrics.editActions == nil
  }

  /// Whether ``RangeChecker/checkMetrics(_:at:)`` would report nothing for the metrics of
  /// section `index`: every value that is set is within its range. Conservative for edit
  /// actions (any own list of edit actions is checked one by one). Reads each value in place:
  /// a property of the metrics would copy them (a value of about 200 bytes) for every section.
  func metricsArePlainlyValid(at index: Int) -> Bool {
    guard self[index].metrics.editActions == nil else { return false }
    if let value = self[index].metrics.rowHeight, !isPlainlyPositiveLength(value) { return false }
    if let columns = self[index].metrics.columns,
      columns < 1 || columns > Limits.maximumColumnCount
    {
      return false
    }
    if let value = self[index].metrics.columnSpacing, !isPlainlyNonNegativeLength(value) {
      return false
    }
    if let value = self[index].metrics.rowSpacing, !isPlainlyNonNegativeLength(value) {
      return false
    }
    if let padding = self[index].metrics.padding, !padding.isPlainlyNonNegative { return false }
    if let insets = self[index].metrics.separators?.insets,
      !isPlainlyNonNegativeLength(insets.left) || !isPlainlyNonNegativeLength(insets.right)
    {
      return false
    }
    if let value = self[index].metrics.separators?.thickness, !isPlainlyPositiveLength(value) {
      return false
    }
    return true
  }
}
