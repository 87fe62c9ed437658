/// Which sections of a layout a new layout of new sections can reuse: an update or a resize
/// lays out again only the sections that changed.
extension GridLayout {
  /// For each of `sections`, the index of the section of this layout whose geometry it can
  /// reuse, or -1: the section it comes from (by `mapping`, or at the same index without one)
  /// when the two are equal and the content width and display scale are the same. A masonry
  /// section with stable placement is laid out again when `mapping` is given (its items keep
  /// their columns through the mapping). O(sections); comparing two sections is O(1) when
  /// their item lists share their storage (an update's untouched sections do), O(items)
  /// otherwise. When `mapping` derived `sections` from this layout's sections (a batch without
  /// `after`), only the sections it rebuilt are compared, but for those of listed items, which
  /// are laid out again: the others are their old sections.
  func reusableSections(
    for sections: [LayoutSection], in environment: LayoutEnvironment,
    carrying mapping: UpdateMapping?
  ) -> [Int] {
    var sources = [Int](repeating: -1, count: sections.count)
    guard environment.contentWidth == self.environment.contentWidth,
      environment.displayScale == self.environment.displayScale
    else { return sources }
    // The candidates first: unwrapping the mapping inside the loop would copy it (a large
    // value) once per section.
    if let mapping {
      for new in sections.indices { sources[new] = mapping.oldSection(forNew: new) ?? -1 }
    } else {
      for new in sections.indices { sources[new] = new }
    }
    // Only an update lays stable masonry sections out again, and only if there are some.
    let checksMasonry = mapping != nil && hasStableMasonrySections
    // Sections an update derived from this layout's sections without touching them are known
    // equal to them: only the rebuilt ones are compared.
    let derivation = mapping?.derivation ?? .none
    let knownEqual = derivation.describes(before: self.sections, after: sections)
    let rebuilt = knownEqual ? derivation.rebuilt : []
    var nextRebuilt = 0
    // Both lists read in place: comparing copies would retain and release every list of both
    // sections.
    SectionsHandle.read(sections) { newSections in
      SectionsHandle.read(self.sections) { oldSections in
        for new in newSections.indices {
          let old = sources[new]
          var isCopy = knownEqual
          // A rebuilt section of listed items is laid out again without comparing its lists:
          // the operations that rebuilt it leave it equal only when they reloaded items without
          // data, and laying it out costs what comparing would (O(items)).
          var isRebuiltList = false
          if isCopy, nextRebuilt < rebuilt.count, rebuilt[nextRebuilt] == new {
            isCopy = false
            nextRebuilt += 1
            if case .list = newSections[new].items { isRebuiltList = true }
          }
          guard old >= 0, old < geometries.count,
            isCopy
              || (!isRebuiltList && LayoutSection.areEqual(newSections, new, oldSections, old))
          else {
            sources[new] = -1
            continue
          }
          if checksMasonry, geometries[old].heldRows.hasMasonry,
            geometries[old].metrics.masonryPlacement == .stable
          {
            sources[new] = -1
          }
        }
      }
    }
    return sources
  }
}

extension GridLayout {
  /// What validating `sections` for a new layout must check, given `sources`
  /// (``reusableSections(for:in:carrying:)``): the sections not reused. When `mapping` derived
  /// `sections` from this layout's sections, the reused sections are not read at all: the
  /// number of items is the mapping's, and their ids need not be recorded when this layout has
  /// none. When `sections` is the batch's `after` that ``LayoutUpdate`` checked, their values
  /// are not checked again: only the grid's own checks of them remain. `derived`, the
  /// mapping's ``UpdateMapping/derivedItems(before:)`` of this layout's sections, limits the
  /// items checked in a rebuilt section to those new to it; `itemIDsAreUnique` says that no
  /// item id of `sections` repeats another (``itemIDIndex(of:carrying:derived:)``).
  func checkedSections(
    for sections: [LayoutSection], sources: [Int], _ mapping: UpdateMapping?,
    derived: UpdateMapping.DerivedItems? = nil, itemIDsAreUnique: Bool = false
  ) -> CheckedSections {
    if let mapping, mapping.checkedAfter.describes(sections) {
      return CheckedSections(
        sources: sources, valuesAreChecked: true,
        listedItemsHaveHeights: mapping.checkedAfter.listedItemsHaveHeights)
    }
    guard let mapping, mapping.derivation.describes(before: self.sections, after: sections)
    else { return CheckedSections(sources: sources, itemIDsAreUnique: itemIDsAreUnique) }
    return CheckedSections(
      sources: sources, itemCount: mapping.newItemTotal, uncheckedMayHaveIDs: mayHaveSectionIDs,
      itemIDsAreUnique: itemIDsAreUnique, newItems: derived?.newItems)
  }

  /// The index of the item ids of `sections`, for a layout of them, when it is known without
  /// reading every id and shows no repeated id: this layout's own for its own array, the index
  /// the check of the batch's `after` kept (``CheckedSectionsRecord/itemIDs``), or the
  /// index after the update `mapping` when it derived `sections` from this layout's
  /// (`derived`, its ``UpdateMapping/derivedItems(before:)`` of this layout's sections;
  /// ``UpdateMapping/itemIDIndexAfter(updating:before:derived:)``; this layout's index is built
  /// the first time, O(items)). `nil` otherwise: validation then searches every id, and the new
  /// layout builds its index at need.
  func itemIDIndex(
    of sections: [LayoutSection], carrying mapping: UpdateMapping?,
    derived: UpdateMapping.DerivedItems?
  ) -> ItemIDIndexCache? {
    if sections.sharesStorage(with: self.sections) { return hints.itemIDs }
    if let mapping, mapping.checkedAfter.describes(sections),
      let index = mapping.checkedAfter.itemIDs
    {
      return ItemIDIndexCache(index)
    }
    guard let mapping, let derived,
      mapping.derivation.describes(before: self.sections, after: sections),
      let index = hints.itemIDs.index(of: self.sections),
      let after = mapping.itemIDIndexAfter(
        updating: index, before: self.sections, derived: derived)
    else { return nil }
    return ItemIDIndexCache(after)
  }
}

extension LayoutSection {
  /// Whether section `index` of `sections` equals section `otherIndex` of `others` (``==``),
  /// reading both in place: no section and no list is copied. Two copies of one section share
  /// their box and are equal at once (an update's untouched sections, a resize's sections);
  /// otherwise the cheap properties first, the metrics last (sections that set none of their
  /// own are equal at the cost of a few comparisons).
  static func areEqual(
    _ sections: SectionsHandle, _ index: Int, _ others: SectionsHandle, _ otherIndex: Int
  ) -> Bool {
    if sections[index].sharesStorage(with: others[otherIndex]) { return true }
    // Every stored property of LayoutSection: a new one must be compared here too.
    guard sections[index].state == others[otherIndex].state,
      sections[index].version == others[otherIndex].version,
      sections[index].items == others[otherIndex].items,
      sections[index].headers == others[otherIndex].headers,
      sections[index].footers == others[otherIndex].footers,
      sections[index].id == others[otherIndex].id,
      sections[index].placeholder == others[otherIndex].placeholder,
      sections[index].layout == others[otherIndex].layout
    else { return false }
    if sections.setsNoMetrics(at: index) && others.setsNoMetrics(at: otherIndex) { return true }
    return sections[index].metrics == others[otherIndex].metrics
  }
}
