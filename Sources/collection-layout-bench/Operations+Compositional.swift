import CollectionLayout
import CollectionLayoutBaselines

/// The compositional rows: preparing a compositional layout (10 sections alternating Apple's
/// nested groups with badges and a five-column grid, a pinned header each) and querying it,
/// next to the same layout done the conventional way (``EagerCompositional``: every
/// element's attributes computed into an array when prepared, as UIKit caches them, and
/// queried by binary search).
extension OperationRunner {
  mutating func compositionalPrepare() throws -> OperationReport {
    var rows: [ResultRow] = []
    for size in plan.sizes {
      let (configuration, sections) = Self.compositionalWorkload(itemCount: size)
      let environment = Self.compositionalEnvironment
      let engine = try measure {
        let layout = try CompositionalLayout(
          configuration: configuration, sections: sections, environment: environment)
        return Int(layout.contentSize.height)
      }
      let baseline = try measure(.baseline, with: slow(11)) {
        let layout = try CompositionalLayout(
          configuration: configuration, sections: sections, environment: environment)
        let eager = EagerCompositional(layout: layout)
        return Int(layout.contentSize.height) &+ eager.elements.count
      }
      rows.append(ResultRow(items: size, engine: engine, baseline: baseline))
    }
    return report("compositional-prepare", "prepare, compositional (nested groups, grids)", rows)
  }

  mutating func compositionalRectQuery() throws -> OperationReport {
    let rows = try compositionalQueryRows(workload: Self.compositionalWorkload, pinned: true)
    return report("compositional-rect-query", "elements in a rect, compositional", rows)
  }

  /// A screen-sized rect query in groups far taller than the screen
  /// (``compositionalTallGroupWorkload(itemCount:)``), next to the eager baseline: a query
  /// meets one or two groups of 10,000 (or 1,000) slots and about 25 slots of each.
  mutating func compositionalTallGroupQuery() throws -> OperationReport {
    let rows = try compositionalQueryRows(
      workload: Self.compositionalTallGroupWorkload, pinned: false)
    return report(
      "compositional-tall-group-query", "elements in a rect, compositional groups of 10,000 slots",
      rows)
  }

  /// One row per size: the engine's rect query over `workload`'s layout (with the pinned
  /// headers of each query's offset when `pinned`), next to the eager baseline's.
  private mutating func compositionalQueryRows(
    workload: (Int) -> (CompositionalConfiguration, [LayoutSection]), pinned: Bool
  ) throws -> [ResultRow] {
    var rows: [ResultRow] = []
    for size in plan.sizes {
      let (configuration, sections) = workload(size)
      let layout = try CompositionalLayout(
        configuration: configuration, sections: sections,
        environment: Self.compositionalEnvironment)
      let queries = Workloads.rectQueries(contentHeight: layout.contentSize.height)
      var index = 0
      let engine = measure {
        defer { index = (index + 1) % queries.count }
        let query = queries[index]
        return fold(
          layout.elements(
            in: query.rect, pins: pinned ? layout.pinPass(at: query.contentOffset) : nil,
            limit: .max))
      }
      index = 0
      var baseline: Timing?
      if plan.measures(.baseline) {
        let eager = EagerCompositional(layout: layout)
        baseline = measure(.baseline) {
          defer { index = (index + 1) % queries.count }
          return fold(eager.elements(in: queries[index].rect))
        }
      }
      rows.append(ResultRow(items: size, engine: engine, baseline: baseline))
    }
    return rows
  }

