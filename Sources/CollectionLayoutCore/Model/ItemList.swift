/// A section's items one by one (`Items.list`): a random-access collection of ``Item``
/// indexed from 0, stored in chunks of at most ``chunkCapacity`` (256) items, themselves held
/// in nodes of at most `nodeCapacity` (16) chunks, that copies of the list share, so that an
/// update that deletes, inserts, moves or reloads k items of a section of n copies about k
/// pieces of chunks, the nodes they cut and the list of nodes, not every item.
///
/// ```
///  a list of 1,000 items, cut at 256:
///  chunks   [ chunk 0 | chunk 1 | chunk 2 | chunk 3 ]          ends 256, 512, 768, 1,000
///  rebuilt  [ chunk 0 | 256 ..< 333 | 334 ..< 512 | 2 | 3 ]    delete item 333: chunk 1 cut in
///                                                              two pieces of its buffer, no
///                                                              item copied; 0, 2, 3 shared
///
///  a list of 100,000 items: 25 nodes of 16 chunks (4,096 items), the last of 7
///  nodes    [ node 0 | node 1 | ... | node 12 | ... | node 24 ]
///  rebuilt  [ node 0 | node 1 | ... | node 12 rebuilt | ... | node 24 ]   delete one item:
///           24 nodes shared, a reference each; node 12's 16 chunks copied, one of them cut
/// ```
///
/// Every list is cut at 256 items. A list rebuilt from another, as an update does, shares the
/// pieces of the chunks it cuts rather than copying them (a chunk is a range of a buffer other
/// chunks may share), so a cut costs a chunk entry, not a chunk's items, and long chunks keep
/// the spine short. The spine is what every rebuild copies and every update frees: the nodes
/// make it a reference every 4,096 items rather than every 256 (391 references for a section of
/// 100,000 items before the nodes, 25 now), plus the chunks of the nodes a rebuild cuts. (Chunks
/// cut at about the square root of the count, 32 for 1,000 items, made the 22-operation batch
/// with ids slower, and the batch of a tenth of the items deleted and a tenth inserted no
/// faster: Performance.md, "One chunk length again: 256".)
///
/// Used as an array is: `[Item(id: "a"), Item(id: "b")]` is a list (array literal),
/// `ItemList(someArray)` or `ItemList(someSequence)` makes one, and it compares and hashes as
/// the array of the same items does (two lists of the same items are equal however they are
/// chunked).
///
/// Complexity, for a list of n items in c chunks and m nodes (c is about n / 256 and m about
/// c / 16 when it was made from an array or by appending items; edits within a chunk shrink it
/// without merging it with a neighbour, so after many removals c may approach n, and a rebuild
/// can leave a node of one chunk between two shared ones, so m may approach c; indexing is then
/// O(log c)):
/// - `count`, `isEmpty`: O(1). Iterating: O(1) an item (the iterator walks the chunks).
/// - Reading or writing item i: O(1) in a regular list (every chunk but the last holding 256
///   items, the last at most 256, every node but the last holding 16 chunks: made from an
///   array or by appending items), O(log c) otherwise. Writing is O(32) more (the node's
///   counts and values read again), and copies the item's chunk if another list shares it,
///   O(256), and its node's list of chunks, O(32).
/// - `append`: O(1) amortized. Inserting, removing or replacing a range in one chunk: O(256 +
///   m); any other `replaceSubrange`: O(m + 256 + the new items).
/// - Copying a list: O(1); the copy shares every node until one of the two lists changes it.
/// - Equality: O(n), O(m) where the two lists share their nodes; hashing: O(n).
public struct ItemList: Sendable {
  /// The most items a chunk holds (256), and the number every chunk but the last holds in a
  /// list made from an array or by appending items.
  public static let chunkCapacity = 256

  /// The base-2 logarithm of ``chunkCapacity`` (a test holds the two together): item i of a
  /// regular list is in chunk `(i >> chunkShift) & (nodeCapacity - 1)` of its node.
  static let chunkShift = 8

  /// The most chunks a node (``ItemNode``) of a regular list holds (16), and the number every
  /// node but the last holds in a list made from an array or by appending items.
  static let nodeCapacity = 16

