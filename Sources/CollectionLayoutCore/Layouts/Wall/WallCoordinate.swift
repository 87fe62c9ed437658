/// A coordinate of an endless wall's plane along one axis, exact at any distance from the
/// origin: a whole tile and the points into it, instead of one `Double`, which at 1e15 points
/// keeps nothing finer than an eighth of a point.
///
/// ```
///   tile -1          tile 0           tile 1     (tiles T points long)
///  ─┼────────────────┼────────────────┼──────
///  -T               0        ▲       T
///                            └ tile 0, offset 70.25: the plane coordinate 70.25
///  coordinate = tile · T + offset,  0 <= offset < T
/// ```
///
/// The tile is an `Int` (exact at any distance a scenario can reach); the offset is at most
/// one tile long, so it keeps the same precision 1e15 points away as at the origin.
public struct WallCoordinate: Hashable, Sendable, Comparable {
  /// The tile (a column or a row of the wall), any integer.
  public var tile: Int
  /// Points from the tile's leading edge, `0 <= offset < T` for tiles `T` points long.
  public var offset: Double

  /// A coordinate from its parts; the caller keeps `0 <= offset < T`.
  public init(tile: Int, offset: Double) {
    self.tile = tile
    self.offset = offset
  }

  /// The coordinate `value` on tiles `tileLength` points long, split exactly: the tile is
  /// `floor(value / T)` and the offset `value - tile · T`, both computed without rounding
  /// (a whole part and a fraction, each exact). `nil` when `value` is not finite, its
  /// magnitude is 2^62 or more, or `tileLength` is not >= 1.
  public init?(_ value: Double, tileLength: Int) {
    guard value.isFinite, value.magnitude < 0x1p62, tileLength >= 1 else { return nil }
    let whole = value.rounded(.down)
    let fraction = value - whole  // exact: both are within one unit of each other's ulp
    let points = Int(whole)  // exact: |whole| < 2^62
    var quotient = points / tileLength  // rounded toward zero, then down
    if points % tileLength != 0, points < 0 { quotient -= 1 }
    let remainder = points - quotient * tileLength  // 0 ..< tileLength, no overflow
    self.init(tile: quotient, offset: Double(remainder) + fraction)
  }

  /// This coordinate moved by `delta` points: `delta` is split exactly as a coordinate is,
  /// its tiles added to the tile and its offset to the offset (one rounding, of two numbers
  /// below `T`), carried into the next tile at `T`. `nil` when `delta` cannot be split (not
  /// finite, or 2^62 or more) or the tile would overflow.
  public func adding(_ delta: Double, tileLength: Int) -> WallCoordinate? {
    guard let step = WallCoordinate(delta, tileLength: tileLength) else { return nil }
    let (sum, overflow) = tile.addingReportingOverflow(step.tile)
    guard !overflow else { return nil }
    var moved = WallCoordinate(tile: sum, offset: offset + step.offset)
    let length = Double(tileLength)
    if moved.offset >= length {
      guard moved.tile < Int.max else { return nil }
      moved.tile += 1
      moved.offset -= length
    }
    return moved
  }

  /// The nearest `Double` to the coordinate: `tile · T + offset`, rounded once.
  public func value(tileLength: Int) -> Double {
    Double(tile) * Double(tileLength) + offset
  }

  /// The coordinate in decimal, exactly, with the frames' rounding: at most 3 decimals,
  /// rounded half away from zero, no trailing zeros, no exponent (`-100.5`,
  /// `1000000000000000.25`, `0`). Built from the tile and the offset in integers, so the
  /// digits are exact at any distance; a value beyond ±9.2e18 points (no scenario reaches
  /// it) is written as the nearest `Double` is.
  public func decimalText(tileLength: Int) -> String {
    let scaled = offset * 1000  // < T · 1000, exact enough to round
    guard scaled.isFinite, scaled >= 0, scaled < 0x1p62 else {
      return String(value(tileLength: tileLength))
    }
    var thousandths = scaled.rounded(.down)
    let rest = scaled - thousandths
    // Half away from zero: up for a coordinate >= 0, down for one < 0 (a negative tile).
    if rest > 0.5 || (rest == 0.5 && tile >= 0) { thousandths += 1 }
    let (tilePoints, overflow) = tile.multipliedReportingOverflow(by: tileLength)
    let carried = Int(thousandths) / 1000
    let (whole, overflowAgain) = tilePoints.addingReportingOverflow(carried)
    guard !overflow, !overflowAgain else {
      return String(value(tileLength: tileLength))
    }
    let fraction = Int(thousandths) % 1000
    guard fraction > 0 else { return String(whole) }
    if whole < 0 {
      // whole + fraction / 1000 is negative: -( |whole| - 1 ) and 1000 - fraction thousandths.
      return "-" + String(-(whole + 1)) + WallCoordinate.decimals(1000 - fraction)
    }
    return String(whole) + WallCoordinate.decimals(fraction)
  }

  /// `.5`, `.25`, `.125`: thousandths 1 ... 999 as a decimal fraction without trailing zeros.
  private static func decimals(_ thousandths: Int) -> String {
    var digits = String(thousandths)
    digits = String(repeating: "0", count: 3 - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    return "." + digits
  }

  /// Orders coordinates along the axis.
  public static func < (lhs: WallCoordinate, rhs: WallCoordinate) -> Bool {
    (lhs.tile, lhs.offset) < (rhs.tile, rhs.offset)
  }
}

/// A point of an endless wall's plane, exact at any distance: a coordinate on each axis.
public struct WallPosition: Hashable, Sendable {
  /// Along x: a column and the points into it.
  public var x: WallCoordinate
  /// Along y: a row and the points into it.
  public var y: WallCoordinate

  /// A position from its coordinates.
  public init(x: WallCoordinate, y: WallCoordinate) {
    self.x = x
    self.y = y
  }

  /// The tile the position is in.
  public var tile: WallTile { WallTile(column: x.tile, row: y.tile) }
}
