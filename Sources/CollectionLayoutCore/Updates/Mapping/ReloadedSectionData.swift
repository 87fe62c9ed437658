/// The item data a batch gives for reloaded sections, which they take in place
/// (``UpdateMapping/derivedSections(before:sectionMap:itemMap:counts:insertedItemData:reloadedItemData:reloadItems:)``):
/// the entries of ``BatchUpdate/reloadedItemData`` whose path `reloadItems` lists in a
/// section the batch reloads, for an item the section has. UIKit drops those reloads (the
/// whole section reloads), not the data the app gives for the items; data no reload lists is
/// not used, as anywhere else.
///
/// ```
///  reloadSections [1]   reloadItems [[1, 2], [0, 4]]   data for [1, 2], [1, 3], [0, 4]
///  data           [1, 2]   ([1, 3]: no reload lists it; [0, 4]: section 0 is kept)
///  oldSections    {1}      newSections: where section 1 lands
/// ```
///
/// Empty, and nothing read, for a batch without reloaded items' data.
struct ReloadedSectionData {
  /// The data by the item's path before the update.
  private(set) var data: [ItemPath: Item] = [:]
  /// The reloaded sections given data, by their index before the update.
  private(set) var oldSections: Set<Int> = []
  /// The same sections by their index after the update, each once, in the order first found
  /// (not sorted).
  private(set) var newSections: [Int] = []

  /// The entries of `reloadedItemData` listed in `reloadItems` whose old section the batch
  /// reloads (`sectionMap`) and whose item that section has (`before`). O(reloadItems).
  init(
    _ reloadedItemData: [ItemPath: Item], listedIn reloadItems: [ItemPath],
    sectionMap: SectionMap, before: [LayoutSection]
  ) {
    guard !reloadedItemData.isEmpty else { return }
    for path in reloadItems {
      // The section first (two array reads): most reloads are in sections that stay.
      guard let new = sectionMap.newIndex(ofOld: path.section),
        sectionMap.origin(ofNew: new)?.isReloaded == true,
        before.indices.contains(path.section), path.item >= 0,
        path.item < before[path.section].items.count, let item = reloadedItemData[path]
      else { continue }
      data[path] = item
      if oldSections.insert(path.section).inserted { newSections.append(new) }
    }
  }
}
