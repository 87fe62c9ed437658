/// How an endless wall keeps its scroll view's offset bounded along one axis, after WWDC
/// 2011's StreetScroller: a finite content area, the offset kept near its centre, and, when
/// the offset strays more than a threshold from the centre, the offset and every tile moved
/// back by the same whole number of tiles, so that nothing moves on screen.
///
/// ```
///   0        centre - R        centre        centre + R              E - V     E
///   ├────────────┼───────────────┼───────────────┼──────────────────────┼───────┤
///                └──── the offset rests here ────┘
///   E = max(5000, 4 · (V + T))   content extent     V  viewport side
///   centre = (E - V) / 2                            T  tile side
///   R = E / 4                    threshold
/// ```
///
/// - The content extent `E` is StreetScroller's 5,000 points, or four times the viewport and
///   a tile when that is more, so that the offset after a recentre and the viewport it shows
///   stay inside the content: `centre ± R` plus `V` is within `[0, E]` since `E >= 2V`.
/// - The offset is recentred when `|x - centre| > R` (StreetScroller's `contentWidth / 4`):
///   by `k = round((x - centre) / T)` tiles, half away from zero, so the new offset is
///   `x - k · T`, within `T / 2` of the centre. StreetScroller moved the offset to the centre
///   exactly, which is invisible only because its labels are all alike; a wall's tiles are
///   not, so the shift is whole tiles.
/// - The recipe (BIG = 3,010,349) never recentred, and its offsets of 1.5 million points are
///   a quarter of a point apart in `Float`; here every offset is below 2^16 points while the
///   viewport and a tile together are at most 16,384 points (a `Float` step of 0.008 point
///   at most).
public struct WallRecentring: Hashable, Sendable {
  /// The side of a tile, in points, >= 1.
  public let tileLength: Int
  /// The viewport's side, in points, > 0.
  public let viewportLength: Double

  /// StreetScroller's content width, the least content extent: 5,000 points.
  public static let minimumExtent = 5000.0

  /// The rule for tiles `tileLength` points long in a viewport `viewportLength` points long.
  public init(tileLength: Int, viewportLength: Double) {
    self.tileLength = max(tileLength, 1)
    self.viewportLength = viewportLength
  }

  /// The content's extent, `max(5000, 4 · (V + T))` points.
  public var extent: Double {
    max(WallRecentring.minimumExtent, 4 * (viewportLength + Double(tileLength)))
  }

  /// The offset the wall rests near, `(E - V) / 2`.
  public var centre: Double { (extent - viewportLength) / 2 }

  /// How far the offset may stray from the centre, `E / 4`.
  public var threshold: Double { extent / 4 }

  /// The tiles to move the offset back by at offset `x`: 0 while `|x - centre| <= R`, else
  /// `round((x - centre) / T)`, half away from zero, exactly (decided against the tile edges,
  /// as ``TileAxis`` does), for any finite `x` within ±2^52 tiles.
  public func tilesToShift(at offset: Double) -> Int {
    let distance = offset - centre
    guard abs(distance) > threshold else { return 0 }
    let axis = TileAxis(length: Double(tileLength))
    let half = Double(tileLength) / 2
    // round half away from zero: floor(d / T + 1/2) for d >= 0, -floor(-d / T + 1/2) below.
    return distance >= 0
      ? axis.index(containing: distance + half) : -axis.index(containing: -distance + half)
  }
}
