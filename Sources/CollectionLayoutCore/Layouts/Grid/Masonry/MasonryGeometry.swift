/// A masonry section's items placed in columns: each item stacked in its column below the
/// previous one, `spacing` apart, in index order.
///
/// ```
///  gridTop ─┬─ item 0 ┐ ┌ item 1      column 0 (leading)   column 1
///           │         │ └──────      next tops: 0 → 110    0 → 60 → 150
///           │         │ ┌ item 2     item 2 goes to column 1 (60 < 110),
///           └─────────┘ │            item 3 to column 0 (110 < 150)
///           ┌ item 3    └──────
/// ```
/// Which column each item goes to is the placement's (``MasonryPlacement``): the column whose
/// next item would start highest (an empty column starts at 0), ties to the leading column;
/// with stable placement, items that kept their column across an update stay in it. Columns
/// are logical, 0 being the leading one; ``ColumnGrid`` mirrors them for right-to-left order.
///
/// Stores, per item, its column, raw top and bottom; per column, its items in index order
/// (whose tops ascend), so that a rect query is a binary search per column.
/// Cost: O(n log c) to place n items in c columns.
struct MasonryGeometry: Hashable, Sendable {
  /// The logical column of each item.
  private(set) var columnOfItem: [Int32]
  /// The raw top of each item, relative to the grid top, in points.
  private(set) var tops: [Double]
  /// The raw bottom (exclusive) of each item, relative to the grid top, in points.
  private(set) var bottoms: [Double]
  /// The items of each logical column, ascending.
  private(set) var itemsOfColumn: [[Int32]]
  /// The bottom of the tallest column relative to the grid top, without trailing spacing; 0
  /// without items.
  private(set) var totalHeight: Double

  /// Places `items` in the columns of `columns`, `spacing` points apart vertically. An item of
  /// `keptColumns` that is not `nil` stays in that logical column; the others go to the
  /// shortest column at the moment they are placed.
  ///
  /// - Precondition (asserted): every item has a height or an aspect ratio (validation
  ///   ensures it), and every kept column is below `columns.count`.
  init(items: [Item], columns: ColumnGrid, spacing: Double, keptColumns: [Int?]? = nil) {
    let count = columns.count
    let widths = (0..<count).map { columns.span(ofColumn: columns.visualColumn(ofSlot: $0)).width }
    var heap = ColumnHeap(count: count)
    var columnOfItem: [Int32] = []
    var tops: [Double] = []
    var bottoms: [Double] = []
    columnOfItem.reserveCapacity(items.count)
    tops.reserveCapacity(items.count)
    bottoms.reserveCapacity(items.count)
    var itemsOfColumn = Array(repeating: [Int32](), count: count)
    var totalHeight = 0.0
    for (index, item) in items.enumerated() {
      var column = heap.shortest
      if let kept = keptColumns?[index], kept >= 0, kept < count {
        column = kept
      }
      let top = heap.nextTops[column]
      let height = item.height(inColumnOfWidth: widths[column])
      assert(height != nil, "a masonry item without a height passed validation")
      let bottom = top + (height ?? 0)
      heap.setNextTop(bottom + spacing, ofColumn: column)
      columnOfItem.append(Int32(column))
      tops.append(top)
      bottoms.append(bottom)
      itemsOfColumn[column].append(Int32(index))
      totalHeight = max(totalHeight, bottom)
    }
    self.columnOfItem = columnOfItem
    self.tops = tops
    self.bottoms = bottoms
    self.itemsOfColumn = itemsOfColumn
    self.totalHeight = totalHeight
  }

  /// The number of items.
  var count: Int { tops.count }

  /// The items whose raw extents may meet the band `minY ..< maxY` (relative to the grid
  /// top), ascending. O(c log n + k log k) for k results.
  func candidateItems(from minY: Double, to maxY: Double) -> [Int] {
    guard maxY > minY else { return [] }
    var result: [Int] = []
    for column in itemsOfColumn {
      // Bottoms ascend within a column: the first item ending below minY, then down while
      // the items start above maxY.
      var position = firstIndex(in: column.count) { bottoms[Int(column[$0])] > minY }
      while position < column.count, tops[Int(column[position])] < maxY {
        result.append(Int(column[position]))
        position += 1
      }
    }
    result.sort()
    return result
  }
}
