@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// A deliberately simple model of a valid batch update, written from UIKit's documented rules
/// and not from the engine: the old items are their old paths; deleted, reloaded and moved-out
/// items are removed; inserts, reload targets and move destinations take their final slots;
/// the other slots are refilled with the remaining items in old order. Quadratic, for small
/// data (and for large data without reloads).
struct ReferenceUpdateModel {
  /// What fills a slot after the update.
  enum Content: Equatable {
    /// A new item (an insert, or an item of an inserted or reloaded section).
    case new
    /// The item at this old path, kept or moved.
    case old(ItemPath)
    /// The item at this old path, reloaded.
    case reloaded(ItemPath)

    /// The old path, whatever happened to the item.
    var oldPath: ItemPath? {
      switch self {
      case .new: return nil
      case .old(let path), .reloaded(let path): return path
      }
    }
  }

  /// For each section after the update, its old section (`nil` when inserted) and whether it
  /// was reloaded.
  var sectionOrigins: [(old: Int?, reloaded: Bool)]
  /// For each section after the update, what fills each slot.
  var slots: [[Content]]

  /// Applies `batch`, assumed valid, to sections holding `counts` items.
  init(counts: [Int], batch: BatchUpdate) {
    let deletedSections = Set(batch.deleteSections)
    let reloadedSections = Set(batch.reloadSections)
    let insertedSections = Set(batch.insertSections)
    let newSectionCount = counts.count - deletedSections.count + insertedSections.count

    // Sections: pin inserts, reload targets and move destinations, refill in old order.
    var origins: [(old: Int?, reloaded: Bool)?] = Array(repeating: nil, count: newSectionCount)
    for section in insertedSections { origins[section] = (nil, false) }
    var reloadTargets: Set<Int> = []
    for section in reloadedSections {
      let target = Self.adjustedSection(section, batch: batch)
      origins[target] = (section, true)
      reloadTargets.insert(target)
    }
    for move in Set(batch.moveSections) { origins[move.to] = (move.from, false) }
    let movedSections = Set(batch.moveSections.map(\.from))
    var remaining = (0..<counts.count).filter {
      !deletedSections.contains($0) && !reloadedSections.contains($0)
        && !movedSections.contains($0)
    }
    for index in origins.indices where origins[index] == nil {
      origins[index] = (remaining.removeFirst(), false)
    }
    sectionOrigins = origins.map { $0 ?? (nil, false) }

    // Items: drop what UIKit drops.
    let oldGone = deletedSections.union(reloadedSections)
    let newGone = insertedSections.union(reloadTargets)
    let deletes = batch.deleteItems.filter { !oldGone.contains($0.section) }
    let reloads = Set(batch.reloadItems.filter { !oldGone.contains($0.section) })
    let inserts = batch.insertItems.filter { !newGone.contains($0.section) }
    let moves = Set(batch.moveItems)
    var fixed: [ItemPath: Content] = [:]
    for path in inserts { fixed[path] = .new }
    for reload in reloads {
      fixed[Self.adjustedItem(reload, batch: batch, inserts: inserts, deletes: deletes)] =
        .reloaded(reload)
    }
    for move in moves { fixed[move.to] = .old(move.from) }
    let removed = Set(deletes).union(reloads).union(moves.map(\.from))

    var slots: [[Content]] = []
    for (section, origin) in sectionOrigins.enumerated() {
      guard let old = origin.old else {
        slots.append([])  // an inserted section: no items (derived)
        continue
      }
      if origin.reloaded {
        slots.append(Array(repeating: .new, count: counts[old]))
        continue
      }
      let survivors = (0..<counts[old]).map { ItemPath(section: old, item: $0) }
        .filter { !removed.contains($0) }
      var nextSurvivor = 0
      let pinned = fixed.filter { $0.key.section == section }
      let count = survivors.count + pinned.count
      var contents: [Content] = []
      for slot in 0..<count {
        if let content = pinned[ItemPath(section: section, item: slot)] {
          contents.append(content)
        } else {
          contents.append(.old(survivors[nextSurvivor]))
          nextSurvivor += 1
        }
      }
      slots.append(contents)
    }
    self.slots = slots
  }

  /// A reloaded section's index after the update: its index shifted down by the deleted
  /// sections before it, then up by each inserted section at or before it, ascending.
  static func adjustedSection(_ section: Int, batch: BatchUpdate) -> Int {
    var index = section - batch.deleteSections.filter { $0 < section }.count
    for inserted in batch.insertSections.sorted() where inserted <= index { index += 1 }
    return index
  }

  /// A reloaded item's path after the update, the same way inside its adjusted section.
  static func adjustedItem(
    _ path: ItemPath, batch: BatchUpdate, inserts: [ItemPath], deletes: [ItemPath]
  ) -> ItemPath {
    let section = adjustedSection(path.section, batch: batch)
    var item =
      path.item - deletes.filter { $0.section == path.section && $0.item < path.item }.count
    for inserted in inserts.filter({ $0.section == section }).map(\.item).sorted()
    where inserted <= item {
      item += 1
    }
    return ItemPath(section: section, item: item)
  }

  /// The number of items of each section after the update.
  var counts: [Int] { slots.map(\.count) }

  /// Where each old item goes: its new path, whether it was reloaded.
  var newPaths: [ItemPath: (path: ItemPath, reloaded: Bool)] {
    var result: [ItemPath: (path: ItemPath, reloaded: Bool)] = [:]
    for (section, contents) in slots.enumerated() {
      for (item, content) in contents.enumerated() {
        switch content {
        case .new: break
        case .old(let old): result[old] = (ItemPath(section: section, item: item), false)
        case .reloaded(let old): result[old] = (ItemPath(section: section, item: item), true)
        }
      }
    }
    return result
  }
}
