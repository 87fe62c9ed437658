import Testing

@testable import CollectionLayoutCore

/// The pieces of chunks a rebuilt ``ItemList`` shares rather than copies (``ItemChunk``): when
/// a piece holds a quarter of a chunk (64 items) or more; a shared piece copied before it
/// changes, its source's lists unchanged. And the pieces a read of many ranges hands
/// (``ItemList/forEachPiece(inEach:_:)``): those of each range in turn.
@Suite struct ItemListPieceTests {
  /// The chunks of `list` that are chunks of `other` (the same items of the same buffer).
  private func sharedChunks(_ list: ItemList, _ other: ItemList) -> Int {
    list.chunks.filter { chunk in other.chunks.contains { $0.sharesItems(with: chunk) } }.count
  }

  /// Whether some chunk of `list` is a piece of a chunk of `other`: the same buffer, not the
  /// same items.
  private func sharedPieces(_ list: ItemList, _ other: ItemList) -> Int {
    list.chunks.filter { chunk in
      other.chunks.contains { source in
        !source.sharesItems(with: chunk)
          && source.withUnsafeBufferPointer { whole in
            chunk.withUnsafeBufferPointer { piece in
              guard let start = whole.baseAddress, let first = piece.baseAddress else {
                return false
              }
              return first >= start && first + piece.count <= start + whole.count
            }
          }
      }
    }.count
  }

  @Test func aPieceOfAQuarterChunkOrMoreSharesItsBufferAndIsCopiedBeforeItChanges() {
    // 1,000 items in chunks of 256 (a quarter: 64).
    let items = (0..<1_000).map { Item(id: "item-\($0)") }
    let list = ItemList(items)
    var rebuilt = ItemList(expectedCount: 1_000, pieceRoom: ItemList.rebuiltPieceRoom)
    // 0 ..< 333: chunk 0 whole, and the piece 256 ..< 333 (77 items) shared; 334 ..< 340: a
    // piece of 6, copied into a chunk of its own (joining the shared piece before it would copy
    // that piece's 77 items too); 340 ..< 512: a piece of 172, shared; then the whole chunks
    // from 512 on (the last of 232).
    rebuilt.append(contentsOf: list, in: 0..<333)
    #expect(sharedPieces(rebuilt, list) == 1)
    rebuilt.append(contentsOf: list, in: 334..<340)
    rebuilt.append(contentsOf: list, in: 340..<1_000)
    #expect(rebuilt.chunks.map(\.count) == [256, 77, 6, 172, 256, 232])
    #expect(sharedChunks(rebuilt, list) == 3)
    #expect(sharedPieces(rebuilt, list) == 2)
    var expected = items
    expected.remove(at: 333)
    #expect(Array(rebuilt) == expected)
    #expect(itemListBookkeepingProblems(rebuilt) == [])
    // Changing a shared piece (the rebuilt list's 339 ..< 511) copies it first: the old lists
    // keep their items.
    var edited = rebuilt
    var editedExpected = expected
    edited[340] = Item(id: "changed", height: 40)
    editedExpected[340] = Item(id: "changed", height: 40)
    edited.insert(Item(id: "inserted"), at: 345)
    editedExpected.insert(Item(id: "inserted"), at: 345)
    #expect(Array(edited) == editedExpected)
    #expect(Array(rebuilt) == expected)
    #expect(Array(list) == items)
    #expect(edited.containsItems(with: [.height]))
    #expect(!rebuilt.containsItems(with: [.height]))
    #expect(itemListBookkeepingProblems(edited) == [])
    // A list whose last chunk is a shared piece grows without touching the other's buffer.
    var grown = ItemList(expectedCount: 1_000, pieceRoom: ItemList.rebuiltPieceRoom)
    grown.append(contentsOf: list, in: 4..<100)
    #expect(sharedPieces(grown, list) == 1)
    grown.append(Item(id: "appended"))
    #expect(Array(grown) == Array(items[4..<100]) + [Item(id: "appended")])
    #expect(Array(list) == items)
    #expect(itemListBookkeepingProblems(grown) == [])
  }