  /// 10 sections of `itemCount / 10` items: even ones a vertical group of 10,000 rows 44
  /// points tall (440,000 points; as many rows as the section's items when fewer, so that
  /// every group is full and a query meets as many rows at every size), each row with a badge
  /// that overhangs it; odd ones strips (`continuous`) of vertical groups of 1,000 such rows,
  /// 80 % of the width (as many as the section's items when fewer: a strip of 100 items in
  /// groups of 1,000 rows would be 44,000 points tall and mostly empty, so that a query at
  /// 1,000 items would meet almost nothing and the row would seem to grow with the items).
  static func compositionalTallGroupWorkload(itemCount: Int) -> (
    CompositionalConfiguration, [LayoutSection]
  ) {
    func size(_ width: CompositionalDimension, _ height: CompositionalDimension)
      -> CompositionalSize
    {
      CompositionalSize(width: width, height: height)
    }
    let badge = AnchoredSupplementary(
      kind: "badge", size: size(.absolute(20), .absolute(20)),
      anchor: SupplementaryAnchor(
        edges: [.top, .trailing], offset: .fractional(LayoutPoint(x: 0.3, y: -0.3))))
    let row = CompositionalSubitem.item(
      CompositionalItem(
        size: size(.fractionalWidth(1), .absolute(44)),
        contentInsets: DirectionalInsets(all: 2), supplementaryItems: [badge]))
    let rows = max(1, min(10_000, itemCount / 10))
    let tall = CompositionalSection(
      group: .vertical(
        size: size(.fractionalWidth(1), .absolute(44 * Double(rows))), subitems: [row],
        count: rows))
    let stripRows = max(1, min(1_000, itemCount / 10))
    let strip = CompositionalSection(
      group: .vertical(
        size: size(.fractionalWidth(0.8), .absolute(44 * Double(stripRows))), subitems: [row],
        count: stripRows),
      orthogonalScrollingBehavior: .continuous)
    let sections = (0..<10).map { index in
      LayoutSection(
        items: .count(itemCount / 10), layout: SectionLayout(index % 2 == 0 ? tall : strip))
    }
    return (CompositionalConfiguration(interSectionSpacing: 20), sections)
  }

  /// The screen of the compositional rows: 390 × 844 at scale 3.
  static let compositionalEnvironment = LayoutEnvironment(
    viewport: LayoutSize(width: 390, height: 844), displayScale: 3)

  /// 10 sections of `itemCount / 10` items: even ones Apple's nested groups with a badge on
  /// the leading item, odd ones a five-column grid with inset items; each with a pinned
  /// header.
  static func compositionalWorkload(itemCount: Int) -> (CompositionalConfiguration, [LayoutSection])
  {
    func size(_ width: CompositionalDimension, _ height: CompositionalDimension)
      -> CompositionalSize
    {
      CompositionalSize(width: width, height: height)
    }
    let header = BoundarySupplementary(
      kind: "header", size: size(.fractionalWidth(1), .absolute(44)), alignment: .top,
      pinToVisibleBounds: true)
    let badge = AnchoredSupplementary(
      kind: "badge", size: size(.absolute(20), .absolute(20)),
      anchor: SupplementaryAnchor(
        edges: [.top, .trailing], offset: .fractional(LayoutPoint(x: 0.3, y: -0.3))))
    let trailing = CompositionalGroup.vertical(
      size: size(.fractionalWidth(0.3), .fractionalHeight(1)),
      subitems: [
        .item(
          CompositionalItem(
            size: size(.fractionalWidth(1), .fractionalHeight(0.3)),
            contentInsets: DirectionalInsets(all: 10)))
      ], count: 2)
    let nested = CompositionalSection(
      group: .horizontal(
        size: size(.fractionalWidth(1), .fractionalHeight(0.4)),
        subitems: [
          .item(
            CompositionalItem(
              size: size(.fractionalWidth(0.7), .fractionalHeight(1)),
              contentInsets: DirectionalInsets(all: 10), supplementaryItems: [badge])),
          .group(trailing),
        ]),
      boundarySupplementaryItems: [header])
    let grid = CompositionalSection(
      group: .horizontal(
        size: size(.fractionalWidth(1), .fractionalWidth(0.2)),
        subitems: [
          .item(
            CompositionalItem(
              size: size(.fractionalWidth(0.2), .fractionalHeight(1)),
              contentInsets: DirectionalInsets(all: 5)))
        ]),
      contentInsets: DirectionalInsets(all: 20), boundarySupplementaryItems: [header])
    let sections = (0..<10).map { index in
      LayoutSection(
        items: .count(itemCount / 10),
        layout: SectionLayout(index % 2 == 0 ? nested : grid))
    }
    return (CompositionalConfiguration(interSectionSpacing: 20), sections)
  }
}
