/// Appending to an ``ItemList``: items one by one, and runs of another list, sharing the nodes
/// and chunks of it that a run covers whole.
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
///
/// A node of the other list that a run covers whole is shared whole (one reference for up to
/// 16 chunks) when that gives the chunks that appending them one by one would: when every chunk
/// of it but the last is at least half full and so is this list's last chunk (none of them
/// would join another). Chunks are appended to the last node until it holds `nodeCapacity`
/// (`nodeChunkLimit` in a list that is not regular, none after a node shared whole in such a
/// list), then start a node of their own.
extension ItemList {
  /// Appends `item`: O(1) amortized (the last chunk is copied first when another list shares
  /// it whole; after a piece of another chunk's buffer, which a rebuilt list shares, the item
  /// starts a new chunk rather than copy the piece's items, up to ``chunkCapacity`` of them).
  public mutating func append(_ item: __owned Item) {
    if let node = nodes.indices.last, Int(nodes[node].lastChunkCount) < Self.chunkCapacity,
      !nodes[node].chunks[nodes[node].chunks.count &- 1].isPiece
    {
      nodes[node].appendToLastChunk(item)
      // A shared last node was copied to be written: it is this list's own now.
      sharesLastNode = false
      return
    }
    push(ItemChunk([item], end: 1))
  }

  /// Appends `item` to a list that will hold about `expectedCount` items (a decoder's count
  /// of the items ahead): a new chunk is made with room for the items expected in it, up to
  /// ``chunkCapacity``, so that a list built this way stores its items at their size, without
  /// the spare room of a chunk grown by doubling. O(1) amortized.
  package mutating func append(_ item: __owned Item, expectingCount expectedCount: Int) {
    if let tail = lastChunkCount, tail < Self.chunkCapacity {
      append(item)
      return
    }
    var items: [Item] = []
    items.reserveCapacity(Swift.min(Self.chunkCapacity, Swift.max(1, expectedCount - count)))
    items.append(item)
    push(ItemChunk(items, end: 1))
  }

  /// Appends the items of `items`, in order: O(their count) amortized. An empty list makes room
  /// for the spine of their number (as far as the sequence tells it beforehand).
  public mutating func append<Source: Sequence<Item>>(contentsOf items: Source) {
    if nodes.isEmpty { reserveCapacity(items.underestimatedCount) }
    for item in items { append(item) }
  }

  /// Appends the items of `slice`, sharing the whole nodes and chunks of its list that it
  /// covers: O(its nodes + the chunks of the nodes it cuts + 256).
  public mutating func append(contentsOf slice: Slice<ItemList>) {
    append(contentsOf: slice.base, in: slice.startIndex..<slice.endIndex)
  }

