/// The reader's place: an element visible just below what is pinned, and its distance from
/// the anchor line, the bottom of the pinned stack (along the layout's
/// ``CollectionViewLayout/scrollAxis``: for a horizontal layout, distances are along x). Captured before a change (a resize, a
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
public struct ScrollAnchor: Hashable, Sendable {
  /// The anchored element.
  public var id: ElementID
  /// Its top minus the anchor line, in points.
  public var distance: Double
  /// The anchor line's distance past the content offset along the scroll axis (for the grid:
  /// the height of the pinned stack below `offset.y`), in points.
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
  public func scrollAnchor(at contentOffset: LayoutPoint) -> ScrollAnchor? {
    anchorCandidates(at: contentOffset).first
  }

  /// The content offset that puts `anchor`'s element back at its distance below the anchor
  /// line in this layout, clamped to ``CollectionViewLayout/validContentOffsets``. Without an
  /// anchor, or when this layout has no such element, `contentOffset` clamped.
  public func contentOffset(restoring anchor: ScrollAnchor?, from contentOffset: LayoutPoint)
    -> LayoutPoint
  {
    guard let anchor, let element = attributes(for: anchor.id, pins: nil) else {
      return clampedContentOffset(contentOffset)
    }
    return self.contentOffset(
      placing: element.frame, distance: anchor.distance, stackHeight: anchor.stackHeight,
      from: contentOffset)
  }

  /// Vertical content.
  public var scrollAxis: ScrollAxis { .vertical }

  /// The offset plus the leading inset along ``CollectionViewLayout/scrollAxis``
  /// (`offset.y + inset.top` for vertical content): the anchor line of a layout in which
  /// nothing pins.
  public func anchorLine(at contentOffset: LayoutPoint) -> Double {
    contentOffset.coordinate(along: scrollAxis)
      + environment.contentInset.leading(along: scrollAxis)
  }

  /// The visible `item`, `header`, `footer` and `placeholder` elements whose frames reach
  /// past the anchor line, by leading edge then id, with their distances from it.
  public func anchorCandidates(at contentOffset: LayoutPoint) -> [ScrollAnchor] {
    visibleElementsPastAnchorLine(at: contentOffset) { element in
      element.kind == .item || element.kind == .header || element.kind == .footer
        || element.kind == .placeholder
    }
  }

  /// `nil`: no shorter list than ``CollectionViewLayout/anchorCandidates(at:)``, which a
  /// layout's own may order as it likes. A layout that lists the candidates near the anchor
  /// line for less, in an order by distance, says so by implementing this.
  public func anchorCandidates(at contentOffset: LayoutPoint, within reach: Double)
    -> [ScrollAnchor]?
  {
    nil
  }

  /// The elements visible past the anchor line at `contentOffset` that `isCandidate`
  /// accepts, by leading edge (along ``CollectionViewLayout/scrollAxis``) then id, as
  /// anchors. O(pin pass + log n + k).
  public func visibleElementsPastAnchorLine(
    at contentOffset: LayoutPoint, where isCandidate: (LayoutAttributes) -> Bool
  ) -> [ScrollAnchor] {
    let axis = scrollAxis
    guard let band = AnchorBand(of: self, at: contentOffset, line: anchorLine(at: contentOffset))
    else { return [] }
    // The candidates by leading edge, then by their order in the query (ids): the elements
    // are visited in place (``CollectionViewLayout/forEachElement(in:pins:_:)``, the listing of
    // ``CollectionViewLayout/elements(in:pins:limit:)`` in its order), and only each
    // candidate's edge, position and id kept, not an array of the attributes (about 190 bytes
    // each).
    var candidates: [AnchorCandidate] = []
    candidates.reserveCapacity(64)
    var position = 0
    forEachElement(in: band.rect, pins: pinPass(at: contentOffset)) { element in
      if isCandidate(element) {
        candidates.append(
          AnchorCandidate(
            edge: element.frame.leadingEdge(along: axis), position: position, id: element.id))
      }
      position += 1
      return true
    }
    return band.anchors(of: &candidates)
  }

  /// Along ``CollectionViewLayout/scrollAxis``: `frame`'s leading edge minus `distance` and
  /// `stackHeight`, then corrected once by the anchor line at that offset (what is pinned may
  /// differ there: another section's headers); the other coordinate kept; clamped.
  public func contentOffset(
    placing frame: LayoutRect, distance: Double, stackHeight: Double,
    from contentOffset: LayoutPoint
  ) -> LayoutPoint {
    let axis = scrollAxis
    let edge = frame.leadingEdge(along: axis)
    var offset = contentOffset.setting(edge - distance - stackHeight, along: axis)
    let correction = (edge - anchorLine(at: offset)) - distance
    offset = offset.setting(offset.coordinate(along: axis) + correction, along: axis)
    return clampedContentOffset(offset)
  }
}
