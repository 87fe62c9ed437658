/// Editing an ``ItemList``: an edit copies the chunks it changes (when another list shares
/// them) and the list of chunks, never the chunks it does not touch.
///
/// ```
///  append(contentsOf: other[300 ..< 1000])      other, cut at 256:
///                                               [0 ..< 256 | 256 ..< 512 | 512 ..< 768 | ...]
///  this list gets  [300 ..< 512 a piece | 512 ..< 768 shared | 768 ..< 1000 a piece]
/// ```
///
/// A piece of another list's chunk of at least a quarter of ``chunkCapacity`` items (64) is a
/// chunk of its own that shares the buffer, no item copied: a chunk is a range of a buffer. A
/// smaller piece is copied, into the last chunk when both fit in one and the last chunk is not
/// itself a shared piece (whose items would be copied too). An item
/// appended after a shared piece starts a chunk of its own, the piece left shared. A shared
/// chunk joins a last chunk under half full. Removing items inside a chunk does not merge it
/// with its neighbours: a chunk may hold a single item.
extension ItemList: RangeReplaceableCollection {
  /// Appends `item`: O(1) amortized (the last chunk is copied first when another list shares
  /// it whole; after a piece of another chunk's buffer, which a rebuilt list shares, the item
  /// starts a new chunk rather than copy the piece's items, up to ``chunkCapacity`` of them).
  public mutating func append(_ item: __owned Item) {
    if let last = spine.indices.last, spine[last].count < Self.chunkCapacity,
      !spine[last].isPiece
    {
      spine[last].end += 1
      spine[last].append(item)
    } else {
      push(ItemChunk([item], end: count + 1))
    }
  }

