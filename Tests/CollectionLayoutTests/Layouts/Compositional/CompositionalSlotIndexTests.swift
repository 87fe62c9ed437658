import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore

/// The index of a group template's slots (``SlotIndex``, ``GroupSlotIndex``): it lists exactly
/// the slots whose extent meets a range, and a rect query through it equals the filter of
/// every element for templates whose slots spread far along and across the scroll axis
/// (vertical groups of hundreds of rows, a tall item beside a nested column, strips of tall or
/// wide groups, horizontal scrolling), with badges that overhang their items, measured
/// heights and scrolled strips.
@Suite struct CompositionalSlotIndexTests {
  typealias Sample = AppleSample

  // MARK: - The index against brute force

  @Test(arguments: 0..<20)
  func theIndexListsExactlyTheSlotsThatMeetARange(seed: UInt64) {
    var random = SeededRandom(seed: seed &* 104_729 &+ 11)
    let count = Int.random(in: 1...300, using: &random)
    // Starts on a coarse grid so that ties and empty extents occur.
    let extents: [(start: Double, end: Double)] = (0..<count).map { _ in
      let start = Double(Int.random(in: -20...200, using: &random)) * 5
      let length = Double(
        Int.random(in: 0...(Bool.random(using: &random) ? 4 : 120), using: &random))
      return (start, start + length * 5)
    }
    let index = SlotIndex(extents: extents)
    for _ in 0..<100 {
      let low = Double(Int.random(in: -150...1_100, using: &random))
      let high = low + Double(Int.random(in: 1...400, using: &random))
      let expected = extents.indices.filter { extents[$0].start < high && extents[$0].end > low }
      var found: [Int] = []
      index.appendSlots(meeting: low, high, to: &found)
      // Listed in the order of their starts, ties by slot.
      let ordered = expected.sorted {
        (extents[$0].start, $0) < (extents[$1].start, $1)
      }
      #expect(found == ordered, "seed \(seed), \(low) ..< \(high)")
      #expect(index.count(meeting: low, high) == expected.count)
    }
  }

  /// Extents whose ends ascend with their starts (rows, some empty, some overlapping the
  /// next, ties): the run the index lists by binary search equals what the search of greatest
  /// ends lists, and the brute-force filter.
  @Test(arguments: 0..<20)
  func rowsAreListedAsOneRunAsTheSearchListsThem(seed: UInt64) {
    var random = SeededRandom(seed: seed &* 7_919 &+ 5)
    var start = Double(Int.random(in: -50...50, using: &random))
    var end = start
    let extents: [(start: Double, end: Double)] = (0..<Int.random(in: 1...300, using: &random))
      .map { _ in
        start += Double(Int.random(in: 0...3, using: &random)) * 5
        end = max(end, start) + Double(Int.random(in: 0...4, using: &random)) * 5
        return (start, end)
      }
    let index = SlotIndex(extents: extents)
    let top = extents.last.map(\.end) ?? 0
    for _ in 0..<100 {
      let low = Double(Int.random(in: -100...Int(top + 100), using: &random))
      let high = low + Double(Int.random(in: 1...200, using: &random))
      let expected = extents.indices.filter { extents[$0].start < high && extents[$0].end > low }
      var found: [Int] = []
      index.appendSlots(meeting: low, high, to: &found)
      var searched: [Int] = []
      index.appendSlotsBySearch(meeting: low, high, to: &searched)
      #expect(found == searched, "seed \(seed), \(low) ..< \(high)")
      #expect(found == expected, "seed \(seed), \(low) ..< \(high)")
    }
  }

  /// Slots that all have one extent (full-width rows, along x), empty or not: the index
  /// answers without searching, and lists all of them or none, as the filter does.
  @Test func slotsOfOneExtentAreListedAllOrNone() {
    for (start, end) in [(0.0, 390.0), (-12.0, 40.0), (5.0, 5.0)] {
      let extents = Array(repeating: (start: start, end: end), count: 40)
      let index = SlotIndex(extents: extents)
      for (low, high) in [(-50.0, 0.0), (-50.0, 1.0), (5.0, 6.0), (4.0, 5.0), (389.0, 500.0)] {
        let expected = extents.indices.filter {
          extents[$0].start < high && extents[$0].end > low
        }
        var found: [Int] = []
        index.appendSlots(meeting: low, high, to: &found)
        #expect(found == expected, "\(start) ... \(end), \(low) ..< \(high)")
        #expect(index.count(meeting: low, high) == expected.count)
      }
    }
  }

  // MARK: - Slots visited

