import CollectionLayout
import CollectionLayoutBaselines
import Testing

/// The fair baselines compute exactly what the engine computes: the eager layout searched by
/// binary search answers the engine's rect queries and scroll steps, and the slot-filling map
/// gives `UpdateMapping`'s maps.
@Suite struct FairBaselineTests {
  private func path(_ section: Int, _ item: Int) -> ItemPath {
    ItemPath(section: section, item: item)
  }

  @Test func theSearchedEagerLayoutFindsTheEnginesElementsInARect() throws {
    var manySections = BaselineFixtures.benchmarkScenario(perSection: 3)
    manySections.sections = Array(repeating: manySections.sections[0], count: 300)
    for scenario in [
      BaselineFixtures.everyRuleScenario,
      BaselineFixtures.benchmarkScenario(perSection: 60, ownHeights: true),
      manySections,
    ] {
      let engine = try GridLayout(scenario: scenario)
      let search = EagerSearchIndex(layout: try EagerLayout(scenario: scenario))
      let height = engine.contentSize.height
      var found: [LayoutAttributes] = []
      var foundCommon: [ElementAttributes] = []
      var engineCommon: [ElementAttributes] = []
      var compared = 0
      for top in stride(from: -30.0, through: height + 30, by: 23.7) {
        for (left, width, rectHeight) in [(0.0, 320.0, 480.0), (100, 50, 31.5), (0, 768, 0.5)] {
          let rect = LayoutRect(x: left, y: top, width: width, height: rectHeight)
          for offset in [LayoutPoint(x: 0, y: top - 200), LayoutPoint(x: 0, y: top + 3)] {
            search.elements(in: rect, contentOffset: offset, into: &found)
            #expect(found == engine.elements(in: rect, contentOffset: offset), "\(rect) \(offset)")
            compared += found.count
            search.elements(in: rect, contentOffset: offset, into: &foundCommon)
            engine.elements(in: rect, contentOffset: offset, into: &engineCommon)
            #expect(foundCommon == engineCommon, "\(rect) \(offset)")
            #expect(engineCommon == found.map(\.common), "\(rect) \(offset)")
          }
        }
      }
      #expect(compared > 100)
    }
  }

  @Test func theSearchedEagerLayoutScrollsAsTheEngineDoes() throws {
    for (name, scenario) in try BaselineFixtures.goldenScenarios()
    where (try? GridLayout(scenario: scenario)) != nil {
      let engine = try GridLayout(scenario: scenario)
      let search = EagerSearchIndex(layout: try EagerLayout(scenario: scenario))
      var found: [LayoutAttributes] = []
      var foundCommon: [ElementAttributes] = []
      var engineCommon: [ElementAttributes] = []
      // About 150 offsets each, from overscroll at the top to overscroll at the bottom.
      let step = max(17.9, engine.contentSize.height / 150)
      for offset in BaselineFixtures.sweep(of: engine, step: step) {
        search.visibleElements(at: offset, into: &found)
        #expect(found == engine.visibleElements(at: offset), "\(name) at \(offset.y)")
        search.visibleElements(at: offset, into: &foundCommon)
        engine.visibleElements(at: offset, into: &engineCommon)
        #expect(foundCommon == engineCommon, "\(name) at \(offset.y)")
      }
    }
  }

  @Test func theSlotFillingMapRefillsInOldOrder() throws {
    // Old: section 0 = a0 a1 a2 a3, section 1 = b0 b1 b2. Move a0 to (1, 1), delete b2,
    // insert (0, 3). New: section 0 = a1 a2 a3 new, section 1 = b0 a0 b1.
    let map = try SlotFillingIndexMap(
      before: [LayoutSection(items: .count(4)), LayoutSection(items: .count(3))],
      batch: BatchUpdate(
        deleteItems: [path(1, 2)], insertItems: [path(0, 3)],
        moveItems: [ItemMove(from: path(0, 0), to: path(1, 1))]))
    #expect(
      (0..<4).map { map.newItem(forOld: path(0, $0)) } == [
        path(1, 1), path(0, 0), path(0, 1), path(0, 2),
      ])
    #expect((0..<3).map { map.newItem(forOld: path(1, $0)) } == [path(1, 0), path(1, 2), nil])
    #expect(
      (0..<4).map { map.oldItem(forNew: path(0, $0)) } == [
        path(0, 1), path(0, 2), path(0, 3), nil,
      ])
    #expect(
      (0..<3).map { map.oldItem(forNew: path(1, $0)) } == [path(1, 0), path(0, 0), path(1, 1)])
    #expect(map.newItem(forOld: path(2, 0)) == nil)
    #expect(map.oldItem(forNew: path(0, 4)) == nil)
  }

  @Test func theSlotFillingMapRejectsWhatItDoesNotHandle() {
    #expect(
      throws: BaselineError(
        message: "the slot-filling map handles item deletes, inserts and moves only")
    ) {
      try SlotFillingIndexMap(
        before: [LayoutSection(items: .count(2))], batch: BatchUpdate(reloadItems: [path(0, 0)]))
    }
    #expect(
      throws: BaselineError(
        message: "item {length = 2, path = 0 - 3} does not exist after the update")
    ) {
      try SlotFillingIndexMap(
        before: [LayoutSection(items: .count(2))], batch: BatchUpdate(insertItems: [path(0, 3)]))
    }
  }

  @Test func theSlotFillingMapGivesTheEnginesMapsOnTheBenchmarksBatches() throws {
    let sections = BaselineFixtures.benchmarkScenario(perSection: 100).sections
    var small = BatchUpdate(
      deleteItems: [path(0, 5), path(3, 99), path(9, 0)],
      insertItems: [path(0, 0), path(4, 100), path(9, 50)],
      moveItems: [ItemMove(from: path(2, 7), to: path(7, 3))])
    small.deleteItems += (0..<7).map { path($0, 40 + $0) }
    small.insertItems += (0..<7).map { path($0 + 1, 20 + $0) }
    for batch in [RescanningIndexMapTests.benchmarkBatch, small] {
      let filling = try SlotFillingIndexMap(before: sections, batch: batch)
      let engine = try UpdateMapping(before: sections, batch: batch)
      for section in 0..<10 {
        for item in 0..<110 {
          let old = path(section, item)
          #expect(filling.newItem(forOld: old) == engine.newItem(forOld: old), "old \(old)")
          #expect(filling.oldItem(forNew: old) == engine.oldItem(forNew: old), "new \(old)")
        }
      }
    }
  }
}
