/// The 2014 sample's auto-scroll while dragging: when the finger is within
/// ``AutoScroll/zone`` points of the leading or trailing edge of the viewport along the scroll
/// axis, the content scrolls toward that edge at `300 · (depth / 100) · 4` points per second,
/// `depth` being how far into the zone the finger is (a finger past the edge goes faster: the
/// sample's factor 4 is not a cap). One step per frame of 1/60 s, rounded to a whole number of
/// points, half to even (the sample's `rint`, "or the view slips away from under the finger"),
/// then clamped to the valid offsets.
///
/// ```
///  ┌──────── viewport ────────┐ ─┬─ contentInset.top
///  ├──────────────────────────┤ ─┴─ edge
///  │  zone: scroll up         │  100 points
///  ├──────────────────────────┤
///  │                          │
///  ├──────────────────────────┤
///  │  zone: scroll down       │  100 points; depth = finger y − (edge − 100)
///  ├──────────────────────────┤ ─── edge
///  └──────────────────────────┘     contentInset.bottom
/// ```
///
/// Differences from the sample: the edges are those of the visible content, content insets
/// excluded (the sample measured from the collection view's frame, so a navigation bar's inset
/// hid the top zone), and the offset is clamped to the valid offsets, the top inset included
/// (the sample clamped to 0, scrolling the content under the bar).
///
/// At a 480-point viewport without insets the bottom zone starts at 380: a finger at 430 scrolls
/// 600 points per second, 10 a frame; at 479, 20; at 381, 12 points per second round to 0; at
/// 383, 1; at 500, below the viewport, 24.
package enum AutoScroll {
  /// The depth of each edge's zone, in points.
  package static let zone = 100.0
  /// The sample's speed at the inner edge of the zone, in points per second...
  static let baseSpeed = 300.0
  /// ... multiplied by this at the outer edge (and beyond it, proportionally).
  static let multiplier = 4.0
  /// The frames per second of the display link the sample steps with.
  package static let framesPerSecond = 60.0

  /// The speed of the scroll, in points per second along the axis: negative toward the
  /// leading edge, positive toward the trailing edge, 0 outside both zones. `finger` is the
  /// finger's coordinate along the axis in the viewport, `length` the viewport's length along
  /// it, `leading` and `trailing` its content insets.
  static func speed(finger: Double, length: Double, leading: Double, trailing: Double) -> Double {
    let top = leading + zone
    let bottom = length - trailing - zone
    if finger < top {
      return -baseSpeed * ((top - finger) / zone) * multiplier
    }
    if finger > bottom {
      return baseSpeed * ((finger - bottom) / zone) * multiplier
    }
    return 0
  }

  /// The scroll of one frame, in whole points: the speed over 60, rounded half to even.
  static func step(finger: Double, length: Double, leading: Double, trailing: Double) -> Double {
    (speed(finger: finger, length: length, leading: leading, trailing: trailing)
      / framesPerSecond).rounded(.toNearestOrEven)
  }

  /// The content offset one frame later: `offset` moved by the frame's step along `axis` for
  /// a finger at `finger` (viewport coordinates), clamped to `layout`'s valid offsets.
  package static func offset<Layout: CollectionViewLayout>(
    after offset: LayoutPoint, finger: LayoutPoint, in layout: Layout
  ) -> LayoutPoint {
    let axis = layout.scrollAxis
    let environment = layout.environment
    let step = self.step(
      finger: finger.coordinate(along: axis),
      length: environment.viewport.length(along: axis),
      leading: environment.contentInset.leading(along: axis),
      trailing: environment.contentInset.trailing(along: axis))
    guard step != 0 else { return offset }
    let moved = offset.setting(offset.coordinate(along: axis) + step, along: axis)
    let valid = layout.validContentOffsets
    let range = axis == .vertical ? valid.y : valid.x
    let coordinate = min(max(moved.coordinate(along: axis), range.lowerBound), range.upperBound)
    return offset.setting(coordinate, along: axis)
  }
}
