import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore

/// Properties of compositional layouts drawn at random (seeded): what UIKit's rules say about
/// every layout, checked against simple reference models.
@Suite struct CompositionalPropertyTests {
  typealias Sample = AppleSample

  /// A random section: a grid of `count` or repeating items, or a nested group, with
  /// non-negative insets and spacings, whole-point sizes.
  func randomSection(_ random: inout SeededRandom) -> CompositionalSection {
    let insets = DirectionalInsets(
      top: Double(Int.random(in: 0...12, using: &random)),
      leading: Double(Int.random(in: 0...12, using: &random)),
      bottom: Double(Int.random(in: 0...12, using: &random)),
      trailing: Double(Int.random(in: 0...12, using: &random)))
    let itemInsets = DirectionalInsets(all: Double(Int.random(in: 0...4, using: &random)))
    let spacing = Double(Int.random(in: 0...10, using: &random))
    let group: CompositionalGroup
    switch Int.random(in: 0..<3, using: &random) {
    case 0:
      group = .horizontal(
        size: Sample.size(
          .fractionalWidth(1), .absolute(Double(Int.random(in: 20...90, using: &random)))),
        subitems: [Sample.item(.fractionalWidth(0.5), .fractionalHeight(1), insets: itemInsets)],
        count: Int.random(in: 1...6, using: &random), interItemSpacing: .fixed(spacing))
    case 1:
      group = .horizontal(
        size: Sample.size(.fractionalWidth(1), .absolute(60)),
        subitems: [
          Sample.item(
            .absolute(Double(Int.random(in: 30...120, using: &random))), .fractionalHeight(1)),
          Sample.item(
            .absolute(Double(Int.random(in: 30...120, using: &random))), .fractionalHeight(0.5)),
        ],
        interItemSpacing: Bool.random(using: &random) ? .fixed(spacing) : .flexible(spacing))
    default:
      group = Sample.nested().group
    }
    return CompositionalSection(
      group: group, interGroupSpacing: Double(Int.random(in: 0...10, using: &random)),
      contentInsets: insets)
  }

  /// A random layout of 1 to 4 sections of 0 to 40 items.
  func randomLayout(_ random: inout SeededRandom) throws -> CompositionalLayout {
    let count = Int.random(in: 1...4, using: &random)
    var sections: [(Int, CompositionalSection)] = []
    for _ in 0..<count {
      sections.append((Int.random(in: 0...40, using: &random), randomSection(&random)))
    }
    return try Sample.layout(
      sections,
      configuration: CompositionalConfiguration(
        interSectionSpacing: Double(Int.random(in: 0...20, using: &random))))
  }

  /// The items of a layout, every one, with their frames.
  func items(of layout: CompositionalLayout) -> [LayoutAttributes] {
    layout.elements(in: nil, pins: nil, limit: .max).filter { $0.kind == .item }
  }

  /// Items never overlap: slots are laid one after the other along each group and groups one
  /// after the other along the section, and insets only shrink an item inside its slot.
  @Test func itemsNeverOverlap() throws {
    var random = SeededRandom(seed: 26)
    for _ in 0..<60 {
      let layout = try randomLayout(&random)
      let frames = items(of: layout).map(\.frame)
      for first in frames.indices {
        for second in frames.indices where second > first {
          #expect(!frames[first].intersects(frames[second]), "\(frames[first]) \(frames[second])")
        }
      }
    }
  }

