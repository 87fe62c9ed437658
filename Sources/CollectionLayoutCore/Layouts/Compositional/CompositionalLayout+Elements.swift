/// The queries of a compositional layout: pins, rect queries, one element's attributes.
extension CompositionalLayout {
  /// The zIndex of items.
  static let itemZIndex = ZIndex.item
  /// The zIndex of supplementaries anchored to items (badges): above their item.
  static let anchoredZIndex = ZIndex.item + 1

  /// The id of global boundary supplementary `index` of `kind`: `globalHeader/K` for kind
  /// `header`, `globalKind/K` (the kind capitalised) for others; `nil` when that name is not
  /// a valid element kind (longer than 23 characters).
  package static func globalID(kind: String, index: Int) -> ElementID? {
    if kind == ElementKind.header.rawValue { return .globalHeader(index: index) }
    guard let kind = globalKind(of: kind) else { return nil }
    return ElementID(kind: kind, indexes: [index])
  }

  /// `global` + `kind` capitalised: the element kind of a global boundary supplementary of
  /// `kind` other than `header`.
  static func globalKind(of kind: String) -> ElementKind? {
    ElementKind(rawValue: "global" + kind.prefix(1).uppercased() + kind.dropFirst())
  }

  /// The lines pinned supplementaries pin to at `contentOffset`. O(1).
  public func pinPass(at contentOffset: LayoutPoint) -> CompositionalPins {
    let inset = environment.contentInset
    let start = contentOffset.coordinate(along: scrollAxis) + inset.leading(along: scrollAxis)
    let viewport = environment.viewport.length(along: scrollAxis)
    let end =
      contentOffset.coordinate(along: scrollAxis) + viewport - inset.trailing(along: scrollAxis)
    return CompositionalPins(start: start, end: end)
  }

  /// The start along the scroll axis of a boundary supplementary pinned at `line` (a header)
  /// or `endLine` (a footer) within `bounds` (``BoundaryPinning``): a header not past
  /// `bounds.end` (where its section's pinned footers start), a footer not before
  /// `bounds.start` (where its section's headers end); its natural start when it does not pin.
  private func pinnedMain(
    of supplementary: PlacedSupplementary, bounds: (start: Double, end: Double), line: Double,
    endLine: Double
  ) -> Double {
    let natural = supplementary.frame.leadingEdge(along: scrollAxis)
    let length = supplementary.frame.size.length(along: scrollAxis)
    switch supplementary.pinsAtStart {
    case .some(true):
      return BoundaryPinning.headerStart(
        natural: natural, length: length, line: line, footerStart: bounds.end)
    case .some(false):
      return BoundaryPinning.footerStart(
        natural: natural, length: length, line: endLine, headerEnd: bounds.start)
    case .none:
      return natural
    }
  }

  /// The line section headers pin to: below the global headers that pin at the start.
  func sectionPinLine(_ pins: CompositionalPins) -> Double {
    var line = pins.start
    for global in globalSupplementaries where global.pinsAtStart == true {
      let top = max(global.frame.leadingEdge(along: scrollAxis), line)
      line = max(line, top + global.frame.size.length(along: scrollAxis))
    }
    return line
  }

  /// The attributes of a boundary supplementary, pinned by `pins` within `bounds` (see
  /// ``pinBounds(of:pins:line:)``).
  func attributes(
    of supplementary: PlacedSupplementary, bounds: (start: Double, end: Double),
    pins: CompositionalPins?, line: Double, zIndex: Int
  ) -> LayoutAttributes {
    var frame = supplementary.frame
    var isPinned: Bool?
    if supplementary.pinsAtStart != nil {
      let natural = frame.leadingEdge(along: scrollAxis)
      if let pins {
        let main = pinnedMain(
          of: supplementary, bounds: bounds, line: line, endLine: pins.end)
        frame =
          scrollAxis == .vertical
          ? frame.offsetBy(dx: 0, dy: main - natural) : frame.offsetBy(dx: main - natural, dy: 0)
      }
      isPinned = frame.leadingEdge(along: scrollAxis) != natural
    }
    return LayoutAttributes(id: supplementary.id, frame: frame, zIndex: zIndex, isPinned: isPinned)
  }

  /// The zIndex of a section's boundary supplementary.
  static func zIndex(of supplementary: PlacedSupplementary) -> Int {
    supplementary.pinsAtStart == nil ? ZIndex.supplementary : ZIndex.pinnedSectionHeader
  }

  /// The range along the scroll axis that the pinned boundary supplementaries of the section
  /// laid out as `geometry` stay within (``BoundaryPinning``): from where its headers end,
  /// pinned by `pins` at `line` or not (the section's start without headers), to where its
  /// pinned footers start as laid out (the section's end without any). So a pinned footer
  /// stops under its header, whether the header pins or not, and a pinned header is pushed out
  /// by a pinned footer: UIKit manages their occlusion when both pin (B.7). A pinned header
  /// still slides over a footer that does not pin, to its section's end (IBP's rule,
  /// B.12.13). O(boundary supplementaries of the section). Takes the geometry, lent by the
  /// caller, rather than the section's index: read out of ``geometries`` it would be copied
  /// (a retain and a release of each of its arrays).
  func pinBounds(of geometry: CompositionalSectionGeometry, pins: CompositionalPins?, line: Double)
    -> (start: Double, end: Double)
  {
    let start = geometry.frame.leadingEdge(along: scrollAxis)
    var footersStart = start + geometry.frame.size.length(along: scrollAxis)
    for supplementary in geometry.supplementaries where supplementary.pinsAtStart == false {
      footersStart = min(footersStart, supplementary.frame.leadingEdge(along: scrollAxis))
    }
    var headersEnd = start
    for supplementary in geometry.supplementaries where supplementary.isAtStart {
      let main =
        pins.map {
          pinnedMain(
            of: supplementary, bounds: (start, footersStart), line: line, endLine: $0.end)
        } ?? supplementary.frame.leadingEdge(along: scrollAxis)
      headersEnd = max(headersEnd, main + supplementary.frame.size.length(along: scrollAxis))
    }
    return (headersEnd, footersStart)
  }

