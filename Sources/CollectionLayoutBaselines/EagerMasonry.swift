import CollectionLayout

/// A masonry section of an ``EagerLayout``, placed the conventional way
/// (CHTCollectionViewWaterfallLayout's): every item, in index order, goes to the column whose
/// next item would start highest, found by scanning the columns (O(n · c) for n items in c
/// columns), ties to the leading column; nothing is indexed for queries. The same rule and
/// arithmetic as the engine's, so the two agree to the last bit.
struct EagerMasonry {
  /// Where an item is: its logical column (0 = leading) and its raw top and bottom relative to
  /// the grid top, in points.
  struct Place {
    var column: Int
    var top: Double
    var bottom: Double
  }

  /// Each item's place, in index order.
  var places: [Place] = []
  /// The bottom of the tallest column, without trailing spacing, in points.
  var height = 0.0

  /// Places `items` (each with a height or an aspect ratio) in columns whose logical slots are
  /// `slotWidths` wide, `spacing` points apart vertically.
  init(items: ItemList, slotWidths: [Double], spacing: Double) {
    var nextTops = Array(repeating: 0.0, count: max(1, slotWidths.count))
    places.reserveCapacity(items.count)
    for item in items {
      var column = 0
      for candidate in nextTops.indices where nextTops[candidate] < nextTops[column] {
        column = candidate
      }
      let top = nextTops[column]
      let own = item.height ?? item.aspectRatio.map { slotWidths[column] / $0 } ?? 0
      let bottom = top + own
      nextTops[column] = bottom + spacing
      places.append(Place(column: column, top: top, bottom: bottom))
      height = max(height, bottom)
    }
  }
}
