import CollectionLayout
import CollectionLayoutBaselines
import Testing

/// The eager baseline materialises exactly the engine's elements, and its linear scans and
/// full re-layouts answer exactly the engine's queries: the benchmark's ratios compare equal
/// work.
@Suite struct EagerLayoutTests {
  @Test func materialisesTheEnginesElementsForEveryGoldenScenario() throws {
    let scenarios = try BaselineFixtures.goldenScenarios()
    #expect(scenarios.count >= 25)
    for (name, scenario) in scenarios {
      let engine = try GridLayout(scenario: scenario)
      let eager = try EagerLayout(scenario: scenario)
      #expect(eager.elements == engine.allElements(), "\(name)")
      #expect(eager.contentSize == engine.contentSize, "\(name)")
      // Resize steps lay the same data out in another viewport.
      for case .resize(let viewport, let inset) in scenario.steps {
        var resized = scenario
        resized.environment.viewport = viewport
        if let inset { resized.environment.contentInset = inset }
        #expect(
          try EagerLayout(scenario: resized).elements
            == GridLayout(scenario: resized).allElements(),
          "\(name) at \(viewport)")
      }
    }
  }

  @Test func answersTheEnginesScrollQueriesForEveryGoldenScenario() throws {
    for (name, scenario) in try BaselineFixtures.goldenScenarios() {
      let engine = try GridLayout(scenario: scenario)
      let eager = try EagerLayout(scenario: scenario)
      var offsets = [scenario.environment.initialContentOffset]
      for case .scroll(let offset) in scenario.steps { offsets.append(offset) }
      for offset in offsets {
        #expect(eager.visibleElements(at: offset) == engine.visibleElements(at: offset), "\(name)")
      }
    }
  }

  @Test func materialisesEveryRule() throws {
    let scenario = BaselineFixtures.everyRuleScenario
    let engine = try GridLayout(scenario: scenario)
    let eager = try EagerLayout(scenario: scenario)
    #expect(eager.elements == engine.allElements())
    // Every kind of element is there, so every rule was compared.
    #expect(Set(eager.elements.map(\.kind)) == Set(ElementKind.builtIn))
  }

  @Test func materialisesTheBenchmarkLayouts() throws {
    for ownHeights in [false, true] {
      let scenario = BaselineFixtures.benchmarkScenario(perSection: 100, ownHeights: ownHeights)
      let engine = try GridLayout(scenario: scenario)
      let eager = try EagerLayout(scenario: scenario)
      #expect(eager.elements == engine.allElements())
      // 1 global header, and per section a header and 100 items.
      #expect(eager.elements.count == 1 + 10 * 101)
    }
  }

  @Test func aFullRelayoutPerScrollShowsWhatTheEngineShows() throws {
    for scenario in [
      BaselineFixtures.everyRuleScenario,
      BaselineFixtures.benchmarkScenario(perSection: 60, ownHeights: true),
    ] {
      let engine = try GridLayout(scenario: scenario)
      for offset in BaselineFixtures.sweep(of: engine, step: 7.3) {
        let relaidOut = try EagerLayout.visibleElementsAfterRelayout(of: scenario, at: offset)
        #expect(relaidOut == engine.visibleElements(at: offset), "at \(offset.y)")
      }
    }
  }

  @Test func theLinearScanFindsTheEnginesElementsInARect() throws {
    for scenario in [
      BaselineFixtures.everyRuleScenario,
      BaselineFixtures.benchmarkScenario(perSection: 60, ownHeights: true),
    ] {
      let engine = try GridLayout(scenario: scenario)
      let eager = try EagerLayout(scenario: scenario)
      let height = engine.contentSize.height
      for top in stride(from: -30.0, through: height + 30, by: 23.7) {
        for (left, width, rectHeight) in [(0.0, 320.0, 480.0), (100, 50, 31.5), (0, 768, 0.5)] {
          let rect = LayoutRect(x: left, y: top, width: width, height: rectHeight)
          #expect(eager.elements(in: rect) == engine.elements(in: rect), "natural, \(rect)")
          let offset = LayoutPoint(x: 0, y: top - 200)
          #expect(
            eager.elements(in: rect, contentOffset: offset)
              == engine.elements(in: rect, contentOffset: offset), "pinned, \(rect)")
        }
      }
    }
  }

  @Test func theLinearScanOfAHandLaidOutGrid() throws {
    // 320 wide, 2 columns of 160, rows of 44 under a 40-point header: 3 items.
    let scenario = Scenario(
      environment: LayoutEnvironment(viewport: LayoutSize(width: 320, height: 480)),
      metrics: SectionMetrics(columns: 2),
      sections: [
        LayoutSection(items: .count(3), headers: [Supplementary(height: 40, isPinned: true)])
      ])
    let eager = try EagerLayout(scenario: scenario)
    #expect(
      eager.elements.map(\.frame) == [
        LayoutRect(x: 0, y: 0, width: 320, height: 40),
        LayoutRect(x: 0, y: 40, width: 160, height: 44),
        LayoutRect(x: 160, y: 40, width: 160, height: 44),
        LayoutRect(x: 0, y: 84, width: 160, height: 44),
      ])
    // At the offset 100 the header pins at 100, and is pushed up to 88 so that it ends with
    // its section at 128; the rect 100 ..< 110 meets it and the second row.
    let found = eager.elements(
      in: LayoutRect(x: 0, y: 100, width: 320, height: 10), contentOffset: LayoutPoint(x: 0, y: 100)
    )
    #expect(found.map(\.id.description) == ["header/0/0", "item/0/2"])
    #expect(found.first?.frame == LayoutRect(x: 0, y: 88, width: 320, height: 40))
    #expect(found.first?.isPinned == true)
  }
}
