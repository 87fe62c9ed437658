/// The quick forms of the checks of ``UpdatePlan/validate(sectionsOnly:newItemCount:)``: one
/// pass over each sorted list, comparing neighbours and walking the lists they must not share
/// in step, without merging entries, hashing paths or allocating. Each returns `true` only
/// when the full check would pass, and `false` at the first doubt (a problem, or a shape it
/// does not handle, such as deletes and reloads in one batch); the full check then runs and
/// reports the first problem in UIKit's order, word for word. O(U) for U operations.
extension UpdatePlan {
  /// Whether ``checkDeletes`` would pass: the deleted and reloaded sections, then the
  /// deleted and reloaded items, are distinct, in bounds, not moved, and no item is a move's
  /// source.
  func deletesPassQuickly(sectionsOnly: Bool) -> Bool {
    let sectionsPass: Bool
    if sectionReloadTargets.isEmpty {
      sectionsPass = removedSectionsPass(sectionDeletes)
    } else if sectionDeletes.isEmpty {
      sectionsPass = removedSectionsPass(sectionReloadTargets.lazy.map(\.from))
    } else {
      return false
    }
    guard sectionsPass else { return false }
    if sectionsOnly { return true }
    let paths: [ItemPath]
    if itemReloadTargets.isEmpty {
      paths = itemDeletes
    } else if itemDeletes.isEmpty {
      paths = itemReloadTargets.map(\.from)
    } else {
      return false
    }
    return itemsPass(
      paths, avoiding: itemMoveSources, sectionCount: oldSectionCount,
      movedSections: movedFromSections, itemCount: { oldItemCounts[$0] })
  }

  /// Whether ``checkInserts`` would pass: the inserted sections and reload targets, then the
  /// inserted items and reload targets, are distinct, in bounds, not move destinations and
  /// not in moved sections.
  func insertsPassQuickly(sectionsOnly: Bool, newItemCount: (Int) -> Int) -> Bool {
    let sectionsPass: Bool
    if sectionReloadTargets.isEmpty {
      sectionsPass = addedSectionsPass(sectionInserts)
    } else if sectionInserts.isEmpty {
      sectionsPass = addedSectionsPass(sectionReloadTargets.lazy.map(\.to))
    } else {
      return false
    }
    guard sectionsPass else { return false }
    if sectionsOnly { return true }
    let paths: [ItemPath]
    if itemReloadTargets.isEmpty {
      paths = itemInserts
    } else if itemInserts.isEmpty {
      paths = itemReloadTargets.map(\.to)
    } else {
      return false
    }
    return itemsPass(
      paths, avoiding: itemMoveDestinations, sectionCount: newSectionCount,
      movedSections: movedToSections, itemCount: newItemCount)
  }

  /// Whether ``checkSectionAndItemMoves`` would pass, for batches without section moves: no
  /// item moved twice or to a slot taken twice, every move within bounds and between
  /// sections that are neither deleted, inserted, reloaded nor moved.
  func movesPassQuickly(sectionsOnly: Bool, newItemCount: (Int) -> Int) -> Bool {
    guard sectionMoves.isEmpty else { return false }
    if sectionsOnly { return true }
    // The sources (sorted with the moves) and the destinations (sorted apart) must be
    // distinct: neighbours differ.
    var index = 1
    while index < itemMoves.count {
      if itemMoves[index].from == itemMoves[index - 1].from { return false }
      if itemMoveDestinations[index] == itemMoveDestinations[index - 1] { return false }
      index += 1
    }
    var countSection: Int?
    var count = 0
    for move in itemMoves {
      let from = move.from
      let to = move.to
      guard let oldCount = oldItemCount(from.section), from.item.isIndex(below: oldCount),
        to.section.isIndex(below: newSectionCount)
      else { return false }
      if !removedSections.isEmpty, removedSections.contains(from.section) { return false }
      if !addedSections.isEmpty, addedSections.contains(to.section) { return false }
      if !movedFromSections.isEmpty, movedFromSections.contains(from.section) { return false }
      if !movedToSections.isEmpty, movedToSections.contains(to.section) { return false }
      if countSection != to.section {
        countSection = to.section
        count = newItemCount(to.section)
      }
      if !to.item.isIndex(below: count) { return false }
    }
    return true
  }

  // MARK: - One list each

  /// Sections removed before the update (ascending): distinct, in bounds, not moved.
  private func removedSectionsPass(_ sections: some Collection<Int>) -> Bool {
    var previous: Int?
    for section in sections {
      if previous == section { return false }
      previous = section
      if !section.isIndex(below: oldSectionCount) { return false }
      if !movedFromSections.isEmpty, movedFromSections.contains(section) { return false }
    }
    return true
  }

  /// Sections added after the update (ascending): distinct, in bounds, not moved.
  private func addedSectionsPass(_ sections: some Collection<Int>) -> Bool {
    var previous: Int?
    for section in sections {
      if previous == section { return false }
      previous = section
      if !section.isIndex(below: newSectionCount) { return false }
      if !movedToSections.isEmpty, movedToSections.contains(section) { return false }
    }
    return true
  }

  /// Items removed before or added after the update: ascending and distinct, in sections
  /// `0 ..< sectionCount` that are not in `movedSections`, below their section's `itemCount`,
  /// and none in `others` (ascending).
  ///
  /// Section by section: a section's checks once, at its first path, then each of its paths
  /// read as an item index alone (above the one before, which starts at -1, and below the
  /// count), against the next item of `others` in the section (none: `Int.max`), `others`
  /// walked only when a path reaches that item. A pure predicate: the order of its checks does
  /// not change the answer.
  ///
  /// ```
  ///  paths    s5: 3  13  23  33        others  s5: 1  30
  ///  walk     3 > 1: next other 30;  13, 23 below 30: nothing read;  33 > 30: next other none
  /// ```
  private func itemsPass(
    _ paths: [ItemPath], avoiding others: [ItemPath], sectionCount: Int,
    movedSections: Set<Int>, itemCount: (Int) -> Int
  ) -> Bool {
    paths.withUnsafeBufferPointer { paths in
      // No paths, no problem; otherwise read through a pointer.
      guard let base = paths.baseAddress else { return true }
      return others.withUnsafeBufferPointer { others in
        // The item of `others[position]` when it is in `section`, else none (`Int.max`).
        func otherItem(at position: Int, inSection section: Int) -> Int {
          position < others.count && others[position].section == section
            ? others[position].item : Int.max
        }
        var nextOther = 0
        var index = 0
        while index < paths.count {
          // The first path of a section: after the sections before (ascending, distinct).
          let section = paths[index].section
          if index > 0, section <= paths[index - 1].section { return false }
          guard section.isIndex(below: sectionCount) else { return false }
          if !movedSections.isEmpty, movedSections.contains(section) { return false }
          let count = itemCount(section)
          while nextOther < others.count, others[nextOther].section < section { nextOther += 1 }
          var other = otherItem(at: nextOther, inSection: section)
          // The section's paths: items ascending, distinct, in bounds, none in `others`. Read
          // through a pointer, its end and the section's values in registers.
          var path = base + index
          let end = base + paths.count
          var previous = -1
          while path < end {
            guard path.pointee.section == section else { break }
            let item = path.pointee.item
            if item <= previous || item >= count { return false }
            if item >= other {
              while other < item {
                nextOther += 1
                other = otherItem(at: nextOther, inSection: section)
              }
              if other == item { return false }
            }
            previous = item
            path += 1
          }
          index = path - base
        }
        return true
      }
    }
  }
}