  /// The base-2 logarithm of ``chunkCapacity`` times ``nodeCapacity`` (a test holds them
  /// together): item i of a regular list is in node `i >> nodeShift`.
  static let nodeShift = 12

  /// The most chunks a node of a list that is not regular holds (32, twice ``nodeCapacity``):
  /// the chunks of a node a rebuild cuts, one of them cut in two pieces, then stay in one node
  /// rather than spill one chunk into a node of its own.
  static let nodeChunkLimit = 2 * nodeCapacity

  /// The items a full node holds (every node of a regular list but the last):
  /// ``chunkCapacity`` times ``nodeCapacity`` (4,096).
  static let nodeItemCapacity = chunkCapacity * nodeCapacity

  /// The nodes, in order, each holding 1 ... ``nodeChunkLimit`` chunks (at most
  /// ``nodeCapacity`` in a regular list); none for no items.
  var nodes: [ItemNode]
  /// Whether every node but the last holds exactly ``nodeItemCapacity`` items (16 full chunks),
  /// and the last at most 16 chunks, every one but its last holding exactly ``chunkCapacity``,
  /// so that item i is in node i / 4,096, chunk (i / 256) mod 16 of it (no search).
  ///
  /// `false` says only that lookups search. A list rebuilt from runs of another whose nodes do
  /// not fall on multiples of 4,096 items is not regular even when all its chunks are full (the
  /// flat spine before the nodes kept such a list regular); an update's rebuilt lists hold
  /// pieces of the chunks they cut and were not regular either way.
  var isRegular: Bool
  /// The chunks the list's first node is made with room for, 1 ... ``nodeChunkLimit``: the
  /// chunks of the items a list made empty was told to expect (``init(expectedCount:pieceRoom:)``,
  /// ``reserveCapacity(_:)``), 1 otherwise (the node then grows as an array does). It takes
  /// no room of its own: it sits in the padding after ``isRegular``.
  var firstNodeRoom: UInt8
  /// Whether the last node was appended whole from another list (``append(contentsOf:in:)``),
  /// which still holds it: in a list that is not regular, a chunk appended after it then starts
  /// a node of its own rather than copy the shared node's chunks (a regular list fills it to
  /// 16 chunks, copied once, to stay regular). A hint, never needed for a right answer: when it is
  /// `false` for a node another list shares (a copy of a whole list shares every node), a
  /// chunk appended copies the node first, as a write does. In the padding, as
  /// ``firstNodeRoom``.
  var sharesLastNode: Bool

  /// An empty list.
  public init() {
    nodes = []
    isRegular = true
    firstNodeRoom = 1
    sharesLastNode = false
  }

  /// An empty list that will hold about `count` items, with room for their nodes and for
  /// `pieceRoom` more (a list rebuilt run by run from another: the nodes its runs cut,
  /// ``rebuiltPieceRoom``, so that a user's edit does not grow it).
  init(expectedCount count: Int, pieceRoom: Int = 0) {
    self.init()
    let nodes = (Swift.max(0, count) + Self.nodeItemCapacity - 1) / Self.nodeItemCapacity
    self.nodes.reserveCapacity(nodes + Swift.max(0, pieceRoom))
    firstNodeRoom = Self.firstNodeRoom(forCount: count, pieceRoom: pieceRoom)
  }

  /// The chunks a first node holding `count` items needs, and `pieceRoom` more (the pieces a
  /// rebuild cuts), 1 ... ``nodeChunkLimit``.
  static func firstNodeRoom(forCount count: Int, pieceRoom: Int = 0) -> UInt8 {
    let chunks = (Swift.max(1, count) + chunkCapacity - 1) / chunkCapacity
    return UInt8(Swift.min(chunks + Swift.max(0, pieceRoom), nodeChunkLimit))
  }

  /// Whether node `node` holds ``nodeCapacity`` chunks of ``chunkCapacity`` items, as every
  /// node of a regular list but the last does (read from the node's end and smallest inner
  /// chunk, not its chunks: 4,096 items with every inner chunk full are 16 full chunks).
  ///
  /// - Precondition: `0 <= node < nodes.count`.
  @inline(__always)
  func isFullNode(_ node: Int) -> Bool {
    nodes[node].end &- start(ofNode: node) == Self.nodeItemCapacity
      && Int(nodes[node].smallestInnerChunk) == Self.chunkCapacity
  }

