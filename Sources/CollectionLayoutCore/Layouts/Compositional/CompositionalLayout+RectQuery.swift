/// A compositional layout's query of a rectangle in one pass: the few elements of a screen
/// listed in ``ElementID`` order without visiting a section's groups once per band of kinds
/// (what ``forEachElementByBands(in:pins:_:)`` does, so that every element streams).
///
/// Each group that may meet the rectangle is visited once. Its items go straight to the
/// result, since they come in id order right after the background and the headers; what
/// lists later (row separators, the groups' own supplementaries, the supplementaries anchored
/// to the items) is held aside, in the order it was found, and drained once the items are
/// done, one band at a time:
///
/// ```
///  section S, in id order    found                          listed
///  background/S              before the groups              at once
///  header/S/K                before the groups              at once
///  item/S/I                  slot by slot                   at once
///  rowSeparator/S/R          slot by slot                   held, then drained
///  footer/S/K                after the groups               at once
///  KIND/S/…  (by kind)       slot by slot, group by group   held, then drained by kind,
///                                                           after the boundary ones of KIND
/// ```
///
/// Within a band, held elements keep the order they were found in, which is the band visit's
/// (groups in order, slots in item order), so both list the same elements in the same order:
/// `CompositionalRectQueryPropertyTests` compares them on random layouts and rectangles.
extension CompositionalLayout {
  /// The global supplementaries whose frames meet `rect`, pinned by `pins`, sorted by id:
  /// what ``finishListing(_:from:globals:limit:)`` merges into a one-pass listing.
  func globalElements(meeting rect: LayoutRect, pins: CompositionalPins?) -> [LayoutAttributes] {
    guard !globalSupplementaries.isEmpty else { return [] }
    var globals = globalAttributes(pins).filter { $0.frame.intersects(rect) }
    globals.sort { $0.id < $1.id }
    return globals
  }

  /// Hands `consumer` the elements of the sections whose frames meet `rect`, pinned by `pins`,
  /// in ``ElementID`` order: what ``forEachElementByBands(in:pins:_:)`` lists for `rect` but
  /// the global supplementaries (``globalElements(meeting:pins:)``), in one pass over the
  /// groups. Stops after the section after which `consumer` wants no more. O(log sections +
  /// log s + k), holding at most one section's elements that meet the rectangle beside the
  /// consumer's.
  func listSectionsInOnePass<Consumer: ElementConsumer>(
    in rect: LayoutRect, pins: CompositionalPins?, into consumer: inout Consumer
  ) {
    // Not `pins.map(sectionPinLine)`: the method taken as a closure copies the whole layout.
    var line = 0.0
    if let pins { line = sectionPinLine(pins) }
    // The sections, groups and slots are searched over the rectangle widened for the search
    // (``LayoutRect/searchRect``); every element found is then tested against `rect` itself.
    let search = rect.searchRect
    let low = search.leadingEdge(along: scrollAxis)
    let high = low + search.size.length(along: scrollAxis)
    var section = firstSection(drawingPast: low)
    var held = HeldElements()
    geometries.withUnsafeBufferPointer { geometries in
      while section < geometries.count, drawnStartsFromHere[section] <= high {
        // Lent, not copied: a copy would retain (and then release) each of its arrays.
        withUnretainedBorrow(of: geometries.baseAddress.unsafelyUnwrapped + section) {
          appendElements(
            of: $0, section: section, in: rect, searching: search, pins: pins, line: line,
            held: &held, into: &consumer)
        }
        if !consumer.wantsMore { break }
        section += 1
      }
    }
  }

  /// Merges `globals` (``globalElements(meeting:pins:)``) into `elements[start...]`, the
  /// elements ``listSectionsInOnePass(in:pins:into:)`` listed, as the band visit does: each
  /// before the first element whose id follows its, those left at the end. Then keeps at
  /// most `limit + 1` of them (at least one), as the band visit hands over one element more
  /// than `limit` before it stops.
  static func finishListing<Element: ListedAttributes>(
    _ elements: inout [Element], from start: Int, globals: [LayoutAttributes], limit: Int
  ) {
    if !globals.isEmpty { merge(globals, intoElementsFrom: start, of: &elements) }
    let listed = elements.count - start
    if listed > limit {
      let kept = limit < 0 ? 1 : limit + 1
      if listed > kept { elements.removeLast(listed - kept) }
    }
  }

