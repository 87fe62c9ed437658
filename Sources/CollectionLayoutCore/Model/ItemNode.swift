/// A node of an ``ItemList``'s spine: a run of 1 ... ``ItemList/nodeCapacity`` (16) consecutive
/// chunks (up to ``ItemList/nodeChunkLimit``, 32, in a list that is not regular), the unit that lists share when one is rebuilt from another, so that a rebuilt list
/// copies a reference a node it does not cut (up to 4,096 items) rather than one a chunk.
///
/// ```
///  a list of 10,000 items:
///  nodes   [ node 0: chunks 0 ... 15 | node 1: chunks 0 ... 15 | node 2: 0 ... 7 ]
///  ends          4,096                     8,192                    10,000   (in the list)
///  chunk ends    256, 512 ... 4,096        256, 512 ... 4,096       256 ... 1,808 (in the node)
/// ```
///
/// A chunk's ``ItemChunk/end`` counts from its node's first item, so that a node shared by two
/// lists at different positions holds the same chunks; the node's ``end`` counts from the
/// list's first item, and a rebuilt list moves it.
struct ItemNode: Sendable {
  /// The chunks, in order, 1 ... ``ItemList/nodeChunkLimit`` of them (at most
  /// ``ItemList/nodeCapacity`` in a regular list), their ends counted from the node's first
  /// item.
  var chunks: [ItemChunk]
  /// The index, in the list, after the node's last item (the number of items of this node and
  /// those before it).
  var end: Int
  /// The fewest items a chunk of the node holds, its last chunk left out
  /// (``ItemList/chunkCapacity`` for a node of one chunk): a node whose inner chunks are all at
  /// least half full is shared whole by a rebuild (no chunk of it would join another), and a
  /// node whose inner chunks are all full keeps a list regular.
  private(set) var smallestInnerChunk: UInt16
  /// The number of items of the last chunk, 1 ... ``ItemList/chunkCapacity``: what a rebuild
  /// that shares the node whole reads to decide on the next node, without reading the chunks.
  private(set) var lastChunkCount: UInt16
  /// The union of the chunks' present values (``ItemList/containsItems(with:)`` reads the
  /// nodes, not their chunks).
  private(set) var values: Item.PresentValues

  /// A node of `chunks` (ends counted from the node's first item), ending at `end` in its list.
  init(chunks: [ItemChunk], end: Int) {
    self.chunks = chunks
    self.end = end
    smallestInnerChunk = 0
    lastChunkCount = 0
    values = []
    countChunksAgain()
  }

  /// Counts the smallest inner chunk, the last chunk and the union of values again, from the
  /// chunks (after an edit changed a chunk in place). O(chunks).
  mutating func countChunksAgain() {
    smallestInnerChunk = UInt16(truncatingIfNeeded: Self.smallestInnerChunk(of: chunks))
    lastChunkCount = UInt16(truncatingIfNeeded: chunks.last?.count ?? 0)
    var values: Item.PresentValues = []
    for index in chunks.indices { values.formUnion(chunks[index].values) }
    self.values = values
  }

  /// Appends `item` to the last chunk, which has room and is not a piece of a shared buffer.
  @inline(__always)
  mutating func appendToLastChunk(_ item: __owned Item) {
    let last = chunks.count &- 1
    chunks[last].end &+= 1
    values.formUnion(item.presentValues)
    chunks[last].append(item)
    end &+= 1
    lastChunkCount &+= 1
  }

  /// Appends `items` (`values`, the union of their present values) to the last chunk, which
  /// has room for them.
  @inline(__always)
  mutating func appendToLastChunk(contentsOf items: ArraySlice<Item>, values: Item.PresentValues) {
    let last = chunks.count &- 1
    chunks[last].append(contentsOf: items, values: values)
    chunks[last].end &+= items.count
    end &+= items.count
    lastChunkCount &+= UInt16(truncatingIfNeeded: items.count)
    self.values.formUnion(values)
  }

  /// Where the node's item `offset` (counted from the node's first item) is: its chunk and its
  /// position in the chunk. O(log chunks).
  ///
  /// - Precondition: `0 <= offset < count`.
  @inline(__always)
  func location(of offset: Int) -> (chunk: Int, offset: Int) {
    // The first chunk whose end is above offset.
    var low = 0
    var high = chunks.count &- 1
    while low < high {
      let middle = (low &+ high) / 2
      if chunks[middle].end > offset { high = middle } else { low = middle &+ 1 }
    }
    return (low, offset &- chunks[low].start)
  }

  /// Appends `chunk` after the last chunk, its end set to the node's, and returns whether the
  /// chunk that was last holds ``ItemList/chunkCapacity`` items (the list stays regular).
  ///
  /// - Precondition: the node holds fewer than ``ItemList/nodeChunkLimit`` chunks.
  @inline(__always)
  mutating func append(_ chunk: consuming ItemChunk) -> Bool {
    let tail = lastChunkCount
    if tail < smallestInnerChunk { smallestInnerChunk = tail }
    let items = chunk.count
    chunk.end = chunks[chunks.count &- 1].end &+ items
    values.formUnion(chunk.values)
    chunks.append(chunk)
    end &+= items
    lastChunkCount = UInt16(truncatingIfNeeded: items)
    return Int(tail) == ItemList.chunkCapacity
  }

  /// Appends the chunks `range` of `run` (another list's, shared) after the last chunk, their
  /// ends set to the node's, in one pass; returns whether every chunk that was last before
  /// another holds ``ItemList/chunkCapacity`` items (the list stays regular).
  ///
  /// - Precondition: the node has room for them (at most ``ItemList/nodeChunkLimit`` in all).
  mutating func append(_ range: Range<Int>, of run: UnsafeBufferPointer<ItemChunk>) -> Bool {
    var isRegular = true
    let start = chunks[chunks.count &- 1].end
    var end = start
    var smallest = smallestInnerChunk
    var tail = lastChunkCount
    var index = range.lowerBound
    while index < range.upperBound {
      var chunk = run[index]
      if tail < smallest { smallest = tail }
      if Int(tail) != ItemList.chunkCapacity { isRegular = false }
      let items = chunk.count
      end &+= items
      chunk.end = end
      values.formUnion(chunk.values)
      chunks.append(chunk)
      tail = UInt16(truncatingIfNeeded: items)
      index &+= 1
    }
    self.end &+= end &- start
    smallestInnerChunk = smallest
    lastChunkCount = tail
    return isRegular
  }

  /// The fewest items a chunk of `chunks` holds, the last left out (``ItemList/chunkCapacity``
  /// when there is one chunk or none).
  static func smallestInnerChunk(of chunks: [ItemChunk]) -> Int {
    var smallest = ItemList.chunkCapacity
    for index in chunks.indices.dropLast() { smallest = Swift.min(smallest, chunks[index].count) }
    return smallest
  }
}
