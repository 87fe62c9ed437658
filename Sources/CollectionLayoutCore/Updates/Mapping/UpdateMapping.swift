/// The error UIKit would raise for an invalid batch: its message, word for word.
public struct BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The message, for example `attempt to delete item 4 from section 0 which only contains
  /// 4 items before the update`.
  public var message: String

  /// Creates an error.
  public init(message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}

/// The bookkeeping of a valid batch update: which sections and items were deleted, inserted,
/// reloaded and moved, and where every surviving section and item goes.
///
/// The rules are UIKit's. Deletes, reloads and move sources index the data before the update;
/// inserts and move destinations index it after. A reload is a delete plus an insert at its
/// *adjusted* path: its old path shifted by the deletes, then the inserts, ignoring moves.
/// Item deletes and reloads inside a deleted or reloaded section, and item inserts inside an
/// inserted or reloaded section, are dropped. Everything else finds its place by
/// pin-and-refill: in each section after the update, inserted items, reload targets and move
/// destinations are fixed, and the other slots take the surviving items of the section's old
/// counterpart in their old order; sections follow the same rule. Item operations inside a
/// section that moves in the same update are rejected (UIKit leaves them undefined).
///
/// Building the mapping costs O(S + U log U) for S sections and U operations: only the edit
/// points are kept, not a table per item (plus O(N) for the N items of `.list` sections with
/// item operations when the batch gives no `after`: their lists are built again). A section
/// lookup is O(1), an item lookup O(log U).
public struct UpdateMapping: Hashable, Sendable {
  /// The sections after the update: the batch's `after`, or derived from the operations.
  public var sectionsAfter: [LayoutSection]
  /// Everything else the mapping knows, immutable once made, in one box that copies of the
  /// mapping share: a copy (a layout or an update holding the mapping) retains the box and
  /// ``sectionsAfter``, not each of the thirty-odd arrays of the maps and lists.
  private let box: SharedFields<UpdateMappingFields>

  /// Where each section goes.
  private var sectionMap: SectionMap { _read { yield box.fields.sectionMap } }
  /// Where each item goes.
  private var itemMap: ItemMap { _read { yield box.fields.itemMap } }
  /// Items per section before the update.
  private var oldItemCounts: [Int] { _read { yield box.fields.oldItemCounts } }
  /// Items per section after the update.
  private var newItemCounts: [Int] { _read { yield box.fields.newItemCounts } }
  /// The number of items after the update, in all sections (each count >= 0, saturated).
  var newItemTotal: Int { box.fields.newItemTotal }
  /// Which new sections are their old sections unchanged, when ``sectionsAfter`` was derived
  /// from the operations; ``SectionDerivation/none`` when the batch gave `after`.
  var derivation: SectionDerivation { _read { yield box.fields.derivation } }
  /// Whether ``sectionsAfter`` is the batch's `after` as it passed the checks of a batch's own
  /// values (``LayoutUpdate`` checks them first); ``CheckedSectionsRecord/none`` otherwise.
  var checkedAfter: CheckedSectionsRecord { _read { yield box.fields.checkedAfter } }

  /// Validates `batch` against the sections before the update, as UIKit does (first error
  /// wins, UIKit's message), and computes the maps.
  ///
  /// The checks run in UIKit's order: reload-versus-delete conflicts, deletes (descending),
  /// inserts (ascending), moves, the number of sections, then the number of items of each
  /// section (ascending by index after the update). When `after` is absent, the item counts
  /// after the update are derived from the operations, so the section operations are checked
  /// first.
  ///
  /// Data beyond ``Limits`` (possible only for sections built in code and not validated) is
  /// rejected before anything else, and so is an update that would leave more sections or
  /// items than ``Limits`` allow.
  public init(before: [LayoutSection], batch: borrowing BatchUpdate) throws(BatchUpdateError) {
    try self.init(before: before, batch: batch, checkedBy: nil)
  }

