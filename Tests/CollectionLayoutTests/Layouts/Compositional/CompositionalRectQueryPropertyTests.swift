import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore

/// Issue 45, item 3: a compositional rect query lists a rectangle's elements in one pass over
/// its groups (`appendElementsInOnePass`); the band-by-band visit (`forEachElementByBands`),
/// which lists every element for `"elements": "all"`, is the general path. Both must list the
/// same attributes in the same order, for random layouts that mix every band (backgrounds,
/// boundary kinds of their own, items with two anchored kinds, groups with their own,
/// templates large enough to be indexed, lists with separators, strips with a visible-items
/// effect, global supplementaries listed among the sections) and random rectangles, pinned or
/// not; and at every limit, the query keeps what the visit hands over before it stops.
@Suite struct CompositionalRectQueryPropertyTests {
  typealias Sample = AppleSample

  /// A supplementary of `kind` at the top trailing corner, lifted by `lift` of its height.
  private func anchored(_ kind: String, lift: Double) -> AnchoredSupplementary {
    AnchoredSupplementary(
      kind: kind, size: Sample.size(.absolute(14), .absolute(14)),
      anchor: SupplementaryAnchor(
        edges: [.top, .trailing], offset: .fractional(LayoutPoint(x: 0.3, y: -lift))))
  }

  /// A boundary supplementary of `kind`, 20 points tall, moved along y by up to 40 points.
  private func boundary(
    _ kind: String, _ alignment: BoundaryAlignment, _ random: inout SeededRandom
  ) -> BoundarySupplementary {
    BoundarySupplementary(
      kind: kind, size: Sample.size(.fractionalWidth(1), .absolute(20)), alignment: alignment,
      pinToVisibleBounds: Bool.random(using: &random),
      absoluteOffset: LayoutPoint(x: 0, y: Double(Int.random(in: -40...40, using: &random))))
  }

  /// A random section: a grid, a tall group of 16 to 30 rows (an indexed template), a list or
  /// a strip, with or without anchored kinds, a group kind, boundary kinds and a background.
  private func randomSection(_ random: inout SeededRandom) -> CompositionalSection {
    let lift = Double(Int.random(in: 0...20, using: &random)) / 10
    var badges: [AnchoredSupplementary] = []
    if Bool.random(using: &random) { badges.append(anchored("badge", lift: lift)) }
    if Bool.random(using: &random) { badges.append(anchored("alert", lift: lift / 2)) }
    var section: CompositionalSection
    switch Int.random(in: 0..<4, using: &random) {
    case 0:
      var group = CompositionalGroup.horizontal(
        size: Sample.size(
          .fractionalWidth(1), .absolute(Double(Int.random(in: 30...90, using: &random)))),
        subitems: [
          Sample.item(.fractionalWidth(1), .fractionalHeight(1), supplementaryItems: badges)
        ],
        count: Int.random(in: 1...4, using: &random))
      if Bool.random(using: &random) { group.supplementaryItems = [anchored("ribbon", lift: 0.5)] }
      section = CompositionalSection(
        group: group, interGroupSpacing: Double(Int.random(in: 0...10, using: &random)))
    case 1:
      let rows = Int.random(in: 16...30, using: &random)
      section = CompositionalSection(
        group: .vertical(
          size: Sample.size(.fractionalWidth(1), .absolute(Double(rows * 30))),
          subitems: [Sample.item(.fractionalWidth(1), .absolute(30), supplementaryItems: badges)],
          count: rows),
        interGroupSpacing: 6)
    case 2:
      let appearances: [ListConfiguration.Appearance] = [.plain, .grouped, .insetGrouped]
      // A list as the configuration makes it, boundary supplementaries and all.
      return CompositionalSection.list(
        ListConfiguration(
          appearance: appearances[Int.random(in: 0..<3, using: &random)],
          headerMode: Bool.random(using: &random) ? .supplementary : .none,
          showsSeparators: Bool.random(using: &random)))
    default:
      section = CompositionalSection(
        group: .horizontal(
          size: Sample.size(.fractionalWidth(0.8), .absolute(60)),
          subitems: [
            Sample.item(.fractionalWidth(0.5), .fractionalHeight(1), supplementaryItems: badges)
          ]),
        orthogonalScrollingBehavior: Bool.random(using: &random) ? .continuous : .groupPaging)
      if Bool.random(using: &random) {
        section.visibleItemsEffect = VisibleItemsEffect(
          scale: .init(minimum: 0.7, maximum: 1.1), alpha: .init(minimum: 0.5))
      }
    }
    var boundaries: [BoundarySupplementary] = []
    if Bool.random(using: &random) { boundaries.append(boundary("header", .top, &random)) }
    if Bool.random(using: &random) { boundaries.append(boundary("banner", .top, &random)) }
    if Bool.random(using: &random) { boundaries.append(boundary("footer", .bottom, &random)) }
    if Bool.random(using: &random) { boundaries.append(boundary("banner", .bottom, &random)) }
    section.boundarySupplementaryItems = boundaries
    if Bool.random(using: &random) {
      section.decorationItems = [.background(contentInsets: DirectionalInsets(all: 2))]
    }
    return section
  }

