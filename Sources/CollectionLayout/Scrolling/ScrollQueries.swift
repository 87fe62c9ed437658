/// Queries at a content offset, pinned positions applied: what a renderer asks on every
/// frame of a scroll.
///
/// A scroll never re-lays out the content: the layout is immutable, and each query runs the
/// pin pass (O(global headers)) and then finds the elements by binary search over sections and
/// rows. A query costs O(g + log n + k) for g global headers, n elements and k results,
/// whatever the item count.
extension GridLayout {
  /// The visible rect at `contentOffset`: the viewport's rectangle in content coordinates,
  /// `(offset.x, offset.y, viewport.width, viewport.height)`, insets included.
  public func visibleRect(at contentOffset: Point) -> Rect {
    Rect(origin: contentOffset, size: environment.viewport)
  }

  /// The elements whose frames intersect `rect` when the content is scrolled to
  /// `contentOffset`, with pinned headers at their pinned positions (a pinned header is
  /// included when its pinned frame intersects `rect`), in ``ElementID`` order.
  public func elements(in rect: Rect, contentOffset: Point) -> [LayoutAttributes] {
    var examined = 0
    return elements(in: rect, pins: pinState(at: contentOffset), examined: &examined)
  }

  /// The elements visible at `contentOffset` (intersecting ``visibleRect(at:)``), pinned
  /// headers included, in ``ElementID`` order.
  public func visibleElements(at contentOffset: Point) -> [LayoutAttributes] {
    elements(in: visibleRect(at: contentOffset), contentOffset: contentOffset)
  }

  /// The elements a frames entry lists in `mode` at `contentOffset` (visible or all, pinned
  /// positions applied), or `nil`, before listing them all, when there are more than `limit`.
  /// With ``OutputMode/all`` the count is known from the data in O(sections) before any
  /// element is computed.
  func listedElements(_ mode: OutputMode, at contentOffset: Point, limit: Int)
    -> [LayoutAttributes]?
  {
    var examined = 0
    let listed: [LayoutAttributes]
    switch mode {
    case .all:
      guard elementCount <= limit else { return nil }
      listed = elements(in: nil, pins: pinState(at: contentOffset), examined: &examined)
    case .visible:
      listed = elements(
        in: visibleRect(at: contentOffset), pins: pinState(at: contentOffset),
        examined: &examined, limit: limit)
    }
    return listed.count <= limit ? listed : nil
  }

  /// Every element with headers pinned as at `contentOffset`, in ``ElementID`` order. O(n).
  public func allElements(at contentOffset: Point) -> [LayoutAttributes] {
    var examined = 0
    return elements(in: nil, pins: pinState(at: contentOffset), examined: &examined)
  }

  /// The attributes of element `id` when the content is scrolled to `contentOffset`, pinned
  /// position applied; `nil` when the layout has no such element.
  public func attributes(for id: ElementID, contentOffset: Point) -> LayoutAttributes? {
    attributes(for: id, pins: pinState(at: contentOffset))
  }

  /// The attributes of element `id` with headers pinned as in `pins`, a pin pass of this
  /// layout: callers that ask for many elements at one offset run the pin pass once.
  func attributes(for id: ElementID, pins: PinState) -> LayoutAttributes? {
    if case .globalHeader(let index) = id {
      guard globalHeaders.indices.contains(index) else { return nil }
      return globalHeaderAttributes(index, top: pins.globalHeaderTops[index])
    }
    guard let section = id.section, sections.indices.contains(section) else { return nil }
    return sections[section].attributes(
      for: id, width: environment.contentWidth, pixelGrid: pixelGrid,
      pinLine: pins.sectionPinLine)
  }

  /// The range of valid content offsets, in points: `y` from `-inset.top` to
  /// `max(-inset.top, contentHeight + inset.bottom - viewportHeight)`, and `x` likewise.
  public var validContentOffsets: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
    let inset = environment.contentInset
    let viewport = environment.viewport
    let minimumX = -inset.left
    let minimumY = -inset.top
    let maximumX = max(minimumX, contentSize.width + inset.right - viewport.width)
    let maximumY = max(minimumY, contentSize.height + inset.bottom - viewport.height)
    return (minimumX...maximumX, minimumY...maximumY)
  }

  /// `contentOffset` clamped to ``validContentOffsets``.
  public func clampedContentOffset(_ contentOffset: Point) -> Point {
    let valid = validContentOffsets
    return Point(
      x: min(max(contentOffset.x, valid.x.lowerBound), valid.x.upperBound),
      y: min(max(contentOffset.y, valid.y.lowerBound), valid.y.upperBound))
  }

  /// How many elements a query for `rect` at `contentOffset` computes: the cost of the query,
  /// for tests that prove it does not grow with the item count.
  public func elementsExamined(in rect: Rect, contentOffset: Point) -> Int {
    var examined = 0
    _ = elements(in: rect, pins: pinState(at: contentOffset), examined: &examined)
    return examined
  }
}
