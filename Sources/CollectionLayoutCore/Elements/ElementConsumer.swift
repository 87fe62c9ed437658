/// Where the grid's traversal of its elements puts what it finds, one element at a time, in
/// ``ElementID`` order: an array (a rect query, bounded by a limit) or a caller's closure (a
/// writer streaming every element of a step without holding them).
///
/// The traversal is generic over its consumer, so each kind is specialised: a rect query
/// appends to its array with no call through a closure.
protocol ElementConsumer {
  /// Whether the traversal should go on; checked between rows and sections (a consumer may
  /// receive a few elements more after it turns `false`, and ignores them).
  var wantsMore: Bool { get }

  /// Takes the next element.
  mutating func take(_ element: LayoutAttributes)

  /// Takes the next element, one without rare attributes (no placeholder, no custom
  /// attributes): an item, a separator, a background, or a header or footer without custom
  /// attributes.
  mutating func take(common element: ElementAttributes)

  /// Takes `count` elements without rare attributes, `element(0)` first and
  /// `element(count - 1)` last: what `count` calls of ``take(common:)`` do, in one call that a
  /// consumer writing into memory runs without checking its room at each element. `element`
  /// is called once for each offset, in order; a count of 0 or less takes nothing.
  mutating func takeCommon(count: Int, _ element: (Int) -> ElementAttributes)
}

extension ElementConsumer {
  /// One ``take(common:)`` for each element, in order.
  @inline(__always)
  mutating func takeCommon(count: Int, _ element: (Int) -> ElementAttributes) {
    for offset in 0..<max(0, count) { take(common: element(offset)) }
  }
}

/// The elements found, kept in an array until it holds more than `limit`.
struct ListedElements: ElementConsumer {
  /// The elements found so far, in order.
  var elements: [LayoutAttributes] = []
  /// The traversal stops once ``elements`` holds more than this many.
  let limit: Int

  var wantsMore: Bool { elements.count <= limit }

  mutating func take(_ element: LayoutAttributes) {
    elements.append(element)
  }

  mutating func take(common element: ElementAttributes) {
    elements.append(LayoutAttributes(element))
  }
}

/// The elements found, handed to `body` one by one until it returns `false`.
struct VisitedElements: ElementConsumer {
  /// Called with each element; returns whether to go on.
  let body: (LayoutAttributes) -> Bool
  /// Whether `body` has asked to stop.
  private(set) var isStopped = false

  init(_ body: @escaping (LayoutAttributes) -> Bool) {
    self.body = body
  }

  var wantsMore: Bool { !isStopped }

  mutating func take(_ element: LayoutAttributes) {
    guard !isStopped else { return }
    isStopped = !body(element)
  }

  mutating func take(common element: ElementAttributes) {
    take(LayoutAttributes(element))
  }
}

/// The common attributes of the elements found, appended one by one to an array the caller
/// reuses: what ``Swift/Array`` appending does when the array has no spare capacity at all.
struct AppendedElements: ElementConsumer {
  /// The caller's array, with the common attributes found appended.
  var elements: [ElementAttributes] = []

  var wantsMore: Bool { true }

  mutating func take(_ element: LayoutAttributes) {
    elements.append(element.common)
  }

  mutating func take(common element: ElementAttributes) {
    elements.append(element)
  }
}