  /// ``init(before:batch:)``, told with `checker` that checked the batch's own values
  /// (``RangeChecker/checkUpdate(_:at:)``, its `after` among them): when it found no problem,
  /// the mapping records the `after` as checked, with what the checker learned of its items,
  /// for the layout of the data after the update (``checkedAfter``).
  package init(
    before: [LayoutSection], batch: borrowing BatchUpdate, checkedBy checker: RangeChecker?
  )
    throws(BatchUpdateError)
  {
    if before.count > Limits.maximumSectionCount {
      throw .tooManySections(before.count)
    }
    // Each section's count read once (every section is a reference to follow).
    let oldCounts = before.map { max(0, $0.items.count) }
    let itemCount = oldCounts.reduce(SaturatingCount()) { $0.adding($1) }
    if itemCount.exceeds(Limits.maximumItemCount) { throw .tooManyItems(itemCount) }
    let plan = UpdatePlan(oldItemCounts: oldCounts, batch: batch)
    let sectionMap: SectionMap
    let counts: ItemCountChanges
    if let after = batch.after {
      let afterCounts = after.map(\.items.count)
      try plan.validate(sectionsOnly: false) { afterCounts[$0] }
      try plan.checkSectionCount()
      sectionMap = SectionMap(plan: plan)
      counts = ItemCountChanges(plan: plan, sectionMap: sectionMap)
      try counts.check(newItemCounts: afterCounts)
    } else {
      try plan.validate(sectionsOnly: true) { _ in 0 }
      sectionMap = SectionMap(plan: plan)
      let derived = ItemCountChanges(plan: plan, sectionMap: sectionMap)
      try plan.validate(sectionsOnly: false) { derived.expectedCount(ofNew: $0) }
      counts = derived
      try counts.check(newItemCounts: nil)
    }
    let itemMap = ItemMap(plan: plan, sectionMap: sectionMap)
    let sectionsAfter: [LayoutSection]
    let derivation: SectionDerivation
    let checkedAfter: CheckedSectionsRecord
    let newItemCounts: [Int]
    if let after = batch.after {
      sectionsAfter = after
      derivation = .none
      if let checker, checker.issues.isEmpty {
        checkedAfter = CheckedSectionsRecord(
          checked: after, listedItemsHaveHeights: checker.listedItemsHaveHeights,
          itemIDs: checker.itemIDIndex)
      } else {
        checkedAfter = .none
      }
      newItemCounts = after.map { $0.items.count }
    } else {
      let derived = UpdateMapping.derivedSections(
        before: before, sectionMap: sectionMap, itemMap: itemMap, counts: counts,
        insertedItemData: batch.insertedItemData, reloadedItemData: batch.reloadedItemData,
        reloadItems: batch.reloadItems)
      sectionsAfter = derived.sections
      checkedAfter = .none
      derivation = SectionDerivation(
        before: before, after: derived.sections, rebuilt: derived.rebuilt, items: derived.items)
      newItemCounts = UpdateMapping.itemCounts(
        of: derived.sections, rebuilt: derived.rebuilt, origins: sectionMap.origins,
        oldItemCounts: oldCounts, keepsEveryIndex: sectionMap.keepsEveryIndex)
    }
    // The data after the update stays within the limits too, so that one update cannot take
    // a scenario past them (the next update would refuse the data, this one would not).
    if sectionsAfter.count > Limits.maximumSectionCount {
      throw .tooManySectionsAfterUpdate(sectionsAfter.count)
    }
    let newItemCount = newItemCounts.reduce(SaturatingCount()) { $0.adding($1) }
    if newItemCount.exceeds(Limits.maximumItemCount) {
      throw .tooManyItemsAfterUpdate(newItemCount)
    }
    self.sectionsAfter = sectionsAfter
    box = SharedFields(
      UpdateMappingFields(
        sectionMap: sectionMap, itemMap: itemMap, oldItemCounts: plan.oldItemCounts,
        newItemCounts: newItemCounts, newItemTotal: newItemCount.value, derivation: derivation,
        checkedAfter: checkedAfter, deletedSections: plan.sectionDeletes,
        insertedSections: plan.sectionInserts, reloadedSections: plan.sectionReloadTargets,
        movedSections: plan.sectionMoves, deletedItems: plan.itemDeletes,
        insertedItems: plan.itemInserts, reloadedItems: plan.itemReloadTargets,
        movedItems: plan.itemMoves))
  }

  /// Whether the two mappings have the same sections after the update, maps and lists (two
  /// copies of one mapping share their box: its fields are not compared).
  public static func == (lhs: UpdateMapping, rhs: UpdateMapping) -> Bool {
    lhs.sectionsAfter == rhs.sectionsAfter && lhs.box == rhs.box
  }

