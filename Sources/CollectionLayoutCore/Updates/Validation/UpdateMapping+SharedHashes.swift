extension UpdateMapping {
  /// The most new items whose id shares its hash with another id that
  /// ``indexAfterSharedHashes(_:leaving:arriving:derived:)`` checks by their ids; past it, the
  /// full search decides (a batch that repeats many ids is refused, and the search words it).
  static let sharedHashLimit = 16

  /// ``itemIDIndexAfter(updating:before:derived:)`` when
  /// ``ItemIDIndex/replacing(_:with:leavingIsHeld:)`` finds an arriving hash already there, or
  /// arriving twice: the ids of the new items with those hashes are compared with every id
  /// after the update, and when each is there once, the index after holds their hashes as
  /// repeats (an index is a multiset of hashes); `nil` when one is there twice (a repeated id:
  /// the full search finds and words it), or for more than ``sharedHashLimit`` of them.
  ///
  /// Two different ids share a 32-bit hash by chance: an update of k new ids among n meets one
  /// about k · n / 2^32 of the time (0.23 % for ten among 1,000,000). It then took the full
  /// search of every id (each hashed, partitioned and sorted), and the layout after, left
  /// without an index, a second one at the next update. Comparing the few ids with every id is
  /// O(n) too, but without hashing, and the layout after keeps an index: the 22-operation
  /// batch at 1,000,000 items takes 9.7 ms then, where it took 35 ms (Performance.md, "A hash
  /// shared by chance").
  ///
  /// ```
  ///  before   "a" (hash 7)  "b" (hash 9)        the index: 7, 9
  ///  insert   "c" (hash 9)                      9 is there: "b" or "c"?
  ///  compare  "c" with "a", "b", "c": once      the index after: 7, 9, 9
  /// ```
  func indexAfterSharedHashes(
    _ index: ItemIDIndex, leaving: [UInt32], arriving: [UInt32], derived: DerivedItems
  ) -> ItemIDIndex? {
    let shared = Self.sharedHashes(in: index, leaving: leaving, arriving: arriving)
    guard !shared.isEmpty, shared.count <= Self.sharedHashLimit else { return nil }
    // The new items' ids with those hashes.
    let after = sectionsAfter
    var candidates: [String] = []
    for (new, ranges) in derived.newItems {
      guard after.indices.contains(new), case .list(let items) = after[new].items else { continue }
      for range in ranges {
        for slot in range.clamped(to: items.indices) {
          guard let id = items.id(at: slot), let hash = index.hash(of: id),
            shared.contains(hash)
          else { continue }
          candidates.append(id)
          if candidates.count > Self.sharedHashLimit { return nil }
        }
      }
    }
    guard Self.eachOnce(candidates, in: after) else { return nil }
    // The other arriving hashes as ever, then the shared ones added as repeats.
    let others = arriving.filter { !shared.contains($0) }
    guard var written = index.replacing(leaving, with: others, leavingIsHeld: true) else {
      return nil
    }
    for hash in arriving where shared.contains(hash) { written.insert(hash) }
    return written
  }

  /// The distinct hashes of `arriving` that arrive twice, or that `index` holds more times
  /// than they leave (`leaving`): those ``ItemIDIndex/replacing(_:with:leavingIsHeld:)``
  /// refuses. O(k log k + k · lookup) for k hashes.
  private static func sharedHashes(
    in index: ItemIDIndex, leaving: [UInt32], arriving: [UInt32]
  ) -> [UInt32] {
    let leaving = leaving.sorted()
    let arriving = arriving.sorted()
    var shared: [UInt32] = []
    var next = 0
    var start = 0
    while start < arriving.count {
      let hash = arriving[start]
      var end = start + 1
      while end < arriving.count, arriving[end] == hash { end += 1 }
      while next < leaving.count, leaving[next] < hash { next += 1 }
      var leaves = 0
      while next < leaving.count, leaving[next] == hash {
        leaves += 1
        next += 1
      }
      if end - start > 1 || index.count(of: hash) > leaves { shared.append(hash) }
      start = end
    }
    return shared
  }

  /// Whether each of `ids` is the id of exactly one listed item of `sections` (an id twice in
  /// `ids` is not: two items have it). Each item's id is read in place and compared (String
  /// equality, canonical as the full search's). O(items · ids).
  private static func eachOnce(_ ids: [String], in sections: [LayoutSection]) -> Bool {
    var found = [Int](repeating: 0, count: ids.count)
    var repeated = false
    ids.withUnsafeBufferPointer { ids in
      found.withUnsafeMutableBufferPointer { found in
        for section in sections {
          guard case .list(let items) = section.items else { continue }
          items.forEachChunk { chunk, _ in
            guard !repeated, let base = chunk.baseAddress else { return }
            // Through the field's address: an element read through the buffer's subscript,
            // even for its id alone, was a copy of the whole item (about 50 instructions).
            for position in chunk.indices {
              guard let field = (base + position).pointer(to: \.id), let id = field.pointee
              else { continue }
              for candidate in ids.indices where ids[candidate] == id {
                found[candidate] += 1
                if found[candidate] > 1 { repeated = true }
              }
            }
          }
          if repeated { return }
        }
      }
    }
    return !repeated && found.allSatisfy { $0 == 1 }
  }
}
