/// The ids of a layout's items as a multiset of their 32-bit hashes, persistent: a copy shares
/// everything with the original, and a change copies only the path to the leaf it changes.
/// What lets an update check the ids of the data after it in O(k log n) for k changed items
/// (``ItemIDChanges``): an id brought by the batch can only repeat an id of the data before if
/// its hash is here.
///
/// ```
///  root ─┬─ 2^r children by the top r bits of the hash (r: 4 ... 7, ``Shape``)
///        ├─ child ─┬─ 16 children by the next 4 bits …
///        │         └─ leaf: up to 256 hashes, in no order
///        └─ leaf
/// ```
///
/// The root's fanout is chosen from the number of hashes when the index is built, so that the
/// leaves start at most about 160 hashes full (80 to 160 from about 1,300 hashes; fewer below,
/// where the root keeps 16 children), under as few branches as a root of at most 128 children
/// allows: a change copies each branch on its path, a reference a child (10,000 ids: a root of
/// 64 leaves, where 16 branches of 16 leaves made a change of 10 hashes copy the root and 9
/// branches).
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
  /// How the tree's branches choose their children.
  let shape: Shape
  /// The tree, at depth 0.
  private var root: Node

  /// The bits of the hash a branch below the root chooses its child by, and so its number of
  /// children.
  static let bitsPerLevel = 4
  /// The most hashes a leaf holds before it becomes a branch (when bits remain).
  static let leafCapacity = 256

  /// A node: a branch (16 children; the root 2^``Shape/rootBits``), or a leaf of hashes. Never
  /// changed once built.
  final class Node: Sendable {
    /// A branch's children, by the hash's bits at its depth; empty for a leaf.
    let children: [Node]
    /// A leaf's hashes, in no order, repeats kept; empty for a branch.
    let hashes: [UInt32]

    /// A branch of `children`, or a leaf of `hashes`.
    init(children: [Node] = [], hashes: [UInt32] = []) {
      self.children = children
      self.hashes = hashes
    }

    var isLeaf: Bool { children.isEmpty }
  }

  /// An index of `hashes` (repeats kept), hashed with `hashing`, in the shape chosen for
  /// their number (``Shape/make(forCount:)``). O(n).
  init(hashes: [UInt32], hashing: ItemIdentifiers.Hashing) {
    self.hashing = hashing
    count = hashes.count
    let (shape, levels) = Shape.make(forCount: hashes.count)
    self.shape = shape
    root = shape.built(hashes, levels: levels)
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
      node = node.children[shape.child(of: hash, atDepth: depth)]
      depth += 1
    }
    return node
  }

  /// Adds one `hash`. Copies the path to its leaf (O(2^rootBits + depth · 16 + leaf)).
  mutating func insert(_ hash: UInt32) {
    root = shape.inserting(hash, into: root, depth: 0)
    count += 1
  }

  /// Removes one `hash`, when here; returns whether it was. Copies the path to its leaf.
  @discardableResult
  mutating func remove(_ hash: UInt32) -> Bool {
    guard let node = shape.removing(hash, from: root, depth: 0) else { return false }
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
  /// copied once, not once a hash. The tree is the one they leave but where a hash both leaves
  /// and arrives: it stays in its leaf, where removing and inserting it again splits its leaf
  /// when that holds more than ``leafCapacity`` hashes (hashes that share their remaining bits,
  /// or a leaf built that full): the same multiset, a leaf fewer split. O(h log h + h · (depth + leaf) + touched nodes · 16 +
  /// 2^rootBits) for h hashes, where one by one costs O(h · (depth · 16 + 2^rootBits)).
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
    guard let root = shape.replacing(removed[...], with: inserted[...], in: index.root, depth: 0)
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

  private static func byteCount(of node: Node) -> Int {
    // An object's header and two references; an array's header and its capacity.
    var bytes = 32
    if node.isLeaf { return bytes + 32 + node.hashes.capacity * 4 }
    bytes += 32 + node.children.capacity * 8
    for child in node.children { bytes += byteCount(of: child) }
    return bytes
  }
}
