/// A section's items one by one (`Items.list`): a random-access collection of ``Item``
/// indexed from 0, stored in chunks of at most ``chunkCapacity`` (256) items that copies of the
/// list share, so that an update that deletes, inserts, moves or reloads k items of a section
/// of n copies about k pieces of chunks and the list of chunks, not every item.
///
/// ```
///  a list of 1,000 items, cut at 256:
///  spine    [ chunk 0 | chunk 1 | chunk 2 | chunk 3 ]          ends 256, 512, 768, 1,000
///  rebuilt  [ chunk 0 | 256 ..< 333 | 334 ..< 512 | 2 | 3 ]    delete item 333: chunk 1 cut in
///                                                              two pieces of its buffer, no
///                                                              item copied; 0, 2, 3 shared
/// ```
///
/// Every list is cut at 256 items. A list rebuilt from another, as an update does, shares the
/// pieces of the chunks it cuts rather than copying them (a chunk is a range of a buffer other
/// chunks may share), so a cut costs a spine entry, not a chunk's items, and long chunks keep
/// the spine short: the spine is what every rebuild copies and every update frees, a reference
/// a chunk. (Chunks cut at about the square root of the count, 32 for 1,000 items, made the
/// 22-operation batch with ids slower, and the batch of a tenth of the items deleted and a
/// tenth inserted no faster: Performance.md, "One chunk length again: 256".)
///
/// Used as an array is: `[Item(id: "a"), Item(id: "b")]` is a list (array literal),
/// `ItemList(someArray)` or `ItemList(someSequence)` makes one, and it compares and hashes as
/// the array of the same items does (two lists of the same items are equal however they are
/// chunked).
///
/// Complexity, for a list of n items in c chunks (c is about n / 256 when it was made from an
/// array or by appending items; edits within a chunk shrink it without merging it with a
/// neighbour, so after many removals c may approach n, and indexing is then O(log c)):
/// - `count`, `isEmpty`: O(1). Iterating: O(1) an item (the iterator walks the chunks).
/// - Reading or writing item i: O(1) in a regular list (every chunk but the last holding 256
///   items, the last at most 256: made from an array or by appending items), O(log c)
///   otherwise. Writing copies the item's chunk if another list shares it, O(256).
/// - `append`: O(1) amortized. Inserting, removing or replacing a range in one chunk: O(256 +
///   c); any other `replaceSubrange`: O(c + 256 + the new items).
/// - Copying a list: O(1); the copy shares every chunk until one of the two lists changes it.
/// - Equality: O(n), O(c) where the two lists share their chunks; hashing: O(n).
public struct ItemList: Sendable {
  /// The most items a chunk holds (256), and the number every chunk but the last holds in a
  /// list made from an array or by appending items.
  public static let chunkCapacity = 256

  /// The base-2 logarithm of ``chunkCapacity`` (a test holds the two together): item i of a
  /// regular list is in chunk `i >> chunkShift`.
  static let chunkShift = 8

  /// The chunks, in order, each holding 1 ... ``chunkCapacity`` items; none for no items.
  var spine: [ItemChunk]
  /// Whether every chunk but the last holds exactly ``chunkCapacity`` items and the last at
  /// most that many, so that item i is in chunk i / ``chunkCapacity`` (no search).
  var isRegular: Bool

  /// An empty list.
  public init() {
    spine = []
    isRegular = true
  }

  /// An empty list that will hold about `count` items, with room for their spine and for
  /// `pieceRoom` more chunks (a list rebuilt run by run from another: the pieces its runs
  /// leave at their ends, ``rebuiltPieceRoom``, so that a user's edit does not grow it).
  init(expectedCount count: Int, pieceRoom: Int = 0) {
    self.init()
    let chunks = (Swift.max(0, count) + Self.chunkCapacity - 1) / Self.chunkCapacity
    spine.reserveCapacity(chunks + Swift.max(0, pieceRoom))
  }

  /// The chunks a rebuilt list's spine has room for besides those of its items
  /// (``init(expectedCount:pieceRoom:)``).
  static let rebuiltPieceRoom = 8

  /// A list of `items`, in order. O(1) for at most ``chunkCapacity`` items (the list shares
  /// the array's storage), O(n) otherwise.
  public init(_ items: [Item]) {
    if items.count <= Self.chunkCapacity {
      spine = items.isEmpty ? [] : [ItemChunk(items, end: items.count)]
      isRegular = true
      return
    }
    let length = Self.chunkCapacity
    spine = []
    spine.reserveCapacity((items.count + length - 1) / length)
    var start = 0
    while start < items.count {
      let end = Swift.min(start + length, items.count)
      spine.append(ItemChunk(Array(items[start..<end]), end: end))
      start = end
    }
    isRegular = true
  }

