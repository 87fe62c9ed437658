/// The reader's place: an element visible just below the pinned stack, and its distance from
/// the stack's bottom. Captured before a change (a resize, a batch update) and restored after
/// it, so the content the reader was looking at stays where it was.
///
/// ```
///  ┌───────────── viewport ─────────────┐
///  │ pinned stack (global + section)    │
///  ├──────────── stack bottom ──────────┤ ─┬─
///  │                                    │  │ distance (negative when the anchor is
///  │  ┌─ anchor ────────────────────┐   │ ─┴─ partly under the stack)
///  │  └─────────────────────────────┘   │
///  └────────────────────────────────────┘
/// ```
/// The anchor is the element with the smallest top, then the smallest ``ElementID``, among
/// the items, headers, footers, placeholders and global headers that do not pin, whose frames
/// reach below the stack bottom and start above the bottom of the viewport. Decorations and
/// displaced (pinned) headers are never anchors.
public struct ScrollAnchor: Hashable, Sendable, Codable {
  /// The anchored element.
  public var id: ElementID
  /// Its top minus the bottom of the pinned stack, in points.
  public var distance: Double
  /// The height of the pinned stack below the content offset (stack bottom minus offset.y),
  /// in points.
  public var stackHeight: Double

  /// Creates an anchor.
  public init(id: ElementID, distance: Double, stackHeight: Double) {
    self.id = id
    self.distance = distance
    self.stackHeight = stackHeight
  }
}

extension GridLayout {
  /// The reader's place at `contentOffset`, or `nil` when no candidate element is visible
  /// below the pinned stack. O(g + log n + k).
  public func scrollAnchor(at contentOffset: Point) -> ScrollAnchor? {
    let (candidates, stackHeight) = anchorCandidates(at: contentOffset)
    guard let first = candidates.first else { return nil }
    return ScrollAnchor(id: first.element.id, distance: first.distance, stackHeight: stackHeight)
  }

  /// The content offset that puts `anchor` back at its distance below the pinned stack in this
  /// layout, keeping `contentOffset.x`, clamped to ``validContentOffsets``. Without an anchor,
  /// or when this layout has no such element, `contentOffset` clamped.
  public func contentOffset(restoring anchor: ScrollAnchor?, from contentOffset: Point) -> Point {
    guard let anchor, let element = attributes(for: anchor.id) else {
      return clampedContentOffset(contentOffset)
    }
    return self.contentOffset(
      placing: element.frame.minY, at: anchor.distance, belowStackOf: anchor.stackHeight,
      from: contentOffset)
  }

  /// The content offset that puts content-coordinate `top` at `distance` below the pinned
  /// stack, `stackHeight` being the stack's height at the old offset; keeps `contentOffset.x`;
  /// clamped to ``validContentOffsets``.
  func contentOffset(
    placing top: Double, at distance: Double, belowStackOf stackHeight: Double,
    from contentOffset: Point
  ) -> Point {
    var offset = Point(x: contentOffset.x, y: top - distance - stackHeight)
    // The stack may differ at the new offset (another section's headers pin): correct once.
    let stackBottom = pinnedStackBottom(pinState(at: offset))
    offset.y += (top - stackBottom) - distance
    return clampedContentOffset(offset)
  }

  /// The anchor candidates visible below the pinned stack at `contentOffset`, by top then id,
  /// each with its distance from the stack's bottom; and the stack's height.
  func anchorCandidates(at contentOffset: Point) -> (
    candidates: [(element: LayoutAttributes, distance: Double)], stackHeight: Double
  ) {
    let pins = pinState(at: contentOffset)
    let stackBottom = pinnedStackBottom(pins)
    let visible = visibleRect(at: contentOffset)
    guard visible.maxY > stackBottom else { return ([], stackBottom - contentOffset.y) }
    let band = Rect(
      x: visible.minX, y: stackBottom, width: visible.width, height: visible.maxY - stackBottom)
    var examined = 0
    let candidates = elements(in: band, pins: pins, examined: &examined)
      .filter(isAnchorCandidate)
      .enumerated()
      .sorted { ($0.element.frame.minY, $0.offset) < ($1.element.frame.minY, $1.offset) }
      .map { ($0.element, $0.element.frame.minY - stackBottom) }
    return (candidates, stackBottom - contentOffset.y)
  }

  private func isAnchorCandidate(_ element: LayoutAttributes) -> Bool {
    switch element.kind {
    case .item, .footer, .placeholder: return true
    case .header: return element.isPinned != true
    case .globalHeader:
      if case .globalHeader(let index) = element.id { return !globalHeaders[index].isPinned }
      return false
    case .background, .rowSeparator, .columnSeparator, .sectionSeparator: return false
    }
  }
}
