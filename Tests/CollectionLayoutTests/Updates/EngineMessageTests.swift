import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The engine's own messages (what UIKit leaves undefined or does not report), the order of
/// the checks, and the operations dropped without error.
@Suite struct EngineMessageTests {
  @Test func sectionMoveBeyondTheSectionsAfterTheUpdate() {
    #expect(
      failureMessage([1, 1], BatchUpdate(moveSections: [SectionMove(from: 0, to: 2)]))
        == "attempt to move section 0 to section 2, but there are only 2 sections after the "
        + "update")
  }

  @Test func duplicates() {
    #expect(
      failureMessage([4], BatchUpdate(deleteItems: [path(0, 1), path(0, 1)]))
        == "attempt to delete the same index path twice ({length = 2, path = 0 - 1})")
    #expect(
      failureMessage([1, 1], BatchUpdate(deleteSections: [1, 1]))
        == "attempt to delete section 1 twice")
    #expect(
      failureMessage([4], BatchUpdate(insertItems: [path(0, 1), path(0, 1)]))
        == "attempt to insert the same index path twice ({length = 2, path = 0 - 1})")
    #expect(
      failureMessage([1], BatchUpdate(insertSections: [0, 0]))
        == "attempt to insert section 0 twice")
    #expect(
      failureMessage([4], BatchUpdate(reloadItems: [path(0, 2), path(0, 2)]))
        == "attempt to reload the same index path twice ({length = 2, path = 0 - 2})")
    #expect(
      failureMessage([1, 1], BatchUpdate(reloadSections: [0, 0]))
        == "attempt to reload section 0 twice")
  }

  @Test func itemOperationsInAMovedSection() {
    let moved = SectionMove(from: 3, to: 0)
    let suffix = "the section is moved in the same update; apply item changes in a separate update"
    #expect(
      failureMessage(
        [1, 1, 1, 3], BatchUpdate(moveSections: [moved], deleteItems: [path(3, 1)]))
        == "cannot delete item 1 of section 3: " + suffix)
    #expect(
      failureMessage(
        [1, 1, 1, 3], BatchUpdate(moveSections: [moved], reloadItems: [path(3, 1)]))
        == "cannot reload item 1 of section 3: " + suffix)
    #expect(
      failureMessage(
        [1, 1, 1, 3], BatchUpdate(moveSections: [moved], insertItems: [path(0, 1)]))
        == "cannot insert item 1 into section 0: " + suffix)
  }

  @Test func itemMovesFromOrIntoAMovedSection() {
    let moved = SectionMove(from: 0, to: 2)
    #expect(
      failureMessage(
        [2, 2, 2], BatchUpdate(moveSections: [moved], moveItems: [move(path(0, 0), path(1, 0))]))
        == "cannot move item 0 of section 0 to item 0 of section 1: the source section is moved "
        + "in the same update; apply item changes in a separate update")
    #expect(
      failureMessage(
        [2, 2, 2], BatchUpdate(moveSections: [moved], moveItems: [move(path(1, 0), path(2, 0))]))
        == "cannot move item 0 of section 1 to item 0 of section 2: the destination section is "
        + "moved in the same update; apply item changes in a separate update")
  }

  @Test func reloadWhoseAdjustedPathFallsIntoAMovedSection() {
    // Section 1's reload is reinserted in section 1 (no section deletes or inserts), where
    // section 3 moves to.
    let batch = BatchUpdate(
      moveSections: [SectionMove(from: 3, to: 1)], reloadItems: [path(1, 0)])
    #expect(
      failureMessage([2, 2, 2, 2], batch)
        == "cannot reload item 0 of section 1: its adjusted index path "
        + "{length = 2, path = 1 - 0} (shifted by deletes and inserts, not by moves) is in "
        + "section 1, which is moved in the same update; apply item changes in a separate update"
    )
  }

  @Test func dataBeyondTheLimits() {
    // Possible only for sections built in code: a scenario is validated first.
    #expect(
      failureMessage([Int.max], BatchUpdate(deleteItems: [path(0, 0)]))
        == "cannot apply an update to 9223372036854775807 items; at most 10000000 are "
        + "supported")
    // A total past Int.max says so, never a saturated count.
    #expect(
      failureMessage([Int.max, 1], BatchUpdate(deleteItems: [path(0, 0)]))
        == "cannot apply an update to more than 9223372036854775807 items; at most 10000000 "
        + "are supported")
    let tooMany = BatchUpdateError(
      message: "cannot apply an update to 100001 sections; at most 100000 are supported")
    #expect(throws: tooMany) {
      try UpdateMapping(
        before: Array(repeating: LayoutSection(), count: 100_001), batch: BatchUpdate())
    }
  }

  // MARK: Order: first error wins, in UIKit's order

  @Test func reloadConflictsComeBeforeDeleteBounds() {
    let batch = BatchUpdate(deleteItems: [path(0, 9), path(0, 1)], reloadItems: [path(0, 1)])
    #expect(
      failureMessage([4], batch)
        == "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})")
  }

  @Test func deletesAreCheckedDescending() {
    let batch = BatchUpdate(deleteItems: [path(0, 9), path(1, 8)])
    #expect(
      failureMessage([2, 2], batch)
        == "attempt to delete item 8 from section 1 which only contains 2 items before the update")
  }

  @Test func aSectionDeleteComesBeforeTheItemsOfItsSection() {
    // Descending: (2, NSNotFound) before (2, 0); the item delete would be dropped anyway.
    let batch = BatchUpdate(deleteSections: [2], deleteItems: [path(2, 0), path(0, 7)])
    #expect(
      failureMessage([2, 2], batch)
        == "attempt to delete section 2, but there are only 2 sections before the update")
  }

  @Test func deletesComeBeforeInsertsAndInsertsAscending() {
    let both = BatchUpdate(deleteItems: [path(0, 9)], insertItems: [path(0, 9)])
    #expect(
      failureMessage([2], both)
        == "attempt to delete item 9 from section 0 which only contains 2 items before the update")
    let inserts = BatchUpdate(insertItems: [path(1, 8), path(0, 9)])
    #expect(
      failureMessage([2, 2], inserts)
        == "attempt to insert item 9 into section 0, but there are only 3 items in section 0 "
        + "after the update")
  }

  @Test func insertsComeBeforeMoves() {
    let batch = BatchUpdate(insertItems: [path(0, 9)], moveItems: [move(path(0, 8), path(0, 0))])
    #expect(
      failureMessage([2], batch)
        == "attempt to insert item 9 into section 0, but there are only 3 items in section 0 "
        + "after the update")
  }

  @Test func movesComeBeforeTheSectionCount() {
    let batch = BatchUpdate(
      moveItems: [move(path(0, 8), path(0, 0))], after: countSections([2, 2]))
    #expect(
      failureMessage([2], batch)
        == "attempt to move index path ({length = 2, path = 0 - 8}) that does not exist - there "
        + "are only 2 items in section 0 before the update")
  }

  @Test func theSectionCountComesBeforeItemCountsAndItemCountsAscend() {
    #expect(
      failureMessage([2, 2], BatchUpdate(after: countSections([3])))?.hasPrefix(
        "Invalid update: invalid number of sections.") == true)
    #expect(
      failureMessage([2, 2], BatchUpdate(after: countSections([2, 5])))?.hasPrefix(
        "Invalid update: invalid number of items in section 1.") == true)
    #expect(
      failureMessage([2, 2], BatchUpdate(after: countSections([3, 5])))?.hasPrefix(
        "Invalid update: invalid number of items in section 0.") == true)
  }

  @Test func withoutAfterSectionErrorsComeFirst() {
    // The derived item counts need a valid section map, so the section operations are
    // checked first (with `after`, the item delete (1, 9) would be reported first).
    let batch = BatchUpdate(deleteSections: [0, 0], deleteItems: [path(1, 9)])
    #expect(failureMessage([2, 2], batch) == "attempt to delete section 0 twice")
    var answered = batch
    answered.after = countSections([2])
    #expect(
      failureMessage([2, 2], answered)
        == "attempt to delete item 9 from section 1 which only contains 2 items before the update")
  }

  // MARK: Dropped operations

  @Test func itemOperationsInDeletedOrInsertedSectionsAreDropped() throws {
    let batch = BatchUpdate(
      deleteSections: [0], insertSections: [1],
      deleteItems: [path(0, 9), path(0, 0), path(1, 0)], insertItems: [path(1, 5), path(0, 0)],
      reloadItems: [path(0, 1)])
    let mapping = try UpdateMapping(before: countSections([2, 3]), batch: batch)
    #expect(mapping.deletedItems == [path(1, 0)])
    #expect(mapping.insertedItems == [path(0, 0)])
    #expect(mapping.reloadedItems == [])
    #expect(mapping.sectionsAfter.map(\.items.count) == [3, 0])
  }

  @Test func itemOperationsInAReloadedSectionAreDropped() throws {
    let batch = BatchUpdate(
      reloadSections: [1], deleteItems: [path(1, 0)], insertItems: [path(1, 7)],
      reloadItems: [path(1, 2)])
    let mapping = try UpdateMapping(before: countSections([2, 3]), batch: batch)
    #expect(mapping.deletedItems == [])
    #expect(mapping.insertedItems == [])
    #expect(mapping.reloadedItems == [])
    #expect(mapping.sectionsAfter.map(\.items.count) == [2, 3])
  }

  @Test func lookupsOutsideTheDataAreNil() throws {
    let mapping = try UpdateMapping(
      before: countSections([2]), batch: BatchUpdate(insertItems: [path(0, 0)]))
    #expect(mapping.newItem(forOld: path(0, 2)) == nil)
    #expect(mapping.newItem(forOld: path(-1, 0)) == nil)
    #expect(mapping.oldItem(forNew: path(0, 3)) == nil)
    #expect(mapping.oldItem(forNew: path(1, 0)) == nil)
    #expect(mapping.newSection(forOld: 1) == nil)
    #expect(mapping.oldSection(forNew: -1) == nil)
    #expect(!mapping.isMoved(old: path(5, 5)))
  }
}
