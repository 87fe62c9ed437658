import CollectionLayout
import CollectionLayoutBaselines

/// The update rows: the index maps alone (``UpdateMapping``) and the whole update
/// (``LayoutUpdate`` with its visible change records), on the proportional batch (a tenth of
/// the items deleted, a tenth inserted, a fiftieth moved) and on a batch of 22 operations,
/// next to the O(N + U) slot-filling map (and UIKit's rescanning map, on extra rows).
extension OperationRunner {
  /// Which batch a row plays, and against which baseline.
  enum UpdateRow {
    /// The proportional batch, against the slot-filling map.
    case proportional
    /// The proportional batch, against the rescanning map (up to 100,000 items).
    case rescanning
    /// 22 operations, against the slot-filling map.
    case small
    /// 22 operations on items listed with ids, against the slot-filling map.
    case smallWithIDs
    /// The proportional batch on items listed with ids, against the slot-filling map: many
    /// operations a section, every chunk of every list cut.
    case proportionalWithIDs

    /// Whether the row's items are listed with ids.
    var listsIDs: Bool { self == .smallWithIDs || self == .proportionalWithIDs }

    /// The batch on `items` items in `sections` sections; on items listed with ids, each
    /// inserted item given its id (``Workloads/identifyingInserts(_:)``), as an app inserts
    /// them.
    func batch(items: Int, sections: Int = Workloads.sectionCount) -> BatchUpdate {
      let batch: BatchUpdate
      switch self {
      case .proportional, .rescanning, .proportionalWithIDs:
        batch = Workloads.batch(itemCount: items)
      case .small, .smallWithIDs: batch = Workloads.smallBatch(itemCount: items, sections: sections)
      }
      return listsIDs ? Workloads.identifyingInserts(batch) : batch
    }
  }

  mutating func updateMap(_ kind: UpdateRow) throws -> OperationReport {
    var rows: [ResultRow] = []
    let sizes = kind == .small ? plan.smallBatchSizes : plan.sizes
    for size in sizes {
      let sections = Workloads.scenario(itemCount: size).sections
      let batch = kind.batch(items: size)
      let engine = try measure {
        let mapping = try UpdateMapping(before: sections, batch: batch)
        return mapping.newItem(forOld: ItemPath(section: 5, item: size / 20))?.item ?? 0
      }
      var baseline: Timing?
      var note: String?
      if kind == .rescanning {
        if size <= plan.largestRescanningSize {
          baseline = try measure(.baseline, with: slow(3)) {
            let map = try RescanningIndexMap(before: sections, batch: batch)
            return map.newItem(forOld: ItemPath(section: 5, item: size / 20))?.item ?? 0
          }
        } else {
          note = "rescanning map not run: O((D + I) N) grows 100x per 10x items"
        }
      } else {
        baseline = try measure(.baseline, with: slow(21)) {
          let map = try SlotFillingIndexMap(before: sections, batch: batch)
          return map.newItem(forOld: ItemPath(section: 5, item: size / 20))?.item ?? 0
        }
      }
      rows.append(ResultRow(items: size, engine: engine, baseline: baseline, note: note))
    }
    switch kind {
    case .rescanning:
      return report("update-map-rescanning", "update map, vs UIKit's rescanning map", rows)
    case .small, .smallWithIDs:
      return report("update-map-22", "update map, 22 operations", rows)
    case .proportional, .proportionalWithIDs:
      return report("update-map", "update map", rows)
    }
  }

  mutating func batchUpdate(_ kind: UpdateRow) throws -> OperationReport {
    var rows: [ResultRow] = []
    let sizes = kind == .small ? plan.smallBatchSizes : plan.sizes
    for size in sizes {
      let scenario = Workloads.scenario(itemCount: size, ids: kind.listsIDs)
      rows.append(try batchUpdateRow(scenario, items: size, kind: kind))
    }
    switch kind {
    case .proportional: return report("batch-update", "batch update", rows)
    case .rescanning:
      return report("batch-update-rescanning", "batch update, vs UIKit's rescanning map", rows)
    case .small: return report("batch-update-22", "batch update, 22 operations", rows)
    case .smallWithIDs:
      return report("batch-update-ids", "batch update, 22 operations, items with ids", rows)
    case .proportionalWithIDs:
      return report("batch-update-ids-proportional", "batch update, items with ids", rows)
    }
  }

