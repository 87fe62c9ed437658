import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Estimated sizes measured by a renderer (the `measure` step): a measured height replaces the
/// estimate of an item whose height is estimated, a group whose height is estimated grows to
/// its content, the groups after it move, and the content above the viewport stays still.
@Suite struct CompositionalMeasureTests {
  typealias Sample = AppleSample

  /// Two items 0.5 wide and estimated 100 tall in a group estimated 100 tall, 10 between
  /// groups: group k at 110k, 15 groups of 30 items, content 15 · 100 + 14 · 10 = 1640.
  static let pairs = CompositionalSection(
    group: .horizontal(
      size: Sample.size(.fractionalWidth(1), .estimated(100)),
      subitems: [Sample.item(.fractionalWidth(0.5), .estimated(100))]),
    interGroupSpacing: 10)

  /// A layout of `sections` whose items `heights` (`[section: [item: height]]`) measured.
  static func layout(
    _ sections: [(Int, CompositionalSection)], measured heights: [Int: [Int: Double]],
    configuration: CompositionalConfiguration = CompositionalConfiguration()
  ) throws -> CompositionalLayout {
    try CompositionalLayout(
      configuration: configuration,
      sections: sections.enumerated().map { index, entry in
        let measured = (heights[index] ?? [:]).map { (index: $0.key, height: $0.value) }
        return LayoutSection(
          items: measured.isEmpty
            ? .count(entry.0) : .measuredCount(entry.0, measured: MeasuredHeights(measured)),
          layout: SectionLayout(entry.1))
      },
      environment: LayoutEnvironment(viewport: LayoutSize(width: 390, height: 844)))
  }