  /// Appends `item` to a list that will hold about `expectedCount` items (a decoder's count
  /// of the items ahead): a new chunk is made with room for the items expected in it, up to
  /// ``chunkCapacity``, so that a list built this way stores its items at their size, without
  /// the spare room of a chunk grown by doubling. O(1) amortized.
  package mutating func append(_ item: __owned Item, expectingCount expectedCount: Int) {
    if let last = spine.indices.last, spine[last].count < Self.chunkCapacity {
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
    for chunk in spine { capacity += chunk.capacity }
    return capacity
  }

  /// Appends the items of `items`, in order: O(their count) amortized. An empty list makes room
  /// for the spine of their number (as far as the sequence tells it beforehand).
  public mutating func append<Source: Sequence<Item>>(contentsOf items: Source) {
    if spine.isEmpty { reserveCapacity(items.underestimatedCount) }
    for item in items { append(item) }
  }

  /// Appends the items of `slice`, sharing the whole chunks of its list that it covers: O(its
  /// chunks + 256).
  public mutating func append(contentsOf slice: Slice<ItemList>) {
    append(contentsOf: slice.base, in: slice.startIndex..<slice.endIndex)
  }

  /// Appends the items `range` of `other` (clamped to its indexes), sharing the whole chunks of
  /// `other` that the range covers, and the pieces of the chunks at its ends as
  /// ``appendPiece(_:of:)`` does (a piece of a quarter chunk or more shared, a smaller one
  /// copied): O(chunks of the range + a quarter chunk's items a piece). A whole chunk joins a
  /// last chunk under half full (as ``appendWhole(_:)``), so a list cut into small chunks by
  /// edits is tidied when it is rebuilt; the whole chunks after one at least half full are
  /// appended at once.
  mutating func append(contentsOf other: ItemList, in range: Range<Int>) {
    let range = range.clamped(to: 0..<other.count)
    guard !range.isEmpty else { return }
    var (chunk, offset) = other.location(of: range.lowerBound)
    var remaining = range.count
    // The other list's chunks read in place: a chunk bound to a local is a copy (a retain and
    // a release of its buffer), where only a chunk shared needs one.
    other.spine.withUnsafeBufferPointer { spine in
      while remaining > 0, chunk < spine.count {
        let taken = Swift.min(spine[chunk].count - offset, remaining)
        if offset == 0, taken == spine[chunk].count {
          // The whole chunks up to the range's end: the first one (which may join a last
          // chunk under half full), then the rest at once.
          appendWhole(spine[chunk])
          remaining -= taken
          chunk += 1
          // A run stops before a chunk that follows one under half full: that chunk may join
          // it, which the next turn's `appendWhole` decides.
          let half = Self.chunkCapacity / 2
          var last = chunk
          if let tail = self.spine.indices.last, self.spine[tail].count >= half {
            while last < spine.count, spine[last].end <= range.upperBound,
              last == chunk || spine[last - 1].count >= half
            {
              last += 1
            }
          }
          if last > chunk {
            appendShared(other.spine[chunk..<last])
            remaining -= spine[last - 1].end - spine[chunk].start
            chunk = last
          }
        } else {
          appendPiece(offset..<offset + taken, of: spine[chunk])
          remaining -= taken
          chunk += 1
        }
        offset = 0
      }
    }
  }

  /// Appends `chunks` (a run of another list's chunks, in order), shared, their ends moved to
  /// this list's: room made once, then each chunk copied with its end moved, in one pass.
  /// O(the chunks). (Appending the run as a slice copies each chunk through its type's generic
  /// copy, a call a chunk, then needs a second pass for the ends.)
  private mutating func appendShared(_ chunks: ArraySlice<ItemChunk>) {
    guard let first = chunks.first else { return }
    let shift = count - first.start
    if let last = spine.indices.last, !Self.keepsRegular(spine[last].count, isLast: false) {
      isRegular = false
    }
    if spine.capacity < spine.count + chunks.count {
      spine.reserveCapacity(Swift.max(spine.count + chunks.count, 2 * spine.capacity))
    }
    var isRegular = self.isRegular
    let lastIndex = chunks.endIndex - 1
    for index in chunks.indices {
      var chunk = chunks[index]
      chunk.end += shift
      if !Self.keepsRegular(chunk.count, isLast: index == lastIndex) {
        isRegular = false
      }
      spine.append(chunk)
    }
    self.isRegular = isRegular
  }

  /// Replaces the items of `subrange` by those of `newItems`, changing only the chunks the
  /// range touches: within one chunk that stays 1 ... ``chunkCapacity`` items, that chunk changes
  /// in place (copied first if another list shares it); otherwise the touched chunks' remaining
  /// items and the new items are cut into chunks again (each at least half full) in their
  /// place. The chunks after the range move down or up the spine, shared, with their ends
  /// shifted. O(256 + chunks + the new items).
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
    let (first, firstOffset) = location(of: subrange.lowerBound)
    var (last, lastEnd) = (first, firstOffset)
    if !subrange.isEmpty {
      let (chunk, offset) = location(of: subrange.upperBound - 1)
      (last, lastEnd) = (chunk, offset + 1)
    }
    // The touched chunks' items before and after the range, and the new items between them.
    let prefix = spine[first].items(in: 0..<firstOffset)
    let suffix = spine[last].items(in: lastEnd..<spine[last].count)
    let middle = Array(newItems)
    let total = prefix.count + middle.count + suffix.count
    // Room for a few more chunks: the copy of a spine another list shares is made with it, so
    // that the chunks an update splits next do not move the spine again.
    let length = Self.chunkCapacity
    let room = spine.count + (total + length - 1) / length + 8
    if spine.capacity < room - 8 { spine.reserveCapacity(room) }
    if first == last, total > 0, total <= length {
      // One new array of the chunk's items (a chunk shared or not is copied once, at its size,
      // rather than copied and then shifted).
      let items = Self.joined(prefix, middle, suffix, in: 0..<total)
      spine[first].setItems(items)
      shiftEnds(from: first, by: added - subrange.count)
      return
    }
    // Cut into even pieces: none under half full.
    let pieces = (total + length - 1) / length
    var chunks: [ItemChunk] = []
    chunks.reserveCapacity(pieces)
    var start = 0
    for piece in 0..<pieces {
      let end = total * (piece + 1) / pieces
      chunks.append(ItemChunk(Self.joined(prefix, middle, suffix, in: start..<end), end: 0))
      start = end
    }
    spine.replaceSubrange(first...last, with: chunks)
    var end = first > 0 ? spine[first - 1].end : 0
    var isRegular = true
    spine.withUnsafeMutableBufferPointer { spine in
      for index in spine.indices {
        if index >= first {
          end += spine[index].count
          spine[index].end = end
        }
        let items = spine[index].count
        if !Self.keepsRegular(items, isLast: index == spine.count - 1) {
          isRegular = false
        }
      }
    }
    self.isRegular = isRegular
  }

