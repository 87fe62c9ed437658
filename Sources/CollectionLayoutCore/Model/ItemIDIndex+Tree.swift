/// The tree of an ``ItemIDIndex``: how its branches choose their children (``Shape``), and
/// the persistent changes, each copying only the nodes on the paths to the leaves it changes.
extension ItemIDIndex {
  /// How a tree's branches choose their children: the root by the top ``rootBits`` bits of a
  /// hash, a branch at depth d >= 1 by the ``ItemIDIndex/bitsPerLevel`` bits below those of
  /// depth d - 1. Fixed when an index is built; its changes keep it.
  ///
  /// ```
  ///  hash     [ root: rootBits | depth 1: 4 | depth 2: 4 | … ]   bit 31 on the left
  /// ```
  struct Shape: Sendable, Equatable {
    /// The bits the root chooses its child by, 4 ... 7: it has 2^rootBits children.
    let rootBits: Int

    /// The most bits a root chooses by: a change copies the root, a reference a child.
    static let maximumRootBits = 7

    /// The number of hashes a leaf starts with, about, when the index is built.
    static let builtLeafFill = 160

    /// The shape of an index built from `count` hashes, and the levels of branches above its
    /// leaves: none up to ``ItemIDIndex/leafCapacity`` hashes (the root is a leaf; a 16-way
    /// branch when it fills); else the fewest levels whose leaves hold about
    /// ``builtLeafFill`` hashes with a root of at most 2^``maximumRootBits`` children, the root
    /// taking the bits the levels below do not (at least 4). 1,000 hashes: a root of 16 leaves;
    /// 10,000: of 64 leaves; 100,000: 64 branches of 16 leaves; 1,000,000: 32 branches of 16
    /// branches of 16 leaves.
    static func make(forCount count: Int) -> (shape: Shape, levels: Int) {
      guard count > ItemIDIndex.leafCapacity else { return (Shape(rootBits: bitsPerLevel), 0) }
      let leaves = count / builtLeafFill + (count % builtLeafFill == 0 ? 0 : 1)
      // ceil(log2(leaves)), at least 1.
      let bits = Swift.max(1, Int.bitWidth - (leaves - 1).leadingZeroBitCount)
      let below = Swift.max(0, bits - maximumRootBits)
      var levels = 1 + (below + bitsPerLevel - 1) / bitsPerLevel
      let shape = Shape(rootBits: Swift.max(bitsPerLevel, bits - bitsPerLevel * (levels - 1)))
      // No deeper than the 32 bits of a hash allow (more hashes than any index holds).
      while levels > 1, shape.shift(atDepth: levels - 1) < 0 { levels -= 1 }
      return (shape, levels)
    }

    /// The right shift that brings a depth's bits to the bottom; negative when none remain.
    func shift(atDepth depth: Int) -> Int { 32 - rootBits - bitsPerLevel * depth }

    /// The number of children of a branch at `depth`.
    func fanout(atDepth depth: Int) -> Int { 1 << (depth == 0 ? rootBits : bitsPerLevel) }

    /// The child of a branch at `depth` that `hash` belongs to.
    func child(of hash: UInt32, atDepth depth: Int) -> Int {
      Int(truncatingIfNeeded: hash >> UInt32(shift(atDepth: depth))) & (fanout(atDepth: depth) - 1)
    }
  }
}

extension ItemIDIndex.Shape {
  /// A node of the tree (a branch or a leaf).
  typealias Node = ItemIDIndex.Node

  /// A tree of `hashes` whose leaves are `levels` below its root: each level a stable
  /// partition by the next bits (a counting sort).
  func built(_ hashes: [UInt32], levels: Int) -> Node {
    guard levels > 0 else { return Node(hashes: hashes) }
    return built(hashes[...], atDepth: 0, levels: levels)
  }

  /// A subtree at `depth` of `hashes` (all on the path to it), whose leaves are at depth
  /// `levels`.
  private func built(_ hashes: ArraySlice<UInt32>, atDepth depth: Int, levels: Int) -> Node {
    guard depth < levels else { return Node(hashes: Array(hashes)) }
    let fanout = fanout(atDepth: depth)
    var starts = [Int](repeating: 0, count: fanout + 1)
    for hash in hashes { starts[child(of: hash, atDepth: depth) + 1] += 1 }
    for child in 0..<fanout { starts[child + 1] += starts[child] }
    var grouped = [UInt32](repeating: 0, count: hashes.count)
    var next = starts
    for hash in hashes {
      let child = child(of: hash, atDepth: depth)
      grouped[next[child]] = hash
      next[child] += 1
    }
    let children = (0..<fanout).map { child in
      built(grouped[starts[child]..<starts[child + 1]], atDepth: depth + 1, levels: levels)
    }
    return Node(children: children)
  }

