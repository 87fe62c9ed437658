/// The `ScrollView` around a lazy container, as its modifiers set it: content margins,
/// safe-area padding, where a fling rests, and where the content starts.
///
/// The adjusted content inset a lazy layout scrolls with (the frames' `contentInset`):
/// ```
///  inset = app's content inset + safe area (all four edges: a SwiftUI scroll view insets its
///          content by the whole safe area) + safeAreaPadding
///          + contentMargins(.automatic) + contentMargins(.scrollContent)
///  contentMargins(.scrollIndicators) moves only the indicators, not the content
/// ```
public struct LazyScrollView: Hashable, Sendable {
  /// `contentMargins(_:_:for: .automatic)`: content and indicators, in points, each >= 0.
  public var automaticMargins: LayoutInsets
  /// `contentMargins(_:_:for: .scrollContent)`: the content only, in points, each >= 0.
  public var contentMargins: LayoutInsets
  /// `contentMargins(_:_:for: .scrollIndicators)`: the indicators only, in points, each
  /// >= 0; the layout keeps it for the record, nothing it places moves.
  public var indicatorMargins: LayoutInsets
  /// `safeAreaPadding(_:)`: added to the safe area, in points, each >= 0.
  public var safeAreaPadding: LayoutInsets
  /// `scrollTargetBehavior(_:)`; `nil` for none (a fling rests where it decelerates to).
  public var targetBehavior: LazyScrollTargetBehavior?
  /// `defaultScrollAnchor(_:)`: where the content starts, and where content shorter than the
  /// view stays; `nil` for the top (leading) edge.
  public var defaultScrollAnchor: LayoutUnitPoint?

  /// Settings; SwiftUI's defaults.
  public init(
    automaticMargins: LayoutInsets = .zero, contentMargins: LayoutInsets = .zero,
    indicatorMargins: LayoutInsets = .zero, safeAreaPadding: LayoutInsets = .zero,
    targetBehavior: LazyScrollTargetBehavior? = nil, defaultScrollAnchor: LayoutUnitPoint? = nil
  ) {
    self.automaticMargins = automaticMargins
    self.contentMargins = contentMargins
    self.indicatorMargins = indicatorMargins
    self.safeAreaPadding = safeAreaPadding
    self.targetBehavior = targetBehavior
    self.defaultScrollAnchor = defaultScrollAnchor
  }

  /// The adjusted content inset for the app's `inset` and `safeArea`, in points.
  public func adjustedInset(_ inset: LayoutInsets, safeArea: LayoutInsets) -> LayoutInsets {
    let parts = [inset, safeArea, safeAreaPadding, automaticMargins, contentMargins]
    return LayoutInsets(
      top: parts.reduce(0) { $0 + $1.top }, left: parts.reduce(0) { $0 + $1.left },
      bottom: parts.reduce(0) { $0 + $1.bottom }, right: parts.reduce(0) { $0 + $1.right })
  }
}

/// Where a fling of a lazy container's scroll view rests (`scrollTargetBehavior(_:)`).
public enum LazyScrollTargetBehavior: Hashable, Sendable {
  /// `.paging`: at a multiple of the viewport's length along the scroll axis, as
  /// `isPagingEnabled` does (the engine's paging rule).
  case paging
  /// `.viewAligned(limitBehavior:)`: with an item's leading edge (or its `anchor`) aligned
  /// with the content inset's edge, at most a few items from where the finger lifted when
  /// limited.
  case viewAligned(
    limitBehavior: ViewAlignedLimitBehavior = .automatic, anchor: LayoutUnitPoint? = nil)
}

/// How far one gesture may scroll a `viewAligned` scroll view (SwiftUI's
/// `ViewAlignedScrollTargetBehavior.LimitBehavior`).
public enum ViewAlignedLimitBehavior: String, Hashable, Sendable, CaseIterable {
  /// Limited in a compact size class along the scroll axis (horizontal size class for a
  /// horizontal scroll view, vertical for a vertical one), unlimited otherwise.
  case automatic
  /// Always limited to a few views (the targets within one viewport of the release).
  case always
  /// Never limited.
  case never
  /// Limited to a few views, as ``always``.
  case alwaysByFew
  /// Limited to one view: the current one or a neighbour.
  case alwaysByOne
}
