/// The reader's place: an element visible just below what is pinned, and its distance from
/// the anchor line, the bottom of the pinned stack. Captured before a change (a resize, a
/// batch update) and restored after it, so the content the reader was looking at stays where
/// it was.
///
/// ```
///  ┌───────────── viewport ─────────────┐
///  │ pinned stack (global + section)    │
///  ├──────────── anchor line ───────────┤ ─┬─
///  │                                    │  │ distance (negative when the anchor is
///  │  ┌─ anchor ────────────────────┐   │ ─┴─ partly under the stack)
///  │  └─────────────────────────────┘   │
///  └────────────────────────────────────┘
/// ```
/// Which elements can anchor is the layout's choice
/// (``CollectionViewLayout/anchorCandidates(at:)``): for the grid, the element with the
/// smallest top, then the smallest ``ElementID``, among the items, headers, footers,
/// placeholders and global headers that do not pin, whose frames reach below the stack bottom
/// and start above the bottom of the viewport. Decorations and displaced (pinned) headers are
/// never anchors.
public struct ScrollAnchor: Hashable, Sendable, Codable {
  /// The anchored element.
  public var id: ElementID
  /// Its top minus the anchor line, in points.
  public var distance: Double
  /// The anchor line's distance below the content offset (for the grid: the height of the
  /// pinned stack below `offset.y`), in points.
  public var stackHeight: Double

  /// Creates an anchor.
  public init(id: ElementID, distance: Double, stackHeight: Double) {
    self.id = id
    self.distance = distance
    self.stackHeight = stackHeight
  }
}

extension CollectionViewLayout {
  /// The reader's place at `contentOffset`: the first of
  /// ``CollectionViewLayout/anchorCandidates(at:)``, or `nil` when no candidate is visible.
  public func scrollAnchor(at contentOffset: Point) -> ScrollAnchor? {
    anchorCandidates(at: contentOffset).first
  }

  /// The content offset that puts `anchor`'s element back at its distance below the anchor
  /// line in this layout, clamped to ``CollectionViewLayout/validContentOffsets``. Without an
  /// anchor, or when this layout has no such element, `contentOffset` clamped.
  public func contentOffset(restoring anchor: ScrollAnchor?, from contentOffset: Point) -> Point {
    guard let anchor, let element = attributes(for: anchor.id, pins: nil) else {
      return clampedContentOffset(contentOffset)
    }
    return self.contentOffset(
      placing: element.frame, distance: anchor.distance, stackHeight: anchor.stackHeight,
      from: contentOffset)
  }

  /// `offset.y + inset.top`: the anchor line of a layout in which nothing pins.
  public func anchorLine(at contentOffset: Point) -> Double {
    contentOffset.y + environment.contentInset.top
  }

  /// The visible `item`, `header`, `footer` and `placeholder` elements whose frames reach
  /// below the anchor line, by top then id, with their distances from it.
  public func anchorCandidates(at contentOffset: Point) -> [ScrollAnchor] {
    visibleElementsBelowAnchorLine(at: contentOffset) { element in
      element.kind == .item || element.kind == .header || element.kind == .footer
        || element.kind == .placeholder
    }
  }

  /// The elements visible below the anchor line at `contentOffset` that `isCandidate`
  /// accepts, by top then id, as anchors. O(pin pass + log n + k).
  public func visibleElementsBelowAnchorLine(
    at contentOffset: Point, where isCandidate: (LayoutAttributes) -> Bool
  ) -> [ScrollAnchor] {
    let line = anchorLine(at: contentOffset)
    let stackHeight = line - contentOffset.y
    let visible = visibleRect(at: contentOffset)
    guard visible.maxY > line else { return [] }
    let band = Rect(x: visible.minX, y: line, width: visible.width, height: visible.maxY - line)
    return elements(in: band, pins: pinPass(at: contentOffset), limit: .max)
      .filter(isCandidate)
      .sortedByTop()
      .map { ScrollAnchor(id: $0.id, distance: $0.frame.minY - line, stackHeight: stackHeight) }
  }

  /// `y = frame.minY - distance - stackHeight`, then corrected once by the anchor line at that
  /// offset (what is pinned may differ there: another section's headers); `x` kept; clamped.
  public func contentOffset(
    placing frame: Rect, distance: Double, stackHeight: Double, from contentOffset: Point
  ) -> Point {
    let top = frame.minY
    var offset = Point(x: contentOffset.x, y: top - distance - stackHeight)
    offset.y += (top - anchorLine(at: offset)) - distance
    return clampedContentOffset(offset)
  }
}

extension Array where Element == LayoutAttributes {
  /// The elements ordered by the top of their frames, elements with the same top kept in
  /// their order (ids, for a query's results).
  func sortedByTop() -> [LayoutAttributes] {
    enumerated()
      .sorted { ($0.element.frame.minY, $0.offset) < ($1.element.frame.minY, $1.offset) }
      .map(\.element)
  }
}