  /// Appends the items `range` of `other` (clamped to its indexes), sharing the whole nodes of
  /// `other` that the range covers (as the extension's comment says when), its whole chunks,
  /// and the pieces of the chunks at the range's ends as ``appendPiece(_:of:)`` does (a piece
  /// of a quarter chunk or more shared, a smaller one copied): O(nodes of the range + chunks of
  /// the nodes it does not share (those at its ends, and any with a chunk under half full) + a
  /// quarter chunk's items a piece). A whole chunk joins a last chunk
  /// under half full (as ``appendWhole(_:)``), so a list cut into small chunks by edits is
  /// tidied when it is rebuilt.
  mutating func append(contentsOf other: ItemList, in range: Range<Int>) {
    let range = range.clamped(to: 0..<other.count)
    guard !range.isEmpty else { return }
    var (node, chunk, offset) = other.location(of: range.lowerBound)
    var remaining = range.count
    let half = Self.chunkCapacity / 2
    // The other list's nodes and chunks read in place: a chunk bound to a local is a copy (a
    // retain and a release of its buffer), where only a chunk shared needs one.
    other.nodes.withUnsafeBufferPointer { nodes in
      while remaining > 0, node < nodes.count {
        let nodeStart = node == 0 ? 0 : nodes[node - 1].end
        if chunk == 0, offset == 0 {
          // The whole nodes from here that the range covers, shared: what their chunks
          // appended one by one would give (every inner chunk at least half full, and the
          // chunk before each, this list's last or the node before's last, too).
          var last = node
          var tail = lastChunkCount ?? half
          while last < nodes.count, nodes[last].end <= range.upperBound, tail >= half,
            Int(nodes[last].smallestInnerChunk) >= half
          {
            tail = Int(nodes[last].lastChunkCount)
            last += 1
          }
          if last > node {
            appendNodes(UnsafeBufferPointer(rebasing: nodes[node..<last]), start: nodeStart)
            remaining -= nodes[last - 1].end - nodeStart
            node = last
            continue
          }
        }
        nodes[node].chunks.withUnsafeBufferPointer { chunks in
          while remaining > 0, chunk < chunks.count {
            let taken = Swift.min(chunks[chunk].count - offset, remaining)
            if offset == 0, taken == chunks[chunk].count {
              // The whole chunks up to the range's end in this node: the first one (which may
              // join a last chunk under half full), then the rest at once.
              appendWhole(chunks[chunk])
              remaining -= taken
              chunk += 1
              // A run stops before a chunk that follows one under half full: that chunk may
              // join it, which the next turn's `appendWhole` decides.
              var last = chunk
              if let tail = lastChunkCount, tail >= half {
                while last < chunks.count, nodeStart + chunks[last].end <= range.upperBound,
                  last == chunk || chunks[last - 1].count >= half
                {
                  last += 1
                }
              }
              if last > chunk {
                push(chunk..<last, of: chunks)
                remaining -= chunks[last - 1].end - chunks[chunk].start
                chunk = last
              }
            } else {
              appendPiece(offset..<offset + taken, of: chunks[chunk])
              remaining -= taken
              chunk += 1
            }
            offset = 0
          }
        }
        node += 1
        chunk = 0
        offset = 0
      }
    }
  }

  /// The number of items of the last chunk, `nil` for an empty list.
  @inline(__always)
  var lastChunkCount: Int? {
    guard let node = nodes.indices.last else { return nil }
    return Int(nodes[node].lastChunkCount)
  }

  /// Appends `run` (consecutive nodes of another list, the first starting at item `start` of
  /// it) whole, shared, their ends moved to this list's: room made once, then each node copied
  /// with its end moved (a reference each). O(the nodes).
  private mutating func appendNodes(_ run: UnsafeBufferPointer<ItemNode>, start: Int) {
    let shift = count &- start
    if nodes.capacity < nodes.count &+ run.count {
      nodes.reserveCapacity(Swift.max(nodes.count &+ run.count, 2 &* nodes.capacity))
    }
    // The list stays regular while every node but the last is full (16 full chunks), and the
    // last is at most 16 chunks with its inner chunks full.
    var isRegular = isRegular
    if isRegular, let last = nodes.indices.last, !isFullNode(last) { isRegular = false }
    var nodeStart = start
    for index in run.indices {
      var node = run[index]
      if isRegular {
        // Inner nodes full: 4,096 items with every inner chunk full (``isFullNode(_:)``); the
        // last at most 16 chunks, its inner ones full.
        isRegular =
          Int(node.smallestInnerChunk) == Self.chunkCapacity
          && (index < run.count &- 1
            ? node.end &- nodeStart == Self.nodeItemCapacity
            : node.chunks.count <= Self.nodeCapacity)
      }
      nodeStart = node.end
      node.end &+= shift
      nodes.append(node)
    }
    self.isRegular = isRegular
    sharesLastNode = true
  }

