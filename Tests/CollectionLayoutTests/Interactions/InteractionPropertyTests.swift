import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Properties of drags and measurements on random scenarios: grid and masonry sections, lists
/// with their own and estimated heights, counts, padding and spacing, one to four columns.
/// Every layout is listed whole (`"elements": "all"`) so entries compare element by element.
@Suite struct InteractionPropertyTests {
  static let caseCount = 80

  /// A random scenario of 1 to 3 sections, heights in whole points so that sums stay exact;
  /// some sections masonry when `masonry` allows.
  static func scenario(
    _ random: inout SeededRandom, estimated: Bool = false, masonry allowsMasonry: Bool = true,
    stable allowsStable: Bool = true
  ) -> Scenario {
    var sections: [LayoutSection] = []
    for _ in 0..<random.int(1...3) {
      let columns = random.int(1...4)
      let masonry = allowsMasonry && random.chance(0.3)
      let count = random.int(0...14)
      let items: Items
      if masonry || estimated || random.chance(0.5) {
        items = .list(
          (0..<count).map { _ in
            let height = Double(random.int(20...160))
            if estimated || random.chance(0.3) { return Item(estimatedHeight: height) }
            return Item(height: height)
          })
      } else {
        items = .count(count)
      }
      sections.append(
        LayoutSection(
          items: items,
          metrics: SectionMetrics(
            rowHeight: Double(random.int(30...120)), columns: columns,
            columnSpacing: Double(random.int(0...10)), rowSpacing: Double(random.int(0...10)),
            padding: LayoutInsets(
              top: Double(random.int(0...20)), bottom: Double(random.int(0...20))),
            arrangement: masonry ? .masonry : .grid,
            masonryPlacement: allowsStable && random.chance(0.5) ? .stable : .shortest),
          headers: random.chance(0.5) ? [Supplementary(height: 30)] : []))
    }
    return Scenario(
      environment: LayoutEnvironment(
        viewport: LayoutSize(width: 320, height: Double(random.int(200...600))),
        displayScale: random.pick([1, 2, 3])),
      sections: sections, output: OutputOptions(elements: .all))
  }

  /// The visible items of `layout` at `offset`, with their centres in viewport coordinates,
  /// out of the auto-scroll zones.
  static func visibleItems(_ layout: GridLayout, at offset: LayoutPoint) -> [(
    ItemPath, LayoutPoint
  )] {
    layout.visibleElements(at: offset).compactMap { element in
      guard let path = element.id.itemPath, element.frame.width > 2, element.frame.height > 2
      else { return nil }
      let frame = element.frame
      let centre = LayoutPoint(
        x: frame.minX + frame.width / 2 - offset.x, y: frame.minY + frame.height / 2 - offset.y)
      let viewport = layout.environment.viewport
      guard centre.y > AutoScroll.zone + 1, centre.y < viewport.height - AutoScroll.zone - 1
      else { return nil }
      return (path, centre)
    }
  }

  /// A random finger path of 1 to 4 moves, each of 1 to 6 frames, within the viewport.
  static func path(_ random: inout SeededRandom, in viewport: LayoutSize) -> [ScenarioStep] {
    (0..<random.int(1...4)).map { _ in
      .dragTo(
        DragMove(
          to: LayoutPoint(
            x: random.double(0...viewport.width), y: random.double(0...viewport.height)),
          frameCount: random.int(1...6)))
    }
  }

  @Test func aDragThatEndsWhereItStartedIsTheIdentity() throws {
    var random = SeededRandom(seed: 1301)
    var dropsAtTheOrigin = 0
    var played = 0
    for _ in 0..<Self.caseCount {
      var scenario = Self.scenario(&random)
      let layout = try GridLayout(scenario: scenario)
      let items = Self.visibleItems(layout, at: scenario.environment.initialContentOffset)
      guard !items.isEmpty else { continue }
      let (item, start) = random.pick(items)
      // Wander, come back to the starting point, drop.
      scenario.steps =
        [.beginDrag(DragStart(item: item, at: start))]
        + Self.path(&random, in: scenario.environment.viewport)
        + [.dragTo(DragMove(to: start, frameCount: 2)), .endDrag]
      let frames = try scenario.frames()
      played += 1
      let dropped = try #require(frames.steps.last)
      guard dropped.customAttributes["moveItems"] == .list([]) else { continue }
      dropsAtTheOrigin += 1
      #expect(dropped.elements == frames.steps[0].elements, "\(scenario)")
      #expect(dropped.contentSize == frames.steps[0].contentSize)
    }
    // Most paths bring the gap back (a finger on the origin's slot enters the item there).
    #expect(dropsAtTheOrigin * 2 > played)
  }

  @Test func aDragInsideItsOwnSlotMovesNothing() throws {
    var random = SeededRandom(seed: 1302)
    for _ in 0..<Self.caseCount {
      var scenario = Self.scenario(&random)
      let layout = try GridLayout(scenario: scenario)
      let items = Self.visibleItems(layout, at: scenario.environment.initialContentOffset)
      guard !items.isEmpty else { continue }
      let (item, start) = random.pick(items)
      scenario.steps = [
        .beginDrag(DragStart(item: item, at: start)),
        .dragTo(DragMove(to: LayoutPoint(x: start.x + 1, y: start.y - 1), frameCount: 3)), .endDrag,
      ]
      let frames = try scenario.frames()
      #expect(frames.steps[3].customAttributes["moveItems"] == .list([]), "\(scenario)")
      #expect(frames.steps[3].elements == frames.steps[0].elements)
    }
  }

