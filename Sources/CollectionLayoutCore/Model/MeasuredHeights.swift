/// The heights measured for some items of a section of uniform items (``Items/measuredCount(_:measured:)``),
/// by item index: a sparse map, ascending by index, so that a section of a million items with
/// twenty measured costs twenty entries.
///
/// ```
///  indexes  [  3,   4,  17]      item 3 is 60 points tall, item 4 is 120, item 17 is 30;
///  heights  [ 60, 120,  30]      every other item is one row (`rowHeight`) tall
/// ```
public struct MeasuredHeights: Hashable, Sendable {
  /// The measured items' indexes, ascending, each once, each >= 0.
  public private(set) var indexes: [Int]
  /// The height of each measured item, in points, in the order of ``indexes``.
  public private(set) var heights: [Double]

  /// No measured item.
  public init() {
    indexes = []
    heights = []
  }

  /// The heights of `entries`, `(index, height)` pairs in any order; when an index is given
  /// more than once, its last height wins.
  public init(_ entries: [(index: Int, height: Double)]) {
    self.init()
    self = merging(entries)
  }

  /// The number of measured items.
  public var count: Int { indexes.count }

  /// Whether no item is measured.
  public var isEmpty: Bool { indexes.isEmpty }

  /// The measured height of item `index`, or `nil` when it was not measured. O(log count).
  public subscript(index: Int) -> Double? {
    let position = firstIndex(in: indexes.count) { indexes[$0] >= index }
    guard position < indexes.count, indexes[position] == index else { return nil }
    return heights[position]
  }

  /// These heights with `changes` applied (a change to a measured item replaces its height),
  /// in any order, the last of the same index winning. O(count + c log c) for c changes.
  public func merging(_ changes: [(index: Int, height: Double)]) -> MeasuredHeights {
    guard !changes.isEmpty else { return self }
    // Sorted by index, the last change of an index kept (a stable sort keeps their order).
    let sorted = changes.enumerated().sorted {
      ($0.element.index, $0.offset) < ($1.element.index, $1.offset)
    }.map(\.element)
    var changeIndexes: [Int] = []
    var changeHeights: [Double] = []
    for change in sorted {
      if changeIndexes.last == change.index {
        changeHeights[changeHeights.count - 1] = change.height
      } else {
        changeIndexes.append(change.index)
        changeHeights.append(change.height)
      }
    }
    var merged = MeasuredHeights()
    merged.indexes.reserveCapacity(indexes.count + changeIndexes.count)
    merged.heights.reserveCapacity(indexes.count + changeIndexes.count)
    var old = 0
    var new = 0
    while old < indexes.count || new < changeIndexes.count {
      if new == changeIndexes.count
        || (old < indexes.count && indexes[old] < changeIndexes[new])
      {
        merged.indexes.append(indexes[old])
        merged.heights.append(heights[old])
        old += 1
      } else {
        if old < indexes.count, indexes[old] == changeIndexes[new] { old += 1 }
        merged.indexes.append(changeIndexes[new])
        merged.heights.append(changeHeights[new])
        new += 1
      }
    }
    return merged
  }

  /// The entries whose indexes `transform` maps to a new index (the others are dropped),
  /// re-sorted: the measured items of a section after a batch update moved them.
  func remapped(_ transform: (Int) -> Int?) -> MeasuredHeights {
    var entries: [(index: Int, height: Double)] = []
    entries.reserveCapacity(indexes.count)
    for (index, height) in zip(indexes, heights) {
      if let new = transform(index) { entries.append((new, height)) }
    }
    return MeasuredHeights(entries)
  }
}
