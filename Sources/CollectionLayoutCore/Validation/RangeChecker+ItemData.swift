/// The problems of the item data an update gives with its inserted and reloaded items
/// (``BatchUpdate/insertedItemData``, ``BatchUpdate/reloadedItemData``).
extension RangeChecker {
  /// Checks each item's values as a section's items are checked, located at its entry
  /// (`steps[2].update.insertItems[0].item.height`), that each item given data is one the
  /// batch inserts or reloads, and that the data comes without `after` (which restates every
  /// item itself).
  ///
  /// A document cannot give data for an item its list does not name (the data is written in
  /// the list's entry); a ``BatchUpdate`` built in Swift can. Such data is refused at the
  /// dictionary's property (`update.reloadedItemData`): applied, it would change an item
  /// without a reload, or turn a section into a list for an item that is not there.
  mutating func checkItemData(_ batch: BatchUpdate, at location: ValueLocation) {
    // Nothing is built for a batch without data (an array of the two lists, made at every
    // update, cost more than the check).
    if !batch.insertedItemData.isEmpty {
      checkItemData(
        batch.insertedItemData, listedIn: batch.insertItems, key: "insertItems",
        dataKey: "insertedItemData", at: location)
    }
    if !batch.reloadedItemData.isEmpty {
      checkItemData(
        batch.reloadedItemData, listedIn: batch.reloadItems, key: "reloadItems",
        dataKey: "reloadedItemData", at: location)
    }
    if batch.after != nil, !batch.insertedItemData.isEmpty || !batch.reloadedItemData.isEmpty {
      report(
        location["after"],
        "expected either \"after\" or items given with insertItems and reloadItems, got both: "
          + "an update with \"after\" gives every item there")
    }
  }

  /// Checks `data`, the item data of the paths `paths` (the batch's list at `key`, the data's
  /// dictionary at `dataKey`): each item's values at its list entry (the last that lists it),
  /// and each key listed; the problems in the order of the keys. O((paths + data) log paths):
  /// each key is found among the listed paths sorted, with its last entry. The keys are read
  /// in the dictionary's order first, and sorted only when that finds a problem (then read
  /// again, and its reports replaced).
  private mutating func checkItemData(
    _ data: [ItemPath: Item], listedIn paths: [ItemPath], key: String, dataKey: String,
    at location: ValueLocation
  ) {
    let entries = Self.lastEntries(of: paths)
    let reported = issues.count
    var complete = true
    // Read in place: a copy of each entry is a retain and a release of its id.
    for position in data.indices {
      guard let index = Self.entry(of: data.keys[position], in: entries) else {
        complete = false
        break
      }
      // An item with nothing but its id (the usual inserted item) has nothing to check.
      if data.values[position].presentValues.isEmpty { continue }
      checkInsertedItem(data.values[position], at: location[key][index]["item"])
    }
    if complete && issues.count == reported { return }
    issues.removeSubrange(reported...)
    for (path, item) in data.sorted(by: { $0.key < $1.key }) {
      guard let index = Self.entry(of: path, in: entries) else {
        report(
          location[dataKey],
          "expected data only for items listed in \(key), got data for "
            + "[\(path.section), \(path.item)], which \(key) does not list: list the item "
            + "there, or remove its data")
        continue
      }
      checkInsertedItem(item, at: location[key][index]["item"])
    }
  }

  /// Each path of `paths` once, ascending, with the index of the last entry that lists it.
  /// O(paths) when they ascend without a repeat, O(paths log paths) otherwise.
  private static func lastEntries(of paths: [ItemPath]) -> [(path: ItemPath, index: Int)] {
    // Listed in ascending order without a repeat (as an app or a diff usually lists them):
    // each path is its own last entry, and nothing is sorted.
    if zip(paths, paths.dropFirst()).allSatisfy({ $0 < $1 }) {
      return paths.enumerated().map { (path: $1, index: $0) }
    }
    let order = paths.indices.sorted { (paths[$0], $0) < (paths[$1], $1) }
    var entries: [(path: ItemPath, index: Int)] = []
    entries.reserveCapacity(order.count)
    for index in order {
      if let last = entries.last, last.path == paths[index] {
        entries[entries.count - 1].index = index
      } else {
        entries.append((paths[index], index))
      }
    }
    return entries
  }

  /// The index of the last entry that lists `path` in `entries` (``lastEntries(of:)``); `nil`
  /// when none does. O(log entries).
  private static func entry(of path: ItemPath, in entries: [(path: ItemPath, index: Int)]) -> Int? {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].path < path { low = middle + 1 } else { high = middle }
    }
    return low < entries.count && entries[low].path == path ? entries[low].index : nil
  }

  /// Reports item data in a batch addressed to a data source, at its first entry that gives
  /// some: a source's items come from the source.
  package mutating func checkNoItemData(_ batch: BatchUpdate, at location: ValueLocation) {
    let lists = [
      ("insertItems", batch.insertItems, batch.insertedItemData),
      ("reloadItems", batch.reloadItems, batch.reloadedItemData),
    ]
    for (key, paths, data) in lists where !data.isEmpty {
      let index = paths.firstIndex { data[$0] != nil } ?? 0
      report(
        location[key][index],
        "expected a path [section, item]: an update addressed to a data source takes no item "
          + "data (apply or load the source's items instead)")
    }
  }

  /// An item's height, aspect ratio, image size and version, as in a section's `items`. The
  /// location is made only for a problem (three path components an item, which cost more than
  /// the checks).
  private mutating func checkInsertedItem(
    _ item: Item, at location: @autoclosure () -> ValueLocation
  ) {
    if let width = item.width { checkPositive(width, at: location()["width"]) }
    if let height = item.height {
      checkPositive(
        height, at: location()[item.isHeightEstimated ? "estimatedHeight" : "height"])
    }
    if let ratio = item.aspectRatio {
      checkAspectRatio(ratio, hasHeight: item.height != nil, at: location())
    }
    if let size = item.imageSize { checkImageSize(size, at: location()["imageSize"]) }
    if let version = item.version { checkIndex(version, at: location()["version"]) }
  }
}