  /// A list of the items of `items`, in order. O(n).
  public init<Source: Sequence<Item>>(_ items: Source) {
    if let array = items as? [Item] {
      self.init(array)
      return
    }
    self.init()
    reserveCapacity(items.underestimatedCount)
    for item in items { append(item) }
  }

  /// The number of items, >= 0. O(1).
  public var count: Int { spine.isEmpty ? 0 : spine[spine.count &- 1].end }

  /// Where item `index` is: its chunk and its position in the chunk.
  ///
  /// - Precondition: `0 <= index < count`.
  @inline(__always)
  func location(of index: Int) -> (chunk: Int, offset: Int) {
    if isRegular {
      return (index &>> Self.chunkShift, index & (Self.chunkCapacity - 1))
    }
    // The first chunk whose end is above index.
    var low = 0
    var high = spine.count - 1
    while low < high {
      let middle = (low + high) / 2
      if spine[middle].end > index { high = middle } else { low = middle + 1 }
    }
    return (low, index - spine[low].start)
  }

  /// The id of item `index`, read in place (the item not copied). O(1) in a regular list,
  /// O(log chunks) otherwise.
  ///
  /// - Precondition: `0 <= index < count`.
  func id(at index: Int) -> String? {
    precondition(index >= 0 && index < count, "Index out of range")
    let (chunk, offset) = location(of: index)
    return spine[chunk].id(at: offset)
  }

  /// Whether some item has one of `values` (``Item/PresentValues``): O(c), the chunks keep the
  /// union of their items' values.
  func containsItems(with values: Item.PresentValues) -> Bool {
    for chunk in spine where !chunk.values.isDisjoint(with: values) { return true }
    return false
  }

  /// Calls `body` with each chunk's items in order, as a buffer read in place, and the index of
  /// the chunk's first item. O(n) for a body that reads every item, without a lookup an item.
  func forEachChunk(_ body: (_ items: UnsafeBufferPointer<Item>, _ start: Int) throws -> Void)
    rethrows
  {
    for chunk in spine {
      try chunk.withUnsafeBufferPointer { try body($0, chunk.start) }
    }
  }

  /// Calls `body` with the items of `range` (clamped to the list's indexes) in order, a piece of
  /// a chunk at a time, read in place: `items[0]` is item `start` of the list. Stops at the
  /// first piece for which `body` returns `false`, and returns `false` then, `true` otherwise.
  /// O(log chunks) to find the first piece, then O(1) a piece.
  func forEachPiece(
    in range: Range<Int>,
    _ body: (_ items: UnsafeBufferPointer<Item>, _ start: Int) throws -> Bool
  ) rethrows -> Bool {
    let range = range.clamped(to: 0..<count)
    guard !range.isEmpty else { return true }
    var (chunk, offset) = location(of: range.lowerBound)
    var start = range.lowerBound
    while start < range.upperBound, chunk < spine.count {
      let items = spine[chunk]
      let length = Swift.min(items.count - offset, range.upperBound - start)
      let goesOn = try items.withUnsafeBufferPointer { buffer in
        try body(UnsafeBufferPointer(rebasing: buffer[offset..<offset + length]), start)
      }
      guard goesOn else { return false }
      start += length
      chunk += 1
      offset = 0
    }
    return true
  }

