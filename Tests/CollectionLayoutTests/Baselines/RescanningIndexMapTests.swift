import CollectionLayout
import CollectionLayoutBaselines
import Testing

/// The rescanning map gives UIKit's old → new item map: checked by hand on small batches, and
/// against the engine's `UpdateMapping` on the benchmark's kind of batch.
@Suite struct RescanningIndexMapTests {
  private func path(_ section: Int, _ item: Int) -> ItemPath {
    ItemPath(section: section, item: item)
  }

  @Test func deletesAndInsertsShiftTheItemsAfterThem() throws {
    // [0 1 2 3 4 5] minus 1 and 3 is [0 2 4 5]; inserting at 0 gives [new 0 2 4 5].
    let map = try RescanningIndexMap(
      before: [LayoutSection(items: .count(6))],
      batch: BatchUpdate(deleteItems: [path(0, 1), path(0, 3)], insertItems: [path(0, 0)]))
    #expect((0..<6).map { map.newItem(forOld: path(0, $0))?.item } == [1, nil, 2, nil, 3, 4])
    #expect((0..<5).map { map.oldItem(forNew: path(0, $0))?.item } == [nil, 0, 2, 4, 5])
    #expect(map.newItem(forOld: path(0, 6)) == nil)
    #expect(map.oldItem(forNew: path(1, 0)) == nil)
  }

  @Test func movesPinTheirDestinationAndTheRestRefillsInOldOrder() throws {
    // Old: section 0 = a0 a1 a2 a3, section 1 = b0 b1 b2. Move a0 to (1, 1), delete b2,
    // insert (0, 3). New: section 0 = a1 a2 a3 new, section 1 = b0 a0 b1.
    let map = try RescanningIndexMap(
      before: [LayoutSection(items: .count(4)), LayoutSection(items: .count(3))],
      batch: BatchUpdate(
        deleteItems: [path(1, 2)], insertItems: [path(0, 3)],
        moveItems: [ItemMove(from: path(0, 0), to: path(1, 1))]))
    #expect(map.newItem(forOld: path(0, 0)) == path(1, 1))
    #expect(map.newItem(forOld: path(0, 1)) == path(0, 0))
    #expect(map.newItem(forOld: path(0, 3)) == path(0, 2))
    #expect(map.newItem(forOld: path(1, 0)) == path(1, 0))
    #expect(map.newItem(forOld: path(1, 1)) == path(1, 2))
    #expect(map.newItem(forOld: path(1, 2)) == nil)
    #expect(map.oldItem(forNew: path(0, 3)) == nil)
    #expect(map.oldItem(forNew: path(1, 1)) == path(0, 0))
  }

  @Test func rejectsWhatItDoesNotPort() {
    #expect(
      throws: BaselineError(
        message: "the rescanning map handles item deletes, inserts and moves only")
    ) {
      try RescanningIndexMap(
        before: [LayoutSection(items: .count(2))], batch: BatchUpdate(deleteSections: [0]))
    }
    #expect(
      throws: BaselineError(
        message: "item {length = 2, path = 0 - 2} does not exist before the update")
    ) {
      try RescanningIndexMap(
        before: [LayoutSection(items: .count(2))],
        batch: BatchUpdate(deleteItems: [ItemPath(section: 0, item: 2)]))
    }
    #expect(throws: BaselineError(message: "section 3 does not exist")) {
      try RescanningIndexMap(
        before: [LayoutSection(items: .count(2))],
        batch: BatchUpdate(insertItems: [ItemPath(section: 3, item: 0)]))
    }
  }

  /// The benchmark's batch at 1,000 items: in each section of 100, every tenth item deleted,
  /// every tenth slot inserted, and 2 items moved into the next section.
  static let benchmarkBatch: BatchUpdate = {
    var batch = BatchUpdate()
    for section in 0..<10 {
      batch.deleteItems += stride(from: 3, to: 100, by: 10).map {
        ItemPath(section: section, item: $0)
      }
      batch.insertItems += stride(from: 7, to: 100, by: 10).map {
        ItemPath(section: section, item: $0)
      }
      for index in 0..<2 {
        batch.moveItems.append(
          ItemMove(
            from: ItemPath(section: section, item: 50 * index + 1),
            to: ItemPath(section: (section + 1) % 10, item: 50 * (1 - index) + 25)))
      }
    }
    return batch
  }()

  @Test func givesTheEnginesMapsOnTheBenchmarksBatch() throws {
    let sections = BaselineFixtures.benchmarkScenario(perSection: 100).sections
    let batch = Self.benchmarkBatch
    let rescanning = try RescanningIndexMap(before: sections, batch: batch)
    let engine = try UpdateMapping(before: sections, batch: batch)
    for section in 0..<10 {
      for item in 0..<100 {
        let old = path(section, item)
        #expect(rescanning.newItem(forOld: old) == engine.newItem(forOld: old), "old \(old)")
        #expect(rescanning.oldItem(forNew: old) == engine.oldItem(forNew: old), "new \(old)")
      }
    }
  }
}
