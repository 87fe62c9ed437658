/// Appending a query's common attributes to a renderer's buffer, written straight into the
/// buffer's spare capacity.
///
/// `Array.append(_:)` checks that the buffer is unique and has room, and updates its count,
/// for every element: about 2 ns an element, a fifth of a scroll step. Appending a sequence
/// instead hands the sequence the spare capacity to fill (`_copyContents(initializing:)`, the
/// standard library's entry point for it) and updates the count once:
///
/// ```
///  buffer   [ kept (count) │ spare capacity ······························ ]
///  a query                  ▲ written in place, in order │ the rest, if any, overflows
///                                                         into an array appended after
/// ```
/// What does not fit (a result larger than any before) is collected in an overflow array
/// that `append(contentsOf:)` then appends one by one, growing the buffer: the same elements,
/// in the same order, in every case. A buffer with no spare capacity at all (a first query
/// into an empty array) is appended to one element at a time instead, as it grows: through
/// the overflow, everything would be copied twice and held twice.
extension Array where Element == ElementAttributes {
  /// Appends the common attributes that `visitor` hands its consumer, in order. The visitor
  /// runs exactly once.
  mutating func appendVisited(by visitor: some ElementVisitor) {
    if capacity > count {
      append(contentsOf: VisitedElementRecords(visitor: visitor))
    } else {
      var appended = AppendedElements()
      swap(&appended.elements, &self)
      visitor.visit(into: &appended)
      swap(&appended.elements, &self)
    }
  }
}

/// A visit of a layout's elements that hands each to a consumer, in order: what
/// `Array.appendVisited(by:)` runs.
protocol ElementVisitor {
  /// Hands `consumer` every element of the visit, in order.
  func visit<Consumer: ElementConsumer>(into consumer: inout Consumer)
}

/// An ``ElementConsumer`` that writes common attributes into a buffer's spare capacity, in
/// order, and the ones that do not fit into ``overflow``.
struct SpareCapacityConsumer: ElementConsumer {
  /// The uninitialized memory written from its start.
  private let spare: UnsafeMutableBufferPointer<ElementAttributes>
  /// The number of elements written into `spare`, from its start: `0 ... spare.count`.
  private(set) var written = 0
  /// The elements taken once `spare` was full, in order.
  private(set) var overflow: [ElementAttributes] = []

  /// A consumer writing into `spare` (uninitialized memory, left initialized from its start
  /// for ``written`` elements).
  init(spare: UnsafeMutableBufferPointer<ElementAttributes>) {
    self.spare = spare
  }

  /// Always `true`: the consumer takes every element.
  var wantsMore: Bool { true }

  /// Takes the common part of `element`.
  mutating func take(_ element: LayoutAttributes) {
    take(common: element.common)
  }

  /// Writes `element` after the ones written, or into ``overflow`` once `spare` is full.
  @inline(__always)
  mutating func take(common element: ElementAttributes) {
    if written < spare.count {
      (spare.baseAddress.unsafelyUnwrapped + written).initialize(to: element)
      written &+= 1
    } else {
      overflow.append(element)
    }
  }

  /// Writes the elements that fit through one pointer, with no check of the room or update
  /// of ``written`` at each, and the rest into ``overflow``, in order.
  @inline(__always)
  mutating func takeCommon(count: Int, _ element: (Int) -> ElementAttributes) {
    let fitting = max(0, min(count, spare.count &- written))
    if fitting > 0 {
      let start = spare.baseAddress.unsafelyUnwrapped + written
      for offset in 0..<fitting { (start + offset).initialize(to: element(offset)) }
      written &+= fitting
    }
    for offset in fitting..<max(fitting, count) { overflow.append(element(offset)) }
  }
}

/// The elements a visit hands its consumer, as a sequence that `Array.append(contentsOf:)`
/// writes into the array's spare capacity. Iterated once.
struct VisitedElementRecords<Visitor: ElementVisitor>: Sequence {
  /// Runs the visit, handing each element to the consumer in order.
  let visitor: Visitor

  /// 0: the sequence does not know its length before its visit runs.
  var underestimatedCount: Int { 0 }

  /// The elements of the visit, collected into an array (the standard library's appending
  /// asks for ``_copyContents(initializing:)`` instead).
  func makeIterator() -> IndexingIterator<[ElementAttributes]> {
    var consumer = SpareCapacityConsumer(spare: UnsafeMutableBufferPointer(start: nil, count: 0))
    visitor.visit(into: &consumer)
    return consumer.overflow.makeIterator()
  }

  /// Runs the visit writing into `buffer` (the array's spare capacity): returns the elements
  /// that did not fit, and the number written.
  func _copyContents(
    initializing buffer: UnsafeMutableBufferPointer<ElementAttributes>
  ) -> (IndexingIterator<[ElementAttributes]>, Int) {
    var consumer = SpareCapacityConsumer(spare: buffer)
    visitor.visit(into: &consumer)
    return (consumer.overflow.makeIterator(), consumer.written)
  }
}
