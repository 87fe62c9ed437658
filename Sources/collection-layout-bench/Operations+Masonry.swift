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
      let baseline = try measure(with: plan.sampler.capped(at: 11)) {
        let layout = try EagerLayout(scenario: scenario)
        return Int(layout.contentSize.height) &+ layout.elements.count
      }
      rows.append(ResultRow(items: size, engine: engine, baseline: baseline))
    }
    return OperationReport(
      key: "masonry-prepare", title: "prepare, masonry (3 columns)",
      baseline: "eager waterfall (column scan, one record per element)",
      target: "under 100 ns per item (100 ms at 1,000,000 items)", rows: rows,
      verdict: perItemVerdict(rows))
  }

  mutating func masonryRectQuery() throws -> OperationReport {
    let rows = try rectQueryRows { Workloads.masonryScenario(itemCount: $0) }
    return OperationReport(
      key: "masonry-rect-query", title: "elements in a rect, masonry",
      baseline: "linear scan over every eager element",
      target: "under 5 µs at 1,000,000 items", rows: rows,
      verdict: underVerdict(rows, limit: 5e-6))
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
      let baseline = try measure(with: plan.sampler.capped(at: 11)) {
        let relaid = try EagerLayout(scenario: after)
        return Int(relaid.contentSize.height) &+ relaid.elements.count
      }
      rows.append(ResultRow(items: size, engine: engine, baseline: baseline))
    }
    return OperationReport(
      key: "masonry-update-\(placement.rawValue)",
      title: "batch update, masonry, \(placement.rawValue) placement",
      baseline: "eager waterfall re-laid out from zero (no bookkeeping)",
      target: "under 20 ms at 100,000 items (10,000 deletes, 10,000 inserts, 2,000 moves)",
      rows: rows, verdict: underVerdict(rows, limit: 20e-3, at: plan.targetSizeForUpdates))
  }
}
