/// Items: which stay, move, reload, or are deleted and inserted, in the sections that stay.
extension IdentityDiff {
  /// Decides every item of the kept sections by Heckel's rule, as DifferenceKit applies it:
  /// walking the new section in order, a matched item from its old counterpart stays when it
  /// is the first old item still waiting to be placed in this section, and moves otherwise;
  /// an item from another kept section moves; an item from anywhere else is inserted.
  /// Linear in the items.
  ///
  /// Moves and reloads UIKit cannot take become deletes and inserts: a moved item whose
  /// version changed, and a reload whose adjusted index path (the engine's, UIKit's: shifted
  /// by deletes and inserts, not by moves) is not the item's place after. Items deleted and
  /// inserted this way no longer hold the others in place, so the walk is made again
  /// without them, until every reload lands in place (or, after ``reloadRounds`` rounds,
  /// every reload is a delete and an insert).
  mutating func decideItems() {
    forcedDeletes = Array(repeating: false, count: oldItemSection.count)
    for round in 0...IdentityDiff.reloadRounds {
      walkKeptSections()
      let reloads = itemChanges.indices.filter { itemChanges[$0] == .reloaded }
      guard !reloads.isEmpty else { return }
      if round == IdentityDiff.reloadRounds {
        for flat in reloads { replaceWithDeleteAndInsert(flat) }
        return
      }
      let plan = UpdatePlan(before: before, batch: batch())
      var replaced = false
      for target in plan.itemReloadTargets {
        let old = oldStarts[target.from.section] + target.from.item
        let new = Int(newOfOld[old])
        if newPath(new) != target.to {
          replaceWithDeleteAndInsert(new)
          replaced = true
        }
      }
      if !replaced { return }
    }
  }

  /// One walk of every kept section (see ``decideItems()``); old items already marked for
  /// deletion are left out.
  private mutating func walkKeptSections() {
    itemChanges = Array(repeating: .inserted, count: newItemSection.count)
    let kept = keptCounterparts()
    for (new, change) in sectionChanges.enumerated() {
      guard case .kept(let old) = change else { continue }
      var waiting = oldStarts[old]
      let end = oldStarts[old + 1]
      let newStart = newStarts[new]
      let newEnd = newStarts[new + 1]
      for flat in newStart..<newEnd {
        let match = Int(oldOfNew[flat])
        guard match >= 0, !forcedDeletes[match] else { continue }
        let source = Int(oldItemSection[match])
        guard kept[source] >= 0 else { continue }
        let versionChanged =
          oldItems[source][match - oldStarts[source]].version
          != newItems[new][flat - newStart].version
        if source == old {
          // Skip old items already placed, placed in another section, or deleted.
          while waiting < end {
            let destination = Int(newOfOld[waiting])
            if destination >= flat && destination < newEnd && !forcedDeletes[waiting] { break }
            waiting += 1
          }
          if waiting == match {
            waiting += 1
            itemChanges[flat] = versionChanged ? .reloaded : .stays
            continue
          }
        }
        if versionChanged {
          forcedDeletes[match] = true
        } else {
          itemChanges[flat] = .moved
        }
      }
    }
  }

  /// For each old section, its new counterpart when kept, or -1.
  func keptCounterparts() -> [Int] {
    var kept = Array(repeating: -1, count: before.count)
    for (new, change) in sectionChanges.enumerated() {
      if case .kept(let old) = change { kept[old] = new }
    }
    return kept
  }

  /// Deletes the old item of new item `flat` and inserts it.
  private mutating func replaceWithDeleteAndInsert(_ flat: Int) {
    itemChanges[flat] = .inserted
    forcedDeletes[Int(oldOfNew[flat])] = true
  }

  /// The batch: the section operations, then the item operations of the kept sections, each
  /// list ascending (moves by destination); `after` is the data after.
  func batch() -> BatchUpdate {
    var batch = sectionBatch()
    let kept = keptCounterparts()
    var keptNew = Array(repeating: false, count: after.count)
    for new in kept where new >= 0 { keptNew[new] = true }
    for (old, new) in kept.enumerated() where new >= 0 {
      for flat in oldStarts[old]..<oldStarts[old + 1] {
        let destination = Int(newOfOld[flat])
        if destination < 0 || forcedDeletes[flat] || !keptNew[Int(newItemSection[destination])] {
          batch.deleteItems.append(ItemPath(section: old, item: flat - oldStarts[old]))
        }
      }
    }
    // Each list is reserved at its size, counted first: grown by doubling, the moves of a
    // reversed list of 10,000,000 items held storage for 16,777,216 (537 MB, not 320).
    var counts = (inserted: 0, moved: 0, reloaded: 0)
    for (new, isKept) in keptNew.enumerated() where isKept {
      for flat in newStarts[new]..<newStarts[new + 1] {
        switch itemChanges[flat] {
        case .stays: break
        case .inserted: counts.inserted += 1
        case .moved: counts.moved += 1
        case .reloaded: counts.reloaded += 1
        }
      }
    }
    batch.insertItems.reserveCapacity(batch.insertItems.count + counts.inserted)
    batch.moveItems.reserveCapacity(batch.moveItems.count + counts.moved)
    batch.reloadItems.reserveCapacity(batch.reloadItems.count + counts.reloaded)
    for (new, isKept) in keptNew.enumerated() where isKept {
      for flat in newStarts[new]..<newStarts[new + 1] {
        switch itemChanges[flat] {
        case .stays:
          break
        case .inserted:
          batch.insertItems.append(newPath(flat))
        case .moved:
          batch.moveItems.append(ItemMove(from: oldPath(Int(oldOfNew[flat])), to: newPath(flat)))
        case .reloaded:
          batch.reloadItems.append(oldPath(Int(oldOfNew[flat])))
        }
      }
    }
    batch.after = after
    return batch
  }
}
