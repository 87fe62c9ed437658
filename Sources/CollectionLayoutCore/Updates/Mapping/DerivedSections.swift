extension UpdateMapping {
  /// The sections after a valid batch that gives no `after`: an inserted section is
  /// `LayoutSection()`; a kept, moved or reloaded section keeps its metrics, headers, footers and
  /// placeholder. Its items: a `.count` section gets the expected count; a `.list` section is
  /// rebuilt through the item map, where kept, moved-in and reloaded items keep their `Item`
  /// (a reload refreshes an item, it does not change what the scenario knows of it) and
  /// inserted items, or items moved in from a `.count` section, are `Item()`. A section
  /// without item operations is reused as is. O(S + U log U) for `.count` sections, plus
  /// O(chunks + runs · 64) for the N items of `.list` sections with item operations, in chunks
  /// of 256: their lists are rebuilt run by run from the old lists, sharing every chunk no run
  /// cuts and the pieces of those it cuts, but pieces under a quarter of a chunk, which are
  /// copied (``ItemList``).
  ///
  /// Item data given with the batch (``BatchUpdate/insertedItemData``,
  /// ``BatchUpdate/reloadedItemData``) replaces an inserted or reloaded item's `Item` where
  /// that item lands (``ItemDataLookup``): a `.list` section is rebuilt run by run all the
  /// same; a `.count` or measured section that receives some becomes a `.list` (its other
  /// items `Item()`, a measured one `Item(height:)` with its measured height), O(N) for that
  /// section. Data for an item the batch neither inserts nor reloads is not used (an update
  /// refuses it: ``RangeChecker``). A reloaded section given the data of items that
  /// `reloadItems` lists in it is rebuilt item by item, each item in place, that data by old
  /// path replacing theirs (UIKit drops the item operations in a reloaded section, not what
  /// the app gives for its items); an insert's data there is not used (UIKit drops the
  /// insert), and a reloaded section given no data keeps its items as they were.
  ///
  /// Also returns the new sections that are not copies of their old counterparts, ascending:
  /// the inserted sections and those whose items were rebuilt. Every other new section is its
  /// old section (``SectionOrigin/oldIndex``) as is. When every section keeps its index (no
  /// section inserted, deleted or moved), the new array starts as the old one, shared, copied
  /// once as a whole when the first rebuilt section is written; otherwise each section is
  /// appended once.
  ///
  /// And which items of the rebuilt `.list` sections the lists carry from `before` and which
  /// are new to them (``DerivedItems``, what ``derivedItems(before:)`` answers), read from the
  /// same walk over their runs that rebuilds them; `nil` when a `.count`, measured or reloaded
  /// section was rebuilt with item data (``derivedItems(before:)`` walks the runs again).
  static func derivedSections(
    before: [LayoutSection], sectionMap: SectionMap, itemMap: ItemMap, counts: ItemCountChanges,
    insertedItemData: [ItemPath: Item] = [:], reloadedItemData: [ItemPath: Item] = [:],
    reloadItems: [ItemPath] = []
  ) -> (sections: [LayoutSection], rebuilt: [Int], items: DerivedItems?) {
    let origins = sectionMap.origins
    var rebuilt: [Int] = []
    var sections: [LayoutSection]
    if sectionMap.keepsEveryIndex, origins.count == before.count {
      sections = before
    } else {
      sections = []
      sections.reserveCapacity(origins.count)
      SectionsHandle.read(before) { before in
        for (new, origin) in origins.enumerated() {
          if let old = origin.oldIndex, before.indices.contains(old) {
            sections.append(before[old])
          } else {
            sections.append(LayoutSection())
            rebuilt.append(new)
          }
        }
      }
    }
    // The sections whose items may change: those with item operations, and reloaded sections
    // given item data. Each is decided below.
    var candidates = itemMap.newSectionsWithOperations
    let data = ItemDataLookup(
      inserted: insertedItemData, reloaded: reloadedItemData, itemMap: itemMap)
    // The data a reloaded section takes in place: only with reloaded items' data, and only
    // reloaded sections (a section that carries items is given data through its operations):
    // appending nothing still copies the map's array.
    let inPlace = ReloadedSectionData(
      reloadedItemData, listedIn: reloadItems, sectionMap: sectionMap, before: before)
    if !inPlace.newSections.isEmpty {
      candidates = (candidates + inPlace.newSections).sorted().distinctSorted()
    }
    var changed: [Int] = []
    changed.reserveCapacity(candidates.count)
    var derivedItems: DerivedItems? = DerivedItems()
    derivedItems?.newItems.reserveCapacity(candidates.count)
    // About three runs a rebuilt section (survivors either side of an operation).
    derivedItems?.carried.reserveCapacity(4 * candidates.count)
    for new in candidates where origins.indices.contains(new) {
      let origin = origins[new]
      guard let old = origin.oldIndex, before.indices.contains(old) else { continue }
      let count = max(0, counts.expectedCount(ofNew: new))
      if origin.itemSource != nil, itemMap.hasOperations(newSection: new) {
        let items: Items
        switch before[old].items {
        case .list(let oldItems):
          items = .list(
            survivingList(
              of: oldItems, old: old, new: new, count: count, itemMap: itemMap, before: before,
              data: data, recording: &derivedItems))
        case _ where receivesData(new: new, old: old, count: count, itemMap: itemMap, data: data):
          // A `.count` or measured section: its survivors read one by one from the section
          // before (none is shared).
          var unrecorded: DerivedItems? = nil
          items = .list(
            survivingList(
              of: ItemList(), old: old, new: new, count: count, itemMap: itemMap,
              before: before, data: data, recording: &unrecorded))
          derivedItems = nil
        case .count:
          items = .count(count)
        case .measuredCount(_, let measured):
          // Measured heights follow their items within the section; an item moved to
          // another section leaves its height behind.
          let remapped = measured.remapped { item in
            itemMap.newPath(old: old, item: item, new: new)
              .flatMap { $0.section == new && $0.item < count ? $0.item : nil }
          }
          items = remapped.isEmpty ? .count(count) : .measuredCount(count, measured: remapped)
        }
        sections[new].replaceItems(with: items)
        changed.append(new)
      } else if origin.itemSource == nil, inPlace.oldSections.contains(old) {
        // A reloaded section given data: each item in place (UIKit drops the item operations
        // in a reloaded section, so the map has none for it), a reloaded item's data by its
        // old path.
        let items = (0..<count).map { slot in
          let source = ItemPath(section: old, item: slot)
          return inPlace.data[source] ?? item(at: source, in: before) ?? Item()
        }
        sections[new].items = .list(items)
        changed.append(new)
        derivedItems = nil
      }
    }
    if !changed.isEmpty { rebuilt = (rebuilt + changed).sorted() }
    checkDerivedSections(sections, rebuilt: rebuilt, origins: origins)
    return (sections, rebuilt, derivedItems)
  }

  /// Checks what a layout's reuse of sections relies on in ``derivedSections(before:sectionMap:itemMap:counts:insertedItemData:reloadedItemData:reloadItems:)``'s
  /// result: one section per origin, and the rebuilt sections ascending, each once, each a
  /// section of the result, every inserted section among them. Compiled only with
  /// `COLLECTION_LAYOUT_INTERNAL_CHECKS` (debug builds: the tests); nothing in release builds.
  static func checkDerivedSections(
    _ sections: [LayoutSection], rebuilt: [Int], origins: [SectionOrigin]
  ) {
    #if COLLECTION_LAYOUT_INTERNAL_CHECKS
      precondition(sections.count == origins.count, "one section per origin")
      for position in rebuilt.indices {
        precondition(sections.indices.contains(rebuilt[position]), "rebuilt section out of bounds")
        precondition(position == 0 || rebuilt[position - 1] < rebuilt[position], "not ascending")
      }
      var inserted = 0
      for origin in origins where origin.oldIndex == nil { inserted += 1 }
      precondition(inserted <= rebuilt.count, "an inserted section is not listed as rebuilt")
    #endif
  }

  /// The number of items of each of `sections`, derived sections whose new sections are
  /// their old sections but those of `rebuilt` (ascending): an old section's count (>= 0, as
  /// `oldItemCounts` gives it) is not read again, only a rebuilt section's. Equal to
  /// `sections.map { max(0, $0.items.count) }`. `keepsEveryIndex` says that every origin is
  /// the old section at the same index (``SectionMap/keepsEveryIndex``): the old counts are
  /// then taken as they are (one copy of the array, no section read). O(sections).
  static func itemCounts(
    of sections: [LayoutSection], rebuilt: [Int], origins: [SectionOrigin], oldItemCounts: [Int],
    keepsEveryIndex: Bool
  ) -> [Int] {
    var counts: [Int]
    if keepsEveryIndex, origins.count == oldItemCounts.count {
      counts = oldItemCounts
    } else {
      counts = origins.map { origin in
        guard let old = origin.oldIndex, oldItemCounts.indices.contains(old) else { return 0 }
        return oldItemCounts[old]
      }
    }
    for new in rebuilt where counts.indices.contains(new) && sections.indices.contains(new) {
      counts[new] = max(0, sections[new].items.count)
    }
    return counts
  }

  /// The `count` items of new section `new`, whose items come from old section `old`, whose
  /// list is `oldItems`: a new list built run by run, a run of survivors appended as a range
  /// of the old list (its whole chunks shared, the pieces at its ends shared too when they hold
  /// a quarter of a chunk or more, copied otherwise: see ``ItemList``), a fixed slot's item
  /// looked up by its old path (a moved item may come from another section) and appended, an
  /// empty `Item` where there is none. O(chunks + runs · 64) (a piece under a quarter chunk is
  /// copied): never more than rebuilding the items, and sharing every chunk no run cuts.
  ///
  /// When the section's runs are too short on average to be shared (its edit points leave
  /// runs under a quarter of a chunk), every item is copied instead, into chunks made once at
  /// their size (``ItemListCopier``): O(count + runs), where appending the runs to an
  /// ``ItemList`` copied them too, but grew its chunks by doubling and paid a spine lookup a
  /// run.
  ///
  /// An inserted slot takes its item from the batch's inserted items' data and a reload target
  /// from its reloaded items' data, where given (``ItemDataLookup``); a survivor is never
  /// given data.
  ///
  /// Records the runs in `derived`, when not `nil`, as ``derivedItems(before:)`` reads them:
  /// survivors carried from `old`, every other slot new.
  /// (Editing the old list in place cost O(256 + chunks) an edit, which a batch of thousands of
  /// inserts made 30 to 70 times slower than the rebuild.)
  private static func survivingList(
    of oldItems: ItemList, old: Int, new: Int, count: Int, itemMap: ItemMap,
    before: [LayoutSection], data: ItemDataLookup, recording derived: inout DerivedItems?
  ) -> ItemList {
    let runs = itemMap.editCount(newSection: new) + 1
    if !ItemList.sharesPiece(of: count / runs) {
      var copier = ItemListCopier(expectedCount: count)
      appendRuns(
        of: oldItems, old: old, new: new, count: count, itemMap: itemMap, before: before,
        data: data, into: &copier, recording: &derived)
      return copier.list()
    }
    var list = ItemList(expectedCount: count, pieceRoom: ItemList.rebuiltPieceRoom)
    appendRuns(
      of: oldItems, old: old, new: new, count: count, itemMap: itemMap, before: before,
      data: data, into: &list, recording: &derived)
    return list
  }

  /// Appends the items of new section `new` to `target`, run by run, as
  /// ``survivingList(of:old:new:count:itemMap:before:data:recording:)`` describes: a survivor
  /// out of `oldItems`' bounds (every survivor, when `oldItems` is empty) is read from
  /// `before` (``item(at:in:)``).
  @inline(__always)
  private static func appendRuns<Target: RebuiltItems>(
    of oldItems: ItemList, old: Int, new: Int, count: Int, itemMap: ItemMap,
    before: [LayoutSection], data: ItemDataLookup, into target: inout Target,
    recording derived: inout DerivedItems?
  ) {
    let records = derived != nil
    let hasData = !data.isEmpty
    var newItems: [Range<Int>] = []
    // Room for a user's edit (an insert, a move in, a reload) without growing from one.
    if records { newItems.reserveCapacity(4) }
    itemMap.forEachOldRun(new: new, old: old, count: count) { run in
      switch run {
      case .survivors(let slots, let firstOld):
        let end = firstOld + slots.count
        if records { derived?.carried.append((old, firstOld..<end)) }
        if firstOld >= 0, end <= oldItems.count {
          target.append(contentsOf: oldItems, in: firstOld..<end)
        } else {
          for index in firstOld..<end {
            target.append(item(at: ItemPath(section: old, item: index), in: before) ?? Item())
          }
        }
      case .fixed(let slot, let oldPath):
        if records { newItems.append(slot..<slot + 1) }
        if hasData, let given = data.item(forSlot: slot, of: new, from: oldPath) {
          target.append(given)
        } else {
          target.append(oldPath.flatMap { item(at: $0, in: before) } ?? Item())
        }
      case .missing(let slots):
        if records { newItems.append(slots) }
        for _ in slots { target.append(Item()) }
      }
    }
    derived?.newItems[new] = newItems
  }

  /// Whether new section `new`, whose items come from old section `old`, receives item data:
  /// one of its fixed slots is given some. O(runs).
  private static func receivesData(
    new: Int, old: Int, count: Int, itemMap: ItemMap, data: ItemDataLookup
  ) -> Bool {
    guard !data.isEmpty else { return false }
    var receives = false
    itemMap.forEachOldRun(new: new, old: old, count: count) { run in
      switch run {
      case .survivors, .missing: break
      case .fixed(let slot, let oldPath):
        receives = receives || data.item(forSlot: slot, of: new, from: oldPath) != nil
      }
    }
    return receives
  }

  /// The `Item` at `path` of a `.list` section of `sections` (of a measured section, an item
  /// with its measured height); `nil` for a `.count` section or a path out of bounds.
  private static func item(at path: ItemPath, in sections: [LayoutSection]) -> Item? {
    guard sections.indices.contains(path.section) else { return nil }
    switch sections[path.section].items {
    case .list(let items):
      return items.indices.contains(path.item) ? items[path.item] : nil
    case .measuredCount(_, let measured):
      return measured[path.item].map {
        Item(width: measured.width(ofItem: path.item), height: $0)
      }
    case .count:
      return nil
    }
  }
}

/// What a rebuilt section's items are appended to, run by run: an ``ItemList`` (sharing what
/// it can of the old list) or an ``ItemListCopier`` (copying every item).
private protocol RebuiltItems {
  /// Appends `item`.
  mutating func append(_ item: __owned Item)
  /// Appends the items `range` of `list`.
  mutating func append(contentsOf list: ItemList, in range: Range<Int>)
}

extension ItemList: RebuiltItems {}
extension ItemListCopier: RebuiltItems {}