  /// Every item lies inside its group: group k's rectangle is its origin and the template's
  /// size, and item i is in group i / n.
  @Test func everyItemLiesInsideItsGroup() throws {
    var random = SeededRandom(seed: 13)
    for _ in 0..<60 {
      let layout = try randomLayout(&random)
      for (section, geometry) in layout.geometries.enumerated() where geometry.itemCount > 0 {
        for item in 0..<geometry.itemCount {
          let origin = geometry.origin(ofGroup: item / geometry.slotsPerGroup)
          let group = LayoutRect(origin: origin, size: geometry.template.size)
          let frame = try #require(layout.frame("item/\(section)/\(item)"))
          #expect(
            frame.minX >= group.minX - 1e-9 && frame.maxX <= group.maxX + 1e-9
              && frame.minY >= group.minY - 1e-9 && frame.maxY <= group.maxY + 1e-9)
        }
      }
    }
  }

  /// Repeated groups tile the section: group k + 1 starts a group length plus the spacing
  /// after group k, and the section is its insets around G · L + (G − 1) · spacing.
  @Test func repeatedGroupsTileTheSection() throws {
    var random = SeededRandom(seed: 7)
    for _ in 0..<60 {
      let layout = try randomLayout(&random)
      for (index, geometry) in layout.geometries.enumerated() {
        let description = try #require(layout.description(ofSection: index))
        let length = geometry.template.size.height
        let groups = geometry.groupCount
        for group in 0..<max(0, groups - 1) {
          let step = geometry.origin(ofGroup: group + 1).y - geometry.origin(ofGroup: group).y
          #expect(abs(step - (length + description.interGroupSpacing)) < 1e-9)
        }
        let insets = description.contentInsets
        let content =
          groups == 0
          ? 0 : Double(groups) * length + Double(groups - 1) * description.interGroupSpacing
        #expect(abs(geometry.frame.height - (insets.top + content + insets.bottom)) < 1e-9)
        if groups > 0 {
          #expect(abs(geometry.firstGroupOrigin.y - (geometry.frame.minY + insets.top)) < 1e-9)
        }
      }
    }
  }

  /// A rect query lists exactly the elements of the whole layout that meet the rectangle, in
  /// id order (the reference: every element, filtered).
  @Test func rectQueriesMatchTheFilteredWholeLayout() throws {
    var random = SeededRandom(seed: 99)
    for _ in 0..<60 {
      let layout = try randomLayout(&random)
      let all = layout.elements(in: nil, pins: nil, limit: .max)
      #expect(all.map(\.id) == all.map(\.id).sorted())
      for _ in 0..<5 {
        let rect = LayoutRect(
          x: Double.random(in: -50...390, using: &random),
          y: Double.random(in: -50...(layout.contentSize.height + 50), using: &random),
          width: Double.random(in: 1...400, using: &random),
          height: Double.random(in: 1...900, using: &random))
        let expected = all.filter { $0.frame.intersects(rect) }
        #expect(layout.elements(in: rect, pins: nil, limit: .max) == expected)
      }
    }
  }

  /// A compositional section built as the grid's equivalent (one horizontal group of `count`
  /// items, fixed spacing, insets as padding) gives the grid's frames, where the column widths
  /// are whole pixels: 320 − 2 · 8 − 3 · 8 = 280 = 4 · 70. Sections are not empty: an empty
  /// grid section has no padding, an empty compositional section keeps its content insets.
  @Test func gridEquivalentGivesTheGridsFrames() throws {
    var random = SeededRandom(seed: 4)
    let environment = LayoutEnvironment(viewport: LayoutSize(width: 320, height: 480))
    for _ in 0..<20 {
      let counts = (0..<Int.random(in: 1...3, using: &random)).map { _ in
        Int.random(in: 1...30, using: &random)
      }
      let metrics = SectionMetrics(
        rowHeight: 50, columns: 4, columnSpacing: 8, rowSpacing: 8,
        padding: LayoutInsets(top: 8, left: 8, bottom: 8, right: 8))
      let grid = try GridLayout(
        environment: environment, metrics: metrics,
        sections: counts.map { LayoutSection(items: .count($0)) })
      let section = CompositionalSection(
        group: .horizontal(
          size: Sample.size(.fractionalWidth(1), .absolute(50)),
          subitems: [Sample.item(.fractionalWidth(1), .fractionalHeight(1))], count: 4,
          interItemSpacing: .fixed(8)),
        interGroupSpacing: 8, contentInsets: DirectionalInsets(all: 8))
      let compositional = try CompositionalLayout(
        configuration: CompositionalConfiguration(section: section),
        sections: counts.map { LayoutSection(items: .count($0)) }, environment: environment)
      let gridFrames = grid.elements(in: nil, pins: nil, limit: .max).filter { $0.kind == .item }
        .map { "\($0.id) \($0.frame)" }
      #expect(items(of: compositional).map { "\($0.id) \($0.frame)" } == gridFrames)
      #expect(compositional.contentSize == grid.contentSize)
    }
  }

  /// With badges, backgrounds, pinned headers, footers, lists and strips, a rect query at any
  /// offset lists exactly the elements of the whole layout (pinned where the same pin pass
  /// puts them) that meet the rectangle, in id order.
  @Test func rectQueriesWithSupplementariesMatchTheFilteredWholeLayout() throws {
    var strip = Sample.nested(width: .fractionalWidth(0.85))
    strip.orthogonalScrollingBehavior = .groupPagingCentered
    var background = Sample.sectionBackground
    background.boundarySupplementaryItems =
      Sample.headersFooters(pinned: true)
      .boundarySupplementaryItems
    let layout = try Sample.layout(
      [
        (13, Sample.badges), (7, Sample.headersFooters(pinned: true)), (9, background),
        (5, .list(ListConfiguration(headerMode: .supplementary))), (11, strip),
        (6, Sample.grid(itemInsets: 5)),
      ],
      configuration: CompositionalConfiguration(
        interSectionSpacing: 12,
        boundarySupplementaryItems: [
          BoundarySupplementary(
            kind: "header", size: Sample.size(.fractionalWidth(1), .absolute(30)),
            alignment: .top, pinToVisibleBounds: true)
        ]))
    var random = SeededRandom(seed: 2026)
    for _ in 0..<200 {
      let offset = LayoutPoint(
        x: 0, y: Double.random(in: -100...layout.contentSize.height, using: &random))
      let pins = layout.pinPass(at: offset)
      let all = layout.elements(in: nil, pins: pins, limit: .max)
      #expect(all.map(\.id) == all.map(\.id).sorted())
      let rect = LayoutRect(
        x: Double.random(in: -100...390, using: &random), y: offset.y,
        width: Double.random(in: 1...500, using: &random),
        height: Double.random(in: 1...900, using: &random))
      #expect(
        layout.elements(in: rect, pins: pins, limit: .max)
          == all.filter { $0.frame.intersects(rect) })
      for element in all.prefix(50) {
        #expect(layout.attributes(for: element.id, pins: pins) == element)
      }
    }
  }
}
