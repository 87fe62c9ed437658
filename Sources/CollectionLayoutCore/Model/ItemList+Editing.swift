/// Editing an ``ItemList``: an edit copies the chunks it changes (when another list shares
/// them) and the list of chunks, never the chunks it does not touch.
///
/// ```
///  append(contentsOf: other[300 ..< 1000])      other: [0 ..< 256 | 256 ..< 512 | 512 ..< 768 | ...]
///  this list gets  [300 ..< 512 copied | 512 ..< 768 shared | 768 ..< 1000 copied]
/// ```
///
/// Chunks stay at least half full where an edit makes them: a piece of a chunk is appended to
/// the last chunk when both fit in one, and a shared chunk joins a last chunk under half full.
extension ItemList: RangeReplaceableCollection {
  /// Appends `item`: O(1) amortized (the last chunk is copied first when another list shares
  /// it).
  public mutating func append(_ item: Item) {
    if let last = spine.indices.last, spine[last].items.count < Self.chunkCapacity {
      spine[last].items.append(item)
      spine[last].end += 1
      spine[last].values.formUnion(item.presentValues)
    } else {
      push(ItemChunk([item], end: count + 1))
    }
  }

  /// Appends `item` to a list that will hold about `expectedCount` items (a decoder's count
  /// of the items ahead): a new chunk is made with room for the items expected in it, up to
  /// ``chunkCapacity``, so that a list built this way stores its items at their size, without
  /// the spare room of a chunk grown by doubling. O(1) amortized.
  package mutating func append(_ item: Item, expectingCount expectedCount: Int) {
    if let last = spine.indices.last, spine[last].items.count < Self.chunkCapacity {
      append(item)
      return
    }
    var items: [Item] = []
    items.reserveCapacity(Swift.min(Self.chunkCapacity, Swift.max(1, expectedCount - count)))
    items.append(item)
    push(ItemChunk(items, end: count + 1))
  }

  /// The number of items the list's chunks have room for without growing, >= ``count``.
  var capacity: Int {
    var capacity = 0
    for chunk in spine { capacity += chunk.items.capacity }
    return capacity
  }

  /// Appends the items of `items`, in order: O(their count) amortized.
  public mutating func append<Source: Sequence<Item>>(contentsOf items: Source) {
    for item in items { append(item) }
  }

  /// Appends the items of `slice`, sharing the whole chunks of its list that it covers: O(its
  /// chunks + 256).
  public mutating func append(contentsOf slice: Slice<ItemList>) {
    append(contentsOf: slice.base, in: slice.startIndex..<slice.endIndex)
  }

  /// Appends the items `range` of `other` (clamped to its indexes), sharing the whole chunks of
  /// `other` that the range covers, and copying the pieces of the chunks at its ends: O(chunks
  /// of the range + 256).
  mutating func append(contentsOf other: ItemList, in range: Range<Int>) {
    let range = range.clamped(to: 0..<other.count)
    guard !range.isEmpty else { return }
    var (chunk, offset) = other.location(of: range.lowerBound)
    var remaining = range.count
    while remaining > 0, chunk < other.spine.count {
      let source = other.spine[chunk]
      let taken = Swift.min(source.items.count - offset, remaining)
      if offset == 0, taken == source.items.count {
        appendWhole(source)
      } else {
        appendPiece(source.items[offset..<offset + taken])
      }
      remaining -= taken
      chunk += 1
      offset = 0
    }
  }

  /// Replaces the items of `subrange` by those of `newItems`: within one chunk that stays
  /// 1 ... 256 items, that chunk changes in place (copied if shared) and the ends of the chunks
  /// after it move, O(256 + chunks); otherwise the list is rebuilt from the chunks before the
  /// range, the new items and the chunks after it, the untouched chunks shared.
  ///
  /// - Precondition: `subrange` is within `0 ... count` (as an array's, a wrong range traps).
  public mutating func replaceSubrange<Source: Collection<Item>>(
    _ subrange: Range<Int>, with newItems: Source
  ) {
    precondition(subrange.lowerBound >= 0 && subrange.upperBound <= count, "Range out of bounds")
    let added = newItems.count
    if subrange.isEmpty, added == 0 { return }
    if subrange.lowerBound == count {
      append(contentsOf: newItems)
      return
    }
    let (chunk, offset) = location(of: subrange.lowerBound)
    let chunkCount = spine[chunk].items.count
    let newChunkCount = chunkCount - subrange.count + added
    if offset + subrange.count <= chunkCount, newChunkCount > 0,
      newChunkCount <= Self.chunkCapacity
    {
      spine[chunk].items.replaceSubrange(offset..<offset + subrange.count, with: newItems)
      spine[chunk].values = ItemChunk.values(of: spine[chunk].items[...])
      let change = added - subrange.count
      if change != 0 {
        for index in chunk..<spine.count { spine[index].end += change }
        if chunk < spine.count - 1 { isRegular = false }
      }
      return
    }
    var rebuilt = ItemList()
    rebuilt.spine.reserveCapacity(spine.count + added / Self.chunkCapacity + 2)
    rebuilt.append(contentsOf: self, in: 0..<subrange.lowerBound)
    rebuilt.append(contentsOf: newItems)
    rebuilt.append(contentsOf: self, in: subrange.upperBound..<count)
    self = rebuilt
  }

  /// Reserves room for the list of chunks of `minimumCapacity` items (the chunks themselves
  /// grow as they fill).
  public mutating func reserveCapacity(_ minimumCapacity: Int) {
    let chunks = (Swift.max(0, minimumCapacity) + Self.chunkCapacity - 1) / Self.chunkCapacity
    spine.reserveCapacity(Swift.max(spine.count, chunks))
  }

  /// Appends `chunk` (another list's) as a chunk of this list, shared, or into the last chunk
  /// when that one is under half full and both fit in one.
  private mutating func appendWhole(_ chunk: ItemChunk) {
    if let last = spine.indices.last, spine[last].items.count < Self.chunkCapacity / 2,
      spine[last].items.count + chunk.items.count <= Self.chunkCapacity
    {
      spine[last].items.append(contentsOf: chunk.items)
      spine[last].end += chunk.items.count
      spine[last].values.formUnion(chunk.values)
      return
    }
    var shared = chunk
    shared.end = count + chunk.items.count
    push(shared)
  }

  /// Appends `items` (a piece of another list's chunk) into the last chunk when both fit in
  /// one, as a new chunk otherwise.
  private mutating func appendPiece(_ items: ArraySlice<Item>) {
    if let last = spine.indices.last,
      spine[last].items.count + items.count <= Self.chunkCapacity
    {
      spine[last].items.append(contentsOf: items)
      spine[last].end += items.count
      spine[last].values.formUnion(ItemChunk.values(of: items))
      return
    }
    push(ItemChunk(Array(items), end: count + items.count))
  }

  /// Appends `chunk`, whose end is already this list's new count, after the last chunk.
  private mutating func push(_ chunk: ItemChunk) {
    if let last = spine.last, last.items.count != Self.chunkCapacity { isRegular = false }
    spine.append(chunk)
  }
}
