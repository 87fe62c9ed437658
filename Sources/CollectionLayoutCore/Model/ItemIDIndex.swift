/// The ids of a layout's items as a multiset of their 32-bit hashes, persistent: a copy shares
/// everything with the original, and a change copies only the path to the leaf it changes.
/// What lets an update check the ids of the data after it in O(k log n) for k changed items
/// (``ItemIDChanges``): an id brought by the batch can only repeat an id of the data before if
/// its hash is here.
///
/// ```
///  root ─┬─ 16 children by bits 28..<32 of the hash
///        ├─ child ─┬─ 16 children by bits 24..<28 …
///        │         └─ leaf: up to 256 hashes, in no order
///        └─ leaf
/// ```
///
/// Hashes, not ids: two different ids may share a hash, so a hash found is only a candidate
/// (the full search of ``ItemIdentifiers/duplicates(in:)`` then decides), while a hash not found
/// proves that no id here equals the one hashed. The hashes are those of the full search (its
/// ``ItemIdentifiers/Hashing``, the upper half of the 64 bits): building the index as a
/// by-product of that search costs one partition of the hashes. About 4 to 9 bytes an id.
struct ItemIDIndex: Sendable {
  /// How the ids were hashed: an id is looked up with the same hashing (``hash(of:)``).
  let hashing: ItemIdentifiers.Hashing
  /// The number of hashes, counting repeats.
  private(set) var count: Int
  /// The tree, at depth 0.
  private var root: Node

  /// The bits of the hash a branch chooses its child by, and so its number of children.
  static let bitsPerLevel = 4
  /// The most hashes a leaf holds before it becomes a branch (when bits remain).
  static let leafCapacity = 256

  /// A node: a branch of 16 children, or a leaf of hashes. Never changed once built.
  final class Node: Sendable {
    /// A branch's children, by the hash's bits at its depth; empty for a leaf.
    let children: [Node]
    /// A leaf's hashes, in no order, repeats kept; empty for a branch.
    let hashes: [UInt32]

    init(children: [Node] = [], hashes: [UInt32] = []) {
      self.children = children
      self.hashes = hashes
    }

    var isLeaf: Bool { children.isEmpty }
  }

  /// An index of `hashes` (repeats kept), hashed with `hashing`. O(n).
  init(hashes: [UInt32], hashing: ItemIdentifiers.Hashing) {
    self.hashing = hashing
    count = hashes.count
    var depth = 0
    while hashes.count >> (Self.bitsPerLevel * depth) > Self.leafCapacity,
      Self.shift(atDepth: depth) >= 0
    {
      depth += 1
    }
    root = Self.built(hashes, depth: depth)
  }

  /// The hash of `id` as this index hashes ids; `nil` when it cannot (an id that is not ASCII
  /// in an index of ASCII ids: it may equal one of them canonically with other bytes).
  func hash(of id: String) -> UInt32? {
    switch hashing {
    case .bytes: return ByteHash.ofASCII(id).map { UInt32(truncatingIfNeeded: $0 >> 32) }
    case .standard: return UInt32(truncatingIfNeeded: UInt64(UInt(bitPattern: id.hashValue)) >> 32)
    }
  }

  /// Whether `hash` is here. O(depth + leaf).
  func contains(_ hash: UInt32) -> Bool {
    leaf(of: hash).hashes.contains(hash)
  }

  /// The leaf `hash` belongs to. O(depth).
  private func leaf(of hash: UInt32) -> Node {
    var node = root
    var depth = 0
    while !node.isLeaf {
      node = node.children[Self.child(of: hash, atDepth: depth)]
      depth += 1
    }
    return node
  }

  /// Adds one `hash`. Copies the path to its leaf (O(depth · 16 + leaf)).
  mutating func insert(_ hash: UInt32) {
    root = Self.inserting(hash, into: root, depth: 0)
    count += 1
  }

  /// Removes one `hash`, when here; returns whether it was. Copies the path to its leaf.
  @discardableResult
  mutating func remove(_ hash: UInt32) -> Bool {
    guard let node = Self.removing(hash, from: root, depth: 0) else { return false }
    root = node
    count -= 1
    return true
  }

