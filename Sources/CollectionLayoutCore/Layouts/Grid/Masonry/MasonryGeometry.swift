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
  /// The items of every logical column, column by column, each column's ascending: those of
  /// column c are `columnItems[columnStarts[c] ..< columnStarts[c + 1]]` (one array, not one
  /// per column: an update of a masonry section allocates and copies them once).
  private(set) var columnItems: [Int32]
  /// Where each column's items start in ``columnItems``, and the end: `columns + 1` offsets.
  private(set) var columnStarts: [Int]
  /// The bottom of the tallest column relative to the grid top, without trailing spacing; 0
  /// without items.
  private(set) var totalHeight: Double

  /// Places `items` in the columns of `columns`, `spacing` points apart vertically. An item of
  /// `keptColumns` that is not `nil` stays in that logical column; the others go to the
  /// shortest column at the moment they are placed.
  ///
  /// - Precondition (asserted): every item has a height or an aspect ratio (validation
  ///   ensures it), and every kept column is below `columns.count`.
  init(items: ItemList, columns: ColumnGrid, spacing: Double, keptColumns: [Int32?]? = nil) {
    let count = columns.count
    let widths = (0..<count).map { columns.span(ofColumn: columns.visualColumn(ofSlot: $0)).width }
    let itemCount = items.count
    var heap = ColumnHeap(count: count)
    var totalHeight = 0.0
    var columnOfItem: [Int32] = []
    var bottoms: [Double] = []
    // The items are read in place and the results written into uninitialized buffers:
    // copying an item out of the list (its id retained and released), appending to growing
    // arrays and zeroing arrays first cost more than placing the items.
    let tops = [Double](unsafeUninitializedCapacity: itemCount) { tops, toppedCount in
      bottoms = [Double](unsafeUninitializedCapacity: itemCount) { bottoms, bottomedCount in
        columnOfItem = [Int32](unsafeUninitializedCapacity: itemCount) { columnOfItem, placed in
          _ = items.forEachPiece(in: 0..<itemCount) { pieceItems, start in
            for offset in pieceItems.indices {
              let index = start + offset
              // A kept column first: the shortest column is looked for only when needed.
              let column: Int
              if let kept = keptColumns?[index], kept >= 0, kept < count {
                column = Int(kept)
              } else {
                column = heap.shortest
              }
              let top = heap.nextTop(ofColumn: column)
              let height = pieceItems[offset].height(inColumnOfWidth: widths[column])
              assert(height != nil, "a masonry item without a height passed validation")
              let bottom = top + (height ?? 0)
              heap.setNextTop(bottom + spacing, ofColumn: column)
              columnOfItem.initializeElement(at: index, to: Int32(column))
              tops.initializeElement(at: index, to: top)
              bottoms.initializeElement(at: index, to: bottom)
              totalHeight = max(totalHeight, bottom)
            }
            return true
          }
          placed = itemCount
        }
        bottomedCount = itemCount
      }
      toppedCount = itemCount
    }
    (columnItems, columnStarts) = Self.itemsOfColumns(columnOfItem, count: count)
    self.columnOfItem = columnOfItem
    self.tops = tops
    self.bottoms = bottoms
    self.totalHeight = totalHeight
  }

  /// The items of each of `count` columns, ascending, from the column of each item: counted,
  /// then written into one array at each column's offset (``columnItems`` and
  /// ``columnStarts``). O(items + columns).
  private static func itemsOfColumns(
    _ columnOfItem: [Int32], count: Int
  ) -> (items: [Int32], starts: [Int]) {
    var starts = [Int](repeating: 0, count: count + 1)
    for column in columnOfItem { starts[Int(column) + 1] += 1 }
    for column in 0..<count { starts[column + 1] += starts[column] }
    var ordered = [Int32](repeating: 0, count: columnOfItem.count)
    var next = starts
    columnOfItem.withUnsafeBufferPointer { columnOfItem in
      ordered.withUnsafeMutableBufferPointer { ordered in
        next.withUnsafeMutableBufferPointer { next in
          for index in columnOfItem.indices {
            let column = Int(columnOfItem[index])
            ordered[next[column]] = Int32(index)
            next[column] += 1
          }
        }
      }
    }
    return (ordered, starts)
  }

  /// The number of items.
  var count: Int { tops.count }

  /// The items whose raw extents may meet the band `minY ..< maxY` (relative to the grid
  /// top), ascending. O(c log n + k log k) for k results.
  func candidateItems(from minY: Double, to maxY: Double) -> [Int] {
    guard maxY > minY else { return [] }
    var result: [Int] = []
    for column in 0..<columnStarts.count - 1 {
      let start = columnStarts[column]
      let end = columnStarts[column + 1]
      // Bottoms ascend within a column: the first item ending below minY, then down while
      // the items start above maxY.
      var position =
        start + firstIndex(in: end - start) { bottoms[Int(columnItems[start + $0])] > minY }
      while position < end, tops[Int(columnItems[position])] < maxY {
        result.append(Int(columnItems[position]))
        position += 1
      }
    }
    result.sort()
    return result
  }
}
