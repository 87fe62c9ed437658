/// What happened to a section that existed before the update.
package enum SectionFate: Hashable, Sendable {
  /// It stays, possibly at another index because of the sections deleted, inserted or moved
  /// around it; the payload is its index after the update.
  case kept(Int)
  /// A `moveSections` operation moved it to the index in the payload.
  case moved(Int)
  /// A `reloadSections` operation replaced it at its adjusted index in the payload.
  case reloaded(Int)
  /// A `deleteSections` operation removed it.
  case deleted

  /// The index after the update, `nil` when deleted.
  var newIndex: Int? {
    switch self {
    case .kept(let index), .moved(let index), .reloaded(let index): return index
    case .deleted: return nil
    }
  }
}

/// Where a section that exists after the update comes from.
package enum SectionOrigin: Hashable, Sendable {
  /// The section at the payload's index before the update, kept.
  case kept(Int)
  /// The section at the payload's index before the update, moved here.
  case moved(Int)
  /// The section at the payload's index before the update, reloaded here.
  case reloaded(Int)
  /// An `insertSections` operation added it.
  case inserted

  /// The index before the update, `nil` when inserted.
  var oldIndex: Int? {
    switch self {
    case .kept(let index), .moved(let index), .reloaded(let index): return index
    case .inserted: return nil
    }
  }

  /// Whether a `reloadSections` operation put it here.
  var isReloaded: Bool {
    if case .reloaded = self { return true }
    return false
  }

  /// The old section whose items carry over (kept or moved), `nil` for an inserted or
  /// reloaded section, whose items are all new.
  var itemSource: Int? {
    switch self {
    case .kept(let index), .moved(let index): return index
    case .reloaded, .inserted: return nil
    }
  }
}

/// The old-to-new section map of a batch whose section operations are valid, by
/// pin-and-refill: inserted sections, reload targets and move destinations are fixed; the
/// other slots after the update take the remaining sections in their old order. O(S + U)
/// to build for S sections, O(1) per lookup.
package struct SectionMap: Hashable, Sendable {
  /// By index before the update.
  private(set) var fates: [SectionFate]
  /// By index after the update.
  package private(set) var origins: [SectionOrigin]
  /// Whether every section after the update is the section at the same index before it
  /// (kept or reloaded there), and there are as many: what an update without section
  /// operations maps.
  private(set) var keepsEveryIndex: Bool

  /// Builds the map of `plan`, whose section operations passed validation. Never traps:
  /// an index out of bounds is skipped.
  package init(plan: borrowing UpdatePlan) {
    let oldCount = plan.oldSectionCount
    let newCount = max(0, plan.newSectionCount)
    if newCount == oldCount, plan.sectionDeletes.isEmpty, plan.sectionInserts.isEmpty,
      plan.sectionMoves.isEmpty, plan.sectionReloadTargets.isEmpty
    {
      // No section operation: every section keeps its index (what the refill below gives).
      fates = [SectionFate](unsafeUninitializedCapacity: oldCount) { fates, count in
        // A trivial type: assigning initializes.
        for index in 0..<oldCount { fates[index] = .kept(index) }
        count = oldCount
      }
      origins = [SectionOrigin](unsafeUninitializedCapacity: newCount) { origins, count in
        for index in 0..<newCount { origins[index] = .kept(index) }
        count = newCount
      }
      keepsEveryIndex = true
      return
    }
    var fates = [SectionFate](repeating: .deleted, count: oldCount)
    var origins = [SectionOrigin](repeating: .inserted, count: newCount)
    var isRemoved = [Bool](repeating: false, count: oldCount)
    var isFixed = [Bool](repeating: false, count: newCount)
    for section in plan.sectionDeletes where fates.indices.contains(section) {
      isRemoved[section] = true
    }
    for section in plan.sectionInserts where origins.indices.contains(section) {
      isFixed[section] = true
    }
    let pinned =
      plan.sectionMoves.map { ($0, SectionFate.moved($0.to), SectionOrigin.moved($0.from)) }
      + plan.sectionReloadTargets.map {
        ($0, SectionFate.reloaded($0.to), SectionOrigin.reloaded($0.from))
      }
    for (move, fate, origin) in pinned
    where fates.indices.contains(move.from) && origins.indices.contains(move.to) {
      fates[move.from] = fate
      origins[move.to] = origin
      isRemoved[move.from] = true
      isFixed[move.to] = true
    }
    var old = 0
    for new in 0..<newCount where !isFixed[new] {
      while old < oldCount, isRemoved[old] { old += 1 }
      guard old < oldCount else { break }
      fates[old] = .kept(new)
      origins[new] = .kept(old)
      old += 1
    }
    self.fates = fates
    self.origins = origins
    keepsEveryIndex =
      oldCount == newCount && origins.indices.allSatisfy { origins[$0].oldIndex == $0 }
  }

  /// The index after the update of old section `old`; `nil` when deleted or out of bounds.
  func newIndex(ofOld old: Int) -> Int? {
    fates.indices.contains(old) ? fates[old].newIndex : nil
  }

  /// The index before the update of new section `new`; `nil` when inserted or out of bounds.
  func oldIndex(ofNew new: Int) -> Int? {
    origins.indices.contains(new) ? origins[new].oldIndex : nil
  }

  /// The fate of old section `old`; `nil` when out of bounds.
  package func fate(ofOld old: Int) -> SectionFate? {
    fates.indices.contains(old) ? fates[old] : nil
  }

  /// The origin of new section `new`; `nil` when out of bounds.
  package func origin(ofNew new: Int) -> SectionOrigin? {
    origins.indices.contains(new) ? origins[new] : nil
  }
}