  /// `node`, at `depth`, plus `hash`: the path to its leaf copied, a leaf that fills becoming a
  /// branch while bits remain.
  func inserting(_ hash: UInt32, into node: Node, depth: Int) -> Node {
    if node.isLeaf {
      var hashes = node.hashes
      hashes.append(hash)
      // A full leaf becomes a branch while the hash has bits left to choose by.
      if hashes.count > ItemIDIndex.leafCapacity, shift(atDepth: depth) >= 0 {
        return built(hashes[...], atDepth: depth, levels: depth + 1)
      }
      return Node(hashes: hashes)
    }
    var children = node.children
    let child = child(of: hash, atDepth: depth)
    children[child] = inserting(hash, into: children[child], depth: depth + 1)
    return Node(children: children)
  }

  /// `node`, at `depth`, less one `hash`: the path to its leaf copied; `nil` when it is not
  /// there.
  func removing(_ hash: UInt32, from node: Node, depth: Int) -> Node? {
    if node.isLeaf {
      guard let position = node.hashes.firstIndex(of: hash) else { return nil }
      var hashes = node.hashes
      hashes.swapAt(position, hashes.count - 1)
      hashes.removeLast()
      return Node(hashes: hashes)
    }
    let child = child(of: hash, atDepth: depth)
    guard let changed = removing(hash, from: node.children[child], depth: depth + 1) else {
      return nil
    }
    var children = node.children
    children[child] = changed
    return Node(children: children)
  }

  /// `node` less one of each of `leaving` and plus each of `arriving` (both ascending): the
  /// tree that removing each of `leaving`, then ``inserting(_:into:depth:)`` `arriving`, leave
  /// (the same leaves, each changed in the same order: removals, then inserts, a leaf that
  /// fills becoming a branch), in one pass, each node on the paths to the leaves that change
  /// copied once, where two passes copy twice the nodes both go through (the root, at least).
  /// `nil` when one of `leaving` is not there.
  func replacing(
    _ leaving: ArraySlice<UInt32>, with arriving: ArraySlice<UInt32>, in node: Node, depth: Int
  ) -> Node? {
    if node.isLeaf {
      guard let leaf = Self.removing(leaving, from: node.hashes) else { return nil }
      return self.leaf(leaf, plus: arriving, depth: depth)
    }
    var children = node.children
    var nextLeaving = leaving.startIndex
    var nextArriving = arriving.startIndex
    // The children some hashes belong to, ascending: both lists are, and so are their children.
    while nextLeaving < leaving.endIndex || nextArriving < arriving.endIndex {
      let leavingChild =
        nextLeaving < leaving.endIndex ? child(of: leaving[nextLeaving], atDepth: depth) : Int.max
      let arrivingChild =
        nextArriving < arriving.endIndex
        ? child(of: arriving[nextArriving], atDepth: depth) : Int.max
      let child = Swift.min(leavingChild, arrivingChild)
      var leavingEnd = nextLeaving
      while leavingEnd < leaving.endIndex,
        self.child(of: leaving[leavingEnd], atDepth: depth) == child
      {
        leavingEnd += 1
      }
      var arrivingEnd = nextArriving
      while arrivingEnd < arriving.endIndex,
        self.child(of: arriving[arrivingEnd], atDepth: depth) == child
      {
        arrivingEnd += 1
      }
      guard
        let changed = replacing(
          leaving[nextLeaving..<leavingEnd], with: arriving[nextArriving..<arrivingEnd],
          in: children[child], depth: depth + 1)
      else { return nil }
      children[child] = changed
      nextLeaving = leavingEnd
      nextArriving = arrivingEnd
    }
    return Node(children: children)
  }

  /// The hashes of a leaf, `hashes`, less one of each of `leaving` (a hash twice in `leaving`
  /// leaves twice); `nil` when one of them is not there as many times. A few are each found by
  /// a scan of the leaf; more (an update that changes many ids: each leaf loses several) are
  /// put in a small hash table, and the leaf passed over once, each stored hash looked up
  /// there: O(leaf + leaving) where the scans cost O(leaf · leaving). The order of a leaf's
  /// hashes is not kept (it holds a multiset).
  @inline(__always)
  static func removing(_ leaving: ArraySlice<UInt32>, from hashes: [UInt32]) -> [UInt32]? {
    if leaving.count <= Self.scannedRemovals {
      var leaf = hashes
      var count = leaf.count
      let found = leaf.withUnsafeMutableBufferPointer { leaf in
        for hash in leaving {
          guard let position = Self.firstPosition(of: hash, in: leaf, count: count) else {
            return false
          }
          count &-= 1
          leaf.swapAt(position, count)
        }
        return true
      }
      guard found else { return nil }
      leaf.removeLast(leaf.count - count)
      return leaf
    }
    var kept: [UInt32] = []
    kept.reserveCapacity(hashes.count)
    // Open addressing at most half full, indexed by the hashes' low bits (the leaf's hashes
    // share their high ones). A slot: a leaving hash, how often it is listed (0: an empty
    // slot), how often it is still to be taken.
    var size = 16
    while size < 2 * leaving.count { size &*= 2 }
    let mask = size &- 1
    var taken = 0
    withUnsafeTemporaryAllocation(
      of: (hash: UInt32, listed: Int32, left: Int32).self, capacity: size
    ) { slots in
      slots.initialize(repeating: (0, 0, 0))
      for hash in leaving {
        var slot = Int(hash) & mask
        while slots[slot].listed != 0, slots[slot].hash != hash { slot = (slot &+ 1) & mask }
        slots[slot].hash = hash
        slots[slot].listed &+= 1
        slots[slot].left &+= 1
      }
      for stored in hashes {
        var slot = Int(stored) & mask
        while slots[slot].listed != 0, slots[slot].hash != stored { slot = (slot &+ 1) & mask }
        if slots[slot].listed != 0, slots[slot].left > 0 {
          slots[slot].left &-= 1
          taken &+= 1
        } else {
          kept.append(stored)
        }
      }
    }
    // Every one of `leaving` was taken exactly when as many hashes are gone.
    return taken == leaving.count ? kept : nil
  }

