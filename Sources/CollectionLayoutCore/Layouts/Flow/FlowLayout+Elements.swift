/// A flow layout's elements: attributes by id, and rect queries in O(log n + k).
extension FlowLayout {
  /// The attributes of element `id` (`item/S/I`, `header/S/0`, `footer/S/0`), headers and
  /// footers pinned as `pins` puts them; `nil` when the layout has no such element. O(1) for
  /// uniform sections, O(log lines) otherwise.
  public func attributes(for id: ElementID, pins: FlowPins?) -> LayoutAttributes? {
    guard let section = id.section, geometries.indices.contains(section), id.indexes.count == 2
    else { return nil }
    let index = id.indexes[1]
    let geometry = geometries[section]
    switch id.kind {
    case .item:
      guard (0..<geometry.itemCount).contains(index) else { return nil }
      return itemAttributes(section: section, item: index, in: geometry)
    case .header:
      guard index == 0, geometry.headerExtent > 0 else { return nil }
      return headerAttributes(section: section, in: geometry, pins: pins)
    case .footer:
      guard index == 0, geometry.footerExtent > 0 else { return nil }
      return footerAttributes(section: section, in: geometry, pins: pins)
    default:
      return nil
    }
  }

  /// The elements whose frames meet `rect` (every element when `nil`), with headers and
  /// footers where `pins` puts them, in ``ElementID`` order; stops once it has more than
  /// `limit`. O(log n + k).
  public func elements(in rect: LayoutRect?, pins: FlowPins?, limit: Int) -> [LayoutAttributes] {
    var elements: [LayoutAttributes] = []
    forEachElement(in: rect, pins: pins) { element in
      elements.append(element)
      return elements.count <= limit
    }
    return elements
  }

  /// Calls `body` with each element ``elements(in:pins:limit:)`` lists, in order, until it
  /// returns `false`. O(log n + k), nothing allocated.
  public func forEachElement(
    in rect: LayoutRect?, pins: FlowPins?, _ body: (LayoutAttributes) -> Bool
  ) {
    visitCommonAttributes(in: rect, pins: pins) { body(LayoutAttributes($0)) }
  }

  /// Appends the common attributes of the elements ``forEachElement(in:pins:_:)`` visits, in
  /// the same order, to `buffer`: no ``LayoutAttributes`` built. O(log n + k).
  public func appendElements(
    in rect: LayoutRect?, pins: FlowPins?, to buffer: inout [ElementAttributes]
  ) {
    visitCommonAttributes(in: rect, pins: pins) { element in
      buffer.append(element)
      return true
    }
  }

  /// Calls `body` with the common attributes of each element that meets `rect` (every
  /// element when `nil`), headers and footers where `pins` puts them, in ``ElementID`` order,
  /// until it returns `false`. A flow layout's elements have no rare attributes.
  func visitCommonAttributes(
    in rect: LayoutRect?, pins: FlowPins?, _ body: (ElementAttributes) -> Bool
  ) {
    let lower: Double
    let upper: Double
    if let rect {
      (lower, upper) = axes.scrollRange(of: rect)
    } else {
      (lower, upper) = (-Double.infinity, Double.infinity)
    }
    let axes = axes
    for section in sectionRange(meeting: lower, upper) {
      let geometry = geometries[section]
      if geometry.headerExtent > 0 {
        let header = headerAttributes(section: section, in: geometry, pins: pins).common
        if rect.map({ header.frame.intersects($0) }) ?? true, !body(header) { return }
      }
      let finished = geometry.forEachItem(meeting: lower, upper) {
        index, u, v, length, thickness in
        let frame = axes.rect(u: u, v: v, length: length, thickness: thickness)
        if let rect, !frame.intersects(rect) { return true }
        return body(
          ElementAttributes(
            id: .item(section: section, item: index), frame: frame, zIndex: ZIndex.item))
      }
      if !finished { return }
      if geometry.footerExtent > 0 {
        let footer = footerAttributes(section: section, in: geometry, pins: pins).common
        if rect.map({ footer.frame.intersects($0) }) ?? true, !body(footer) { return }
      }
    }
  }

  /// The attributes of item `item` of `section`.
  func itemAttributes(section: Int, item: Int, in geometry: FlowSectionGeometry)
    -> LayoutAttributes
  {
    let origin = geometry.origin(ofItem: item)
    let extent = geometry.extent(ofItem: item)
    return LayoutAttributes(
      id: .item(section: section, item: item),
      frame: axes.rect(
        u: origin.u, v: origin.v, length: extent.length, thickness: extent.thickness),
      zIndex: ZIndex.item)
  }

  /// The attributes of the header of `section`, pinned as `pins` puts it.
  func headerAttributes(section: Int, in geometry: FlowSectionGeometry, pins: FlowPins?)
    -> LayoutAttributes
  {
    let start = headerStart(of: geometry, pins: pins)
    let pins = configuration.sectionHeadersPinToVisibleBounds
    return LayoutAttributes(
      id: .header(section: section, index: 0),
      frame: axes.rect(
        u: 0, v: start, length: axes.lineExtent(of: environment),
        thickness: geometry.headerExtent),
      zIndex: pins ? ZIndex.pinnedSectionHeader : ZIndex.supplementary,
      isPinned: start != geometry.top)
  }

  /// The attributes of the footer of `section`, pinned as `pins` puts it.
  func footerAttributes(section: Int, in geometry: FlowSectionGeometry, pins: FlowPins?)
    -> LayoutAttributes
  {
    let start = footerStart(of: geometry, pins: pins)
    let pins = configuration.sectionFootersPinToVisibleBounds
    return LayoutAttributes(
      id: .footer(section: section, index: 0),
      frame: axes.rect(
        u: 0, v: start, length: axes.lineExtent(of: environment),
        thickness: geometry.footerExtent),
      zIndex: pins ? ZIndex.pinnedSectionHeader : ZIndex.supplementary,
      isPinned: start != geometry.footerStart)
  }
}
