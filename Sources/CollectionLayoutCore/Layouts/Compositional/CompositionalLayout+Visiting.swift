/// A compositional layout's rect queries: its elements visited one at a time in ``ElementID``
/// order, none held, so that writing every element of a million-item layout costs no memory
/// per element (what `"elements": "all"` writes). A rectangle's few elements come from one
/// pass over its groups instead (CompositionalLayout+RectQuery.swift), which lists the same.
///
/// A section's elements list by kind (``ElementID``'s order), while its groups produce them
/// slot by slot: an item, then its badges. Rather than holding the section's elements to sort
/// them, a section is visited in passes, one per band of kinds, each over the groups that meet
/// the rectangle:
///
/// ```
///  section S, in id order         pass
///  background/S                   1  the background, then the boundary headers
///  header/S/K
///  item/S/I                       2  the items, slot by slot (noting the anchored kinds met)
///  rowSeparator/S/R               3  a list's separators, row by row
///  footer/S/K                     4  the boundary footers
///  KIND/S/…  (by kind name)       5  one pass per other kind: its boundary supplementaries,
///                                    the supplementaries anchored to the items, or the
///                                    groups' own (KIND/S/G)
/// ```
///
/// Global supplementaries are few: those meeting the rectangle are sorted by id, the global
/// headers come first, and the others (`globalFooter/K`, listed among section K's elements)
/// are merged into the stream before the first element whose id follows theirs.
extension CompositionalLayout {
  /// The elements whose frames meet `rect` (every element for `nil`), pinned by `pins`, in
  /// ``ElementID`` order; stops once it has more than `limit`. O(log sections + log s + k):
  /// the sections are found by binary search, the groups of each by arithmetic, the slots of
  /// each group that meet the rectangle by an index of the template's slots (s slots; along the
  /// axis where fewer meet it). A rectangle's elements come from one pass over its groups;
  /// every element, band by band.
  public func elements(in rect: LayoutRect?, pins: CompositionalPins?, limit: Int)
    -> [LayoutAttributes]
  {
    guard let rect else { return elementsVisited(in: nil, pins: pins, limit: limit) }
    // Room for a screen's worth (a five-column grid shows 60 items), each element's
    // attributes written in place; those past it are appended after. The layout lent: held
    // in the visitor by value, it would be copied with its references.
    var elements = LentValue.lend(self) { layout in
      [LayoutAttributes](
        visitedBy: OnePassVisitor(layout: layout, rect: rect, pins: pins), capacity: 128,
        limit: limit)
    }
    Self.finishListing(
      &elements, from: 0, globals: globalElements(meeting: rect, pins: pins), limit: limit)
    return elements
  }

  /// Calls `body` with each element ``elements(in:pins:limit:)`` lists, in the same order,
  /// until it returns `false`. Every element (`rect` `nil`): O(n · passes), nothing held per
  /// element, a section's groups visited once per band of kinds it has (see the extension's
  /// comment). A rectangle: O(log sections + log s + k), its k elements listed in one pass
  /// first (a screen's elements are few).
  public func forEachElement(
    in rect: LayoutRect?, pins: CompositionalPins?, _ body: (LayoutAttributes) -> Bool
  ) {
    guard let rect else { return forEachElementByBands(in: nil, pins: pins, body) }
    for element in elements(in: rect, pins: pins, limit: .max) {
      guard body(element) else { return }
    }
  }

  /// Appends to `buffer` the common attributes of the elements ``elements(in:pins:limit:)``
  /// lists, in the same order: a rectangle's in one pass, every element band by band.
  public func appendElements(
    in rect: LayoutRect?, pins: CompositionalPins?, to buffer: inout [ElementAttributes]
  ) {
    guard let rect else {
      return forEachElementByBands(in: nil, pins: pins) { element in
        buffer.append(element.common)
        return true
      }
    }
    let start = buffer.count
    // The layout lent: held in the visitor by value, it would be copied with its references.
    LentValue.lend(self) { layout in
      buffer.appendVisited(by: OnePassVisitor(layout: layout, rect: rect, pins: pins))
    }
    Self.finishListing(
      &buffer, from: start, globals: globalElements(meeting: rect, pins: pins), limit: .max)
  }