  /// The most hashes leaving one leaf that ``removing(_:from:)`` finds by scans: a scan
  /// compares eight hashes at once (about 60 instructions a hash in a leaf of 160), where the
  /// table costs about 20 a stored hash (3,200 for a leaf of 160) and 15 a leaving one.
  static let scannedRemovals = 32

  /// The position of the first of `leaf[0 ..< count]` equal to `hash`, eight compared at once;
  /// `nil` when none is.
  @inline(__always)
  private static func firstPosition(
    of hash: UInt32, in leaf: UnsafeMutableBufferPointer<UInt32>, count: Int
  ) -> Int? {
    guard let base = leaf.baseAddress else { return nil }
    let lanes = SIMD8<UInt32>.scalarCount
    let target = SIMD8<UInt32>(repeating: hash)
    let raw = UnsafeRawPointer(base)
    var index = 0
    while index &+ lanes <= count {
      let eight = raw.loadUnaligned(
        fromByteOffset: index &* MemoryLayout<UInt32>.stride, as: SIMD8<UInt32>.self)
      if any(eight .== target) {
        for lane in 0..<lanes where eight[lane] == hash { return index &+ lane }
      }
      index &+= lanes
    }
    while index < count {
      if base[index] == hash { return index }
      index &+= 1
    }
    return nil
  }

  /// `node` plus `hashes` (ascending), as ``inserting(_:into:depth:)`` of each in turn leaves
  /// it (a leaf that fills becomes a branch at the same hash), each node on the paths to the
  /// leaves that change copied once.
  func inserting(_ hashes: ArraySlice<UInt32>, into node: Node, depth: Int)
    -> Node
  {
    if node.isLeaf { return leaf(node.hashes, plus: hashes, depth: depth) }
    guard !hashes.isEmpty else { return node }
    var children = node.children
    forEachChildGroup(of: hashes, atDepth: depth) { child, group in
      children[child] = inserting(group, into: children[child], depth: depth + 1)
      return true
    }
    return Node(children: children)
  }

  /// A leaf at `depth` of `hashes` plus `arriving` (ascending), appended in turn: when the
  /// leaf fills past ``ItemIDIndex/leafCapacity`` and bits remain, it becomes a branch there
  /// and the rest of `arriving` go into that branch.
  private func leaf(_ hashes: [UInt32], plus arriving: ArraySlice<UInt32>, depth: Int) -> Node {
    guard !arriving.isEmpty else { return Node(hashes: hashes) }
    var leaf = hashes
    leaf.reserveCapacity(leaf.count + arriving.count)
    for position in arriving.indices {
      leaf.append(arriving[position])
      if leaf.count > ItemIDIndex.leafCapacity, shift(atDepth: depth) >= 0 {
        let branch = built(leaf[...], atDepth: depth, levels: depth + 1)
        return inserting(arriving[(position + 1)...], into: branch, depth: depth)
      }
    }
    return Node(hashes: leaf)
  }

  /// Calls `body` with each child of a branch at `depth` that some of `hashes` (ascending)
  /// belong to, and those hashes, in order, until it returns `false`. Ascending hashes that
  /// share a node's path are grouped by its children: a child is chosen by the next bits.
  private func forEachChildGroup(
    of hashes: ArraySlice<UInt32>, atDepth depth: Int,
    _ body: (_ child: Int, _ group: ArraySlice<UInt32>) -> Bool
  ) {
    var start = hashes.startIndex
    while start < hashes.endIndex {
      let child = child(of: hashes[start], atDepth: depth)
      var end = start + 1
      while end < hashes.endIndex, self.child(of: hashes[end], atDepth: depth) == child {
        end += 1
      }
      guard body(child, hashes[start..<end]) else { return }
      start = end
    }
  }
}
