/// Which levels of detail a tiled image has, and which one draws a given zoom: the semantics
/// of `CATiledLayer`'s `levelsOfDetail` and `levelsOfDetailBias`, made explicit.
///
/// ```
///  count 4, bias 0:   2^0   2^-1   2^-2   2^-3        (PhotoScroller: 1000 500 250 125)
///  count 1, bias 3:   2^3                             (JCTiledScrollView, zoom in only)
///  count 3, bias 1:   2^1   2^0    2^-1
/// ```
///
/// The levels are the exponents `bias`, `bias - 1`, ..., `bias - count + 1`, clamped, as
/// Apple documents `levelsOfDetail`, so that the coarsest level keeps at least one pixel on each
/// side of the image: `min(width, height) · 2^exponent >= 1`. The finest level is always kept.
/// A 2400-pixel-high image with 20 levels has 12: 2400 · 2^-11 = 1.17 >= 1, 2400 · 2^-12 < 1.
///
/// The level drawn at zoom `z` on a display of scale `d` is the smallest level whose scale is
/// at least the effective scale `z · d` (no tile is ever enlarged on screen), or the finest
/// level when even that is too small. Where `CATiledLayer` switches between two powers of two
/// is not documented; this rule is ScrollViewSuite's `ceil(log2 zoom)`, and the one the seeds'
/// table shows (a new level at each power of two).
public struct LevelsOfDetail: Hashable, Sendable, Codable {
  /// The number of levels, >= 1 (`CATiledLayer.levelsOfDetail`; PhotoScroller uses 4).
  public var count: Int
  /// The number of magnified levels, >= 0 (`CATiledLayer.levelsOfDetailBias`): with bias 2,
  /// levels 2^2 and 2^1 draw the image enlarged four and two times.
  public var bias: Int

  /// The relative amount by which an effective scale may exceed a level's scale and still be
  /// drawn by it: 1e-9. A zoom of `1 / 3` on a display of scale 3 is 1 up to rounding, and is
  /// drawn by level 2^0, not 2^1.
  public static let scaleTolerance = 1e-9

  /// Creates levels of detail; `count` 4 and `bias` 0 by default, as PhotoScroller's.
  public init(count: Int = 4, bias: Int = 0) {
    self.count = count
    self.bias = bias
  }

  /// The exponents of the levels an image of `width` × `height` pixels has, coarsest first:
  /// from `bias - count + 1`, raised until the coarsest level keeps a pixel on each side, to
  /// `bias`; every exponent within ``TileLevel/exponents``. A count below 1 counts as 1.
  public func exponents(forImageWidth width: Int, height: Int) -> ClosedRange<Int> {
    let finest = min(max(bias, TileLevel.exponents.lowerBound), TileLevel.exponents.upperBound)
    var coarsest = max(finest - max(count, 1) + 1, TileLevel.exponents.lowerBound)
    let shortestSide = Double(max(1, min(width, height)))
    while coarsest < finest, shortestSide * TileLevel(exponent: coarsest).scale < 1 {
      coarsest += 1
    }
    return coarsest...finest
  }

  /// The level that draws an image of `width` × `height` pixels at `effectiveScale` (the zoom
  /// scale times the display scale: device pixels per image pixel): the smallest level whose
  /// scale is at least `effectiveScale / (1 + scaleTolerance)`, or the finest level when none
  /// is; the coarsest for a scale that is not a finite number > 0.
  public func level(forEffectiveScale effectiveScale: Double, imageWidth: Int, imageHeight: Int)
    -> TileLevel
  {
    let available = exponents(forImageWidth: imageWidth, height: imageHeight)
    let scale = effectiveScale / (1 + LevelsOfDetail.scaleTolerance)
    guard scale.isFinite, scale > 0 else { return TileLevel(exponent: available.lowerBound) }
    // The smallest power of two >= scale: 2^e when scale is 2^e exactly, else 2^(e + 1).
    let exponent = Int(scale.exponent)
    let needed = scale.significand == 1 ? exponent : exponent + 1
    return TileLevel(exponent: min(max(needed, available.lowerBound), available.upperBound))
  }
}