  @Test func cancellingADragRestoresEveryFrame() throws {
    var random = SeededRandom(seed: 1303)
    var moved = 0
    for _ in 0..<Self.caseCount {
      var scenario = Self.scenario(&random)
      let layout = try GridLayout(scenario: scenario)
      let items = Self.visibleItems(layout, at: scenario.environment.initialContentOffset)
      guard !items.isEmpty else { continue }
      let (item, start) = random.pick(items)
      scenario.steps =
        [.beginDrag(DragStart(item: item, at: start))]
        + Self.path(&random, in: scenario.environment.viewport) + [.cancelDrag]
      let frames = try scenario.frames()
      let cancelled = try #require(frames.steps.last)
      #expect(cancelled.elements == frames.steps[0].elements, "\(scenario)")
      // The transition ends where the entry is.
      let transition = try #require(cancelled.transition)
      for record in transition.changes where record.after != nil {
        #expect(cancelled.elements.contains(record.final))
      }
      if frames.steps.dropLast().contains(where: { $0.ids.contains { $0.hasPrefix("dragGap") } }) {
        moved +=
          frames.steps[frames.steps.count - 2].ids.contains(
            "dragGap/\(item.section)/\(item.item)") ? 0 : 1
      }
    }
    // The property is exercised: most drags moved the gap before cancelling.
    #expect(moved > Self.caseCount / 4)
  }

  /// In grid sections, whose rows span every column. (In a masonry section, an item changing
  /// height moves only its column: the anchor's column keeps its place, the others may not.)
  @Test func measuringAboveTheViewportMovesNothingVisible() throws {
    var random = SeededRandom(seed: 1304)
    var checked = 0
    for _ in 0..<Self.caseCount {
      var scenario = Self.scenario(&random, estimated: true, masonry: false)
      let layout = try GridLayout(scenario: scenario)
      let maximum = layout.validContentOffsets.y.upperBound
      guard maximum > 0 else { continue }
      let offset = LayoutPoint(x: 0, y: Double(random.int(0...Int(maximum))))
      let above = layout.allElements().filter {
        $0.kind == .item && $0.frame.maxY <= offset.y
      }
      guard !above.isEmpty else { continue }
      let measured = above.filter { _ in random.chance(0.6) }.compactMap(\.id.itemPath).map {
        MeasuredItem(item: $0, height: Double(random.int(10...200)))
      }
      scenario.steps = [.scroll(offset), .measure(HeightMeasurement(items: measured))]
      scenario.output = OutputOptions(elements: .visible)
      let frames = try scenario.frames()
      let before = frames.steps[1]
      let after = frames.steps[2]
      for element in before.elements {
        guard let moved = after.element(element.id) else { continue }
        #expect(
          moved.frame.minY - after.contentOffset.y == element.frame.minY - before.contentOffset.y,
          "\(element.id) in \(scenario)")
        #expect(moved.frame.height == element.frame.height)
      }
      checked += 1
    }
    #expect(checked > Self.caseCount / 3)
  }

  /// In grid sections and masonry sections that place items in the shortest column. (A
  /// masonry section with stable placement keeps every item's column as heights arrive, which
  /// is its point: its columns are those of the first layout, not those the final heights
  /// would give from the start.)
  @Test func measuringInStepsEndsAsMeasuredFromTheStart() throws {
    var random = SeededRandom(seed: 1305)
    for _ in 0..<Self.caseCount {
      var scenario = Self.scenario(&random, estimated: random.chance(0.5), stable: false)
      // Uniform sections too: the measured items of a count.
      if random.chance(0.5) {
        scenario.sections.append(
          LayoutSection(items: .count(random.int(1...40)), metrics: SectionMetrics(columns: 2)))
      }
      var measurements: [HeightMeasurement] = []
      for _ in 0..<random.int(1...4) {
        var items: [MeasuredItem] = []
        for (section, content) in scenario.sections.enumerated() where content.items.count > 0 {
          for _ in 0..<random.int(0...3) {
            items.append(
              MeasuredItem(
                item: ItemPath(section: section, item: random.int(0...(content.items.count - 1))),
                height: Double(random.int(10...200))))
          }
        }
        let headers = scenario.sections.indices.filter {
          !scenario.sections[$0].headers.isEmpty && random.chance(0.3)
        }.map { MeasuredSupplementary(section: $0, index: 0, height: Double(random.int(10...90))) }
        measurements.append(HeightMeasurement(items: items, headers: headers))
      }
      var measuredFromTheStart = scenario
      for measurement in measurements {
        measuredFromTheStart.sections = try measuredFromTheStart.sections.applying(
          measurement, at: "measure")
      }
      scenario.steps = measurements.map { .measure($0) }
      let stepwise = try scenario.frames()
      let atOnce = try measuredFromTheStart.frames()
      #expect(stepwise.steps.last?.elements == atOnce.steps[0].elements, "\(scenario)")
      #expect(stepwise.steps.last?.contentSize == atOnce.steps[0].contentSize)
      // The grid's incremental path and the protocol's default agree.
      var layout = try GridLayout(scenario: scenario)
      for measurement in measurements {
        let sections = try layout.sections.applying(measurement, at: "measure")
        layout = try layout.laidOut(measuring: measurement, in: sections)
      }
      let whole = try GridLayout(scenario: measuredFromTheStart)
      #expect(layout.allElements() == whole.allElements())
      #expect(layout == whole)
    }
  }
}
