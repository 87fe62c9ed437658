/// The display's pixel grid: positions in points are snapped to multiples of
/// `1 / displayScale` so that edges fall on whole device pixels.
struct PixelGrid: Hashable, Sendable {
  /// Device pixels per point, > 0.
  let scale: Double

  /// The size of one device pixel, in points (`1 / scale`, divided once): more than any snap
  /// moves an edge (half a pixel), so searches over raw positions widen their band by it.
  let pixel: Double

  /// Whether ``pixel`` is exactly `1 / scale` (the scale is a power of two, as 1x and 2x
  /// displays have, and its reciprocal is normal): dividing by the scale is then multiplying
  /// by the pixel, bit for bit, without a division. `false` for other scales (3x), which
  /// divide.
  private let pixelIsExact: Bool

  /// The bound, in pixels, below which ``liesOnGrid(_:)`` counts on exact arithmetic: sums of
  /// two such values stay below 2^52 pixels, and sums of three below 2^53.
  private static let exactPixelLimit = 0x1p51

  /// The grid of a display with `scale` device pixels per point (> 0).
  init(scale: Double) {
    self.scale = scale
    pixel = 1 / scale
    // A power of two with a normal reciprocal: both are exact, and `x * pixel` is the
    // correctly rounded `x / scale` for every `x`, as the division is.
    pixelIsExact = scale.isNormal && scale.significandBitPattern == 0 && pixel.isNormal
  }

  /// `value` snapped to the nearest device pixel (halves round away from zero), in points.
  @inline(__always)
  func snap(_ value: Double) -> Double {
    let pixels = Self.rounded(value * scale)
    return pixelIsExact ? pixels * pixel : pixels / scale
  }

  /// Whether `value` is a whole number of pixels, fewer than 2^51 of them, at a scale that is
  /// a power of two. Such values, their sums and differences, and their products by whole
  /// numbers that stay below 2^51 pixels are computed exactly (each is a whole number of
  /// pixels below 2^53, a power of two apart), and ``snap(_:)`` returns each unchanged, bit
  /// for bit (-0 included): a caller whose edges are all such sums may skip snapping them.
  /// `false` at other scales (3x), for NaN and for infinities, and for a value too small for
  /// its pixels to be counted (5e-324 at 0.5x, whose product with the scale underflows to 0):
  /// the count of pixels must give the value back.
  @inline(__always)
  func liesOnGrid(_ value: Double) -> Bool {
    guard pixelIsExact else { return false }
    let pixels = value * scale
    return pixels.magnitude < Self.exactPixelLimit && Self.rounded(pixels) == pixels
      && pixels * pixel == value
  }

  /// Whether `value` is fewer than 2^51 pixels from 0 (`false` for NaN and infinities): the
  /// bound of ``liesOnGrid(_:)`` alone, for a product of a value on the grid by a whole
  /// number, which is then a whole number of pixels too.
  @inline(__always)
  func isWithinExactRange(_ value: Double) -> Bool {
    (value * scale).magnitude < Self.exactPixelLimit
  }

  /// `value` rounded to the nearest integer, halves away from zero: the result of
  /// `value.rounded()`, bit for bit (a negative value that rounds to zero gives -0), without
  /// calling libm (x86-64 before SSE 4.1 has no rounding instruction, and the call would be a
  /// tenth of a scroll step) and without converting to an integer and back.
  ///
  /// Below 2^52, adding 2^52 to the magnitude leaves no bit below the units, so the sum is the
  /// magnitude rounded to a whole number (halves to even), and subtracting 2^52 again is exact.
  /// The difference from the magnitude is then exact too, and is -0.5 only for a half that
  /// went down to even: it goes up instead. The sign is put back last, so -0.3 gives -0. From
  /// 2^52 on every value is already whole (and infinities and NaN are returned as they are, a
  /// signalling NaN not made quiet). The sum rounds to nearest, the floating-point rounding
  /// mode that Swift assumes.
  @inline(__always)
  static func rounded(_ value: Double) -> Double {
    let magnitude = value.magnitude
    guard magnitude < 0x1p52 else { return value }
    var whole = (magnitude + 0x1p52) - 0x1p52
    if whole - magnitude == -0.5 { whole += 1 }
    return Double(signOf: value, magnitudeOf: whole)
  }

  /// The frame between two raw vertical edges, each snapped: two elements that share a raw
  /// edge share the snapped edge, so neighbours never overlap or leave a gap.
  @inline(__always)
  func verticalSpan(from top: Double, to bottom: Double) -> (y: Double, height: Double) {
    let snappedTop = snap(top)
    return (snappedTop, max(0, snap(bottom) - snappedTop))
  }
}
