/// The heights measured for some items of a section of uniform items (``Items/measuredCount(_:measured:)``),
/// and the widths of those measured in both axes, by item index: a sparse map, ascending by
/// index, so that a section of a million items with twenty measured costs twenty entries.
///
/// ```
///  indexes  [  3,   4,  17]      item 3 is 60 points tall, item 4 is 120, item 17 is 30;
///  heights  [ 60, 120,  30]      every other item keeps its layout's default height
/// ```
public struct MeasuredHeights: Hashable, Sendable {
  /// The measured items' indexes, ascending, each once, each >= 0.
  public private(set) var indexes: [Int]
  /// The heights and widths, in one immutable box, so that the value stays two words (a
  /// section's items hold it inline).
  private var values: Values

  /// The heights and widths of the measured items, in the order of the indexes.
  private final class Values: Sendable {
    let heights: [Double]
    let widths: [Double?]

    init(heights: [Double], widths: [Double?]) {
      self.heights = heights
      self.widths = widths
    }

    /// No value.
    static let empty = Values(heights: [], widths: [])
  }

  /// The height of each measured item, in points, in the order of ``indexes``.
  public var heights: [Double] { values.heights }
  /// The width of each measured item, in points, in the order of ``indexes``: `nil` for an
  /// item measured in height only (`[section, item, height]`). Read by layouts whose items
  /// size their own widths (a flow layout, a compositional item of estimated width).
  public var widths: [Double?] { values.widths }

  /// No measured item.
  public init() {
    indexes = []
    values = .empty
  }

  /// Whether both measure the same items with the same heights and widths.
  public static func == (lhs: MeasuredHeights, rhs: MeasuredHeights) -> Bool {
    lhs.indexes == rhs.indexes && lhs.heights == rhs.heights && lhs.widths == rhs.widths
  }

  /// Hashes the indexes, heights and widths.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(indexes)
    hasher.combine(heights)
    hasher.combine(widths)
  }

  /// The heights of `entries`, `(index, height)` pairs in any order; when an index is given
  /// more than once, its last height wins.
  public init(_ entries: [(index: Int, height: Double)]) {
    self.init()
    self = merging(entries)
  }

  /// The sizes of `entries`, `(index, height, width)` in any order (a `nil` width: measured
  /// in height only); when an index is given more than once, its last height wins, and its
  /// last width given.
  public init(sizes entries: [(index: Int, height: Double, width: Double?)]) {
    self.init()
    self = merging(sizes: entries)
  }

  /// The number of measured items.
  public var count: Int { indexes.count }

  /// Whether no item is measured.
  public var isEmpty: Bool { indexes.isEmpty }

  /// The position in ``indexes`` of item `index`, or `nil` when it was not measured.
  /// O(log count).
  private func position(of index: Int) -> Int? {
    let position = firstIndex(in: indexes.count) { indexes[$0] >= index }
    guard position < indexes.count, indexes[position] == index else { return nil }
    return position
  }

  /// The measured height of item `index`, or `nil` when it was not measured. O(log count).
  public subscript(index: Int) -> Double? {
    position(of: index).map { heights[$0] }
  }

  /// The measured width of item `index`, or `nil` when it was not measured in width.
  /// O(log count).
  public func width(ofItem index: Int) -> Double? {
    position(of: index).flatMap { widths[$0] }
  }

  /// These heights with `changes` applied (a change to a measured item replaces its height),
  /// in any order, the last of the same index winning. O(count + c log c) for c changes.
  public func merging(_ changes: [(index: Int, height: Double)]) -> MeasuredHeights {
    merging(sizes: changes.map { ($0.index, $0.height, nil) })
  }

  /// These sizes with `changes` applied, in any order, the last of the same index winning: a
  /// change replaces an item's height, and its width when it gives one (a change without a
  /// width keeps the width measured before). O(count + c log c) for c changes.
  public func merging(sizes changes: [(index: Int, height: Double, width: Double?)])
    -> MeasuredHeights
  {
    guard !changes.isEmpty else { return self }
    // Sorted by index, the last change of an index kept (a stable sort keeps their order).
    let sorted = changes.enumerated().sorted {
      ($0.element.index, $0.offset) < ($1.element.index, $1.offset)
    }.map(\.element)
    var changeIndexes: [Int] = []
    var changeHeights: [Double] = []
    var changeWidths: [Double?] = []
    for change in sorted {
      if changeIndexes.last == change.index {
        changeHeights[changeHeights.count - 1] = change.height
        if let width = change.width { changeWidths[changeWidths.count - 1] = width }
      } else {
        changeIndexes.append(change.index)
        changeHeights.append(change.height)
        changeWidths.append(change.width)
      }
    }
    var mergedIndexes: [Int] = []
    var mergedHeights: [Double] = []
    var mergedWidths: [Double?] = []
    mergedIndexes.reserveCapacity(indexes.count + changeIndexes.count)
    mergedHeights.reserveCapacity(indexes.count + changeIndexes.count)
    mergedWidths.reserveCapacity(indexes.count + changeIndexes.count)
    let heights = self.heights
    let widths = self.widths
    var old = 0
    var new = 0
    while old < indexes.count || new < changeIndexes.count {
      if new == changeIndexes.count
        || (old < indexes.count && indexes[old] < changeIndexes[new])
      {
        mergedIndexes.append(indexes[old])
        mergedHeights.append(heights[old])
        mergedWidths.append(widths[old])
        old += 1
      } else {
        var width = changeWidths[new]
        if old < indexes.count, indexes[old] == changeIndexes[new] {
          width = width ?? widths[old]
          old += 1
        }
        mergedIndexes.append(changeIndexes[new])
        mergedHeights.append(changeHeights[new])
        mergedWidths.append(width)
        new += 1
      }
    }
    var merged = MeasuredHeights()
    merged.indexes = mergedIndexes
    merged.values = Values(heights: mergedHeights, widths: mergedWidths)
    return merged
  }

  /// The entries whose indexes `transform` maps to a new index (the others are dropped),
  /// re-sorted: the measured items of a section after a batch update moved them.
  func remapped(_ transform: (Int) -> Int?) -> MeasuredHeights {
    var entries: [(index: Int, height: Double, width: Double?)] = []
    entries.reserveCapacity(indexes.count)
    for (position, index) in indexes.enumerated() {
      if let new = transform(index) { entries.append((new, heights[position], widths[position])) }
    }
    return MeasuredHeights(sizes: entries)
  }
}
