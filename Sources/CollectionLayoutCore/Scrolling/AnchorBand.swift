/// Where a layout looks for the reader's place at a content offset: the part of the visible
/// rect past the anchor line, along the layout's ``CollectionViewLayout/scrollAxis``.
///
/// ```
///  ┌──────── visible rect ────────┐
///  │ pinned stack                 │
///  ├──────── anchor line ─────────┤ ─┬─ stackHeight: the line's distance past the offset
///  │ rect: the candidates are the │   │   (the pinned stack's height)
///  │ elements that meet it        │   │
///  └──────────────────────────────┘ ─┘
/// ```
///
/// Shared by the default ``CollectionViewLayout/visibleElementsPastAnchorLine(at:where:)``
/// and the layouts that list their candidates their own way (the grid's, without building
/// each element's attributes): both order the candidates the same way.
struct AnchorBand {
  /// The part of the visible rect past the anchor line, in content coordinates.
  let rect: LayoutRect
  /// The anchor line, along the scroll axis, in content coordinates.
  let line: Double
  /// The anchor line's distance past the content offset along the scroll axis, in points.
  let stackHeight: Double

  /// The band of `layout` at `contentOffset` whose anchor line is `line` (the layout's
  /// ``CollectionViewLayout/anchorLine(at:)``); `nil` when the line is at or past the trailing
  /// edge of the visible rect, where nothing can anchor.
  ///
  /// With `reach` (0 when negative), the band ends `reach` points past the line, and one more
  /// (so that an edge less than `reach` past the line by subtraction is inside it whatever the
  /// rounding), when the visible rect ends further: it then holds every element of the whole
  /// band whose leading edge is less than `reach` past the line (such an element meets the
  /// whole band, so it reaches past the line, and starts before the shorter band ends),
  /// listed in the same order.
  init?(
    of layout: some CollectionViewLayout, at contentOffset: LayoutPoint, line: Double,
    reach: Double? = nil
  ) {
    let visible = layout.visibleRect(at: contentOffset)
    switch layout.scrollAxis {
    case .vertical:
      guard visible.maxY > line else { return nil }
      let length = min(visible.maxY - line, reach.map { max(0, $0) + 1 } ?? .infinity)
      rect = LayoutRect(x: visible.minX, y: line, width: visible.width, height: length)
    case .horizontal:
      guard visible.maxX > line else { return nil }
      let length = min(visible.maxX - line, reach.map { max(0, $0) + 1 } ?? .infinity)
      rect = LayoutRect(x: line, y: visible.minY, width: length, height: visible.height)
    }
    self.line = line
    stackHeight = line - contentOffset.coordinate(along: layout.scrollAxis)
  }

  /// The anchors of `candidates` (each one's leading edge, its position in the listing of
  /// ``rect``, and its id), best first: by leading edge, then by position (the listing is in
  /// id order). Sorts `candidates` in place.
  func anchors(of candidates: inout [AnchorCandidate]) -> [ScrollAnchor] {
    candidates.sort { ($0.edge, $0.position) < ($1.edge, $1.position) }
    return candidates.map {
      ScrollAnchor(id: $0.id, distance: $0.edge - line, stackHeight: stackHeight)
    }
  }
}

/// An element that can anchor, as ``AnchorBand/anchors(of:)`` orders it: only its leading
/// edge along the scroll axis (content coordinates), its position in the band's listing
/// (0-based, counting every element listed) and its id, not its attributes (about 190 bytes).
struct AnchorCandidate {
  /// The element's leading edge along the scroll axis, in content coordinates.
  var edge: Double
  /// The element's position in the listing of the band, every element counted.
  var position: Int
  /// The element.
  var id: ElementID
}
