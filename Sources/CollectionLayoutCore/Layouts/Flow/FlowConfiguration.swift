/// The configuration of a flow layout: UIKit's `UICollectionViewFlowLayout`, property by
/// property, with UIKit's defaults. A scenario gives it in its `layout` object of kind `flow`,
/// under the same names (the article The Flow Layout).
///
/// ```
///  vertical scrolling                       lines are rows
///  ┌──────────────────────────────────────┐
///  │ header (headerReferenceSize.height)  │  full width
///  ├──────────────────────────────────────┤
///  │ sectionInset.top                     │
///  │ ┌────┐ ┌──────┐ ┌──┐      ◀─ a line: as many items as fit, then justified
///  │ └────┘ └──────┘ └──┘  minimumLineSpacing between lines
///  │ ┌──────┐ ┌───┐           ◀─ the last line
///  │ └──────┘ └───┘                       │
///  │ sectionInset.bottom                  │
///  ├──────────────────────────────────────┤
///  │ footer (footerReferenceSize.height)  │
///  └──────────────────────────────────────┘
/// ```
///
/// Horizontal scrolling swaps the axes: lines are columns, filled top to bottom, and a
/// header is a column at the left of its section.
public struct FlowConfiguration: Hashable, Sendable {
  /// The direction the content scrolls in (`scrollDirection`). Default ``ScrollAxis/vertical``.
  public var scrollDirection: ScrollAxis
  /// The size of every item that has no size of its own, in points, both > 0 (`itemSize`).
  /// Default 50 × 50.
  public var itemSize: LayoutSize
  /// When present, the size every item without its own size is laid out with until it is
  /// measured, in points, both > 0 (`estimatedItemSize`): it replaces ``itemSize``, as a
  /// non-zero `estimatedItemSize` does in UIKit. A measure step replaces an item's height.
  /// 0 × 0 means none, as UIKit's `.zero` does. Default none.
  public var estimatedItemSize: LayoutSize?

  /// ``estimatedItemSize`` when it is in effect: `nil` when none, or when it is 0 × 0 (UIKit's
  /// `.zero`, self-sizing off).
  var activeEstimatedItemSize: LayoutSize? {
    guard let size = estimatedItemSize, size != LayoutSize(width: 0, height: 0) else {
      return nil
    }
    return size
  }
  /// The smallest gap between two lines, in points, >= 0 (`minimumLineSpacing`): between
  /// rows when scrolling vertically, between columns when scrolling horizontally. Default 10.
  public var minimumLineSpacing: Double
  /// The smallest gap between two items of one line, in points, >= 0
  /// (`minimumInteritemSpacing`): it decides how many items fit on a line; a justified line's
  /// gaps are then wider. Default 10.
  public var minimumInteritemSpacing: Double
  /// The margins around each section's items, in points, each >= 0 (`sectionInset`, a
  /// `UIEdgeInsets`). Default zero.
  public var sectionInset: LayoutInsets
  /// The boundary the section insets are measured from across the scroll axis
  /// (`sectionInsetReference`, E.5). Default ``FlowSectionInsetReference/fromContentInset``.
  public var sectionInsetReference: FlowSectionInsetReference
  /// The size of each section's header, in points, each >= 0 (`headerReferenceSize`): only
  /// the component along the scroll direction is used (the height when scrolling
  /// vertically); 0 there means no header. Default zero.
  public var headerReferenceSize: LayoutSize
  /// The size of each section's footer, in points, each >= 0 (`footerReferenceSize`), read
  /// as ``headerReferenceSize`` is. Default zero.
  public var footerReferenceSize: LayoutSize
  /// Whether headers pin to the leading edge of the visible content while their section is
  /// scrolled past (`sectionHeadersPinToVisibleBounds`). Default `false`.
  public var sectionHeadersPinToVisibleBounds: Bool
  /// Whether footers pin to the trailing edge of the visible content while their section is
  /// scrolled past (`sectionFootersPinToVisibleBounds`). Default `false`.
  public var sectionFootersPinToVisibleBounds: Bool

  /// Creates a configuration; every argument defaults to UIKit's default.
  public init(
    scrollDirection: ScrollAxis = .vertical,
    itemSize: LayoutSize = LayoutSize(width: 50, height: 50),
    estimatedItemSize: LayoutSize? = nil,
    minimumLineSpacing: Double = 10,
    minimumInteritemSpacing: Double = 10,
    sectionInset: LayoutInsets = .zero,
    sectionInsetReference: FlowSectionInsetReference = .fromContentInset,
    headerReferenceSize: LayoutSize = .zero,
    footerReferenceSize: LayoutSize = .zero,
    sectionHeadersPinToVisibleBounds: Bool = false,
    sectionFootersPinToVisibleBounds: Bool = false
  ) {
    self.scrollDirection = scrollDirection
    self.itemSize = itemSize
    self.estimatedItemSize = estimatedItemSize
    self.minimumLineSpacing = minimumLineSpacing
    self.minimumInteritemSpacing = minimumInteritemSpacing
    self.sectionInset = sectionInset
    self.sectionInsetReference = sectionInsetReference
    self.headerReferenceSize = headerReferenceSize
    self.footerReferenceSize = footerReferenceSize
    self.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
    self.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
  }
}

/// The boundary a flow layout's section insets are measured from across the scroll axis
/// (`UICollectionViewFlowLayout.SectionInsetReference`, E.5), from the environment
/// (``LayoutEnvironment/insets(of:across:)``).
///
/// The adjusted content inset is the minimum in every case: a section's items start at
/// `max(0, boundary + inset)` from the content's edge, so where the adjusted content inset
/// exceeds the safe area plus the section inset, the items align to the content inset.
/// Only items move: headers and footers span the content (UIKit's `fromSafeArea` insets
/// cells, not headers and footers, E.5). Along the scroll axis the adjusted content inset
/// already holds the safe area (E.9.3).
public enum FlowSectionInsetReference: String, Hashable, Sendable, CaseIterable {
  /// From the content inset (UIKit's default, raw value 0): the content's own edges.
  case fromContentInset
  /// From the safe area (raw value 1): an iPhone 15 in landscape starts its items 59
  /// points plus the section inset from the screen's left edge.
  case fromSafeArea
  /// From the layout margins (raw value 2), measured from the safe area: 59 + 16 on an
  /// iPhone 15 in landscape.
  case fromLayoutMargins

  /// The boundary the reference names.
  var crossAxisBoundary: CrossAxisBoundary {
    switch self {
    case .fromContentInset: return .contentEdges
    case .fromSafeArea: return .safeArea
    case .fromLayoutMargins: return .layoutMargins
    }
  }
}
