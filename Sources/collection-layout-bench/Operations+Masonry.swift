import CollectionLayout
import CollectionLayoutBaselines

/// The masonry rows: preparing, querying and updating masonry sections, next to the
/// conventional waterfall layout (CHTCollectionViewWaterfallLayout's way: every item placed by
/// scanning the columns into one record per element, queries scanning every record, and every
/// update re-laid out from zero).
extension OperationRunner {
  mutating func masonryPrepare() throws -> OperationReport {
    var rows: [ResultRow] = []
    for size in plan.sizes {
      let scenario = Workloads.masonryScenario(itemCount: size)
      let engine = try measure {
        let layout = try GridLayout(scenario: scenario)
        return Int(layout.contentSize.height) &+ layout.numberOfSections
      }
      let baseline = try measure(.baseline, with: slow(11)) {
        let layout = try EagerLayout(scenario: scenario)
        return Int(layout.contentSize.height) &+ layout.elements.count
      }
      rows.append(ResultRow(items: size, engine: engine, baseline: baseline))
    }
    return report("masonry-prepare", "prepare, masonry (3 columns)", rows)
  }

  mutating func masonryRectQuery() throws -> OperationReport {
    let rows = try rectQueryRows(scanBaseline: true) { Workloads.masonryScenario(itemCount: $0) }
    return report("masonry-rect-query", "elements in a rect, masonry", rows)
  }

  mutating func masonryUpdate(placement: MasonryPlacement) throws -> OperationReport {
    var rows: [ResultRow] = []
    for size in plan.sizes {
      let scenario = Workloads.masonryScenario(itemCount: size, placement: placement)
      let layout = try GridLayout(scenario: scenario)
      let batch = try Workloads.masonryBatch(itemCount: size, before: scenario.sections)
      let offset = Workloads.updateOffset(in: layout)
      let engine = try measure {
        let update = try LayoutUpdate(layout: layout, contentOffset: offset, batch: batch)
        return update.changes(for: .visible).count &+ Int(update.targetContentOffset.y)
      }
      var after = scenario
      after.sections = batch.after ?? []
      let baseline = try measure(.baseline, with: slow(11)) {
        let relaid = try EagerLayout(scenario: after)
        return Int(relaid.contentSize.height) &+ relaid.elements.count
      }
      rows.append(ResultRow(items: size, engine: engine, baseline: baseline))
    }
    return report(
      "masonry-update-\(placement.rawValue)",
      "batch update, masonry, \(placement.rawValue) placement", rows)
  }
}
