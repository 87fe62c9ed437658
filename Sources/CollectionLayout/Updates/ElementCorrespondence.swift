/// Which element of the new layout each element of the old layout becomes, and back: a
/// bijection between the surviving elements of the two layouts, for any
/// ``CollectionViewLayout``.
///
/// Each element follows its owner (``CollectionViewLayout/owner(of:)``): an element of the
/// collection stays itself; an element of a section follows the section map; an item, or an
/// element attached to an item, follows the item map, where the items of a reloaded section
/// pair by index. The layout on the other side then names the element that plays the same
/// part for the mapped owner (``CollectionViewLayout/element(_:ownedBy:)``), if it has one.
struct ElementCorrespondence<Layout: CollectionViewLayout>: Sendable {
  let oldLayout: Layout
  let newLayout: Layout
  let mapping: UpdateMapping

  /// The new element that old element `id` becomes, if it exists in the new layout.
  func newID(forOld id: ElementID) -> ElementID? {
    guard let owner = oldLayout.owner(of: id), let moved = map(owner, forward: true) else {
      return nil
    }
    return newLayout.element(id, ownedBy: moved)
  }

  /// The old element that new element `id` was, if it existed in the old layout.
  func oldID(forNew id: ElementID) -> ElementID? {
    guard let owner = newLayout.owner(of: id), let moved = map(owner, forward: false) else {
      return nil
    }
    return oldLayout.element(id, ownedBy: moved)
  }

  // MARK: - Owners through the maps

  private func map(_ owner: ElementOwner, forward: Bool) -> ElementOwner? {
    switch owner {
    case .collection: return .collection
    case .section(let section):
      return self.section(section, forward: forward).map(ElementOwner.section)
    case .item(let path): return item(path, forward: forward).map(ElementOwner.item)
    case .attached(let path): return item(path, forward: forward).map(ElementOwner.attached)
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
