/// Finding elements by the ids of their items (``Item/id``, `"price"`), for any
/// ``CollectionViewLayout``.
///
/// ```swift
/// let layout = try GridLayout(scenario: scenario)
/// layout.itemPath(forItemID: "price")                  // ItemPath(section: 0, item: 3)
/// layout.attributes(forItemID: "price", at: offset)    // item/0/3, itemID "price", pinned
/// frames.steps[2].element(withItemID: "price")         // as listed in that entry
/// ```
extension CollectionViewLayout {
  /// The default ``CollectionViewLayout/element(ofItem:)``: `item/s/i` when the layout has
  /// it. O(what ``attributes(for:pins:)`` costs).
  public func element(ofItem path: ItemPath) -> ElementID? {
    let id = ElementID.item(section: path.section, item: path.item)
    return attributes(for: id, pins: nil) != nil ? id : nil
  }

  /// The id of the scenario item that element `id` is (its owner is ``ElementOwner/item(_:)``
  /// and the item, listed one by one, has an `id`); `nil` otherwise. O(1) for the grid.
  public func itemID(of id: ElementID) -> String? {
    guard case .item(let path)? = owner(of: id) else { return nil }
    return Self.itemID(at: path, in: sections)
  }

  /// The path of the item whose scenario id is `itemID`; `nil` when no item has it. Item ids
  /// are unique in a valid scenario. O(listed items): the sections' lists are searched in
  /// order (a section of a bare count has no ids and costs nothing).
  public func itemPath(forItemID itemID: String) -> ItemPath? {
    for (sectionIndex, section) in sections.enumerated() {
      guard case .list(let items) = section.items else { continue }
      if let index = items.firstIndex(where: { $0.id == itemID }) {
        return ItemPath(section: sectionIndex, item: index)
      }
    }
    return nil
  }

  /// The attributes of the element that is the item whose scenario id is `itemID` (its cell,
  /// or a pager's page: ``element(ofItem:)``) when the content is scrolled to `contentOffset`,
  /// pinned position applied, with ``LayoutAttributes/itemID`` set; `nil` when no item has
  /// the id or the layout shows no element for it. O(listed items) to find the item, then one
  /// lookup.
  public func attributes(forItemID itemID: String, at contentOffset: LayoutPoint)
    -> LayoutAttributes?
  {
    guard let path = itemPath(forItemID: itemID), let id = element(ofItem: path),
      var attributes = attributes(for: id, contentOffset: contentOffset)
    else { return nil }
    attributes.itemID = itemID
    return attributes
  }

  /// `attributes` with ``LayoutAttributes/itemID`` set when the element is an item of
  /// `sections` (this layout's, read once by the caller) that has an id; unchanged otherwise.
  /// O(1) for the grid.
  package func naming(_ attributes: LayoutAttributes, in sections: [LayoutSection])
    -> LayoutAttributes
  {
    guard case .item(let path)? = owner(of: attributes.id),
      let name = Self.itemID(at: path, in: sections)
    else { return attributes }
    var named = attributes
    named.itemID = name
    return named
  }

  /// The id of the item at `path` in `sections`, when it is listed one by one and has one.
  package static func itemID(at path: ItemPath, in sections: [LayoutSection]) -> String? {
    guard sections.indices.contains(path.section),
      case .list(let items) = sections[path.section].items, items.indices.contains(path.item)
    else { return nil }
    return items[path.item].id
  }
}

extension [LayoutSection] {
  /// Whether any section lists its items one by one: only those items can have ids, so
  /// without such a section there is nothing to name. O(sections).
  package var listsItems: Bool {
    contains {
      if case .list = $0.items { return true }
      return false
    }
  }
}
