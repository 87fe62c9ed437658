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

  /// The element of item `path`: `item/S/I` when the layout has that item; `nil` otherwise.
  /// What the protocol's default answers, without building the item's attributes. O(1).
  public func element(ofItem path: ItemPath) -> ElementID? {
    guard geometries.indices.contains(path.section),
      (0..<geometries[path.section].itemCount).contains(path.item)
    else { return nil }
    return .item(section: path.section, item: path.item)
  }

  /// The elements whose frames meet `rect` (every element when `nil`), with headers and
  /// footers where `pins` puts them, in ``ElementID`` order; stops once it has more than
  /// `limit`. O(log n + k).
  public func elements(in rect: LayoutRect?, pins: FlowPins?, limit: Int) -> [LayoutAttributes] {
    elementsVisited(in: rect, pins: pins, limit: limit)
  }

  /// Calls `body` with each element ``elements(in:pins:limit:)`` lists, in order, until it
  /// returns `false`. O(log n + k), nothing allocated.
  public func forEachElement(
    in rect: LayoutRect?, pins: FlowPins?, _ body: (LayoutAttributes) -> Bool
  ) {
    withoutActuallyEscaping(body) { body in
      var visited = VisitedElements(body)
      visitElements(in: rect, pins: pins, into: &visited)
    }
  }

  /// Appends the common attributes of the elements ``forEachElement(in:pins:_:)`` visits, in
  /// the same order, to `buffer`, written straight into its spare capacity: no
  /// ``LayoutAttributes`` built. O(log n + k).
  public func appendElements(
    in rect: LayoutRect?, pins: FlowPins?, to buffer: inout [ElementAttributes]
  ) {
    buffer.appendVisited(by: FlowVisitor(layout: self, rect: rect, pins: pins))
  }

  /// Hands `consumer` the common attributes of each element that meets `rect` (every element
  /// when `nil`), headers and footers where `pins` puts them, in ``ElementID`` order; stops
  /// between lines once the consumer wants no more. A flow layout's elements have no rare
  /// attributes.
  func visitElements<Consumer: ElementConsumer>(
    in rect: LayoutRect?, pins: FlowPins?, into consumer: inout Consumer
  ) {
    let lower: Double
    let upper: Double
    if let rect {
      // Widened for the search; every element is then tested against `rect` itself.
      let (rectLower, rectUpper) = axes.scrollRange(of: rect)
      (lower, upper) = LayoutRect.searchRange(rectLower, rectUpper)
    } else {
      (lower, upper) = (-Double.infinity, Double.infinity)
    }
    let axes = axes
    func take(_ element: ElementAttributes) {
      if let rect, !element.frame.intersects(rect) { return }
      consumer.take(common: element)
    }
    for section in sectionRange(meeting: lower, upper) {
      guard consumer.wantsMore else { return }
      let geometry = geometries[section]
      if geometry.headerExtent > 0 {
        take(headerAttributes(section: section, in: geometry, pins: pins).common)
      }
      switch geometry.lines {
      case .uniform(let uniform):
        for index in geometry.items(meeting: lower, upper) {
          let origin = uniform.origin(ofItem: index, contentStart: geometry.contentStart)
          take(
            ElementAttributes(
              id: .item(section: section, item: index),
              frame: axes.rect(
                u: origin.u, v: origin.v, length: uniform.itemLength,
                thickness: uniform.itemThickness),
              zIndex: ZIndex.item))
        }
      case .varied(let varied):
        for line in varied.lines(meeting: lower, upper) {
          guard consumer.wantsMore else { return }
          let start = varied.lineStarts[line]
          let thickness = varied.lineThicknesses[line]
          for index in varied.items(ofLine: line) {
            let itemThickness = varied.thicknesses[index]
            take(
              ElementAttributes(
                id: .item(section: section, item: index),
                frame: axes.rect(
                  u: varied.origins[index], v: start + (thickness - itemThickness) / 2,
                  length: varied.lengths[index], thickness: itemThickness),
                zIndex: ZIndex.item))
          }
        }
      }
      if geometry.footerExtent > 0 {
        take(footerAttributes(section: section, in: geometry, pins: pins).common)
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

/// The visit of ``FlowLayout/appendElements(in:pins:to:)``: the layout's elements in `rect`
/// (all when `nil`) with pinned positions from `pins`.
private struct FlowVisitor: ElementVisitor {
  let layout: FlowLayout
  let rect: LayoutRect?
  let pins: FlowPins?

  func visit<Consumer: ElementConsumer>(into consumer: inout Consumer) {
    layout.visitElements(in: rect, pins: pins, into: &consumer)
  }
}