  /// Hashes the sections after the update, the maps and the lists.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(sectionsAfter)
    hasher.combine(box.fields)
  }

  /// The index after the update of section `old` (kept, moved or reloaded); `nil` when it
  /// was deleted or does not exist.
  public func newSection(forOld old: Int) -> Int? { sectionMap.newIndex(ofOld: old) }

  /// The index before the update of section `new`; `nil` when it was inserted or does not
  /// exist. A reloaded section maps back to its index before the update.
  public func oldSection(forNew new: Int) -> Int? { sectionMap.oldIndex(ofNew: new) }

  /// The path after the update of the item at `old` (kept or moved, or reloaded); `nil` when
  /// it was deleted, its section was deleted or reloaded, or it does not exist.
  public func newItem(forOld old: ItemPath) -> ItemPath? {
    guard oldItemCounts.indices.contains(old.section),
      old.item.isIndex(below: oldItemCounts[old.section])
    else { return nil }
    switch sectionMap.fate(ofOld: old.section) {
    case .kept(let new), .moved(let new):
      return itemMap.newPath(old: old.section, item: old.item, new: new)
    case .reloaded, .deleted, nil:
      return nil
    }
  }

  /// The path before the update of the item at `new`; `nil` when it was inserted, its section
  /// was inserted or reloaded, or it does not exist. A reloaded item's adjusted path maps
  /// back to its path before the update.
  public func oldItem(forNew new: ItemPath) -> ItemPath? {
    guard newItemCounts.indices.contains(new.section),
      new.item.isIndex(below: newItemCounts[new.section])
    else { return nil }
    switch sectionMap.origin(ofNew: new.section) {
    case .kept(let old), .moved(let old):
      return itemMap.oldPath(new: new.section, item: new.item, old: old)
    case .reloaded, .inserted, nil:
      return nil
    }
  }

  /// Calls `body` with the items `0 ..< count` of section `new` in runs, in order: what
  /// ``oldItem(forNew:)`` gives each, the survivors between two item operations as one run
  /// of consecutive old items of one section. O(U) calls for U item operations on the
  /// section, where as many lookups cost O(count log U).
  func forEachOldRun(ofNewSection new: Int, count: Int, _ body: (OldItemRun) -> Void) {
    let count = max(0, count)
    let mapped =
      newItemCounts.indices.contains(new) ? min(count, max(0, newItemCounts[new])) : 0
    switch sectionMap.origin(ofNew: new) {
    case .kept(let old), .moved(let old):
      itemMap.forEachOldRun(new: new, old: old, count: mapped) { run in
        switch run {
        case .survivors(let slots, let firstOld):
          body(.survivors(slots: slots, oldSection: old, firstOld: firstOld))
        case .fixed(let slot, let path):
          body(path.map { .fixed(slot: slot, old: $0) } ?? .unmatched(slots: slot..<slot + 1))
        case .missing(let slots):
          body(.unmatched(slots: slots))
        }
      }
    case .reloaded, .inserted, nil:
      if mapped > 0 { body(.unmatched(slots: 0..<mapped)) }
    }
    if mapped < count { body(.unmatched(slots: mapped..<count)) }
  }

  /// A stretch of the items of a section after an update, in
  /// ``forEachOldRun(ofNewSection:count:_:)``.
  enum OldItemRun {
    /// Items `slots` are the consecutive items `firstOld ..< firstOld + slots.count` of
    /// section `oldSection` before the update, none of them moved or reloaded.
    case survivors(slots: Range<Int>, oldSection: Int, firstOld: Int)
    /// Item `slot` is the destination of a move or a reload: the item at `old` before the
    /// update.
    case fixed(slot: Int, old: ItemPath)
    /// Items `slots` have no item before the update (inserted, or in an inserted or reloaded
    /// section).
    case unmatched(slots: Range<Int>)
  }

  /// Whether the item at `old` was moved by a `moveItems` operation or with its section.
  public func isMoved(old: ItemPath) -> Bool {
    guard oldItemCounts.indices.contains(old.section),
      old.item.isIndex(below: oldItemCounts[old.section])
    else { return false }
    if case .moved = sectionMap.fate(ofOld: old.section) { return true }
    return itemMap.moveByFrom[old] != nil
  }

  /// Whether the item at `old` was reloaded by a `reloadItems` operation.
  public func isReloaded(old: ItemPath) -> Bool { itemMap.reloadByFrom[old] != nil }

  /// Whether section `old` (an index before the update) was deleted. O(1).
  public func isDeleted(oldSection old: Int) -> Bool { sectionMap.fate(ofOld: old) == .deleted }

  /// Whether section `old` was moved by a `moveSections` operation. O(1).
  public func isMoved(oldSection old: Int) -> Bool {
    if case .moved = sectionMap.fate(ofOld: old) { return true }
    return false
  }

  /// Whether section `old` was reloaded by a `reloadSections` operation. O(1).
  public func isReloaded(oldSection old: Int) -> Bool {
    if case .reloaded = sectionMap.fate(ofOld: old) { return true }
    return false
  }

  /// Whether section `new` (an index after the update) was inserted. O(1).
  public func isInserted(newSection new: Int) -> Bool { sectionMap.origin(ofNew: new) == .inserted }

  /// Whether section `new` is the target of a `reloadSections` operation. O(1).
  public func isReloaded(newSection new: Int) -> Bool {
    if case .reloaded = sectionMap.origin(ofNew: new) { return true }
    return false
  }

  /// The item at `old` followed through the update as an element's owner is
  /// (``ElementCorrespondence``: ``newItem(forOld:)``, or the same index in the counterpart of
  /// a reloaded section), and, when it has a path after the update, what happened to it: what
  /// ``isReloaded(oldSection:)``, ``isReloaded(old:)``, ``isMoved(oldSection:)`` and
  /// ``isMoved(old:)`` decide (reloaded first, then moved, else kept); `nil` when it has none
  /// (deleted, in a deleted section, or out of bounds). One look at the
  /// section's fate and one search of the item map: an item of a kept section that is not
  /// removed has no item operation, so it is kept without searching the moves and reloads.
  func followItem(old: ItemPath) -> (new: ItemPath, change: ChangeKind)? {
    var cursor = ItemMap.Cursor()
    return followItem(old: old, cursor: &cursor)
  }

  /// ``followItem(old:)`` through `cursor` (see ``ItemMap/Cursor``): the same answer, in O(1)
  /// amortized for the items of a section asked in ascending order.
  func followItem(
    old: ItemPath, cursor: inout ItemMap.Cursor
  ) -> (new: ItemPath, change: ChangeKind)? {
    let fate = sectionMap.fate(ofOld: old.section)
    if case .reloaded(let new) = fate {
      return (ItemPath(section: new, item: old.item), .reloaded)
    }
    guard case .kept(let new) = fate, oldItemCounts.indices.contains(old.section),
      old.item.isIndex(below: oldItemCounts[old.section])
    else {
      // A moved or deleted section, or an item out of bounds: the general queries.
      guard let path = newItem(forOld: old) else { return nil }
      return (path, itemChange(old: old))
    }
    let (path, isRemoved) = itemMap.newPathAndRemoval(
      old: old.section, item: old.item, new: new, cursor: &cursor)
    guard let path else { return nil }
    guard isRemoved else {
      assert(!isReloaded(old: old) && !isMoved(old: old), "an item operation on a survivor")
      return (path, .kept)
    }
    return (path, itemChange(old: old))
  }

  /// What happened to the item at `old`, which survives the update: reloaded when it or its
  /// section was, else moved when it or its section was, else kept.
  func itemChange(old: ItemPath) -> ChangeKind {
    if isReloaded(oldSection: old.section) || isReloaded(old: old) { return .reloaded }
    return isMoved(old: old) ? .moved : .kept
  }

  /// Deleted sections, indexes before the update, ascending.
  public var deletedSections: [Int] { _read { yield box.fields.deletedSections } }
  /// Inserted sections, indexes after the update, ascending.
  public var insertedSections: [Int] { _read { yield box.fields.insertedSections } }
  /// Reloaded sections, from their index before to their index after the update, by `from`.
  public var reloadedSections: [SectionMove] { _read { yield box.fields.reloadedSections } }
  /// Moved sections, by `from`.
  public var movedSections: [SectionMove] { _read { yield box.fields.movedSections } }
  /// Deleted items, paths before the update, ascending (items of deleted sections excluded).
  public var deletedItems: [ItemPath] { _read { yield box.fields.deletedItems } }
  /// Inserted items, paths after the update, ascending (items of inserted sections excluded).
  public var insertedItems: [ItemPath] { _read { yield box.fields.insertedItems } }
  /// Reloaded items, from their path before to their adjusted path after the update.
  public var reloadedItems: [ItemMove] { _read { yield box.fields.reloadedItems } }
  /// Moved items, by `from`.
  public var movedItems: [ItemMove] { _read { yield box.fields.movedItems } }
}

/// The immutable part of an ``UpdateMapping`` (all but ``UpdateMapping/sectionsAfter``), held
/// in a ``SharedFields`` object that the mapping's copies share (one reference to retain a copy
/// of the mapping, where the fields held inline are about eighty).
private struct UpdateMappingFields: Hashable, Sendable {
  let sectionMap: SectionMap
  let itemMap: ItemMap
  let oldItemCounts: [Int]
  let newItemCounts: [Int]
  let newItemTotal: Int
  let derivation: SectionDerivation
  let checkedAfter: CheckedSectionsRecord
  let deletedSections: [Int]
  let insertedSections: [Int]
  let reloadedSections: [SectionMove]
  let movedSections: [SectionMove]
  let deletedItems: [ItemPath]
  let insertedItems: [ItemPath]
  let reloadedItems: [ItemMove]
  let movedItems: [ItemMove]
}
