/// Where a flow layout's pinned headers and footers are at one content offset: the visible
/// content's extent along the scroll axis, from which each section's pinned positions follow
/// in O(1).
///
/// ```
///  visibleStart ─┬─ offset + leading content inset: a pinned header's line
///                │
///  visibleEnd ───┴─ offset + viewport - trailing content inset: a pinned footer's line
///
///  header: v = max(top, min(visibleStart, footerStart - headerExtent))
///          held inside its section, above its own footer: the footer pushes it out
///  footer: v = min(footerStart, max(visibleEnd - footerExtent, header's v + headerExtent))
///          held inside its section, below its own header (pinned or not)
/// ```
/// The rule is ``BoundaryPinning``'s, shared with the compositional layout.
public struct FlowPins: Hashable, Sendable {
  /// The leading edge of the visible content along the scroll axis, in content coordinates,
  /// in points (the top below the top content inset when scrolling vertically).
  public var visibleStart: Double
  /// The trailing edge of the visible content along the scroll axis, in content coordinates,
  /// in points (the bottom above the bottom content inset when scrolling vertically), >=
  /// ``visibleStart``.
  public var visibleEnd: Double

  /// The visible content's extent from `visibleStart` to `visibleEnd`.
  public init(visibleStart: Double, visibleEnd: Double) {
    self.visibleStart = visibleStart
    self.visibleEnd = visibleEnd
  }
}

extension FlowLayout {
  /// The visible content's extent along the scroll axis at `contentOffset`. O(1).
  public func pinPass(at contentOffset: LayoutPoint) -> FlowPins {
    let inset = environment.contentInset
    if axes.isVertical {
      let start = contentOffset.y + inset.top
      return FlowPins(
        visibleStart: start,
        visibleEnd: max(start, contentOffset.y + environment.viewport.height - inset.bottom))
    }
    let start = contentOffset.x + inset.left
    return FlowPins(
      visibleStart: start,
      visibleEnd: max(start, contentOffset.x + environment.viewport.width - inset.right))
  }

  /// Where the header of `geometry` starts along the scroll axis with `pins` (natural when
  /// `nil` or when headers do not pin).
  func headerStart(of geometry: FlowSectionGeometry, pins: FlowPins?) -> Double {
    guard configuration.sectionHeadersPinToVisibleBounds, let pins else { return geometry.top }
    return BoundaryPinning.headerStart(
      natural: geometry.top, length: geometry.headerExtent, line: pins.visibleStart,
      footerStart: geometry.footerStart)
  }

  /// Where the footer of `geometry` starts along the scroll axis with `pins` (natural when
  /// `nil` or when footers do not pin): never over its header, where the header is.
  func footerStart(of geometry: FlowSectionGeometry, pins: FlowPins?) -> Double {
    guard configuration.sectionFootersPinToVisibleBounds, let pins else {
      return geometry.footerStart
    }
    return BoundaryPinning.footerStart(
      natural: geometry.footerStart, length: geometry.footerExtent, line: pins.visibleEnd,
      headerEnd: headerStart(of: geometry, pins: pins) + geometry.headerExtent)
  }
}
