import CollectionLayout
import Testing

/// Element ids of any kind: their text, their order and what is rejected.
@Suite struct ElementIDTests {
  @Test func builtInIdsReadAndWriteAsBefore() throws {
    let ids: [ElementID] = [
      .globalHeader(index: 1), .background(section: 0), .header(section: 0, index: 1),
      .placeholder(section: 2), .item(section: 3, item: 14), .rowSeparator(section: 0, row: 2),
      .columnSeparator(section: 0, row: 2, column: 1), .footer(section: 4, index: 0),
      .sectionSeparator(section: 5),
    ]
    #expect(
      ids.map(\.description) == [
        "globalHeader/1", "background/0", "header/0/1", "placeholder/2", "item/3/14",
        "rowSeparator/0/2", "columnSeparator/0/2/1", "footer/4/0", "sectionSeparator/5",
      ])
    for id in ids { #expect(ElementID(id.description) == id) }
    #expect(ElementID.item(section: 3, item: 14).section == 3)
    #expect(ElementID.item(section: 3, item: 14).itemPath == ItemPath(section: 3, item: 14))
    #expect(ElementID.globalHeader(index: 1).section == nil)
  }

  @Test func otherKindsTakeUpToFourIndexesOfAnySign() throws {
    let tile = try #require(ElementID("tile/-3/7"))
    #expect(tile.kind == ElementKind(rawValue: "tile"))
    #expect(Array(tile.indexes) == [-3, 7])
    #expect(tile.section == nil)
    #expect(ElementID("page")?.indexes.isEmpty == true)
    #expect(ElementID("tile/1/2/3/4")?.description == "tile/1/2/3/4")
    #expect(ElementID("tile/1/2/3/4/5") == nil)
  }

  @Test func malformedIdsAreRejected() {
    for text in [
      "", "item", "item/0", "item/0/1/2", "item/-1/0", "item/0/x", "item/0/01", "item/0/+1",
      "globalHeader/0/0", "bad kind/0", "tile//1", "tile/1/", "a/b/c",
    ] {
      #expect(ElementID(text) == nil, "\(text)")
    }
    #expect(ElementKind(rawValue: String(repeating: "k", count: 24)) == nil)
    #expect(ElementKind(rawValue: String(repeating: "k", count: 23))?.rawValue.count == 23)
    #expect(ElementKind.sectionSeparator.rawValue == "sectionSeparator")
    #expect(ElementKind(rawValue: "tile-2_x.y") != nil)
    #expect(ElementKind(rawValue: "tïle") == nil)
  }

  @Test func idsOrderByGroupThenKindThenIndexes() throws {
    let texts = [
      "tile/0/0", "item/1/0", "globalHeader/1", "page/0", "header/0/0", "globalHeader/0",
      "item/0/10", "item/0/2", "columnSeparator/0/1/0", "rowSeparator/0/1", "tile/-1/5",
    ]
    let sorted = try texts.map { try #require(ElementID($0)) }.sorted().map(\.description)
    #expect(
      sorted == [
        "globalHeader/0", "globalHeader/1", "tile/-1/5", "header/0/0", "item/0/2", "item/0/10",
        "rowSeparator/0/1", "columnSeparator/0/1/0", "page/0", "tile/0/0", "item/1/0",
      ])
  }
}
