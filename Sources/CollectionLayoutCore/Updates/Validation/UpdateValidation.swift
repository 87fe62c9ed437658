/// One entry of UIKit's merged operation lists: a section or an item operation, with the
/// operation it comes from (a reload is decomposed into a delete and an insert).
private struct Entry {
  /// What the caller asked for.
  enum Origin {
    case delete
    case insert
    case reload(ItemMove)
  }

  /// The path; a section is the path `(section, NSNotFound)`, sorted after its items.
  var path: ItemPath
  /// Whether the entry is a whole section.
  var isSection: Bool
  /// The caller's operation.
  var origin: Origin

  static func section(_ section: Int, _ origin: Origin) -> Entry {
    Entry(path: .wholeSection(section), isSection: true, origin: origin)
  }

  static func item(_ path: ItemPath, _ origin: Origin) -> Entry {
    Entry(path: path, isSection: false, origin: origin)
  }

  var isReload: Bool {
    if case .reload = origin { return true }
    return false
  }

  /// UIKit's order: by path (a section after its items), then items before sections (an item
  /// path can only tie with a section for the absurd item index `Int.max`).
  static func ascending(_ lhs: Entry, _ rhs: Entry) -> Bool {
    (lhs.path, lhs.isSection ? 1 : 0) < (rhs.path, rhs.isSection ? 1 : 0)
  }

  /// Whether `other` addresses the same section or item as this entry.
  func isSameTarget(as other: Entry?) -> Bool {
    guard let other else { return false }
    return other.path == path && other.isSection == isSection
  }
}

/// A section or item move in UIKit's merged move list.
private struct MoveEntry {
  /// The move; a section move uses the paths `(section, NSNotFound)`.
  var move: ItemMove
  /// Whether the entry is a section move.
  var isSection: Bool

  /// By source, kind (items first), then destination: moves of one source are adjacent.
  static func ascending(_ lhs: MoveEntry, _ rhs: MoveEntry) -> Bool {
    (lhs.move.from, lhs.isSection ? 1 : 0, lhs.move.to)
      < (rhs.move.from, rhs.isSection ? 1 : 0, rhs.move.to)
  }
}

extension UpdatePlan {
  /// Checks the operations as UIKit does at the end of a batch, first error wins: reload
  /// conflicts, deletes (descending), inserts (ascending), moves (by source). The count checks
  /// follow separately (``checkSectionCount()``, ``ItemCountChanges``).
  ///
  /// - Parameters:
  ///   - sectionsOnly: check the section operations only (used to build the section map
  ///     before the derived item counts exist).
  ///   - newItemCount: the number of items of a section after the update, called with
  ///     indexes in `0..<newSectionCount` only.
  ///   - quickly: run the quick form of each check first (tests compare both ways).
  func validate(sectionsOnly: Bool, quickly: Bool = true, newItemCount: (Int) -> Int)
    throws(BatchUpdateError)
  {
    // Each check first runs its quick form, which accepts only what the full check accepts
    // and falls back to it at the first doubt: the full check finds the first error in
    // UIKit's order and words it.
    try checkReloadConflicts(sectionsOnly: sectionsOnly)
    if !quickly || !deletesPassQuickly(sectionsOnly: sectionsOnly) {
      try checkDeletes(sectionsOnly: sectionsOnly)
    }
    if !quickly || !insertsPassQuickly(sectionsOnly: sectionsOnly, newItemCount: newItemCount) {
      try checkInserts(sectionsOnly: sectionsOnly, newItemCount: newItemCount)
    }
    if !quickly || !movesPassQuickly(sectionsOnly: sectionsOnly, newItemCount: newItemCount) {
      try checkSectionAndItemMoves(sectionsOnly: sectionsOnly, newItemCount: newItemCount)
    }
  }

  /// The number of sections after the update must be old + inserted - deleted, reloads
  /// counting as one of each.
  func checkSectionCount() throws(BatchUpdateError) {
    let reloaded = sectionReloadTargets.count
    let inserted = sectionInserts.count + reloaded
    let deleted = sectionDeletes.count + reloaded
    if newSectionCount != oldSectionCount + inserted - deleted {
      throw .sectionCount(
        after: newSectionCount, before: oldSectionCount, inserted: inserted, deleted: deleted)
    }
  }

