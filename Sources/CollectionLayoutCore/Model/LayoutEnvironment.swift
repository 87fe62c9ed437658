/// The scroll view the layout lives in: its size, its content inset and its screen.
///
/// ```
///  viewport ┌───────────────────────────────┐  ─┬─
///           │        contentInset.top       │   │
///           │ ┌───────────────────────────┐ │   │
///           │ │ content, W points wide    │ │   │ viewport.height
///           │ └───────────────────────────┘ │   │
///           │      contentInset.bottom      │   │
///           └───────────────────────────────┘  ─┴─
///   W = viewport.width - contentInset.left - contentInset.right
/// ```
public struct LayoutEnvironment: Hashable, Sendable {
  /// The size of the scroll view, in points. Both > 0.
  public var viewport: LayoutSize
  /// The scroll view's content inset, in points (a navigation bar at the top, say). Each side >= 0,
  /// default 0.
  public var contentInset: LayoutInsets
  /// Device pixels per point (1, 2 or 3 on Apple's screens), > 0. Vertical edges and
  /// interior column edges are snapped to this pixel grid. Default 2.
  public var displayScale: Double

  /// Creates an environment.
  public init(viewport: LayoutSize, contentInset: LayoutInsets = .zero, displayScale: Double = 2) {
    self.viewport = viewport
    self.contentInset = contentInset
    self.displayScale = displayScale
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
}