  /// Merges `globals` (sorted by id) into `elements[start...]` as the band visit does: each
  /// before the first element whose id follows its, those left at the end.
  private static func merge<Element: ListedAttributes>(
    _ globals: [LayoutAttributes], intoElementsFrom start: Int, of elements: inout [Element]
  ) {
    let listed = elements[start...]
    var merged: [Element] = []
    merged.reserveCapacity(listed.count + globals.count)
    var nextGlobal = 0
    for element in listed {
      while nextGlobal < globals.count, globals[nextGlobal].id < element.id {
        merged.append(Element.listing(globals[nextGlobal]))
        nextGlobal += 1
      }
      merged.append(element)
    }
    for global in globals[nextGlobal...] { merged.append(Element.listing(global)) }
    elements.replaceSubrange(start..., with: merged)
  }

  /// Hands `consumer` the elements of section `section`, laid out as `geometry`, that meet
  /// `rect`, in id order,
  /// searching its groups over `search` (`rect` widened) once; `held` is kept for its
  /// storage, and may hold the previous section's elements, already listed (emptied here
  /// rather than after each section: most queries meet one section that holds any).
  private func appendElements<Consumer: ElementConsumer>(
    of geometry: CompositionalSectionGeometry, section: Int, in rect: LayoutRect,
    searching search: LayoutRect, pins: CompositionalPins?, line: Double,
    held: inout HeldElements, into consumer: inout Consumer
  ) {
    if !held.records.isEmpty { held.removeAll() }
    if let background = geometry.background, background.intersects(rect) {
      consumer.take(
        common: ElementAttributes(
          id: .background(section: section), frame: background, zIndex: ZIndex.background))
    }
    let bounds =
      geometry.supplementaries.isEmpty
      ? (start: 0.0, end: 0.0) : pinBounds(of: geometry, pins: pins, line: line)
    // Hands over the boundary supplementaries of `kind` that meet the rectangle, pinned.
    func appendBoundary(of kind: ElementKind, into consumer: inout Consumer) {
      for supplementary in geometry.supplementaries where supplementary.id.kind == kind {
        let attributes = self.attributes(
          of: supplementary, bounds: bounds, pins: pins, line: line,
          zIndex: Self.zIndex(of: supplementary))
        if attributes.frame.intersects(rect) { consumer.take(attributes) }
      }
    }
    appendBoundary(of: .header, into: &consumer)
    let groupKinds = geometry.slotsPerGroup > 0 ? geometry.template.groupSupplementaryKinds : []
    if geometry.slotsPerGroup > 0 {
      appendSlots(
        of: geometry, section: section, in: rect, searching: search, groupKinds: groupKinds,
        held: &held, into: &consumer)
    }
    held.drain(.rowSeparator, section: section, changes: nil, into: &consumer)
    appendBoundary(of: .footer, into: &consumer)
    // The other kinds, in id order: those held (anchored to items, or the groups' own), the
    // groups' and the boundary ones. Validation keeps them apart (their ids would be the
    // same), so each kind lists its boundary supplementaries, then those held.
    var kinds = held.kinds
    for kind in groupKinds where !kinds.contains(kind) { kinds.append(kind) }
    for supplementary in geometry.supplementaries {
      let kind = supplementary.id.kind
      if kind != .header, kind != .footer, !kinds.contains(kind) { kinds.append(kind) }
    }
    if kinds.count > 1 {
      kinds.sort {
        $0.listingRank != $1.listingRank ? $0.listingRank < $1.listingRank : $0.nameIsBefore($1)
      }
    }
    let changes = visibleItemsChanges.isEmpty ? nil : visibleItemsChanges[section]
    for kind in kinds {
      appendBoundary(of: kind, into: &consumer)
      if held.kinds.contains(kind) {
        held.drain(kind, section: section, changes: changes, into: &consumer)
      }
    }
  }

