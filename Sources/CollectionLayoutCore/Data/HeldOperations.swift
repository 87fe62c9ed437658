/// An update's batch split between the sections on screen and the sections that show no
/// items (their state is `initial`, `loading`, `noContent` or `error`).
///
/// Item operations addressed to a section that shows no items before and after the update
/// (kept or moved) are held: applied to the items the section holds, not to the screen. A
/// move from a section on screen into such a section is a delete on screen and a held
/// insert; the other way round, a held delete and an insert on screen. Everything else, and
/// every operation of a section deleted, inserted or reloaded, stays in the batch, with
/// UIKit's rules.
package struct HeldOperations {
  /// The batch for the collection on screen.
  package var visible: BatchUpdate
  /// The operations held, with the indexes of the update (the frames' `held`).
  package var record: BatchUpdate
  /// The held operations as a batch on every section before the update, by index before
  /// the update (a held insert addresses its section's index before the update too).
  package var heldBatch: BatchUpdate
  /// The sections held operations address, by index before the update.
  package var sections: Set<Int>
  /// Items moved from the screen into a held section, by their path in ``heldBatch``.
  package var arriving: [ItemPath: Item]

  /// Splits `batch` on `before`; `nil` when nothing is held (the batch plays as given).
  package init?(batch: BatchUpdate, before: [LayoutSection]) {
    let hiddenBefore = before.map { !$0.state.showsItems }
    guard hiddenBefore.contains(true) else { return nil }
    let hasItemOperations =
      !(batch.deleteItems.isEmpty && batch.insertItems.isEmpty && batch.reloadItems.isEmpty
      && batch.moveItems.isEmpty)
    guard hasItemOperations else { return nil }
    let map = SectionMap(plan: UpdatePlan(before: before, batch: batch))
    /// Old section `old` shows no items before and after, and is kept or moved.
    func heldOld(_ old: Int) -> Int? {
      guard hiddenBefore.indices.contains(old), hiddenBefore[old] else { return nil }
      switch map.fate(ofOld: old) {
      case .kept(let new), .moved(let new):
        if let after = batch.after, after.indices.contains(new), after[new].state.showsItems {
          return nil
        }
        return new
      case .reloaded, .deleted, nil:
        return nil
      }
    }
    /// The old section of new section `new` when that one is held.
    func heldNew(_ new: Int) -> Int? {
      switch map.origin(ofNew: new) {
      case .kept(let old), .moved(let old): return heldOld(old) == new ? old : nil
      case .reloaded, .inserted, nil: return nil
      }
    }
    visible = batch
    visible.deleteItems = []
    visible.insertItems = []
    visible.reloadItems = []
    visible.moveItems = []
    record = BatchUpdate()
    heldBatch = BatchUpdate()
    sections = []
    arriving = [:]
    for path in batch.deleteItems {
      if heldOld(path.section) != nil {
        record.deleteItems.append(path)
        heldBatch.deleteItems.append(path)
        sections.insert(path.section)
      } else {
        visible.deleteItems.append(path)
      }
    }
    for path in batch.reloadItems {
      if heldOld(path.section) != nil {
        record.reloadItems.append(path)
        heldBatch.reloadItems.append(path)
        sections.insert(path.section)
      } else {
        visible.reloadItems.append(path)
      }
    }
    for path in batch.insertItems {
      if let old = heldNew(path.section) {
        record.insertItems.append(path)
        heldBatch.insertItems.append(ItemPath(section: old, item: path.item))
        sections.insert(old)
      } else {
        visible.insertItems.append(path)
      }
    }
    for move in batch.moveItems {
      let source = heldOld(move.from.section) != nil
      let destination = heldNew(move.to.section)
      switch (source, destination) {
      case (true, let old?):
        record.moveItems.append(move)
        heldBatch.moveItems.append(
          ItemMove(from: move.from, to: ItemPath(section: old, item: move.to.item)))
        sections.formUnion([move.from.section, old])
      case (true, nil):
        record.deleteItems.append(move.from)
        heldBatch.deleteItems.append(move.from)
        sections.insert(move.from.section)
        visible.insertItems.append(move.to)
      case (false, let old?):
        visible.deleteItems.append(move.from)
        record.insertItems.append(move.to)
        let target = ItemPath(section: old, item: move.to.item)
        heldBatch.insertItems.append(target)
        sections.insert(old)
        if before.indices.contains(move.from.section),
          case .list(let items) = before[move.from.section].items,
          items.indices.contains(move.from.item)
        {
          arriving[target] = items[move.from.item]
        }
      case (false, nil):
        visible.moveItems.append(move)
      }
    }
    guard !sections.isEmpty else { return nil }
  }
}
