import CollectionLayoutCore
import Testing

/// Identity diffing and data sources live in the core: this file imports the core alone (no
/// documents module, nothing `@testable`), diffs two lists of sections by id, applies the
/// batch to a grid and finds every item where the new data puts it, as a Swift user without
/// documents does.
@Suite struct DiffingWithTheCoreAloneTests {
  private static func section(_ id: String, _ itemIDs: [String]) -> LayoutSection {
    LayoutSection(items: .list(itemIDs.map { Item(id: $0, height: 50) }), id: id)
  }

  @Test func aBatchDiffedByIDAppliesToAGrid() throws {
    let before = [Self.section("fruit", ["apple", "pear", "plum"]), Self.section("veg", ["leek"])]
    let after = [Self.section("fruit", ["plum", "apple"]), Self.section("veg", ["leek", "kale"])]
    let batch = try BatchUpdate(from: before, to: after)
    // "pear" goes (old [0, 1]), "kale" comes (new [1, 1]); "plum" moves before "apple", which
    // stays: it is the first item still waiting in its old section (Heckel's rule).
    #expect(batch.deleteItems == [ItemPath(section: 0, item: 1)])
    #expect(batch.insertItems == [ItemPath(section: 1, item: 1)])
    #expect(
      batch.moveItems.map { [$0.from, $0.to] }
        == [[ItemPath(section: 0, item: 2), ItemPath(section: 0, item: 0)]])
    #expect(batch.moveSections.isEmpty && batch.reloadItems.isEmpty)

    let layout = try GridLayout(
      environment: LayoutEnvironment(viewport: LayoutSize(width: 320, height: 480)),
      sections: before)
    let update = try LayoutUpdate(layout: layout, contentOffset: .zero, batch: batch)
    let ids = update.newLayout.sections.map { section -> [String] in
      guard case .list(let items) = section.items else { return [] }
      return items.compactMap(\.id)
    }
    #expect(ids == [["plum", "apple"], ["leek", "kale"]])
    let plum = try #require(update.newLayout.attributes(forItemID: "plum", at: .zero))
    let apple = try #require(update.newLayout.attributes(forItemID: "apple", at: .zero))
    #expect(plum.frame.minY < apple.frame.minY)
  }

  @Test func aComposedDataSourceShowsItsChildrenInTurn() {
    let tree = DataSource(
      content: .composed([
        DataSource(name: "top", content: .sections([Self.section("a", ["1"])])),
        DataSource(name: "bottom", content: .sections([Self.section("b", ["2", "3"])])),
      ]))
    #expect(tree.visibleSections().compactMap(\.id) == ["a", "b"])
    #expect(tree.sourceNames() == ["top", "bottom"])
  }
}