  /// Calls `body` with each element that meets `rect` (every element for `nil`), pinned by
  /// `pins`, in ``ElementID`` order, until it returns `false`, band by band (see the
  /// extension's comment): nothing held per element. What ``forEachElement(in:pins:_:)``
  /// lists every element with, and the general path a rectangle's one pass is tested against.
  func forEachElementByBands(
    in rect: LayoutRect?, pins: CompositionalPins?, _ body: (LayoutAttributes) -> Bool
  ) {
    var globals: [LayoutAttributes] = []
    if !globalSupplementaries.isEmpty {
      globals = globalAttributes(pins).filter { rect.map($0.frame.intersects) ?? true }
      globals.sort { $0.id < $1.id }
    }
    var nextGlobal = 0
    // Hands `element` to `body` after the global supplementaries whose ids come before its.
    func emit(_ element: LayoutAttributes) -> Bool {
      while nextGlobal < globals.count, globals[nextGlobal].id < element.id {
        guard body(globals[nextGlobal]) else { return false }
        nextGlobal += 1
      }
      return body(element)
    }
    // Not `pins.map(sectionPinLine)`: the method taken as a closure copies the whole layout.
    var line = 0.0
    if let pins { line = sectionPinLine(pins) }
    // The sections, groups and slots are searched over the rectangle widened for the search
    // (``LayoutRect/searchRect``); every element found is then tested against `rect` itself.
    let search = rect?.searchRect
    let low = search.map { $0.leadingEdge(along: scrollAxis) } ?? -Double.infinity
    let high =
      search.map { $0.leadingEdge(along: scrollAxis) + $0.size.length(along: scrollAxis) }
      ?? Double.infinity
    // The first section that, or a section before which, draws past `low`; up to the last
    // before the first from which nothing is drawn before `high`.
    var section = firstSection(drawingPast: low)
    var candidates: [Int] = []
    while section < geometries.count, drawnStartsFromHere[section] <= high {
      guard
        visitSection(
          section, in: rect, searching: search, pins: pins, line: line, candidates: &candidates,
          emit)
      else { return }
      section += 1
    }
    while nextGlobal < globals.count {
      guard body(globals[nextGlobal]) else { return }
      nextGlobal += 1
    }
  }

