import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore

/// What an update shares rather than copies: the mapping's fields in one box (copies compare
/// and hash as the values they hold), and a specialized kind's stream reached by comparing
/// metatypes and reading the update in place (its records those of the generic code; another
/// kind's update is not taken).
@Suite struct UpdateSharingTests {
  @Test func mappingsCompareAndHashByTheirValuesWhetherOrNotTheyShareTheirBox() throws {
    let sections = (0..<3).map { section in
      LayoutSection(items: .list((0..<40).map { Item(id: "s\(section)-\($0)") }))
    }
    let batch = BatchUpdate(
      deleteItems: [ItemPath(section: 0, item: 3)],
      insertItems: [ItemPath(section: 1, item: 7)],
      moveItems: [ItemMove(from: ItemPath(section: 2, item: 0), to: ItemPath(section: 1, item: 0))])
    let first = try UpdateMapping(before: sections, batch: batch)
    let second = try UpdateMapping(before: sections, batch: batch)
    let copy = first
    #expect(first == copy)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(Set([first, second, copy]).count == 1)
    // Another batch: other maps and lists.
    let other = try UpdateMapping(
      before: sections, batch: BatchUpdate(deleteItems: [ItemPath(section: 0, item: 4)]))
    #expect(first != other)
    // The same maps, other sections after the update.
    var changed = copy
    changed.sectionsAfter[0].items = .count(39)
    #expect(changed != first)
    #expect(first == second)
    #expect(first.deletedItems == [ItemPath(section: 0, item: 3)])
    #expect(first.insertedItems == [ItemPath(section: 1, item: 7)])
    #expect(first.newItem(forOld: ItemPath(section: 2, item: 0)) == ItemPath(section: 1, item: 0))
    #expect(first.oldItem(forNew: ItemPath(section: 0, item: 3)) == ItemPath(section: 0, item: 4))
  }

  @Test func aKindTakesOnlyItsOwnUpdatesAndStreamsTheGenericRecords() throws {
    let grid = try #require(StreamedChangesTests.layout(named: "demo") as? GridLayout)
    let flow = try #require(
      StreamedChangesTests.layout(named: "flow-horizontal") as? FlowLayout)
    let gridUpdate = try LayoutUpdate(
      layout: grid, contentOffset: grid.initialContentOffset,
      batch: BatchUpdate(deleteItems: [ItemPath(section: 0, item: 1)]))
    let flowUpdate = try LayoutUpdate(
      layout: flow, contentOffset: flow.initialContentOffset,
      batch: BatchUpdate(deleteItems: [ItemPath(section: 0, item: 0)]))
    #expect(
      GridLayout.forEachChange(ifOwnKind: flowUpdate, for: .all, limit: .max) { _, _ in true }
        == nil)
    #expect(
      FlowLayout.forEachChange(ifOwnKind: gridUpdate, for: .all, limit: .max) { _, _ in true }
        == nil)
    for mode in [OutputMode.all, .visible] {
      var own: [ElementChange] = []
      let ownEnd = GridLayout.forEachChange(ifOwnKind: gridUpdate, for: mode, limit: .max) {
        record, _ in
        own.append(record)
        return true
      }
      var generic: [ElementChange] = []
      let genericEnd = gridUpdate.streamChanges(for: mode, limit: .max) { record, _ in
        generic.append(record)
        return true
      }
      #expect(ownEnd == genericEnd)
      #expect(own == generic)
      #expect(!own.isEmpty)
    }
  }
}
