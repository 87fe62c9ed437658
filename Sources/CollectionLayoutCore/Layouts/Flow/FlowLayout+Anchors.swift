/// A flow layout's anchors: elements below the pinned header, never a pinned header or footer.
///
/// ```
///  visibleStart ──┬─ header/S/0 pinned here (not an anchor: it is not at its natural place)
///                 │
///  anchor line ───┴─ the pinned header's trailing edge: the reader's content starts here
/// ```
extension FlowLayout {
  /// The trailing edge of the header pinned at the leading edge of the visible content at
  /// `contentOffset` (the bottom of a pinned header when scrolling vertically), or the
  /// visible content's leading edge when no header is displaced there. O(log sections).
  public func anchorLine(at contentOffset: LayoutPoint) -> Double {
    let pins = pinPass(at: contentOffset)
    let line = pins.visibleStart
    guard configuration.sectionHeadersPinToVisibleBounds else { return line }
    let bottoms = sectionBottoms
    let section = firstIndex(in: bottoms.count) { bottoms[$0] > line }
    guard geometries.indices.contains(section) else { return line }
    let geometry = geometries[section]
    guard geometry.headerExtent > 0 else { return line }
    let start = headerStart(of: geometry, pins: pins)
    guard start != geometry.top else { return line }
    return max(line, start + geometry.headerExtent)
  }

  /// The items, and the headers and footers that are not pinned, visible past the anchor line
  /// at `contentOffset`, by leading edge then id, each with its distance from the line: a
  /// pinned element is not where it would be found again once laid out anew. O(log n + k).
  public func anchorCandidates(at contentOffset: LayoutPoint) -> [ScrollAnchor] {
    visibleElementsPastAnchorLine(at: contentOffset) { element in
      switch element.kind {
      case .item: return true
      case .header, .footer: return element.isPinned != true
      default: return false
      }
    }
  }
}
