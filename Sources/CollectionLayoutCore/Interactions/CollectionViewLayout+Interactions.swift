/// The defaults of the requirements the engine's interactions read: what a layout of your own
/// gets for free.
extension CollectionViewLayout {
  /// The section's own metrics: a layout without metrics defaults of its own cascades nothing.
  public func cascadedMetrics(ofSection section: Int) -> SectionMetrics? {
    sections.indices.contains(section) ? sections[section].metrics : nil
  }

  /// The whole layout again, for `sections`, carrying the mapping of an update without
  /// operations: every item keeps its index path (a masonry section with stable placement
  /// keeps its columns).
  public func laidOut(measuring measurement: HeightMeasurement, in sections: [LayoutSection])
    throws(LayoutError) -> Self
  {
    let mapping = try? UpdateMapping(before: self.sections, batch: BatchUpdate(after: sections))
    return try laidOut(sections: sections, in: environment, carrying: mapping)
  }

  /// Every item's width is the layout's: a measure step gives heights only.
  public func measuredWidthRefusal(ofItem path: ItemPath) -> String? {
    "the layout gives its items their widths (measure the height alone: [section, item, height])"
  }
}
