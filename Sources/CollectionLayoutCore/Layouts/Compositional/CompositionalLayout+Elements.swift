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
  private func sectionPinLine(_ pins: CompositionalPins) -> Double {
    var line = pins.start
    for global in globalSupplementaries where global.pinsAtStart == true {
      let top = max(global.frame.leadingEdge(along: scrollAxis), line)
      line = max(line, top + global.frame.size.length(along: scrollAxis))
    }
    return line
  }

  /// The attributes of a boundary supplementary, pinned by `pins` within `bounds` (see
  /// ``pinBounds(ofSection:pins:line:)``).
  private func attributes(
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
  private static func zIndex(of supplementary: PlacedSupplementary) -> Int {
    supplementary.pinsAtStart == nil ? ZIndex.supplementary : ZIndex.pinnedSectionHeader
  }

  /// The range along the scroll axis that the pinned boundary supplementaries of `section`
  /// stay within (``BoundaryPinning``): from where its headers end, pinned by `pins` at `line`
  /// or not (the section's start without headers), to where its pinned footers start as laid
  /// out (the section's end without any). So a pinned footer stops under its header, whether
  /// the header pins or not, and a pinned header is pushed out by a pinned footer: UIKit
  /// manages their occlusion when both pin (B.7). A pinned header still slides over a footer
  /// that does not pin, to its section's end (IBP's rule, B.12.13). O(boundary
  /// supplementaries of the section).
  private func pinBounds(ofSection section: Int, pins: CompositionalPins?, line: Double) -> (
    start: Double, end: Double
  ) {
    let geometry = geometries[section]
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
  private func globalAttributes(_ pins: CompositionalPins?) -> [LayoutAttributes] {
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

  /// The elements whose frames meet `rect` (every element for `nil`), pinned by `pins`, in
  /// ``ElementID`` order. O(log sections + log s + k): the sections are found by binary
  /// search, the groups of each by arithmetic, the slots of each group that meet the
  /// rectangle by an index of the template's slots (s slots; along the axis where fewer meet
  /// it), and the elements are produced in order (sorted only when a global supplementary of
  /// a kind other than `header` lists among section 0's elements).
  public func elements(in rect: LayoutRect?, pins: CompositionalPins?, limit: Int)
    -> [LayoutAttributes]
  {
    var result: [LayoutAttributes] = []
    result.reserveCapacity(64)
    var needsSorting = false
    if !globalSupplementaries.isEmpty {
      for attributes in globalAttributes(pins) where rect.map(attributes.frame.intersects) ?? true {
        result.append(attributes)
        if attributes.kind != .globalHeader { needsSorting = true }
      }
    }
    let line = pins.map(sectionPinLine) ?? 0
    let low = rect.map { $0.leadingEdge(along: scrollAxis) } ?? -Double.infinity
    let high =
      rect.map { $0.leadingEdge(along: scrollAxis) + $0.size.length(along: scrollAxis) }
      ?? Double.infinity
    // The first section that, or a section before which, draws past `low`; up to the last
    // before the first from which nothing is drawn before `high`.
    var section = firstSection(drawingPast: low)
    var buckets = ElementBuckets()
    while section < geometries.count, drawnStartsFromHere[section] <= high {
      appendElements(
        ofSection: section, in: rect, pins: pins, line: line, into: &result, &buckets)
      buckets.drain(into: &result)
      if result.count > limit { break }
      section += 1
    }
    if needsSorting { result.sort { $0.id < $1.id } }
    return result
  }

  /// The index of the first section such that it or a section before it draws past
  /// `position` along the scroll axis (the section count when none does): no section before it
  /// draws anything past `position`. O(log sections).
  private func firstSection(drawingPast position: Double) -> Int {
    var low = 0
    var high = drawnEndsUpToHere.count
    while low < high {
      let middle = (low + high) / 2
      if drawnEndsUpToHere[middle] <= position { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Appends the elements of section `section` that meet `rect`: its background, headers and
  /// items to `result` (they come first, in that order), the others to the buckets of their
  /// kinds.
  private func appendElements(
    ofSection section: Int, in rect: LayoutRect?, pins: CompositionalPins?, line: Double,
    into result: inout [LayoutAttributes], _ buckets: inout ElementBuckets
  ) {
    let geometry = geometries[section]
    let changes = visibleItemsChanges.isEmpty ? nil : visibleItemsChanges[section]
    func meets(_ frame: LayoutRect) -> Bool { rect.map(frame.intersects) ?? true }
    if let background = geometry.background, meets(background) {
      result.append(
        LayoutAttributes(
          id: .background(section: section), frame: background, zIndex: ZIndex.background))
    }
    let bounds = pinBounds(ofSection: section, pins: pins, line: line)
    for supplementary in geometry.supplementaries {
      let attributes = self.attributes(
        of: supplementary, bounds: bounds, pins: pins, line: line,
        zIndex: Self.zIndex(of: supplementary))
      guard meets(attributes.frame) else { continue }
      if attributes.kind == .header {
        result.append(attributes)
      } else {
        buckets.append(attributes)
      }
    }
    guard geometry.slotsPerGroup > 0 else { return }
    let groups: Range<Int>
    if let rect {
      let vertical = geometry.strideAxis == .vertical
      groups = geometry.groups(
        meeting: vertical ? rect.minY : rect.minX, vertical ? rect.maxY : rect.maxX)
    } else {
      groups = 0..<geometry.groupCount
    }
    // Appends what `slot`, item `item` of the group whose origin is `origin`, draws: its item,
    // its anchored supplementaries and its separator, those that meet the rectangle.
    func appendSlot(_ slot: GroupTemplate.Slot, item: Int, origin: LayoutPoint) {
      var frame = slot.frame.offsetBy(dx: origin.x, dy: origin.y)
      if let rowStarts = geometry.rowStarts {
        frame.size.height = rowStarts[item + 1] - rowStarts[item]
      }
      if meets(frame) {
        var attributes = LayoutAttributes(
          id: .item(section: section, item: item), frame: frame, zIndex: Self.itemZIndex)
        changes?.apply(to: &attributes)
        result.append(attributes)
      }
      for (index, kind) in slot.supplementaryKinds.enumerated() {
        let frame = slot.supplementaryFrames[index].offsetBy(dx: origin.x, dy: origin.y)
        guard meets(frame) else { continue }
        // The kind was checked not to be built in: any two indexes make a valid id.
        var attributes = LayoutAttributes(
          id: ElementID(kind: kind, section, item), frame: frame, zIndex: Self.anchoredZIndex)
        changes?.apply(to: &attributes)
        buckets.append(attributes)
      }
      if let thickness = geometry.separatorThickness, item + 1 < geometry.itemCount {
        let frame = geometry.frame(ofSeparator: item, thickness: thickness)
        if meets(frame) {
          buckets.separators.append(
            LayoutAttributes(
              id: .rowSeparator(section: section, row: item), frame: frame,
              zIndex: ZIndex.separator))
        }
      }
    }
    // The slots of an indexed template that may meet the rectangle, reused group to group. A
    // list's rows (their own heights, separators below them) are tested in turn.
    var candidates: [Int] = []
    let indexable = geometry.rowStarts == nil && geometry.separatorThickness == nil
    for group in groups {
      let origin = geometry.origin(ofGroup: group)
      let template = geometry.template(ofGroup: group)
      let first = geometry.firstItem(ofGroup: group)
      appendGroupSupplementaries(
        of: template, group: group, section: section, origin: origin, in: rect, to: &buckets)
      if let rect, indexable, let index = template.slotIndex {
        index.slots(meeting: rect, from: origin, into: &candidates)
        for slotIndex in candidates {
          guard first + slotIndex < geometry.itemCount else { break }
          appendSlot(template.slots[slotIndex], item: first + slotIndex, origin: origin)
        }
      } else {
        for (slotIndex, slot) in template.slots.enumerated() {
          guard first + slotIndex < geometry.itemCount else { break }
          appendSlot(slot, item: first + slotIndex, origin: origin)
        }
      }
    }
  }

  /// The attributes of element `id`, pinned by `pins`; `nil` when the layout has no such
  /// element. O(boundary supplementaries of its section).
  public func attributes(for id: ElementID, pins: CompositionalPins?) -> LayoutAttributes? {
    if let index = globalSupplementaries.firstIndex(where: { $0.id == id }) {
      return globalAttributes(pins)[index]
    }
    guard let section = id.indexes.first, geometries.indices.contains(section) else { return nil }
    let geometry = geometries[section]
    if id.kind == .background {
      return geometry.background.map {
        LayoutAttributes(id: id, frame: $0, zIndex: ZIndex.background)
      }
    }
    if let supplementary = geometry.supplementaries.first(where: { $0.id == id }) {
      let line = pins.map(sectionPinLine) ?? 0
      return attributes(
        of: supplementary, bounds: pinBounds(ofSection: section, pins: pins, line: line),
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

/// The elements of one section sorted into the bands of ``ElementID``'s order as they are
/// produced: background, headers, items, row separators, footers, then the other kinds by
/// name. Each band fills in id order, so draining them in turn lists the section in order
/// without sorting (a band filled out of order, which only kinds shared by a boundary and an
/// anchored supplementary can do, is sorted).
struct ElementBuckets {
  /// The built-in kinds before items (background, header), in their order.
  var leading: [LayoutAttributes] = []
  /// The items.
  var items: [LayoutAttributes] = []
  /// The row separators.
  var separators: [LayoutAttributes] = []
  /// The footers.
  var footers: [LayoutAttributes] = []
  /// The other kinds, each with its elements.
  var others: [(kind: ElementKind, elements: [LayoutAttributes])] = []

  /// Files `attributes` in its band.
  mutating func append(_ attributes: LayoutAttributes) {
    switch attributes.kind {
    case .background, .header: leading.append(attributes)
    case .item: items.append(attributes)
    case .rowSeparator: separators.append(attributes)
    case .footer: footers.append(attributes)
    default:
      if let index = others.firstIndex(where: { $0.kind == attributes.kind }) {
        others[index].elements.append(attributes)
      } else {
        others.append((attributes.kind, [attributes]))
      }
    }
  }

  /// Appends the bands to `result` in order and empties them.
  mutating func drain(into result: inout [LayoutAttributes]) {
    result.append(contentsOf: leading)
    result.append(contentsOf: items)
    result.append(contentsOf: separators)
    result.append(contentsOf: footers)
    others.sort { $0.kind.nameIsBefore($1.kind) }
    for var bucket in others {
      if !zip(bucket.elements, bucket.elements.dropFirst()).allSatisfy({ $0.id < $1.id }) {
        bucket.elements.sort { $0.id < $1.id }
      }
      result.append(contentsOf: bucket.elements)
    }
    leading.removeAll(keepingCapacity: true)
    items.removeAll(keepingCapacity: true)
    separators.removeAll(keepingCapacity: true)
    footers.removeAll(keepingCapacity: true)
    others.removeAll(keepingCapacity: true)
  }
}