  /// The index of the first section such that it or a section before it draws past
  /// `position` along the scroll axis (the section count when none does): no section before it
  /// draws anything past `position`. O(log sections).
  func firstSection(drawingPast position: Double) -> Int {
    var low = 0
    var high = drawnEndsUpToHere.count
    while low < high {
      let middle = (low + high) / 2
      if drawnEndsUpToHere[middle] <= position { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Hands `emit` the elements of section `section` that meet `rect`, in id order, band by
  /// band, searching its groups over `search` (`rect` widened); `false` once `emit` has
  /// returned `false`.
  private func visitSection(
    _ section: Int, in rect: LayoutRect?, searching search: LayoutRect?,
    pins: CompositionalPins?, line: Double, candidates: inout [Int],
    _ emit: (LayoutAttributes) -> Bool
  ) -> Bool {
    let geometry = geometries[section]
    func meets(_ frame: LayoutRect) -> Bool { rect.map(frame.intersects) ?? true }
    if let background = geometry.background, meets(background) {
      let attributes = LayoutAttributes(
        id: .background(section: section), frame: background, zIndex: ZIndex.background)
      guard emit(attributes) else { return false }
    }
    let changes = visibleItemsChanges.isEmpty ? nil : visibleItemsChanges[section]
    let bounds = pinBounds(of: geometry, pins: pins, line: line)
    // Hands `emit` the boundary supplementaries of `kind` that meet the rectangle, pinned.
    func emitBoundary(of kind: ElementKind) -> Bool {
      for supplementary in geometry.supplementaries where supplementary.id.kind == kind {
        let attributes = self.attributes(
          of: supplementary, bounds: bounds, pins: pins, line: line,
          zIndex: Self.zIndex(of: supplementary))
        if meets(attributes.frame), !emit(attributes) { return false }
      }
      return true
    }
    guard emitBoundary(of: .header) else { return false }
    // The kinds anchored to the slots visited: only those may draw in the rectangle.
    var anchoredKinds: [ElementKind] = []
    if geometry.slotsPerGroup > 0 {
      let itemsDone = forEachSlot(of: geometry, in: search, candidates: &candidates) {
        slot, item, origin in
        for kind in slot.supplementaryKinds where !anchoredKinds.contains(kind) {
          anchoredKinds.append(kind)
        }
        var frame = slot.frame.offsetBy(dx: origin.x, dy: origin.y)
        if let rowStarts = geometry.rowStarts {
          frame.size.height = rowStarts[item + 1] - rowStarts[item]
        }
        guard meets(frame) else { return true }
        var attributes = LayoutAttributes(
          id: .item(section: section, item: item), frame: frame, zIndex: Self.itemZIndex)
        changes?.apply(to: &attributes)
        return emit(attributes)
      }
      guard itemsDone else { return false }
      if let thickness = geometry.separatorThickness {
        let separatorsDone = forEachSlot(of: geometry, in: search, candidates: &candidates) {
          _, item, _ in
          guard item + 1 < geometry.itemCount else { return true }
          let frame = geometry.frame(ofSeparator: item, thickness: thickness)
          guard meets(frame) else { return true }
          return emit(
            LayoutAttributes(
              id: .rowSeparator(section: section, row: item), frame: frame,
              zIndex: ZIndex.separator))
        }
        guard separatorsDone else { return false }
      }
    }
    guard emitBoundary(of: .footer) else { return false }
    // The other kinds, in id order. Validation keeps a section's boundary kinds, its items'
    // anchored kinds and its groups' own kinds apart (their ids would be the same), so each
    // kind is one of them, and each lists in order.
    var otherKinds = anchoredKinds
    let groupKinds = geometry.slotsPerGroup > 0 ? geometry.template.groupSupplementaryKinds : []
    for kind in groupKinds where !otherKinds.contains(kind) { otherKinds.append(kind) }
    for supplementary in geometry.supplementaries {
      let kind = supplementary.id.kind
      if kind != .header, kind != .footer, !otherKinds.contains(kind) { otherKinds.append(kind) }
    }
    otherKinds.sort {
      $0.listingRank != $1.listingRank ? $0.listingRank < $1.listingRank : $0.nameIsBefore($1)
    }
    for kind in otherKinds {
      guard emitBoundary(of: kind) else { return false }
      if groupKinds.contains(kind) {
        guard
          forEachGroupSupplementary(
            of: kind, in: geometry, section: section, meeting: rect, searching: search, emit)
        else { return false }
        continue
      }
      guard anchoredKinds.contains(kind) else { continue }
      let anchoredDone = forEachSlot(of: geometry, in: search, candidates: &candidates) {
        slot, item, origin in
        guard let index = slot.supplementaryKinds.firstIndex(of: kind) else { return true }
        let frame = slot.supplementaryFrames[index].offsetBy(dx: origin.x, dy: origin.y)
        guard meets(frame) else { return true }
        // The kind was checked not to be built in: any two indexes make a valid id.
        var attributes = LayoutAttributes(
          id: ElementID(kind: kind, section, item), frame: frame, zIndex: Self.anchoredZIndex)
        changes?.apply(to: &attributes)
        return emit(attributes)
      }
      guard anchoredDone else { return false }
    }
    return true
  }

  /// Calls `body` with each slot of `geometry`'s groups that may meet `rect` (a search
  /// rectangle; every slot for `nil`) and holds an item: the slot, its item's index and its
  /// group's origin, in item order, until `body` returns `false` (then returns `false`). The groups come by
  /// arithmetic; an indexed template's slots by its index, reused through `candidates`; a
  /// list's rows (their own heights, separators below them) are all tested.
  private func forEachSlot(
    of geometry: CompositionalSectionGeometry, in rect: LayoutRect?, candidates: inout [Int],
    _ body: (GroupTemplate.Slot, Int, LayoutPoint) -> Bool
  ) -> Bool {
    let indexable = geometry.rowStarts == nil && geometry.separatorThickness == nil
    for group in geometry.groups(meeting: rect) {
      let origin = geometry.origin(ofGroup: group)
      let template = geometry.template(ofGroup: group)
      let first = geometry.firstItem(ofGroup: group)
      if let rect, indexable, let index = template.slotIndex {
        index.slots(meeting: rect, from: origin, into: &candidates)
        for slotIndex in candidates {
          guard first + slotIndex < geometry.itemCount else { break }
          guard body(template.slots[slotIndex], first + slotIndex, origin) else { return false }
        }
      } else {
        for (slotIndex, slot) in template.slots.enumerated() {
          guard first + slotIndex < geometry.itemCount else { break }
          guard body(slot, first + slotIndex, origin) else { return false }
        }
      }
    }
    return true
  }
}

/// The visit of ``CompositionalLayout/elements(in:pins:limit:)`` and
/// ``CompositionalLayout/appendElements(in:pins:to:)`` for a rectangle: the sections' elements
/// in one pass, the layout lent while the append runs.
private struct OnePassVisitor: ElementVisitor {
  /// The layout visited, valid while the append runs.
  let layout: LentValue<CompositionalLayout>
  /// The rectangle the elements meet.
  let rect: LayoutRect
  /// The pinned positions, if any.
  let pins: CompositionalPins?

  /// Hands `consumer` the sections' elements in `rect`, in ``ElementID`` order.
  func visit<Consumer: ElementConsumer>(into consumer: inout Consumer) {
    layout.withValue { layout in
      layout.listSectionsInOnePass(in: rect, pins: pins, into: &consumer)
    }
  }
}
