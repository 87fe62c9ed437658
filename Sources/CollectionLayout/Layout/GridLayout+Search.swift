/// The grid's searches: which sections and global headers a query examines, by binary search
/// over their raw extents.
extension GridLayout {
  /// The positions in ``sectionsWithHeight`` of the sections whose raw extent may meet `rect`
  /// (a pixel, and at least a point, of slack on either side for snapping); all of them when
  /// `rect` is `nil`. O(log sections).
  func sectionRange(intersecting rect: LayoutRect?) -> Range<Int> {
    guard let rect else { return sectionsWithHeight.indices }
    let slack = max(1, pixelGrid.pixel)
    let count = sectionsWithHeight.count
    let bottoms = bottomsOfSectionsWithHeight
    let tops = topsOfSectionsWithHeight
    let first = firstIndex(in: count) { bottoms[$0] > rect.minY - slack }
    let end = firstIndex(in: count) { tops[$0] >= rect.maxY + slack }
    return first < end ? first..<end : first..<first
  }

  /// Calls `body` with the global headers a query examines, ascending: those whose natural
  /// extent may meet the rect, and with `pinned` every header that pins (it may have moved
  /// into the rect); see ``GlobalHeaderCandidates``. O(k + pinned global headers), nothing
  /// allocated.
  func forEachGlobalHeaderCandidate(natural: Range<Int>, pinned: Bool, _ body: (Int) -> Void) {
    var candidates = GlobalHeaderCandidates(natural: natural, pinned: pinned)
    while let index = candidates.next(in: pinnedGlobalHeaders) { body(index) }
  }

  /// The global headers whose raw extent may meet `rect`; all of them when `rect` is `nil`.
  func globalHeaderRange(intersecting rect: LayoutRect?) -> Range<Int> {
    guard let rect else { return globalHeaders.indices }
    let slack = max(1, pixelGrid.pixel)
    let first = firstIndex(in: globalHeaders.count) {
      globalHeaderTops[$0] + globalHeaders[$0].height > rect.minY - slack
    }
    let end = firstIndex(in: globalHeaders.count) { globalHeaderTops[$0] >= rect.maxY + slack }
    return first < end ? first..<end : first..<first
  }
}

/// The first index in `0 ..< count` for which the monotonic `predicate` holds (false ...
/// false true ... true), or `count` when it never does. O(log count).
func firstIndex(in count: Int, where predicate: (Int) -> Bool) -> Int {
  var low = 0
  var high = count
  while low < high {
    let middle = (low + high) / 2
    if predicate(middle) { high = middle } else { low = middle + 1 }
  }
  return low
}

/// The global headers a query examines, one at a time, ascending, without a closure (a
/// closure that captures the pin state makes the compiler copy it, with its reference
/// counting, on every query): the headers of a natural range (those whose natural extent may
/// meet the rect) merged with the headers that pin (they may have moved into the rect), each
/// once.
struct GlobalHeaderCandidates {
  /// The headers whose natural extent may meet the rect.
  private let natural: Range<Int>
  /// Whether the headers that pin are examined too.
  private let pinned: Bool
  /// The next header of `natural` not yet handed out.
  private var nextNatural: Int
  /// The position of the next pinned header in the list given to ``next(in:)``.
  private var nextPinned = 0

  /// The candidates of `natural`, with the pinned headers when `pinned`.
  init(natural: Range<Int>, pinned: Bool) {
    self.natural = natural
    self.pinned = pinned
    nextNatural = natural.lowerBound
  }

  /// The next candidate, given the ascending indexes of the headers that pin (the same list
  /// at every call); `nil` after the last.
  mutating func next(in pinnedHeaders: [Int]) -> Int? {
    if pinned, nextPinned < pinnedHeaders.count {
      let index = pinnedHeaders[nextPinned]
      if nextNatural < natural.upperBound, nextNatural < index {
        nextNatural += 1
        return nextNatural - 1
      }
      if nextNatural == index, nextNatural < natural.upperBound { nextNatural += 1 }
      nextPinned += 1
      return index
    }
    guard nextNatural < natural.upperBound else { return nil }
    nextNatural += 1
    return nextNatural - 1
  }
}
