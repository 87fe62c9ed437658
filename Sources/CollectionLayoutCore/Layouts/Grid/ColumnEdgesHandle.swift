/// The column edges of a ``ColumnGrid`` read through pointers: the loop over a row's items
/// reads two edges per item, without the arrays' bounds checks and retains.
///
/// A handle is valid only inside the closure of ``ColumnGrid/withEdges(_:)`` that lends it: it
/// must not escape it.
struct ColumnEdgesHandle {
  /// The left edge of each column, valid while the closure runs.
  private let leftEdges: UnsafeBufferPointer<Double>
  /// The right edge of each column, as many.
  private let rightEdges: UnsafeBufferPointer<Double>

  fileprivate init(left: UnsafeBufferPointer<Double>, right: UnsafeBufferPointer<Double>) {
    assert(left.count == right.count, "\(left.count) left edges, \(right.count) right edges")
    leftEdges = left
    rightEdges = right
  }

  /// The left edge of visual column `column`.
  ///
  /// - Precondition: `column` is a column of the grid, `0 ..< count` (checked in debug builds).
  @_transparent
  func left(ofColumn column: Int) -> Double { leftEdges[column] }

  /// The right edge of visual column `column`.
  ///
  /// - Precondition: `column` is a column of the grid, `0 ..< count` (checked in debug builds).
  @_transparent
  func right(ofColumn column: Int) -> Double { rightEdges[column] }
}

extension ColumnGrid {
  /// Calls `body` with a handle on the column edges, which stay unchanged while it runs.
  @_transparent
  func withEdges<Result>(_ body: (ColumnEdgesHandle) -> Result) -> Result {
    leftEdges.withUnsafeBufferPointer { left in
      rightEdges.withUnsafeBufferPointer { right in
        body(ColumnEdgesHandle(left: left, right: right))
      }
    }
  }
}
