/// One section's flow metrics after its overrides, and the two axes a flow layout works in.
///
/// A flow layout is written once, in line terms, for both scroll directions:
///
/// ```
///  along the line (u)  ──────────▶   x when scrolling vertically, y when horizontally
///  across lines (v)    │             y when scrolling vertically, x when horizontally
///                      ▼             (the scroll axis)
///  an item's length: its extent along u (its width when vertical)
///  an item's thickness: its extent along v (its height when vertical)
/// ```
struct FlowMetrics: Hashable, Sendable {
  /// The size of an item without its own, in points (the estimated item size when the
  /// layout has one, else the item size; the section's override first).
  var itemSize: LayoutSize
  /// The smallest gap between lines, in points, >= 0.
  var lineSpacing: Double
  /// The smallest gap between the items of a line, in points, >= 0.
  var interitemSpacing: Double
  /// The section's insets, in points, each >= 0, in x/y terms, as given (measured from the
  /// section inset reference's boundary across the scroll axis).
  var inset: LayoutInsets
  /// The distance from the content's edge to a line's first item, in points, >= 0: the
  /// section's line-start inset measured from the reference's boundary, the content's edge
  /// at the least (E.5: the content inset is the minimum).
  var lineStartInset: Double
  /// The distance from a line's last item to the content's other edge, in points, >= 0,
  /// as ``lineStartInset``.
  var lineEndInset: Double
  /// The header's extent along the scroll axis, in points; 0 for no header.
  var headerExtent: Double
  /// The footer's extent along the scroll axis, in points; 0 for no footer.
  var footerExtent: Double
  /// Whether the section's item size is its own (`sections[N].layout.itemSize`), for the
  /// location of a problem.
  var hasOwnItemSize: Bool

  /// The metrics of a section with `overrides` in a layout of `configuration`, its insets
  /// across the scroll axis measured from `boundary` (``FlowLayout/sectionInsetBoundary``).
  init(configuration: FlowConfiguration, overrides: FlowSectionLayout?, boundary: CrossAxisInsets) {
    let vertical = configuration.scrollDirection == .vertical
    itemSize =
      overrides?.itemSize ?? configuration.activeEstimatedItemSize ?? configuration.itemSize
    hasOwnItemSize = overrides?.itemSize != nil
    lineSpacing = overrides?.minimumLineSpacing ?? configuration.minimumLineSpacing
    interitemSpacing =
      overrides?.minimumInteritemSpacing ?? configuration.minimumInteritemSpacing
    inset = overrides?.sectionInset ?? configuration.sectionInset
    let axes = FlowAxes(isVertical: vertical)
    lineStartInset = max(0, boundary.leading + axes.lineStartInset(of: inset))
    lineEndInset = max(0, boundary.trailing + axes.lineEndInset(of: inset))
    let header = overrides?.headerReferenceSize ?? configuration.headerReferenceSize
    let footer = overrides?.footerReferenceSize ?? configuration.footerReferenceSize
    headerExtent = vertical ? header.height : header.width
    footerExtent = vertical ? footer.height : footer.width
  }
}

/// The two axes of a flow layout (see ``FlowMetrics``): `u` along a line, `v` across lines,
/// along the scroll axis.
struct FlowAxes: Hashable, Sendable {
  /// Whether the content scrolls vertically (lines are rows).
  var isVertical: Bool

  /// An item's extent along the line: its width when vertical.
  func length(of size: LayoutSize) -> Double { isVertical ? size.width : size.height }
  /// An item's extent across lines: its height when vertical.
  func thickness(of size: LayoutSize) -> Double { isVertical ? size.height : size.width }
  /// The inset before a line's first item: left when vertical.
  func lineStartInset(of inset: LayoutInsets) -> Double { isVertical ? inset.left : inset.top }
  /// The inset after a line's last item: right when vertical.
  func lineEndInset(of inset: LayoutInsets) -> Double { isVertical ? inset.right : inset.bottom }
  /// The inset before the first line: top when vertical.
  func leadingInset(of inset: LayoutInsets) -> Double { isVertical ? inset.top : inset.left }
  /// The inset after the last line: bottom when vertical.
  func trailingInset(of inset: LayoutInsets) -> Double { isVertical ? inset.bottom : inset.right }
  /// The extent of the content along the line, in points: the content width when vertical,
  /// the visible content height when horizontal.
  func lineExtent(of environment: LayoutEnvironment) -> Double {
    isVertical ? environment.contentWidth : environment.visibleContentHeight
  }

  /// The rect at `u`, `v`, `length` along the line and `thickness` across lines.
  func rect(u: Double, v: Double, length: Double, thickness: Double) -> LayoutRect {
    isVertical
      ? LayoutRect(x: u, y: v, width: length, height: thickness)
      : LayoutRect(x: v, y: u, width: thickness, height: length)
  }

  /// The range of `rect` along the scroll axis (v).
  func scrollRange(of rect: LayoutRect) -> (lower: Double, upper: Double) {
    isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
  }
}
