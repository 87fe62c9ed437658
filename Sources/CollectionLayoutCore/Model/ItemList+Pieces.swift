/// Reading an ``ItemList`` a chunk, or a piece of one, at a time: each read in place, handed as
/// a buffer with the index of its first item in the list.
extension ItemList {
  /// Calls `body` with each chunk's items in order, as a buffer read in place, and the index of
  /// the chunk's first item. O(n) for a body that reads every item, without a lookup an item.
  func forEachChunk(_ body: (_ items: UnsafeBufferPointer<Item>, _ start: Int) throws -> Void)
    rethrows
  {
    var start = 0
    for node in nodes {
      for chunk in node.chunks {
        try chunk.withUnsafeBufferPointer { try body($0, start &+ chunk.start) }
      }
      start = node.end
    }
  }

  /// Calls `body` with the items of `range` (clamped to the list's indexes) in order, a piece of
  /// a chunk at a time, read in place: `items[0]` is item `start` of the list. Stops at the
  /// first piece for which `body` returns `false`, and returns `false` then, `true` otherwise.
  /// O(log chunks) to find the first piece, then O(1) a piece. (Inlined, so that a caller's
  /// body is compiled into the loop, as it was before the nodes: the identifiers' search calls
  /// its hash for every id otherwise, 12 % more instructions to prepare 100,000 items.)
  @inline(__always)
  func forEachPiece(
    in range: Range<Int>,
    _ body: (_ items: UnsafeBufferPointer<Item>, _ start: Int) throws -> Bool
  ) rethrows -> Bool {
    let range = range.clamped(to: 0..<count)
    guard !range.isEmpty else { return true }
    var (node, chunk, offset) = location(of: range.lowerBound)
    var start = range.lowerBound
    while start < range.upperBound, node < nodes.count {
      let items = nodes[node].chunks[chunk]
      let length = Swift.min(items.count - offset, range.upperBound - start)
      let goesOn = try items.withUnsafeBufferPointer { buffer in
        try body(UnsafeBufferPointer(rebasing: buffer[offset..<offset + length]), start)
      }
      guard goesOn else { return false }
      start += length
      chunk += 1
      if chunk == nodes[node].chunks.count {
        node += 1
        chunk = 0
      }
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
    // The next range, and the first of its items not handed yet; the chunk read last (none
    // yet: `node` -1), and the index of its node's first item.
    var next = ranges.startIndex
    var position = 0
    var node = -1
    var chunk = 0
    var nodeStart = 0
    while next < ranges.endIndex {
      let range = ranges[next].clamped(to: 0..<count)
      let from = Swift.max(range.lowerBound, position)
      guard from < range.upperBound else {
        next += 1
        continue
      }
      // A range that goes on past a chunk goes on in the next one (there is one: `from` is
      // below the count).
      if node >= 0, from == nodeStart + nodes[node].chunks[chunk].end {
        chunk += 1
        if chunk == nodes[node].chunks.count {
          nodeStart = nodes[node].end
          node += 1
          chunk = 0
        }
      } else {
        (node, chunk, _) = location(of: from)
        nodeStart = start(ofNode: node)
      }
      let chunkEnd = nodeStart + nodes[node].chunks[chunk].end
      let chunkStart = chunkEnd - nodes[node].chunks[chunk].count
      assert(chunkStart <= from && from < chunkEnd, "the chunk holds the next item")
      let goesOn = try nodes[node].chunks[chunk].withUnsafeBufferPointer { buffer in
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
}
