/// Where a lazy container's pinned headers and footers are at one content offset: the
/// visible content's extent along the scroll axis (inside the adjusted content inset).
///
/// ```
///  header: start = min(max(visibleStart, natural), sectionEnd − length)
///          sectionEnd: the end of the section's last child (its footer when it has one)
///  footer: start = max(min(visibleEnd − length, natural), sectionStart)
///
///  sections of 40-point headers and 4 rows of 50, spacing 0, viewport 300:
///  offset 100: header/0 at 100 (pinned)    offset 200: header/0 at 200, section 0 ends
///  offset 210: header/0 at 200 (pushed)    at 240: 240 − 40 = 200 (pushed off from here)
/// ```
public struct LazyPins: Hashable, Sendable {
  /// The leading edge of the visible content along the scroll axis, in content coordinates,
  /// in points (offset plus the leading adjusted inset).
  public var visibleStart: Double
  /// The trailing edge, in points, >= ``visibleStart``.
  public var visibleEnd: Double

  /// The extent from `visibleStart` to `visibleEnd`.
  public init(visibleStart: Double, visibleEnd: Double) {
    self.visibleStart = visibleStart
    self.visibleEnd = visibleEnd
  }
}

/// A lazy container's elements: attributes by id, and rect queries in O(log n + k).
extension LazyGridLayout {
  /// The visible content's extent along the scroll axis at `contentOffset`. O(1).
  public func pinPass(at contentOffset: LayoutPoint) -> LazyPins {
    let inset = environment.contentInset
    let axis = scrollAxis
    let start = contentOffset.coordinate(along: axis) + inset.leading(along: axis)
    let end =
      contentOffset.coordinate(along: axis) + environment.viewport.length(along: axis)
      - inset.trailing(along: axis)
    return LazyPins(visibleStart: start, visibleEnd: max(start, end))
  }

  /// The attributes of `item/S/I`, `header/S/0` or `footer/S/0`, pinned as `pins` puts them;
  /// `nil` when the layout has no such element. O(1).
  public func attributes(for id: ElementID, pins: LazyPins?) -> LayoutAttributes? {
    guard let section = id.section, geometries.indices.contains(section), id.indexes.count == 2
    else { return nil }
    let index = id.indexes[1]
    let geometry = geometries[section]
    switch id.kind {
    case .item:
      guard (0..<geometry.itemCount).contains(index) else { return nil }
      return LayoutAttributes(itemAttributes(section: section, item: index, in: geometry))
    case .header:
      guard index == 0, geometry.headerStart != nil else { return nil }
      return headerAttributes(section: section, in: geometry, pins: pins).map(LayoutAttributes.init)
    case .footer:
      guard index == 0, geometry.footerStart != nil else { return nil }
      return footerAttributes(section: section, in: geometry, pins: pins).map(LayoutAttributes.init)
    default:
      return nil
    }
  }

  /// `item/S/I` when the layout has that item; `nil` otherwise. O(1).
  public func element(ofItem path: ItemPath) -> ElementID? {
    guard geometries.indices.contains(path.section),
      (0..<geometries[path.section].itemCount).contains(path.item)
    else { return nil }
    return .item(section: path.section, item: path.item)
  }

  /// The elements whose frames meet `rect` (all when `nil`), pinned as `pins` puts them, in
  /// ``ElementID`` order; stops once it has more than `limit`. O(log n + k).
  public func elements(in rect: LayoutRect?, pins: LazyPins?, limit: Int) -> [LayoutAttributes] {
    elementsVisited(in: rect, pins: pins, limit: limit)
  }

  /// Calls `body` with each element ``elements(in:pins:limit:)`` lists, in order, until it
  /// returns `false`. O(log n + k).
  public func forEachElement(
    in rect: LayoutRect?, pins: LazyPins?, _ body: (LayoutAttributes) -> Bool
  ) {
    withoutActuallyEscaping(body) { body in
      var visited = VisitedElements(body)
      visitElements(in: rect, pins: pins, into: &visited)
    }
  }

  /// Appends the common attributes of the elements ``forEachElement(in:pins:_:)`` visits to
  /// `buffer`, in the same order. O(log n + k).
  public func appendElements(
    in rect: LayoutRect?, pins: LazyPins?, to buffer: inout [ElementAttributes]
  ) {
    buffer.appendVisited(by: LazyVisitor(layout: self, rect: rect, pins: pins))
  }

