import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

#if canImport(Glibc)
  import Glibc
#endif

/// Finding 14 of the hostile review: an `apply` reversing 10,000,000 ids died allocating
/// 1.34 GB at once. What made its memory: lists of items grown by doubling (storage for
/// 16,777,216 items when 10,000,000 were read), a `[String: Item]` dictionary of every item
/// before the step (277 MB at 1,000,000 items), and a batch's moves grown by doubling. The
/// peaks themselves are measured by `Scripts/memory-ceilings` (a test cannot measure a
/// process's peak without depending on the machine); these tests pin the rules that keep
/// them: lists reserved at their size, items found by id through a table of positions, and
/// the sizes of the model's values that the documented ceilings are computed from.
@Suite struct MemoryCeilingTests {
  /// The elements of the array at the start of `text`, counted ahead, at most `limit`.
  private func elementCount(_ text: String, limit: Int = 100) -> Int? {
    DocumentBytes.reading(Array(text.utf8)) { bytes in
      JSONCursor(bytes: bytes).elementCount(limit: limit)
    }
  }

  @Test func arraysAreCountedAheadOverStringsAndNestedValues() {
    #expect(elementCount("[]") == 0)
    #expect(elementCount("[ \n ]") == 0)
    #expect(elementCount("[1]") == 1)
    #expect(elementCount(#"["a", "b,c", "d]"]"#) == 3)
    #expect(elementCount(#"["a\"," , "b\\", "c"]"#) == 3)
    #expect(elementCount(#"[{"id": "a", "x": [1, 2, {"y": "}"}]}, [3, 4], "e"]"#) == 3)
    #expect(elementCount("[1, 2, 3, 4, 5]", limit: 3) == 3)
    // Not an array: no count. Unfinished: the elements met, a hint the reader corrects.
    #expect(elementCount(#"{"a": 1}"#) == nil)
    #expect(elementCount("[1, 2") == 1)
  }

  /// The finding's input at 3,000 ids (`Tests/Regressions/finding-14-apply-reversing-ids.json`;
  /// `Scripts/memory-ceilings` writes it at 10,000,000 and measures it).
  static let input = "finding-14-apply-reversing-ids.json"

  @Test func listsOfItemsAndMovesAreStoredAtTheirSize() throws {
    let scenario = try ScenarioDecoder.decode(RegressionInput.bytes(Self.input))
    guard case .list(let items) = scenario.sections[0].items,
      case .apply(let snapshot) = scenario.steps[0],
      let given = snapshot.sections[0].items
    else {
      Issue.record("expected the listed items and an apply step")
      return
    }
    // Grown by doubling, each list would hold storage for 3,072 items or more.
    #expect(items.count == 3000)
    #expect(items.capacity < 3000 + 16)
    #expect(given.count == 3000)
    #expect(given.capacity < 3000 + 16)
    let after = snapshot.resolvedSections(before: scenario.sections)
    let batch = try BatchUpdate(from: scenario.sections, to: after)
    #expect(batch.moveItems.count == 2999)
    #expect(batch.moveItems.capacity < 2999 + 16)
    #expect(batch.insertItems.isEmpty && batch.deleteItems.isEmpty)
    // Ids alone resolve to the items given: the snapshot's list is kept, not copied.
    guard case .list(let resolved) = after[0].items else {
      Issue.record("expected a list of items after the step")
      return
    }
    #expect(resolved == given)
    #expect(resolved.sharesStorage(with: given))
  }

  @Test func itemsGivenWithNewValuesTakeTheRestFromTheItemsBefore() throws {
    let scenario = try ScenarioDecoder.decode(
      scenarioJSON(
        #""sections": [{"id": "s", "items": [{"id": "a", "height": 80}, "b"]}, {"id": "t"}], "#
          + #""steps": [{"apply": {"sections": [{"id": "t", "items": ["b", "#
          + #"{"id": "a", "version": 2}]}, {"id": "s", "items": []}]}}]"#))
    guard case .apply(let snapshot) = scenario.steps[0] else {
      Issue.record("expected an apply step")
      return
    }
    let after = snapshot.resolvedSections(before: scenario.sections)
    #expect(after.map(\.id) == ["t", "s"])
    #expect(after[0].items == .list([Item(id: "b"), Item(id: "a", height: 80, version: 2)]))
    #expect(after[1].items == .list([]))
  }

  @Test func itemsAreFoundByIDAcrossSectionsEmptyOnesIncluded() {
    let lists: [ItemList] = [
      [], [Item(id: "a"), Item(id: "b")], [], [], [Item(id: "c"), Item(), Item(id: "b")], [],
    ]
    var repeated: [[ItemPath]] = []
    let table = ItemsByID(itemLists: lists) { first, second in repeated.append([second, first]) }
    #expect(table["a"] == Item(id: "a"))
    #expect(table["c"] == Item(id: "c"))
    #expect(table["b"] == Item(id: "b"))
    #expect(table["d"] == nil)
    #expect(repeated == [[ItemPath(section: 4, item: 2), ItemPath(section: 1, item: 1)]])
  }

  @Test func theModelsValuesHaveTheSizesTheCeilingsAreComputedFrom() {
    // ScenarioFormat.md's "Memory" table multiplies these by the reading limits; a value
    // that grows must grow the table with it.
    #expect(MemoryLayout<Item>.stride == 72)
    // A section is a reference to its box of properties (SectionStorage), allocated apart.
    #expect(MemoryLayout<LayoutSection>.stride == 8)
    // The box: a 16-byte object header, then its properties laid out as a structure's (in
    // the order SectionStorage declares them).
    typealias BoxProperties = (
      Items, SectionMetrics, [Supplementary], [Supplementary], Placeholder?, String?, Int?,
      ContentState, SectionLayout?
    )
    #expect(16 + MemoryLayout<BoxProperties>.size == 360)
    #expect(MemoryLayout<Supplementary>.stride == 64)
    #expect(MemoryLayout<ScenarioStep>.stride == 144)
    #expect(MemoryLayout<ItemPath>.stride == 16)
    #expect(MemoryLayout<ItemMove>.stride == 32)
  }
}
