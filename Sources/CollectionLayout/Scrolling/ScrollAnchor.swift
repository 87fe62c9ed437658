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
    let pins = pinState(at: contentOffset)
    let stackBottom = pinnedStackBottom(pins)
    let visible = visibleRect(at: contentOffset)
    guard visible.maxY > stackBottom else { return nil }
    let band = Rect(
      x: visible.minX, y: stackBottom, width: visible.width, height: visible.maxY - stackBottom)
    var examined = 0
    var best: LayoutAttributes?
    for element in elements(in: band, pins: pins, examined: &examined)
    where isAnchorCandidate(element) {
      if let current = best, current.frame.minY <= element.frame.minY { continue }
      best = element
    }
    guard let best else { return nil }
    return ScrollAnchor(
      id: best.id, distance: best.frame.minY - stackBottom,
      stackHeight: stackBottom - contentOffset.y)
  }

  /// The content offset that puts `anchor` back at its distance below the pinned stack in this
  /// layout, keeping `contentOffset.x`, clamped to ``validContentOffsets``. Without an anchor,
  /// or when this layout has no such element, `contentOffset` clamped.
  public func contentOffset(restoring anchor: ScrollAnchor?, from contentOffset: Point) -> Point {
    guard let anchor, let element = attributes(for: anchor.id) else {
      return clampedContentOffset(contentOffset)
    }
    var offset = Point(
      x: contentOffset.x, y: element.frame.minY - anchor.distance - anchor.stackHeight)
    // The stack may differ at the new offset (another section's headers pin): correct once.
    let stackBottom = pinnedStackBottom(pinState(at: offset))
    offset.y += (element.frame.minY - stackBottom) - anchor.distance
    return clampedContentOffset(offset)
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
