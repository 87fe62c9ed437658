/// How a batch changes the number of items of each section that carries its items over (kept
/// or moved), as UIKit counts it: reloads count as one insert (in the section of their
/// adjusted path) and one delete (in their old section); a move counts as moved out of its
/// source section and into its destination section only when its destination is not where its
/// source section goes. O(S + U) to build; O(1) per section.
struct ItemCountChanges {
  /// The counts, in one object that the copies share: validation hands the counts to the
  /// closures it calls, a copy each (about five an update), and a copy retains this one
  /// reference rather than each of the ten the counts hold.
  private let storage: Storage

  /// The counts of ``ItemCountChanges``, never changed after they are made.
  private final class Storage: Sendable {
    /// The section map of the batch.
    let sectionMap: SectionMap
    /// Items per section before the update.
    let oldItemCounts: [Int]
    /// Inserts and reload targets, by section after the update.
    let inserted: [Int]
    /// Deletes and reload sources, by section before the update.
    let deleted: [Int]
    /// Moves in from another section, by section after the update.
    let movedIn: [Int]
    /// Moves out to another section, by section before the update.
    let movedOut: [Int]
    /// The operations that remove items from their old sections (deletes, reloads, moves),
    /// each list sorted by its old section: only those sections can expect fewer than 0 items.
    let deletes: [ItemPath]
    let reloads: [ItemMove]
    let moves: [ItemMove]

    /// The counts of the item operations of `plan`, sections by `sectionMap`.
    init(plan: borrowing UpdatePlan, sectionMap: SectionMap) {
      self.sectionMap = sectionMap
      oldItemCounts = plan.oldItemCounts
      let newCount = sectionMap.origins.count
      var inserted = Array(repeating: 0, count: newCount)
      var deleted = Array(repeating: 0, count: oldItemCounts.count)
      var movedIn = inserted
      var movedOut = deleted
      func add(_ section: Int, to counts: inout [Int]) {
        if counts.indices.contains(section) { counts[section] += 1 }
      }
      // Inserts and deletes are sorted: counted a section's run at a time, each run's end
      // found by an exponential search then a binary one (O(log run), not a read of every
      // path).
      func addRuns(of paths: [ItemPath], to counts: inout [Int]) {
        var start = 0
        while start < paths.count {
          let section = paths[start].section
          let end = paths.endOfRun(ofSection: section, from: start)
          if counts.indices.contains(section) { counts[section] += end - start }
          start = end
        }
      }
      addRuns(of: plan.itemInserts, to: &inserted)
      addRuns(of: plan.itemDeletes, to: &deleted)
      for reload in plan.itemReloadTargets {
        add(reload.to.section, to: &inserted)
        add(reload.from.section, to: &deleted)
      }
      for move in plan.itemMoves
      where sectionMap.newIndex(ofOld: move.from.section) != move.to.section {
        add(move.from.section, to: &movedOut)
        add(move.to.section, to: &movedIn)
      }
      self.inserted = inserted
      self.deleted = deleted
      self.movedIn = movedIn
      self.movedOut = movedOut
      deletes = plan.itemDeletes
      reloads = plan.itemReloadTargets
      moves = plan.itemMoves
    }
  }

  /// Counts the item operations of `plan`; operations on sections out of bounds are not
  /// counted (validation rejects them).
  init(plan: borrowing UpdatePlan, sectionMap: SectionMap) {
    storage = Storage(plan: plan, sectionMap: sectionMap)
  }

  /// The sections before the update that lose items, each about once (once per run of each
  /// list). O(U).
  private var losingSections: [Int] {
    var losing: [Int] = []
    func addRuns(_ sections: some Sequence<Int>) {
      var previous: Int?
      for section in sections where section != previous {
        losing.append(section)
        previous = section
      }
    }
    addRuns(storage.deletes.lazy.map(\.section))
    addRuns(storage.reloads.lazy.map(\.from.section))
    addRuns(storage.moves.lazy.map(\.from.section))
    return losing
  }

  /// The number of items new section `section` holds when it agrees with the operations:
  /// old + inserted - deleted + moved in - moved out for a kept or moved section, the old
  /// count for a reloaded one (its item operations are dropped), 0 for an inserted one or
  /// an index out of bounds. May be negative only for an invalid batch.
  func expectedCount(ofNew section: Int) -> Int {
    let counts = storage
    switch counts.sectionMap.origin(ofNew: section) {
    case .kept(let old), .moved(let old):
      return counts.oldItemCounts[old] + counts.inserted[section] - counts.deleted[old]
        + counts.movedIn[section] - counts.movedOut[old]
    case .reloaded(let old):
      return counts.oldItemCounts[old]
    case .inserted, nil:
      return 0
    }
  }

  /// UIKit step 8, per section, ascending by index after the update: every section that
  /// carries its items over must hold exactly the expected number of items. With
  /// `newItemCounts` absent (derived sections), only a negative expectation fails.
  func check(newItemCounts: [Int]?) throws(BatchUpdateError) {
    let counts = storage
    let sectionMap = counts.sectionMap
    // Without the counts after the update, only a negative expectation fails, and only a
    // section that loses items can have one: those, by their index after the update, ascending
    // (the order of the loop below), when there are fewer operations than sections.
    if newItemCounts == nil,
      counts.deletes.count + counts.reloads.count + counts.moves.count
        < sectionMap.origins.count
    {
      let sections = losingSections.compactMap { sectionMap.newIndex(ofOld: $0) }.sorted()
      for section in sections
      where sectionMap.origin(ofNew: section)?.itemSource != nil
        && expectedCount(ofNew: section) < 0
      {
        throw .negativeItemCount(section: section)
      }
      return
    }
    for (section, origin) in sectionMap.origins.enumerated() {
      guard let old = origin.itemSource else { continue }
      let expected = expectedCount(ofNew: section)
      if expected < 0 { throw .negativeItemCount(section: section) }
      guard let newItemCounts, newItemCounts.indices.contains(section) else { continue }
      let actual = newItemCounts[section]
      if actual != expected {
        throw .itemCount(
          section: section, after: actual, before: counts.oldItemCounts[old],
          inserted: counts.inserted[section], deleted: counts.deleted[old],
          movedIn: counts.movedIn[section], movedOut: counts.movedOut[old])
      }
    }
  }
}