  /// How many times `hash` is here. O(depth + leaf).
  func count(of hash: UInt32) -> Int {
    var found = 0
    for stored in leaf(of: hash).hashes where stored == hash { found += 1 }
    return found
  }

  /// This index less one of each of `leaving` (a hash twice in `leaving` leaves twice) and
  /// plus each of `arriving`, when every hash of `leaving` is here as many times, and no hash
  /// of `arriving` is in the index less `leaving` nor twice in `arriving`; `nil` otherwise.
  ///
  /// What ``remove(_:)`` of each hash of `leaving`, then ``contains(_:)`` and ``insert(_:)`` of
  /// each of `arriving`, decide and hold, done at once: a hash that both leaves and arrives (an
  /// item moved) stays where it is, and each node on the paths to the leaves that change is
  /// copied once, not once a hash. O(h log h + h · (depth + leaf) + touched nodes · 16) for h
  /// hashes, where one by one costs O(h · depth · 16).
  func replacing(_ leaving: [UInt32], with arriving: [UInt32]) -> ItemIDIndex? {
    let leaving = leaving.sorted()
    let arriving = arriving.sorted()
    var removed: [UInt32] = []
    var inserted: [UInt32] = []
    removed.reserveCapacity(leaving.count)
    inserted.reserveCapacity(arriving.count)
    // A merge of the two sorted lists.
    var next = 0
    for (position, hash) in arriving.enumerated() {
      if position > 0, arriving[position - 1] == hash { return nil }
      while next < leaving.count, leaving[next] < hash {
        removed.append(leaving[next])
        next += 1
      }
      var leaves = 0
      while next < leaving.count, leaving[next] == hash {
        leaves += 1
        next += 1
      }
      // Here as many times as it leaves: none remains, and the arriving one takes its place.
      guard count(of: hash) == leaves else { return nil }
      if leaves == 0 {
        inserted.append(hash)
      } else {
        removed.append(contentsOf: repeatElement(hash, count: leaves - 1))
      }
    }
    removed.append(contentsOf: leaving[next...])
    var index = self
    guard !removed.isEmpty || !inserted.isEmpty else { return index }
    guard let root = Self.replacing(removed[...], with: inserted[...], in: index.root, depth: 0)
    else { return nil }
    index.root = root
    index.count += inserted.count - removed.count
    return index
  }

  /// The bytes the index holds, about: each node, array and element (shared nodes counted in
  /// each index that holds them).
  var byteCount: Int { Self.byteCount(of: root) }

  /// Every hash, repeats kept, ascending: the multiset this index is (for tests). O(n log n).
  var sortedHashes: [UInt32] {
    var hashes: [UInt32] = []
    var pending = [root]
    while let node = pending.popLast() {
      hashes += node.hashes
      pending += node.children
    }
    return hashes.sorted()
  }

  /// The number of leaves, empty ones included: the shape of the tree (for tests). O(nodes).
  var leafCount: Int {
    var leaves = 0
    var pending = [root]
    while let node = pending.popLast() {
      if node.isLeaf { leaves += 1 }
      pending += node.children
    }
    return leaves
  }

  // MARK: - The tree

  /// The right shift that brings a depth's bits to the bottom; negative when none remain.
  private static func shift(atDepth depth: Int) -> Int { 32 - bitsPerLevel * (depth + 1) }

  /// The child of a branch at `depth` that `hash` belongs to.
  private static func child(of hash: UInt32, atDepth depth: Int) -> Int {
    Int(truncatingIfNeeded: hash >> UInt32(shift(atDepth: depth))) & ((1 << bitsPerLevel) - 1)
  }

  /// A tree of `hashes` whose leaves are `levels` below its root: each level a stable
  /// partition by the next bits (a counting sort).
  private static func built(_ hashes: [UInt32], depth levels: Int) -> Node {
    guard levels > 0 else { return Node(hashes: hashes) }
    return built(hashes[...], atDepth: 0, levels: levels)
  }