  /// The nodes a rebuilt list's spine has room for besides those of its items
  /// (``init(expectedCount:pieceRoom:)``).
  static let rebuiltPieceRoom = 8

  /// A list of `items`, in order. O(1) for at most ``chunkCapacity`` items (the list shares
  /// the array's storage), O(n) otherwise.
  public init(_ items: [Item]) {
    self.init()
    if items.count <= Self.chunkCapacity {
      if !items.isEmpty {
        nodes = [ItemNode(chunks: [ItemChunk(items, end: items.count)], end: items.count)]
      }
      return
    }
    nodes.reserveCapacity((items.count + Self.nodeItemCapacity - 1) / Self.nodeItemCapacity)
    var start = 0
    while start < items.count {
      let nodeEnd = Swift.min(start + Self.nodeItemCapacity, items.count)
      var chunks: [ItemChunk] = []
      chunks.reserveCapacity((nodeEnd - start + Self.chunkCapacity - 1) / Self.chunkCapacity)
      var chunkStart = start
      while chunkStart < nodeEnd {
        let chunkEnd = Swift.min(chunkStart + Self.chunkCapacity, nodeEnd)
        chunks.append(ItemChunk(Array(items[chunkStart..<chunkEnd]), end: chunkEnd - start))
        chunkStart = chunkEnd
      }
      nodes.append(ItemNode(chunks: chunks, end: nodeEnd))
      start = nodeEnd
    }
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
  public var count: Int { nodes.isEmpty ? 0 : nodes[nodes.count &- 1].end }

  /// The index, in the list, of node `node`'s first item.
  ///
  /// - Precondition: `0 <= node < nodes.count`.
  @inline(__always)
  func start(ofNode node: Int) -> Int { node == 0 ? 0 : nodes[node &- 1].end }

  /// Where item `index` is: its node, its chunk in the node and its position in the chunk.
  ///
  /// - Precondition: `0 <= index < count`.
  @inline(__always)
  func location(of index: Int) -> (node: Int, chunk: Int, offset: Int) {
    if isRegular {
      return (
        index &>> Self.nodeShift, (index &>> Self.chunkShift) & (Self.nodeCapacity &- 1),
        index & (Self.chunkCapacity &- 1)
      )
    }
    // The first node whose end is above index.
    var low = 0
    var high = nodes.count &- 1
    while low < high {
      let middle = (low &+ high) / 2
      if nodes[middle].end > index { high = middle } else { low = middle &+ 1 }
    }
    let (chunk, offset) = nodes[low].location(of: index &- start(ofNode: low))
    return (low, chunk, offset)
  }

  /// The id of item `index`, read in place (the item not copied). O(1) in a regular list,
  /// O(log chunks) otherwise.
  ///
  /// - Precondition: `0 <= index < count`.
  func id(at index: Int) -> String? {
    precondition(index >= 0 && index < count, "Index out of range")
    let (node, chunk, offset) = location(of: index)
    return nodes[node].chunks[chunk].id(at: offset)
  }

  /// Whether some item has one of `values` (``Item/PresentValues``): O(nodes), the nodes keep
  /// the union of their chunks' values, the chunks their items'.
  func containsItems(with values: Item.PresentValues) -> Bool {
    for node in nodes.indices where !nodes[node].values.isDisjoint(with: values) { return true }
    return false
  }

  /// The chunks, in order, each with its ``ItemChunk/end`` counted from the list's first item
  /// (a copy of the spine flattened, for checks and tests). O(c).
  var chunks: [ItemChunk] {
    var chunks: [ItemChunk] = []
    for node in nodes.indices {
      let start = start(ofNode: node)
      for var chunk in nodes[node].chunks {
        chunk.end += start
        chunks.append(chunk)
      }
    }
    return chunks
  }

  /// Whether this list and `other` are one storage (every node shared): then they are equal.
  /// `false` says nothing. O(1).
  func sharesStorage(with other: ItemList) -> Bool { nodes.sharesStorage(with: other.nodes) }
}