  /// Calls `body` with the items of each of `ranges` in order (each clamped to the list's
  /// indexes; an item in two ranges is handed once), or with every item when `ranges` is `nil`
  /// (as ``forEachPiece(in:_:)`` of ``indices``), a piece of a chunk at a time, read in
  /// place: `items[0]` is item `start` of the list. Stops at the first piece for which `body`
  /// returns `false`, and returns `false` then, `true` otherwise. The ranges that fall in one
  /// chunk are handed while it is held once: an update's new items, single items a few apart,
  /// cost one lookup a chunk instead of one a range. O(ranges + chunks read · log chunks), a
  /// chunk after the one read found in O(1).
  ///
  /// ```
  ///  chunks   chunk 0: items 0 ..< 8          │ chunk 1: items 8 ..< 16
  ///  ranges   2..<3   5..<7   7..<10                                      by lower bound
  ///  pieces   2..<3   5..<7   7..<8           │ 8..<10     three in one hold of chunk 0
  /// ```
  ///
  /// - Precondition: the ranges ascend by lower bound (asserted): a range below one already
  ///   handed would be cut to what follows it.
  func forEachPiece(
    inEach ranges: [Range<Int>]?,
    _ body: (_ items: UnsafeBufferPointer<Item>, _ start: Int) throws -> Bool
  ) rethrows -> Bool {
    guard let ranges else { return try forEachPiece(in: indices, body) }
    assert(
      zip(ranges.dropFirst(), ranges).allSatisfy { $0.lowerBound >= $1.lowerBound },
      "ranges ascending by lower bound")
    // One range: its pieces in turn.
    if ranges.count == 1 { return try forEachPiece(in: ranges[0], body) }
    let count = count
    // The next range, and the first of its items not handed yet; the chunk read last.
    var next = ranges.startIndex
    var position = 0
    var chunk = -1
    while next < ranges.endIndex {
      let range = ranges[next].clamped(to: 0..<count)
      let from = Swift.max(range.lowerBound, position)
      guard from < range.upperBound else {
        next += 1
        continue
      }
      // A range that goes on past a chunk goes on in the next one.
      if chunk >= 0, chunk + 1 < spine.count, from == spine[chunk].end {
        chunk += 1
      } else {
        chunk = location(of: from).chunk
      }
      let chunkStart = spine[chunk].start
      let chunkEnd = spine[chunk].end
      assert(chunkStart <= from && from < chunkEnd, "the chunk holds the next item")
      let goesOn = try spine[chunk].withUnsafeBufferPointer { buffer in
        while next < ranges.endIndex {
          let range = ranges[next].clamped(to: 0..<count)
          let lower = Swift.max(range.lowerBound, position)
          guard lower < chunkEnd else { return true }
          let upper = Swift.min(range.upperBound, chunkEnd)
          if lower < upper {
            let piece = UnsafeBufferPointer(
              rebasing: buffer[(lower - chunkStart)..<(upper - chunkStart)])
            guard try body(piece, lower) else { return false }
            position = upper
          }
          // The range goes on in the next chunk.
          if range.upperBound > chunkEnd { return true }
          next += 1
        }
        return true
      }
      guard goesOn else { return false }
    }
    return true
  }

  /// Whether this list and `other` are one storage (every chunk shared): then they are equal.
  /// `false` says nothing. O(1).
  func sharesStorage(with other: ItemList) -> Bool { spine.sharesStorage(with: other.spine) }
}

/// A chunk of an ``ItemList``: its items, the index after its last item in the list, and the
/// union of its items' present values.
///
/// The items are a range of a buffer that other chunks, of this list or of others, may share
/// (copy on write): a piece a rebuilt list takes from another's chunk keeps that chunk's buffer
/// (``ItemList/sharesPiece(of:)``) rather than copying its items, so a chunk may keep
/// alive the rest of the buffer of the chunk it was cut from (at most ``ItemList/chunkCapacity``
/// items). A chunk that covers its whole buffer (the usual case) grows as an array does; a piece
/// is copied to a buffer of its own before it changes.
///
/// ```
///  old chunk   buffer [ a b c d e f g h ]         delete d in a rebuild
///  new list    [ a b c ]  [ e f g h ]             two pieces, one buffer, no item copied
///              0 ..< 3    4 ..< 8                 their ranges of the buffer
/// ```
struct ItemChunk: Sendable {
  /// The buffer the items are a range of: `buffer[lower ..< upper]`.
  private var buffer: [Item]
  /// The buffer index of the chunk's first item.
  private var lower: Int32
  /// The buffer index after the chunk's last item.
  private var upper: Int32
  /// The index, in the list, after the chunk's last item (the number of items of this chunk and
  /// those before it).
  var end: Int
  /// The union of the items' present values.
  var values: Item.PresentValues

  /// A chunk of `items`, 1 ... ``ItemList/chunkCapacity`` of them, ending at `end`, its values
  /// read from the items.
  init(_ items: [Item], end: Int) {
    assert(items.count <= ItemList.chunkCapacity, "a chunk holds at most chunkCapacity items")
    buffer = items
    lower = 0
    upper = Int32(truncatingIfNeeded: items.count)
    self.end = end
    values = Self.values(of: items[...])
  }

  /// A chunk of the items `range` of `other`, counted from 0, sharing its buffer (no item
  /// copied), ending at `end`, its values read from the items (none to read when `other`'s
  /// items have none, as listed items with ids alone).
  init(piece range: Range<Int>, of other: consuming ItemChunk, end: Int) {
    assert(other.buffer.count <= ItemList.chunkCapacity, "a buffer holds at most chunkCapacity")
    lower = other.lower &+ Int32(truncatingIfNeeded: range.lowerBound)
    upper = other.lower &+ Int32(truncatingIfNeeded: range.upperBound)
    self.end = end
    values = other.values.isEmpty ? [] : Self.values(of: other.items(in: range))
    // The last use of `other`, which is owned: its buffer moved, not retained again.
    buffer = other.buffer
  }

  /// The number of items of the buffer the chunk's items are a range of (what the chunk keeps
  /// alive), >= ``count``.
  var bufferCount: Int { buffer.count }

  /// The number of items, 1 ... ``ItemList/chunkCapacity``.
  @inline(__always) var count: Int { Int(upper &- lower) }

  /// The index of the chunk's first item in the list.
  @inline(__always) var start: Int { end &- count }