  @Test func anItemAppendedAfterASharedPieceStartsAChunkAndThePieceStaysShared() {
    // What an update's rebuild does at an insert: survivors up to it (ending in a shared piece),
    // the inserted item, then the survivors after it (a small piece, then whole chunks).
    let items = (0..<1_000).map { Item(id: "item-\($0)") }
    let list = ItemList(items)
    var rebuilt = ItemList(expectedCount: 1_001, pieceRoom: ItemList.rebuiltPieceRoom)
    rebuilt.append(contentsOf: list, in: 0..<720)
    // 512 ..< 720: a piece of 208, shared.
    #expect(sharedPieces(rebuilt, list) == 1)
    rebuilt.append(Item(id: "inserted", height: 30))
    // The piece is not copied: the item starts a chunk of its own, and the small piece after it
    // (720 ..< 768, 48 items) joins that chunk, which the list owns; the last chunk does not
    // fit in it and is shared.
    #expect(sharedPieces(rebuilt, list) == 1)
    rebuilt.append(contentsOf: list, in: 720..<1_000)
    #expect(rebuilt.chunks.map(\.count) == [256, 256, 208, 49, 232])
    #expect(sharedChunks(rebuilt, list) == 3)
    var expected = items
    expected.insert(Item(id: "inserted", height: 30), at: 720)
    #expect(Array(rebuilt) == expected)
    #expect(rebuilt == ItemList(expected))
    #expect(rebuilt.containsItems(with: [.height]))
    #expect(!list.containsItems(with: [.height]))
    #expect(itemListBookkeepingProblems(rebuilt) == [])
    // Edited afterwards, the list and its source keep their own items.
    var edited = rebuilt
    edited[650] = Item(id: "changed")
    edited.append(Item(id: "last"))
    expected[650] = Item(id: "changed")
    expected.append(Item(id: "last"))
    #expect(Array(edited) == expected)
    #expect(Array(list) == items)
    #expect(itemListBookkeepingProblems(edited) == [])
  }

  @Test func aPieceUnderAQuarterChunkIsCopied() {
    // A piece of 20 items of a 256-item buffer is copied (it would keep 236 other items
    // alive), one of 64 is shared.
    let items = (0..<100_000).map { Item(id: "wide-\($0)") }
    let wide = ItemList(items)
    var rebuilt = ItemList(expectedCount: 1_000)
    rebuilt.append(contentsOf: wide, in: 10..<30)
    #expect(sharedPieces(rebuilt, wide) == 0)
    rebuilt.append(contentsOf: wide, in: 300..<364)
    #expect(sharedPieces(rebuilt, wide) == 1)
    #expect(rebuilt.chunks.map(\.bufferCount) == [20, 256])
    rebuilt.append(contentsOf: wide, in: 400..<463)
    #expect(sharedPieces(rebuilt, wide) == 1)
    #expect(rebuilt.chunks.map(\.bufferCount) == [20, 256, 63])
    #expect(Array(rebuilt) == Array(items[10..<30] + items[300..<364] + items[400..<463]))
    #expect(itemListBookkeepingProblems(rebuilt) == [])
  }

  /// A list rebuilt run by run from another (ranges of it, single items between them), as an
  /// update rebuilds a section, against the array of the same items: the same items, and each
  /// chunk's values the union of its items' (a piece of a chunk whose items have no values,
  /// as listed items with ids alone, takes none without reading its items), over lists of items
  /// with ids alone, with heights, and mixed.
  @Test func aRebuiltListHoldsItsItemsAndTheirValuesChunkByChunk() {
    var random = RandomBatches(seed: 0x0C4_0A1E)
    for round in 0..<300 {
      let count = random.int(0...(round.isMultiple(of: 5) ? 3_000 : 600))
      let kind = random.int(0...2)
      let items = (0..<count).map { index -> Item in
        switch kind {
        case 0: return Item(id: "i-\(index)")
        case 1: return Item(id: "i-\(index)", height: 20)
        default: return random.chance(5) ? Item(height: 30) : Item(id: "i-\(index)")
        }
      }
      let old = ItemList(items)
      var rebuilt = ItemList(expectedCount: count, pieceRoom: ItemList.rebuiltPieceRoom)
      var expected: [Item] = []
      var next = 0
      while next < count {
        let length = random.int(1...max(1, min(count - next, random.chance(30) ? 5 : 300)))
        rebuilt.append(contentsOf: old, in: next..<next + length)
        expected += items[next..<next + length]
        next += length + (random.chance(50) ? 1 : 0)
        if random.chance(30) {
          let item = random.chance(50) ? Item() : Item(id: "new", height: 10)
          rebuilt.append(item)
          expected.append(item)
        }
      }
      #expect(Array(rebuilt) == expected)
      for chunk in rebuilt.chunks {
        #expect(chunk.values == ItemChunk.values(of: chunk.items))
      }
    }
  }

