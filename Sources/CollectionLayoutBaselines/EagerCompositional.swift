import CollectionLayout

/// A compositional layout done the conventional way, as UIKit's layout caches its attributes:
/// every element's attributes computed into one array when the layout is prepared (O(items)),
/// sorted by their top edge, and a rect query answered by a binary search for the first
/// element that can reach the rectangle, then a scan until the elements start below it. The
/// benchmark's baseline for `CompositionalLayout`, which keeps no per-item record.
public struct EagerCompositional: Sendable {
  /// Every element, by top edge.
  public let elements: [LayoutAttributes]
  /// The tallest element's height, in points: how far above a rectangle an element meeting it
  /// can start.
  private let tallest: Double

  /// Computes every element of `layout` (unpinned) and sorts them by their top edge.
  public init(layout: CompositionalLayout) {
    var elements = layout.elements(in: nil, pins: nil, limit: .max)
    elements.sort { $0.frame.minY < $1.frame.minY }
    self.elements = elements
    tallest = elements.reduce(0) { max($0, $1.frame.height) }
  }

  /// The elements meeting `rect`, in top-edge order.
  public func elements(in rect: LayoutRect) -> [LayoutAttributes] {
    var low = 0
    var high = elements.count
    let start = rect.minY - tallest
    while low < high {
      let middle = (low + high) / 2
      if elements[middle].frame.minY < start { low = middle + 1 } else { high = middle }
    }
    var found: [LayoutAttributes] = []
    while low < elements.count, elements[low].frame.minY < rect.maxY {
      if elements[low].frame.intersects(rect) { found.append(elements[low]) }
      low += 1
    }
    return found
  }
}
