@testable import CollectionLayoutCore

/// The problems of `list`'s chunks: empty or overfull chunks, wrong ends, a regular flag that
/// does not hold, a union of values that is not its items'; and of its nodes: empty or
/// overfull nodes, wrong ends, a smallest inner chunk that is not the smallest.
func itemListBookkeepingProblems(_ list: ItemList) -> [String] {
  var problems: [String] = []
  var nodeEnd = 0
  for (index, node) in list.nodes.enumerated() {
    if node.chunks.isEmpty || node.chunks.count > ItemList.nodeChunkLimit
      || (list.isRegular && node.chunks.count > ItemList.nodeCapacity)
    {
      problems.append("node \(index) holds \(node.chunks.count) chunks")
    }
    var chunkEnd = 0
    for chunk in node.chunks { chunkEnd += chunk.items.count }
    nodeEnd += chunkEnd
    if node.end != nodeEnd { problems.append("node \(index) ends at \(node.end), not \(nodeEnd)") }
    if node.smallestInnerChunk != ItemNode.smallestInnerChunk(of: node.chunks) {
      problems.append("node \(index)'s smallest inner chunk is not \(node.smallestInnerChunk)")
    }
    let chunkValues = node.chunks.reduce(into: Item.PresentValues()) { $0.formUnion($1.values) }
    if node.values != chunkValues {
      problems.append("node \(index)'s values are not its chunks'")
    }
    if node.lastChunkCount != node.chunks.last?.count ?? 0 {
      problems.append("node \(index)'s last chunk does not hold \(node.lastChunkCount) items")
    }
    if list.isRegular, index < list.nodes.count - 1, chunkEnd != ItemList.nodeItemCapacity {
      problems.append("regular, but node \(index) holds \(chunkEnd) items")
    }
  }
  var end = 0
  for (index, chunk) in list.chunks.enumerated() {
    if chunk.items.isEmpty || chunk.items.count > ItemList.chunkCapacity {
      problems.append("chunk \(index) holds \(chunk.items.count) items")
    }
    // What a piece's sharing relies on (it keeps at most three times its items alive).
    if chunk.bufferCount > ItemList.chunkCapacity {
      problems.append("chunk \(index)'s buffer holds \(chunk.bufferCount) items")
    }
    end += chunk.items.count
    if chunk.end != end { problems.append("chunk \(index) ends at \(chunk.end), not \(end)") }
    if chunk.values != ItemChunk.values(of: chunk.items[...]) {
      problems.append("chunk \(index)'s values are not its items'")
    }
    if list.isRegular,
      index < list.chunks.count - 1
        ? chunk.items.count != ItemList.chunkCapacity
        : chunk.items.count > ItemList.chunkCapacity
    {
      problems.append("regular, but chunk \(index) holds \(chunk.items.count) items")
    }
  }
  return problems
}
