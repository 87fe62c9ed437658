import CollectionLayoutCore

extension StreamingReader {
  /// The keys of an `insertItems` or `reloadItems` entry that gives the item's data, in
  /// documented order; both required.
  enum ItemEntryKey: String, CaseIterable, Sendable {
    case at, item
  }

  static let itemEntryKeys = ObjectKeys<ItemEntryKey>(required: [.at, .item])

  /// The entries of `insertItems` or `reloadItems`: each a path `[section, item]`, or
  /// `{"at": [section, item], "item": ITEM}` with the item's data (an item as in a section's
  /// `items`: its id alone or an item object). The paths in order, and the data by path (the
  /// last entry of a path wins; validation reports a path given twice as UIKit would). None
  /// when not an array.
  mutating func itemEntries() throws(DecodingStop) -> ([ItemPath], [ItemPath: Item]) {
    var data: [ItemPath: Item] = [:]
    let paths = try entries { (reader: inout StreamingReader) throws(DecodingStop) -> ItemPath in
      guard try reader.peek() == .object else { return try Self.itemPath(&reader) }
      var object = try reader.openObject()
      var path = ItemPath(section: 0, item: 0)
      var item: Item?
      let keys = Self.itemKeys
      while let key = try reader.nextMember(&object, of: Self.itemEntryKeys) {
        switch key {
        case .at: path = try Self.itemPath(&reader)
        case .item:
          try reader.count(.listedItem)
          item = try reader.item(keys)
        }
      }
      if let item { data[path] = item }
      return path
    }
    return (paths, data)
  }
}
