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
