/// Numbers in pictures: at most 2 decimals, written the same on every platform.
///
/// A value is rounded half away from zero to hundredths (`value * 100`, one IEEE 754
/// multiplication), then written with no exponent, no trailing zeros and no `-0`: `106.67`,
/// `1.5`, `768`. Values beyond ±1e13 points (far beyond any layout) are written as ±1e13;
/// NaN as `0`.
enum SVGNumber {
  /// The largest magnitude written, in points.
  static let largestMagnitude = 1e13

  /// The text of `value`.
  static func format(_ value: Double) -> String {
    guard !value.isNaN else { return "0" }
    let clamped = min(max(value, -largestMagnitude), largestMagnitude)
    // Exact: |hundredths| <= 1e15 < 2^53.
    let hundredths = Int64((clamped * 100).rounded(.toNearestOrAwayFromZero))
    let magnitude = hundredths.magnitude
    var text = hundredths < 0 ? "-" : ""
    text += String(magnitude / 100)
    let fraction = magnitude % 100
    if fraction != 0 {
      text +=
        fraction % 10 == 0
        ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
    }
    return text
  }
}
