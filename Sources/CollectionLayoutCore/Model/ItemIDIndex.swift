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
/// The changes of an update are kept beside the tree, pending, until more than
/// ``pendingLimit`` are (two small sorted arrays: the hashes taken from the tree and those added
/// on top), then written into it at once: an update of a few ids copies neither the root nor a
/// leaf (at 10,000 ids, the root is 64 references and a leaf about 160 hashes).
///
/// Hashes, not ids: two different ids may share a hash, so a hash found is only a candidate
/// (the ids are then compared, ``UpdateMapping/indexAfterSharedHashes(_:leaving:arriving:derived:)``,
/// or the full search of ``ItemIdentifiers/duplicates(in:)`` decides), while a hash not found
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
  /// The changes not yet written into the tree (``pendingLimit``): hashes taken from it and
  /// hashes added on top, each ascending, repeats kept, no hash in both (one added where one
  /// was taken cancels the taking). Every hash of ``pendingRemovals`` is in the tree at least
  /// as many times.
  ///
  /// ```
  ///  the index  =  the tree  −  pendingRemovals  +  pendingInserts
  /// ```
  private var pendingRemovals: [UInt32] = []
  private var pendingInserts: [UInt32] = []

  /// The bits of the hash a branch below the root chooses its child by, and so its number of
  /// children.
  static let bitsPerLevel = 4
  /// The most hashes a leaf holds before it becomes a branch (when bits remain).
  static let leafCapacity = 256
  /// The most pending changes an index holds (``pendingRemovals`` and ``pendingInserts``
  /// together): a change that would leave more writes them all into the tree at once
  /// (``replacing(_:with:leavingIsHeld:)``). Below it, an update's few changed ids cost two
  /// small sorted arrays, where writing them copies the root (a reference a child) and a leaf
  /// a hash.
  static let pendingLimit = 256

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

  /// Whether `hash` is here. O(depth + leaf + log pending).
  func contains(_ hash: UInt32) -> Bool {
    count(of: hash) > 0
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

  /// Adds one `hash`, in the tree (the pending changes written first). Copies the path to
  /// its leaf (O(2^rootBits + depth · 16 + leaf)).
  mutating func insert(_ hash: UInt32) {
    writePending()
    root = shape.inserting(hash, into: root, depth: 0)
    count += 1
  }

  /// Removes one `hash`, when here, from the tree (the pending changes written first); returns
  /// whether it was. Copies the path to its leaf.
  @discardableResult
  mutating func remove(_ hash: UInt32) -> Bool {
    writePending()
    guard let node = shape.removing(hash, from: root, depth: 0) else { return false }
    root = node
    count -= 1
    return true
  }

  /// How many times `hash` is here. O(depth + leaf + log pending).
  func count(of hash: UInt32) -> Int {
    var found = Self.occurrences(of: hash, in: leaf(of: hash).hashes)
    if !pendingRemovals.isEmpty { found -= pendingRemovals.occurrences(of: hash) }
    if !pendingInserts.isEmpty { found += pendingInserts.occurrences(of: hash) }
    return found
  }

  /// How many of `hashes` (in no order) are `hash`: eight compared at once (a leaf is about
  /// 160 hashes, where one at a time cost about 1,000 instructions a lookup). O(n).
  private static func occurrences(of hash: UInt32, in hashes: [UInt32]) -> Int {
    hashes.withUnsafeBufferPointer { stored in
      let lanes = SIMD8<UInt32>.scalarCount
      let target = SIMD8<UInt32>(repeating: hash)
      var counts = SIMD8<UInt32>()
      var index = 0
      if let base = stored.baseAddress {
        let raw = UnsafeRawPointer(base)
        while index &+ lanes <= stored.count {
          let eight = raw.loadUnaligned(
            fromByteOffset: index &* MemoryLayout<UInt32>.stride, as: SIMD8<UInt32>.self)
          counts &+= SIMD8<UInt32>().replacing(with: 1, where: eight .== target)
          index &+= lanes
        }
      }
      var found = Int(counts.wrappedSum())
      while index < stored.count {
        if stored[index] == hash { found &+= 1 }
        index &+= 1
      }
      return found
    }
  }

  /// This index less one of each of `leaving` (a hash twice in `leaving` leaves twice) and
  /// plus each of `arriving`, when every hash of `leaving` is here as many times, and no hash
  /// of `arriving` is in the index less `leaving` nor twice in `arriving`; `nil` otherwise.
  ///
  /// What ``remove(_:)`` of each hash of `leaving`, then ``contains(_:)`` and ``insert(_:)`` of
  /// each of `arriving`, decide and hold, done at once: a hash that both leaves and arrives (an
  /// item moved) stays where it is. The changes are kept pending (``pendingLimit``), or, when
  /// they would exceed it, written into the tree with those pending, each node on the paths to
  /// the leaves that change copied once, not once a hash. Written, the tree is the one the
  /// changes one by one leave but where a hash both leaves and arrives: it stays in its leaf,
  /// where removing and inserting it again splits its leaf when that holds more than
  /// ``leafCapacity`` hashes (hashes that share their remaining bits, or a leaf built that
  /// full): the same multiset, a leaf fewer split. O(h · (depth + leaf) + pending) for h
  /// hashes kept pending (sorted by ``radixSorted(_:)``); written, O(h · (depth + leaf) +
  /// touched nodes · 16 + 2^rootBits), where one by one costs O(h · (depth · 16 +
  /// 2^rootBits)). A run of updates of k ids each writes once every ``pendingLimit`` / k
  /// updates.
  ///
  /// `leavingIsHeld` says that the caller knows every hash of `leaving` is here as many times
  /// (they are the hashes of ids of the very items this index holds: an update's leaving
  /// items): kept pending, they are then not looked up (about 250 instructions a hash), only
  /// asserted in debug builds. The hashes of `arriving` are looked up whatever it says.
  func replacing(
    _ leaving: [UInt32], with arriving: [UInt32], leavingIsHeld: Bool = false
  ) -> ItemIDIndex? {
    let leaving = radixSorted(leaving)
    let arriving = radixSorted(arriving)
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
    // A pending insert of a hash removed cancels; the others are taken from the tree.
    let (removedFromTree, insertsLeft) = Self.cancelling(removed, pendingInserts)
    let removals = mergeSorted(pendingRemovals, removedFromTree, by: <)
    // A hash inserted is not here: a pending removal of it (the tree holds it) cancels.
    let (insertedOnTree, removalsLeft) = Self.cancelling(inserted, removals)
    index.pendingRemovals = removalsLeft
    index.pendingInserts = mergeSorted(insertsLeft, insertedOnTree, by: <)
    index.count += inserted.count - removed.count
    if index.pendingCount > Self.pendingLimit {
      // Writing them finds each removal in the tree, or fails.
      guard index.writingPending() else { return nil }
      return index
    }
    // Each hash removed must be here as many times (those that also arrive were counted).
    guard leavingIsHeld else { return holds(removed) ? index : nil }
    assert(holds(removed), "a leaving hash said to be held is not")
    return index
  }

  /// Whether each hash of `hashes` (ascending) is here at least as many times as it is in
  /// `hashes`.
  private func holds(_ hashes: [UInt32]) -> Bool {
    var start = 0
    while start < hashes.count {
      var end = start + 1
      while end < hashes.count, hashes[end] == hashes[start] { end += 1 }
      guard count(of: hashes[start]) >= end - start else { return false }
      start = end
    }
    return true
  }

  /// Writes the pending changes into the tree (``pendingRemovals``, ``pendingInserts``), each
  /// node on the paths to the leaves that change copied once. The tree always holds the
  /// pending removals (asserted).
  private mutating func writePending() {
    let written = writingPending()
    assert(written, "a pending removal that the tree does not hold")
  }

  /// ``writePending()``, `false` (and nothing changed) when the tree does not hold a pending
  /// removal.
  private mutating func writingPending() -> Bool {
    guard !pendingRemovals.isEmpty || !pendingInserts.isEmpty else { return true }
    guard
      let written = shape.replacing(
        pendingRemovals[...], with: pendingInserts[...], in: root, depth: 0)
    else { return false }
    root = written
    pendingRemovals = []
    pendingInserts = []
    return true
  }

  /// The number of pending changes (hashes taken from the tree and added on top), at most
  /// ``pendingLimit``.
  var pendingCount: Int { pendingRemovals.count + pendingInserts.count }

  /// This index with its pending changes written into the tree (for tests: the shape they
  /// give the tree, ``leafCount``).
  var written: ItemIDIndex {
    var index = self
    index.writePending()
    return index
  }

  /// `first` and `second` (each ascending, repeats kept) less what they share, taken from both
  /// once an occurrence: a multiset difference each way, in one merge. O(both).
  private static func cancelling(
    _ first: [UInt32], _ second: [UInt32]
  ) -> (first: [UInt32], second: [UInt32]) {
    guard !first.isEmpty, !second.isEmpty else { return (first, second) }
    var firstLeft: [UInt32] = []
    var secondLeft: [UInt32] = []
    firstLeft.reserveCapacity(first.count)
    secondLeft.reserveCapacity(second.count)
    var one = 0
    var other = 0
    while one < first.count, other < second.count {
      if first[one] == second[other] {
        one += 1
        other += 1
      } else if first[one] < second[other] {
        firstLeft.append(first[one])
        one += 1
      } else {
        secondLeft.append(second[other])
        other += 1
      }
    }
    firstLeft.append(contentsOf: first[one...])
    secondLeft.append(contentsOf: second[other...])
    return (firstLeft, secondLeft)
  }

  /// The bytes the index holds, about: each node, array and element (shared nodes counted in
  /// each index that holds them).
  var byteCount: Int {
    Self.byteCount(of: root) + 4 * (pendingRemovals.capacity + pendingInserts.capacity)
  }

  /// Every hash, repeats kept, ascending: the multiset this index is (for tests). O(n log n).
  var sortedHashes: [UInt32] {
    var hashes: [UInt32] = []
    var pending = [root]
    while let node = pending.popLast() {
      hashes += node.hashes
      pending += node.children
    }
    let tree = Self.cancelling(hashes.sorted(), pendingRemovals).first
    return mergeSorted(tree, pendingInserts, by: <)
  }

  /// The number of leaves, empty ones included: the shape of the tree, without the pending
  /// changes (``written`` has them written), for tests. O(nodes).
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

extension [UInt32] {
  /// How many times `value` is in this array, which is ascending. O(log n).
  fileprivate func occurrences(of value: UInt32) -> Int {
    let low = lowerBound(of: value)
    var end = low
    while end < count, self[end] == value { end += 1 }
    return end - low
  }
}