  /// Appends `chunk` (another list's) as a chunk of this list, shared, or into the last chunk
  /// when that one is under half full and both fit in one.
  /// (`chunk` is taken owned: the caller's copy of it, which it makes anyway to read it from
  /// the other list while this one changes, is the one pushed.)
  private mutating func appendWhole(_ chunk: consuming ItemChunk) {
    if let node = nodes.indices.last {
      let tail = Int(nodes[node].lastChunkCount)
      if tail < Self.chunkCapacity / 2, tail + chunk.count <= Self.chunkCapacity {
        nodes[node].appendToLastChunk(contentsOf: chunk.items, values: chunk.values)
        sharesLastNode = false
        return
      }
    }
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
      push(ItemChunk(piece: range, of: source, end: range.count))
      return
    }
    let items = source.items(in: range)
    if let node = nodes.indices.last,
      Int(nodes[node].lastChunkCount) + items.count <= Self.chunkCapacity,
      !nodes[node].chunks[nodes[node].chunks.count &- 1].isPiece
    {
      // The union of a piece's values is within its chunk's: none to read when that has none.
      let values = source.values.isEmpty ? [] : ItemChunk.values(of: items)
      nodes[node].appendToLastChunk(contentsOf: items, values: values)
      sharesLastNode = false
      return
    }
    push(ItemChunk(Array(items), end: items.count))
  }

  /// Whether a piece of `count` items of another chunk is appended sharing that chunk's buffer
  /// (``appendPiece(_:of:)``): when it holds at least a quarter of ``chunkCapacity`` (64
  /// items), so that it keeps at most three times its items of the buffer alive (a buffer
  /// holds at most ``chunkCapacity`` items).
  @inline(__always)
  static func sharesPiece(of count: Int) -> Bool { count &* 4 >= chunkCapacity }

  /// Appends the chunks `range` of `run` (another list's, shared) as ``push(_:)`` appends each,
  /// the last node's room filled in one pass.
  private mutating func push(_ range: Range<Int>, of run: UnsafeBufferPointer<ItemChunk>) {
    var index = range.lowerBound
    while index < range.upperBound {
      if let node = nodes.indices.last {
        let room = isRegular ? Self.nodeCapacity : sharesLastNode ? 0 : Self.nodeChunkLimit
        let free = room &- nodes[node].chunks.count
        if free > 0 {
          let upper = Swift.min(range.upperBound, index &+ free)
          if !nodes[node].append(index..<upper, of: run) { isRegular = false }
          sharesLastNode = false
          index = upper
          continue
        }
      }
      push(run[index])
      index &+= 1
    }
  }

  /// Appends `chunk` after the last chunk, its end set to this list's: into the last node when
  /// the list is regular and that node holds fewer than ``nodeCapacity`` chunks, or when the
  /// list is not regular and the node, not appended whole from another list
  /// (``sharesLastNode``), holds fewer than ``nodeChunkLimit``; as a node of its own
  /// otherwise (the chunk moved, not copied).
  mutating func push(_ chunk: consuming ItemChunk) {
    if let node = nodes.indices.last {
      // A regular list fills its last node to 16 chunks, shared or not (copied once, so that
      // item i stays in node i / 4,096); a list that is not fills its own last node to 32.
      let room = isRegular ? Self.nodeCapacity : sharesLastNode ? 0 : Self.nodeChunkLimit
      if nodes[node].chunks.count < room {
        if !nodes[node].append(chunk) { isRegular = false }
        sharesLastNode = false
        return
      }
      if !isFullNode(node) { isRegular = false }
    }
    let items = chunk.count
    let end = count &+ items
    chunk.end = items
    // A list's first node is made with room for the chunks the list expects (``firstNodeRoom``),
    // the others for ``nodeChunkLimit``: a node made in a regular list is where a rebuild's
    // first cut falls, and grows past 16 chunks then (half its room stays unused in a list that
    // stays regular, 512 bytes a node of 4,096 items).
    var chunks: [ItemChunk] = []
    chunks.reserveCapacity(nodes.isEmpty ? Int(firstNodeRoom) : Self.nodeChunkLimit)
    chunks.append(chunk)
    nodes.append(ItemNode(chunks: chunks, end: end))
    sharesLastNode = false
  }
}
