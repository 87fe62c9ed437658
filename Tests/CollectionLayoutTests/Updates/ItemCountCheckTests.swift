import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Without `after`, the count check of an update only fails for a section whose expected count
/// falls below 0, and it looks only at the sections that lose items: the first such section,
/// by index after the update, is the one the full scan of every section finds.
@Suite struct ItemCountCheckTests {
  /// The full scan: every section that carries its items over, ascending by new index.
  private func firstNegativeSection(_ counts: ItemCountChanges, _ map: SectionMap) -> Int? {
    map.origins.indices.first { new in
      map.origins[new].itemSource != nil && counts.expectedCount(ofNew: new) < 0
    }
  }

  @Test func aDuplicatedDeleteCanEmptyASectionBelowZero() {
    let batch = BatchUpdate(deleteItems: [path(1, 0), path(1, 0), path(0, 0)])
    let plan = UpdatePlan(before: countSections([2, 1, 3]), batch: batch)
    let map = SectionMap(plan: plan)
    let counts = ItemCountChanges(plan: plan, sectionMap: map)
    #expect(counts.expectedCount(ofNew: 1) == -1)
    #expect(throws: BatchUpdateError.negativeItemCount(section: 1)) {
      try counts.check(newItemCounts: nil)
    }
  }

  @Test func theSectionsThatLoseItemsFindTheFirstNegativeSection() {
    var random = RandomBatches(seed: 0xC0_4E7)
    var negatives = 0
    var byLosingSections = 0
    for _ in 0..<5_000 {
      let counts = random.counts()
      var batch = random.validBatch(counts: counts)
      // Repeat some deletes and moves: sections may then lose more items than they hold.
      for delete in batch.deleteItems where random.chance(40) {
        for _ in 0..<random.int(1...3) { batch.deleteItems.append(delete) }
      }
      for move in batch.moveItems where random.chance(30) {
        batch.moveItems.append(ItemMove(from: move.from, to: path(move.to.section, 0)))
      }
      let plan = UpdatePlan(before: countSections(counts), batch: batch)
      let map = SectionMap(plan: plan)
      let changes = ItemCountChanges(plan: plan, sectionMap: map)
      // The check scans every section, or (fewer operations than sections) those losing items.
      if plan.itemDeletes.count + plan.itemReloadTargets.count + plan.itemMoves.count
        < map.origins.count
      {
        byLosingSections += 1
      }
      if let section = firstNegativeSection(changes, map) {
        negatives += 1
        #expect(throws: BatchUpdateError.negativeItemCount(section: section), "\(batch)") {
          try changes.check(newItemCounts: nil)
        }
      } else {
        #expect(throws: Never.self, "\(batch)") { try changes.check(newItemCounts: nil) }
      }
    }
    #expect(negatives > 250)
    #expect(byLosingSections > 250 && byLosingSections < 4_750)
  }
}