  /// UIKit step 3: a reload and a delete of the same path; the engine adds duplicate reloads.
  private func checkReloadConflicts(sectionsOnly: Bool) throws(BatchUpdateError) {
    if sectionReloads.isEmpty, sectionsOnly || allItemReloads.isEmpty { return }
    let entries = mergeSorted(
      sectionReloads.map { Entry.section($0, .delete) },
      sectionsOnly ? [] : allItemReloads.map { Entry.item($0, .delete) }, by: Entry.ascending)
    let deletedSections = Set(sectionDeletes)
    var previous: Entry?
    for entry in entries {
      if entry.isSection {
        if deletedSections.contains(entry.path.section) { throw .deleteAndReload(entry.path) }
        if entry.isSameTarget(as: previous) { throw .duplicateSectionReload(entry.path.section) }
      } else {
        if allItemDeletes.sortedContains(entry.path) { throw .deleteAndReload(entry.path) }
        if entry.isSameTarget(as: previous) { throw .duplicateItemReload(entry.path) }
      }
      previous = entry
    }
  }

  /// UIKit step 5, deletes: descending, deletes and reload sources merged.
  private func checkDeletes(sectionsOnly: Bool) throws(BatchUpdateError) {
    let sections = (sectionDeletes + sectionReloadTargets.map(\.from)).sorted().map {
      Entry.section($0, .delete)
    }
    let items =
      sectionsOnly
      ? []
      : mergeSorted(
        itemDeletes.map { Entry.item($0, .delete) },
        itemReloadTargets.map { Entry.item($0.from, .reload($0)) }, by: Entry.ascending)
    var previous: Entry?
    for entry in mergeSorted(sections, items, by: Entry.ascending).reversed() {
      let path = entry.path
      if entry.isSection {
        if entry.isSameTarget(as: previous) { throw .duplicateSectionDelete(path.section) }
        if movedFromSections.contains(path.section) { throw .deleteAndMoveSection(path.section) }
        if !path.section.isIndex(below: oldSectionCount) {
          throw .deleteSectionBeyondSections(path.section, sectionCount: oldSectionCount)
        }
      } else {
        if entry.isSameTarget(as: previous) { throw .duplicateItemDelete(path) }
        if itemMoveSources.sortedContains(path) { throw .deleteAndMove(path) }
        guard let count = oldItemCount(path.section) else {
          throw .deleteItemBeyondSections(path, sectionCount: oldSectionCount)
        }
        if movedFromSections.contains(path.section) {
          throw entry.isReload ? .reloadInMovedSection(path) : .deleteInMovedSection(path)
        }
        if !path.item.isIndex(below: count) { throw .deleteItemBeyondItems(path, count: count) }
      }
      previous = entry
    }
  }

  /// UIKit step 5, inserts: ascending, inserts and reload targets merged.
  private func checkInserts(sectionsOnly: Bool, newItemCount: (Int) -> Int)
    throws(BatchUpdateError)
  {
    let sections = (sectionInserts + sectionReloadTargets.map(\.to)).sorted().map {
      Entry.section($0, .insert)
    }
    let items =
      sectionsOnly
      ? []
      : mergeSorted(
        itemInserts.map { Entry.item($0, .insert) },
        itemReloadTargets.sorted { $0.to < $1.to }.map { Entry.item($0.to, .reload($0)) },
        by: Entry.ascending)
    var previous: Entry?
    for entry in mergeSorted(sections, items, by: Entry.ascending) {
      let path = entry.path
      if entry.isSection {
        if entry.isSameTarget(as: previous) { throw .duplicateSectionInsert(path.section) }
        if movedToSections.contains(path.section) { throw .insertAndMoveSection(path.section) }
        if !path.section.isIndex(below: newSectionCount) {
          throw .insertSectionBeyondSections(path.section, sectionCount: newSectionCount)
        }
      } else {
        if entry.isSameTarget(as: previous) { throw .duplicateItemInsert(path) }
        if itemMoveDestinations.sortedContains(path) { throw .insertAndMove(path) }
        if !path.section.isIndex(below: newSectionCount) {
          throw .insertItemBeyondSections(path, sectionCount: newSectionCount)
        }
        if movedToSections.contains(path.section) {
          if case .reload(let reload) = entry.origin { throw .reloadIntoMovedSection(reload) }
          throw .insertInMovedSection(path)
        }
        let count = newItemCount(path.section)
        if !path.item.isIndex(below: count) { throw .insertItemBeyondItems(path, count: count) }
      }
      previous = entry
    }
  }