  mutating func batchUpdateBySections() throws -> OperationReport {
    var rows: [ResultRow] = []
    for sections in plan.sweepSectionCounts {
      let scenario = Workloads.scenario(itemCount: plan.sweepItemCount, sections: sections)
      var row = try batchUpdateRow(
        scenario, items: plan.sweepItemCount, kind: .small, sections: sections)
      row.sections = sections
      // The floor while an update is handed its data as an array of sections: copying the
      // array (a retain a section, and a release when the copy goes) to change one section,
      // as deriving the data after a batch does, with nothing laid out.
      let models = scenario.sections
      let floor = measure(.baseline, with: slow(21)) {
        var copy = models
        copy[copy.count / 2] = copy[0]
        return copy.count
      }
      if let floor {
        let part = "copying the [LayoutSection] alone: \(formatDuration(floor.median))"
        row.note = row.note.map { "\($0); \(part)" } ?? part
      }
      rows.append(row)
    }
    return report("batch-update-by-sections", "batch update, 22 operations, by sections", rows)
  }

  /// One update row: ``LayoutUpdate`` and its visible change records at the middle section,
  /// next to the slot-filling (or rescanning) map of the same batch.
  private mutating func batchUpdateRow(
    _ scenario: Scenario, items: Int, kind: UpdateRow, sections: Int = Workloads.sectionCount
  ) throws -> ResultRow {
    let batch = kind.batch(items: items, sections: sections)
    let probe = ItemPath(section: sections / 2, item: items / sections / 2)
    var engine: Timing?
    var note: String?
    if plan.measures(.engine) {
      let layout = try GridLayout(scenario: scenario)
      let offset = Workloads.updateOffset(in: layout)
      do {
        _ = try LayoutUpdate(layout: layout, contentOffset: offset, batch: batch)
      } catch {
        note = "engine unavailable: LayoutUpdate throws \"\(error.message)\""
      }
      if note == nil {
        engine = try measure {
          let update = try LayoutUpdate(layout: layout, contentOffset: offset, batch: batch)
          return update.changes(for: .visible).count &+ Int(update.targetContentOffset.y)
        }
      }
    }
    var baseline: Timing?
    if kind == .rescanning {
      if items <= plan.largestRescanningSize {
        baseline = try measure(.baseline, with: slow(3)) {
          try RescanningIndexMap(before: scenario.sections, batch: batch)
            .newItem(forOld: probe)?.item ?? 0
        }
      } else {
        let skipped = "rescanning map not run: O((D + I) N) grows 100x per 10x items"
        note = note.map { "\($0); \(skipped)" } ?? skipped
      }
    } else {
      baseline = try measure(.baseline, with: slow(21)) {
        try SlotFillingIndexMap(before: scenario.sections, batch: batch)
          .newItem(forOld: probe)?.item ?? 0
      }
    }
    if kind == .proportionalWithIDs, let floor = insertedIDLookupFloor(items: items, batch: batch) {
      let part = "the inserted ids looked up alone: \(formatDuration(floor.median))"
      note = note.map { "\($0); \(part)" } ?? part
    }
    return ResultRow(items: items, engine: engine, baseline: baseline, note: note)
  }

  /// A floor under the ids' part of an update on items with ids (``InsertedIDLookupFloor``):
  /// the batch's inserted ids hashed and looked up among the `items` ids present (`item-N`,
  /// as ``Workloads/scenario(itemCount:ownHeights:ids:sections:)`` lists them), measured as a
  /// baseline is, in the same run.
  private mutating func insertedIDLookupFloor(items: Int, batch: BatchUpdate) -> Timing? {
    guard plan.measures(.baseline) else { return nil }
    let table = InsertedIDLookupFloor(present: (0..<items).lazy.map { "item-\($0)" })
    let inserted = batch.insertedItemData.values.compactMap(\.id)
    return measure(.baseline, with: slow(21)) { table.countPresent(of: inserted) }
  }
}
