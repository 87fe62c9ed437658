/// Matching items by id, across all sections.
extension IdentityDiff {
  /// Two counts that agree are the same anonymous items: a section in both lists whose items
  /// are a count above 0 on one side, and anything else on the other, needs ids.
  func checkCounts() throws(IdentityError) {
    for (old, new) in newSectionOfOld.enumerated() where new >= 0 {
      switch (before[old].items.anonymousCount, after[new].items.anonymousCount) {
      case (let oldCount?, let newCount?) where oldCount == newCount:
        continue
      case (let count?, _) where count > 0:
        throw IdentityError(
          side: .before, problem: .itemWithoutID(ItemPath(section: old, item: 0)))
      case (_, let count?) where count > 0:
        throw IdentityError(
          side: .after, problem: .itemWithoutID(ItemPath(section: new, item: 0)))
      default:
        continue
      }
    }
  }

  /// Matches items by id, across all sections: every item of a section in both lists needs
  /// an id, and ids are unique on each side (the second of two is reported). The ids are
  /// hashed in one pass and probed in another, so that the probes, independent of each
  /// other, overlap their cache misses.
  mutating func matchItems() throws(IdentityError) {
    let oldHashes = try IdentityDiff.hashes(
      of: oldItems, needed: newSectionOfOld.map { $0 >= 0 }, side: .before)
    let newHashes = try IdentityDiff.hashes(
      of: newItems, needed: oldSectionOfNew.map { $0 >= 0 }, side: .after)
    var old = IdentityTable(capacity: oldHashes.count)
    for flat in oldHashes.indices {
      let path = oldPath(flat)
      guard let id = oldItems[path.section][path.item].id else { continue }
      if let first = old.insert(
        hash: oldHashes[flat], position: flat, isEqual: { oldID($0) == id })
      {
        throw IdentityError(
          side: .before, problem: .duplicateItemID(id, path: path, first: oldPath(first)))
      }
    }
    var newOnly = IdentityTable(capacity: newHashes.count)
    for flat in newHashes.indices {
      let path = newPath(flat)
      guard let id = newItems[path.section][path.item].id else { continue }
      let hash = newHashes[flat]
      if let match = old.position(hash: hash, isEqual: { oldID($0) == id }) {
        let earlier = newOfOld[match]
        if earlier >= 0 {
          throw IdentityError(
            side: .after,
            problem: .duplicateItemID(id, path: path, first: newPath(Int(earlier))))
        }
        newOfOld[match] = Int32(truncatingIfNeeded: flat)
        oldOfNew[flat] = Int32(truncatingIfNeeded: match)
      } else if let first = newOnly.insert(
        hash: hash, position: flat, isEqual: { newID($0) == id })
      {
        throw IdentityError(
          side: .after, problem: .duplicateItemID(id, path: path, first: newPath(first)))
      }
    }
  }

  /// The id of flat old item `flat`.
  @inline(__always)
  private func oldID(_ flat: Int) -> String? {
    let section = Int(oldItemSection[flat])
    return oldItems[section][flat - oldStarts[section]].id
  }

  /// The id of flat new item `flat`.
  @inline(__always)
  private func newID(_ flat: Int) -> String? {
    let section = Int(newItemSection[flat])
    return newItems[section][flat - newStarts[section]].id
  }

  /// The hash of every item's id, flat (0 without an id); an item without an id in a
  /// section where `needed` is an error on `side`.
  private static func hashes(of sections: [ItemList], needed: [Bool], side: IdentityError.Side)
    throws(IdentityError) -> [Int]
  {
    var hashes: [Int] = []
    hashes.reserveCapacity(sections.reduce(0) { $0 + $1.count })
    for (section, items) in sections.enumerated() {
      for index in items.indices {
        if let id = items[index].id {
          hashes.append(id.hashValue)
        } else if needed[section] {
          throw IdentityError(
            side: side, problem: .itemWithoutID(ItemPath(section: section, item: index)))
        } else {
          hashes.append(0)
        }
      }
    }
    return hashes
  }
}
