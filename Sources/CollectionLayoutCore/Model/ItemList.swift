/// A section's items one by one (`Items.list`): a random-access collection of ``Item``
/// indexed from 0, stored in chunks of at most ``chunkCapacity`` items that copies of the
/// list share, so that an update that deletes, inserts, moves or reloads k items of a section
/// of n copies about k chunks and the list of chunks, not every item.
///
/// ```
///  spine    [ chunk 0 | chunk 1 | chunk 2 | chunk 3 ]     ends 256, 512, 700, 956
///  after    [ chunk 0 | chunk 1'| chunk 2 | chunk 3 ]     delete item 300: chunk 1 copied
///                                                         (255 items), 0, 2, 3 shared
/// ```
///
/// Used as an array is: `[Item(id: "a"), Item(id: "b")]` is a list (array literal),
/// `ItemList(someArray)` or `ItemList(someSequence)` makes one, and it compares and hashes as
/// the array of the same items does (two lists of the same items are equal however they are
/// chunked).
///
/// Complexity, for a list of n items in c chunks (c is about n / 256 when it was made from an
/// array or by appending; edits within a chunk shrink it without merging it with a neighbour,
/// so after many removals c may approach n, and indexing is then O(log c)):
/// - `count`, `isEmpty`: O(1). Iterating: O(1) an item (the iterator walks the chunks).
/// - Reading or writing item i: O(1) in a list made from an array or by appending (every chunk
///   but the last full), O(log c) otherwise. Writing copies the item's chunk if another list
///   shares it, O(256).
/// - `append`: O(1) amortized. Inserting, removing or replacing a range in one chunk: O(256 +
///   c); any other `replaceSubrange`: O(c + 256 + the new items).
/// - Copying a list: O(1); the copy shares every chunk until one of the two lists changes it.
/// - Equality: O(n), O(c) where the two lists share their chunks; hashing: O(n).
public struct ItemList: Sendable {
  /// The most items a chunk holds; a list made from an array fills its chunks to it.
  public static let chunkCapacity = 256

  /// The chunks, in order, each holding 1 ... ``chunkCapacity`` items; none for no items.
  var spine: [ItemChunk]
  /// Whether every chunk but the last holds exactly ``chunkCapacity`` items, so that item i is
  /// in chunk i / 256 (no search).
  var isRegular: Bool

  /// An empty list.
  public init() {
    spine = []
    isRegular = true
  }

  /// A list of `items`, in order. O(1) for at most ``chunkCapacity`` items (the list shares
  /// the array's storage), O(n) otherwise.
  public init(_ items: [Item]) {
    if items.count <= Self.chunkCapacity {
      spine = items.isEmpty ? [] : [ItemChunk(items, end: items.count)]
      isRegular = true
      return
    }
    spine = []
    spine.reserveCapacity((items.count + Self.chunkCapacity - 1) / Self.chunkCapacity)
    var start = 0
    while start < items.count {
      let end = Swift.min(start + Self.chunkCapacity, items.count)
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
    for item in items { append(item) }
  }

  /// The number of items, >= 0. O(1).
  public var count: Int { spine.last?.end ?? 0 }

  /// Where item `index` is: its chunk and its position in the chunk.
  ///
  /// - Precondition: `0 <= index < count`.
  @inline(__always)
  func location(of index: Int) -> (chunk: Int, offset: Int) {
    if isRegular {
      return (index / Self.chunkCapacity, index % Self.chunkCapacity)
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
      try chunk.items.withUnsafeBufferPointer { try body($0, chunk.start) }
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
      let items = spine[chunk].items
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

  /// Whether this list and `other` are one storage (every chunk shared): then they are equal.
  /// `false` says nothing. O(1).
  func sharesStorage(with other: ItemList) -> Bool { spine.sharesStorage(with: other.spine) }
}

/// A chunk of an ``ItemList``: its items, the index after its last item in the list, and the
/// union of its items' present values.
struct ItemChunk: Sendable {
  /// The items, 1 ... ``ItemList/chunkCapacity`` of them, shared by the lists that hold the
  /// chunk until one of them changes it (copy on write).
  var items: [Item]
  /// The index, in the list, after the chunk's last item (the number of items of this chunk and
  /// those before it).
  var end: Int
  /// The union of the items' present values.
  var values: Item.PresentValues

  /// A chunk of `items` ending at `end`, its values read from the items.
  init(_ items: [Item], end: Int) {
    self.items = items
    self.end = end
    values = Self.values(of: items[...])
  }

  /// The index of the chunk's first item in the list.
  var start: Int { end - items.count }

  /// The union of the present values of `items`.
  static func values(of items: ArraySlice<Item>) -> Item.PresentValues {
    var values: Item.PresentValues = []
    for item in items { values.formUnion(item.presentValues) }
    return values
  }
}
