/// The sections validation checks: every one, or those a layout does not reuse (the others are
/// equal to sections already validated).
package struct CheckedSections {
  /// For each section, the index of the validated section it equals (not checked), or -1
  /// (checked); `nil` when every section is checked.
  private let sources: [Int]?
  /// The number of items in all the sections (each count >= 0, saturated), when known: the
  /// unchecked sections are then not read for it.
  package let itemCount: Int?
  /// Whether an unchecked section may have an id: when not, their ids are not read (they
  /// cannot repeat one).
  package let uncheckedMayHaveIDs: Bool
  /// Whether every section's own values have passed ``RangeChecker/checkSections(_:at:checking:)``
  /// already (an update's `after`, checked by ``LayoutUpdate``): only what a kind of layout
  /// checks beyond them remains (a grid's masonry items), for the sections this contains.
  package let valuesAreChecked: Bool
  /// Whether every listed item of the sections is known to have a height or an aspect ratio
  /// (``RangeChecker/listedItemsHaveHeights`` of the check that ``valuesAreChecked`` stands
  /// for): a masonry section's list needs not be read again for them.
  package let listedItemsHaveHeights: Bool
  /// Whether the item ids of the sections are known to be distinct (an update's index of ids
  /// showed it: ``UpdateMapping/itemIDIndexAfter(updating:before:derived:)``): they are then not
  /// searched for repeats.
  package let itemIDsAreUnique: Bool
  /// For a checked section listed here (by index), the only items whose own values are checked,
  /// as ascending ranges of indexes: the others are items of data already checked, carried as
  /// they were (an update's survivors, ``UpdateMapping/derivedItems(before:)``). A section
  /// listed here is a valid section with only its items changed (an update's rebuilt section:
  /// its metrics, supplementary views, placeholder, id, version, state and layout are those of
  /// the section it was derived from), so that its other values are not checked again
  /// (``hasOnlyItemsChanged(ofSection:)``). A section not listed has every value and every item
  /// checked.
  private let checkedItems: [Int: [Range<Int>]]

  /// Every section.
  package static let all = CheckedSections(sources: nil)

  /// The sections whose entry in `sources` is negative (a layout's reusable sections); a
  /// section beyond `sources` is checked. `itemCount`, when given, is the number of items of
  /// all the sections; `uncheckedMayHaveIDs` `false` says that no unchecked section has an id;
  /// `valuesAreChecked` says that every section passed ``RangeChecker/checkSections(_:at:checking:)``;
  /// `itemIDsAreUnique` that no item id repeats another; `newItems`, by section, the only items
  /// of a checked section whose values need checking (ascending ranges), each section listed a
  /// valid section with only its items changed.
  package init(
    sources: [Int]?, itemCount: Int? = nil, uncheckedMayHaveIDs: Bool = true,
    valuesAreChecked: Bool = false, listedItemsHaveHeights: Bool = false,
    itemIDsAreUnique: Bool = false, newItems: [Int: [Range<Int>]]? = nil
  ) {
    self.itemIDsAreUnique = itemIDsAreUnique
    checkedItems = sources == nil ? [:] : newItems ?? [:]
    self.sources = sources
    self.itemCount = itemCount
    self.uncheckedMayHaveIDs = uncheckedMayHaveIDs
    self.valuesAreChecked = valuesAreChecked
    self.listedItemsHaveHeights = listedItemsHaveHeights
  }

  /// Whether every section is checked.
  package var isAll: Bool { sources == nil }

  /// The only items of checked section `index` whose own values are checked, as ascending
  /// ranges, some of which may reach past its items (the caller clamps them to its indexes);
  /// `nil` when every item is.
  func checkedItems(ofSection index: Int) -> [Range<Int>]? {
    guard !checkedItems.isEmpty else { return nil }
    return checkedItems[index]
  }

  /// Whether checked section `index` is a valid section with only its items changed (listed
  /// with the only items to check): its values but its items are not checked again. O(1).
  func hasOnlyItemsChanged(ofSection index: Int) -> Bool {
    !checkedItems.isEmpty && checkedItems[index] != nil
  }

  /// Whether section `index` is checked. O(1).
  package func contains(_ index: Int) -> Bool {
    guard let sources, index >= 0, index < sources.count else { return true }
    return sources[index] < 0
  }
}
