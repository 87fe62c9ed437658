/// Which element of the new layout each element of the old layout becomes, and back: a
/// bijection between the surviving elements of the two layouts, for any
/// ``CollectionViewLayout``.
///
/// Each element follows its owner (``CollectionViewLayout/owner(of:)``): an element of the
/// collection stays itself; an element of a section follows the section map; an item, or an
/// element attached to an item, follows the item map, where the items of a reloaded section
/// pair by index. The layout on the other side then names the element that plays the same
/// part for the mapped owner (``CollectionViewLayout/element(_:ownedBy:)``), if it has one.
/// An element an item places (``ElementOwner/placed(by:)``) that neither side maps stays
/// itself when it keeps its frame; an element attached to an item (a badge) never does: it
/// has a counterpart only through its item.
struct ElementCorrespondence<Layout: CollectionViewLayout>: Sendable {
  let oldLayout: Layout
  let newLayout: Layout
  let mapping: UpdateMapping

  /// The new element that old element `id` becomes, if it exists in the new layout: through
  /// its owner, or in place (see ``staysInPlace(_:)``).
  func newID(forOld id: ElementID) -> ElementID? {
    if let followed = followedNewID(forOld: id) { return followed }
    // The owners first: an element that is not placed in both layouts never stays in place,
    // and following it the other way costs more than looking.
    return isPlacedInBoth(id) && followedOldID(forNew: id) == nil && staysInPlace(id) ? id : nil
  }

  /// The old element that new element `id` was, if it existed in the old layout: through its
  /// owner, or in place (see ``staysInPlace(_:)``).
  func oldID(forNew id: ElementID) -> ElementID? {
    if let followed = followedOldID(forNew: id) { return followed }
    return isPlacedInBoth(id) && followedNewID(forOld: id) == nil && staysInPlace(id) ? id : nil
  }

  /// ``newID(forOld:)``, with what happened to the element when it is an item or attached to
  /// one (the answer of ``LayoutUpdate/classify(old:)``): both from one owner lookup and one
  /// search of the item map (``UpdateMapping/followItem(old:)``), where following and
  /// classifying apart look the owner up twice and search the map, its moves and its reloads.
  /// `change` is `nil` for an element of another owner: the caller classifies it.
  func newIDAndChange(forOld id: ElementID) -> (newID: ElementID, change: ChangeKind?)? {
    var cursor = ItemMap.Cursor()
    return newIDAndChange(forOld: id, cursor: &cursor)
  }

  /// ``newIDAndChange(forOld:)`` with the item map read through `cursor`
  /// (``UpdateMapping/followItem(old:cursor:)``): for the elements of a listing, in id order,
  /// the items of a section are followed without a search each.
  func newIDAndChange(
    forOld id: ElementID, cursor: inout ItemMap.Cursor
  ) -> (newID: ElementID, change: ChangeKind?)? {
    switch oldLayout.owner(of: id) {
    case .item(let path):
      // An item never stays in place (``staysInPlace(_:)``): followed, or gone.
      guard let followed = mapping.followItem(old: path, cursor: &cursor),
        let newID = newLayout.element(id, ownedBy: .item(followed.new))
      else { return nil }
      return (newID, followed.change)
    case .attached(to: let path):
      guard let followed = mapping.followItem(old: path, cursor: &cursor),
        let newID = newLayout.element(id, ownedBy: .attached(to: followed.new))
      else { return nil }
      return (newID, followed.change)
    default:
      return newID(forOld: id).map { ($0, nil) }
    }
  }

  /// The new element that old element `id` becomes through its owner.
  private func followedNewID(forOld id: ElementID) -> ElementID? {
    guard let owner = oldLayout.owner(of: id), let moved = map(owner, forward: true) else {
      return nil
    }
    return newLayout.element(id, ownedBy: moved)
  }

  /// The old element that new element `id` was through its owner.
  private func followedOldID(forNew id: ElementID) -> ElementID? {
    guard let owner = newLayout.owner(of: id), let moved = map(owner, forward: false) else {
      return nil
    }
    return oldLayout.element(id, ownedBy: moved)
  }

  /// Whether element `id`, placed by an item in both layouts (``ElementOwner/placed(by:)``),
  /// sits at the same frame in both. Used only when neither side's owner maps to an element
  /// of the other (so the pairs stay one to one): UIKit keeps a decoration view whose index
  /// path is in both layouts, so a separator whose cell a move changed under it is kept, not
  /// deleted and re-inserted at the same place. Never for an element attached to its item
  /// (``ElementOwner/attached(to:)``): a deleted item's badge is not another item's badge
  /// because the other sits where it sat.
  ///
  /// ```
  ///  before  [a]|[b]     move c to 0     after  [c]|[a]
  ///          [c]|[d]   ─────────────▶           [b]|[d]
  ///  columnSeparator/0/1/0 hangs on c, then on b: neither maps to the other side's
  ///  separator; same id, same frame: kept.
  /// ```
  ///
  /// Asked only of an element ``isPlacedInBoth(_:)`` holds for (its callers look first).
  private func staysInPlace(_ id: ElementID) -> Bool {
    assert(isPlacedInBoth(id), "staysInPlace asked of an element not placed in both layouts")
    guard let old = oldLayout.attributes(for: id, pins: nil),
      let new = newLayout.attributes(for: id, pins: nil)
    else { return false }
    return old.frame == new.frame
  }

  /// Whether element `id` is placed by an item in both layouts (``ElementOwner/placed(by:)``):
  /// the only elements ``staysInPlace(_:)`` may keep.
  private func isPlacedInBoth(_ id: ElementID) -> Bool {
    guard case .placed? = oldLayout.owner(of: id), case .placed? = newLayout.owner(of: id)
    else { return false }
    return true
  }

  // MARK: - Owners through the maps

  private func map(_ owner: ElementOwner, forward: Bool) -> ElementOwner? {
    switch owner {
    case .collection: return .collection
    case .section(let section):
      return self.section(section, forward: forward).map(ElementOwner.section)
    case .item(let path): return item(path, forward: forward).map(ElementOwner.item)
    case .attached(let path): return item(path, forward: forward).map(ElementOwner.attached)
    case .placed(let path): return item(path, forward: forward).map(ElementOwner.placed)
    }
  }

  private func section(_ section: Int, forward: Bool) -> Int? {
    forward ? mapping.newSection(forOld: section) : mapping.oldSection(forNew: section)
  }

  private func item(_ path: ItemPath, forward: Bool) -> ItemPath? {
    if forward {
      if mapping.isReloaded(oldSection: path.section) {
        return mapping.newSection(forOld: path.section).map {
          ItemPath(section: $0, item: path.item)
        }
      }
      return mapping.newItem(forOld: path)
    }
    if mapping.isReloaded(newSection: path.section) {
      return mapping.oldSection(forNew: path.section).map { ItemPath(section: $0, item: path.item) }
    }
    return mapping.oldItem(forNew: path)
  }
}
