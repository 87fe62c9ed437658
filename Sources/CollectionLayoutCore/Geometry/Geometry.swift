/// A point in content coordinates, in points.
///
/// Content coordinates follow UIKit: the origin is the top-left corner of the content,
/// x grows to the right and y grows downwards.
public struct LayoutPoint: Hashable, Sendable, Codable, BitwiseCopyable {
  /// The horizontal coordinate, in points.
  public var x: Double
  /// The vertical coordinate, in points.
  public var y: Double

  /// Creates a point from its coordinates, in points.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = LayoutPoint(x: 0, y: 0)
}

/// A size, in points. Layout sizes are never negative.
public struct LayoutSize: Hashable, Sendable, Codable, BitwiseCopyable {
  /// The width, in points.
  public var width: Double
  /// The height, in points.
  public var height: Double

  /// Creates a size from its width and height, in points.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The empty size, 0 × 0.
  public static let zero = LayoutSize(width: 0, height: 0)
}

/// A rectangle in content coordinates, in points.
///
/// ```
///  (minX, minY) ┌──────── width ────────┐
///               │                       │ height
///               └───────────────────────┘ (maxX, maxY)
/// ```
/// The rectangle covers `minX ..< maxX` horizontally and `minY ..< maxY` vertically:
/// two rectangles that only share an edge do not intersect.
public struct LayoutRect: Hashable, Sendable, BitwiseCopyable {
  /// The top-left corner, in points.
  public var origin: LayoutPoint
  /// The size, in points.
  public var size: LayoutSize

