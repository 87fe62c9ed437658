/// The scroll view the layout lives in: its size, its content inset, its screen's safe area
/// and margins, and its traits: the counterpart of `NSCollectionLayoutEnvironment`.
///
/// ```
///  viewport ┌───────────────────────────────┐  ─┬─
///           │▒▒▒▒▒▒▒▒ safeArea.top ▒▒▒▒▒▒▒▒▒│   │   ▒ the safe area's insets: the sensor
///           │        contentInset.top       │   │     housing, the status bar, the home
///           │ ┌───────────────────────────┐ │   │     indicator (from the viewport's edges)
///           │ │ content, W points wide    │ │   │ viewport.height
///           │ └───────────────────────────┘ │   │
///           │      contentInset.bottom      │   │
///           │▒▒▒▒▒▒▒ safeArea.bottom ▒▒▒▒▒▒▒│   │
///           └───────────────────────────────┘  ─┴─
///   W = viewport.width - contentInset.left - contentInset.right
/// ```
///
/// `contentInset` is the inset the layout reads: the scroll view's *adjusted* content inset
/// (`adjustedContentInset`), which already holds whatever part of the safe area the scroll
/// view adds (``ContentInsetAdjustmentBehavior``). `safeArea`, `layoutMargins` and
/// `readableWidth` are the boundaries a section may measure its own insets from across the
/// scroll axis (`contentInsetsReference`, `sectionInsetReference`). Every new property
/// defaults to what a bare rectangle has (no safe area, unspecified size classes), so an
/// environment made of a viewport and an inset lays out as it always did.
public struct LayoutEnvironment: Hashable, Sendable {
  /// The size of the scroll view, in points. Both > 0.
  public var viewport: LayoutSize
  /// The scroll view's adjusted content inset, in points (a navigation bar at the top, the
  /// home indicator's band at the bottom, say). Each side >= 0, default 0.
  public var contentInset: LayoutInsets
  /// Device pixels per point (1, 2 or 3 on Apple's screens), > 0. Vertical edges and
  /// interior column edges are snapped to this pixel grid. Default 2.
  public var displayScale: Double
  /// The safe area's insets from the viewport's edges, in points (`safeAreaInsets`): what
  /// the status bar, the sensor housing and the home indicator cover. Each side >= 0, and
  /// left + right < viewport width, top + bottom < viewport height. Default zero.
  public var safeArea: LayoutInsets
  /// The layout margins, in points, measured from the safe area's edges
  /// (`directionalLayoutMargins` with `insetsLayoutMarginsFromSafeArea`): leading is the
  /// left edge (left-to-right layouts only). Each side >= 0. Default 20 points leading and
  /// trailing, 0 top and bottom: a root view's minimum margins in a regular width, the
  /// insets lists had before environments existed.
  public var layoutMargins: DirectionalInsets
  /// The widest the readable content guide grows, in points (`readableContentGuide` at the
  /// default text size: 672), > 0. The guide is `min(width inside the margins,
  /// readableWidth)` wide, centred inside the margins. Default 672.
  public var readableWidth: Double
  /// The horizontal and vertical size classes of the screen (the trait collection).
  /// Default both ``SizeClass/unspecified``.
  public var sizeClass: SizeClasses

  /// Creates an environment; a bare rectangle unless a safe area, margins, a readable width
  /// or size classes are given.
  public init(
    viewport: LayoutSize, contentInset: LayoutInsets = .zero, displayScale: Double = 2,
    safeArea: LayoutInsets = .zero,
    layoutMargins: DirectionalInsets = LayoutEnvironment.defaultLayoutMargins,
    readableWidth: Double = LayoutEnvironment.defaultReadableWidth,
    sizeClass: SizeClasses = SizeClasses()
  ) {
    self.viewport = viewport
    self.contentInset = contentInset
    self.displayScale = displayScale
    self.safeArea = safeArea
    self.layoutMargins = layoutMargins
    self.readableWidth = readableWidth
    self.sizeClass = sizeClass
  }

  /// The margins without a device: 20 points leading and trailing, 0 top and bottom.
  public static let defaultLayoutMargins = DirectionalInsets(leading: 20, trailing: 20)
  /// The readable content guide's widest, at the default text size: 672 points.
  public static let defaultReadableWidth = 672.0

  /// Whether the environment describes a device's screen rather than a bare rectangle: a safe
  /// area, margins other than the default, another readable width, or a size class. The
  /// frames of a scenario whose environment does write its `safeArea` and `sizeClass`.
  public var describesScreen: Bool {
    safeArea != .zero || layoutMargins != LayoutEnvironment.defaultLayoutMargins
      || readableWidth != LayoutEnvironment.defaultReadableWidth || sizeClass != SizeClasses()
  }

  /// The width of the content, W = viewport width minus the left and right insets, in points,
  /// never negative.
  public var contentWidth: Double {
    max(0, viewport.width - contentInset.left - contentInset.right)
  }

  /// The height of the viewport below the top inset and above the bottom inset, in points,
  /// never negative: the height of "the first screen" of content.
  public var visibleContentHeight: Double {
    max(0, viewport.height - contentInset.top - contentInset.bottom)
  }

  /// The content offset that shows the top of the content below the top inset:
  /// (-inset.left, -inset.top).
  public var initialContentOffset: LayoutPoint {
    // 0 - x, not -x: no inset gives 0, never -0.
    LayoutPoint(x: 0 - contentInset.left, y: 0 - contentInset.top)
  }

  /// The container a section provider sees (`NSCollectionLayoutEnvironment.container`):
  /// the viewport, less the adjusted content inset.
  public var container: LayoutContainer {
    LayoutContainer(
      contentSize: viewport,
      contentInsets: DirectionalInsets(
        top: contentInset.top, leading: contentInset.left, bottom: contentInset.bottom,
        trailing: contentInset.right))
  }
}

/// The space a layout fills, `NSCollectionLayoutContainer`: a size and the insets inside it,
/// in points.
///
/// ```
///  ┌──────────── contentSize.width ────────────┐
///  │      contentInsets.top                    │
///  │    ┌─ effectiveContentSize.width ─┐       │
///  │◀──▶│                              │◀─────▶│ contentInsets.leading / .trailing
///  │    └──────────────────────────────┘       │
///  └───────────────────────────────────────────┘
/// ```
public struct LayoutContainer: Hashable, Sendable {
  /// The size before the insets, in points (`contentSize`): the viewport.
  public var contentSize: LayoutSize
  /// The insets inside it, in points (`contentInsets`): the adjusted content inset.
  public var contentInsets: DirectionalInsets

  /// Creates a container.
  public init(contentSize: LayoutSize, contentInsets: DirectionalInsets = .zero) {
    self.contentSize = contentSize
    self.contentInsets = contentInsets
  }

  /// The insets as the layout applies them (`effectiveContentInsets`), in points: the same
  /// insets, each clamped to >= 0.
  public var effectiveContentInsets: DirectionalInsets {
    DirectionalInsets(
      top: max(0, contentInsets.top), leading: max(0, contentInsets.leading),
      bottom: max(0, contentInsets.bottom), trailing: max(0, contentInsets.trailing))
  }

  /// The size inside the insets (`effectiveContentSize`), in points, never negative: what
  /// Apple's "Adaptive Sections" sample compares with 800 to choose its columns.
  public var effectiveContentSize: LayoutSize {
    let insets = effectiveContentInsets
    return LayoutSize(
      width: max(0, contentSize.width - insets.leading - insets.trailing),
      height: max(0, contentSize.height - insets.top - insets.bottom))
  }
}
