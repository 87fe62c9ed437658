/// A boundary of the screen a section measures its insets from across the scroll axis:
/// what `UIContentInsetsReference` (compositional) and `sectionInsetReference` (flow) name,
/// in one vocabulary both layouts share.
///
/// ```
///  across a vertical scroll axis, from the viewport's left edge (the right is symmetric)
///  0 ─┬─ the viewport's edge
///     ├─ contentInset.left ────────────── contentEdges: the content starts (x = 0)
///     ├─ safeArea.left ────────────────── safeArea
///     ├─ + layoutMargins.leading ──────── layoutMargins (M: the width between the margins)
///     └─ + (M − min(M, readableWidth))/2  readableContent, centred inside the margins
/// ```
///
/// A boundary acts across the scroll axis only (E.9.3): along it, the scroll view's adjusted
/// content inset already holds the safe area. Across a horizontal scroll axis (top and
/// bottom) the readable content guide is the layout margins' (its cap is a width).
public enum CrossAxisBoundary: String, Hashable, Sendable, CaseIterable {
  /// The content's own edges: the viewport's less the adjusted content inset.
  case contentEdges
  /// The safe area's edges.
  case safeArea
  /// The layout margins' edges, measured from the safe area's.
  case layoutMargins
  /// The readable content guide's edges: `min(width inside the margins, readableWidth)`
  /// wide, centred inside the margins.
  case readableContent

  /// The boundary's name in a message: `safe area`, `layout margins`, `readable content
  /// guide`, `content's edges`.
  package var noun: String {
    switch self {
    case .contentEdges: return "content's edges"
    case .safeArea: return "safe area"
    case .layoutMargins: return "layout margins"
    case .readableContent: return "readable content guide"
    }
  }
}

/// Where a boundary lies from the content's two edges across the scroll axis, in points, in
/// content coordinates (after the adjusted content inset): `leading` from the content's
/// leading edge (left, or top across a horizontal scroll axis) inward, `trailing` from its
/// trailing edge inward. Negative when the boundary lies outside the content, inside the
/// adjusted content inset (a content inset wider than the safe area).
public struct CrossAxisInsets: Hashable, Sendable {
  /// The distance from the content's leading edge to the boundary, in points.
  public var leading: Double
  /// The distance from the content's trailing edge to the boundary, in points.
  public var trailing: Double

  /// Creates insets.
  public init(leading: Double, trailing: Double) {
    self.leading = leading
    self.trailing = trailing
  }

  /// Both 0: the content's own edges.
  public static let zero = CrossAxisInsets(leading: 0, trailing: 0)

  /// The same insets, each at least 0: the boundary held inside the content.
  public var clampedToContent: CrossAxisInsets {
    CrossAxisInsets(leading: max(0, leading), trailing: max(0, trailing))
  }
}

extension LayoutEnvironment {
  /// Where `boundary` lies from the content's edges across `scrollAxis`, in content
  /// coordinates, in points (see ``CrossAxisInsets``): the one place that turns an
  /// environment and a reference into the edges a compositional section
  /// (`contentInsetsReference`) or a flow section (`sectionInsetReference`) measures its
  /// insets from.
  ///
  /// Across a vertical scroll axis, with `L`, `R` the boundary's distances from the
  /// viewport's left and right edges and `a` the adjusted content inset:
  /// `leading = L − a.left`, `trailing = R − a.right`, where `L` is 0 (content edges: then
  /// the result is 0), `safeArea.left`, `safeArea.left + layoutMargins.leading`, or for the
  /// readable content the margins' `L` plus `(M − min(M, readableWidth)) / 2`, `M` the width
  /// between the margins. An iPhone 15 in landscape (852 wide, safe area 59 left and right,
  /// margins 16, no adjusted left or right inset): 59, 75 and 90 on each side.
  ///
  /// - Complexity: O(1).
  public func insets(of boundary: CrossAxisBoundary, across scrollAxis: ScrollAxis)
    -> CrossAxisInsets
  {
    let vertical = scrollAxis == .vertical
    let adjustedStart = vertical ? contentInset.left : contentInset.top
    let adjustedEnd = vertical ? contentInset.right : contentInset.bottom
    let safeStart = vertical ? safeArea.left : safeArea.top
    let safeEnd = vertical ? safeArea.right : safeArea.bottom
    let marginsStart = safeStart + (vertical ? layoutMargins.leading : layoutMargins.top)
    let marginsEnd = safeEnd + (vertical ? layoutMargins.trailing : layoutMargins.bottom)
    let fromViewport: (start: Double, end: Double)
    switch boundary {
    case .contentEdges: return .zero
    case .safeArea: fromViewport = (safeStart, safeEnd)
    case .layoutMargins: fromViewport = (marginsStart, marginsEnd)
    case .readableContent:
      guard vertical else {
        fromViewport = (marginsStart, marginsEnd)
        break
      }
      let marginsWidth = max(0, viewport.width - marginsStart - marginsEnd)
      let centring = (marginsWidth - min(marginsWidth, readableWidth)) / 2
      fromViewport = (marginsStart + centring, marginsEnd + centring)
    }
    return CrossAxisInsets(
      leading: fromViewport.start - adjustedStart, trailing: fromViewport.end - adjustedEnd)
  }
}
