extension LayoutRect {
  /// The parts of this rectangle outside `other`, as at most four disjoint bands: above,
  /// below, then left and right of `other` within its rows. Bands without area are left out;
  /// nothing is allocated, and no closure is called (a closure made in a generic function,
  /// the display tracker's, looks its context's type up at run time on every call).
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
  func bands(outside other: LayoutRect) -> RectBands {
    var bands = RectBands()
    guard intersects(other) else {
      if width > 0 && height > 0 { bands.append(self) }
      return bands
    }
    let top = max(minY, other.minY)
    let bottom = min(maxY, other.maxY)
    bands.append(minX, minY, maxX, top)
    bands.append(minX, bottom, maxX, maxY)
    bands.append(minX, top, min(maxX, other.minX), bottom)
    bands.append(max(minX, other.maxX), top, maxX, bottom)
    return bands
  }

  /// Whether `other` lies inside this rectangle, edges included.
  func contains(_ other: LayoutRect) -> Bool {
    other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
  }
}

/// Up to four rectangles, in the order appended, held inline: the bands of
/// ``LayoutRect/bands(outside:)``.
struct RectBands: Sequence, IteratorProtocol {
  /// The rectangles, the first ``count`` of them appended.
  private var rects = (LayoutRect.zero, LayoutRect.zero, LayoutRect.zero, LayoutRect.zero)
  /// How many rectangles were appended: 0 ... 4.
  private var count = 0
  /// The index of the next rectangle to iterate.
  private var position = 0

  /// Appends `rect` (there are fewer than four).
  mutating func append(_ rect: LayoutRect) {
    assert(count < 4, "more than four bands")
    switch count {
    case 0: rects.0 = rect
    case 1: rects.1 = rect
    case 2: rects.2 = rect
    default: rects.3 = rect
    }
    count += 1
  }

  /// Appends the rectangle from (`minX`, `minY`) to (`maxX`, `maxY`), unless it has no area.
  mutating func append(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) {
    guard maxX > minX, maxY > minY else { return }
    append(LayoutRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
  }

  /// The next rectangle, in the order appended.
  mutating func next() -> LayoutRect? {
    guard position < count else { return nil }
    defer { position += 1 }
    switch position {
    case 0: return rects.0
    case 1: return rects.1
    case 2: return rects.2
    default: return rects.3
    }
  }
}
