import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The benchmark's shape (100,000 items, 10,000 deletes, 10,000 inserts, 2,000 moves), checked
/// against the reference model. No timing assertions: the cost is O(N + U log U) by
/// construction.
@Suite struct UpdateScaleTests {
  /// A batch of `deletes`, `inserts` and `moves` on sections with `counts` items, all
  /// positions random and distinct, moves across sections included.
  private func largeBatch(counts: [Int], deletes: Int, inserts: Int, moves: Int, seed: UInt64)
    -> BatchUpdate
  {
    var random = SeededRandom(seed: seed)
    let oldPaths = counts.enumerated().flatMap { section, count in
      (0..<count).map { path(section, $0) }
    }
    let removed = oldPaths.shuffled(using: &random).prefix(deletes + moves)
    let deleted = removed.prefix(deletes)
    let moved = removed.suffix(moves)
    // Every section keeps its size only on average: decide the new sizes from the removals
    // and spread the inserts and move destinations over them.
    var newCounts = counts
    for item in removed { newCounts[item.section] -= 1 }
    var added: [Int] = []
    for _ in 0..<(inserts + moves) {
      let section = Int.random(in: 0..<counts.count, using: &random)
      newCounts[section] += 1
      added.append(section)
    }
    var freeSlots = newCounts.map { Array(0..<$0) }
    var fixed: [ItemPath] = []
    for section in added {
      let index = Int.random(in: 0..<freeSlots[section].count, using: &random)
      freeSlots[section].swapAt(index, freeSlots[section].count - 1)
      fixed.append(path(section, freeSlots[section].removeLast()))
    }
    fixed.shuffle(using: &random)
    return BatchUpdate(
      deleteItems: Array(deleted), insertItems: Array(fixed.prefix(inserts)),
      moveItems: zip(moved, fixed.suffix(moves)).map { move($0, $1) })
  }

  private func expectAgreement(counts: [Int], batch: BatchUpdate) throws {
    let mapping = try UpdateMapping(before: countSections(counts), batch: batch)
    let model = ReferenceUpdateModel(counts: counts, batch: batch)
    #expect(mapping.sectionsAfter.map(\.items.count) == model.counts)
    var random = SeededRandom(seed: 7)
    let expected = model.newPaths
    for _ in 0..<5_000 {
      let section = Int.random(in: 0..<counts.count, using: &random)
      guard counts[section] > 0 else { continue }
      let old = path(section, Int.random(in: 0..<counts[section], using: &random))
      #expect(mapping.newItem(forOld: old) == expected[old]?.path)
    }
    for _ in 0..<5_000 {
      let section = Int.random(in: 0..<model.slots.count, using: &random)
      let slots = model.slots[section]
      guard !slots.isEmpty else { continue }
      let item = Int.random(in: 0..<slots.count, using: &random)
      #expect(mapping.oldItem(forNew: path(section, item)) == slots[item].oldPath)
    }
    #expect(mapping.deletedItems.count == batch.deleteItems.count)
    #expect(mapping.movedItems.count == batch.moveItems.count)
  }

  @Test func aHundredThousandItemsInOneSection() throws {
    let counts = [100_000]
    try expectAgreement(
      counts: counts,
      batch: largeBatch(counts: counts, deletes: 10_000, inserts: 10_000, moves: 2_000, seed: 1))
  }

  @Test func aHundredThousandItemsInAHundredSections() throws {
    let counts = Array(repeating: 1_000, count: 100)
    try expectAgreement(
      counts: counts,
      batch: largeBatch(counts: counts, deletes: 10_000, inserts: 10_000, moves: 2_000, seed: 2))
  }
}
