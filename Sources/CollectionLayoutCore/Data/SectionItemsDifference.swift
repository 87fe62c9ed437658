/// The item operations that turn one section's items into other items, for the steps that
/// change a section's items in place (`load` with items, items held by a section).
package enum SectionItemsDifference {
  /// The operations turning `old` (section `oldSection`) into `new` (section `newSection`,
  /// the same section after the step): by identity when every item on both sides has an id
  /// (see ``BatchUpdate/init(from:to:anchor:insertedSectionsSlideFrom:animation:)``),
  /// otherwise every old item deleted and every new one inserted. No operations when the
  /// items are equal.
  package static func operations(
    from old: Items, in oldSection: Int, to new: Items, in newSection: Int
  )
    -> BatchUpdate
  {
    if old == new { return BatchUpdate() }
    let oldItems = old.listed
    let newItems = new.listed
    var operations = BatchUpdate()
    if let batch = try? BatchUpdate(
      from: [LayoutSection(items: .list(oldItems), id: "")],
      to: [LayoutSection(items: .list(newItems), id: "")]
    ) {
      operations = batch.operations
    } else {
      operations.deleteItems = oldItems.indices.map { ItemPath(section: 0, item: $0) }
      operations.insertItems = newItems.indices.map { ItemPath(section: 0, item: $0) }
    }
    return operations.offset(old: oldSection, new: newSection)
  }

  /// Items given by a step for a section that had `current`: an item given by its id alone
  /// is the item with that id, if any; an item given with other keys replaces those keys of
  /// it (see ``Snapshot``).
  package static func resolved(_ given: Items, current: Items) -> Items {
    guard case .list(let list) = given else { return given }
    let byID = ItemsByID(itemLists: [current.listed])
    return .list(
      list.map { item in
        guard let id = item.id, let known = byID[id] else { return item }
        return known.updated(by: item)
      })
  }
}

extension BatchUpdate {
  /// These operations followed by `other`'s, list by list.
  package func appending(_ other: BatchUpdate) -> BatchUpdate {
    BatchUpdate(
      deleteSections: deleteSections + other.deleteSections,
      insertSections: insertSections + other.insertSections,
      reloadSections: reloadSections + other.reloadSections,
      moveSections: moveSections + other.moveSections,
      deleteItems: deleteItems + other.deleteItems, insertItems: insertItems + other.insertItems,
      reloadItems: reloadItems + other.reloadItems, moveItems: moveItems + other.moveItems)
  }
}
