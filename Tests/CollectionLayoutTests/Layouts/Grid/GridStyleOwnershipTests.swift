import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore

/// A grid section's geometry holds no counted reference: its style is held by the layout's
/// styles (``HeldStyle``), its supplementaries and placeholder content are read from the
/// layout's sections. These tests check that a layout reached by reusing sections keeps
/// exactly the styles its geometries use, and that a reused section placed at a new top reads
/// the same supplementaries as a section laid out there afresh.
@Suite struct GridStyleOwnershipTests {
  /// Sections of several metrics, headers and footers of fractional heights (whose sums
  /// depend on the order of addition), pinned headers and placeholders with and without a
  /// height.
  static func sections(firstItemCount: Int) -> [LayoutSection] {
    let pinned = Supplementary(
      height: 10.1, isPinned: true, backgroundColor: LayoutColor(red: 9, green: 8, blue: 7))
    return [
      LayoutSection(items: .count(firstItemCount), headers: [pinned]),
      LayoutSection(
        items: .count(7), metrics: SectionMetrics(columns: 3),
        headers: [pinned, Supplementary(height: 20.7), Supplementary(height: 0.3)],
        footers: [
          Supplementary(height: 5.9), Supplementary(height: 7.3, padding: LayoutInsets(top: 1)),
        ]),
      LayoutSection(
        headers: [Supplementary(height: 12.2)],
        footers: [Supplementary(height: 3.3)],
        placeholder: Placeholder(kind: .noContent, title: "Nothing", message: "here")),
      LayoutSection(
        metrics: SectionMetrics(columns: 2),
        placeholder: Placeholder(kind: .error, title: "Offline", height: 77.7)),
      LayoutSection(items: .count(5), metrics: SectionMetrics(columns: 3), headers: [pinned]),
      LayoutSection(items: .count(2), footers: [Supplementary(height: 1.1)]),
    ]
  }

  @Test func aReusedSectionPlacedAgainIsTheSectionLaidOutThere() throws {
    let layout = try makeLayout(sections: Self.sections(firstItemCount: 3))
    for count in [1, 8, 0, 21] {
      let sections = Self.sections(firstItemCount: count)
      let relaid = try layout.laidOut(sections: sections, in: layout.environment, carrying: nil)
      let fresh = try makeLayout(sections: sections)
      #expect(relaid == fresh)
      #expect(relaid.allElements() == fresh.allElements())
      expectSameElements(relaid, fresh, atOffsets: [0.0, 15, 40, 90, 200])
    }
  }

  @Test func updatesKeepTheStylesTheyUseAndNoOther() throws {
    let layout = try makeLayout(sections: Self.sections(firstItemCount: 3))
    // The default style, three columns, two columns.
    #expect(layout.styles.all.count == 3)
    var current = layout
    for count in [4, 5, 6, 7] {
      let next = try current.laidOut(
        sections: Self.sections(firstItemCount: count), in: current.environment, carrying: nil)
      // The same objects at the same positions: the list does not grow.
      #expect(next.styles.all.count == 3)
      #expect(zip(next.styles.all, current.styles.all).allSatisfy { $0 === $1 })
      current = next
    }
    // Without the sections of two columns, their style is dropped; the others stay shared.
    var sections = Self.sections(firstItemCount: 3)
    sections.remove(at: 3)
    let fewer = try current.laidOut(sections: sections, in: current.environment, carrying: nil)
    #expect(fewer.styles.all.count == 2)
    #expect(fewer.styles.all.allSatisfy { style in current.styles.all.contains { $0 === style } })
    #expect(fewer.allElements() == (try makeLayout(sections: sections)).allElements())
    // In another width, no style is shared.
    let wider = try current.laidOut(
      sections: sections,
      in: LayoutEnvironment(viewport: LayoutSize(width: 400, height: 480), displayScale: 2),
      carrying: nil)
    #expect(wider.styles.all.count == 2)
    #expect(!wider.styles.all.contains { style in current.styles.all.contains { $0 === style } })
    #expect(
      wider.allElements() == (try makeLayout(width: 400, sections: sections)).allElements())
  }

  @Test func remeasuringKeepsTheLayoutsStyles() throws {
    let layout = try makeLayout(sections: Self.sections(firstItemCount: 3))
    var sections = layout.sections
    sections[1].headers[1].height = 31.4
    let measured = GridLayout(remeasuring: layout, sections: sections, measured: [1])
    #expect(measured.styles.all.count == layout.styles.all.count)
    #expect(measured.allElements() == (try makeLayout(sections: sections)).allElements())
  }

  /// A measuring step handed sections whose unmeasured ones differ from the layout's (here a
  /// header and the placeholder removed) lays them out from the start: their geometries read
  /// their supplementaries from the sections given, by the counts they were laid out with, and
  /// kept as they were they would read past the end of the lists.
  @Test func measuringWithOtherUnmeasuredSectionsLaysThemOutAgain() throws {
    let layout = try makeLayout(sections: Self.sections(firstItemCount: 3))
    var sections = layout.sections
    sections[0].items = .measuredCount(3, measured: MeasuredHeights([(index: 0, height: 50)]))
    sections[1].headers.removeLast()
    sections[2].placeholder = nil
    let measured = try layout.laidOut(
      measuring: HeightMeasurement(
        items: [MeasuredItem(item: ItemPath(section: 0, item: 0), height: 50)]),
      in: sections)
    #expect(measured.allElements() == (try makeLayout(sections: sections)).allElements())
  }
}
