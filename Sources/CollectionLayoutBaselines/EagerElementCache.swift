import CollectionLayout

/// Any layout done the conventional way, as UIKit's layouts cache their attributes: the common
/// attributes of every element (unpinned) computed into one array when prepared (O(elements)
/// time and memory), sorted by their top edge; a rect query binary-searches for the first
/// element that can reach the rectangle, then scans until the elements start below it. The
/// baseline of the grid's and the compositional layout's display-events rows (with
/// ``EagerDisplayDiff``); ``EagerCompositional`` is the same cache of full attributes.
public struct EagerElementCache: Sendable {
  /// Every element's common attributes, by top edge.
  public let records: [ElementAttributes]
  /// The tallest element's height, in points: how far above a rectangle an element meeting it
  /// can start.
  private let tallest: Double

  /// Lists every element of `layout` (unpinned) and sorts them by their top edge.
  public init<Layout: CollectionViewLayout>(layout: Layout) {
    var records: [ElementAttributes] = []
    layout.appendElements(in: nil, pins: nil, to: &records)
    records.sort { $0.frame.minY < $1.frame.minY }
    self.records = records
    tallest = records.reduce(0) { max($0, $1.frame.height) }
  }

  /// Replaces `found` with the records that meet `rect`, in top-edge order. O(log n + k).
  public func elements(in rect: LayoutRect, into found: inout [ElementAttributes]) {
    found.removeAll(keepingCapacity: true)
    var low = 0
    var high = records.count
    let start = rect.minY - tallest
    while low < high {
      let middle = (low + high) / 2
      if records[middle].frame.minY < start { low = middle + 1 } else { high = middle }
    }
    while low < records.count, records[low].frame.minY < rect.maxY {
      if records[low].frame.intersects(rect) { found.append(records[low]) }
      low += 1
    }
  }
}
