/// Builds an ``ItemList`` by copying every item, run after run, into chunks of
/// ``ItemList/chunkCapacity`` items, each chunk's buffer made once at the size it will have:
/// the cheaper way to rebuild a list whose runs are mostly short (an update with an edit every
/// few items), where appending each run to an ``ItemList`` copies the run anyway (a piece
/// under a quarter of a chunk is not shared, ``ItemList/sharesPiece(of:)``), grows the last
/// chunk by doubling and finds it in the spine again at every run.
///
/// ```
///  runs     [a b c] x [e f g h] y [j k] ...        survivors of an old list, single items
///  chunks   [a b c x e f g h y j k ... (256)] [ ... (256)] [ ... (the rest)]
/// ```
///
/// The list it makes is regular (every chunk but the last holds 256 items) and shares nothing
/// with the lists it copies from. O(1) an item, plus O(1) a run.
struct ItemListCopier {
  /// The list made so far: every chunk full.
  private var made = ItemList()
  /// The items of the chunk being filled: fewer than ``ItemList/chunkCapacity``.
  private var current: [Item] = []
  /// The items appended so far.
  private var count = 0
  /// The number of items the list is expected to hold: each chunk's buffer is made with room
  /// for the items still expected, up to ``ItemList/chunkCapacity``.
  private let expectedCount: Int

  /// A copier for a list of about `expectedCount` items (more or fewer may be appended: a
  /// chunk past the expected count grows as an array does).
  init(expectedCount: Int) {
    self.expectedCount = Swift.max(0, expectedCount)
    let length = ItemList.chunkCapacity
    // Room for the nodes a user's edit of the list cuts, as a list rebuilt by runs has.
    made = ItemList(expectedCount: self.expectedCount, pieceRoom: ItemList.rebuiltPieceRoom)
    current.reserveCapacity(Swift.min(length, Swift.max(1, self.expectedCount)))
  }

  /// Appends `item`.
  mutating func append(_ item: __owned Item) {
    current.append(item)
    count += 1
    if current.count == ItemList.chunkCapacity { pushCurrent() }
  }

  /// Appends the items `range` of `list` (clamped to its indexes), copied, a piece of one of
  /// its chunks at a time.
  mutating func append(contentsOf list: ItemList, in range: Range<Int>) {
    _ = list.forEachPiece(in: range) { items, _ in
      var start = 0
      while start < items.count {
        let taken = Swift.min(items.count - start, ItemList.chunkCapacity - current.count)
        current.append(contentsOf: UnsafeBufferPointer(rebasing: items[start..<start + taken]))
        count += taken
        start += taken
        if current.count == ItemList.chunkCapacity { pushCurrent() }
      }
      return true
    }
  }

  /// The list of the items appended, in order.
  consuming func list() -> ItemList {
    if !current.isEmpty { pushCurrent() }
    #if COLLECTION_LAYOUT_INTERNAL_CHECKS
      assert(made.isRegular && made.count == count, "a copied list is regular")
    #endif
    return made
  }

  /// Moves the chunk being filled into the list, and makes the next one's buffer.
  private mutating func pushCurrent() {
    var items: [Item] = []
    swap(&items, &current)
    made.push(ItemChunk(items, end: items.count))
    let expected = expectedCount - count
    if expected > 0 { current.reserveCapacity(Swift.min(ItemList.chunkCapacity, expected)) }
  }
}
