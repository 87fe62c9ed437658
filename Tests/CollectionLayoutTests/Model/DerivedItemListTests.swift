import Testing

@testable import CollectionLayoutCore

/// The lists an update derives (a batch without `after`) on sections of hundreds of listed
/// items, several chunks each, against the lists built item by item from the old arrays by the
/// mapping's own answers (``UpdateMapping/oldItem(forNew:)``): equal, chunked soundly, and
/// sharing the chunks no operation touched.
@Suite struct DerivedItemListTests {
  @Test(arguments: [UInt64(1), 2, 3, 4])
  func derivedListsAreTheOldItemsThroughTheMapping(seed: UInt64) throws {
    var random = RandomBatches(seed: 0xD_E71 &* seed)
    var checkedSections = 0
    var sharedChunks = 0
    for round in 0..<40 {
      let counts = (0..<random.int(1...4)).map { _ in random.int(0...1_300) }
      let arrays = counts.enumerated().map { section, count in
        (0..<count).map { item in
          Item(id: "\(round)-\(section)-\(item)", height: item % 7 == 0 ? 30 : nil)
        }
      }
      let before = arrays.map { LayoutSection(items: .list($0)) }
      let batch = random.validBatch(counts: counts)
      let mapping: UpdateMapping
      do {
        mapping = try UpdateMapping(before: before, batch: batch)
      } catch {
        continue
      }
      for (new, section) in mapping.sectionsAfter.enumerated() {
        guard case .list(let list) = section.items, let old = mapping.oldSection(forNew: new)
        else { continue }
        // A reloaded section keeps its items as they were (the mapping maps none of them).
        let expected =
          mapping.isReloaded(newSection: new)
          ? arrays[old]
          : (0..<list.count).map { slot -> Item in
            guard let source = mapping.oldItem(forNew: ItemPath(section: new, item: slot)) else {
              return Item()
            }
            return arrays[source.section][source.item]
          }
        let derived = Array(list)
        let firstDifference = (0..<min(derived.count, expected.count)).first {
          derived[$0] != expected[$0]
        }
        #expect(
          derived.count == expected.count && firstDifference == nil,
          "\(derived.count) items, expected \(expected.count), first difference at \(String(describing: firstDifference)); new section \(new), old \(old): \(batch) on \(counts)"
        )
        #expect(itemListBookkeepingProblems(list) == [])
        // Read by index too (iterating walks the chunks; indexing finds them, by the regular
        // flag or by a search).
        let firstWrongIndex = expected.indices.first {
          $0 >= list.count || list[$0] != expected[$0]
        }
        #expect(firstWrongIndex == nil, "new section \(new): \(batch) on \(counts)")
        guard case .list(let oldList) = before[old].items else { continue }
        sharedChunks +=
          list.chunks.filter { chunk in
            oldList.chunks.contains { $0.sharesItems(with: chunk) }
          }.count
        checkedSections += 1
      }
    }
    #expect(checkedSections > 40)
    #expect(sharedChunks > checkedSections)
  }

  /// A batch with an edit every few items (a seventh of a section deleted, an eleventh
  /// inserted, items moved between its two sections): its lists are copied whole
  /// (``ItemListCopier``), and are the old items through the mapping, cut at 256, sharing no
  /// chunk with the old lists.
  @Test func denselyEditedListsAreCopiedWhole() throws {
    let counts = [1_000, 700]
    let arrays = counts.enumerated().map { section, count in
      (0..<count).map { Item(id: "\(section)-\($0)", height: $0 % 5 == 0 ? 30 : nil) }
    }
    let before = arrays.map { LayoutSection(items: .list($0)) }
    let batch = BatchUpdate(
      deleteItems: stride(from: 3, to: 1_000, by: 7).map { ItemPath(section: 0, item: $0) },
      insertItems: stride(from: 0, to: 640, by: 11).map { ItemPath(section: 1, item: $0) },
      moveItems: [
        ItemMove(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 1, item: 1)),
        ItemMove(from: ItemPath(section: 1, item: 600), to: ItemPath(section: 0, item: 5)),
      ])
    let mapping = try UpdateMapping(before: before, batch: batch)
    for new in 0..<2 {
      guard case .list(let list) = mapping.sectionsAfter[new].items,
        case .list(let oldList) = before[new].items
      else {
        Issue.record("section \(new) is not a list")
        continue
      }
      let expected = (0..<list.count).map { slot -> Item in
        guard let source = mapping.oldItem(forNew: ItemPath(section: new, item: slot)) else {
          return Item()
        }
        return arrays[source.section][source.item]
      }
      #expect(Array(list) == expected)
      #expect(itemListBookkeepingProblems(list) == [])
      #expect(list.isRegular)
      #expect(list.chunks.dropLast().allSatisfy { $0.count == ItemList.chunkCapacity })
      #expect(
        !list.chunks.contains { chunk in oldList.chunks.contains { $0.sharesItems(with: chunk) } })
    }
    #expect(mapping.sectionsAfter.map(\.items.count) == [857, 759])
  }
}
