import CollectionLayout
import CollectionLayoutBaselines

/// The proportional batch (a tenth of the items deleted, a tenth inserted, a fiftieth moved)
/// against UIKit's whole update rather than its map alone: what a collection view does with a
/// layout that caches every element's attributes when `performBatchUpdates` runs.
///
/// ```
///  engine:   LayoutUpdate(layout:contentOffset:batch:) + changes(for: .visible)
///  baseline: SlotFillingIndexMap(before:batch:)          the index map
///            EagerLayout(scenario: after)                 prepare again: every element
///            new.visibleElements(at: offset)              the attributes on screen after
///                                                          (pin pass, then one scan)
///            newItem(forOld:) for each item before        paired through the map and a set
/// ```
///
/// The new data and the attributes on screen before are made before the clock starts (UIKit's
/// data source has the new data; the collection view holds the old attributes). The baseline keeps the
/// old content offset, where the engine computes a target offset: the engine does more.
extension OperationRunner {
  mutating func batchUpdateWhole() throws -> OperationReport {
    var rows: [ResultRow] = []
    for size in plan.sizes {
      let scenario = Workloads.scenario(itemCount: size)
      let batch = Workloads.batch(itemCount: size)
      let layout = try GridLayout(scenario: scenario)
      let offset = Workloads.updateOffset(in: layout)
      let update = try LayoutUpdate(layout: layout, contentOffset: offset, batch: batch)
      var after = scenario
      after.sections = update.newLayout.sections
      let engine = try measure {
        let update = try LayoutUpdate(layout: layout, contentOffset: offset, batch: batch)
        return update.changes(for: .visible).count &+ Int(update.targetContentOffset.y)
      }
      // What the collection view holds before the update: the attributes on screen, with
      // the ids of their items after it looked up through a set.
      let before = try EagerLayout(scenario: scenario).visibleElements(at: offset)
      let baseline = try measure(.baseline, with: slow(21)) {
        let map = try SlotFillingIndexMap(before: scenario.sections, batch: batch)
        let new = try EagerLayout(scenario: after)
        // One scan of the new cache: cheaper than building a search index to ask it once.
        let shown = new.visibleElements(at: offset)
        let shownIDs = Set(shown.map(\.id))
        var paired = 0
        for element in before {
          guard element.id.kind == .item, let path = element.id.itemPath,
            let target = map.newItem(forOld: path)
          else { continue }
          if shownIDs.contains(.item(section: target.section, item: target.item)) { paired += 1 }
        }
        return paired &+ before.count &+ shown.count
      }
      rows.append(ResultRow(items: size, engine: engine, baseline: baseline, note: nil))
    }
    return report(
      "batch-update-whole", "batch update, against UIKit's whole update", rows)
  }
}
