import CollectionLayout
import Testing

@testable import CollectionLayoutCore

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

  /// The built-in and interaction kinds are packed constants (no first-use initialisation):
  /// each must be the kind its name makes, and list where its name says.
  @Test func packedKindConstantsAreTheirNames() throws {
    let kinds: [(ElementKind, String)] = [
      (.globalHeader, "globalHeader"), (.background, "background"), (.header, "header"),
      (.placeholder, "placeholder"), (.item, "item"), (.rowSeparator, "rowSeparator"),
      (.columnSeparator, "columnSeparator"), (.footer, "footer"),
      (.sectionSeparator, "sectionSeparator"), (.editAction, "editAction"),
      (.deleteControl, "deleteControl"), (.reorderHandle, "reorderHandle"),
      (.leadingEditAction, "leadingEditAction"),
      (.dragGap, "dragGap"),
    ]
    for (kind, name) in kinds {
      #expect(kind == ElementKind(rawValue: name), "\(name)")
      #expect(kind.rawValue == name)
      #expect(kind.hashValue == (try #require(ElementKind(rawValue: name))).hashValue)
    }
    #expect(
      ElementKind.builtIn.map(\.rawValue) == [
        "globalHeader", "background", "header", "placeholder", "item", "rowSeparator",
        "columnSeparator", "footer", "sectionSeparator",
      ])
    // The listing rank compares with the constants: the built-in kinds in their order, any
    // other kind (an interaction's, a page) after them.
    for (rank, kind) in ElementKind.builtIn.enumerated() { #expect(kind.listingRank == rank) }
    for name in ["editAction", "page", "items", "ite", "headers"] {
      #expect(try #require(ElementKind(rawValue: name)).listingRank == ElementKind.builtIn.count)
    }
    // The interaction kinds, and only they, are interaction kinds.
    for (kind, name) in kinds {
      #expect(
        kind.isInteractionKind
          == ["editAction", "deleteControl", "reorderHandle", "dragGap", "leadingEditAction"]
          .contains(name))
    }
    #expect(ElementKind(rawValue: "dragGaps")?.isInteractionKind == false)
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

  /// Hashing: equal ids (made from their text or by their kind's function) hash equally, with
  /// `hash(into:)` and with the tables' seeded hash; the items of a section never share a
  /// folded word (each fold step is a bijection); and tables keyed by ids keep every id
  /// apart, through growth and removals, against a plain list.
  @Test func idsHashByValueAndTablesKeepThemApart() throws {
    let pairs: [(ElementID, String)] = [
      (.item(section: 3, item: 14), "item/3/14"), (.header(section: 0, index: 1), "header/0/1"),
      (.globalHeader(index: 2), "globalHeader/2"),
      (.columnSeparator(section: 1, row: 2, column: 0), "columnSeparator/1/2/0"),
    ]
    for (id, text) in pairs {
      let parsed = try #require(ElementID(text))
      #expect(parsed.hashValue == id.hashValue)
      // The tables' hook is the witness in use: `hashValue` is its value for seed 0.
      #expect(id.hashValue == id._rawHashValue(seed: 0))
      for seed in [0, 1, -7, Int.max] {
        #expect(parsed._rawHashValue(seed: seed) == id._rawHashValue(seed: seed))
      }
    }
    for section in [0, 1, 999] {
      let words = Set(
        (0..<5_000).map {
          ElementID.item(section: section, item: $0).indexes.folded(into: ElementKind.item.hashWord)
        })
      #expect(words.count == 5_000)
    }
    // Ids of several kinds and arities, negative indexes included.
    var ids: [ElementID] = []
    for section in -2..<40 {
      for item in 0..<60 { ids.append(.item(section: max(0, section), item: item)) }
      ids.append(try #require(ElementID("tile/\(section)/\(-section)")))
      ids.append(try #require(ElementID("page/\(section)")))
      if section >= 0 { ids.append(.header(section: section, index: 0)) }
    }
    let distinct = Array(Set(ids))
    var table: [ElementID: Int] = [:]
    for (index, id) in distinct.enumerated() { table[id] = index }
    #expect(table.count == distinct.count)
    for (index, id) in distinct.enumerated() where index % 3 == 0 { table[id] = nil }
    for (index, id) in distinct.enumerated() {
      #expect(table[id] == (index % 3 == 0 ? nil : index), "\(id)")
    }
  }
}
