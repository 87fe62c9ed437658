import Testing

@testable import CollectionLayoutCore

/// The copier a rebuilt list with many short runs is made by (``ItemListCopier``): runs of
/// other lists (cut into irregular chunks by edits) and single items, against the array of the
/// same items: equal, regular (every chunk but the last holds 256 items), each chunk's values
/// its items', and nothing shared with the lists copied from, whatever the count it expected.
@Suite struct ItemListCopierTests {
  @Test func aCopiedListIsTheItemsOfItsRunsCutAt256() {
    var random = RandomBatches(seed: 0xC0_B1E5)
    var next = 0
    func item() -> Item {
      next += 1
      switch random.int(0...3) {
      case 0: return Item()
      case 1: return Item(id: "h-\(next)", height: Double(random.int(10...90)))
      default: return Item(id: "i-\(next)")
      }
    }
    var multiChunk = 0
    for _ in 0..<200 {
      // A source list, cut irregularly by a few removals and inserts.
      var source = ItemList((0..<random.int(0...900)).map { _ in item() })
      for _ in 0..<random.int(0...6) where !source.isEmpty {
        let at = random.int(0...source.count - 1)
        if random.chance(50) { source.remove(at: at) } else { source.insert(item(), at: at) }
      }
      let sourceArray = Array(source)
      var expected: [Item] = []
      let target = random.int(0...1_200)
      // Expected counts too low, about right and too high.
      var copier = ItemListCopier(expectedCount: target + random.int(-200...200))
      while expected.count < target {
        if random.chance(30) || source.isEmpty {
          let single = item()
          copier.append(single)
          expected.append(single)
        } else {
          let lower = random.int(0...source.count - 1)
          let upper = min(source.count, lower + random.int(1...(random.chance(20) ? 400 : 8)))
          copier.append(contentsOf: source, in: lower..<upper)
          expected += sourceArray[lower..<upper]
        }
      }
      let list = copier.list()
      #expect(Array(list) == expected)
      #expect(list.count == expected.count)
      #expect(list.isRegular)
      #expect(itemListBookkeepingProblems(list) == [])
      #expect(
        list.chunks.dropLast().allSatisfy { $0.count == ItemList.chunkCapacity },
        "\(list.chunks.map(\.count))")
      let shared = list.chunks.contains { chunk in
        source.chunks.contains { $0.sharesItems(with: chunk) }
      }
      #expect(!shared)
      for index in stride(from: 0, to: expected.count, by: 37) {
        #expect(list[index] == expected[index])
      }
      if list.chunks.count > 2 { multiChunk += 1 }
    }
    #expect(multiChunk > 50)
  }

  @Test func aCopierGivenNothingMakesAnEmptyList() {
    let list = ItemListCopier(expectedCount: 300).list()
    #expect(list.isEmpty && list.chunks.isEmpty && list.isRegular)
    // An expected count of none, then items: the chunks grow as arrays do.
    var copier = ItemListCopier(expectedCount: 0)
    for index in 0..<300 { copier.append(Item(id: "\(index)")) }
    let grown = copier.list()
    #expect(grown.chunks.map(\.count) == [256, 44])
    #expect(grown.map(\.id) == (0..<300).map { "\($0)" })
  }
}
