extension UpdateMapping {
  /// The sections after a valid batch that gives no `after`: an inserted section is
  /// `LayoutSection()`; a kept, moved or reloaded section keeps its metrics, headers, footers and
  /// placeholder. Its items: a `.count` section gets the expected count; a `.list` section is
  /// rebuilt through the item map, where kept, moved-in and reloaded items keep their `Item`
  /// (a reload refreshes an item, it does not change what the scenario knows of it) and
  /// inserted items, or items moved in from a `.count` section, are `Item()`. A section
  /// without item operations is reused as is. O(S + U log U) for `.count` sections, plus
  /// O(N + U) for the N items of `.list` sections with item operations (their lists are
  /// built again).
  ///
  /// Item data given with the batch (``BatchUpdate/insertedItemData``,
  /// ``BatchUpdate/reloadedItemData``) replaces an inserted or reloaded item's `Item`; a
  /// `.count` or measured section that receives some becomes a `.list` (its other items
  /// `Item()`, a measured one `Item(height:)` with its measured height), O(N) for that section.
  static func derivedSections(
    before: [LayoutSection], sectionMap: SectionMap, itemMap: ItemMap, counts: ItemCountChanges,
    insertedItemData: [ItemPath: Item] = [:], reloadedItemData: [ItemPath: Item] = [:]
  ) -> [LayoutSection] {
    let sectionsWithData = Set(insertedItemData.keys.map(\.section))
    let oldSectionsWithData = Set(reloadedItemData.keys.map(\.section))
    var sections: [LayoutSection] = []
    sections.reserveCapacity(sectionMap.origins.count)
    for (new, origin) in sectionMap.origins.enumerated() {
      guard let old = origin.oldIndex, before.indices.contains(old) else {
        sections.append(LayoutSection())
        continue
      }
      var section = before[old]
      if sectionsWithData.contains(new) || oldSectionsWithData.contains(old) {
        let count = counts.expectedCount(ofNew: new)
        section.items = .list(
          (0..<max(0, count)).map { slot in
            guard let source = itemMap.oldPath(new: new, item: slot, old: old) else {
              return insertedItemData[ItemPath(section: new, item: slot)] ?? Item()
            }
            return reloadedItemData[source] ?? item(at: source, in: before) ?? Item()
          })
      } else if origin.itemSource != nil, itemMap.hasOperations(newSection: new) {
        switch section.items {
        case .count:
          section.items = .count(counts.expectedCount(ofNew: new))
        case .measuredCount(_, let measured):
          // Measured heights follow their items within the section; an item moved to
          // another section leaves its height behind.
          let count = counts.expectedCount(ofNew: new)
          let remapped = measured.remapped { item in
            itemMap.newPath(old: old, item: item, new: new)
              .flatMap { $0.section == new && $0.item < count ? $0.item : nil }
          }
          section.items =
            remapped.isEmpty ? .count(count) : .measuredCount(count, measured: remapped)
        case .list:
          let count = counts.expectedCount(ofNew: new)
          var items: [Item] = []
          items.reserveCapacity(max(0, count))
          itemMap.forEachOldPath(new: new, old: old, count: count) { path in
            items.append(path.flatMap { item(at: $0, in: before) } ?? Item())
          }
          section.items = .list(items)
        }
      }
      sections.append(section)
    }
    return sections
  }

  /// The `Item` at `path` of a `.list` section of `sections` (of a measured section, an item
  /// with its measured height); `nil` for a `.count` section or a path out of bounds.
  private static func item(at path: ItemPath, in sections: [LayoutSection]) -> Item? {
    guard sections.indices.contains(path.section) else { return nil }
    switch sections[path.section].items {
    case .list(let items):
      return items.indices.contains(path.item) ? items[path.item] : nil
    case .measuredCount(_, let measured):
      return measured[path.item].map { Item(height: $0) }
    case .count:
      return nil
    }
  }
}
