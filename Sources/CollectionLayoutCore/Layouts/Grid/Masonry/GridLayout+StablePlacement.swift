/// Stable masonry placement across a batch update: the columns this layout's items keep in
/// the layout after the update.
extension GridLayout {
  /// For each item of section `new` of the layout after an update described by `mapping`, the
  /// logical column it keeps (`nil`: placed anew); `nil` when the section does not place
  /// stably (a grid section, or `shortest` placement).
  ///
  /// An item keeps its column when it survives the update without a reload, and comes from a
  /// masonry section of this layout with the same number of columns (a move between two such
  /// sections keeps the column too). Inserted and reloaded items, and every item of a section
  /// whose column count changed, are placed anew. O(items of the section).
  func keptMasonryColumns(
    ofNewSection new: Int, itemCount: Int, metrics: ResolvedMetrics, mapping: UpdateMapping
  ) -> [Int?]? {
    guard metrics.arrangement == .masonry, metrics.masonryPlacement == .stable else { return nil }
    let columnCount = max(1, metrics.columns)
    return (0..<max(0, itemCount)).map { item in
      guard let old = mapping.oldItem(forNew: ItemPath(section: new, item: item)),
        !mapping.isReloaded(old: old), geometries.indices.contains(old.section),
        let masonry = geometries[old.section].masonry,
        geometries[old.section].columnCount == columnCount,
        old.item < masonry.count
      else { return nil }
      return Int(masonry.columnOfItem[old.item])
    }
  }
}