  @Test(arguments: [UInt64(1), 2, 3, 4])
  func piecesOfManyRangesAreThoseOfEachRangeInTurn(seed: UInt64) {
    var random = RandomBatches(seed: 0x9_1ECE &* seed)
    let items = (0..<1_000).map { Item(id: "i-\($0)") }
    // A regular list, and one rebuilt from it by pieces (its chunks of many lengths).
    var lists = [ItemList(items)]
    var irregular = ItemList(expectedCount: 1_000, pieceRoom: ItemList.rebuiltPieceRoom)
    var irregularItems: [Item] = []
    var next = 0
    while next < items.count {
      let length = random.int(1...min(items.count - next, 300))
      irregular.append(contentsOf: lists[0], in: next..<next + length)
      irregularItems += items[next..<next + length]
      next += length + 1
    }
    #expect(lists[0].isRegular && !irregular.isRegular)
    lists.append(irregular)
    for (list, listItems) in zip(lists, [items, irregularItems]) {
      for _ in 0..<40 {
        // Ascending by lower bound: single items a few apart, longer runs across chunks,
        // empty ones, overlaps, and ranges past the end.
        var ranges: [Range<Int>] = []
        var lower = random.int(0...50)
        while lower < list.count + 20, ranges.count < 200 {
          let length = random.chance(70) ? random.int(0...2) : random.int(0...600)
          ranges.append(lower..<lower + length)
          lower += random.chance(10) ? 0 : random.int(1...(random.chance(80) ? 8 : 400))
        }
        // Each item of the ranges once, in order: the pieces of each range, past those handed.
        var expected: [Int] = []
        var handed = 0
        for range in ranges {
          let clamped = range.clamped(to: 0..<list.count)
          for position in Swift.max(
            clamped.lowerBound, handed)..<Swift.max(
              clamped.upperBound, Swift.max(clamped.lowerBound, handed))
          {
            expected.append(position)
          }
          handed = Swift.max(handed, clamped.upperBound)
        }
        var positions: [Int] = []
        var read: [Item] = []
        let finished = list.forEachPiece(inEach: ranges) { piece, start in
          #expect(!piece.isEmpty)
          positions += start..<start + piece.count
          read += piece
          return true
        }
        #expect(finished)
        #expect(positions == expected)
        #expect(read == expected.map { listItems[$0] })
        // Stopped after a piece: what came before it, and `false`.
        guard !expected.isEmpty else { continue }
        let stopAfter = random.int(1...expected.count)
        var stoppedAt: [Int] = []
        var lastPiece = 0
        let stopped = list.forEachPiece(inEach: ranges) { piece, start in
          #expect(stoppedAt.count < stopAfter, "a piece after the body said stop")
          stoppedAt += start..<start + piece.count
          lastPiece = piece.count
          return stoppedAt.count < stopAfter
        }
        #expect(!stopped)
        #expect(stoppedAt.count >= stopAfter && stoppedAt.count - lastPiece < stopAfter)
        #expect(stoppedAt == Array(expected.prefix(stoppedAt.count)))
      }
    }
  }

  @Test func fewRangesAndRangesPastTheEnd() {
    let items = (0..<600).map { Item(id: "i-\($0)") }
    let list = ItemList(items)
    func read(_ ranges: [Range<Int>]) -> [Int] {
      var positions: [Int] = []
      let finished = list.forEachPiece(inEach: ranges) { piece, start in
        positions += start..<start + piece.count
        return true
      }
      #expect(finished)
      return positions
    }
    #expect(read([]) == [])
    #expect(read([250..<260]) == Array(250..<260))
    #expect(read([700..<710]) == [])
    #expect(read([590..<610, 700..<710]) == Array(590..<600))
    #expect(read([0..<0, 255..<257, 255..<258, 511..<513]) == [255, 256, 257, 511, 512])
  }
}
