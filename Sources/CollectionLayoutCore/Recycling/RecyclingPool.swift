/// The views a scroll view recycles, as `dequeueReusableCell` and PhotoScroller's
/// `dequeueRecycledPage` do, but deterministic: which view shows what, which views wait for
/// reuse, and how many were ever made. Keys are what a view shows (a page index, a wall tile's
/// column and row); views are numbered 0, 1, 2, ... in the order they are created.
///
/// ```
///  settle(showing: [1, 2])      shown {0: #0, 1: #1}   reusable []
///    0 leaves   ─▶ #0 put back                          reusable [#0]
///    2 enters   ─▶ takes the last put back (#0)         reusable []
///                                shown {1: #1, 2: #0}
/// ```
///
/// The rules, fixed where the original's sets were not (`anyObject` picked any instance):
/// - Every view has a reuse kind (an ``ElementKind``: `dequeueReusableCell` and
///   `dequeueReusableSupplementaryView(ofKind:)` keep one queue per identifier): a view put
///   back waits in its kind's queue, and only a key of that kind takes it.
/// - Keys that leave put their views back in ascending key order; keys that enter take views
///   in ascending key order, each the most recently put back of its kind (last in, first
///   out), or a new view when none waits. Views are numbered across kinds, in creation order.
/// - Putting back happens before taking, so the views ever created of a kind never exceed the
///   most keys of that kind shown at once: a scroll view that shows at most `k` pages makes at
///   most `k` page views. That is the pool's bound: it never holds more views of a kind than
///   were once shown together.
///
/// A page browser and a wall settle all their keys at once (``settle(showing:)``, one kind);
/// ``DisplayTracker`` puts back and takes key by key (``putBack(_:)``, ``take(for:kind:)``),
/// in the same order, so that a frame costs what changes.
///
/// Cost: O(s log s) per settle for s keys shown before and after; O(1) per put back and take;
/// nothing grows with the number of keys that exist.
public struct RecyclingPool<Key: Hashable & Comparable & Sendable>: Hashable, Sendable {
  /// The view showing each key shown, by key.
  public private(set) var views: [Key: Int] = [:]
  /// The views waiting for reuse, by reuse kind, each in the order they were put back: the
  /// last is taken first.
  public private(set) var queues: [ElementKind: [Int]] = [:]
  /// The number of views ever created; their ids are `0 ..< createdCount`.
  public private(set) var createdCount = 0
  /// The kind of ``settle(showing:)``'s views.
  public let kind: ElementKind
  /// The reuse kind of each view ever created, by view id.
  private var kindOfView: [ElementKind] = []
  /// Views put back since the last settle by ``remap(_:)`` (their keys are gone), reported by
  /// the next settle.
  private var putBackSinceSettle: [Int] = []

  /// An empty pool: no view shown, none created.
  ///
  /// - Parameter kind: The reuse kind of the views ``settle(showing:)`` hands out.
  public init(kind: ElementKind = "view") {
    self.kind = kind
  }

  /// The views of ``kind`` waiting for reuse, in the order they were put back: the last is
  /// taken first.
  public var reusable: [Int] { queues[kind] ?? [] }

  /// The views of `kind` waiting for reuse, the last taken first.
  public func reusable(of kind: ElementKind) -> [Int] { queues[kind] ?? [] }

  /// The number of views of `kind` ever created. O(views created).
  public func createdCount(of kind: ElementKind) -> Int {
    kindOfView.reduce(0) { $0 + ($1 == kind ? 1 : 0) }
  }

  /// Puts `key`'s view back in its kind's queue; returns it, or `nil` when `key` has none.
  ///
  /// - Complexity: O(1).
  @discardableResult
  public mutating func putBack(_ key: Key) -> Int? {
    guard let view = views.removeValue(forKey: key) else { return nil }
    queues[kindOfView[view], default: []].append(view)
    return view
  }

  /// Gives `key` a view of `kind`: the last of that kind put back, or a new one. A key that has
  /// a view keeps it.
  ///
  /// - Returns: The view, and whether it was created now.
  /// - Complexity: O(1).
  public mutating func take(for key: Key, kind: ElementKind) -> (view: Int, isNew: Bool) {
    if let view = views[key] { return (view, false) }
    if let view = queues[kind]?.popLast() {
      views[key] = view
      return (view, false)
    }
    let view = createdCount
    views[key] = view
    kindOfView.append(kind)
    createdCount += 1
    return (view, true)
  }

  /// Shows exactly `keys`, all of ``kind``: the views of keys not among them are put back,
  /// then every key without a view takes one (see the rules above). Returns what moved.
  public mutating func settle(showing keys: some Sequence<Key>) -> RecyclingReport<Key> {
    let wanted = Set(keys)
    var report = RecyclingReport<Key>()
    report.recycled = putBackSinceSettle
    putBackSinceSettle = []
    for key in views.keys.filter({ !wanted.contains($0) }).sorted() {
      guard let view = putBack(key) else { continue }
      report.recycled.append(view)
    }
    for key in wanted.filter({ views[$0] == nil }).sorted() {
      let taken = take(for: key, kind: kind)
      if taken.isNew {
        report.created.append(KeyedView(key: key, view: taken.view))
      } else {
        report.reused.append(KeyedView(key: key, view: taken.view))
      }
    }
    return report
  }

  /// Renames the keys shown, as a batch update renames the items it moves: each view now
  /// shows `transform(key)`; a key whose transform is `nil` (its item was deleted) puts its
  /// view back, in ascending old key order, and the next ``settle(showing:)`` reports it.
  /// Two keys must not transform to the same key (the second one's view is put back).
  public mutating func remap(_ transform: (Key) -> Key?) {
    var renamed: [Key: Int] = [:]
    for key in views.keys.sorted() {
      guard let view = views[key] else { continue }
      if let newKey = transform(key), renamed[newKey] == nil {
        renamed[newKey] = view
      } else {
        queues[kindOfView[view], default: []].append(view)
        putBackSinceSettle.append(view)
      }
    }
    views = renamed
  }

  /// The keys shown, with their views, in ascending key order.
  public var shown: [KeyedView<Key>] {
    views.keys.sorted().compactMap { key in views[key].map { KeyedView(key: key, view: $0) } }
  }
}

/// A view and the key it shows.
public struct KeyedView<Key: Hashable & Sendable>: Hashable, Sendable {
  /// What the view shows.
  public var key: Key
  /// The view's id.
  public var view: Int

  /// Creates a pair.
  public init(key: Key, view: Int) {
    self.key = key
    self.view = view
  }
}

/// What one ``RecyclingPool/settle(showing:)`` did.
public struct RecyclingReport<Key: Hashable & Sendable>: Hashable, Sendable {
  /// The views put back, in the order they were put back.
  public var recycled: [Int] = []
  /// The keys that took a waiting view, with it, in ascending key order.
  public var reused: [KeyedView<Key>] = []
  /// The keys that got a new view, with it, in ascending key order.
  public var created: [KeyedView<Key>] = []

  /// An empty report.
  public init() {}
}
