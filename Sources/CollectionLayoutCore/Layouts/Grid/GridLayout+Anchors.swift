/// The grid's anchors: elements below the whole pinned stack (global and section headers).
extension GridLayout {
  /// The bottom of the pinned stack at `contentOffset`: global and section headers together.
  /// O(pinned global headers + headers of one section).
  public func anchorLine(at contentOffset: LayoutPoint) -> Double {
    pinnedStackBottom(pinPass(at: contentOffset))
  }

  /// The items, headers, footers, placeholders and global headers that do not pin, visible
  /// below the bottom of the pinned stack at `contentOffset`, by top then id, each with its
  /// distance from the stack's bottom. O(g + log n + k).
  ///
  /// What ``CollectionViewLayout/visibleElementsPastAnchorLine(at:where:)`` gives for these
  /// kinds, with the elements read as the renderer's query computes them (their common
  /// attributes, nothing reference-counted) and one pin pass, rather than each element's
  /// attributes built and handed through a closure.
  public func anchorCandidates(at contentOffset: LayoutPoint) -> [ScrollAnchor] {
    candidates(at: contentOffset, reach: nil)
  }

  /// The candidates of the band that ends `reach` points past the anchor line (and one more,
  /// for rounding), as ``anchorCandidates(at:)`` orders them: every candidate less than
  /// `reach` past the line, and those past it that start inside the shorter band. Only its
  /// elements are visited: O(g + log n + k) for its k elements.
  public func anchorCandidates(at contentOffset: LayoutPoint, within reach: Double)
    -> [ScrollAnchor]?
  {
    candidates(at: contentOffset, reach: reach)
  }

  /// The candidates of the band at `contentOffset`, `reach` points long past the anchor line
  /// (the whole band when `nil`).
  private func candidates(at contentOffset: LayoutPoint, reach: Double?) -> [ScrollAnchor] {
    let pins = pinPass(at: contentOffset)
    guard
      let band = AnchorBand(
        of: self, at: contentOffset, line: pinnedStackBottom(pins), reach: reach)
    else { return [] }
    var consumer = GridAnchorCandidates(globalHeaders: globalHeaders)
    LentValue.lend(self) { layout in
      LentValue.lend(Optional(pins)) { pins in
        GridVisitor(layout: layout, rect: band.rect, pins: pins).visit(into: &consumer)
      }
    }
    return band.anchors(of: &consumer.candidates)
  }
}

/// The grid's anchor candidates among the elements of a band, in the order they are listed:
/// items, footers, placeholders, headers not displaced by pinning, and global headers that do
/// not pin.
private struct GridAnchorCandidates: ElementConsumer {
  /// The layout's global headers: whether each pins.
  let globalHeaders: [Supplementary]
  /// The candidates so far, in listing order.
  var candidates: [AnchorCandidate] = []
  /// The position of the next element in the listing, every element counted.
  private var position = 0

  init(globalHeaders: [Supplementary]) {
    self.globalHeaders = globalHeaders
    candidates.reserveCapacity(64)
  }

  /// Every element of the band is examined.
  var wantsMore: Bool { true }

  mutating func take(_ element: LayoutAttributes) {
    take(common: element.common)
  }

  mutating func take(common element: ElementAttributes) {
    defer { position += 1 }
    let isCandidate: Bool
    switch element.id.kind {
    case .item, .footer, .placeholder: isCandidate = true
    case .header: isCandidate = element.isPinned != true
    case .globalHeader:
      let index = element.id.indexes[0]
      isCandidate = globalHeaders.indices.contains(index) && !globalHeaders[index].isPinned
    default: isCandidate = false
    }
    guard isCandidate else { return }
    // The grid scrolls vertically: the leading edge is the top.
    candidates.append(AnchorCandidate(edge: element.frame.minY, position: position, id: element.id))
  }
}
