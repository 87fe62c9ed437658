/// Visiting elements one at a time, for writers that stream a step's elements.
extension CollectionViewLayout {
  /// No bound known before listing.
  public func elementCountBound(in rect: LayoutRect?) -> Int? { nil }

  /// The bound of ``CollectionViewLayout/elementCountBound(in:)`` for the elements the frames
  /// list for `mode` at `contentOffset`; `nil` when the layout knows none.
  package func listedElementCountBound(_ mode: OutputMode, at contentOffset: LayoutPoint)
    -> Int?
  {
    elementCountBound(in: mode == .visible ? visibleRect(at: contentOffset) : nil)
  }

  /// Lists the elements with ``CollectionViewLayout/elements(in:pins:limit:)``, without a
  /// limit, then calls `body` with each until it returns `false`: correct for every layout,
  /// at the cost of the array. A layout that can visit its elements in place implements the
  /// requirement itself (the grid does).
  public func forEachElement(
    in rect: LayoutRect?, pins: PinPass?, _ body: (LayoutAttributes) -> Bool
  ) {
    for element in elements(in: rect, pins: pins, limit: .max) {
      guard body(element) else { return }
    }
  }

  /// The elements ``CollectionViewLayout/forEachElement(in:pins:_:)`` visits, in order,
  /// stopping once it holds more than `limit`: how a layout that visits its elements in place
  /// answers ``CollectionViewLayout/elements(in:pins:limit:)`` (a layout whose
  /// `forEachElement` is the default must not, which would call it back).
  public func elementsVisited(in rect: LayoutRect?, pins: PinPass?, limit: Int)
    -> [LayoutAttributes]
  {
    var elements: [LayoutAttributes] = []
    elements.reserveCapacity(64)
    forEachElement(in: rect, pins: pins) { element in
      elements.append(element)
      return elements.count <= limit
    }
    return elements
  }

  /// Visits the elements with ``CollectionViewLayout/forEachElement(in:pins:_:)`` and appends
  /// their common attributes: correct for every layout. A layout that can compute the common
  /// attributes alone implements the requirement itself (the grid does).
  public func appendElements(
    in rect: LayoutRect?, pins: PinPass?, to buffer: inout [ElementAttributes]
  ) {
    forEachElement(in: rect, pins: pins) { element in
      buffer.append(element.common)
      return true
    }
  }

  /// Calls `body` with each element the frames list for `mode` at `contentOffset` (see
  /// ``OutputMode``), in ``ElementID`` order, until it returns `false`: the elements of
  /// `listedElements(_:at:limit:)` without the array.
  package func forEachListedElement(
    _ mode: OutputMode, at contentOffset: LayoutPoint, _ body: (LayoutAttributes) -> Bool
  ) {
    let rect: LayoutRect? = mode == .visible ? visibleRect(at: contentOffset) : nil
    forEachElement(in: rect, pins: pinPass(at: contentOffset), body)
  }
}
