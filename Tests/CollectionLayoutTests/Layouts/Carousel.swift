import CollectionLayout

/// A layout written as a user of the package would: a horizontal carousel, every item of every
/// section in one row, `itemWidth` wide and `spacing` apart, as tall as the visible content.
/// Only the protocol's requirements, its scroll axis and where a fling rests (snapped to an
/// item): updates, transitions, target offsets and frames come from the engine.
struct Carousel: CollectionViewLayout {
  var environment: LayoutEnvironment
  var sections: [LayoutSection]
  var itemWidth = 100.0
  var spacing = 10.0

  /// Updates and resizes keep the reader's place along x.
  var scrollAxis: ScrollAxis { .horizontal }

  /// The position in the row of each section's first item.
  private var starts: [Int] {
    sections.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.items.count) }
  }

  var contentSize: LayoutSize {
    let count = Double(starts[sections.count])
    return LayoutSize(width: max(0, count * (itemWidth + spacing) - spacing), height: height)
  }

  private var height: Double { environment.visibleContentHeight }

  /// A fling rests with an item's leading edge at the left of the view: the item whose edge
  /// is nearest where the deceleration would rest.
  func targetContentOffset(
    forProposedContentOffset proposedContentOffset: LayoutPoint,
    withScrollingVelocity _: LayoutPoint, releasedAt _: LayoutPoint
  ) -> LayoutPoint {
    let pitch = itemWidth + spacing
    let item = (proposedContentOffset.x / pitch).rounded()
    return LayoutPoint(x: item * pitch, y: proposedContentOffset.y)
  }

  func laidOut(
    sections: [LayoutSection], in environment: LayoutEnvironment, carrying _: UpdateMapping?
  )
    throws(LayoutError) -> Carousel
  {
    Carousel(environment: environment, sections: sections, itemWidth: itemWidth, spacing: spacing)
  }

  func elements(in rect: LayoutRect?, pins _: Void?, limit: Int) -> [LayoutAttributes] {
    var result: [LayoutAttributes] = []
    for (section, start) in zip(sections.indices, starts) {
      let count = sections[section].items.count
      // The positions in the row that may meet the rect, clamped to this section's items.
      func position(_ x: Double) -> Int { Int(min(max(x / (itemWidth + spacing), 0), 1e9)) }
      let first = rect.map { max(0, position($0.minX) - start) } ?? 0
      let end = rect.map { min(count, position($0.maxX) + 1 - start) } ?? count
      for item in first..<max(first, end) {
        guard let element = attributes(for: .item(section: section, item: item)) else { continue }
        if rect.map(element.frame.intersects) ?? true { result.append(element) }
      }
    }
    return result
  }

  func attributes(for id: ElementID, pins _: Void? = nil) -> LayoutAttributes? {
    guard let path = id.itemPath, sections.indices.contains(path.section),
      (0..<sections[path.section].items.count).contains(path.item)
    else { return nil }
    let x = Double(starts[path.section] + path.item) * (itemWidth + spacing)
    return LayoutAttributes(
      id: id, frame: LayoutRect(x: x, y: 0, width: itemWidth, height: height), zIndex: 1)
  }
}
