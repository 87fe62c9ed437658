/// Cells of one length laid end to end along an axis, cell `i` covering
/// `[start(i), start(i + 1))` with `start(i) = Double(i) · length` (one rounding): the columns
/// or rows of a tile grid, the slots of a pager's pages, the tiles of an endless wall.
///
/// ```
///        cell -1       cell 0        cell 1        cell 2
///   ────┼─────────────┼─────────────┼─────────────┼─────────────┼───
///     -length         0           length      2·length     3·length
/// ```
///
/// Its answers are exact with respect to `start`: which cell contains a coordinate, and which
/// cells overlap an interval, are decided by comparing with `start(i)` itself, never by a
/// division alone. So an interval ending exactly at a cell's start does not reach that cell
/// (the sample's `floor(maxX / size)` asked for it), and one ending a fraction past it does
/// (the sample's `floor((maxX - 1) / size)` missed it); a coordinate produced as `start(i)`
/// is in cell `i` even when `start(i) / length` rounds below `i`.
///
/// Indexes stay within ±``indexLimit``, so that every `start(i)` is exact for integer lengths
/// and no conversion to `Int` can trap, whatever the coordinates.
public struct TileAxis: Hashable, Sendable {
  /// The length of every cell, > 0 (a caller's invariant; a length that is not a finite
  /// number > 0 counts as 1).
  public let length: Double

  /// The largest index magnitude: 2^52.
  public static let indexLimit = 1 << 52

  /// Cells `length` long.
  public init(length: Double) {
    self.length = length.isFinite && length > 0 ? length : 1
  }

  /// Where cell `index` starts: `Double(index) · length`.
  public func start(of index: Int) -> Double {
    Double(index) * length
  }

  /// The cell containing `coordinate`: the largest `i` with `start(i) <= coordinate`, within
  /// ±``indexLimit`` (a coordinate that is not finite counts as 0).
  public func index(containing coordinate: Double) -> Int {
    guard coordinate.isFinite else { return 0 }
    let limit = Double(TileAxis.indexLimit)
    let estimate = (coordinate / length).rounded(.down)
    guard estimate > -limit else { return -TileAxis.indexLimit }
    guard estimate < limit else { return TileAxis.indexLimit }
    var index = Int(estimate)
    // The quotient is rounded once: the estimate is off by at most one either way.
    while index > -TileAxis.indexLimit, start(of: index) > coordinate { index -= 1 }
    while index < TileAxis.indexLimit, start(of: index + 1) <= coordinate { index += 1 }
    return index
  }

  /// The cells that overlap `[lower, upper)` by a positive length: from the cell containing
  /// `lower` to the last cell starting before `upper`; `nil` when the interval is empty.
  public func indexes(overlapping lower: Double, _ upper: Double) -> ClosedRange<Int>? {
    guard lower < upper else { return nil }
    let first = index(containing: lower)
    var last = index(containing: upper)
    if start(of: last) >= upper { last -= 1 }
    return first <= last ? first...last : nil
  }

  /// The cells of ``indexes(overlapping:_:)`` among the first `count`: within `0 ..< count`;
  /// `nil` when none is.
  public func indexes(overlapping lower: Double, _ upper: Double, count: Int) -> ClosedRange<Int>? {
    guard let all = indexes(overlapping: lower, upper) else { return nil }
    let first = max(all.lowerBound, 0)
    let last = min(all.upperBound, count - 1)
    return first <= last ? first...last : nil
  }
}
