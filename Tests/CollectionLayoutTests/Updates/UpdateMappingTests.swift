import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Old-to-new tables computed by hand.
@Suite struct UpdateMappingTests {
  private func mapping(_ counts: [Int], _ batch: BatchUpdate) throws -> UpdateMapping {
    try UpdateMapping(before: countSections(counts), batch: batch)
  }

  private func oldIndexes(_ mapping: UpdateMapping, section: Int) -> [Int?] {
    let count = mapping.sectionsAfter[section].items.count
    return (0..<count).map { mapping.oldItem(forNew: path(section, $0))?.item }
  }

  @Test func deletesOnly() throws {
    let result = try mapping([5], BatchUpdate(deleteItems: [path(0, 3), path(0, 1)]))
    #expect(newIndexes(result, section: 0, count: 5) == [0, nil, 1, nil, 2])
    #expect(oldIndexes(result, section: 0) == [0, 2, 4])
    #expect(result.deletedItems == [path(0, 1), path(0, 3)])
  }

  @Test func insertsOnly() throws {
    let result = try mapping([3], BatchUpdate(insertItems: [path(0, 2), path(0, 0)]))
    #expect(newIndexes(result, section: 0, count: 3) == [1, 3, 4])
    #expect(oldIndexes(result, section: 0) == [nil, 0, nil, 1, 2])
    #expect(result.insertedItems == [path(0, 0), path(0, 2)])
  }

  @Test func deletesAndInserts() throws {
    // Deletes in old indexes, inserts in new ones: slot 1 is new, the rest refill in order.
    let batch = BatchUpdate(deleteItems: [path(0, 0), path(0, 2)], insertItems: [path(0, 1)])
    let result = try mapping([5], batch)
    #expect(newIndexes(result, section: 0, count: 5) == [nil, 0, nil, 2, 3])
    #expect(oldIndexes(result, section: 0) == [1, nil, 3, 4])
  }

  @Test func aMoveWithinASection() throws {
    let result = try mapping([5], BatchUpdate(moveItems: [move(path(0, 3), path(0, 0))]))
    #expect(newIndexes(result, section: 0, count: 5) == [1, 2, 3, 0, 4])
    #expect(oldIndexes(result, section: 0) == [3, 0, 1, 2, 4])
    #expect(result.isMoved(old: path(0, 3)))
    #expect(!result.isMoved(old: path(0, 0)))
    #expect(result.movedItems == [move(path(0, 3), path(0, 0))])
  }

