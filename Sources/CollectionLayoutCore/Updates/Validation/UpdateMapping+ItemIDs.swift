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
/// O(sections + k log n) for k new items and items that leave, where the full search is O(n);
/// O(n) when a new item's hash is there already (its id is compared with every id).
extension UpdateMapping {
  /// Which items of ``UpdateMapping/sectionsAfter`` are carried from the data before as they
  /// were, when it was derived from that data.
  struct DerivedItems {
    /// By new section, for each rebuilt section whose items are listed: the items that are
    /// not survivors (inserted, reload and move targets), as ascending ranges of indexes.
    var newItems: [Int: [Range<Int>]] = [:]
    /// The ranges of items of old sections that survivors carry into a rebuilt section, as
    /// the runs come (sorted where they are read).
    var carried: [(oldSection: Int, items: Range<Int>)] = []
  }

  /// The items ``sectionsAfter`` carries from `before` and those new to it, when the mapping
  /// derived them from `before` (these very arrays); `nil` otherwise. O(1) when the rebuild
  /// recorded them (``SectionDerivation/items``), O(sections + runs) otherwise.
  func derivedItems(before: [LayoutSection]) -> DerivedItems? {
    let after = sectionsAfter
    guard derivation.describes(before: before, after: after) else { return nil }
    if let recorded = derivation.items { return recorded }
    return walkedItems(after: after)
  }

  /// ``derivedItems(before:)`` read by walking the runs of each rebuilt `.list` section of
  /// `after` (``sectionsAfter``). O(sections + runs).
  func walkedItems(after: [LayoutSection]) -> DerivedItems {
    var derived = DerivedItems()
    derived.newItems.reserveCapacity(derivation.rebuilt.count)
    // About three runs a rebuilt section (survivors either side of an operation).
    derived.carried.reserveCapacity(4 * derivation.rebuilt.count)
    for new in derivation.rebuilt where after.indices.contains(new) {
      guard case .list(let items) = after[new].items else { continue }
      var newItems: [Range<Int>] = []
      // Room for a user's edit (an insert, a move in, a reload) without growing from one.
      newItems.reserveCapacity(4)
      forEachOldRun(ofNewSection: new, count: items.count) { run in
        switch run {
        case .survivors(let slots, let oldSection, let firstOld):
          derived.carried.append((oldSection, firstOld..<firstOld + slots.count))
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
  /// equal; `nil` when that is not shown: a new item's id repeats another (its hash is
  /// already there, and so is the id: the full search finds it, and words the messages), or an
  /// id cannot be hashed as the index hashes, or more than
  /// ``UpdateMapping/sharedHashLimit`` new items' hashes are there already. A hash already
  /// there by chance is told from a repeated id by comparing the ids
  /// (``indexAfterSharedHashes(_:leaving:arriving:derived:)``). `index` must be the index of
  /// `before`'s ids: the ids that leave are not looked up in it (asserted in debug builds).
  ///
  /// The hashes that leave and those that arrive are gathered first, and the index updated
  /// once (``ItemIDIndex/replacing(_:with:leavingIsHeld:)``): an item moved leaves and
  /// arrives, and stays.
  func itemIDIndexAfter(
    updating index: ItemIDIndex, before: [LayoutSection], derived: DerivedItems
  ) -> ItemIDIndex? {
    let after = sectionsAfter
    var leaving: [UInt32] = []
    // Without an id before, none leaves: only the new items' are read.
    if index.count > 0 {
      guard hashesLeaving(index, before: before, derived: derived, into: &leaving) else {
        return nil
      }
    }
    // The new items' ids: none may be there already (an id that stays, or a new one before).
    var arriving: [UInt32] = []
    for (new, ranges) in derived.newItems {
      guard case .list(let items) = after[new].items else { continue }
      for range in ranges {
        for slot in range.clamped(to: items.indices) {
          guard let id = items.id(at: slot) else { continue }
          guard let hash = index.hash(of: id) else { return nil }
          arriving.append(hash)
        }
      }
    }
    // The leaving hashes are of `before`'s items, which `index` describes.
    if let written = index.replacing(leaving, with: arriving, leavingIsHeld: true) {
      return written
    }
    // A hash already there, or arriving twice: by chance, or a repeated id.
    return indexAfterSharedHashes(index, leaving: leaving, arriving: arriving, derived: derived)
  }

  /// Whether run `lhs` of survivors comes before run `rhs`: by old section, then by first item.
  private static func precedes(
    _ lhs: (oldSection: Int, items: Range<Int>), _ rhs: (oldSection: Int, items: Range<Int>)
  ) -> Bool {
    (lhs.oldSection, lhs.items.lowerBound) < (rhs.oldSection, rhs.items.lowerBound)
  }

  /// Appends to `leaving` the hashes, as `index` hashes them, of the ids of `before` that
  /// leave: every item of an old section not carried whole, but its survivors. `false` when
  /// `index` cannot hash one.
  private func hashesLeaving(
    _ index: ItemIDIndex, before: [LayoutSection], derived: DerivedItems,
    into leaving: inout [UInt32]
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
    // The survivors' runs by old section, each section's ascending: the order they come in
    // when no item moves to an earlier section (sorted only otherwise).
    var carried = derived.carried
    if carried.indices.dropFirst().contains(where: { Self.precedes(carried[$0], carried[$0 - 1]) })
    {
      carried.sort(by: Self.precedes)
    }
    var nextCarried = 0
    for old in before.indices where !carriedWhole[old] {
      while nextCarried < carried.count, carried[nextCarried].oldSection < old {
        nextCarried += 1
      }
      guard case .list(let items) = before[old].items else { continue }
      var next = 0
      // The items before each run of survivors, then those after the last.
      while next < items.count {
        var end = items.count
        var resume = items.count
        if nextCarried < carried.count, carried[nextCarried].oldSection == old {
          let survivors = carried[nextCarried].items
          end = min(survivors.lowerBound, items.count)
          resume = survivors.upperBound
          nextCarried += 1
        }
        for position in next..<max(next, end) {
          guard let id = items.id(at: position) else { continue }
          guard let hash = index.hash(of: id) else { return false }
          leaving.append(hash)
        }
        next = max(next, resume)
      }
    }
    return true
  }
}
