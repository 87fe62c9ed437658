import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The identity diff on small cases worked by hand (the cases of the reference notes, H1 to
/// H6), and each way the engine makes a batch UIKit would take.
@Suite struct IdentityDiffTests {
  private func diff(_ before: [LayoutSection], _ after: [LayoutSection]) throws -> BatchUpdate {
    let batch = try BatchUpdate(from: before, to: after)
    #expect(identityProblems(before: before, after: after, batch: batch) == [])
    return batch
  }

  private func moves(_ batch: BatchUpdate) -> [String] {
    batch.moveItems.map { "\($0.from.section),\($0.from.item)>\($0.to.section),\($0.to.item)" }
  }

  @Test func anAdjacentSwapIsOneMove() throws {
    // H1: [A, B, C, D] -> [B, A, C, D]: B moves before A (DifferenceKit's choice).
    let batch = try diff(
      [identified("s", ["A", "B", "C", "D"])], [identified("s", ["B", "A", "C", "D"])])
    #expect(moves(batch) == ["0,1>0,0"])
    #expect(batch.deleteItems.isEmpty && batch.insertItems.isEmpty)
  }

  @Test func aReversalMovesAllButOne() throws {
    // H2 and H3: [A, B, C] -> [C, B, A] moves C and B; five reversed, four moves.
    let three = try diff([identified("s", ["A", "B", "C"])], [identified("s", ["C", "B", "A"])])
    #expect(moves(three) == ["0,2>0,0", "0,1>0,1"])
    let five = try diff(
      [identified("s", ["A", "B", "C", "D", "E"])], [identified("s", ["E", "D", "C", "B", "A"])])
    #expect(five.moveItems.count == 4)
  }

  @Test func movingTheFirstItemToTheEndMovesEveryOtherOne() throws {
    // Heckel's worst case: the minimum is one move (A), Heckel moves B, C and D.
    let batch = try diff(
      [identified("s", ["A", "B", "C", "D"])], [identified("s", ["B", "C", "D", "A"])])
    #expect(moves(batch) == ["0,1>0,0", "0,2>0,1", "0,3>0,2"])
  }

  @Test func duplicateIDsAreErrorsAtTheSecondOne() throws {
    // H4: [A, A, B, B] is rejected at the second A, on the side it is on.
    #expect(
      throws: IdentityError(
        side: .before, problem: .duplicateItemID("A", path: path(0, 1), first: path(0, 0)))
    ) {
      try BatchUpdate(from: [identified("s", ["A", "A", "B", "B"])], to: [identified("s", ["B"])])
    }
    let error = #expect(throws: IdentityError.self) {
      try BatchUpdate(
        from: [identified("s", ["B"])],
        to: [identified("s", ["B", "C"]), identified("t", ["D", "C"])])
    }
    #expect(
      error?.message
        == "duplicate item id \"C\" at [1, 1], first used at [0, 1], in the data the step gives")
    let sections = #expect(throws: IdentityError.self) {
      try BatchUpdate(from: [identified("s", [])], to: [identified("s", []), identified("s", [])])
    }
    #expect(
      sections?.message
        == "duplicate section id \"s\" at section 1, first used at section 0, in the data the "
        + "step gives")
  }

  @Test func missingIDsAreNamed() throws {
    let section = #expect(throws: IdentityError.self) {
      try BatchUpdate(from: [LayoutSection(items: .count(0))], to: [])
    }
    #expect(
      section?.message
        == "section 0 has no id in the data before the step; sections are matched by id, so "
        + "each needs one")
    let item = #expect(throws: IdentityError.self) {
      try BatchUpdate(
        from: [LayoutSection(items: .count(3), id: "s")], to: [identified("s", ["a"])])
    }
    #expect(
      item?.message
        == "the item at [0, 0] has no id in the data before the step; items are matched by id, "
        + "so each needs one (a section whose items are a count has none)")
    // Equal counts are the same anonymous items; a deleted section needs no item ids.
    let counts = try diff(
      [LayoutSection(items: .count(3), id: "s"), LayoutSection(items: .count(2), id: "gone")],
      [LayoutSection(items: .count(3), id: "s")])
    #expect(counts.deleteSections == [1] && counts.deleteItems.isEmpty)
  }

  @Test func aMovedItemWhoseVersionChangedIsDeletedAndInserted() throws {
    // H6: [A, B, C] -> [B, C, A'] cannot move and reload A in one batch.
    let batch = try diff([identified("s", ["A", "B", "C"])], [identified("s", ["B", "C", "A@1"])])
    #expect(batch.deleteItems == [path(0, 0)])
    #expect(batch.insertItems == [path(0, 2)])
    #expect(batch.moveItems.isEmpty && batch.reloadItems.isEmpty)
  }

  @Test func aReloadThatMovesWouldLandElsewhereIsDeletedAndInserted() throws {
    // [A, B, C, D] -> [D, A, B', C]: D moves to the top; B's adjusted path (0, 1) ignores the
    // move, so a reload would put B' before A.
    let batch = try diff(
      [identified("s", ["A", "B", "C", "D"])], [identified("s", ["D", "A", "B@1", "C"])])
    #expect(batch.reloadItems.isEmpty)
    #expect(batch.deleteItems == [path(0, 1)] && batch.insertItems == [path(0, 2)])
    // Without the move, the reload stays a reload.
    let plain = try diff([identified("s", ["A", "B", "C"])], [identified("s", ["A", "B@1", "C"])])
    #expect(plain.reloadItems == [path(0, 1)])
  }

  @Test func itemsCrossingIntoOrOutOfReplacedSectionsAreInsertsAndDeletes() throws {
    let before = [identified("a", ["x", "y"]), identified("b", ["z"])]
    // b is deleted: z, moving into a, is an insert there; y, moving into new section c,
    // is a delete from a.
    let batch = try diff(before, [identified("a", ["x", "z"]), identified("c", ["y"])])
    #expect(batch.deleteSections == [1] && batch.insertSections == [1])
    #expect(batch.deleteItems == [path(0, 1)] && batch.insertItems == [path(0, 1)])
    #expect(batch.moveItems.isEmpty)
    // A moved between two kept sections is a move.
    let across = try diff(before, [identified("a", ["x"]), identified("b", ["y", "z"])])
    #expect(moves(across) == ["0,1>1,0"])
  }

  @Test func aSectionWithItemChangesStaysAndTheOthersMove() throws {
    // [A, B, C, D] -> [B, C, D, A] with B's items changed: the heaviest order keeps B, C, D
    // in place and moves A; unweighted Heckel would move B and replace it.
    let before = ["A", "B", "C", "D"].map { identified($0, [$0.lowercased()]) }
    var after = [before[1], before[2], before[3], before[0]]
    after[0] = identified("B", ["b", "b2"])
    let batch = try diff(before, after)
    #expect(batch.moveSections == [SectionMove(from: 0, to: 3)])
    #expect(batch.insertItems == [path(0, 1)])
    // Two changed sections that swap: one of them has to move, so it is replaced (A, the
    // second in the new order); B stays and gets its insert.
    let swapped = try diff(
      [identified("A", ["a"]), identified("B", ["b"])],
      [identified("B", ["b", "b2"]), identified("A", ["a", "a2"])])
    #expect(swapped.deleteSections == [0] && swapped.insertSections == [1])
    #expect(swapped.insertItems == [path(0, 1)])
  }

  @Test func sectionVersionsReloadSectionsInPlace() throws {
    let before = [identified("A", ["a"]), identified("B", ["b"]), identified("C", ["c"])]
    let batch = try diff(before, [before[0], identified("B", ["b"], version: 1), before[2]])
    #expect(batch.reloadSections == [1])
    // A reloaded section that has to move is replaced, and then nothing else moves.
    let moved = try diff(before, [identified("B", ["b"], version: 1), before[0], before[2]])
    #expect(moved.reloadSections.isEmpty && moved.moveSections.isEmpty)
    #expect(moved.deleteSections == [1] && moved.insertSections == [0])
  }
}
