import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore

/// Issue 40, item 1: a compositional layout visits its elements one at a time, none held
/// (`forEachElement`), band by band within a section, so that `"elements": "all"` streams.
/// The visit must list exactly what `attributes(for:pins:)` gives, in strictly increasing
/// ``ElementID`` order, whatever kinds a section mixes.
@Suite struct CompositionalStreamingTests {
  typealias Sample = AppleSample

  /// A supplementary of `kind` anchored at the top trailing corner of its item.
  private func anchored(_ kind: String, lift: Double) -> AnchoredSupplementary {
    AnchoredSupplementary(
      kind: kind, size: Sample.size(.absolute(12), .absolute(12)),
      anchor: SupplementaryAnchor(
        edges: [.top, .trailing], offset: .fractional(LayoutPoint(x: 0.5, y: -lift))))
  }

  /// A boundary supplementary of `kind`, 20 points tall.
  private func boundary(_ kind: String, _ alignment: BoundaryAlignment, pinned: Bool = false)
    -> BoundarySupplementary
  {
    BoundarySupplementary(
      kind: kind, size: Sample.size(.fractionalWidth(1), .absolute(20)), alignment: alignment,
      pinToVisibleBounds: pinned)
  }

  /// Every band at once: a global header, a global footer (`globalFooter/0`, listed among
  /// section 0's elements) and a global `zone` (`globalZone/0`); sections with a background,
  /// headers, items with two anchored kinds (`badge`, `alert`: listed by name, `alert`
  /// first), groups with one of their own (`ribbon`), boundary kinds of their own (`banner`,
  /// `footer`), a list with separators and a strip.
  private func everyBand(items: Int) throws -> CompositionalLayout {
    var group = CompositionalGroup.horizontal(
      size: Sample.size(.fractionalWidth(1), .absolute(40)),
      subitems: [
        Sample.item(
          .fractionalWidth(0.25), .fractionalHeight(1),
          supplementaryItems: [anchored("badge", lift: 0.2), anchored("alert", lift: 0.6)])
      ])
    // A group's own supplementary (`ribbon/S/G`), listed by name between `banner` and the
    // items' kinds that follow it.
    group.supplementaryItems = [anchored("ribbon", lift: 0.4)]
    let grid = CompositionalSection(
      group: group,
      interGroupSpacing: 4,
      boundarySupplementaryItems: [
        boundary("header", .top, pinned: true), boundary("banner", .top),
        boundary("footer", .bottom), boundary("banner", .bottom),
      ],
      decorationItems: [.background(contentInsets: DirectionalInsets(all: 2))])
    var strip = Sample.nested(width: .fractionalWidth(0.85))
    strip.orthogonalScrollingBehavior = .groupPaging
    strip.boundarySupplementaryItems = [boundary("header", .top)]
    let list = CompositionalSection.list(
      ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary))
    return try Sample.layout(
      [(items, grid), (items / 2, list), (items / 3, strip), (items, grid)],
      configuration: CompositionalConfiguration(
        interSectionSpacing: 8,
        boundarySupplementaryItems: [
          boundary("header", .top, pinned: true), boundary("footer", .bottom),
          boundary("zone", .top),
        ]))
  }

  /// The elements `forEachElement` visits.
  private func visited(
    _ layout: CompositionalLayout, in rect: LayoutRect?, pins: CompositionalPins?
  ) -> [LayoutAttributes] {
    var elements: [LayoutAttributes] = []
    layout.forEachElement(in: rect, pins: pins) { element in
      elements.append(element)
      return true
    }
    return elements
  }

  @Test func everyElementIsVisitedInIDOrderAsItsAttributesSay() throws {
    let layout = try everyBand(items: 37)
    for offset in [0.0, 300, 1_200] {
      let pins = layout.pinPass(at: LayoutPoint(x: 0, y: offset))
      let every = visited(layout, in: nil, pins: pins)
      #expect(zip(every, every.dropFirst()).allSatisfy { $0.id < $1.id })
      for element in every {
        #expect(layout.attributes(for: element.id, pins: pins) == element, "\(element.id)")
      }
      // Each band is there: 37 + 18 + 12 + 37 items, a badge and an alert for each grid
      // item, 17 separators, the globals.
      let kinds = Dictionary(grouping: every, by: \.kind.rawValue).mapValues(\.count)
      #expect(kinds["item"] == 104)
      #expect(kinds["badge"] == 74 && kinds["alert"] == 74)
      // A ribbon for each grid group: 10 groups of 4 items in each grid section.
      #expect(kinds["ribbon"] == 20)
      #expect(kinds["rowSeparator"] == 17)
      #expect(kinds["globalHeader"] == 1 && kinds["globalFooter"] == 1)
      #expect(kinds["globalZone"] == 1)
      #expect(kinds["banner"] == 4 && kinds["background"] == 2)
      #expect(every.map(\.id.description).starts(with: ["globalHeader/0", "background/0"]))
      // The query and the visit agree, for the whole and for a screen.
      #expect(layout.elements(in: nil, pins: pins, limit: .max) == every)
      let screen = LayoutRect(x: 0, y: offset, width: 390, height: 844)
      #expect(
        visited(layout, in: screen, pins: pins) == every.filter { $0.frame.intersects(screen) })
    }
  }

  @Test func theVisitStopsWhenAskedAndTheQueryAtItsLimit() throws {
    let layout = try everyBand(items: 20)
    let every = visited(layout, in: nil, pins: nil)
    for stop in [1, 2, 3, 21, 40, every.count - 1] {
      var calls = 0
      layout.forEachElement(in: nil, pins: nil) { _ in
        calls += 1
        return calls < stop
      }
      #expect(calls == stop)
      // A query stops once it holds more than its limit.
      #expect(layout.elements(in: nil, pins: nil, limit: stop) == Array(every.prefix(stop + 1)))
    }
  }
}
