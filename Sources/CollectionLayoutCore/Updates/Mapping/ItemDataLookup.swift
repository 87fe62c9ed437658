/// The item data a batch gives with its inserted and reloaded items
/// (``BatchUpdate/insertedItemData`` by path after the update,
/// ``BatchUpdate/reloadedItemData`` by path before it), looked up slot by slot where those
/// items land while a section is rebuilt run by run.
///
/// ```
///  before   section 0: a b c          reloadItems [0, 1] with data b'
///  batch    insertItems [0, 2] with data x
///  after    section 0: a b' x c       slot 1 is a reload target: its data by its old path
///                                     slot 2 is inserted: its data by its new path
/// ```
///
/// A reload target is found by its old path wherever it lands: UIKit moves a reload to its
/// index path adjusted by the section deletes and inserts, which may be another section's
/// after a section moves past it. Without data the lookup holds nothing (a copy costs
/// nothing): a batch without data pays one test a fixed slot.
struct ItemDataLookup {
  /// The data and what finds it; `nil` without data.
  private let storage: Storage?

  /// The data of a batch that gives some, held once.
  private final class Storage: Sendable {
    /// The inserted items' data, by path after the update.
    let inserted: [ItemPath: Item]
    /// The reloaded items' data, by path before the update.
    let reloaded: [ItemPath: Item]
    /// The batch's reloaded items (old paths), so that a moved item's source is given none.
    let reloadTargets: PathLookup

    init(inserted: [ItemPath: Item], reloaded: [ItemPath: Item], reloadTargets: PathLookup) {
      self.inserted = inserted
      self.reloaded = reloaded
      self.reloadTargets = reloadTargets
    }
  }

  /// The lookup of `inserted` and `reloaded`, the batch's reloaded items being those
  /// `itemMap` reloads. O(1) without data, O(entries) with.
  init(inserted: [ItemPath: Item], reloaded: [ItemPath: Item], itemMap: ItemMap) {
    storage =
      inserted.isEmpty && reloaded.isEmpty
      ? nil
      : Storage(inserted: inserted, reloaded: reloaded, reloadTargets: itemMap.reloadByFrom)
  }

  /// Whether the batch gives no item data.
  var isEmpty: Bool { storage == nil }

  /// The data of the item that lands at fixed slot `slot` of new section `new` (an insert, a
  /// reload target or a move destination, ``ItemMap/OldRun/fixed(slot:old:)``), whose item
  /// before the update is at `source` (`nil` for an inserted slot): an inserted item's by the
  /// slot, a reloaded item's by its source (a moved item's source is given none); `nil` when
  /// none is given. O(1), and O(log U) for a reloaded item given data.
  func item(forSlot slot: Int, of new: Int, from source: ItemPath?) -> Item? {
    guard let storage else { return nil }
    guard let source else { return storage.inserted[ItemPath(section: new, item: slot)] }
    guard let item = storage.reloaded[source], storage.reloadTargets[source] != nil else {
      return nil
    }
    return item
  }
}
