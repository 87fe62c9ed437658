/// One column of a `LazyVGrid` (one row of a `LazyHGrid`), as SwiftUI's `GridItem` describes
/// it: a size, the gap after it, and where a cell's view sits in the space the grid gives it.
///
/// ```swift
/// let columns = [GridItem(.fixed(90)), GridItem(.flexible(minimum: 50)),
///                GridItem(.adaptive(minimum: 60), spacing: 6, alignment: .topLeading)]
/// ```
///
/// The widths follow SwiftUI's column algorithm, two passes included (``GridColumns``).
public struct GridItem: Hashable, Sendable {
  /// How wide a column is (how tall a row of a horizontal grid is), in points.
  public enum Size: Hashable, Sendable {
    /// One track of exactly this length, in points, >= 0.
    case fixed(Double)
    /// One track whose length is the grid's remaining length divided by the tracks not yet
    /// served, clamped to `minimum ... maximum` (points; `0 <= minimum <= maximum`, `maximum`
    /// may be infinite). SwiftUI's default minimum is 10.
    case flexible(minimum: Double = 10, maximum: Double = .infinity)
    /// As many tracks as fit in the length one flexible track would get, each at least
    /// `minimum` (> 0) with the item's spacing between them, then grown equally up to
    /// `maximum` (>= `minimum`, may be infinite), in points.
    case adaptive(minimum: Double, maximum: Double = .infinity)
  }

  /// The track's size. Default ``Size/flexible(minimum:maximum:)`` with its defaults.
  public var size: Size
  /// The gap after this track, before the next one, in points, >= 0; `nil` for the platform's
  /// default, 8 points (``GridItem/defaultSpacing``). Between an adaptive item's sub-tracks
  /// too.
  public var spacing: Double?
  /// Where a cell's view narrower (or shorter) than its slot sits in it; `nil` for
  /// ``LayoutAlignment/center``.
  public var alignment: LayoutAlignment?

  /// The default spacing of iOS, 8 points, for a `nil` spacing.
  public static let defaultSpacing = 8.0

  /// A track of `size`, `spacing` after it and `alignment` for its cells.
  public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: LayoutAlignment? = nil)
  {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }

  /// The spacing in points: ``spacing`` or ``defaultSpacing``.
  public var resolvedSpacing: Double { spacing ?? Self.defaultSpacing }
}

/// Where a view sits inside a larger space (SwiftUI's `Alignment`, renamed so that no name is ambiguous next to SwiftUI): a horizontal and a
/// vertical position, each leading/top (0), centre (0.5) or trailing/bottom (1). Left to right
/// layouts only: leading is the left edge.
public enum LayoutAlignment: String, Hashable, Sendable, CaseIterable {
  case topLeading, top, topTrailing
  case leading, center, trailing
  case bottomLeading, bottom, bottomTrailing

  /// The horizontal fraction of the free space left of the view: 0, 0.5 or 1.
  public var horizontalFraction: Double {
    switch self {
    case .topLeading, .leading, .bottomLeading: return 0
    case .top, .center, .bottom: return 0.5
    case .topTrailing, .trailing, .bottomTrailing: return 1
    }
  }

  /// The vertical fraction of the free space above the view: 0, 0.5 or 1.
  public var verticalFraction: Double {
    switch self {
    case .topLeading, .top, .topTrailing: return 0
    case .leading, .center, .trailing: return 0.5
    case .bottomLeading, .bottom, .bottomTrailing: return 1
    }
  }

  /// The fraction along `axis`: horizontal for ``ScrollAxis/horizontal``.
  func fraction(along axis: ScrollAxis) -> Double {
    axis == .horizontal ? horizontalFraction : verticalFraction
  }
}

/// A point of a view in fractions of its size (SwiftUI's `UnitPoint`, renamed likewise): (0, 0) its top-left
/// corner, (1, 1) its bottom-right; values outside 0 ... 1 lie outside the view.
public struct LayoutUnitPoint: Hashable, Sendable {
  /// The horizontal fraction, finite.
  public var x: Double
  /// The vertical fraction, finite.
  public var y: Double

  /// The point at fractions `x` and `y`.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// (0, 0).
  public static let topLeading = LayoutUnitPoint(x: 0, y: 0)
  /// (0.5, 0).
  public static let top = LayoutUnitPoint(x: 0.5, y: 0)
  /// (1, 0).
  public static let topTrailing = LayoutUnitPoint(x: 1, y: 0)
  /// (0, 0.5).
  public static let leading = LayoutUnitPoint(x: 0, y: 0.5)
  /// (0.5, 0.5).
  public static let center = LayoutUnitPoint(x: 0.5, y: 0.5)
  /// (1, 0.5).
  public static let trailing = LayoutUnitPoint(x: 1, y: 0.5)
  /// (0, 1).
  public static let bottomLeading = LayoutUnitPoint(x: 0, y: 1)
  /// (0.5, 1).
  public static let bottom = LayoutUnitPoint(x: 0.5, y: 1)
  /// (1, 1).
  public static let bottomTrailing = LayoutUnitPoint(x: 1, y: 1)

  /// The named points, by SwiftUI's names, for documents: `top`, `center`, `bottomTrailing`.
  public static let named: [(name: String, point: LayoutUnitPoint)] = [
    ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
    ("leading", .leading), ("center", .center), ("trailing", .trailing),
    ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
  ]

  /// The fraction along `axis`.
  func fraction(along axis: ScrollAxis) -> Double { axis == .horizontal ? x : y }
}

/// The kinds of child views a lazy stack or grid pins to its scroll view's visible bounds
/// (SwiftUI's `PinnedScrollableViews`, renamed likewise).
public struct LazyPinnedViews: OptionSet, Hashable, Sendable {
  /// The option bits.
  public let rawValue: Int
  /// Creates the set of bits `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Section headers stay at the leading (top) edge while their section is visible.
  public static let sectionHeaders = LazyPinnedViews(rawValue: 1)
  /// Section footers stay at the trailing (bottom) edge while their section is visible.
  public static let sectionFooters = LazyPinnedViews(rawValue: 2)
}