  /// Scrolled to 400 (item 6, group 3 at 330, is the first visible), items 2, 5, 6 and 20
  /// measure 150, 60, 130 and 40: group 1 grows to max(150, 100) = 150 (+50), group 2 stays
  /// max(100, 60) = 100 (item 5 is 60 tall), group 3 grows to 130 (+30), group 10 stays 100.
  /// Group 3 moves 330 → 380, so the offset moves 400 → 450 and item 6 keeps its place on
  /// screen (70 above the top); group 4 is at 380 + 130 + 10 = 520; the content is 1720. Then
  /// item 21 measures 180: group 10 (at 110 · 10 + 80 = 1180) grows by 80, below the anchor:
  /// the offset stays, the content is 1800.
  @Test func aMeasureStepKeepsTheScreenStill() throws {
    let json = scenarioJSON(
      #""layout": {"kind": "compositional"}, "sections": [{"items": 30, "layout": {"group": {"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 100}}, "subitems": [{"item": {"size": {"width": {"fractionalWidth": 0.5}, "height": {"estimated": 100}}}}]}}, "interGroupSpacing": 10}}], "steps": [{"scroll": {"x": 0, "y": 400}}, {"measure": {"items": [[0, 2, 150], [0, 5, 60], [0, 6, 130], [0, 20, 40]]}}, {"measure": {"items": [[0, 21, 180]]}}]"#
    ).replacingOccurrences(
      of: #""width": 320, "height": 480"#, with: #""width": 390, "height": 844"#)
    let frames = try ScenarioDecoder.decode(Array(json.utf8)).frames()
    #expect(frames.steps[1].contentOffset == LayoutPoint(x: 0, y: 400))
    #expect(
      frames.steps[1].frame(.named("item/0/6")) == LayoutRect(x: 0, y: 330, width: 195, height: 100)
    )
    let measured = frames.steps[2]
    #expect(measured.contentOffset == LayoutPoint(x: 0, y: 450))
    #expect(measured.contentSize.height == 1720)
    #expect(measured.frame(.named("item/0/6")) == LayoutRect(x: 0, y: 380, width: 195, height: 130))
    #expect(
      measured.frame(.named("item/0/7")) == LayoutRect(x: 195, y: 380, width: 195, height: 100))
    #expect(measured.frame(.named("item/0/8")) == LayoutRect(x: 0, y: 520, width: 195, height: 100))
    #expect(
      measured.frame(.named("item/0/20")) == LayoutRect(x: 0, y: 1180, width: 195, height: 40))
    // The anchor is where it was on screen before and after: 330 − 400 = 380 − 450.
    let record = try #require(
      measured.transition?.changes.first { $0.id.description == "item/0/6" })
    #expect(record.initial.frame.minY - 400 == record.final.frame.minY - 450)
    let below = frames.steps[3]
    #expect(below.contentOffset == LayoutPoint(x: 0, y: 450))
    #expect(below.contentSize.height == 1800)
    #expect(
      below.frame(.named("item/0/21")) == LayoutRect(x: 195, y: 1180, width: 195, height: 180))
  }

  /// The same numbers from the Swift API, with the groups before and after the measured ones.
  @Test func measuredGroupsMoveTheGroupsAfterThem() throws {
    let layout = try Self.layout(
      [(30, Self.pairs)], measured: [0: [2: 150, 5: 60, 6: 130, 20: 40]])
    #expect(layout.contentSize.height == 1720)
    #expect(isFrame(layout.frame("item/0/1"), 195, 0, 195, 100))
    #expect(isFrame(layout.frame("item/0/2"), 0, 110, 195, 150))
    #expect(isFrame(layout.frame("item/0/3"), 195, 110, 195, 100))
    #expect(isFrame(layout.frame("item/0/4"), 0, 270, 195, 100))
    #expect(isFrame(layout.frame("item/0/5"), 195, 270, 195, 60))
    #expect(isFrame(layout.frame("item/0/9"), 195, 520, 195, 100))
    #expect(isFrame(layout.frame("item/0/29"), 195, 14 * 110 + 80, 195, 100))
  }

  /// A vertical group estimated 100 of two items estimated 50 (Apple's nested style): item 0
  /// measured 80 pushes item 1 to 80 and the group to 130; the next group starts at 130.
  /// Unmeasured, a group is its estimate (100) even where its items' estimates sum to less.
  @Test func aVerticalGroupStacksItsMeasuredItems() throws {
    let section = CompositionalSection(
      group: .vertical(
        size: Sample.size(.fractionalWidth(1), .estimated(100)),
        subitems: [Sample.item(.fractionalWidth(1), .estimated(50))]))
    let layout = try Self.layout([(6, section)], measured: [0: [0: 80]])
    #expect(isFrame(layout.frame("item/0/0"), 0, 0, 390, 80))
    #expect(isFrame(layout.frame("item/0/1"), 0, 80, 390, 50))
    #expect(isFrame(layout.frame("item/0/2"), 0, 130, 390, 50))
    #expect(isFrame(layout.frame("item/0/4"), 0, 230, 390, 50))
    #expect(layout.contentSize.height == 330)
  }

  /// A measured height applies only along an estimated dimension, and a group of a given
  /// height keeps it, what is measured staying inside it (as the fit checks keep what is
  /// estimated): an item estimated 30 in a 44-point group measures 70 and is 44; an item of
  /// absolute height ignores its measure. Along a vertical group 100 tall of items estimated
  /// 35 (two fit), the estimates leave 30 at its end: item 0 measured 80 takes it (65), item
  /// 1 follows at 65, and the group stays 100.
  @Test func aGroupOfGivenHeightBoundsWhatIsMeasured() throws {
    let fixed = CompositionalSection(
      group: .horizontal(
        size: Sample.size(.fractionalWidth(1), .absolute(44)),
        subitems: [
          Sample.item(.fractionalWidth(0.5), .estimated(30)),
          Sample.item(.fractionalWidth(0.5), .absolute(44)),
        ]))
    let layout = try Self.layout([(4, fixed)], measured: [0: [0: 70, 1: 90]])
    #expect(isFrame(layout.frame("item/0/0"), 0, 0, 195, 44))
    #expect(isFrame(layout.frame("item/0/1"), 195, 0, 195, 44))
    #expect(isFrame(layout.frame("item/0/2"), 0, 44, 195, 30))
    #expect(layout.contentSize.height == 88)
    let stacked = CompositionalSection(
      group: .horizontal(
        size: Sample.size(.fractionalWidth(1), .absolute(100)),
        subitems: [
          .group(
            .vertical(
              size: Sample.size(.fractionalWidth(1), .absolute(100)),
              subitems: [
                Sample.item(.fractionalWidth(1), .estimated(35))
              ]))
        ]))
    let bounded = try Self.layout([(4, stacked)], measured: [0: [0: 80]])
    #expect(isFrame(bounded.frame("item/0/0"), 0, 0, 390, 65))
    #expect(isFrame(bounded.frame("item/0/1"), 0, 65, 390, 35))
    #expect(isFrame(bounded.frame("item/0/2"), 0, 100, 390, 35))
    #expect(bounded.contentSize.height == 200)
  }

  /// A strip's groups run across the layout: a measured group makes the strip as thick as
  /// its thickest group, and the section below moves down by the change.
  @Test func aStripIsAsThickAsItsThickestGroup() throws {
    var strip = CompositionalSection(
      group: .horizontal(
        size: Sample.size(.fractionalWidth(0.5), .estimated(100)),
        subitems: [Sample.item(.fractionalWidth(1), .estimated(100))]))
    strip.orthogonalScrollingBehavior = .continuous
    let layout = try Self.layout([(5, strip), (1, Sample.list)], measured: [0: [3: 140]])
    #expect(isFrame(layout.frame("item/0/3"), 585, 0, 195, 140))
    #expect(isFrame(layout.frame("item/0/2"), 390, 0, 195, 100))
    #expect(isFrame(layout.frame("item/1/0"), 0, 140, 390, 44))
    #expect(layout.sectionScrollers.first?.frame.height == 140)
  }

  /// A list's rows size themselves (B.10): a measured row is its height.
  @Test func aMeasuredListRowIsItsHeight() throws {
    let layout = try Self.layout(
      [(4, CompositionalSection.list(ListConfiguration(showsSeparators: false)))],
      measured: [0: [1: 80]])
    #expect(isFrame(layout.frame("item/0/1"), 0, 44, 390, 80))
    #expect(isFrame(layout.frame("item/0/2"), 0, 124, 390, 44))
  }

  /// A horizontally scrolling layout does not read measured heights (they are across its
  /// axis): the layout is its estimates.
  @Test func aHorizontalLayoutDoesNotReadMeasuredHeights() throws {
    let section = CompositionalSection(
      group: .horizontal(
        size: Sample.size(.absolute(100), .estimated(100)),
        subitems: [Sample.item(.fractionalWidth(1), .estimated(100))]))
    let layout = try Self.layout(
      [(3, section)], measured: [0: [1: 150]],
      configuration: CompositionalConfiguration(scrollDirection: .horizontal))
    #expect(isFrame(layout.frame("item/0/1"), 100, 0, 100, 100))
  }

  /// Rect queries of measured sections list exactly the elements that meet the rectangle.
  @Test(arguments: 0..<10)
  func aQueryOfMeasuredSectionsEqualsTheFilter(seed: UInt64) throws {
    var random = SeededRandom(seed: seed &+ 11)
    var heights: [Int: Double] = [:]
    for _ in 0..<12 {
      heights[Int.random(in: 0..<60, using: &random)] = Double(
        Int.random(in: 10...220, using: &random))
    }
    let layout = try Self.layout(
      [(60, Self.pairs), (60, Self.pairs)], measured: [0: heights, 1: heights])
    let every = layout.elements(in: nil, pins: nil, limit: .max)
    for _ in 0..<40 {
      let rect = LayoutRect(
        x: Double.random(in: 0...390, using: &random),
        y: Double.random(in: -50...(layout.contentSize.height + 50), using: &random),
        width: Double.random(in: 1...200, using: &random),
        height: Double.random(in: 1...300, using: &random))
      let expected = Set(every.filter { $0.frame.intersects(rect) }.map(\.id))
      let found = Set(layout.elements(in: rect, pins: nil, limit: .max).map(\.id))
      #expect(found == expected, "seed \(seed), rect \(rect)")
    }
  }
}
