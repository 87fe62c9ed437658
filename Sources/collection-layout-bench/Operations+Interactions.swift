import CollectionLayout
import CollectionLayoutBaselines

/// The interactions' row: measuring the items on screen (a renderer's self-sizing cells
/// reporting their heights) in a layout of uniform sections, next to the conventional way (the
/// whole layout computed again for the new heights, one record per element).
extension OperationRunner {
  mutating func measureVisible() throws -> OperationReport {
    var rows: [ResultRow] = []
    for size in plan.sizes {
      let scenario = Workloads.scenario(itemCount: size)
      let layout = try GridLayout(scenario: scenario)
      let offset = Workloads.updateOffset(in: layout)
      let measurement = Workloads.visibleMeasurement(in: layout, at: offset)
      let engine = try measure {
        let sections = try measurement.applied(to: layout.sections)
        let measured = try layout.laidOut(measuring: measurement, in: sections)
        let update = try LayoutUpdate(layout: layout, contentOffset: offset, changingTo: measured)
        return update.changes(for: .visible).count &+ Int(update.targetContentOffset.y)
      }
      var after = scenario
      after.sections = try measurement.applied(to: scenario.sections)
      let baseline = try measure(.baseline, with: slow(11)) {
        let relaid = try EagerLayout(scenario: after)
        return Int(relaid.contentSize.height) &+ relaid.elements.count
      }
      rows.append(ResultRow(items: size, engine: engine, baseline: baseline))
    }
    return report("measure-visible", "measure 20 visible items, uniform rows", rows)
  }
}

extension Workloads {
  /// The first 20 items visible at `offset` (fewer when fewer are), each measured 30 to 90
  /// points tall: what a renderer's cells report when they appear.
  static func visibleMeasurement(in layout: GridLayout, at offset: LayoutPoint) -> HeightMeasurement
  {
    let items = layout.visibleElements(at: offset).compactMap(\.id.itemPath).prefix(20)
    return HeightMeasurement(
      items: items.enumerated().map { index, path in
        MeasuredItem(item: path, height: 30 + Double(index * 37 % 61))
      })
  }
}
