/// What a SwiftUI lazy container says about its layout: which of the four it is, its grid
/// items, alignment, spacing and pinned views, the scroll view around it and the frame its
/// items take from it (``ContainerRelativeFrame``). ``LazyGridLayout`` and ``LazyStackLayout``
/// lay it out.
///
/// ```swift
/// // LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 2,
/// //           pinnedViews: [.sectionHeaders]) in a ScrollView
/// LazyConfiguration.lazyVGrid(
///   columns: [GridItem(.adaptive(minimum: 80))], spacing: 2, pinnedViews: .sectionHeaders)
/// ```
public struct LazyConfiguration: Hashable, Sendable {
  /// The four lazy containers.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// `LazyVStack`: children top to bottom, scrolled vertically.
    case lazyVStack
    /// `LazyHStack`: children leading to trailing, scrolled horizontally.
    case lazyHStack
    /// `LazyVGrid`: rows of columns, scrolled vertically.
    case lazyVGrid
    /// `LazyHGrid`: columns of rows, scrolled horizontally.
    case lazyHGrid

    /// The axis the container grows along and its scroll view scrolls along.
    public var axis: ScrollAxis {
      self == .lazyVStack || self == .lazyVGrid ? .vertical : .horizontal
    }
    /// Whether it is a grid (it has ``LazyConfiguration/tracks``).
    public var isGrid: Bool { self == .lazyVGrid || self == .lazyHGrid }
  }

  /// Which container.
  public var kind: Kind
  /// A grid's columns (`LazyVGrid`) or rows (`LazyHGrid`), at least one; empty for a stack.
  public var tracks: [GridItem]
  /// A stack's alignment of children narrower than it (its cross-axis component:
  /// horizontal for `LazyVStack`, vertical for `LazyHStack`); a grid's placement of its
  /// tracks in the proposal when they are shorter or longer than it. Default
  /// ``LayoutAlignment/center``.
  public var alignment: LayoutAlignment
  /// The gap between consecutive children along the scroll axis, in points, >= 0 (a stack's
  /// children, a grid's rows of a `LazyVGrid`, its columns of a `LazyHGrid`, section headers
  /// and footers included); `nil` for 8 points (``GridItem/defaultSpacing``).
  public var spacing: Double?
  /// The section headers and footers pinned to the visible bounds. Default none.
  public var pinnedViews: LazyPinnedViews
  /// The length along the scroll axis of an item that gives none (the items of a `count`
  /// section), in points, > 0. Default 44, a list row's minimum height.
  public var itemLength: Double
  /// The scroll view around the container. Default: SwiftUI's defaults.
  public var scrollView: LazyScrollView
  /// `containerRelativeFrame` applied to every item; `nil` for none (the default).
  public var itemFrame: ContainerRelativeFrame?

  /// A container of `kind`; see each property for the defaults.
  public init(
    kind: Kind, tracks: [GridItem] = [], alignment: LayoutAlignment = .center,
    spacing: Double? = nil,
    pinnedViews: LazyPinnedViews = [], itemLength: Double = 44,
    scrollView: LazyScrollView = LazyScrollView(), itemFrame: ContainerRelativeFrame? = nil
  ) {
    self.kind = kind
    self.tracks = tracks
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.itemLength = itemLength
    self.scrollView = scrollView
    self.itemFrame = itemFrame
  }

  /// `LazyVGrid(columns:alignment:spacing:pinnedViews:)`: `spacing` is the gap between rows.
  public static func lazyVGrid(
    columns: [GridItem], alignment: LayoutAlignment = .center, spacing: Double? = nil,
    pinnedViews: LazyPinnedViews = []
  ) -> LazyConfiguration {
    LazyConfiguration(
      kind: .lazyVGrid, tracks: columns, alignment: alignment, spacing: spacing,
      pinnedViews: pinnedViews)
  }

  /// `LazyHGrid(rows:alignment:spacing:pinnedViews:)`: `spacing` is the gap between columns.
  public static func lazyHGrid(
    rows: [GridItem], alignment: LayoutAlignment = .center, spacing: Double? = nil,
    pinnedViews: LazyPinnedViews = []
  ) -> LazyConfiguration {
    LazyConfiguration(
      kind: .lazyHGrid, tracks: rows, alignment: alignment, spacing: spacing,
      pinnedViews: pinnedViews)
  }

  /// `LazyVStack(alignment:spacing:pinnedViews:)`.
  public static func lazyVStack(
    alignment: LayoutAlignment = .center, spacing: Double? = nil,
    pinnedViews: LazyPinnedViews = []
  ) -> LazyConfiguration {
    LazyConfiguration(
      kind: .lazyVStack, alignment: alignment, spacing: spacing, pinnedViews: pinnedViews)
  }

  /// `LazyHStack(alignment:spacing:pinnedViews:)`.
  public static func lazyHStack(
    alignment: LayoutAlignment = .center, spacing: Double? = nil,
    pinnedViews: LazyPinnedViews = []
  ) -> LazyConfiguration {
    LazyConfiguration(
      kind: .lazyHStack, alignment: alignment, spacing: spacing, pinnedViews: pinnedViews)
  }

  /// SwiftUI's `Animation.default` from iOS 17: `spring(response: 0.55, dampingFraction: 1)`,
  /// sampled until it is within 0.001 of its end, 0.808 s (progress `1 − (1 + ωt)·e^(−ωt)`,
  /// ω = 2π / 0.55; 0.3165 at 0.1 s, 0.8562 at 0.3 s). Inserted and removed views fade
  /// (their default `.opacity` transition), as the engine's inserts and deletes do.
  public static let defaultAnimation = UpdateAnimation(
    duration: 0.808, fps: 60, curve: .spring(damping: 1, response: 0.55))

  /// ``spacing`` in points: 8 when `nil`.
  public var resolvedSpacing: Double { spacing ?? GridItem.defaultSpacing }
}

/// `containerRelativeFrame(_:count:span:spacing:)` on an item: its length along each of the
/// axes it sets (``horizontal``, ``vertical``) is a share of its container's (the scroll
/// view's visible size inside the safe area, `safeAreaPadding` and the content margins):
/// ```
///  length = (L − (count − 1) · spacing) / count · span + (span − 1) · spacing
///  L = 390, count 4, span 2, spacing 10:  (390 − 30) / 4 · 2 + 10 = 190
/// ```
public struct ContainerRelativeFrame: Hashable, Sendable {
  /// Whether the frame sets the item's width.
  public var horizontal: Bool
  /// Whether the frame sets the item's height.
  public var vertical: Bool
  /// The number of tracks the container is divided into, >= 1.
  public var count: Int
  /// The tracks the item spans, 1 ... `count`.
  public var span: Int
  /// The gap between tracks, in points, >= 0.
  public var spacing: Double

  /// A frame along the axes given; the whole container by default.
  public init(
    horizontal: Bool = true, vertical: Bool = false, count: Int = 1, span: Int = 1,
    spacing: Double = 0
  ) {
    self.horizontal = horizontal
    self.vertical = vertical
    self.count = count
    self.span = span
    self.spacing = spacing
  }

  /// The item's length in a container `length` points long, by the formula above.
  public func length(in length: Double) -> Double {
    let track = (length - Double(count - 1) * spacing) / Double(count)
    return track * Double(span) + Double(span - 1) * spacing
  }
}
