import Testing

@testable import CollectionLayoutCore

/// A section's chunked list of items (``ItemList``) against the array of the same items: random
/// edits (insert, remove, move, replace, replace a range, append a slice of another list), each
/// followed by the same edit on an array, then every read compared: count, iteration, indexing,
/// slices, equality and hashing (as the array's, whatever the chunking), and the chunks'
/// bookkeeping (sizes, ends, the regular flag, the union of present values).
@Suite struct ItemListTests {
  /// A random item: an id (or none), sometimes a height, an aspect ratio or a width.
  private func item(_ random: inout RandomBatches, _ next: inout Int) -> Item {
    next += 1
    switch random.int(0...9) {
    case 0: return Item()
    case 1: return Item(id: "h-\(next)", height: Double(random.int(10...90)))
    case 2: return Item(id: "r-\(next)", aspectRatio: 1.5)
    case 3: return Item(id: "w-\(next)", width: 40)
    default: return Item(id: "i-\(next)")
    }
  }

  /// The problems of `list`'s chunks (``itemListBookkeepingProblems(_:)``).
  private func bookkeepingProblems(_ list: ItemList) -> [String] {
    itemListBookkeepingProblems(list)
  }

  /// Every read of `list` compared with `array`'s.
  private func expectSame(_ list: ItemList, _ array: [Item], _ random: inout RandomBatches) {
    #expect(bookkeepingProblems(list) == [])
    #expect(list.count == array.count)
    #expect(list.isEmpty == array.isEmpty)
    #expect(Array(list) == array)
    var iterated: [Item] = []
    for item in list { iterated.append(item) }
    #expect(iterated == array)
    for _ in 0..<8 where !array.isEmpty {
      let index = random.int(0...array.count - 1)
      #expect(list[index] == array[index])
    }
    if !array.isEmpty {
      let start = random.int(0...array.count)
      let end = random.int(start...array.count)
      #expect(Array(list[start..<end]) == Array(array[start..<end]))
      var piecewise: [Item] = []
      _ = list.forEachPiece(in: start..<end) { items, first in
        #expect(first == start + piecewise.count)
        piecewise += Array(items)
        return true
      }
      #expect(piecewise == Array(array[start..<end]))
    }
    let rechunked = ItemList(array)
    #expect(list == rechunked)
    #expect(list.hashValue == rechunked.hashValue)
    #expect(list.hashValue == array.hashValue)
    #expect(list.containsItems(with: [.height]) == array.contains { $0.height != nil })
    #expect(
      list.containsItems(with: [.height, .aspectRatio])
        == array.contains { $0.height != nil || $0.aspectRatio != nil })
  }

  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
  func randomEditsAgreeWithAnArray(seed: UInt64) {
    randomEdits(seed: seed, scale: 1, edits: 160)
  }

  /// The same edits on lists of up to 24,000 items and slices of up to 11,200 (each size 16
  /// times the test's above), so that lists hold many nodes (``ItemNode``, 4,096 items) and
  /// rebuilds share them whole or cut them.
  @Test(arguments: [UInt64(11), 12, 13])
  func randomEditsOfListsOfManyNodesAgreeWithAnArray(seed: UInt64) {
    randomEdits(seed: seed, scale: 16, edits: 60)
  }

  /// `edits` random edits of a list of up to 1,500 · `scale` items and of an array, every read
  /// compared after each (``expectSame(_:_:_:)``); the sizes of ranges, slices and runs
  /// multiplied by `scale`.
  private func randomEdits(seed: UInt64, scale: Int, edits: Int) {
    var random = RandomBatches(seed: 0x1_7E35 &* seed)
    var next = 0
    let start = (0..<random.int(0...1_500 * scale)).map { _ in item(&random, &next) }
    var list = ItemList(start)
    var array = start
    // Another list, sliced into this one: its chunks are shared. Made from an array, or
    // irregular: rebuilt from another list past its first 10 items (a piece of a chunk of 246
    // items first, then whole chunks).
    let other = (0..<700 * scale).map { _ in item(&random, &next) }
    var otherList = ItemList(other)
    if random.chance(50) {
      let wider = ItemList((0..<10).map { _ in item(&random, &next) } + other)
      otherList = ItemList()
      otherList.append(contentsOf: wider[10..<wider.count])
    }
    // Draws whose list holds more than one node, regular or not, and nodes a rebuild shared
    // whole.
    var manyNodes = 0
    var regularManyNodes = 0
    var sharedNodes = 0
    for _ in 0..<edits {
      // Lists of many nodes are also made again from their arrays now and then, regular, as a
      // decoded section is, so that rebuilds find whole nodes to share.
      if scale > 1, random.chance(30) { list = ItemList(array) }
      let copy = list
      let copyArray = array
      switch random.int(0...9) {
      case 0:
        let new = item(&random, &next)
        list.append(new)
        array.append(new)
      case 1:
        let index = random.int(0...array.count)
        let new = item(&random, &next)
        list.insert(new, at: index)
        array.insert(new, at: index)
      case 2 where !array.isEmpty:
        let index = random.int(0...array.count - 1)
        #expect(list.remove(at: index) == array.remove(at: index))
      case 3 where !array.isEmpty:
        // A move: out of one place, into another.
        let from = random.int(0...array.count - 1)
        let moved = list.remove(at: from)
        #expect(moved == array.remove(at: from))
        let to = random.int(0...array.count)
        list.insert(moved, at: to)
        array.insert(moved, at: to)
      case 4 where !array.isEmpty:
        let index = random.int(0...array.count - 1)
        let new = item(&random, &next)
        list[index] = new
        array[index] = new
      case 5:
        let lower = random.int(0...array.count)
        let upper = random.int(lower...min(array.count, lower + random.int(0...600 * scale)))
        let new = (0..<random.int(0...600 * scale)).map { _ in item(&random, &next) }
        list.replaceSubrange(lower..<upper, with: new)
        array.replaceSubrange(lower..<upper, with: new)
      case 6:
        let lower = random.int(0...other.count)
        let upper = random.int(lower...other.count)
        list.append(contentsOf: otherList[lower..<upper])
        array.append(contentsOf: other[lower..<upper])
      case 7:
        let lower = random.int(0...array.count)
        let upper = random.int(lower...array.count)
        list.removeSubrange(lower..<upper)
        array.removeSubrange(lower..<upper)
      case 8:
        let new = (0..<random.int(0...400 * scale)).map { _ in item(&random, &next) }
        list.append(contentsOf: new)
        array.append(contentsOf: new)
      default:
        // Rebuilt from slices of itself, as an update rebuilds a section from its runs (told
        // its size, as an update's list is, or not).
        var rebuilt =
          random.chance(50)
          ? ItemList() : ItemList(expectedCount: random.int(0...2_000 * scale))
        var position = 0
        var expected: [Item] = []
        while position < array.count {
          // Runs as long as a few nodes where lists hold many, as an update's are.
          let end = min(array.count, position + random.int(1...(scale > 1 ? 30_000 : 500)))
          if random.chance(70) {
            rebuilt.append(contentsOf: list[position..<end])
            expected += array[position..<end]
          }
          if random.chance(30) {
            let new = item(&random, &next)
            rebuilt.append(new)
            expected.append(new)
          }
          position = end
        }
        sharedNodes +=
          rebuilt.nodes.filter { node in
            list.nodes.contains { $0.chunks.sharesStorage(with: node.chunks) }
          }.count
        list = rebuilt
        array = expected
      }
      if list.nodes.count > 1 { manyNodes += 1 }
      if list.nodes.count > 1, list.isRegular { regularManyNodes += 1 }
      expectSame(list, array, &random)
      // Equality with the list before the edit, which shares its nodes and chunks but those the
      // edit touched (equality passes over what the two share).
      #expect((list == copy) == (array == copyArray))
      // Single items and short ranges a few apart, ascending, read a piece at a time across
      // chunks and nodes (as an update reads its new items).
      if !array.isEmpty {
        var ranges: [Range<Int>] = []
        var lower = random.int(0...min(array.count - 1, 64 * scale))
        while lower < array.count, ranges.count < 40 {
          let upper = min(
            array.count, lower + random.int(1...(random.chance(20) ? 600 * scale : 3)))
          ranges.append(lower..<upper)
          lower += random.int(0...300 * scale)
        }
        var read: [Item] = []
        var expected: [Item] = []
        var position = 0
        for range in ranges {
          let from = max(range.lowerBound, position)
          if from < range.upperBound { expected += array[from..<range.upperBound] }
          position = max(position, range.upperBound)
        }
        _ = list.forEachPiece(inEach: ranges) { piece, start in
          #expect(piece.elementsEqual(array[start..<start + piece.count]))
          read += Array(piece)
          return true
        }
        #expect(read == expected)
      }
      // A copy taken before the edit is as it was.
      #expect(Array(copy) == copyArray)
      #expect(bookkeepingProblems(copy) == [])
    }
    if scale > 1 {
      #expect(manyNodes > edits / 4, "lists of many nodes: \(manyNodes)")
      #expect(regularManyNodes > 0, "regular lists of many nodes: \(regularManyNodes)")
      #expect(sharedNodes > 3, "nodes shared whole by rebuilds: \(sharedNodes)")
    }
  }

  /// The number of chunks of `list` whose storage one of `other`'s chunks shares.
  private func sharedChunks(_ list: ItemList, _ other: ItemList) -> Int {
    list.chunks.filter { chunk in
      other.chunks.contains { $0.sharesItems(with: chunk) }
    }.count
  }

  @Test func aListIsCutIntoChunksOf256Items() {
    #expect(1 << ItemList.chunkShift == ItemList.chunkCapacity)
    #expect(1 << ItemList.nodeShift == ItemList.nodeItemCapacity)
    #expect(ItemList.nodeItemCapacity == ItemList.chunkCapacity * ItemList.nodeCapacity)
    let list = ItemList((0..<1_000).map { Item(id: "\($0)") })
    #expect(list.chunks.map(\.items.count) == [256, 256, 256, 232])
    #expect(list.isRegular)
    #expect(ItemList((0..<256).map { Item(id: "\($0)") }).chunks.count == 1)
    // A list built by appending, told its size or not, is cut as one made from an array.
    var appended = ItemList()
    appended.reserveCapacity(1_000)
    for index in 0..<1_000 { appended.append(Item(id: "\(index)")) }
    #expect(appended.chunks.map(\.items.count) == [256, 256, 256, 232])
    #expect(appended.isRegular)
    #expect(appended[999] == Item(id: "999"))
    var decoded = ItemList()
    for index in 0..<1_000 { decoded.append(Item(id: "\(index)"), expectingCount: 1_000) }
    #expect(decoded == appended)
    #expect(decoded.chunks.map(\.items.count) == [256, 256, 256, 232])
    // Past 256 items: a second chunk, of one.
    let short = ItemList((0..<257).map { Item(id: "\($0)") })
    #expect(short.chunks.map(\.items.count) == [256, 1])
    #expect(short.isRegular)
    #expect(short[256] == Item(id: "256"))
  }

  @Test func aRebuiltListSharesTheWholeChunksAndStaysRegular() {
    let items = (0..<1_000).map { Item(id: "\($0)") }
    let list = ItemList(items)
    var rebuilt = ItemList(expectedCount: 1_000)
    rebuilt.append(contentsOf: list[0..<1_000])
    #expect(rebuilt.isRegular)
    #expect(sharedChunks(rebuilt, list) == 4)
    #expect(Array(rebuilt) == items)
    // Grown by an item, rebuilt as an update rebuilds a section: its chunks shared, the new
    // item in a chunk of its own, regular, and room in the spine for the pieces of an edit.
    let grown = ItemList((0..<1_024).map { Item(id: "\($0)") })
    var next = ItemList(expectedCount: 1_025, pieceRoom: ItemList.rebuiltPieceRoom)
    #expect(next.nodes.capacity >= 1 + ItemList.rebuiltPieceRoom)
    next.append(contentsOf: grown[0..<1_024])
    next.append(Item(id: "1024"))
    #expect(next.isRegular)
    #expect(sharedChunks(next, grown) == 4)
    #expect(next.chunks.map(\.items.count) == [256, 256, 256, 256, 1])
    #expect(next[1_024] == Item(id: "1024"))
  }

  @Test func aRebuiltListSharesTheNodesItDoesNotCut() {
    let items = (0..<100_000).map { Item(id: "\($0)") }
    let list = ItemList(items)
    // 24 nodes of 16 chunks (4,096 items), and a last of 1,696: 6 chunks of 256 and one of 160.
    #expect(list.nodes.map(\.chunks.count) == Array(repeating: 16, count: 24) + [7])
    #expect(list.isRegular)
    // Item 50,000 deleted, as an update rebuilds a section: the list of 99,999 items.
    var rebuilt = ItemList(expectedCount: 99_999, pieceRoom: ItemList.rebuiltPieceRoom)
    rebuilt.append(contentsOf: list[0..<50_000])
    rebuilt.append(contentsOf: list[50_001..<100_000])
    #expect(Array(rebuilt) == Array(items[0..<50_000] + items[50_001...]))
    #expect(itemListBookkeepingProblems(rebuilt) == [])
    // Item 50,000 is in node 12 (49,152 ..< 53,248), its chunk 3 (49,920 ..< 50,176), 80 items
    // in. Nodes 0 ... 11 and 13 ... 24 are shared whole. Node 12's chunks go one by one into a
    // node of its own: chunks 0 ... 2, the pieces of 80 and 175 items of chunk 3 (each shared,
    // at least 64), chunks 4 ... 15: 17 chunks, more than 16 in a list no longer regular.
    let shared = rebuilt.nodes.filter { node in
      list.nodes.contains { $0.chunks.sharesStorage(with: node.chunks) }
    }
    #expect(shared.count == 24)
    #expect(rebuilt.nodes.count == 25)
    #expect(
      rebuilt.nodes.map(\.chunks.count)
        == Array(repeating: 16, count: 12) + [17] + Array(repeating: 16, count: 11) + [7])
    // Every chunk but the one cut is shared: 390 of 392.
    #expect(sharedChunks(rebuilt, list) == 390)
    #expect(rebuilt.chunks.count == 392)
    #expect(!rebuilt.isRegular)
    #expect(rebuilt[49_999] == items[49_999] && rebuilt[50_000] == items[50_001])
  }

  @Test func chunksCutSmallByEditsAreJoinedWhenTheListIsRebuilt() {
    // 100,000 items in 391 chunks of 256, cut down to 2 items each by removals.
    var cut = ItemList((0..<100_000).map { Item(id: "\($0)") })
    for chunk in stride(from: cut.chunks.count - 1, through: 0, by: -1) {
      let start = cut.chunks[chunk].start
      cut.removeSubrange(start + 2..<cut.chunks[chunk].end)
    }
    #expect(cut.count == 782)
    #expect(cut.chunks.count == 391)
    var rebuilt = ItemList(expectedCount: cut.count)
    rebuilt.append(contentsOf: cut[0..<cut.count])
    #expect(Array(rebuilt) == Array(cut))
    #expect(itemListBookkeepingProblems(rebuilt) == [])
    // A chunk of 2 joins a last chunk under half full (128), so the chunks fill to 128, 64
    // pieces each, and the last holds 14.
    #expect(rebuilt.chunks.map(\.items.count) == Array(repeating: 128, count: 6) + [14])
  }

  @Test func anEditCopiesTheChunksItTouchesAndSharesTheRest() {
    let items = (0..<10_000).map { Item(id: "item-\($0)") }
    let list = ItemList(items)
    // 40 chunks of 256 items, the last of 16; every one full but the last: item i in chunk
    // i / 256.
    #expect(list.chunks.count == 40)
    #expect(list.isRegular)
    var edited = list
    edited.remove(at: 5_000)
    edited.insert(Item(id: "new"), at: 9_000)
    edited[100] = Item(id: "replaced", height: 30)
    // Copied: the chunk of item 100, the chunk that lost item 5,000, and the full chunk that
    // took the new item (split in two); the other 37 shared.
    #expect(sharedChunks(edited, list) == 37)
    #expect(edited.chunks.count == 41)
    #expect(!edited.isRegular)
    #expect(Array(list) == items)
    #expect(edited.count == 10_000)
    #expect(edited[4_999] == Item(id: "item-4999"))
    #expect(edited[5_000] == Item(id: "item-5001"))
    #expect(edited[9_000] == Item(id: "new"))
    #expect(edited[100] == Item(id: "replaced", height: 30))
    #expect(edited.containsItems(with: [.height]))
    #expect(!list.containsItems(with: [.height]))
  }

  @Test func aSliceAppendedSharesTheWholeChunksItCovers() {
    // 2,000 items: 7 chunks of 256 and one of 208.
    let list = ItemList((0..<2_000).map { Item(id: "item-\($0)") })
    var rebuilt = ItemList()
    rebuilt.reserveCapacity(1_500)
    // 300 ..< 1,800: the piece 300 ..< 512 shared (212 items, a quarter of a chunk or more),
    // the 5 chunks 512 ..< 768 ... 1,536 ..< 1,792 shared, the piece 1,792 ..< 1,800 copied
    // into a chunk of its own (the last chunk is full).
    rebuilt.append(contentsOf: list[300..<1_800])
    #expect(sharedChunks(rebuilt, list) == 5)
    #expect(rebuilt.chunks.map(\.items.count) == [212] + Array(repeating: 256, count: 5) + [8])
    #expect(Array(rebuilt) == Array(list)[300..<1_800].map { $0 })
    // A small piece joins the last chunk when both fit in one.
    rebuilt.append(contentsOf: list[0..<10])
    #expect(rebuilt.chunks.map(\.items.count) == [212] + Array(repeating: 256, count: 5) + [18])
    // A list whose first chunk is a piece of another's (246 items) is not regular: item i is
    // not in chunk i / 256 (item 250 is in the second).
    var short = ItemList()
    let wide = ItemList((0..<100_000).map { Item(id: "wide-\($0)") })
    short.append(contentsOf: wide[10..<266])
    #expect(short.chunks.map(\.items.count) == [246, 10])
    #expect(!short.isRegular)
    #expect(short[40] == Item(id: "wide-50"))
    #expect(short[250] == Item(id: "wide-260"))
    // Whole chunks after a last chunk they do not fit in are shared, not copied into it.
    let large = ItemList((0..<100_000).map { Item(id: "large-\($0)") })
    rebuilt.append(contentsOf: large[0..<512])
    #expect(rebuilt.chunks.suffix(2).map(\.items.count) == [256, 256])
    #expect(sharedChunks(rebuilt, large) == 2)
    #expect(Array(rebuilt.suffix(512)) == Array(large.prefix(512)))
  }

  @Test func aListIsWrittenAsAnArrayAndComparesAsOne() {
    let literal: ItemList = [Item(id: "a", height: 60), Item(id: "b")]
    let array = [Item(id: "a", height: 60), Item(id: "b")]
    #expect(literal == ItemList(array))
    #expect(Items.list(array) == .list([Item(id: "a", height: 60), Item(id: "b")]))
    #expect(Items.list(array).count == 2)
    #expect(literal.description == array.description)
    #expect(ItemList(array.lazy.map { $0 }) == literal)
    #expect(ItemList() == [])
    #expect(ItemList().hashValue == [Item]().hashValue)
    // A short array is taken as one chunk, its storage shared.
    #expect(ItemList(array).chunks[0].sharesItems(with: ItemChunk(array, end: array.count)))
  }
}
