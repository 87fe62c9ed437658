/// The display's pixel grid: positions in points are snapped to multiples of
/// `1 / displayScale` so that edges fall on whole device pixels.
struct PixelGrid: Hashable, Sendable {
  /// Device pixels per point, > 0.
  var scale: Double

  /// The size of one device pixel, in points: more than any snap moves an edge (half a
  /// pixel), so searches over raw positions widen their band by it.
  var pixel: Double { 1 / scale }

  /// `value` snapped to the nearest device pixel (halves round away from zero), in points.
  func snap(_ value: Double) -> Double {
    (value * scale).rounded() / scale
  }

  /// The frame between two raw vertical edges, each snapped: two elements that share a raw
  /// edge share the snapped edge, so neighbours never overlap or leave a gap.
  func verticalSpan(from top: Double, to bottom: Double) -> (y: Double, height: Double) {
    let snappedTop = snap(top)
    return (snappedTop, max(0, snap(bottom) - snappedTop))
  }
}