  /// UIKit step 5, moves: by source, sections after the items of the same index; exact
  /// duplicates were dropped by the plan.
  private func checkSectionAndItemMoves(sectionsOnly: Bool, newItemCount: (Int) -> Int)
    throws(BatchUpdateError)
  {
    let entries = mergeSorted(
      sectionMoves.map {
        MoveEntry(
          move: ItemMove(from: .wholeSection($0.from), to: .wholeSection($0.to)), isSection: true)
      }.sorted(by: MoveEntry.ascending),
      sectionsOnly ? [] : itemMoves.map { MoveEntry(move: $0, isSection: false) },
      by: MoveEntry.ascending)
    var previous: MoveEntry?
    var sectionSources: [Int: Int] = [:]
    var itemSources: [ItemPath: ItemPath] = [:]
    itemSources.reserveCapacity(sectionsOnly ? 0 : itemMoves.count)
    for entry in entries {
      let move = entry.move
      if entry.isSection {
        let sectionMove = SectionMove(from: move.from.section, to: move.to.section)
        try checkSectionMove(sectionMove)
        if let previous, previous.isSection, previous.move.from == move.from {
          throw .moveSectionToBoth(
            sectionMove.from, first: previous.move.to.section, second: sectionMove.to)
        }
        if let first = sectionSources[sectionMove.to] {
          throw .moveBothSections(first: first, second: sectionMove.from, to: sectionMove.to)
        }
        sectionSources[sectionMove.to] = sectionMove.from
      } else {
        try checkItemMove(move, newItemCount: newItemCount)
        if let previous, !previous.isSection, previous.move.from == move.from {
          throw .moveItemToBoth(move.from, first: previous.move.to, second: move.to)
        }
        if let first = itemSources[move.to] {
          throw .moveBothItems(first: first, second: move.from, to: move.to)
        }
        itemSources[move.to] = move.from
      }
      previous = entry
    }
  }

  /// The bounds of a section move.
  private func checkSectionMove(_ move: SectionMove) throws(BatchUpdateError) {
    if !move.from.isIndex(below: oldSectionCount) {
      throw .moveSectionBeyondSections(move.from, sectionCount: oldSectionCount)
    }
    if !move.to.isIndex(below: newSectionCount) {
      throw .moveSectionToMissingSection(move, sectionCount: newSectionCount)
    }
  }

  /// The bounds of an item move, then its sections: not deleted, inserted or moved.
  private func checkItemMove(_ move: ItemMove, newItemCount: (Int) -> Int)
    throws(BatchUpdateError)
  {
    guard let count = oldItemCount(move.from.section) else {
      throw .moveFromMissingSection(move.from, sectionCount: oldSectionCount)
    }
    if !move.from.item.isIndex(below: count) {
      throw .moveFromMissingItem(move.from, count: count)
    }
    if !move.to.section.isIndex(below: newSectionCount) {
      throw .moveToMissingSection(move, sectionCount: newSectionCount)
    }
    if removedSections.contains(move.from.section) {
      throw .moveFromDeletedSection(move.from.section)
    }
    if addedSections.contains(move.to.section) {
      throw .moveIntoInsertedSection(move.to.section)
    }
    if movedFromSections.contains(move.from.section) { throw .moveFromMovedSection(move) }
    if movedToSections.contains(move.to.section) { throw .moveIntoMovedSection(move) }
    let newCount = newItemCount(move.to.section)
    if !move.to.item.isIndex(below: newCount) {
      throw .moveToMissingItem(move, count: newCount)
    }
  }

  /// The number of items of `section` before the update; `nil` when it does not exist.
  func oldItemCount(_ section: Int) -> Int? {
    oldItemCounts.indices.contains(section) ? oldItemCounts[section] : nil
  }
}
