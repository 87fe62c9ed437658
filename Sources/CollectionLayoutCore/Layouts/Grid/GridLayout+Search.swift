/// The grid's searches: which sections and global headers a query examines, by binary search
/// over their raw extents.
extension GridLayout {
  /// The positions in ``sectionsWithHeight`` of the sections whose raw extent may meet `rect`
  /// (a pixel, and at least a point, of slack on either side for snapping); all of them when
  /// `rect` is `nil`. O(log sections + k) for the k sections of the range.
  func sectionRange(intersecting rect: LayoutRect?) -> Range<Int> {
    var candidates = sectionCandidates(intersecting: rect)
    let first = candidates.position
    while candidates.next(in: topsOfSectionsWithHeight) != nil {}
    return first..<candidates.position
  }

  /// The sections of ``sectionRange(intersecting:)`` one by one: the first found by a search
  /// over the bottoms that starts where sections of equal height would put it
  /// (``firstIndex(in:near:where:)``), the end by testing each top as it is reached. A query visits
  /// every section of the range anyway, so finding its end costs O(1) a section instead of a
  /// second search over all of them.
  func sectionCandidates(intersecting rect: LayoutRect?) -> SectionCandidates {
    guard let rect else {
      return SectionCandidates(position: 0, count: sectionsWithHeight.count, endTop: nil)
    }
    let slack = max(1, pixelGrid.pixel)
    let count = sectionsWithHeight.count
    let bottoms = bottomsOfSectionsWithHeight
    let line = rect.minY - slack
    // Searched from where the line would be among sections of equal height: a few probes
    // when they are, a binary search at worst.
    var guess = 0
    if let lowest = bottoms.first, let highest = bottoms.last {
      guess = interpolatedIndex(of: line, from: lowest, to: highest, count: count)
    }
    let first = firstIndex(in: count, near: guess) { bottoms[$0] > line }
    return SectionCandidates(position: first, count: count, endTop: rect.maxY + slack)
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

/// The positions in a grid's ``GridLayout/sectionsWithHeight`` that a query visits, in order:
/// from a first position up to the first section whose raw top is at or below a line (the
/// tops ascend, so every later one is too), or to the end without a line.
struct SectionCandidates {
  /// The next position to visit; after the last, the end of the range.
  private(set) var position: Int
  /// The number of sections with height.
  let count: Int
  /// The raw top at or below which the range ends; `nil`: it runs to the end. (A NaN line
  /// ends nothing, as the binary search it replaces found no top at or below it.)
  let endTop: Double?

  /// The next position, reading its top in `tops` (the sections' raw tops, ascending); `nil`
  /// at the end of the range, which then stays at ``position``.
  @inline(__always)
  mutating func next(in tops: [Double]) -> Int? {
    guard position < count else { return nil }
    if let endTop, tops[position] >= endTop { return nil }
    defer { position += 1 }
    return position
  }
}