  /// Visits once each slot of `geometry`'s groups that may meet `search` and holds an item:
  /// hands `consumer` its item when its frame meets `rect`, and holds its row separator
  /// and its anchored supplementaries (but those of `groupKinds`) that meet it, then each
  /// group's own supplementaries of `groupKinds`, as the band visit finds them.
  private func appendSlots<Consumer: ElementConsumer>(
    of geometry: CompositionalSectionGeometry, section: Int, in rect: LayoutRect,
    searching search: LayoutRect, groupKinds: [ElementKind], held: inout HeldElements,
    into consumer: inout Consumer
  ) {
    let pass = GroupPass(
      section: section, rect: rect, search: search, groupKinds: groupKinds,
      changes: visibleItemsChanges.isEmpty ? nil : visibleItemsChanges[section],
      indexable: geometry.rowStarts == nil && geometry.separatorThickness == nil)
    let groups = geometry.groups(meeting: search)
    if geometry.measured == nil {
      // One template for every group, borrowed rather than copied group by group.
      let template = geometry.template
      for group in groups {
        appendGroup(
          group, laidOutAs: template, firstItem: group * template.slots.count, of: geometry,
          pass, held: &held, into: &consumer)
      }
    } else {
      for group in groups {
        appendGroup(
          group, laidOutAs: geometry.template(ofGroup: group),
          firstItem: geometry.firstItem(ofGroup: group), of: geometry, pass, held: &held,
          into: &consumer)
      }
    }
  }

  /// ``appendSlots(of:section:in:searching:groupKinds:held:to:)`` for group `group`, laid out
  /// as `template`, whose first item is `first`.
  private func appendGroup<Consumer: ElementConsumer>(
    _ group: Int, laidOutAs template: GroupTemplate, firstItem first: Int,
    of geometry: CompositionalSectionGeometry, _ pass: GroupPass, held: inout HeldElements,
    into consumer: inout Consumer
  ) {
    let origin = geometry.origin(ofGroup: group)
    let itemCount = geometry.itemCount
    let rowStarts = geometry.rowStarts
    let thickness = geometry.separatorThickness
    let rect = pass.rect
    let section = pass.section
    template.slots.withUnsafeBufferPointer { slots in
      // Lists what slot `slotIndex` draws; `false` past the last item.
      func visit(_ slotIndex: Int) -> Bool {
        let item = first + slotIndex
        guard item < itemCount else { return false }
        var frame = slots[slotIndex].frame.offsetBy(dx: origin.x, dy: origin.y)
        if let rowStarts {
          frame.size.height = rowStarts[item + 1] - rowStarts[item]
        }
        if frame.overlapsHorizontally(rect), frame.overlapsVertically(rect) {
          let id = ElementID.item(section: section, item: item)
          if let changes = pass.changes {
            var attributes = LayoutAttributes(
              ElementAttributes(id: id, frame: frame, zIndex: Self.itemZIndex))
            changes.apply(to: &attributes)
            consumer.take(attributes)
          } else {
            consumer.take(common: ElementAttributes(id: id, frame: frame, zIndex: Self.itemZIndex))
          }
        }
        if let thickness, item + 1 < itemCount {
          let separator = geometry.frame(ofSeparator: item, thickness: thickness)
          if separator.intersects(rect) {
            held.append(
              HeldElements.Record(
                kind: .rowSeparator, index: item, frame: separator, zIndex: ZIndex.separator))
          }
        }
        let count = slots[slotIndex].supplementaryKinds.count
        guard count > 0 else { return true }
        for index in 0..<count {
          let kind = slots[slotIndex].supplementaryKinds[index]
          // The band visit lists a slot's first supplementary of a kind, and none of a kind
          // the groups have.
          guard !pass.groupKinds.contains(kind),
            !(0..<index).contains(where: { slots[slotIndex].supplementaryKinds[$0] == kind })
          else { continue }
          let frame = slots[slotIndex].supplementaryFrames[index].offsetBy(
            dx: origin.x, dy: origin.y)
          guard frame.overlapsHorizontally(rect), frame.overlapsVertically(rect) else {
            continue
          }
          held.append(
            HeldElements.Record(
              kind: kind, index: item, frame: frame, zIndex: Self.anchoredZIndex,
              isAnchoredToItem: true))
        }
        return true
      }
      if pass.indexable, let index = template.slotIndex {
        if held.candidates.capacity == 0 {
          held.candidates.reserveCapacity(HeldElements.initialCapacity)
        }
        index.slots(meeting: pass.search, from: origin, into: &held.candidates)
        for slotIndex in held.candidates {
          guard visit(slotIndex) else { break }
        }
      } else {
        for slotIndex in 0..<slots.count {
          guard visit(slotIndex) else { break }
        }
      }
    }
    guard !pass.groupKinds.isEmpty else { return }
    for (index, kind) in template.groupSupplementaryKinds.enumerated()
    where pass.groupKinds.contains(kind) {
      let frame = template.groupSupplementaryFrames[index].offsetBy(dx: origin.x, dy: origin.y)
      guard frame.intersects(pass.rect) else { continue }
      held.append(
        HeldElements.Record(kind: kind, index: group, frame: frame, zIndex: Self.anchoredZIndex))
    }
  }
}

