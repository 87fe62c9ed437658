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
///            old.visibleElements(at: offset)              the attributes on screen before,
///            new.visibleElements(at: offset)              and after (pin pass, then a scan)
///            newItem(forOld:) for each item before        paired through the map
/// ```
///
/// The new data and the old layout's cache are made before the clock starts (UIKit's data
/// source has the new data; its layout has cached the old attributes). The baseline keeps the
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
      let old = try EagerLayout(scenario: scenario)
      let baseline = try measure(.baseline, with: slow(21)) {
        let map = try SlotFillingIndexMap(before: scenario.sections, batch: batch)
        let new = try EagerLayout(scenario: after)
        let before = old.visibleElements(at: offset)
        let shown = new.visibleElements(at: offset)
        var paired = 0
        for element in before {
          guard element.id.kind == .item, let path = element.id.itemPath,
            let target = map.newItem(forOld: path)
          else { continue }
          let id = ElementID.item(section: target.section, item: target.item)
          if shown.contains(where: { $0.id == id }) { paired += 1 }
        }
        return paired &+ before.count &+ shown.count
      }
      rows.append(ResultRow(items: size, engine: engine, baseline: baseline, note: nil))
    }
    return report(
      "batch-update-whole", "batch update, against UIKit's whole update", rows)
  }
}