  /// Creates a rectangle from its origin and size, in points.
  public init(origin: LayoutPoint, size: LayoutSize) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its left and top edges, width and height, in points.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: LayoutPoint(x: x, y: y), size: LayoutSize(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = LayoutRect(x: 0, y: 0, width: 0, height: 0)

  /// The left edge, in points.
  public var minX: Double { origin.x }
  /// The top edge, in points.
  public var minY: Double { origin.y }
  /// The right edge (exclusive), in points.
  public var maxX: Double { origin.x + size.width }
  /// The bottom edge (exclusive), in points.
  public var maxY: Double { origin.y + size.height }
  /// The width, in points.
  public var width: Double { size.width }
  /// The height, in points.
  public var height: Double { size.height }

  /// Whether the two rectangles share an area: both have a positive width and height, and
  /// along each axis each starts before the other ends. Rectangles that only touch along an
  /// edge do not intersect, and an empty rectangle (zero width or height) intersects nothing,
  /// wherever it lies: an element without area is never visible, and is listed only when
  /// every element is.
  ///
  /// Decided exactly, not on the rounded ends: an element has area when its width and height
  /// are positive, however small. One 1e-300 points wide at x = 10 (where `10 + 1e-300` rounds
  /// to 10) meets a rectangle from 0 to 390, and one from 10 to 15, as the same element at
  /// x = 0 would.
  public func intersects(_ other: LayoutRect) -> Bool {
    overlapsHorizontally(other) && overlapsVertically(other)
  }

  /// The horizontal half of ``intersects(_:)``: whether the two x ranges share a positive
  /// length. Reads only the x and width of both, so a query can test a column once for many
  /// rows.
  @inline(__always)
  func overlapsHorizontally(_ other: LayoutRect) -> Bool {
    Self.overlaps(origin.x, size.width, other.origin.x, other.size.width)
  }

  /// The vertical half of ``intersects(_:)``: whether the two y ranges share a positive
  /// length. Reads only the y and height of both, so a query can test a row once for all its
  /// items.
  @inline(__always)
  func overlapsVertically(_ other: LayoutRect) -> Bool {
    Self.overlaps(origin.y, size.height, other.origin.y, other.size.height)
  }

  /// Whether `start ..< start + length` and `otherStart ..< otherStart + otherLength` share a
  /// positive length, in exact arithmetic: both lengths positive, and each range starting
  /// before the other ends. A sum that rounds onto the other start is decided by its rounding
  /// error (``starts(_:before:plus:)``), so that a length too small to move its start (1e-300
  /// at 10) still counts. NaN overlaps nothing.
  ///
  /// ```
  ///  start ──────── start + length         the exact end, past the rounded one
  ///                 ▲ otherStart == the rounded end: they overlap by the rounding error
  /// ```
  @inline(__always)
  static func overlaps(
    _ start: Double, _ length: Double, _ otherStart: Double, _ otherLength: Double
  ) -> Bool {
    length > 0 && otherLength > 0 && starts(start, before: otherStart, plus: otherLength)
      && starts(otherStart, before: start, plus: length)
  }

  /// Whether `value < start + length` in exact arithmetic. The rounded sum decides, unless
  /// `value` equals it: then the sum was rounded down (the exact one is past `value`) exactly
  /// when its rounding error, found by Knuth's two-sum, is positive. A range from -infinity of
  /// an infinite length (whose end, -inf + inf, is NaN) is the whole line.
  @inline(__always)
  static func starts(_ value: Double, before start: Double, plus length: Double) -> Bool {
    let end = start + length
    if value != end {
      guard end.isNaN else { return value < end }
      return start == -.infinity && length == .infinity && value < .infinity
    }
    let startPart = end - length
    let error = (start - startPart) + (length - (end - startPart))
    return error > 0
  }

  /// Whether this rectangle's rounded ends enclose an area (`minX < maxX`, `minY < maxY`):
  /// false for a frame so thin that its end rounds onto its start (1e-300 at 10), which a
  /// reader of the written frames sees as 0.
  package var hasRoundedArea: Bool { minX < maxX && minY < maxY }

  /// The range a layout searches along x for the elements meeting this rectangle
  /// (``LayoutRect/searchRange(_:_:)``).
  package var searchRangeX: (lower: Double, upper: Double) {
    Self.searchRange(minX, maxX)
  }

  /// The range a layout searches along y for the elements meeting this rectangle
  /// (``LayoutRect/searchRange(_:_:)``).
  package var searchRangeY: (lower: Double, upper: Double) {
    Self.searchRange(minY, maxY)
  }

  /// This rectangle widened to its search ranges on both axes (``LayoutRect/searchRange(_:_:)``).
  package var searchRect: LayoutRect {
    let (left, right) = searchRangeX
    let (top, bottom) = searchRangeY
    return LayoutRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The range `lower ..< upper` (a rectangle's rounded ends along one axis) widened for a
  /// search: by 2^-40 of the ends' magnitude on each side, and past `upper` by at least one
  /// representable step. A layout finds its candidates by arithmetic (a line at `start + k ·
  /// pitch`, a group at `origin + k · stride`) whose rounding may put an element a few units
  /// in the last place from where the search expects it, and a rectangle too thin to move its
  /// rounded end (`10 + 1e-300` is 10) still has a length: the candidates of the widened
  /// range are then tested exactly (``intersects(_:)``), so that a query finds what the full
  /// listing filtered by the rectangle finds, at every magnitude. Infinite and NaN ends stay.
  package static func searchRange(_ lower: Double, _ upper: Double) -> (
    lower: Double, upper: Double
  ) {
    let margin = (Swift.abs(lower) + Swift.abs(upper)) * 0x1p-40
    guard margin.isFinite else { return (lower, upper) }
    return (lower - margin, Swift.max(upper + margin, upper.nextUp))
  }

  /// This rectangle moved by `dx` and `dy` points.
  public func offsetBy(dx: Double, dy: Double) -> LayoutRect {
    LayoutRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
  }

  /// Whether every coordinate is finite (no NaN, no infinity).
  public var isFinite: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}

/// The span `lower ... upper` less `before` at its start and `after` at its end, kept inside
/// it, in points: it starts at `lower + before` but at most at `upper`, and ends at
/// `upper - after` but not before its start. Insets that leave no room give an empty span at
/// the end of `before` (at `upper` when `before` alone passes it), never a span outside
/// `lower ... upper`: what a grid's columns and a compositional section's background do when
/// their insets leave no room. Negative insets count as 0.
///
/// ```
///  lower ─────────────────────────── upper      span 0 ... 100
///       └ before 30 ┘       └ after 20 ┘         30 ... 80
///  before 500, after 500:                  ·    100 ... 100 (empty, at upper)
/// ```
package func insetSpan(_ lower: Double, _ upper: Double, before: Double, after: Double) -> (
  start: Double, end: Double
) {
  let start = min(lower + max(0, before), max(lower, upper))
  return (start, max(start, upper - max(0, after)))
}

/// Distances inset from the four edges of a rectangle, in points.
///
/// Used for the scroll view's content inset, a section's padding around its item grid and
/// a supplementary view's padding.
public struct LayoutInsets: Hashable, Sendable, BitwiseCopyable {
  /// The inset from the top edge, in points.
  public var top: Double
  /// The inset from the left edge, in points.
  public var left: Double
  /// The inset from the bottom edge, in points.
  public var bottom: Double
  /// The inset from the right edge, in points.
  public var right: Double

  /// Creates insets; every edge defaults to 0 points.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public static let zero = LayoutInsets()
}

/// Left and right insets of a horizontal separator, in points from the content's edges.
public struct HorizontalInsets: Hashable, Sendable {
  /// The inset from the left edge of the content, in points.
  public var left: Double
  /// The inset from the right edge of the content, in points.
  public var right: Double

  /// Creates horizontal insets; both default to 0 points.
  public init(left: Double = 0, right: Double = 0) {
    self.left = left
    self.right = right
  }

  /// No inset on either side.
  public static let zero = HorizontalInsets()
}
