import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Twenty 44-point items in one column, in a 320 × 240 viewport without insets: item i spans
/// 44 i ..< 44 (i + 1); the content is 880 points tall.
@Suite struct TransitionTests {
  private func update(
    items: Int = 20, offsetY: Double, _ batch: BatchUpdate, viewportHeight: Double = 240
  ) throws -> LayoutUpdate<GridLayout> {
    let layout = try makeLayout(
      height: viewportHeight, sections: [LayoutSection(items: .count(items))])
    return try LayoutUpdate(
      layout: layout, contentOffset: LayoutPoint(x: 0, y: offsetY), batch: batch)
  }

  private func path(_ section: Int, _ item: Int) -> ItemPath {
    ItemPath(section: section, item: item)
  }

  @Test func anInsertAboveTheViewportKeepsTheContentStill() throws {
    let update = try update(
      offsetY: 300, BatchUpdate(insertItems: [path(0, 0), path(0, 1)]))
    // The anchor is item 6 (264 ..< 308), 36 points above the top edge; it becomes item 8 at
    // 352, so the target is 352 + 36 = 388: everything on screen stays where it was.
    #expect(update.targetContentOffset == LayoutPoint(x: 0, y: 388))
    #expect(update.contentOffsetDelta == LayoutPoint(x: 0, y: 88))
    #expect(update.contentSizeDelta == LayoutSize(width: 0, height: 88))
    let changes = update.changes(for: .visible)
    #expect(changes.map(\.change) == Array(repeating: .kept, count: 7))
    #expect(changes.first?.before == .item(section: 0, item: 6))
    #expect(changes.first?.after == .item(section: 0, item: 8))
    #expect(changes.first?.initial.frame.minY == 264)
    #expect(changes.first?.final.frame.minY == 352)
  }

  @Test func aDeleteInsideTheViewportFadesOutInPlace() throws {
    let update = try update(
      offsetY: 100, BatchUpdate(deleteItems: [path(0, 4), path(0, 5)]))
    // Item 2 (88 ..< 132) is the anchor and survives at the same place: the offset stays.
    #expect(update.targetContentOffset == LayoutPoint(x: 0, y: 100))
    let changes = update.changes(for: .visible)
    let deleted = changes.filter { $0.change == .deleted }
    #expect(deleted.map(\.before) == [.item(section: 0, item: 4), .item(section: 0, item: 5)])
    #expect(deleted.first?.final.alpha == 0)
    #expect(deleted.first?.final.frame == deleted.first?.initial.frame)
    // Old items 8 and 9 were below the viewport and slide up into it as items 6 and 7.
    let arriving = changes.first { $0.after == .item(section: 0, item: 7) }
    #expect(arriving?.change == .kept)
    #expect(arriving?.before == .item(section: 0, item: 9))
    #expect(arriving?.initial.frame.minY == 396)
    #expect(arriving?.final.frame.minY == 308)
  }

  @Test func anInsertedItemFadesInWhereItWillRest() throws {
    let update = try update(offsetY: 300, BatchUpdate(insertItems: [path(0, 9)]))
    // Anchor item 6 does not move: the target stays 300, delta 0.
    #expect(update.targetContentOffset.y == 300)
    let inserted = try #require(update.changes(for: .visible).first { $0.change == .inserted })
    #expect(inserted.after == .item(section: 0, item: 9))
    #expect(inserted.before == nil)
    #expect(inserted.initial.alpha == 0)
    #expect(inserted.initial.frame == LayoutRect(x: 0, y: 396, width: 320, height: 44))
    #expect(inserted.final.alpha == 1)
  }

  @Test func appearingAndDisappearingFramesCompensateTheOffsetDelta() throws {
    // At the bottom (offset 640), deleting the last two items clamps the target to 552.
    let update = try update(offsetY: 640, BatchUpdate(deleteItems: [path(0, 18), path(0, 19)]))
    #expect(update.targetContentOffset.y == 552)
    #expect(update.contentOffsetDelta.y == -88)
    let deleted = try #require(update.changes(for: .visible).first { $0.change == .deleted })
    // Item 18 at 792 ends at 792 - 88 = 704 in content coordinates: on screen it stays at
    // 792 - 640 = 704 - 552 = 152.
    #expect(deleted.initial.frame.minY == 792)
    #expect(deleted.final.frame.minY == 704)
  }

