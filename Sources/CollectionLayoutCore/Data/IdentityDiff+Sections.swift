/// Sections: which stay, move, reload or are replaced.
extension IdentityDiff {
  /// How many times the engine's reload adjustment is checked and mismatches replaced before
  /// every remaining reload is replaced.
  static let reloadRounds = 4

  /// Decides every new section: inserted, or its old section kept, moved, reloaded or
  /// replaced (deleted and inserted).
  ///
  /// The sections that stay are the heaviest run of matched sections in increasing old order,
  /// where a section whose items or version change weighs more than all the others together:
  /// UIKit cannot change the items of a section that moves, so such a section stays unless
  /// no order allows it. A matched section outside the run moves when it is unchanged and is
  /// replaced otherwise. A section whose version changed and that stays is reloaded, unless
  /// the engine's reload adjustment (by section deletes and inserts, not moves) would put it
  /// elsewhere; then it is replaced, and the run is chosen again without it.
  mutating func decideSections() {
    var replaced = Set<Int>()
    for round in 0...IdentityDiff.reloadRounds {
      chooseSections(replacing: replaced)
      let misplaced = misplacedSectionReloads()
      guard !misplaced.isEmpty else { return }
      if round == IdentityDiff.reloadRounds {
        // Give up on reloads: every section whose version changed is replaced.
        for (new, change) in sectionChanges.enumerated() {
          if case .reloaded(let old) = change { sectionChanges[new] = .replaced(old) }
        }
        return
      }
      replaced.formUnion(misplaced)
    }
  }

  /// Chooses the run of sections that stay, with the old sections in `replaced` left out of
  /// it and replaced.
  private mutating func chooseSections(replacing replaced: Set<Int>) {
    var pairs: [Int] = []
    var oldIndexes: [Int] = []
    var weights: [Int] = []
    let heavy = after.count + 1
    sectionChanges = Array(repeating: .inserted, count: after.count)
    for (new, old) in oldSectionOfNew.enumerated() where old >= 0 {
      if replaced.contains(old) {
        sectionChanges[new] = .replaced(old)
        continue
      }
      pairs.append(new)
      oldIndexes.append(old)
      weights.append(sectionChanges(old: old, new: new) ? heavy : 1)
    }
    let stays = IdentityDiff.heaviestIncreasingRun(
      oldIndexes, weights: weights, bound: before.count)
    for (position, new) in pairs.enumerated() {
      let old = oldIndexes[position]
      let versionChanged = before[old].version != after[new].version
      if stays[position] {
        sectionChanges[new] = versionChanged ? .reloaded(old) : .kept(old)
      } else {
        sectionChanges[new] = weights[position] > 1 ? .replaced(old) : .moved(old)
      }
    }
  }

  /// Whether the section pair differs in version or items (ids, order or item versions).
  func sectionChanges(old: Int, new: Int) -> Bool {
    if before[old].version != after[new].version { return true }
    let oldList = oldItems[old]
    let newList = newItems[new]
    if oldList.count != newList.count { return true }
    let oldStart = oldStarts[old]
    let newStart = newStarts[new]
    for index in newList.indices {
      if Int(oldOfNew[newStart + index]) != oldStart + index { return true }
      if oldList[index].version != newList[index].version { return true }
    }
    return false
  }

  /// The old sections reloaded that the engine would reinsert at another index than their
  /// place after.
  private func misplacedSectionReloads() -> Set<Int> {
    guard sectionChanges.contains(where: { if case .reloaded = $0 { true } else { false } })
    else { return [] }
    let plan = UpdatePlan(before: before, batch: sectionBatch())
    var misplaced = Set<Int>()
    for target in plan.sectionReloadTargets where newSectionOfOld[target.from] != target.to {
      misplaced.insert(target.from)
    }
    return misplaced
  }

  /// The section operations: deletes (unmatched and replaced), inserts (new and
  /// replacements), moves and reloads, each ascending (moves by destination).
  func sectionBatch() -> BatchUpdate {
    var batch = BatchUpdate()
    var replacedOld = Array(repeating: false, count: before.count)
    for (new, change) in sectionChanges.enumerated() {
      switch change {
      case .inserted:
        batch.insertSections.append(new)
      case .kept:
        break
      case .moved(let old):
        batch.moveSections.append(SectionMove(from: old, to: new))
      case .reloaded(let old):
        batch.reloadSections.append(old)
      case .replaced(let old):
        batch.insertSections.append(new)
        replacedOld[old] = true
      }
    }
    batch.reloadSections.sort()
    for (old, new) in newSectionOfOld.enumerated() where new < 0 || replacedOld[old] {
      batch.deleteSections.append(old)
    }
    return batch
  }

  /// Of `values` (each in `0..<bound`), the increasing run (strictly, in order) whose
  /// `weights` add up to the most, as a flag per position; among equal runs, the one found
  /// first. O(n log bound) with a Fenwick tree of running maxima.
  static func heaviestIncreasingRun(_ values: [Int], weights: [Int], bound: Int) -> [Bool] {
    var treeWeight = Array(repeating: 0, count: bound + 1)
    var treePosition = Array(repeating: -1, count: bound + 1)
    var previous = Array(repeating: -1, count: values.count)
    var total = Array(repeating: 0, count: values.count)
    var bestEnd = -1
    for (position, value) in values.enumerated() {
      var node = value
      var bestWeight = 0
      var bestPosition = -1
      while node > 0 {
        if treeWeight[node] > bestWeight {
          bestWeight = treeWeight[node]
          bestPosition = treePosition[node]
        }
        node -= node & -node
      }
      total[position] = bestWeight + weights[position]
      previous[position] = bestPosition
      if bestEnd < 0 || total[position] > total[bestEnd] { bestEnd = position }
      node = value + 1
      while node <= bound {
        if total[position] > treeWeight[node] {
          treeWeight[node] = total[position]
          treePosition[node] = position
        }
        node += node & -node
      }
    }
    var inRun = Array(repeating: false, count: values.count)
    var position = bestEnd
    while position >= 0 {
      inRun[position] = true
      position = previous[position]
    }
    return inRun
  }
}