  /// The items, a view of the buffer (no item copied).
  var items: ArraySlice<Item> { buffer[Int(lower)..<Int(upper)] }

  /// The chunk's items `range`, counted from 0, as a view of its buffer (no item copied).
  @inline(__always)
  func items(in range: Range<Int>) -> ArraySlice<Item> {
    buffer[Int(lower) &+ range.lowerBound..<Int(lower) &+ range.upperBound]
  }

  /// The chunk's item `offset`, counted from 0.
  ///
  /// - Precondition: `0 <= offset < count`.
  @inline(__always)
  func item(at offset: Int) -> Item { buffer[Int(lower) &+ offset] }

  /// The id of the chunk's item `offset`, counted from 0, read in place (the item not copied).
  ///
  /// - Precondition: `0 <= offset < count`.
  @inline(__always)
  func id(at offset: Int) -> String? {
    assert(offset >= 0 && offset < count, "an offset in the chunk")
    return buffer.withUnsafeBufferPointer { $0[Int(lower) &+ offset].id }
  }

  /// The number of items the buffer has room for without growing, when the chunk covers it
  /// whole; the chunk's count otherwise.
  var capacity: Int { isWholeBuffer ? buffer.capacity : count }

  /// Calls `body` with the items, read in place.
  @inline(__always)
  func withUnsafeBufferPointer<Result>(
    _ body: (UnsafeBufferPointer<Item>) throws -> Result
  ) rethrows -> Result {
    try buffer.withUnsafeBufferPointer { whole in
      try body(UnsafeBufferPointer(rebasing: whole[Int(lower)..<Int(upper)]))
    }
  }

  /// Whether this chunk's items and `other`'s are the same range of one buffer (then they are
  /// equal). `false` says nothing. O(1).
  func sharesItems(with other: ItemChunk) -> Bool {
    guard count == other.count else { return false }
    if count == 0 { return true }
    return withUnsafeBufferPointer { first in
      other.withUnsafeBufferPointer { second in first.baseAddress == second.baseAddress }
    }
  }

  /// Replaces the items by `items`, 1 ... ``ItemList/chunkCapacity`` of them, and their values.
  mutating func setItems(_ items: [Item]) {
    assert(items.count <= ItemList.chunkCapacity, "a chunk holds at most chunkCapacity items")
    buffer = items
    lower = 0
    upper = Int32(truncatingIfNeeded: items.count)
    values = Self.values(of: items[...])
  }

  /// Appends `item` and its values (the buffer is copied first when it is another chunk's
  /// too, or the chunk is a piece of it).
  @inline(__always)
  mutating func append(_ item: __owned Item) {
    ownWholeBuffer(room: 1)
    values.formUnion(item.presentValues)
    buffer.append(item)
    upper &+= 1
  }

  /// Appends `items` and their values (`values`, their union).
  mutating func append(contentsOf items: ArraySlice<Item>, values: Item.PresentValues) {
    ownWholeBuffer(room: items.count)
    self.values.formUnion(values)
    buffer.append(contentsOf: items)
    upper &+= Int32(truncatingIfNeeded: items.count)
  }

  /// Replaces the chunk's item `offset`, counted from 0, and updates ``values``.
  ///
  /// - Precondition: `0 <= offset < count`.
  mutating func replaceItem(at offset: Int, with item: Item) {
    ownWholeBuffer(room: 0)
    let old = buffer[offset].presentValues
    let new = item.presentValues
    buffer[offset] = item
    if new.isSuperset(of: old) {
      values.formUnion(new)
    } else {
      values = Self.values(of: buffer[...])
    }
  }

  /// Whether the chunk is a piece of a buffer another chunk holds (its items are not the whole
  /// buffer): changing it copies its items first.
  @inline(__always) var isPiece: Bool { !isWholeBuffer }

  /// Whether the chunk's items are its whole buffer.
  @inline(__always) private var isWholeBuffer: Bool {
    lower == 0 && Int(upper) == buffer.count
  }

  /// Makes the buffer hold exactly the chunk's items: a copy of them when it is a piece, with
  /// room for `room` more (what changes a piece is usually an append), the piece's buffer let
  /// go before the copy is stored, so that the append that follows finds the copy unique and
  /// does not copy the items again.
  @inline(__always)
  private mutating func ownWholeBuffer(room: Int) {
    if !isWholeBuffer {
      var own: [Item] = []
      own.reserveCapacity(count + room)
      own.append(contentsOf: buffer[Int(lower)..<Int(upper)])
      buffer = consume own
      upper &-= lower
      lower = 0
    }
  }

  /// The union of the present values of `items`.
  static func values(of items: ArraySlice<Item>) -> Item.PresentValues {
    var values: Item.PresentValues = []
    for item in items { values.formUnion(item.presentValues) }
    return values
  }
}
