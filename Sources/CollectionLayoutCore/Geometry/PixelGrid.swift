/// The display's pixel grid: positions in points are snapped to multiples of
/// `1 / displayScale` so that edges fall on whole device pixels.
struct PixelGrid: Hashable, Sendable {
  /// Device pixels per point, > 0.
  var scale: Double

  /// The size of one device pixel, in points: more than any snap moves an edge (half a
  /// pixel), so searches over raw positions widen their band by it.
  var pixel: Double { 1 / scale }

  /// `value` snapped to the nearest device pixel (halves round away from zero), in points.
  @inline(__always)
  func snap(_ value: Double) -> Double {
    Self.rounded(value * scale) / scale
  }

  /// `value` rounded to the nearest integer, halves away from zero: the result of
  /// `value.rounded()`, bit for bit (a negative value that rounds to zero gives -0), without
  /// calling libm (x86-64 before SSE 4.1 has no rounding instruction, and the call would be a
  /// tenth of a scroll step). Exact: below 2^52 the truncation and the fraction
  /// `value - truncated` are exact; from 2^52 on every value is already whole.
  @inline(__always)
  static func rounded(_ value: Double) -> Double {
    guard value.magnitude < 0x1p52 else { return value }  // also infinities and NaN
    let truncated = Double(Int64(value))
    let fraction = value - truncated
    if fraction >= 0.5 { return truncated + 1 }
    if fraction <= -0.5 { return truncated - 1 }
    return truncated == 0 ? (value.sign == .minus ? -0.0 : 0) : truncated
  }

  /// The frame between two raw vertical edges, each snapped: two elements that share a raw
  /// edge share the snapped edge, so neighbours never overlap or leave a gap.
  @inline(__always)
  func verticalSpan(from top: Double, to bottom: Double) -> (y: Double, height: Double) {
    let snappedTop = snap(top)
    return (snappedTop, max(0, snap(bottom) - snappedTop))
  }
}