  /// The items `range` of `prefix`, `middle` and `suffix` read as one list, in a new array of
  /// their exact size: each item copied once.
  private static func joined(
    _ prefix: ArraySlice<Item>, _ middle: [Item], _ suffix: ArraySlice<Item>, in range: Range<Int>
  ) -> [Item] {
    var items: [Item] = []
    items.reserveCapacity(range.count)
    var offset = 0
    for part in [prefix, middle[...], suffix] {
      let lower = Swift.max(range.lowerBound - offset, 0)
      let upper = Swift.min(range.upperBound - offset, part.count)
      if lower < upper {
        items.append(contentsOf: part[part.startIndex + lower..<part.startIndex + upper])
      }
      offset += part.count
    }
    return items
  }

  /// Moves the ends of chunk `chunk` and those after it by `change` items (an edit inside
  /// `chunk`). O(chunks after it), no chunk copied.
  private mutating func shiftEnds(from chunk: Int, by change: Int) {
    guard change != 0 else { return }
    if chunk < spine.count - 1 { isRegular = false }
    spine.withUnsafeMutableBufferPointer { spine in
      for index in chunk..<spine.count { spine[index].end += change }
    }
  }

  /// Reserves room for the list of chunks of `minimumCapacity` items (the chunks themselves
  /// grow as they fill).
  public mutating func reserveCapacity(_ minimumCapacity: Int) {
    let length = Self.chunkCapacity
    let chunks = (Swift.max(0, minimumCapacity) + length - 1) / length
    spine.reserveCapacity(Swift.max(spine.count, chunks))
  }

  /// Appends `chunk` (another list's) as a chunk of this list, shared, or into the last chunk
  /// when that one is under half full and both fit in one.
  /// (`chunk` is taken owned: the caller's copy of it, which it makes anyway to read it from
  /// the other list while this one changes, is the one pushed.)
  private mutating func appendWhole(_ chunk: consuming ItemChunk) {
    if let last = spine.indices.last, spine[last].count < Self.chunkCapacity / 2,
      spine[last].count + chunk.count <= Self.chunkCapacity
    {
      spine[last].append(contentsOf: chunk.items, values: chunk.values)
      spine[last].end += chunk.count
      return
    }
    chunk.end = count + chunk.count
    push(chunk)
  }

  /// Appends the items `range` (counted from 0) of `source`, another list's chunk: a piece of
  /// at least a quarter of ``chunkCapacity`` items (64) as a chunk of its own that shares
  /// `source`'s buffer (no item copied, see ``ItemChunk``); a smaller one copied, into the
  /// last chunk when both fit in one and the last chunk is not a shared piece itself (joining
  /// it would copy its items too, up to three times the small piece's), as a new chunk
  /// otherwise. A chunk so keeps alive at most three times its items of another chunk's buffer.
  private mutating func appendPiece(_ range: Range<Int>, of source: consuming ItemChunk) {
    if Self.sharesPiece(of: range.count) {
      push(ItemChunk(piece: range, of: source, end: count + range.count))
      return
    }
    let items = source.items(in: range)
    if let last = spine.indices.last, !spine[last].isPiece,
      spine[last].count + items.count <= Self.chunkCapacity
    {
      // The union of a piece's values is within its chunk's: none to read when that has none.
      let values = source.values.isEmpty ? [] : ItemChunk.values(of: items)
      spine[last].append(contentsOf: items, values: values)
      spine[last].end += items.count
      return
    }
    push(ItemChunk(Array(items), end: count + items.count))
  }

  /// Whether a piece of `count` items of another chunk is appended sharing that chunk's buffer
  /// (``appendPiece(_:of:)``): when it holds at least a quarter of ``chunkCapacity`` (64
  /// items), so that it keeps at most three times its items of the buffer alive (a buffer
  /// holds at most ``chunkCapacity`` items).
  @inline(__always)
  static func sharesPiece(of count: Int) -> Bool { count &* 4 >= chunkCapacity }

  /// Appends `chunk`, whose end is already this list's new count, after the last chunk (the
  /// chunk moved into the spine, not copied: the last chunk read in place).
  private mutating func push(_ chunk: consuming ItemChunk) {
    if let last = spine.indices.last, !Self.keepsRegular(spine[last].count, isLast: false) {
      isRegular = false
    }
    if !Self.keepsRegular(chunk.count, isLast: true) {
      isRegular = false
    }
    spine.append(consume chunk)
  }

  /// Whether a chunk of `items` items keeps a list regular (``isRegular``): every chunk but
  /// the last holds exactly ``chunkCapacity`` items, the last at most that many.
  @inline(__always)
  static func keepsRegular(_ items: Int, isLast: Bool) -> Bool {
    isLast ? items <= chunkCapacity : items == chunkCapacity
  }
}