  /// Hands `consumer` each element meeting `rect`, in ``ElementID`` order.
  func visitElements<Consumer: ElementConsumer>(
    in rect: LayoutRect?, pins: LazyPins?, into consumer: inout Consumer
  ) {
    let lower: Double
    let upper: Double
    if let rect {
      let axis = scrollAxis
      let (rectLower, rectUpper) =
        axis == .vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
      (lower, upper) = LayoutRect.searchRange(rectLower, rectUpper)
    } else {
      (lower, upper) = (-Double.infinity, Double.infinity)
    }
    func take(_ element: ElementAttributes?) {
      guard let element else { return }
      if let rect, !element.frame.intersects(rect) { return }
      consumer.take(common: element)
    }
    for section in sectionRange(meeting: lower, upper) {
      guard consumer.wantsMore else { return }
      let geometry = geometries[section]
      take(headerAttributes(section: section, in: geometry, pins: pins))
      let perRow = max(1, tracks.count)
      for row in geometry.rows.rows(meeting: lower, upper) {
        guard consumer.wantsMore else { return }
        for index in row * perRow..<min(geometry.itemCount, (row + 1) * perRow) {
          take(itemAttributes(section: section, item: index, in: geometry))
        }
      }
      take(footerAttributes(section: section, in: geometry, pins: pins))
    }
  }

  /// The attributes of item `item` of `section`, placed in its slot by its track's
  /// alignment.
  func itemAttributes(section: Int, item: Int, in geometry: LazySectionGeometry)
    -> ElementAttributes
  {
    let perRow = max(1, tracks.count)
    let trackIndex = item % perRow
    let track = tracks[trackIndex]
    let row = geometry.rows.row(item / perRow)
    let length: Double
    let cross: Double
    switch geometry.rows {
    case .uniform(_, _, _, _, let itemLength, let itemCross):
      length = itemLength
      cross = itemCross ?? track.length
    case .varied(_, _, let lengths, let crosses):
      length = lengths[item]
      cross = crosses[item]
    }
    let axis = scrollAxis
    let crossStart =
      track.origin + (track.length - cross) * track.alignment.fraction(along: axis.other)
    let mainStart = row.start + (row.length - length) * track.alignment.fraction(along: axis)
    return ElementAttributes(
      id: .item(section: section, item: item),
      frame: rect(main: mainStart, cross: crossStart, mainLength: length, crossLength: cross),
      zIndex: ZIndex.item,
      columnIndex: configuration.kind == .lazyVGrid ? trackIndex : nil)
  }

  /// The header of `section`, pinned as `pins` puts it; `nil` without one.
  func headerAttributes(section: Int, in geometry: LazySectionGeometry, pins: LazyPins?)
    -> ElementAttributes?
  {
    guard let natural = geometry.headerStart else { return nil }
    let pinsHeaders = configuration.pinnedViews.contains(.sectionHeaders)
    var start = natural
    if pinsHeaders, let pins {
      start = BoundaryPinning.headerStart(
        natural: natural, length: geometry.headerLength, line: pins.visibleStart,
        footerStart: geometry.end)
    }
    return ElementAttributes(
      id: .header(section: section, index: 0),
      frame: rect(
        main: start, cross: 0, mainLength: geometry.headerLength, crossLength: crossExtent),
      zIndex: pinsHeaders ? ZIndex.pinnedSectionHeader : ZIndex.supplementary,
      isPinned: start != natural)
  }

  /// The footer of `section`, pinned as `pins` puts it; `nil` without one.
  func footerAttributes(section: Int, in geometry: LazySectionGeometry, pins: LazyPins?)
    -> ElementAttributes?
  {
    guard let natural = geometry.footerStart else { return nil }
    let pinsFooters = configuration.pinnedViews.contains(.sectionFooters)
    var start = natural
    if pinsFooters, let pins {
      start = BoundaryPinning.footerStart(
        natural: natural, length: geometry.footerLength, line: pins.visibleEnd,
        headerEnd: geometry.start)
    }
    return ElementAttributes(
      id: .footer(section: section, index: 0),
      frame: rect(
        main: start, cross: 0, mainLength: geometry.footerLength, crossLength: crossExtent),
      zIndex: pinsFooters ? ZIndex.pinnedSectionHeader : ZIndex.supplementary,
      isPinned: start != natural)
  }
}

/// The visit of ``LazyGridLayout/appendElements(in:pins:to:)``.
private struct LazyVisitor: ElementVisitor {
  let layout: LazyGridLayout
  let rect: LayoutRect?
  let pins: LazyPins?

  func visit<Consumer: ElementConsumer>(into consumer: inout Consumer) {
    layout.visitElements(in: rect, pins: pins, into: &consumer)
  }
}