  /// A vertical group of 10,000 rows 44 points tall: a screen at y 100,000 ..< 100,844 meets
  /// rows 2272 (99,968 ..< 100,012) to 2291 (100,804 ..< 100,848); the query visits those 20,
  /// not the 10,000.
  @Test func aScreenInAGroupOf10000RowsVisitsTheRowsOnIt() throws {
    let group = CompositionalGroup.vertical(
      size: Sample.size(.absolute(390), .absolute(440_000)),
      subitems: [Sample.item(.fractionalWidth(1), .absolute(44))], count: 10_000)
    let template = GroupTemplate(group, in: LayoutSize(width: 390, height: 844))
    #expect(template.slots.count == 10_000)
    let index = try #require(template.slotIndex)
    var slots: [Int] = []
    index.slots(
      meeting: LayoutRect(x: 0, y: 100_000, width: 390, height: 844), from: .zero, into: &slots)
    #expect(slots == Array(2272...2291))
    // The same group drawn at (20, 1,000): the rectangle 1,000 lower finds the same rows.
    index.slots(
      meeting: LayoutRect(x: 0, y: 101_000, width: 390, height: 844),
      from: LayoutPoint(x: 20, y: 1_000), into: &slots)
    #expect(slots == Array(2272...2291))
  }

  /// A strip's horizontal group of 10,000 items 30 points wide (300,000 points): a screen
  /// 390 wide from x 1,000, taller than the group, is searched along x: items 33
  /// (990 ..< 1,020) to 46 (1,380 ..< 1,410).
  @Test func aScreenInAWideGroupIsSearchedAcrossTheScrollAxis() throws {
    let group = CompositionalGroup.horizontal(
      size: Sample.size(.absolute(300_000), .absolute(50)),
      subitems: [Sample.item(.absolute(30), .fractionalHeight(1))], count: 10_000)
    let template = GroupTemplate(group, in: LayoutSize(width: 390, height: 844))
    let index = try #require(template.slotIndex)
    var slots: [Int] = []
    index.slots(
      meeting: LayoutRect(x: 1_000, y: -100, width: 390, height: 844), from: .zero, into: &slots)
    #expect(slots == Array(33...46))
  }

  /// A template of fewer than 16 slots is not indexed: a query tests its slots in turn.
  @Test func aSmallTemplateIsNotIndexed() {
    let small = GroupTemplate(
      .vertical(
        size: Sample.size(.absolute(390), .absolute(660)),
        subitems: [Sample.item(.fractionalWidth(1), .absolute(44))], count: 15),
      in: LayoutSize(width: 390, height: 844))
    #expect(small.slots.count == 15)
    #expect(small.slotIndex == nil)
  }

  // MARK: - Queries against the filter of every element

  /// A badge anchored at a corner and moved out of its item by `lift` of its own size (up
  /// from the top trailing corner, or down from the bottom leading one).
  func badge(lift: Double, below: Bool) -> AnchoredSupplementary {
    AnchoredSupplementary(
      kind: "badge", size: Sample.size(.absolute(20), .absolute(20)),
      anchor: SupplementaryAnchor(
        edges: below ? [.bottom, .leading] : [.top, .trailing],
        offset: .fractional(LayoutPoint(x: below ? -0.5 : 0.3, y: below ? lift : -lift))))
  }

  /// A random section of a vertically scrolling layout whose group holds 16 to 300 slots:
  /// a column of rows, a tall item beside a nested column, or (in a strip) a row of items
  /// wider than the screen; rows of estimated height when `estimated`.
  func randomSection(_ random: inout SeededRandom, estimated: Bool) -> CompositionalSection {
    let count = Int.random(in: 16...300, using: &random)
    let length = Double(Int.random(in: 8...60, using: &random))
    let badge = self.badge(
      lift: Double(Int.random(in: 0...30, using: &random)) / 10, below: Bool.random(using: &random))
    let strip = Bool.random(using: &random)
    let width: CompositionalDimension = strip ? .fractionalWidth(0.8) : .fractionalWidth(1)
    let row = Sample.item(
      .fractionalWidth(1), estimated ? .estimated(length) : .absolute(length),
      insets: DirectionalInsets(all: 1), supplementaryItems: [badge])
    let group: CompositionalGroup
    switch estimated ? 0 : Int.random(in: 0...2, using: &random) {
    case 0:
      group = .vertical(
        size: Sample.size(
          width, estimated ? .estimated(length * Double(count)) : .absolute(length * Double(count))),
        subitems: [row], count: count)
    case 1:
      let column = CompositionalGroup.vertical(
        size: Sample.size(.fractionalWidth(0.7), .fractionalHeight(1)), subitems: [row],
        count: count)
      group = .horizontal(
        size: Sample.size(width, .absolute(length * Double(count))),
        subitems: [
          Sample.item(.fractionalWidth(0.3), .fractionalHeight(1), supplementaryItems: [badge]),
          .group(column),
        ])
    default:
      // Wider than the screen: only in a strip.
      return CompositionalSection(
        group: .horizontal(
          size: Sample.size(.absolute(length * Double(count)), .absolute(50)),
          subitems: [
            Sample.item(.absolute(length), .fractionalHeight(1), supplementaryItems: [badge])
          ],
          count: count),
        interGroupSpacing: Double(Int.random(in: 0...10, using: &random)),
        orthogonalScrollingBehavior: .continuous)
    }
    return CompositionalSection(
      group: group, interGroupSpacing: Double(Int.random(in: 0...10, using: &random)),
      orthogonalScrollingBehavior: strip ? .continuous : .none)
  }

