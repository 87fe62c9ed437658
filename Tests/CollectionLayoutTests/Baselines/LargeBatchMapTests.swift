import CollectionLayout
import CollectionLayoutBaselines
import Testing

/// The engine's map of a large batch, as the benchmark's `update-map` row builds it (a tenth
/// of the items deleted, a tenth inserted, a fiftieth moved to the next section in reverse
/// order), equals the slot-filling map on every path: large enough for the radix sort, the
/// quick checks and the merged edit points, sorted and in random order, without and with
/// `after`.
@Suite struct LargeBatchMapTests {
  /// The benchmark's proportional batch on 10 sections of `perSection` items.
  private func batch(perSection: Int) -> BatchUpdate {
    var batch = BatchUpdate()
    let moveCount = perSection / 50
    for section in 0..<10 {
      batch.deleteItems += stride(from: 3, to: perSection, by: 10).map {
        ItemPath(section: section, item: $0)
      }
      batch.insertItems += stride(from: 7, to: perSection, by: 10).map {
        ItemPath(section: section, item: $0)
      }
      for index in 0..<moveCount {
        batch.moveItems.append(
          ItemMove(
            from: ItemPath(section: section, item: 50 * index + 1),
            to: ItemPath(section: (section + 1) % 10, item: 50 * (moveCount - 1 - index) + 25)))
      }
    }
    return batch
  }

  /// The paths on which the engine and the slot-filling map disagree.
  private func disagreements(sections: [LayoutSection], batch: BatchUpdate, perSection: Int)
    throws -> [String]
  {
    let filling = try SlotFillingIndexMap(
      before: sections,
      batch: BatchUpdate(
        deleteItems: batch.deleteItems, insertItems: batch.insertItems,
        moveItems: batch.moveItems))
    let engine = try UpdateMapping(before: sections, batch: batch)
    var problems: [String] = []
    for section in 0..<10 {
      for item in 0...perSection {
        let path = ItemPath(section: section, item: item)
        if filling.newItem(forOld: path) != engine.newItem(forOld: path) {
          problems.append("old \(path)")
        }
        if filling.oldItem(forNew: path) != engine.oldItem(forNew: path) {
          problems.append("new \(path)")
        }
      }
    }
    return problems
  }

  @Test func equalsTheSlotFillingMapSortedShuffledAndWithAfter() throws {
    let perSection = 2_000
    let sections = (0..<10).map { _ in LayoutSection(items: .count(perSection)) }
    let sorted = batch(perSection: perSection)
    var random = SeededRandom(seed: 0x5EED_0054)
    var shuffled = sorted
    shuffled.deleteItems.shuffle(using: &random)
    shuffled.insertItems.shuffle(using: &random)
    shuffled.moveItems.shuffle(using: &random)
    var withAfter = shuffled
    withAfter.after = sections
    for batch in [sorted, shuffled, withAfter] {
      let problems = try disagreements(sections: sections, batch: batch, perSection: perSection)
      #expect(problems.isEmpty, "\(problems.prefix(5))")
    }
    // 2,000 deletes, 2,000 inserts and 400 moves: past the radix sort's threshold of 64.
    #expect(sorted.moveItems.count == 400 && sorted.deleteItems.count == 2_000)
  }
}
