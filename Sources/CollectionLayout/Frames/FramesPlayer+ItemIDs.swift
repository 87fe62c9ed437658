/// Naming the elements of a frames entry by their scenario items' ids (``LayoutAttributes/itemID``).
extension FramesPlayer {
  /// `entry` with every element that is an item with a scenario id named by it: its listed
  /// elements and its records' `final` attributes from the layout shown after the step, its
  /// records' `initial` attributes from `before`, the layout shown before it (a deleted
  /// record's two sides both from `before`, an inserted one's from the layout after). O(1) per
  /// element and record for the grid.
  func naming(_ entry: FrameStep, before: InteractiveLayout<Layout>) -> FrameStep {
    let after = presented
    let afterSections = after.sections
    let beforeSections = before.sections
    var named = entry
    named.elements = entry.elements.map { after.naming($0, in: afterSections) }
    guard var transition = entry.transition else { return named }
    transition.changes = transition.changes.map { record in
      var record = record
      let initialSide = record.before == nil ? (after, afterSections) : (before, beforeSections)
      let finalSide = record.after == nil ? (before, beforeSections) : (after, afterSections)
      record.initial = Self.naming(
        record.initial, as: record.before ?? record.after, by: initialSide)
      record.final = Self.naming(record.final, as: record.after ?? record.before, by: finalSide)
      return record
    }
    named.transition = transition
    return named
  }

  /// `attributes` named as element `id` of `side`'s layout, in its sections.
  private static func naming(
    _ attributes: LayoutAttributes, as id: ElementID?,
    by side: (layout: InteractiveLayout<Layout>, sections: [LayoutSection])
  ) -> LayoutAttributes {
    guard let id, case .item(let path)? = side.layout.owner(of: id),
      let name = InteractiveLayout<Layout>.itemID(at: path, in: side.sections)
    else { return attributes }
    var named = attributes
    named.itemID = name
    return named
  }
}
