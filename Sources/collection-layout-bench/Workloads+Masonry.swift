import CollectionLayout

/// The masonry inputs of the benchmark: the grid workload's sections (10, a pinned header
/// each, under a pinned global header) as 3-column masonry sections of items with their own
/// heights, 8 points apart.
extension Workloads {
  /// `itemCount` items (rounded down to a multiple of 10) in 10 masonry sections of 3
  /// columns, heights 40 ... 160 points, with `placement`.
  static func masonryScenario(itemCount: Int, placement: MasonryPlacement = .shortest)
    -> Scenario
  {
    var scenario = scenario(itemCount: itemCount, ownHeights: false)
    scenario.metrics = SectionMetrics(
      columns: 3, columnSpacing: 8, rowSpacing: 8, arrangement: .masonry,
      masonryPlacement: placement)
    let perSection = itemCount / sectionCount
    for section in scenario.sections.indices {
      scenario.sections[section].items = .list(
        (0..<perSection).map { item in masonryItem(section * perSection + item) })
    }
    return scenario
  }

  /// Item number `number` of the masonry workload: 40 ... 160 points tall.
  static func masonryItem(_ number: Int) -> Item {
    Item(height: 40 + Double(number &* 7_919 % 121))
  }

  /// The update benchmark's batch on the masonry workload, with the data source's answer: the
  /// sections after it, every item with a height (kept and moved items keep theirs).
  static func masonryBatch(itemCount: Int, before: [LayoutSection]) throws -> BatchUpdate {
    var batch = batch(itemCount: itemCount)
    let mapping = try UpdateMapping(before: before, batch: batch)
    var number = 0
    batch.after = mapping.sectionsAfter.map { section in
      var answered = section
      if case .list(let items) = section.items {
        answered.items = .list(
          items.map { item in
            number += 1
            return item.height == nil ? masonryItem(number) : item
          })
      }
      return answered
    }
    return batch
  }
}