  @Test func movesAcrossSections() throws {
    let batch = BatchUpdate(
      moveItems: [move(path(0, 0), path(1, 1)), move(path(1, 1), path(0, 2))])
    let result = try mapping([3, 2], batch)
    #expect(
      newPaths(result, counts: [3, 2]) == [
        [path(1, 1), path(0, 0), path(0, 1)],
        [path(1, 0), path(0, 2)],
      ])
    #expect(result.sectionsAfter.map(\.items.count) == [3, 2])
    #expect(result.oldItem(forNew: path(1, 1)) == path(0, 0))
    #expect(result.oldItem(forNew: path(0, 2)) == path(1, 1))
  }

  @Test func aReloadGoesToItsAdjustedPath() throws {
    let batch = BatchUpdate(deleteItems: [path(0, 0)], reloadItems: [path(0, 1)])
    let result = try mapping([4], batch)
    #expect(newIndexes(result, section: 0, count: 4) == [nil, 0, 1, 2])
    #expect(result.reloadedItems == [move(path(0, 1), path(0, 0))])
    #expect(result.isReloaded(old: path(0, 1)))
    #expect(!result.isReloaded(old: path(0, 2)))
    #expect(result.oldItem(forNew: path(0, 0)) == path(0, 1))
  }

  @Test func aReloadIsShiftedByInserts() throws {
    // (0, 2) minus the delete before it is rank 1; the inserts at 0 and 1 push it to 3.
    let batch = BatchUpdate(
      deleteItems: [path(0, 0)], insertItems: [path(0, 1), path(0, 0)], reloadItems: [path(0, 2)])
    let result = try mapping([4], batch)
    #expect(result.reloadedItems == [move(path(0, 2), path(0, 3))])
    #expect(newIndexes(result, section: 0, count: 4) == [nil, 2, 3, 4])
  }

  @Test func aReloadIgnoresMoves() throws {
    // UIKit's trap: the reloaded item stays at (0, 1) and old (0, 0) is pushed to (0, 2).
    let batch = BatchUpdate(reloadItems: [path(0, 1)], moveItems: [move(path(0, 3), path(0, 0))])
    let result = try mapping([5], batch)
    #expect(newIndexes(result, section: 0, count: 5) == [2, 1, 3, 0, 4])
    #expect(result.reloadedItems == [move(path(0, 1), path(0, 1))])
    #expect(oldIndexes(result, section: 0) == [3, 1, 0, 2, 4])
  }

  @Test func sectionDelete() throws {
    let result = try mapping([1, 2, 3], BatchUpdate(deleteSections: [0]))
    #expect((0..<3).map { result.newSection(forOld: $0) } == [nil, 0, 1])
    #expect((0..<2).map { result.oldSection(forNew: $0) } == [1, 2])
    #expect(result.newItem(forOld: path(1, 1)) == path(0, 1))
    #expect(result.newItem(forOld: path(0, 0)) == nil)
    #expect(result.deletedSections == [0])
  }

  @Test func sectionInsert() throws {
    let result = try mapping([1, 2], BatchUpdate(insertSections: [1]))
    #expect((0..<2).map { result.newSection(forOld: $0) } == [0, 2])
    #expect((0..<3).map { result.oldSection(forNew: $0) } == [0, nil, 1])
    #expect(
      result.sectionsAfter == [
        LayoutSection(items: .count(1)), LayoutSection(), LayoutSection(items: .count(2)),
      ])
    #expect(result.oldItem(forNew: path(2, 1)) == path(1, 1))
    #expect(result.insertedSections == [1])
  }

  @Test func sectionMove() throws {
    let result = try mapping([1, 2, 3], BatchUpdate(moveSections: [SectionMove(from: 2, to: 0)]))
    #expect((0..<3).map { result.newSection(forOld: $0) } == [1, 2, 0])
    #expect(result.newItem(forOld: path(2, 2)) == path(0, 2))
    #expect(result.isMoved(old: path(2, 0)))
    #expect(!result.isMoved(old: path(0, 0)))
    #expect(result.sectionsAfter.map(\.items.count) == [3, 1, 2])
  }

  @Test func sectionReloadGoesToItsAdjustedIndex() throws {
    let batch = BatchUpdate(deleteSections: [0], reloadSections: [1])
    let result = try mapping([1, 2, 3], batch)
    #expect((0..<3).map { result.newSection(forOld: $0) } == [nil, 0, 1])
    #expect(result.reloadedSections == [SectionMove(from: 1, to: 0)])
    #expect(result.oldSection(forNew: 0) == 1)
    // Its items are all replaced.
    #expect(result.newItem(forOld: path(1, 0)) == nil)
    #expect(result.oldItem(forNew: path(0, 0)) == nil)
    #expect(result.newItem(forOld: path(2, 2)) == path(1, 2))
    #expect(result.sectionsAfter.map(\.items.count) == [2, 3])
  }

  @Test func sectionReloadIgnoresMoves() throws {
    // The reloaded section stays at 1; old section 0 is pushed to 2.
    let batch = BatchUpdate(reloadSections: [1], moveSections: [SectionMove(from: 3, to: 0)])
    let result = try mapping([1, 1, 1, 1], batch)
    #expect((0..<4).map { result.newSection(forOld: $0) } == [2, 1, 3, 0])
  }

  @Test func itemOperationsAroundADeletedSection() throws {
    // With section 1 deleted, old section 2 is new section 1: its delete says 2, its insert 1.
    let batch = BatchUpdate(
      deleteSections: [1], deleteItems: [path(2, 1)], insertItems: [path(1, 0)])
    let result = try mapping([2, 3, 4], batch)
    #expect(newIndexes(result, section: 2, count: 4) == [1, nil, 2, 3])
    #expect(result.newItem(forOld: path(2, 0)) == path(1, 1))
    #expect(result.sectionsAfter.map(\.items.count) == [2, 4])
  }

  @Test func aReloadNextToASectionMoveLandsWhereUIKitPutsIt() throws {
    // UIKit adjusts a reload by deletes and inserts only, sections included: the reload of
    // (1, 0) is reinserted at (1, 0), which after moving section 3 to 0 is old section 0.
    let batch = BatchUpdate(moveSections: [SectionMove(from: 3, to: 0)], reloadItems: [path(1, 0)])
    let result = try mapping([2, 2, 2, 2], batch)
    #expect(result.reloadedItems == [move(path(1, 0), path(1, 0))])
    #expect(result.sectionsAfter.map(\.items.count) == [2, 3, 1, 2])
    #expect(result.newItem(forOld: path(0, 0)) == path(1, 1))
    #expect(result.newItem(forOld: path(1, 1)) == path(2, 0))
    // A data source that kept its counts fails UIKit's count check for section 1.
    var answered = batch
    answered.after = countSections([2, 2, 2, 2])
    #expect(
      failureMessage([2, 2, 2, 2], answered)
        == "Invalid update: invalid number of items in section 1. The number of items contained "
        + "in an existing section after the update (2) must be equal to the number of items "
        + "contained in that section before the update (2), plus or minus the number of items "
        + "inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the "
        + "number of items moved into or out of that section (0 moved in, 0 moved out).")
  }

  @Test func untouchedSectionsMapWithoutTables() throws {
    let batch = BatchUpdate(deleteSections: [0], deleteItems: [path(2, 0)])
    let result = try mapping([3, 1_000, 5], batch)
    #expect(result.newItem(forOld: path(1, 999)) == path(0, 999))
    #expect(result.oldItem(forNew: path(0, 500)) == path(1, 500))
    #expect(result.newItem(forOld: path(2, 4)) == path(1, 3))
  }
}
