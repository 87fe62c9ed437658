import Foundation

/// A layout's ``ItemIDIndex``, given when the layout is made (an update derives it from the
/// old layout's) or built the first time it is asked for (a layout made from data: one full
/// search of its ids, which the first update from it pays, and no later one).
///
/// Shared by the copies of a layout, and thread-safe: the index is built at most once, under a
/// lock. Bookkeeping only, as ``LayoutHints``: not part of any value.
package final class ItemIDIndexCache: @unchecked Sendable {
  /// The lock of a cache that builds its index; `nil` for one given its index, which never
  /// changes (an update makes one of these: no lock to make and free).
  private let lock: NSLock?
  /// The index once known; `nil` inside when the ids have none (more listed items than 32
  /// bits count, or repeated ids).
  private var index: ItemIDIndex??

  /// A cache that builds the index the first time it is asked for.
  init() {
    lock = NSLock()
  }

  /// A cache that holds `index`, the index of the layout's ids.
  init(_ index: ItemIDIndex) {
    lock = nil
    self.index = .some(index)
  }

  /// The index of the ids of `sections` (the layout's sections, which this cache belongs to),
  /// built from them the first time (O(items)); `nil` when `sections` have repeated ids or more
  /// listed items than 32 bits count.
  func index(of sections: [LayoutSection]) -> ItemIDIndex? {
    guard let lock else { return index ?? nil }
    lock.lock()
    defer { lock.unlock() }
    if let index { return index }
    let found = ItemIdentifiers.duplicates(in: sections, indexing: true)
    let built = found.duplicates.isEmpty ? found.index : nil
    index = .some(built)
    return built
  }
}
