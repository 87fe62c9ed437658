/// The defaults of the requirements the engine's interactions read: what a layout of your own
/// gets for free.
extension CollectionViewLayout {
  /// The section's own settings: a layout without defaults of its own cascades nothing.
  public func sectionSettings(ofSection section: Int) -> SectionSettings? {
    sections.indices.contains(section) ? sections[section].settings : nil
  }

  /// At the trailing edge, the section's cascaded edit actions; at the leading edge none.
  public func swipeActions(ofSection section: Int, at edge: SwipeEdge) -> [EditAction] {
    guard edge == .trailing else { return [] }
    return sectionSettings(ofSection: section)?.editActions ?? []
  }

  /// What the metrics lack: `the metrics of section <s> give no editActions` (trailing), or
  /// that they give trailing actions only (leading).
  public func missingSwipeActions(inSection section: Int, at edge: SwipeEdge) -> String {
    switch edge {
    case .trailing:
      return "the metrics of section \(section) give no editActions"
    case .leading:
      return "a section's editActions are trailing swipe actions; leading ones come with a "
        + "list section's \"swipeActions\""
    }
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
