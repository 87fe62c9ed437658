/// The items of a list of sections, found by id: an ``IdentityTable`` of their flat positions
/// (section after section) over the sections' own item arrays, which it shares rather than
/// copies.
///
/// It costs 16 to 32 bytes per item (the table's slots, at most half full) and the sections'
/// first positions, where a `[String: Item]` dictionary costs about 130 bytes per item and,
/// grown one insertion at a time, holds two tables while it resizes: 277 MB at 1,000,000
/// items, the peak of an `apply` that reverses them (finding 14 of the hostile review).
///
/// The first item with an id is the one found; later ones with the same id are ignored (an
/// `apply` step's validation reports duplicates before).
package struct ItemsByID {
  /// The items of each section (empty for a count).
  private let items: [ItemList]
  /// The flat position of each section's first item.
  private let starts: [Int]
  /// The flat positions of the items with an id.
  private let table: IdentityTable

  /// Indexes the items listed one by one in `sections`.
  package init(_ sections: [LayoutSection]) {
    self.init(
      itemLists: sections.map { section in
        if case .list(let list) = section.items { return list }
        return []
      })
  }

  /// Indexes `itemLists`, a list of items per section; `duplicate(first, second)` is called
  /// for each item whose id an earlier item has, with both items' paths, in order.
  package init(
    itemLists: [ItemList], duplicate: (_ first: ItemPath, _ second: ItemPath) -> Void = { _, _ in }
  ) {
    var starts: [Int] = []
    starts.reserveCapacity(itemLists.count)
    var total = 0
    for list in itemLists {
      starts.append(total)
      total += list.count
    }
    var table = IdentityTable(capacity: total)
    for (section, list) in itemLists.enumerated() {
      for (index, item) in list.enumerated() {
        guard let id = item.id else { continue }
        let first = table.insert(hash: id.hashValue, position: starts[section] + index) { flat in
          ItemsByID.item(atFlatPosition: flat, in: itemLists, starts: starts).id == id
        }
        if let first {
          duplicate(
            ItemsByID.path(ofFlatPosition: first, starts: starts),
            ItemPath(section: section, item: index))
        }
      }
    }
    self.items = itemLists
    self.starts = starts
    self.table = table
  }

  /// The first item whose id is `id`, if any.
  package subscript(id: String) -> Item? {
    let position = table.position(hash: id.hashValue) { flat in
      ItemsByID.item(atFlatPosition: flat, in: items, starts: starts).id == id
    }
    return position.map { ItemsByID.item(atFlatPosition: $0, in: items, starts: starts) }
  }

  /// The item at flat position `position`.
  private static func item(atFlatPosition position: Int, in items: [ItemList], starts: [Int])
    -> Item
  {
    let path = path(ofFlatPosition: position, starts: starts)
    return items[path.section][path.item]
  }

  /// The path of flat position `position`: in the last section that starts at or before it
  /// (a binary search over the sections' starts; empty sections share their start with the
  /// next, and the last of them holds the item).
  private static func path(ofFlatPosition position: Int, starts: [Int]) -> ItemPath {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= position { low = middle } else { high = middle - 1 }
    }
    return ItemPath(section: low, item: position - starts[low])
  }
}
