import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore

/// A compositional rect query equals a brute-force filter of every element, for random
/// layouts whose sections draw past their frames (badges with negative offsets on items at a
/// section's edge, headers and footers moved by an `absoluteOffset`, strips) and random
/// rectangles, pinned or not.
@Suite struct CompositionalQueryPropertyTests {
  typealias Sample = AppleSample

  /// A badge at the top trailing corner moved up by `lift` of its own height.
  func badge(lift: Double) -> AnchoredSupplementary {
    AnchoredSupplementary(
      kind: "badge", size: Sample.size(.absolute(20), .absolute(20)),
      anchor: SupplementaryAnchor(
        edges: [.top, .trailing], offset: .fractional(LayoutPoint(x: 0.3, y: -lift))))
  }

  /// A random section: rows or a grid of items with a badge, no insets (so that badges leave
  /// the section's frame), a header and a footer offset along the axis, sometimes a strip.
  func randomSection(_ random: inout SeededRandom) -> CompositionalSection {
    let lift = Double(Int.random(in: 0...30, using: &random)) / 10
    let columns = Int.random(in: 1...4, using: &random)
    let height = Double(Int.random(in: 20...80, using: &random))
    let group = CompositionalGroup.horizontal(
      size: Sample.size(
        Bool.random(using: &random) ? .fractionalWidth(1) : .fractionalWidth(0.8),
        .absolute(height)),
      subitems: [
        Sample.item(
          .fractionalWidth(1), .fractionalHeight(1), supplementaryItems: [badge(lift: lift)])
      ],
      count: columns)
    let offset = { (random: inout SeededRandom) in
      LayoutPoint(x: 0, y: Double(Int.random(in: -60...60, using: &random)))
    }
    let behaviors: [OrthogonalScrollingBehavior] = [.none, .none, .continuous, .groupPaging]
    let behavior = behaviors[Int.random(in: 0..<behaviors.count, using: &random)]
    return CompositionalSection(
      group: group, interGroupSpacing: Double(Int.random(in: 0...10, using: &random)),
      orthogonalScrollingBehavior: group.size.width == .fractionalWidth(1) ? .none : behavior,
      boundarySupplementaryItems: [
        BoundarySupplementary(
          kind: "header", size: Sample.size(.fractionalWidth(1), .absolute(20)), alignment: .top,
          pinToVisibleBounds: Bool.random(using: &random),
          extendsBoundary: Bool.random(using: &random), absoluteOffset: offset(&random)),
        BoundarySupplementary(
          kind: "footer", size: Sample.size(.fractionalWidth(1), .absolute(20)),
          alignment: .bottom, extendsBoundary: Bool.random(using: &random),
          absoluteOffset: offset(&random)),
      ],
      decorationItems: Bool.random(using: &random)
        ? [.background(contentInsets: DirectionalInsets(all: 2))] : [])
  }

  /// What the query gives, as comparable lines.
  func lines(_ elements: [LayoutAttributes]) -> [String] {
    elements.map { "\($0.id) \($0.frame)" }
  }

  @Test(arguments: 0..<40)
  func aQueryEqualsTheFilterOfEveryElement(seed: UInt64) throws {
    var random = SeededRandom(seed: seed &* 7919 &+ 3)
    var sections: [(Int, CompositionalSection)] = []
    for _ in 0..<Int.random(in: 1...12, using: &random) {
      sections.append((Int.random(in: 0...30, using: &random), randomSection(&random)))
    }
    let layout = try Sample.layout(
      sections,
      configuration: CompositionalConfiguration(
        interSectionSpacing: Double(Int.random(in: 0...20, using: &random)),
        boundarySupplementaryItems: [
          BoundarySupplementary(
            kind: "header", size: Sample.size(.fractionalWidth(1), .absolute(30)),
            alignment: .top, absoluteOffset: LayoutPoint(x: 0, y: -10))
        ]))
    let height = layout.contentSize.height
    for _ in 0..<60 {
      let pins =
        Bool.random(using: &random)
        ? layout.pinPass(at: LayoutPoint(x: 0, y: Double.random(in: 0...height, using: &random)))
        : nil
      let every = layout.elements(in: nil, pins: pins, limit: .max)
      let rect = LayoutRect(
        x: Double.random(in: -50...400, using: &random),
        y: Double.random(in: -100...(height + 100), using: &random),
        width: Double.random(in: 1...300, using: &random),
        height: Double.random(in: 1...200, using: &random))
      let expected = every.filter { $0.frame.intersects(rect) }
      let found = layout.elements(in: rect, pins: pins, limit: .max)
      #expect(lines(found) == lines(expected), "seed \(seed), rect \(rect)")
    }
  }

  /// Hand-made: a badge lifted 1.5 of its 20 points above item 0 at the top of the content
  /// (y −30 ... −10), found by a rectangle above the content, which meets no section's frame.
  @Test func aBadgeAboveTheContentIsFound() throws {
    let section = CompositionalSection(
      group: .horizontal(
        size: Sample.size(.fractionalWidth(1), .absolute(44)),
        subitems: [
          Sample.item(
            .fractionalWidth(1), .fractionalHeight(1), supplementaryItems: [badge(lift: 1.5)])
        ]))
    let layout = try Sample.layout([(3, section)])
    #expect(isFrame(layout.frame("badge/0/0"), 376, -30, 20, 20))
    let found = layout.elements(
      in: LayoutRect(x: 0, y: -40, width: 390, height: 20), pins: nil, limit: .max)
    #expect(found.map(\.id.description) == ["badge/0/0"])
  }
}
