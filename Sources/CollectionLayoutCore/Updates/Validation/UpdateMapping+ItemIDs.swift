/// The ids of data derived from checked data (a batch without `after`), checked at the cost
/// of the operations.
///
/// The data before the update has no repeated id. Its derivation carries every item of a
/// section it does not rebuild, and in a rebuilt section the runs of survivors between two
/// operations, as they were; every other item of the data after (an inserted item, a reload
/// or move target) is read, and every other item of the data before (deleted, moved away,
/// reloaded, in a deleted section) leaves. So the ids after are the ids before, less those
/// that leave, plus those read; and an id after repeats another only if an id read repeats
/// one that stays or another read. With the ids before as an ``ItemIDIndex``:
///
/// ```
///  before   a b c d e f        delete c, move f to the front, insert x
///  after    f a b x d e        survivors: a b, d e (carried); read: f, x
///  index    {a b c d e f} - {c f} + {f x} = {a b d e f x}: x and f were not there
/// ```
///
/// O(sections + k log n) for k items read or leaving, where the full search is O(n).
extension UpdateMapping {
  /// The index of the ids of ``sectionsAfter`` when they were derived from `before`, whose
  /// ids `index` holds, and no two of them are equal; `nil` when that is not shown: the data
  /// after was given (or changed since), an id read may repeat another (its hash is already
  /// there: the full search decides, and words the messages), an id cannot be hashed as the
  /// index hashes, or `index` does not hold an id that leaves (it is not `before`'s).
  func itemIDIndexAfter(updating index: ItemIDIndex, before: [LayoutSection]) -> ItemIDIndex? {
    let after = sectionsAfter
    guard derivation.describes(before: before, after: after) else { return nil }
    var index = index
    // Which old sections a new section carries whole (it is not rebuilt): their ids stay.
    var carriedWhole = [Bool](repeating: false, count: before.count)
    let rebuilt = derivation.rebuilt
    var nextRebuilt = 0
    for new in after.indices {
      if nextRebuilt < rebuilt.count, rebuilt[nextRebuilt] == new {
        nextRebuilt += 1
        continue
      }
      if let old = oldSection(forNew: new), carriedWhole.indices.contains(old) {
        carriedWhole[old] = true
      }
    }
    // The rebuilt sections: the survivors they carry, by old section, and the ids read.
    var carried: [Int: [Range<Int>]] = [:]
    var read: [UInt32] = []
    for new in rebuilt where after.indices.contains(new) {
      guard case .list(let items) = after[new].items else { continue }
      var readable = true
      forEachOldRun(ofNewSection: new, count: items.count) { run in
        let slots: Range<Int>
        switch run {
        case .survivors(let survivors, let oldSection, let firstOld):
          carried[oldSection, default: []].append(firstOld..<firstOld + survivors.count)
          return
        case .fixed(let slot, _): slots = slot..<slot + 1
        case .unmatched(let unmatched): slots = unmatched
        }
        for slot in slots where items.indices.contains(slot) {
          guard let id = items[slot].id else { continue }
          guard let hash = index.hash(of: id) else {
            readable = false
            return
          }
          read.append(hash)
        }
      }
      if !readable { return nil }
    }
    // The ids that leave: every item of an old section not carried whole, but its survivors.
    for old in before.indices where !carriedWhole[old] {
      guard case .list(let items) = before[old].items else { continue }
      var next = 0
      for survivors in (carried[old] ?? []).sorted(by: { $0.lowerBound < $1.lowerBound })
        + [items.count..<items.count]
      {
        for position in next..<max(next, min(survivors.lowerBound, items.count)) {
          guard let id = items[position].id else { continue }
          guard let hash = index.hash(of: id), index.remove(hash) else { return nil }
        }
        next = max(next, survivors.upperBound)
      }
    }
    // The ids read: none may be there already (an id that stays, or one read before).
    for hash in read {
      if index.contains(hash) { return nil }
      index.insert(hash)
    }
    return index
  }
}
