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
}
