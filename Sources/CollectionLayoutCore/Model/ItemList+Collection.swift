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

  /// Item `index`: O(1) in a regular list, O(log chunks) otherwise; writing copies the item's
  /// chunk if another list shares it.
  ///
  /// - Precondition: `0 <= index < count` (as an array's subscript, a wrong index traps: it is
  ///   the caller's bug, never a scenario's).
  public subscript(index: Int) -> Item {
    get {
      precondition(index >= 0 && index < count, "Index out of range")
      let (node, chunk, offset) = location(of: index)
      return nodes[node].chunks[chunk].item(at: offset)
    }
    set {
      precondition(index >= 0 && index < count, "Index out of range")
      let (node, chunk, offset) = location(of: index)
      nodes[node].chunks[chunk].replaceItem(at: offset, with: newValue)
      nodes[node].countChunksAgain()
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
  public func makeIterator() -> Iterator { Iterator(nodes: nodes) }

  /// An iterator over a list's items, chunk by chunk.
  public struct Iterator: IteratorProtocol, Sendable {
    private let nodes: [ItemNode]
    private var node = 0
    private var chunk = 0
    /// The current chunk's items, and the buffer index of the next one.
    private var items: ArraySlice<Item>
    private var index: Int

    init(nodes: [ItemNode]) {
      self.nodes = nodes
      items = nodes.first?.chunks.first?.items ?? []
      index = items.startIndex
    }

    /// The next item, `nil` after the last.
    public mutating func next() -> Item? {
      if index < items.endIndex {
        defer { index += 1 }
        return items[index]
      }
      guard node < nodes.count else { return nil }
      chunk += 1
      if chunk == nodes[node].chunks.count {
        node += 1
        chunk = 0
        guard node < nodes.count else { return nil }
      }
      items = nodes[node].chunks[chunk].items
      index = items.startIndex + 1
      return items[items.startIndex]
    }
  }

  /// Calls `body` with the items in order, reading each chunk in place.
  public func forEach(_ body: (Item) throws -> Void) rethrows {
    for node in nodes {
      for chunk in node.chunks {
        for item in chunk.items { try body(item) }
      }
    }
  }

  /// Whether some item satisfies `predicate`, read chunk by chunk.
  public func contains(where predicate: (Item) throws -> Bool) rethrows -> Bool {
    for node in nodes {
      for chunk in node.chunks where try chunk.items.contains(where: predicate) { return true }
    }
    return false
  }
}

extension ItemList: Hashable {
  /// Whether the two lists hold equal items in the same order, however they are chunked;
  /// nodes and chunks the two share are not read.
  public static func == (lhs: ItemList, rhs: ItemList) -> Bool {
    guard lhs.count == rhs.count else { return false }
    if lhs.sharesStorage(with: rhs) { return true }
    var left = Cursor()
    var right = Cursor()
    while left.node < lhs.nodes.count, right.node < rhs.nodes.count {
      let leftNode = lhs.nodes[left.node]
      let rightNode = rhs.nodes[right.node]
      if left.isAtNodeStart, right.isAtNodeStart,
        leftNode.chunks.sharesStorage(with: rightNode.chunks)
      {
        left.node += 1
        right.node += 1
        continue
      }
      let leftChunk = leftNode.chunks[left.chunk]
      let rightChunk = rightNode.chunks[right.chunk]
      if left.offset == 0, right.offset == 0, leftChunk.sharesItems(with: rightChunk) {
        left.advance(in: leftNode)
        right.advance(in: rightNode)
        continue
      }
      let length = Swift.min(leftChunk.count - left.offset, rightChunk.count - right.offset)
      guard
        leftChunk.items(in: left.offset..<left.offset + length)
          == rightChunk.items(in: right.offset..<right.offset + length)
      else { return false }
      left.offset += length
      right.offset += length
      if left.offset == leftChunk.count { left.advance(in: leftNode) }
      if right.offset == rightChunk.count { right.advance(in: rightNode) }
    }
    return true
  }

  /// A position in a list's chunks, for walking two lists side by side.
  private struct Cursor {
    var node = 0
    var chunk = 0
    var offset = 0

    /// Whether the position is a node's first item.
    var isAtNodeStart: Bool { chunk == 0 && offset == 0 }

    /// Moves to the next chunk's first item, the next node's when `node` (the current one)
    /// has no more.
    mutating func advance(in node: ItemNode) {
      offset = 0
      chunk += 1
      if chunk == node.chunks.count {
        self.node += 1
        chunk = 0
      }
    }
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
