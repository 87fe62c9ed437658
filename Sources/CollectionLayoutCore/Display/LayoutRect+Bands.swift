extension LayoutRect {
  /// Calls `body` with each part of this rectangle outside `other`, as at most four disjoint
  /// bands: above, below, then left and right of `other` within its rows. Bands without area
  /// are left out; nothing is allocated.
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
  func forEachBand(outside other: LayoutRect, _ body: (LayoutRect) -> Void) {
    guard intersects(other) else {
      if width > 0 && height > 0 { body(self) }
      return
    }
    func band(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) {
      guard maxX > minX, maxY > minY else { return }
      body(LayoutRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
    }
    let top = max(minY, other.minY)
    let bottom = min(maxY, other.maxY)
    band(minX, minY, maxX, top)
    band(minX, bottom, maxX, maxY)
    band(minX, top, min(maxX, other.minX), bottom)
    band(max(minX, other.maxX), top, maxX, bottom)
  }

  /// Whether `other` lies inside this rectangle, edges included.
  func contains(_ other: LayoutRect) -> Bool {
    other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
  }
}