  /// What the query gives, as comparable lines.
  func lines(_ elements: [LayoutAttributes]) -> [String] {
    elements.map { "\($0.id) \($0.frame)" }
  }

  /// Random rectangles, from a sliver to more than a screen, over and around the content:
  /// each query equals the filter of every element.
  func expectQueriesMatchTheFilter(
    _ layout: CompositionalLayout, _ random: inout SeededRandom, seed: UInt64
  ) {
    let every = layout.elements(in: nil, pins: nil, limit: .max)
    let size = layout.contentSize
    for _ in 0..<60 {
      let rect = LayoutRect(
        x: Double.random(in: -100...(size.width + 100), using: &random),
        y: Double.random(in: -100...(size.height + 100), using: &random),
        width: Double.random(in: 1...(Bool.random(using: &random) ? 40 : 900), using: &random),
        height: Double.random(in: 1...(Bool.random(using: &random) ? 40 : 900), using: &random))
      let expected = every.filter { $0.frame.intersects(rect) }
      let found = layout.elements(in: rect, pins: nil, limit: .max)
      #expect(lines(found) == lines(expected), "seed \(seed), rect \(rect)")
    }
  }

  @Test(arguments: 0..<30)
  func aQueryInTallGroupsEqualsTheFilterOfEveryElement(seed: UInt64) throws {
    var random = SeededRandom(seed: seed &* 7_919 &+ 5)
    var sections: [LayoutSection] = []
    for _ in 0..<Int.random(in: 1...5, using: &random) {
      let estimated = Int.random(in: 0..<4, using: &random) == 0
      let section = randomSection(&random, estimated: estimated)
      let items = Int.random(in: 1...700, using: &random)
      var measured: [(index: Int, height: Double)] = []
      if estimated {
        for index in stride(from: 0, to: items, by: Int.random(in: 1...9, using: &random)) {
          measured.append((index, Double(Int.random(in: 5...90, using: &random))))
        }
      }
      sections.append(
        LayoutSection(
          items: measured.isEmpty
            ? .count(items) : .measuredCount(items, measured: MeasuredHeights(measured)),
          layout: SectionLayout(section)))
    }
    let configuration = CompositionalConfiguration(
      interSectionSpacing: Double(Int.random(in: 0...20, using: &random)))
    let environment = LayoutEnvironment(viewport: LayoutSize(width: 390, height: 844))
    let layout = try CompositionalLayout(
      configuration: configuration, sections: sections, environment: environment)
    expectQueriesMatchTheFilter(layout, &random, seed: seed)
    // The strips scrolled: their groups drawn at their offsets.
    var offsets: [Int: Double] = [:]
    for section in layout.currentStripOffsets.keys.sorted() {
      if let strip = layout.strip(ofSection: section) {
        offsets[section] = Double.random(in: strip.range, using: &random)
      }
    }
    guard !offsets.isEmpty else { return }
    let scrolled = CompositionalLayout(
      validated: configuration, sections: sections, environment: environment,
      stripOffsets: offsets)
    expectQueriesMatchTheFilter(scrolled, &random, seed: seed)
  }

  /// A horizontally scrolling layout whose groups are rows of 16 to 300 items along x (and
  /// columns of as many rows across it).
  @Test(arguments: 0..<10)
  func aQueryInLongGroupsScrollingHorizontallyEqualsTheFilter(seed: UInt64) throws {
    var random = SeededRandom(seed: seed &* 6_151 &+ 1)
    var sections: [(Int, CompositionalSection)] = []
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let count = Int.random(in: 16...300, using: &random)
      let length = Double(Int.random(in: 8...60, using: &random))
      let badge = self.badge(
        lift: Double(Int.random(in: 0...30, using: &random)) / 10,
        below: Bool.random(using: &random))
      let group: CompositionalGroup =
        Bool.random(using: &random)
        ? .horizontal(
          size: Sample.size(.absolute(length * Double(count)), .fractionalHeight(1)),
          subitems: [
            Sample.item(.absolute(length), .fractionalHeight(1), supplementaryItems: [badge])
          ],
          count: count)
        : .vertical(
          size: Sample.size(.absolute(length), .fractionalHeight(1)),
          subitems: [
            Sample.item(.fractionalWidth(1), .absolute(4), supplementaryItems: [badge])
          ],
          count: count)
      sections.append(
        (
          Int.random(in: 1...700, using: &random),
          CompositionalSection(
            group: group, interGroupSpacing: Double(Int.random(in: 0...10, using: &random)))
        ))
    }
    let layout = try Sample.layout(
      sections,
      configuration: CompositionalConfiguration(
        scrollDirection: .horizontal,
        interSectionSpacing: Double(Int.random(in: 0...20, using: &random))))
    expectQueriesMatchTheFilter(layout, &random, seed: seed)
  }
}
