extension LayoutRect {
  /// The parts of this rectangle outside `other`, as at most four disjoint bands: above,
  /// below, then left and right of `other` within its rows. Bands without area are left out.
  ///
  /// ```
  ///  ┌──────────────────┐
  ///  │      above       │
  ///  ├─────┬──────┬─────┤
  ///  │left │other │right│
  ///  ├─────┴──────┴─────┤
  ///  │      below       │
  ///  └──────────────────┘
  /// ```
  ///
  /// A rectangle intersecting this one but not `other` (``intersects(_:)``, a shared area)
  /// intersects one of the bands: the bands and `other` cover this rectangle.
  func subtracting(_ other: LayoutRect) -> [LayoutRect] {
    guard intersects(other) else { return width > 0 && height > 0 ? [self] : [] }
    var bands: [LayoutRect] = []
    func add(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) {
      guard maxX > minX, maxY > minY else { return }
      bands.append(LayoutRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
    }
    let top = max(minY, other.minY)
    let bottom = min(maxY, other.maxY)
    add(minX, minY, maxX, top)
    add(minX, bottom, maxX, maxY)
    add(minX, top, min(maxX, other.minX), bottom)
    add(max(minX, other.maxX), top, maxX, bottom)
    return bands
  }
}
