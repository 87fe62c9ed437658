import CollectionLayout
import Testing

/// Updates that give the data of their inserted and reloaded items without restating the
/// section in `after`: decoding, the sections after the update (hand-computed), and the
/// located errors word for word (listed in the error catalogue).
@Suite struct ItemDataTests {
  /// A scenario whose one section is `section`, with `steps`.
  static func json(_ steps: String, section: String = #"{"items": 5}"#) -> String {
    scenarioJSON(#""sections": [\#(section)], "steps": [\#(steps)]"#)
  }

  @Test func entriesGiveAPathOrAPathAndAnItem() throws {
    let scenario = try ScenarioDecoder.decode(
      Self.json(
        #"""
        {"update": {"insertItems": [[0, 0], {"at": [0, 5], "item": {"id": "new", "height": 96}},
                                    {"at": [0, 6], "item": "named"}],
                    "reloadItems": [{"at": [0, 1], "item": {"estimatedHeight": 70}}, [0, 2]]}}
        """#))
    let path = { (item: Int) in ItemPath(section: 0, item: item) }
    #expect(
      scenario.steps == [
        .update(
          BatchUpdate(
            insertItems: [path(0), path(5), path(6)], reloadItems: [path(1), path(2)],
            insertedItemData: [
              path(5): Item(id: "new", height: 96), path(6): Item(id: "named"),
            ],
            reloadedItemData: [path(1): Item(estimatedHeight: 70)]))
      ])
  }

  @Test func theDataReplacesTheDefaultsOfInsertedAndReloadedItems() throws {
    // 5 rows of 44 in a .count section; insert a 96-point item at 2 and reload item 4 (its
    // path after the update is 5) to 10 points: rows 44, 44, 96, 44, 44, 10 → 282 tall.
    let frames = try ScenarioDecoder.decode(
      Self.json(
        #"""
        {"update": {"insertItems": [{"at": [0, 2], "item": {"height": 96}}],
                    "reloadItems": [{"at": [0, 4], "item": {"height": 10}}],
                    "animation": {"duration": 0}}}
        """#)
    ).frames()
    #expect(frames.steps[0].contentSize.height == 220)
    #expect(frames.steps[1].contentSize.height == 282)
    let items = frames.steps[1].elements.filter { $0.id.kind == .item }
    #expect(items.map(\.frame.height) == [44, 44, 96, 44, 44, 10])
    #expect(items.map(\.frame.minY) == [0, 44, 88, 184, 228, 272])
  }

  @Test func aListSectionKeepsItsOtherItems() throws {
    // Items 60, 80, 30; insert a 50 at 1; reload item 2 (path 3 after) without data: it keeps
    // its 30.
    let frames = try ScenarioDecoder.decode(
      Self.json(
        #"""
        {"update": {"insertItems": [{"at": [0, 1], "item": {"height": 50}}],
                    "reloadItems": [[0, 2]], "animation": {"duration": 0}}}
        """#,
        section: #"{"items": [{"height": 60}, {"height": 80}, {"height": 30}]}"#)
    ).frames()
    let items = frames.steps[1].elements.filter { $0.id.kind == .item }
    #expect(items.map(\.frame.height) == [60, 50, 80, 30])
  }

  @Test func wrongItemDataIsLocated() {
    #expect(
      decodingIssues(
        Self.json(
          #"""
          {"update": {"insertItems": [{"at": [0, 5], "item": {"height": -4}}, {"at": [0, 6]},
                                      {"item": "x", "at": [0, 7], "size": 3}]}},
          {"update": {"insertItems": [{"at": [0, 0], "item": "a"}], "after": [{"items": 6}]}}
          """#)) == [
          #"steps[0].update.insertItems[0].item.height: expected a number > 0, got -4"#,
          #"steps[0].update.insertItems[1]: missing required key "item""#,
          #"steps[0].update.insertItems[2].size: unknown key; expected one of "at", "item""#,
          #"steps[1].update.after: expected either "after" or items given with insertItems and reloadItems, got both: an update with "after" gives every item there"#,
        ])
  }

  /// The problems an update with `batch` reports, of a grid of one section of 3 items.
  static func problems(of batch: BatchUpdate) throws -> [String] {
    let layout = try GridLayout(
      environment: LayoutEnvironment(viewport: LayoutSize(width: 320, height: 480)),
      sections: [LayoutSection(items: .count(3))])
    do {
      _ = try LayoutUpdate(layout: layout, contentOffset: .zero, batch: batch)
      return []
    } catch {
      return error.message.components(separatedBy: "; ")
    }
  }

  @Test func dataForAnItemTheBatchDoesNotListIsRefused() throws {
    // Only a batch built in Swift can give it: a document writes the data in the entry.
    // Applied, the reloaded data would change item 1, which is not reloaded, to 10 points.
    let path = { (item: Int) in ItemPath(section: 0, item: item) }
    let batch = BatchUpdate(
      insertItems: [path(0)], reloadItems: [path(2)],
      insertedItemData: [path(0): Item(height: 20), path(3): Item(height: 30)],
      reloadedItemData: [path(1): Item(height: 10), path(2): Item(height: -1)])
    #expect(
      try Self.problems(of: batch) == [
        "update.insertedItemData: expected data only for items listed in insertItems, got data "
          + "for [0, 3], which insertItems does not list: list the item there, or remove its data",
        "update.reloadedItemData: expected data only for items listed in reloadItems, got data "
          + "for [0, 1], which reloadItems does not list: list the item there, or remove its data",
        "update.reloadItems[0].item.height: expected a number > 0, got -1",
      ])
  }

  @Test func problemsOfAscendingDataComeAtTheirEntries() throws {
    // Listed in ascending order (nothing sorted): each problem at its own entry, in the order
    // of the paths, the items with nothing but an id passed over, and each value of an item
    // with several checked.
    let path = { (item: Int) in ItemPath(section: 0, item: item) }
    let batch = BatchUpdate(
      insertItems: [path(0), path(1), path(2), path(3)],
      insertedItemData: [
        path(0): Item(id: "a"), path(1): Item(id: "b", width: -2, height: -1),
        path(2): Item(id: "c"), path(3): Item(version: -5),
      ])
    #expect(
      try Self.problems(of: batch) == [
        "update.insertItems[1].item.width: expected a number > 0, got -2",
        "update.insertItems[1].item.height: expected a number > 0, got -1",
        "update.insertItems[3].item.version: expected an integer >= 0, got -5",
      ])
  }

  @Test func problemsOfListedDataComeByPathAtTheirLastEntry() throws {
    // Every key listed, the list not in order and [0, 1] listed twice: the problems come in
    // the order of the paths, each at the entry that lists its path last.
    let path = { (item: Int) in ItemPath(section: 0, item: item) }
    let batch = BatchUpdate(
      insertItems: [path(4), path(1), path(0), path(1), path(2)],
      insertedItemData: [
        path(4): Item(height: -4), path(1): Item(height: -1), path(0): Item(height: 20),
        path(2): Item(imageSize: LayoutSize(width: 0.5, height: 300)),
      ])
    #expect(
      try Self.problems(of: batch) == [
        "update.insertItems[3].item.height: expected a number > 0, got -1",
        "update.insertItems[4].item.imageSize.width: expected a whole number of pixels between "
          + "1 and 1000000, got 0.5",
        "update.insertItems[0].item.height: expected a number > 0, got -4",
      ])
  }

  @Test func anUpdateOfADataSourceTakesNoItemData() {
    let json = scenarioJSON(
      #"""
      "dataSource": {"name": "list", "sections": [{"id": "s", "items": ["a", "b"]}]},
      "steps": [{"update": {"source": "list", "insertItems": [[0, 0], {"at": [0, 1], "item": "c"}]}}]
      """#)
    #expect(
      decodingIssues(json) == [
        "steps[0].update.insertItems[1]: expected a path [section, item]: an update addressed to "
          + "a data source takes no item data (apply or load the source's items instead)"
      ])
  }
}
