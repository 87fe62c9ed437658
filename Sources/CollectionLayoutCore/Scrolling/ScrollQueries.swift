/// Queries at a content offset, pinned positions applied: what a renderer asks on every
/// frame of a scroll, for any ``CollectionViewLayout``.
///
/// A scroll never re-lays out the content: the layout is immutable, and each query runs the
/// layout's pin pass once and then its rect query. For the grid a query costs
/// O(g + log n + k) for g global headers, n elements and k results, whatever the item count.
extension CollectionViewLayout {
  /// The visible rect at `contentOffset`: the viewport's rectangle in content coordinates,
  /// `(offset.x, offset.y, viewport.width, viewport.height)`, insets included.
  @inlinable
  public func visibleRect(at contentOffset: LayoutPoint) -> LayoutRect {
    LayoutRect(origin: contentOffset, size: environment.viewport)
  }

  /// The elements whose frames intersect `rect` when the content is scrolled to
  /// `contentOffset`, with pinned elements at their pinned positions (a pinned element is
  /// included when its pinned frame intersects `rect`), in ``ElementID`` order.
  ///
  /// - Parameters:
  ///   - rect: The rectangle, in content coordinates.
  ///   - contentOffset: The content offset that places the pinned elements, in points.
  /// - Returns: The elements, in ``ElementID`` order.
  /// - Complexity: The layout's pin pass and rect query; for the grid O(g + log n + k) for g
  ///   global headers, n elements and k results.
  public func elements(in rect: LayoutRect, contentOffset: LayoutPoint) -> [LayoutAttributes] {
    elements(in: rect, pins: pinPass(at: contentOffset), limit: .max)
  }

  /// The elements visible at `contentOffset` (intersecting ``visibleRect(at:)``), pinned
  /// elements included, in ``ElementID`` order.
  ///
  /// - Parameter contentOffset: The content offset, in points.
  /// - Returns: The visible elements, in ``ElementID`` order.
  /// - Complexity: For the grid O(g + log n + k) for g global headers, n elements and k
  ///   results, whatever the item count.
  public func visibleElements(at contentOffset: LayoutPoint) -> [LayoutAttributes] {
    elements(in: visibleRect(at: contentOffset), contentOffset: contentOffset)
  }

  /// The common attributes of ``elements(in:contentOffset:)`` into `buffer` (emptied first,
  /// its capacity kept): what a renderer asks on every frame. For the grid (without a drag
  /// or swipe shown) nothing is allocated once the buffer has grown and nothing is
  /// reference-counted; other layouts list their elements first (the default of
  /// ``CollectionViewLayout/appendElements(in:pins:to:)``). An element whose
  /// ``ElementAttributes/hasRareAttributes`` is `true` has more in
  /// ``attributes(for:contentOffset:)``.
  @inlinable
  public func elements(
    in rect: LayoutRect, contentOffset: LayoutPoint, into buffer: inout [ElementAttributes]
  ) {
    buffer.removeAll(keepingCapacity: true)
    appendElements(in: rect, pins: pinPass(at: contentOffset), to: &buffer)
  }

  /// The common attributes of ``visibleElements(at:)`` into `buffer` (emptied first, its
  /// capacity kept); see ``elements(in:contentOffset:into:)``.
  @inlinable
  public func visibleElements(at contentOffset: LayoutPoint, into buffer: inout [ElementAttributes])
  {
    elements(in: visibleRect(at: contentOffset), contentOffset: contentOffset, into: &buffer)
  }

  /// Every element with pinned elements placed as at `contentOffset`, in ``ElementID`` order.
  ///
  /// - Complexity: O(n).
  public func allElements(at contentOffset: LayoutPoint) -> [LayoutAttributes] {
    elements(in: nil, pins: pinPass(at: contentOffset), limit: .max)
  }

  /// The attributes of element `id` when the content is scrolled to `contentOffset`, pinned
  /// position applied; `nil` when the layout has no such element.
  public func attributes(for id: ElementID, contentOffset: LayoutPoint) -> LayoutAttributes? {
    attributes(for: id, pins: pinPass(at: contentOffset))
  }

  /// The elements a frames entry lists in `mode` at `contentOffset` (visible or all, pinned
  /// positions applied), or `nil` when there are more than `limit`: the layout stops listing
  /// once it has found more.
  package func listedElements(_ mode: OutputMode, at contentOffset: LayoutPoint, limit: Int)
    -> [LayoutAttributes]?
  {
    let rect: LayoutRect? = mode == .visible ? visibleRect(at: contentOffset) : nil
    // Refused before listing when the layout can tell it would list too many.
    if let bound = elementCountBound(in: rect), bound > limit { return nil }
    let listed = elements(in: rect, pins: pinPass(at: contentOffset), limit: limit)
    return listed.count <= limit ? listed : nil
  }

  /// The range of valid content offsets, in points: `y` from `-inset.top` to
  /// `max(-inset.top, contentHeight + inset.bottom - viewportHeight)`, and `x` likewise.
  public var validContentOffsets: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
    let inset = environment.contentInset
    let viewport = environment.viewport
    // 0 - x, not -x: no inset gives 0, never -0.
    let minimumX = 0 - inset.left
    let minimumY = 0 - inset.top
    let maximumX = max(minimumX, contentSize.width + inset.right - viewport.width)
    let maximumY = max(minimumY, contentSize.height + inset.bottom - viewport.height)
    return (minimumX...maximumX, minimumY...maximumY)
  }

  /// `contentOffset` clamped to ``CollectionViewLayout/validContentOffsets``.
  public func clampedContentOffset(_ contentOffset: LayoutPoint) -> LayoutPoint {
    let valid = validContentOffsets
    return LayoutPoint(
      x: min(max(contentOffset.x, valid.x.lowerBound), valid.x.upperBound),
      y: min(max(contentOffset.y, valid.y.lowerBound), valid.y.upperBound))
  }

  /// The same data laid out in another environment (a resize or a rotation). Throws the
  /// environment's problems (a viewport that is not positive, insets wider than it, a bad
  /// display scale), located at the environment's properties (`viewport.width`).
  public func relaidOut(in environment: LayoutEnvironment) throws(LayoutError) -> Self {
    try environment.validate()
    return try laidOut(sections: sections, in: environment, carrying: nil)
  }
}

extension CollectionViewLayout where PinPass == Void {
  /// Nothing pins: the pass has nothing to compute.
  public func pinPass(at contentOffset: LayoutPoint) {}
}
