/// A level of detail of a tiled image: the image drawn at the scale `2^exponent`, an exact
/// power of two, as `CATiledLayer` draws its levels (level 0 is the full image, -1 is half its
/// width and height, 1 is twice).
///
/// ```
///  exponent   1      0      -1     -2     -3
///  scale      2      1      0.5    0.25   0.125
///  perMille   2000   1000   500    250    125      (-4: 62.5, -5: 31.25)
/// ```
///
/// Levels are exact by construction: the scale is built from the exponent, never measured.
/// A scale measured from a drawing context (the sample's `CGContextGetCTM(c).a`, which is
/// 0.499889 rather than 0.5 on a 4509-pixel layer) is snapped to its level with
/// ``nearest(toMeasuredScale:)`` before it names anything, so that no tile named `_499_` or
/// `_124_` is ever asked for.
public struct TileLevel: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
  /// The level's power of two: the level image has `2^exponent` pixels per image pixel along
  /// each side (so one level pixel covers `2^-exponent` image pixels).
  public let exponent: Int

  /// The most magnified and the least magnified levels a tile level may name: exponents
  /// within -64 ... 64, so that every scale is a finite, normal `Double`.
  public static let exponents: ClosedRange<Int> = -64...64

  /// The level `2^exponent`, the exponent clamped to ``exponents``.
  public init(exponent: Int) {
    self.exponent = min(
      max(exponent, TileLevel.exponents.lowerBound), TileLevel.exponents.upperBound)
  }

  /// The scale of the level, `2^exponent`, exactly: level pixels per image pixel.
  public var scale: Double {
    Double(sign: .plus, exponent: exponent, significand: 1)
  }

  /// The level whose scale is nearest to a measured drawing scale in the logarithmic sense,
  /// `2^round(log2 scale)`: 0.124907158 and 0.1251 are both level -3 (0.125), 0.499889 is
  /// level -1. Computed from the scale's binary exponent and significand, without a
  /// logarithm: the scale `m · 2^e` (1 <= m < 2) is level `e` when `m < sqrt(2)`, else `e + 1`.
  /// `nil` for a scale that is not a finite number > 0.
  public static func nearest(toMeasuredScale scale: Double) -> TileLevel? {
    guard scale.isFinite, scale > 0 else { return nil }
    let exponent = Int(scale.exponent)
    return TileLevel(exponent: scale.significand < 2.0.squareRoot() ? exponent : exponent + 1)
  }

  /// The scale in thousandths, written exactly in decimal, without trailing zeros: `1000`,
  /// `500`, `125`, `62.5`, `2000`. PhotoScroller names its tiles with it
  /// (`CuriousFrog_125_0_1`); the sample's `(int)(scale * 1000)` truncated 62.5 to 62 and a
  /// measured 0.124907 to 124, which this never does.
  public var perMille: String {
    // 1000 · 2^e: the digits of 1000 doubled e times, or, for e < 0, the digits of
    // 1000 · 5^-e with the decimal point -e places from the right.
    var digits: [UInt8] = [1, 0, 0, 0]  // most significant first
    let multiplier: UInt8 = exponent >= 0 ? 2 : 5
    for _ in 0..<abs(exponent) {
      var carry: UInt8 = 0
      for index in digits.indices.reversed() {
        let product = digits[index] * multiplier + carry
        digits[index] = product % 10
        carry = product / 10
      }
      if carry > 0 { digits.insert(carry, at: 0) }
    }
    var fractionCount = exponent >= 0 ? 0 : -exponent
    while fractionCount > 0, digits.last == 0 {
      digits.removeLast()
      fractionCount -= 1
    }
    while digits.count <= fractionCount { digits.insert(0, at: 0) }
    let characters = digits.map { Character(String($0)) }
    let integerPart = String(characters[..<(characters.count - fractionCount)])
    guard fractionCount > 0 else { return integerPart }
    return integerPart + "." + String(characters[(characters.count - fractionCount)...])
  }

  /// Orders levels by scale: a coarser level comes first.
  public static func < (lhs: TileLevel, rhs: TileLevel) -> Bool {
    lhs.exponent < rhs.exponent
  }

  /// `level 2^-3`.
  public var description: String { "level 2^\(exponent)" }
}