  private static func built(_ hashes: ArraySlice<UInt32>, atDepth depth: Int, levels: Int)
    -> Node
  {
    guard depth < levels else { return Node(hashes: Array(hashes)) }
    let fanout = 1 << bitsPerLevel
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

  private static func inserting(_ hash: UInt32, into node: Node, depth: Int) -> Node {
    if node.isLeaf {
      var hashes = node.hashes
      hashes.append(hash)
      // A full leaf becomes a branch while the hash has bits left to choose by.
      if hashes.count > leafCapacity, shift(atDepth: depth) >= 0 {
        return built(hashes[...], atDepth: depth, levels: depth + 1)
      }
      return Node(hashes: hashes)
    }
    var children = node.children
    let child = child(of: hash, atDepth: depth)
    children[child] = inserting(hash, into: children[child], depth: depth + 1)
    return Node(children: children)
  }

  private static func removing(_ hash: UInt32, from node: Node, depth: Int) -> Node? {
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
  private static func replacing(
    _ leaving: ArraySlice<UInt32>, with arriving: ArraySlice<UInt32>, in node: Node, depth: Int
  ) -> Node? {
    if node.isLeaf {
      var leaf = node.hashes
      for hash in leaving {
        guard let position = leaf.firstIndex(of: hash) else { return nil }
        leaf.swapAt(position, leaf.count - 1)
        leaf.removeLast()
      }
      guard !arriving.isEmpty else { return Node(hashes: leaf) }
      leaf.reserveCapacity(leaf.count + arriving.count)
      for position in arriving.indices {
        leaf.append(arriving[position])
        if leaf.count > leafCapacity, shift(atDepth: depth) >= 0 {
          let branch = built(leaf[...], atDepth: depth, levels: depth + 1)
          return inserting(arriving[(position + 1)...], into: branch, depth: depth)
        }
      }
      return Node(hashes: leaf)
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
        Self.child(of: leaving[leavingEnd], atDepth: depth) == child
      {
        leavingEnd += 1
      }
      var arrivingEnd = nextArriving
      while arrivingEnd < arriving.endIndex,
        Self.child(of: arriving[arrivingEnd], atDepth: depth) == child
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

  /// `node` plus `hashes` (ascending), as ``inserting(_:into:depth:)`` of each in turn leaves
  /// it (a leaf that fills becomes a branch at the same hash), each node on the paths to the
  /// leaves that change copied once.
  private static func inserting(_ hashes: ArraySlice<UInt32>, into node: Node, depth: Int)
    -> Node
  {
    if node.isLeaf {
      var leaf = node.hashes
      leaf.reserveCapacity(leaf.count + hashes.count)
      for position in hashes.indices {
        leaf.append(hashes[position])
        if leaf.count > leafCapacity, shift(atDepth: depth) >= 0 {
          let branch = built(leaf[...], atDepth: depth, levels: depth + 1)
          return inserting(hashes[(position + 1)...], into: branch, depth: depth)
        }
      }
      return Node(hashes: leaf)
    }
    guard !hashes.isEmpty else { return node }
    var children = node.children
    forEachChildGroup(of: hashes, atDepth: depth) { child, group in
      children[child] = inserting(group, into: children[child], depth: depth + 1)
      return true
    }
    return Node(children: children)
  }

  /// Calls `body` with each child of a branch at `depth` that some of `hashes` (ascending)
  /// belong to, and those hashes, in order, until it returns `false`. Ascending hashes that
  /// share a node's path are grouped by its children: a child is chosen by the next bits.
  private static func forEachChildGroup(
    of hashes: ArraySlice<UInt32>, atDepth depth: Int,
    _ body: (_ child: Int, _ group: ArraySlice<UInt32>) -> Bool
  ) {
    var start = hashes.startIndex
    while start < hashes.endIndex {
      let child = child(of: hashes[start], atDepth: depth)
      var end = start + 1
      while end < hashes.endIndex, Self.child(of: hashes[end], atDepth: depth) == child {
        end += 1
      }
      guard body(child, hashes[start..<end]) else { return }
      start = end
    }
  }

  private static func byteCount(of node: Node) -> Int {
    // An object's header and two references; an array's header and its capacity.
    var bytes = 32
    if node.isLeaf { return bytes + 32 + node.hashes.capacity * 4 }
    bytes += 32 + node.children.capacity * 8
    for child in node.children { bytes += byteCount(of: child) }
    return bytes
  }
}
