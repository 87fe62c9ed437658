import CollectionLayoutCore

/// Naming the elements of a frames entry by their scenario items' ids (``LayoutAttributes/itemID``).
extension FramesPlayer {
  /// `entry` with every element that is an item with a scenario id named by it: its listed
  /// elements and its records' `final` attributes from the layout shown after the step, its
  /// records' `initial` attributes from `before`, the layout shown before it (a deleted
  /// record's two sides both from `before`, an inserted one's from the layout after). O(1) per
  /// element and record for the grid, after an O(sections) check that some section lists its
  /// items (only those can have ids; otherwise the entry is returned as it is).
  func naming(_ entry: consuming FrameStep, before: InteractiveLayout<Layout>) -> FrameStep {
    let after = presented
    let afterSections = after.sections
    let beforeSections = before.sections
    // Only items listed one by one can have ids: without such a section on either side,
    // nothing is named (O(sections), and the entry is not copied).
    guard afterSections.listsItems || beforeSections.listsItems else { return entry }
    var named = entry
    named.elements = named.elements.map { after.naming($0, in: afterSections) }
    guard var transition = named.transition else { return named }
    // The entry's reference let go, so that the records are named in place, not copied.
    named.transition = nil
    for index in transition.changes.indices {
      Self.name(
        &transition.changes[index], before: before, beforeSections: beforeSections,
        after: after, afterSections: afterSections)
    }
    named.transition = transition
    return named
  }

  /// Names `record`'s two sides by their items' ids: the initial side from `before`, the
  /// layout shown before the step, the final from `after`, the layout shown after it (a
  /// deleted record's two sides both from `before`, an inserted one's from `after`);
  /// `beforeSections` and `afterSections` are the layouts' sections, read once by the caller.
  static func name(
    _ record: inout ElementChange, before: InteractiveLayout<Layout>,
    beforeSections: [LayoutSection], after: InteractiveLayout<Layout>,
    afterSections: [LayoutSection]
  ) {
    let oldID = record.before
    let newID = record.after
    if oldID == nil {
      name(&record.initial, as: newID, in: after, sections: afterSections)
    } else {
      name(&record.initial, as: oldID, in: before, sections: beforeSections)
    }
    if newID == nil {
      name(&record.final, as: oldID, in: before, sections: beforeSections)
    } else {
      name(&record.final, as: newID, in: after, sections: afterSections)
    }
  }

  /// Sets `attributes`' item id when `id` is an item of `layout` that has one in `sections`
  /// (the layout's, read once by the caller).
  private static func name(
    _ attributes: inout LayoutAttributes, as id: ElementID?,
    in layout: InteractiveLayout<Layout>, sections: [LayoutSection]
  ) {
    guard let id, case .item(let path)? = layout.owner(of: id),
      let name = InteractiveLayout<Layout>.itemID(at: path, in: sections)
    else { return }
    attributes.itemID = name
  }
}
