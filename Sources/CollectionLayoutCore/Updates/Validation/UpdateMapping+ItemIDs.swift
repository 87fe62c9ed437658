/// The items of data derived from checked data (a batch without `after`), checked at the cost
/// of the operations.
///
/// The data before the update is valid. Its derivation carries every item of a section it
/// does not rebuild, and in a rebuilt section the runs of survivors between two operations,
/// as they were; every other item of the data after (an inserted item, a reload or move
/// target) is new to its place, and every other item of the data before (deleted, moved away,
/// reloaded, in a deleted section) leaves. So only the new items' values need checking, and
/// the ids after are the ids before, less those that leave, plus the new items'; an id after
/// repeats another only if a new item's id repeats one that stays or another new one. With
/// the ids before as an ``ItemIDIndex``:
///
/// ```
///  before   a b c d e f        delete c, move f to the front, insert x
///  after    f a b x d e        survivors: a b, d e (carried); new: f, x
///  index    {a b c d e f} - {c f} + {f x} = {a b d e f x}: x and f were not there
/// ```
///
/// O(sections + k log n) for k new items and items that leave, where the full search is O(n).
extension UpdateMapping {
  /// Which items of ``UpdateMapping/sectionsAfter`` are carried from the data before as they
  /// were, when it was derived from that data.
  struct DerivedItems {
    /// By new section, for each rebuilt section whose items are listed: the items that are
    /// not survivors (inserted, reload and move targets), as ascending ranges of indexes.
    var newItems: [Int: [Range<Int>]] = [:]
    /// By old section: the ranges of its items that survivors carry into a rebuilt section.
    var carried: [Int: [Range<Int>]] = [:]
  }

  /// The items ``sectionsAfter`` carries from `before` and those new to it, when the mapping
  /// derived them from `before` (these very arrays); `nil` otherwise. O(sections + runs).
  func derivedItems(before: [LayoutSection]) -> DerivedItems? {
    let after = sectionsAfter
    guard derivation.describes(before: before, after: after) else { return nil }
    var derived = DerivedItems()
    for new in derivation.rebuilt where after.indices.contains(new) {
      guard case .list(let items) = after[new].items else { continue }
      var newItems: [Range<Int>] = []
      forEachOldRun(ofNewSection: new, count: items.count) { run in
        switch run {
        case .survivors(let slots, let oldSection, let firstOld):
          derived.carried[oldSection, default: []].append(firstOld..<firstOld + slots.count)
        case .fixed(let slot, _): newItems.append(slot..<slot + 1)
        case .unmatched(let slots): newItems.append(slots)
        }
      }
      derived.newItems[new] = newItems
    }
    return derived
  }

  /// The index of the ids of ``sectionsAfter`` when `derived` describes them
  /// (``derivedItems(before:)``), `index` holds the ids of `before`, and no two ids after are
  /// equal; `nil` when that is not shown: a new item's id may repeat another (its hash is
  /// already there: the full search decides, and words the messages), an id cannot be hashed as
  /// the index hashes, or `index` does not hold an id that leaves (it is not `before`'s).
  func itemIDIndexAfter(
    updating index: ItemIDIndex, before: [LayoutSection], derived: DerivedItems
  ) -> ItemIDIndex? {
    let after = sectionsAfter
    var index = index
    // Without an id before, none leaves: only the new items' are read.
    if index.count > 0 {
      guard removingLeaving(from: &index, before: before, derived: derived) else { return nil }
    }
    // The new items' ids: none may be there already (an id that stays, or a new one before).
    for (new, ranges) in derived.newItems {
      guard case .list(let items) = after[new].items else { continue }
      for range in ranges {
        for slot in range.clamped(to: items.indices) {
          guard let id = items[slot].id else { continue }
          guard let hash = index.hash(of: id), !index.contains(hash) else { return nil }
          index.insert(hash)
        }
      }
    }
    return index
  }

  /// Removes from `index` the ids of `before` that leave: every item of an old section not
  /// carried whole, but its survivors. `false` when `index` cannot hash one or does not hold it.
  private func removingLeaving(
    from index: inout ItemIDIndex, before: [LayoutSection], derived: DerivedItems
  ) -> Bool {
    // Which old sections a new section carries whole (it is not rebuilt): their ids stay.
    var carriedWhole = [Bool](repeating: false, count: before.count)
    let rebuilt = derivation.rebuilt
    var nextRebuilt = 0
    for new in sectionsAfter.indices {
      if nextRebuilt < rebuilt.count, rebuilt[nextRebuilt] == new {
        nextRebuilt += 1
        continue
      }
      if let old = oldSection(forNew: new), carriedWhole.indices.contains(old) {
        carriedWhole[old] = true
      }
    }
    for old in before.indices where !carriedWhole[old] {
      guard case .list(let items) = before[old].items else { continue }
      var next = 0
      for survivors in (derived.carried[old] ?? []).sorted(by: { $0.lowerBound < $1.lowerBound })
        + [items.count..<items.count]
      {
        for position in next..<max(next, min(survivors.lowerBound, items.count)) {
          guard let id = items[position].id else { continue }
          guard let hash = index.hash(of: id), index.remove(hash) else { return false }
        }
        next = max(next, survivors.upperBound)
      }
    }
    return true
  }
}