  @Test func anchorsChooseTheTargetOffset() throws {
    let insertTwo = [path(0, 0), path(0, 1)]
    #expect(
      try update(offsetY: 300, BatchUpdate(insertItems: insertTwo, anchor: .top))
        .targetContentOffset.y == 0)
    #expect(
      try update(offsetY: 300, BatchUpdate(insertItems: insertTwo, anchor: .proposed))
        .targetContentOffset.y == 300)
    // Bottom: 880 + 0 - (300 + 240) = 340 from the bottom; the content grows to 968.
    #expect(
      try update(offsetY: 300, BatchUpdate(insertItems: insertTwo, anchor: .bottom))
        .targetContentOffset.y == 968 - 240 - 340)
    // At the top, automatic stays at the top even though items are inserted above.
    #expect(
      try update(offsetY: 0, BatchUpdate(insertItems: insertTwo)).targetContentOffset.y == 0)
  }

  @Test func slidingSectionsEnterFromOneSideAndLeaveToTheOther() throws {
    let layout = try makeLayout(sections: [LayoutSection(items: .count(2))])
    let update = try LayoutUpdate(
      layout: layout, contentOffset: .zero,
      batch: BatchUpdate(
        deleteSections: [0], insertSections: [0], after: [LayoutSection(items: .count(3))],
        insertedSectionsSlideFrom: .trailing))
    let changes = update.changes(for: .visible)
    let inserted = try #require(changes.first { $0.change == .inserted })
    #expect(inserted.initial.frame.minX == 320)
    #expect(inserted.initial.alpha == 1)
    let deleted = try #require(changes.first { $0.change == .deleted })
    #expect(deleted.final.frame.minX == -320)
    #expect(deleted.final.alpha == 1)
  }

  @Test func everyElementOfBothLayoutsHasExactlyOneRecord() throws {
    let sections = [
      LayoutSection(
        items: .count(7),
        metrics: SectionMetrics(
          columns: 3, separators: SeparatorMetrics(row: true, column: true, section: true)),
        headers: [Supplementary(height: 30, isPinned: true)]),
      LayoutSection(items: .count(4), footers: [Supplementary(height: 20)]),
    ]
    let layout = try makeLayout(sections: sections)
    let batch = BatchUpdate(
      deleteItems: [path(0, 1)], insertItems: [path(0, 0), path(1, 3)],
      moveItems: [ItemMove(from: path(1, 0), to: path(0, 3))])
    let update = try LayoutUpdate(layout: layout, contentOffset: .zero, batch: batch)
    let changes = update.changes(for: .all)
    let befores = changes.compactMap(\.before)
    let afters = changes.compactMap(\.after)
    #expect(Set(befores).count == befores.count)
    #expect(Set(afters).count == afters.count)
    #expect(Set(befores) == Set(update.oldLayout.allElements().map(\.id)))
    #expect(Set(afters) == Set(update.newLayout.allElements().map(\.id)))
    #expect(changes.first { $0.before == .item(section: 1, item: 0) }?.change == .moved)
  }

  @Test func animationFramesStartAtTheInitialAndEndAtTheFinalAttributes() throws {
    let update = try update(
      offsetY: 300,
      BatchUpdate(
        insertItems: [path(0, 0), path(0, 1)], anchor: .proposed,
        animation: UpdateAnimation(duration: 0.1, fps: 30, curve: .easeInOut)))
    let changes = update.changes(for: .visible)
    let frames = update.animationFrames(for: changes)
    #expect(frames.map(\.time) == [0, 1.0 / 30, 2.0 / 30, 0.1])
    #expect(frames.first?.contentOffset.y == 300)
    #expect(frames.last?.contentOffset.y == 300)
    for element in frames.last?.elements ?? [] {
      #expect(element.frame == changes[element.change].final.frame)
      #expect(element.alpha == changes[element.change].final.alpha)
    }
    for element in frames.first?.elements ?? [] {
      #expect(element.frame == changes[element.change].initial.frame)
    }
  }
}
