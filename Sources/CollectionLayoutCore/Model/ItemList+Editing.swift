/// Editing an ``ItemList``: an edit copies the chunks it changes (when another list shares
/// them), the lists of chunks of the nodes it touches and the list of nodes, never the chunks
/// it does not touch.
///
/// ```
///  replaceSubrange(300 ..< 700, with: 10 items)     a list of 1,000, chunks of 256:
///  before   [0 ..< 256 | 256 ..< 512 | 512 ..< 768 | 768 ..< 1000]
///  after    [0 ..< 256 | 256 ..< 300 + 10 new + 700 ..< 768 (122) | 768 ..< 1000 shared]
/// ```
///
/// Within one chunk that keeps 1 ... ``chunkCapacity`` items, an edit changes that chunk in
/// place. Otherwise the touched chunks' remaining items and the new items are cut into chunks
/// again (each at least half full), and the chunks of the nodes the range touches are grouped
/// into nodes of `nodeCapacity` again. Removing items inside a chunk does not merge it with
/// its neighbours: a chunk may hold a single item.
extension ItemList: RangeReplaceableCollection {
  /// The number of items the list's chunks have room for without growing, >= ``count``.
  var capacity: Int {
    var capacity = 0
    for node in nodes {
      for chunk in node.chunks { capacity += chunk.capacity }
    }
    return capacity
  }

  /// Replaces the items of `subrange` by those of `newItems`, changing only the chunks the
  /// range touches: within one chunk that stays 1 ... ``chunkCapacity`` items, that chunk changes
  /// in place (copied first if another list shares it); otherwise the touched chunks' remaining
  /// items and the new items are cut into chunks again (each at least half full) in their
  /// place, and the touched nodes' chunks grouped into nodes again. The nodes after the range
  /// move down or up the spine, shared, with their ends shifted. O(256 + nodes + the new
  /// items).
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
    let first = location(of: subrange.lowerBound)
    var last = (node: first.node, chunk: first.chunk, end: first.offset)
    if !subrange.isEmpty {
      let location = location(of: subrange.upperBound - 1)
      last = (location.node, location.chunk, location.offset + 1)
    }
    // The touched chunks' items before and after the range, and the new items between them.
    let prefix = nodes[first.node].chunks[first.chunk].items(in: 0..<first.offset)
    let lastCount = nodes[last.node].chunks[last.chunk].count
    let suffix = nodes[last.node].chunks[last.chunk].items(in: last.end..<lastCount)
    let middle = Array(newItems)
    let total = prefix.count + middle.count + suffix.count
    let change = added - subrange.count
    let length = Self.chunkCapacity
    if first.node == last.node, first.chunk == last.chunk, total > 0, total <= length {
      // One new array of the chunk's items (a chunk shared or not is copied once, at its size,
      // rather than copied and then shifted).
      let items = Self.joined(prefix, middle, suffix, in: 0..<total)
      nodes[first.node].chunks[first.chunk].setItems(items)
      shiftEnds(node: first.node, chunk: first.chunk, by: change)
      return
    }
    // Cut into even pieces: none under half full.
    let pieces = (total + length - 1) / length
    var chunks: [ItemChunk] = []
    chunks.reserveCapacity(first.chunk + pieces + Self.nodeCapacity)
    chunks.append(contentsOf: nodes[first.node].chunks[0..<first.chunk])
    var pieceStart = 0
    for piece in 0..<pieces {
      let pieceEnd = total * (piece + 1) / pieces
      chunks.append(
        ItemChunk(Self.joined(prefix, middle, suffix, in: pieceStart..<pieceEnd), end: 0))
      pieceStart = pieceEnd
    }
    chunks.append(contentsOf: nodes[last.node].chunks[(last.chunk + 1)...])
    // The touched nodes' chunks grouped again, 16 a node, their ends counted again.
    var grouped: [ItemNode] = []
    grouped.reserveCapacity((chunks.count + Self.nodeCapacity - 1) / Self.nodeCapacity)
    var end = start(ofNode: first.node)
    var lower = 0
    while lower < chunks.count {
      let upper = Swift.min(lower + Self.nodeCapacity, chunks.count)
      var group = Array(chunks[lower..<upper])
      var inNode = 0
      for index in group.indices {
        inNode += group[index].count
        group[index].end = inNode
      }
      end += inNode
      grouped.append(ItemNode(chunks: group, end: end))
      lower = upper
    }
    nodes.replaceSubrange(first.node...last.node, with: grouped)
    nodes.withUnsafeMutableBufferPointer { nodes in
      for index in (first.node + grouped.count)..<nodes.count { nodes[index].end += change }
    }
    isRegular = Self.isRegular(nodes)
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

  /// Moves the ends of chunk `chunk` of node `node`, of the chunks after it in the node and of
  /// the nodes from `node` on by `change` items (an edit inside that chunk), and counts the
  /// node's smallest inner and last chunks again. O(32 + nodes after it), no chunk copied.
  private mutating func shiftEnds(node: Int, chunk: Int, by change: Int) {
    guard change != 0 else {
      // The same count: the chunk's values may still have changed.
      nodes[node].countChunksAgain()
      return
    }
    let isLastChunk = chunk == nodes[node].chunks.count - 1
    if node < nodes.count - 1 || !isLastChunk { isRegular = false }
    nodes[node].chunks.withUnsafeMutableBufferPointer { chunks in
      for index in chunk..<chunks.count { chunks[index].end += change }
    }
    nodes[node].countChunksAgain()
    nodes.withUnsafeMutableBufferPointer { nodes in
      for index in node..<nodes.count { nodes[index].end += change }
    }
  }

  /// Reserves room for the list of nodes of `minimumCapacity` items (the nodes and chunks
  /// themselves grow as they fill).
  public mutating func reserveCapacity(_ minimumCapacity: Int) {
    let length = Self.nodeItemCapacity
    let nodes = (Swift.max(0, minimumCapacity) + length - 1) / length
    self.nodes.reserveCapacity(Swift.max(self.nodes.count, nodes))
    if self.nodes.isEmpty { firstNodeRoom = Self.firstNodeRoom(forCount: minimumCapacity) }
  }

  /// Whether `nodes` make a regular list (``isRegular``): every node but the last holds
  /// ``nodeItemCapacity`` items, and every chunk of the last node but its last
  /// ``chunkCapacity``. O(nodes).
  static func isRegular(_ nodes: [ItemNode]) -> Bool {
    guard let last = nodes.indices.last else { return true }
    var start = 0
    for index in 0..<last {
      // 4,096 items with every inner chunk full: 16 full chunks (``isFullNode(_:)``).
      if nodes[index].end - start != nodeItemCapacity
        || nodes[index].smallestInnerChunk != UInt16(chunkCapacity)
      {
        return false
      }
      start = nodes[index].end
    }
    return nodes[last].smallestInnerChunk == UInt16(chunkCapacity)
      && nodes[last].chunks.count <= nodeCapacity
  }
}
