/// An ``ItemList`` read as a collection: indexes 0 ..< count, an iterator that walks the
/// chunks, equality and hashing as the array of the same items, printed as that array.
extension ItemList: RandomAccessCollection, MutableCollection {
  /// An item's position, 0 ..< count.
  public typealias Index = Int
  /// The positions, 0 ..< count.
  public typealias Indices = Range<Int>
  /// A range of the items, a view of the list (no item copied).
  public typealias SubSequence = Slice<ItemList>

  /// 0.
  public var startIndex: Int { 0 }
  /// The number of items.
  public var endIndex: Int { count }

  /// Item `index`: O(1) in a list whose chunks are full, O(log chunks) otherwise; writing
  /// copies the item's chunk if another list shares it.
  ///
  /// - Precondition: `0 <= index < count` (as an array's subscript, a wrong index traps: it is
  ///   the caller's bug, never a scenario's).
  public subscript(index: Int) -> Item {
    get {
      precondition(index >= 0 && index < count, "Index out of range")
      let (chunk, offset) = location(of: index)
      return spine[chunk].item(at: offset)
    }
    set {
      precondition(index >= 0 && index < count, "Index out of range")
      let (chunk, offset) = location(of: index)
      spine[chunk].replaceItem(at: offset, with: newValue)
    }
  }

  /// The items of `bounds`, a view of this list (no item copied).
  ///
  /// - Precondition: `bounds` is within `0 ... count` (as an array's, a wrong range traps).
  public subscript(bounds: Range<Int>) -> Slice<ItemList> {
    get {
      precondition(bounds.lowerBound >= 0 && bounds.upperBound <= count, "Range out of bounds")
      return Slice(base: self, bounds: bounds)
    }
    set { replaceSubrange(bounds, with: newValue) }
  }

  /// Walks the chunks: O(1) an item.
  public func makeIterator() -> Iterator { Iterator(spine: spine) }

  /// An iterator over a list's items, chunk by chunk.
  public struct Iterator: IteratorProtocol, Sendable {
    private let spine: [ItemChunk]
    private var chunk = 0
    /// The current chunk's items, and the buffer index of the next one.
    private var items: ArraySlice<Item>
    private var index: Int

    init(spine: [ItemChunk]) {
      self.spine = spine
      items = spine.first?.items ?? []
      index = items.startIndex
    }

    /// The next item, `nil` after the last.
    public mutating func next() -> Item? {
      if index < items.endIndex {
        defer { index += 1 }
        return items[index]
      }
      chunk += 1
      guard chunk < spine.count else { return nil }
      items = spine[chunk].items
      index = items.startIndex + 1
      return items[items.startIndex]
    }
  }

  /// Calls `body` with the items in order, reading each chunk in place.
  public func forEach(_ body: (Item) throws -> Void) rethrows {
    for chunk in spine {
      for item in chunk.items { try body(item) }
    }
  }

  /// Whether some item satisfies `predicate`, read chunk by chunk.
  public func contains(where predicate: (Item) throws -> Bool) rethrows -> Bool {
    for chunk in spine where try chunk.items.contains(where: predicate) { return true }
    return false
  }
}

extension ItemList: Hashable {
  /// Whether the two lists hold equal items in the same order, however they are chunked;
  /// chunks the two share are not read.
  public static func == (lhs: ItemList, rhs: ItemList) -> Bool {
    guard lhs.count == rhs.count else { return false }
    if lhs.sharesStorage(with: rhs) { return true }
    var left = (chunk: 0, offset: 0)
    var right = (chunk: 0, offset: 0)
    while left.chunk < lhs.spine.count, right.chunk < rhs.spine.count {
      let leftChunk = lhs.spine[left.chunk]
      let rightChunk = rhs.spine[right.chunk]
      if left.offset == 0, right.offset == 0,
        leftChunk.sharesItems(with: rightChunk)
      {
        left.chunk += 1
        right.chunk += 1
        continue
      }
      let length = Swift.min(leftChunk.count - left.offset, rightChunk.count - right.offset)
      guard
        leftChunk.items(in: left.offset..<left.offset + length)
          == rightChunk.items(in: right.offset..<right.offset + length)
      else { return false }
      left.offset += length
      right.offset += length
      if left.offset == leftChunk.count { left = (left.chunk + 1, 0) }
      if right.offset == rightChunk.count { right = (right.chunk + 1, 0) }
    }
    return true
  }

  /// Hashes the count and the items in order, as an array of the same items does.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    forEach { hasher.combine($0) }
  }
}

extension ItemList: ExpressibleByArrayLiteral {
  /// A list of the literal's items: `[Item(id: "a"), Item(id: "b")]`.
  public init(arrayLiteral items: Item...) {
    self.init(items)
  }
}

extension ItemList: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The items, printed as an array of them prints.
  public var description: String { Array(self).description }
  /// The items, printed as an array of them prints in a debugger.
  public var debugDescription: String { Array(self).debugDescription }
  /// The items, as an array's mirror shows them.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection)
  }
}