  /// The attributes of every global supplementary.
  func globalAttributes(_ pins: CompositionalPins?) -> [LayoutAttributes] {
    let bounds = (start: 0.0, end: contentSize.length(along: scrollAxis))
    var line = pins?.start ?? 0
    var result: [LayoutAttributes] = []
    for (index, global) in globalSupplementaries.enumerated() {
      let attributes = self.attributes(
        of: global, bounds: bounds, pins: pins, line: line,
        zIndex: ZIndex.globalHeader(index: index, count: globalSupplementaries.count))
      if global.pinsAtStart == true, pins != nil {
        line = max(
          line,
          attributes.frame.leadingEdge(along: scrollAxis)
            + global.frame.size.length(along: scrollAxis))
      }
      result.append(attributes)
    }
    return result
  }

  /// The attributes of element `id`, pinned by `pins`; `nil` when the layout has no such
  /// element. O(boundary supplementaries of its section).
  public func attributes(for id: ElementID, pins: CompositionalPins?) -> LayoutAttributes? {
    if let index = globalSupplementaries.firstIndex(where: { $0.id == id }) {
      return globalAttributes(pins)[index]
    }
    guard let section = id.indexes.first, geometries.indices.contains(section) else { return nil }
    // The geometry lent, not copied: a copy would retain (and then release) each of its arrays.
    return geometries.withUnsafeBufferPointer { geometries in
      withUnretainedBorrow(of: geometries.baseAddress.unsafelyUnwrapped + section) {
        attributes(for: id, pins: pins, inSection: section, laidOutAs: $0)
      }
    }
  }

  /// ``attributes(for:pins:)`` for an element of section `section`, laid out as `geometry`.
  private func attributes(
    for id: ElementID, pins: CompositionalPins?, inSection section: Int,
    laidOutAs geometry: CompositionalSectionGeometry
  ) -> LayoutAttributes? {
    if id.kind == .background {
      return geometry.background.map {
        LayoutAttributes(id: id, frame: $0, zIndex: ZIndex.background)
      }
    }
    if let supplementary = geometry.supplementaries.first(where: { $0.id == id }) {
      // Not `pins.map(sectionPinLine)`: the method taken as a closure copies the whole layout.
      var line = 0.0
      if let pins { line = sectionPinLine(pins) }
      return attributes(
        of: supplementary, bounds: pinBounds(of: geometry, pins: pins, line: line),
        pins: pins, line: line, zIndex: Self.zIndex(of: supplementary))
    }
    guard id.indexes.count == 2, geometry.slotsPerGroup > 0 else { return nil }
    let item = id.indexes[1]
    guard (0..<geometry.itemCount).contains(item) else { return nil }
    if id.kind == .item {
      return withVisibleItemsEffects(
        LayoutAttributes(id: id, frame: geometry.frame(ofItem: item), zIndex: Self.itemZIndex),
        inSection: section)
    }
    if id.kind == .rowSeparator, let thickness = geometry.separatorThickness,
      item + 1 < geometry.itemCount
    {
      return LayoutAttributes(
        id: id, frame: geometry.frame(ofSeparator: item, thickness: thickness),
        zIndex: ZIndex.separator)
    }
    if let attributes = groupSupplementaryAttributes(for: id, of: geometry) { return attributes }
    let slot = geometry.slot(ofItem: item)
    guard let index = slot.supplementaryKinds.firstIndex(of: id.kind) else { return nil }
    return withVisibleItemsEffects(
      LayoutAttributes(
        id: id, frame: geometry.frame(ofSupplementary: index, ofItem: item),
        zIndex: Self.anchoredZIndex), inSection: section)
  }

  // MARK: - Ownership

  /// Items own themselves; an item's anchored supplementaries are attached to it; global
  /// supplementaries belong to the collection; every other element to its section.
  public func owner(of id: ElementID) -> ElementOwner? {
    if id.kind == .item { return id.itemPath.map(ElementOwner.item) }
    if globalSupplementaries.contains(where: { $0.id == id }) { return .collection }
    guard let section = id.indexes.first, geometries.indices.contains(section) else { return nil }
    let geometry = geometries[section]
    if id.indexes.count == 2, id.kind != .rowSeparator,
      !geometry.supplementaries.contains(where: { $0.id == id }),
      geometry.template.slots.contains(where: { $0.supplementaryKinds.contains(id.kind) })
    {
      return .attached(to: ItemPath(section: section, item: id.indexes[1]))
    }
    return .section(section)
  }

  /// `id` with its section or item replaced by `owner`'s, when this layout has it.
  public func element(_ id: ElementID, ownedBy owner: ElementOwner) -> ElementID? {
    let candidate: ElementID?
    switch owner {
    case .collection:
      candidate = id
    case .item(let path), .attached(to: let path), .placed(by: let path):
      candidate = ElementID(kind: id.kind, indexes: [path.section, path.item])
    case .section(let section):
      guard !id.indexes.isEmpty else { return nil }
      var indexes = Array(id.indexes)
      indexes[0] = section
      candidate = ElementID(kind: id.kind, indexes: indexes)
    }
    guard let candidate, attributes(for: candidate, pins: nil) != nil else { return nil }
    return candidate
  }
}
