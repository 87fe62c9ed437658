import CollectionLayout

/// Queries the conventional way: the pin pass over the headers, then a linear scan over every
/// materialised element, as a layout that keeps all its attributes answers
/// `layoutAttributesForElements(in:)`.
extension EagerLayout {
  /// The visible rect at `contentOffset`: `(offset.x, offset.y, viewport.width,
  /// viewport.height)`, in content coordinates.
  public func visibleRect(at contentOffset: LayoutPoint) -> LayoutRect {
    LayoutRect(origin: contentOffset, size: environment.viewport)
  }

  /// The elements whose natural frames intersect `rect`, in `ElementID` order: a linear scan
  /// over every element. O(elements).
  public func elements(in rect: LayoutRect) -> [LayoutAttributes] {
    var result: [LayoutAttributes] = []
    for element in elements where element.frame.intersects(rect) {
      result.append(element)
    }
    return result
  }

  /// The elements whose frames intersect `rect` with headers pinned as at `contentOffset`, in
  /// `ElementID` order: the pin pass (O(headers)), then a linear scan over every element in
  /// which each displaced header's record is replaced by its pinned one. O(elements).
  public func elements(in rect: LayoutRect, contentOffset: LayoutPoint) -> [LayoutAttributes] {
    let pinned = pinnedHeaders(at: contentOffset)
    var result: [LayoutAttributes] = []
    var nextPinned = 0
    for index in elements.indices {
      if nextPinned < pinned.count, pinned[nextPinned].elementIndex == index {
        let header = pinned[nextPinned].attributes
        nextPinned += 1
        if header.frame.intersects(rect) { result.append(header) }
      } else if elements[index].frame.intersects(rect) {
        result.append(elements[index])
      }
    }
    return result
  }

  /// The elements visible at `contentOffset`, pinned headers included, in `ElementID` order.
  /// O(elements).
  public func visibleElements(at contentOffset: LayoutPoint) -> [LayoutAttributes] {
    elements(in: visibleRect(at: contentOffset), contentOffset: contentOffset)
  }

  /// One scroll step the conventional way, for a layout that invalidates everything when the
  /// bounds change (as a layout with pinned headers does): lay out the whole collection again,
  /// then scan it for the elements visible at `contentOffset`. O(elements).
  public static func visibleElementsAfterRelayout(
    of scenario: Scenario, at contentOffset: LayoutPoint
  )
    throws(ScenarioError) -> [LayoutAttributes]
  {
    try EagerLayout(scenario: scenario).visibleElements(at: contentOffset)
  }

  // MARK: - Pin pass

  /// The records of the headers that pinning displaces at `contentOffset`, by ascending
  /// element index. The rule is the engine's: pinned global headers stack from
  /// `offset.y + inset.top`; pinned section headers stack below them, and each section's stack
  /// is pushed up so that it never goes below the bottom of its section.
  func pinnedHeaders(at contentOffset: LayoutPoint) -> [(
    elementIndex: Int, attributes: LayoutAttributes
  )] {
    var result: [(elementIndex: Int, attributes: LayoutAttributes)] = []
    var line = contentOffset.y + environment.contentInset.top
    for header in globalHeaders where header.isPinned && header.top < line {
      result.append((header.elementIndex, attributes(of: header, movedTo: line)))
      line += header.height
    }
    for section in sections {
      appendPinnedHeaders(of: section, pinLine: line, to: &result)
    }
    return result
  }

  /// Appends the displaced headers of `section` when its pinned headers stack from `pinLine`.
  private func appendPinnedHeaders(
    of section: PinnableSection, pinLine: Double,
    to result: inout [(elementIndex: Int, attributes: LayoutAttributes)]
  ) {
    var tops: [Double] = []
    var line = pinLine
    var stackBottom: Double?
    for header in section.headers {
      if header.isPinned && header.top < line {
        tops.append(line)
        line += header.height
        stackBottom = line
      } else {
        tops.append(header.top)
      }
    }
    guard let stackBottom else { return }
    let overflow = stackBottom - section.bottom
    for (index, header) in section.headers.enumerated() where tops[index] != header.top {
      let top = overflow > 0 ? max(header.top, tops[index] - overflow) : tops[index]
      result.append((header.elementIndex, attributes(of: header, movedTo: top)))
    }
  }

  /// The record of `header` with its raw top at `top`.
  func attributes(of header: PinnableHeader, movedTo top: Double) -> LayoutAttributes {
    var attributes = elements[header.elementIndex]
    let scale = environment.displayScale
    let snappedTop = (top * scale).rounded() / scale
    let snappedBottom = ((top + header.height) * scale).rounded() / scale
    attributes.frame.origin.y = snappedTop
    attributes.frame.size.height = max(0, snappedBottom - snappedTop)
    attributes.isPinned = top != header.top
    return attributes
  }
}
