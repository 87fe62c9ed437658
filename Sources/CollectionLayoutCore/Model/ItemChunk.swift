/// A chunk of an ``ItemList``: its items, the index after its last item in its node
/// (``ItemNode``), and the union of its items' present values.
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
  /// The index, counted from its node's first item, after the chunk's last item (the number of
  /// items of this chunk and those before it in the node; ``ItemList/chunks`` gives it counted
  /// from the list's first item).
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

  /// The index of the chunk's first item, counted as ``end`` is.
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
