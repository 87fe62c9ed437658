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
  ) -> [Int32?]? {
    guard metrics.arrangement == .masonry, metrics.masonryPlacement == .stable else { return nil }
    let columnCount = max(1, metrics.columns)
    let itemCount = max(0, itemCount)
    // The columns of old section `section`, when its items can keep them.
    func columns(ofOldSection section: Int) -> [Int32]? {
      guard geometries.indices.contains(section), let masonry = geometries[section].masonry,
        geometries[section].columnCount == columnCount
      else { return nil }
      return masonry.columnOfItem
    }
    // The survivors come from the section's old counterpart, and so do most moves: its
    // columns are read out of the layout once, not once per run.
    let origin = mapping.oldSection(forNew: new)
    let originColumns = origin.flatMap(columns(ofOldSection:))
    // Written in runs: the survivors between two item operations copy their old columns in
    // one loop, each old section's columns bound once per run.
    var kept = [Int32?](repeating: nil, count: itemCount)
    kept.withUnsafeMutableBufferPointer { kept in
      mapping.forEachOldRun(ofNewSection: new, count: itemCount) { run in
        switch run {
        case .survivors(let slots, let oldSection, let firstOld):
          guard
            let old = oldSection == origin ? originColumns : columns(ofOldSection: oldSection)
          else { return }
          old.withUnsafeBufferPointer { old in
            for slot in slots {
              let item = firstOld + slot - slots.lowerBound
              guard item < old.count else { break }
              kept[slot] = old[item]
            }
          }
        case .fixed(let slot, let old):
          // A reloaded item is placed anew.
          guard !mapping.isReloaded(old: old), old.item >= 0,
            let columns = old.section == origin
              ? originColumns : columns(ofOldSection: old.section),
            old.item < columns.count
          else { return }
          kept[slot] = columns[old.item]
        case .unmatched:
          break
        }
      }
    }
    return kept
  }
}
