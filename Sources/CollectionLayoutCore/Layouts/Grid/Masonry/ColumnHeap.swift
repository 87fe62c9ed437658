/// The columns of a masonry section ordered by where their next item would start, highest
/// first, ties to the leading column: a binary min-heap over `(next top, column)` that also
/// knows where each column sits, so a column whose bottom grows (an item placed in it, chosen
/// or kept) moves down in O(log c) for c columns.
///
/// Up to ``scannedColumnCount`` columns there is no heap: the shortest column is found by
/// scanning the next tops, which costs fewer instructions than keeping a heap of a few
/// columns, and nothing for an item that keeps its column (stable placement). Both give the
/// least `(next top, column)`.
///
/// Noncopyable, its storage allocated once and freed when it ends: placing an item writes a
/// next top without the uniqueness check and the bounds check of an array (a third of the
/// instructions of placing an item that keeps its column). A column passed in is always
/// below the count (asserted; the caller's kept columns are checked against it).
struct ColumnHeap: ~Copyable {
  /// The largest column count whose shortest column is found by a scan.
  static let scannedColumnCount = 8

  /// Where the next item of each column starts, in points from the grid top.
  private let nextTops: UnsafeMutableBufferPointer<Double>
  /// The columns, as a heap: `heap[0]` is the shortest column. Empty without a heap.
  private let heap: UnsafeMutableBufferPointer<Int>
  /// The position of each column in `heap`. Empty without a heap.
  private let positions: UnsafeMutableBufferPointer<Int>

  /// `count` empty columns, each starting at 0; `count` >= 1.
  init(count: Int) {
    assert(count >= 1, "a masonry section has a column")
    nextTops = .allocate(capacity: count)
    nextTops.initialize(repeating: 0)
    let heapCount = count > Self.scannedColumnCount ? count : 0
    heap = .allocate(capacity: heapCount)
    positions = .allocate(capacity: heapCount)
    for column in 0..<heapCount {
      heap.initializeElement(at: column, to: column)
      positions.initializeElement(at: column, to: column)
    }
  }

  deinit {
    nextTops.deallocate()
    heap.deallocate()
    positions.deallocate()
  }

  /// Where the next item of `column` starts, in points from the grid top.
  func nextTop(ofColumn column: Int) -> Double {
    assert(column >= 0 && column < nextTops.count, "column \(column) of \(nextTops.count)")
    return nextTops[column]
  }

  /// The column whose next item starts highest, the leading one among ties. O(1) with a heap,
  /// O(c) by a scan.
  var shortest: Int {
    if !heap.isEmpty { return heap[0] }
    var shortest = 0
    for column in 1..<nextTops.count where nextTops[column] < nextTops[shortest] {
      shortest = column
    }
    return shortest
  }

  /// Sets where the next item of `column` starts: later than before, as placing an item only
  /// lowers a column's bottom. O(log c).
  mutating func setNextTop(_ top: Double, ofColumn column: Int) {
    assert(column >= 0 && column < nextTops.count, "column \(column) of \(nextTops.count)")
    nextTops[column] = top
    guard !heap.isEmpty else { return }
    var position = positions[column]
    while true {
      let left = 2 * position + 1
      let right = left + 1
      var smallest = position
      if left < heap.count, precedes(heap[left], heap[smallest]) { smallest = left }
      if right < heap.count, precedes(heap[right], heap[smallest]) { smallest = right }
      guard smallest != position else { return }
      swapAt(position, smallest)
      position = smallest
    }
  }

  private func precedes(_ first: Int, _ second: Int) -> Bool {
    (nextTops[first], first) < (nextTops[second], second)
  }

  private mutating func swapAt(_ first: Int, _ second: Int) {
    heap.swapAt(first, second)
    positions[heap[first]] = first
    positions[heap[second]] = second
  }
}
