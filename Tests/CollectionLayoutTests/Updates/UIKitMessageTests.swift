import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Every UIKit exception text a batch can raise, word for word.
@Suite struct UIKitMessageTests {
  private func sections(_ counts: [Int]) -> [LayoutSection] { countSections(counts) }

  @Test func sectionCount() {
    var batch = BatchUpdate(deleteSections: [1], after: countSections([4, 3]))
    #expect(
      failureMessage([4, 3], batch)
        == "Invalid update: invalid number of sections. The number of sections contained in the "
        + "collection view after the update (2) must be equal to the number of sections "
        + "contained in the collection view before the update (2), plus or minus the number of "
        + "sections inserted or deleted (0 inserted, 1 deleted).")
    // A reload counts as one section inserted and one deleted.
    batch = BatchUpdate(reloadSections: [0], after: countSections([4, 3, 1]))
    #expect(
      failureMessage([4, 3], batch)
        == "Invalid update: invalid number of sections. The number of sections contained in the "
        + "collection view after the update (3) must be equal to the number of sections "
        + "contained in the collection view before the update (2), plus or minus the number of "
        + "sections inserted or deleted (1 inserted, 1 deleted).")
  }

  @Test func itemCount() {
    #expect(
      failureMessage([4], BatchUpdate(after: countSections([5])))
        == "Invalid update: invalid number of items in section 0. The number of items contained "
        + "in an existing section after the update (5) must be equal to the number of items "
        + "contained in that section before the update (4), plus or minus the number of items "
        + "inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the "
        + "number of items moved into or out of that section (0 moved in, 0 moved out).")
  }

  @Test func itemCountCountsReloadsAsInsertedAndDeletedAndMovesAcrossSections() {
    // Section 0: 4 + 2 inserted - 2 deleted + 0 - 1 moved out = 3, not 4.
    let batch = BatchUpdate(
      deleteItems: [path(0, 0)], insertItems: [path(0, 0)], reloadItems: [path(0, 1)],
      moveItems: [move(path(0, 2), path(1, 0))], after: countSections([4, 4]))
    #expect(
      failureMessage([4, 3], batch)
        == "Invalid update: invalid number of items in section 0. The number of items contained "
        + "in an existing section after the update (4) must be equal to the number of items "
        + "contained in that section before the update (4), plus or minus the number of items "
        + "inserted or deleted from that section (2 inserted, 2 deleted) and plus or minus the "
        + "number of items moved into or out of that section (0 moved in, 1 moved out).")
  }

  @Test func itemCountNamesTheSectionAfterTheUpdate() {
    // Old section 1 (3 items) moves to 0; the data source says 4.
    let batch = BatchUpdate(
      moveSections: [SectionMove(from: 1, to: 0)], after: countSections([4, 2]))
    #expect(
      failureMessage([2, 3], batch)
        == "Invalid update: invalid number of items in section 0. The number of items contained "
        + "in an existing section after the update (4) must be equal to the number of items "
        + "contained in that section before the update (3), plus or minus the number of items "
        + "inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the "
        + "number of items moved into or out of that section (0 moved in, 0 moved out).")
  }

  @Test func negativeItemCount() {
    // Unreachable from a batch: deletes, reloads and move sources are distinct paths in
    // bounds by the time the counts are checked, so the template is checked on its own.
    #expect(
      BatchUpdateError.negativeItemCount(section: 2).message
        == "Invalid update: invalid number of items in section 2. Attempt to delete more items "
        + "than exist in section.")
  }

  @Test func deleteBounds() {
    #expect(
      failureMessage([4], BatchUpdate(deleteItems: [path(0, 4)]))
        == "attempt to delete item 4 from section 0 which only contains 4 items before the update")
    #expect(
      failureMessage([4], BatchUpdate(deleteItems: [path(2, 0)]))
        == "attempt to delete item 0 from section 2, but there are only 1 sections before the "
        + "update")
    #expect(
      failureMessage([4, 4], BatchUpdate(deleteSections: [3]))
        == "attempt to delete section 3, but there are only 2 sections before the update")
    // A reload out of bounds is reported as its delete half, as UIKit does.
    #expect(
      failureMessage([4], BatchUpdate(reloadItems: [path(0, 7)]))
        == "attempt to delete item 7 from section 0 which only contains 4 items before the update")
    #expect(
      failureMessage([4], BatchUpdate(reloadSections: [1]))
        == "attempt to delete section 1, but there are only 1 sections before the update")
  }

  @Test func insertBounds() {
    #expect(
      failureMessage([4], BatchUpdate(insertItems: [path(0, 6)]))
        == "attempt to insert item 6 into section 0, but there are only 5 items in section 0 "
        + "after the update")
    #expect(
      failureMessage([4], BatchUpdate(insertItems: [path(1, 0)]))
        == "attempt to insert item 0 into section 1, but there are only 1 sections after the "
        + "update")
    #expect(
      failureMessage([1], BatchUpdate(insertSections: [3]))
        == "attempt to insert section 3 but there are only 2 sections after the update")
  }

  @Test func insertBoundsUseTheDataSourceCounts() {
    // With `after`, bounds are checked against it before the counts are.
    let batch = BatchUpdate(insertItems: [path(0, 4)], after: countSections([4]))
    #expect(
      failureMessage([4], batch)
        == "attempt to insert item 4 into section 0, but there are only 4 items in section 0 "
        + "after the update")
  }

  @Test func deleteAndReload() {
    #expect(
      failureMessage([4], BatchUpdate(deleteItems: [path(0, 1)], reloadItems: [path(0, 1)]))
        == "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})")
    #expect(
      failureMessage([4, 4], BatchUpdate(deleteSections: [1], reloadSections: [1]))
        == "attempt to delete and reload the same index path "
        + "({length = 2, path = 1 - 9223372036854775807})")
  }

  @Test func deleteAndMove() {
    let expected =
      "attempt to perform a delete and a move from the same index path "
      + "({length = 2, path = 0 - 1})"
    #expect(
      failureMessage(
        [4], BatchUpdate(deleteItems: [path(0, 1)], moveItems: [move(path(0, 1), path(0, 0))]))
        == expected)
    // A reload is a delete: reloading a moved item is the same conflict.
    #expect(
      failureMessage(
        [4], BatchUpdate(reloadItems: [path(0, 1)], moveItems: [move(path(0, 1), path(0, 2))]))
        == expected)
    #expect(
      failureMessage(
        [1, 1],
        BatchUpdate(deleteSections: [0], moveSections: [SectionMove(from: 0, to: 0)]))
        == "attempt to perform a delete and a move from the same section (0)")
  }

  @Test func insertAndMove() {
    let expected =
      "attempt to perform an insert and a move to the same index path "
      + "({length = 2, path = 0 - 0})"
    #expect(
      failureMessage(
        [4], BatchUpdate(insertItems: [path(0, 0)], moveItems: [move(path(0, 2), path(0, 0))]))
        == expected)
    // A reload's adjusted path ignores moves: reloading (0, 0) while moving to (0, 0) collides.
    #expect(
      failureMessage(
        [4], BatchUpdate(reloadItems: [path(0, 0)], moveItems: [move(path(0, 3), path(0, 0))]))
        == expected)
    #expect(
      failureMessage(
        [1, 1],
        BatchUpdate(insertSections: [0], moveSections: [SectionMove(from: 1, to: 0)]))
        == "attempt to perform an insert and a move to the same section (0)")
  }

  @Test func moveFromDeletedOrIntoInsertedSection() {
    #expect(
      failureMessage(
        [2, 2, 2],
        BatchUpdate(deleteSections: [0], moveItems: [move(path(0, 0), path(0, 0))]))
        == "cannot move an item from a deleted section (0)")
    #expect(
      failureMessage(
        [2], BatchUpdate(insertSections: [0], moveItems: [move(path(0, 0), path(0, 0))]))
        == "cannot move an item into a newly inserted section (0)")
    // A reloaded section is deleted and inserted.
    #expect(
      failureMessage(
        [2, 2], BatchUpdate(reloadSections: [1], moveItems: [move(path(1, 0), path(0, 0))]))
        == "cannot move an item from a deleted section (1)")
    #expect(
      failureMessage(
        [2, 2], BatchUpdate(reloadSections: [1], moveItems: [move(path(0, 0), path(1, 0))]))
        == "cannot move an item into a newly inserted section (1)")
  }

  @Test func moveBounds() {
    #expect(
      failureMessage([1, 1], BatchUpdate(moveSections: [SectionMove(from: 3, to: 0)]))
        == "attempt to move section 3, but there are only 2 sections before the update")
    #expect(
      failureMessage([3], BatchUpdate(moveItems: [move(path(2, 0), path(0, 0))]))
        == "attempt to move index path ({length = 2, path = 2 - 0}) from a section that does "
        + "not exist - there are only 1 sections before the update")
    #expect(
      failureMessage([3], BatchUpdate(moveItems: [move(path(0, 5), path(0, 0))]))
        == "attempt to move index path ({length = 2, path = 0 - 5}) that does not exist - there "
        + "are only 3 items in section 0 before the update")
    #expect(
      failureMessage([3], BatchUpdate(moveItems: [move(path(0, 0), path(1, 0))]))
        == "attempt to move index path ({length = 2, path = 0 - 0}) to index path "
        + "({length = 2, path = 1 - 0}) in section that does not exist - there are only 1 "
        + "sections after the update")
    #expect(
      failureMessage([3], BatchUpdate(moveItems: [move(path(0, 0), path(0, 3))]))
        == "attempt to move index path ({length = 2, path = 0 - 0}) to index path "
        + "({length = 2, path = 0 - 3}) that does not exist - there are only 3 items in "
        + "section 0 after the update")
  }

  @Test func moveDuplicates() {
    #expect(
      failureMessage(
        [3], BatchUpdate(moveItems: [move(path(0, 0), path(0, 2)), move(path(0, 0), path(0, 1))]))
        == "attempt to move item at index path {length = 2, path = 0 - 0} to both "
        + "{length = 2, path = 0 - 1} and {length = 2, path = 0 - 2}")
    #expect(
      failureMessage(
        [3], BatchUpdate(moveItems: [move(path(0, 1), path(0, 2)), move(path(0, 0), path(0, 2))]))
        == "attempt to move both item at index path {length = 2, path = 0 - 0} and "
        + "{length = 2, path = 0 - 1} to {length = 2, path = 0 - 2}")
    #expect(
      failureMessage(
        [1, 1, 1],
        BatchUpdate(moveSections: [SectionMove(from: 0, to: 1), SectionMove(from: 0, to: 2)]))
        == "attempt to move section 0 to both section 1 and section 2")
    #expect(
      failureMessage(
        [1, 1, 1],
        BatchUpdate(moveSections: [SectionMove(from: 1, to: 2), SectionMove(from: 0, to: 2)]))
        == "attempt to move both section 0 and section 1 to section 2")
  }

  @Test func exactDuplicateMovesAreDropped() throws {
    let batch = BatchUpdate(
      moveSections: [SectionMove(from: 1, to: 0), SectionMove(from: 1, to: 0)],
      moveItems: [move(path(0, 0), path(1, 1)), move(path(0, 0), path(1, 1))])
    let mapping = try UpdateMapping(before: countSections([2, 2]), batch: batch)
    #expect(mapping.movedSections == [SectionMove(from: 1, to: 0)])
    #expect(mapping.movedItems == [move(path(0, 0), path(1, 1))])
  }
}
