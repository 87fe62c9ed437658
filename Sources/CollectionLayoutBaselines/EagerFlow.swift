import CollectionLayout

/// A vertical flow layout computed the way `UICollectionViewFlowLayout` caches it: every
/// item's attributes worked out in `prepare` (lines broken greedily, full lines justified, a
/// lone item centered, the last line packed, items centered in their line) into one array of
/// attributes, with each item's line extent beside it; a query binary-searches the lines and
/// copies the records that meet the rect. The benchmark's baseline for the flow rows: the same
/// rules as ``FlowLayout``, without its arithmetic lines for uniform sections.
///
/// Cost: O(items) to prepare, for uniform items too; a query is O(log n + k).
public struct EagerFlow: Sendable {
  /// Every element's attributes (each section's header, then its items), in `ElementID`
  /// order.
  public private(set) var records: [ElementAttributes] = []
  /// The top and bottom of the line (or header) of each record, in points: non-decreasing.
  private var lineTops: [Double] = []
  private var lineBottoms: [Double] = []
  /// The height of the content, in points.
  public private(set) var contentHeight = 0.0

  /// Lays out `sections`, each a list of item sizes, in lines `width` points wide, with the
  /// flow layout's spacings and insets and a header of `headerHeight` per section.
  public init(
    sections: [[LayoutSize]], width: Double, inset: LayoutInsets, lineSpacing: Double,
    interitemSpacing: Double, headerHeight: Double
  ) {
    let lineLength = width - inset.left - inset.right
    var y = 0.0
    records.reserveCapacity(sections.reduce(sections.count) { $0 + $1.count })
    for (section, sizes) in sections.enumerated() {
      append(
        ElementAttributes(
          id: .header(section: section, index: 0),
          frame: LayoutRect(x: 0, y: y, width: width, height: headerHeight),
          zIndex: ZIndex.pinnedSectionHeader, isPinned: false),
        top: y, bottom: y + headerHeight)
      y += headerHeight + inset.top
      var index = 0
      while index < sizes.count {
        let first = index
        var used = sizes[index].width
        var thickness = sizes[index].height
        index += 1
        while index < sizes.count, used + interitemSpacing + sizes[index].width <= lineLength {
          used += interitemSpacing + sizes[index].width
          thickness = max(thickness, sizes[index].height)
          index += 1
        }
        let count = index - first
        let lengths = used - Double(count - 1) * interitemSpacing
        var x = inset.left
        var gap = interitemSpacing
        if index < sizes.count {
          if count == 1 {
            x += (lineLength - sizes[first].width) / 2
          } else {
            gap = (lineLength - lengths) / Double(count - 1)
          }
        }
        for item in first..<index {
          let size = sizes[item]
          append(
            ElementAttributes(
              id: .item(section: section, item: item),
              frame: LayoutRect(
                x: x, y: y + (thickness - size.height) / 2, width: size.width,
                height: size.height),
              zIndex: ZIndex.item),
            top: y, bottom: y + thickness)
          x += size.width + gap
        }
        y += thickness + (index < sizes.count ? lineSpacing : 0)
      }
      y += inset.bottom
    }
    contentHeight = y
  }

  private mutating func append(_ record: ElementAttributes, top: Double, bottom: Double) {
    records.append(record)
    lineTops.append(top)
    lineBottoms.append(bottom)
  }

  /// Replaces `found` with the records that meet `rect`, in order. O(log n + k).
  public func elements(in rect: LayoutRect, into found: inout [ElementAttributes]) {
    found.removeAll(keepingCapacity: true)
    var low = 0
    var high = records.count
    while low < high {
      let middle = (low + high) / 2
      if lineBottoms[middle] > rect.minY { high = middle } else { low = middle + 1 }
    }
    var index = low
    while index < records.count, lineTops[index] < rect.maxY {
      if records[index].frame.intersects(rect) { found.append(records[index]) }
      index += 1
    }
  }
}