/// What a one-pass rect query knows of the section whose groups it visits.
private struct GroupPass {
  /// The section's index.
  var section: Int
  /// The rectangle elements are tested against.
  var rect: LayoutRect
  /// The rectangle groups and slots are searched over: `rect` widened.
  var search: LayoutRect
  /// The kinds of the groups' own supplementaries (the section template's).
  var groupKinds: [ElementKind]
  /// What the section's visible-items effects changed, if any.
  var changes: CompositionalLayout.VisibleItemsChanges?
  /// Whether a template's slot index may be used (not a list's rows).
  var indexable: Bool
}

/// The elements of one section that a one-pass rect query holds until their band lists: row
/// separators and the supplementaries anchored to items or groups, as records (no
/// ``LayoutAttributes`` built until they list), in the order found, with the distinct kinds
/// among the latter; and the slot indexes of one group, reused.
struct HeldElements {
  /// An element held: `KIND/S/index` (the section is the query's), its frame and zIndex.
  struct Record {
    /// The element's kind.
    var kind: ElementKind
    /// Its second index: the item, the row, or the group.
    var index: Int
    /// Its frame, in content coordinates.
    var frame: LayoutRect
    /// Its zIndex.
    var zIndex: Int
    /// Whether it is anchored to an item: a visible-items effect may change it, as the item.
    var isAnchoredToItem = false
  }

  /// The records held, in the order found.
  var records: [Record] = []
  /// The distinct kinds of the records but row separators, in the order first found.
  var kinds: [ElementKind] = []
  /// The slots of the group being visited (``GroupSlotIndex/slots(meeting:from:into:)``).
  var candidates: [Int] = []

  /// The records a query makes room for at once: a screen's badges and separators, so that
  /// the records are not copied as they grow one by one.
  static let initialCapacity = 64

  /// Holds `record`.
  mutating func append(_ record: Record) {
    let kind = record.kind
    if kind != .rowSeparator, kinds.last != kind, !kinds.contains(kind) {
      if kinds.capacity == 0 { kinds.reserveCapacity(8) }
      kinds.append(kind)
    }
    if records.capacity == 0 { records.reserveCapacity(Self.initialCapacity) }
    records.append(record)
  }

  /// Hands `consumer` the attributes of the records of `kind` in section `section`, in the
  /// order found, with `changes` applied to those anchored to items.
  func drain<Consumer: ElementConsumer>(
    _ kind: ElementKind, section: Int, changes: CompositionalLayout.VisibleItemsChanges?,
    into consumer: inout Consumer
  ) {
    for record in records where record.kind == kind {
      // The kinds held were checked not to be built in (but row separators, built with two
      // indexes): any two indexes make a valid id.
      let common = ElementAttributes(
        id: ElementID(kind: kind, section, record.index), frame: record.frame,
        zIndex: record.zIndex)
      if record.isAnchoredToItem, let changes {
        var attributes = LayoutAttributes(common)
        changes.apply(to: &attributes)
        consumer.take(attributes)
      } else {
        consumer.take(common: common)
      }
    }
  }

  /// Empties the records and kinds, keeping their storage.
  mutating func removeAll() {
    records.removeAll(keepingCapacity: true)
    kinds.removeAll(keepingCapacity: true)
  }
}

/// What a one-pass rect query lists, the global supplementaries merged into it: full
/// attributes (``CompositionalLayout/elements(in:pins:limit:)``) or their common part
/// (``CompositionalLayout/appendElements(in:pins:to:)``, the renderer's per-frame path, where
/// nothing is reference-counted).
protocol ListedAttributes {
  /// The listing of `attributes`.
  static func listing(_ attributes: LayoutAttributes) -> Self
  /// The element's id.
  var id: ElementID { get }
}

extension LayoutAttributes: ListedAttributes {
  static func listing(_ attributes: LayoutAttributes) -> LayoutAttributes { attributes }
}

extension ElementAttributes: ListedAttributes {
  static func listing(_ attributes: LayoutAttributes) -> ElementAttributes { attributes.common }
}
