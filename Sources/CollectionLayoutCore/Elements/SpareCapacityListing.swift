/// Listing a query's full attributes into a new array, each element's attributes written in
/// place into the array's storage.
///
/// `array.append(LayoutAttributes(common))` builds the attributes on the stack (the optimiser
/// builds them twice), copies one into the array by the type's value witness (a `memcpy` of
/// its 192 bytes and a retain of its absent rare attributes) and destroys the other: about 150
/// instructions an element beyond the stores themselves, more than the element's own
/// geometry. Here the array's storage is allocated first and each element is initialised in
/// it, property by property (``LayoutAttributes/initialize(_:common:)``):
///
/// ```
///  storage  [ written in place, in order (count) │ uninitialized ··················· ]
///  a query                                        ▲ next │ past the capacity: overflow,
///                                                          appended after, in order
/// ```
/// What does not fit (a result larger than the capacity asked for) is collected in an
/// overflow array appended afterwards: the same elements, in the same order, in every case.
/// The storage is reserved by `reserveCapacity(_:)` and filled through `append(contentsOf:)`
/// (``VisitedListing``), not by `Array(unsafeUninitializedCapacity:initializingWith:)`, whose
/// allocation is not specialised (it looks the storage's type up at run time, about 300
/// instructions a call).
extension Array where Element == LayoutAttributes {
  /// The attributes `visitor` hands its consumer, in order: written in place into storage for
  /// `capacity` elements, those past it appended after. The consumer wants no more once it
  /// holds more than `limit` (``ElementConsumer/wantsMore``).
  init(visitedBy visitor: some ElementVisitor, capacity: Int, limit: Int) {
    self.init()
    reserveCapacity(Swift.max(capacity, 1))
    append(contentsOf: VisitedListing(visitor: visitor, limit: limit))
  }
}

/// The attributes a visit hands its consumer, as a sequence that `Array.append(contentsOf:)`
/// writes into the array's spare capacity, each built in place. Iterated once.
struct VisitedListing<Visitor: ElementVisitor>: Sequence {
  /// Runs the visit, handing each element to the consumer in order.
  let visitor: Visitor
  /// The consumer wants no more once it holds more than this many elements.
  let limit: Int

  /// 0: the sequence does not know its length before its visit runs.
  var underestimatedCount: Int { 0 }

  /// The elements of the visit, collected into an array (the standard library's appending
  /// asks for ``_copyContents(initializing:)`` instead).
  func makeIterator() -> IndexingIterator<[LayoutAttributes]> {
    var consumer = SpareCapacityListing(
      spare: UnsafeMutableBufferPointer(start: nil, count: 0), limit: limit)
    visitor.visit(into: &consumer)
    return consumer.overflow.makeIterator()
  }

  /// Runs the visit writing into `buffer` (the array's spare capacity): returns the elements
  /// that did not fit, and the number written.
  func _copyContents(
    initializing buffer: UnsafeMutableBufferPointer<LayoutAttributes>
  ) -> (IndexingIterator<[LayoutAttributes]>, Int) {
    var consumer = SpareCapacityListing(spare: buffer, limit: limit)
    visitor.visit(into: &consumer)
    return (consumer.overflow.makeIterator(), consumer.written)
  }
}

/// An ``ElementConsumer`` that writes full attributes into uninitialized memory, in order,
/// each built in place, and those that do not fit into ``overflow``; it wants more until it
/// holds more than its limit.
struct SpareCapacityListing: ElementConsumer {
  /// The uninitialized memory written from its start.
  private let spare: UnsafeMutableBufferPointer<LayoutAttributes>
  /// The number of elements written into `spare`, from its start: `0 ... spare.count`.
  private(set) var written = 0
  /// The elements taken once `spare` was full, in order.
  private(set) var overflow: [LayoutAttributes] = []
  /// The consumer wants no more once it holds more than this many elements.
  let limit: Int

  /// A consumer writing into `spare` (uninitialized memory, left initialized from its start
  /// for ``written`` elements) that wants no more past `limit` elements.
  init(spare: UnsafeMutableBufferPointer<LayoutAttributes>, limit: Int) {
    self.spare = spare
    self.limit = limit
  }

  /// Whether the consumer holds `limit` elements or fewer.
  var wantsMore: Bool { written + overflow.count <= limit }

  /// Writes a copy of `element` after the ones written, or into ``overflow`` once `spare` is
  /// full.
  mutating func take(_ element: LayoutAttributes) {
    if written < spare.count {
      (spare.baseAddress.unsafelyUnwrapped + written).initialize(to: element)
      written &+= 1
    } else {
      overflow.append(element)
    }
  }

  /// Writes the attributes of `element` (no rare attributes) in place after the ones written,
  /// or into ``overflow`` once `spare` is full.
  @inline(__always)
  mutating func take(common element: ElementAttributes) {
    if written < spare.count {
      LayoutAttributes.initialize(spare.baseAddress.unsafelyUnwrapped + written, common: element)
      written &+= 1
    } else {
      overflow.append(LayoutAttributes(element))
    }
  }
}