  /// A random layout of 1 to 6 sections of 0 to 40 items, with random global supplementaries.
  private func randomLayout(_ random: inout SeededRandom) throws -> CompositionalLayout {
    var sections: [(Int, CompositionalSection)] = []
    for _ in 0..<Int.random(in: 1...6, using: &random) {
      sections.append((Int.random(in: 0...40, using: &random), randomSection(&random)))
    }
    var globals: [BoundarySupplementary] = []
    if Bool.random(using: &random) { globals.append(boundary("header", .top, &random)) }
    if Bool.random(using: &random) { globals.append(boundary("footer", .bottom, &random)) }
    if Bool.random(using: &random) { globals.append(boundary("zone", .top, &random)) }
    return try Sample.layout(
      sections,
      configuration: CompositionalConfiguration(
        interSectionSpacing: Double(Int.random(in: 0...20, using: &random)),
        boundarySupplementaryItems: globals))
  }

  /// What the band visit lists for `rect`.
  private func byBands(
    _ layout: CompositionalLayout, in rect: LayoutRect, pins: CompositionalPins?
  ) -> [LayoutAttributes] {
    var elements: [LayoutAttributes] = []
    layout.forEachElementByBands(in: rect, pins: pins) { element in
      elements.append(element)
      return true
    }
    return elements
  }

  @Test func onePassListsWhatTheBandVisitLists() throws {
    // The kinds the visit listed over every case: each band must have been exercised.
    var kindsSeen: Set<String> = []
    for seed in UInt64(0)..<24 {
      kindsSeen.formUnion(try compareOnePassWithTheBandVisit(seed: seed))
    }
    let everyBand: Set<String> = [
      "background", "header", "item", "rowSeparator", "footer", "alert", "badge", "banner",
      "ribbon", "globalHeader", "globalFooter", "globalZone",
    ]
    #expect(everyBand.isSubset(of: kindsSeen), "not exercised: \(everyBand.subtracting(kindsSeen))")
  }

  /// Compares both paths on the random layout of `seed` for 30 random rectangles and limits;
  /// returns the kinds listed.
  private func compareOnePassWithTheBandVisit(seed: UInt64) throws -> Set<String> {
    var random = SeededRandom(seed: seed &* 104_729 &+ 11)
    let layout = try randomLayout(&random)
    var kindsSeen: Set<String> = []
    let height = max(layout.contentSize.height, 1)
    for _ in 0..<30 {
      let pins =
        Bool.random(using: &random)
        ? layout.pinPass(at: LayoutPoint(x: 0, y: Double.random(in: 0...height, using: &random)))
        : nil
      let rect = LayoutRect(
        x: Double.random(in: -60...400, using: &random),
        y: Double.random(in: -100...(height + 100), using: &random),
        width: Double.random(in: 1...450, using: &random),
        height: Double.random(in: 1...900, using: &random))
      let expected = byBands(layout, in: rect, pins: pins)
      let found = layout.elements(in: rect, pins: pins, limit: .max)
      #expect(found == expected, "seed \(seed), rect \(rect)")
      var common: [ElementAttributes] = []
      layout.appendElements(in: rect, pins: pins, to: &common)
      #expect(common == expected.map(\.common), "seed \(seed), rect \(rect)")
      let limit = Int.random(in: -1...(expected.count + 1), using: &random)
      let prefix = Array(expected.prefix(max(limit, 0) + 1))
      #expect(layout.elements(in: rect, pins: pins, limit: limit) == prefix, "limit \(limit)")
      kindsSeen.formUnion(expected.map(\.kind.rawValue))
    }
    return kindsSeen
  }
}
