import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

@Suite struct SectionFateQueryTests {
  @Test func sectionFatesAnswerInConstantTime() throws {
    // Before: sections 0 1 2 3. Delete 0, reload 1 (to 0), move 3 to 1, insert 3.
    // After: 0 = reloaded old 1, 1 = moved old 3, 2 = kept old 2, 3 = inserted.
    let before = (0..<4).map { _ in LayoutSection(items: .count(1)) }
    let mapping = try UpdateMapping(
      before: before,
      batch: BatchUpdate(
        deleteSections: [0], insertSections: [3], reloadSections: [1],
        moveSections: [SectionMove(from: 3, to: 1)]))
    #expect((0..<4).map(mapping.isDeleted(oldSection:)) == [true, false, false, false])
    #expect((0..<4).map(mapping.isReloaded(oldSection:)) == [false, true, false, false])
    #expect((0..<4).map(mapping.isMoved(oldSection:)) == [false, false, false, true])
    #expect((0..<4).map(mapping.isInserted(newSection:)) == [false, false, false, true])
    #expect((0..<4).map(mapping.isReloaded(newSection:)) == [true, false, false, false])
    #expect(mapping.newSection(forOld: 2) == 2)
    #expect(mapping.isDeleted(oldSection: 9) == false)
    #expect(mapping.isInserted(newSection: -1) == false)
  }
}
