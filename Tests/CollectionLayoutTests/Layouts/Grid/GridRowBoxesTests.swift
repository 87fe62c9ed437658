import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore

/// A section's rows with lists (items of their own heights, sparse measured rows, masonry
/// columns) are held by its geometry without a count (``HeldRows``), in a box the layout's
/// ``GridLayout/rowBoxes`` keeps alive. These tests drop each older layout as soon as the
/// next is made, so a box that only the old layout kept would be freed under the new one (the
/// debug builds' invariants also check that the layout holds exactly its geometries' boxes).
@Suite struct GridRowBoxesTests {
  /// A uniform section of `firstItemCount` items, then a section of items of their own
  /// heights, a masonry section, a section of measured items and another uniform one.
  static func sections(firstItemCount: Int) -> [LayoutSection] {
    [
      LayoutSection(items: .count(firstItemCount), headers: [Supplementary(height: 10.1)]),
      LayoutSection(
        items: .list([Item(height: 33.3), Item(), Item(height: 71.7), Item(height: 5)]),
        metrics: SectionMetrics(columns: 3), footers: [Supplementary(height: 4.4)]),
      LayoutSection(
        items: .list((0..<9).map { Item(height: Double(20 + 7 * ($0 % 4))) }),
        metrics: SectionMetrics(columns: 2, arrangement: .masonry, masonryPlacement: .stable),
        headers: [Supplementary(height: 8.8, isPinned: true)]),
      LayoutSection(
        items: .measuredCount(6, measured: MeasuredHeights([(index: 2, height: 90.5)])),
        metrics: SectionMetrics(columns: 2)),
      LayoutSection(items: .count(4)),
    ]
  }

  @Test func layoutsReachedByReuseKeepTheBoxesTheirGeometriesHold() throws {
    var current = try makeLayout(sections: Self.sections(firstItemCount: 3))
    // The three sections with lists, each in its box.
    #expect(current.rowBoxes.all.count == 3)
    for count in [5, 0, 12, 1] {
      let sections = Self.sections(firstItemCount: count)
      let next = try current.laidOut(sections: sections, in: current.environment, carrying: nil)
      // The sections with lists are reused: the same boxes, not copies.
      #expect(next.rowBoxes.all.count == 3)
      #expect(zip(next.rowBoxes.all, current.rowBoxes.all).allSatisfy { $0 === $1 })
      // The older layout goes; the new one alone keeps the boxes.
      current = next
      let fresh = try makeLayout(sections: sections)
      #expect(current == fresh)
      #expect(current.allElements() == fresh.allElements())
      expectSameElements(current, fresh, atOffsets: [0.0, 60, 150, 300])
    }
  }

  @Test func aBatchUpdateKeepsTheBoxesOfTheSectionsItMoves() throws {
    // The old layout and the update (which holds it) are gone when the new layout is read.
    func updatedLayout() throws -> GridLayout {
      let layout = try makeLayout(sections: Self.sections(firstItemCount: 3))
      let update = try LayoutUpdate(
        layout: layout, contentOffset: LayoutPoint(x: 0, y: 0),
        batch: BatchUpdate(
          insertItems: [ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 1)],
          after: Self.sections(firstItemCount: 5)))
      return update.newLayout
    }
    let newLayout = try updatedLayout()
    #expect(newLayout.rowBoxes.all.count == 3)
    let fresh = try makeLayout(sections: Self.sections(firstItemCount: 5))
    #expect(newLayout == fresh)
    #expect(newLayout.allElements() == fresh.allElements())
  }

  @Test func remeasuringKeepsTheBoxesOfTheSectionsItDoesNotMeasure() throws {
    let layout = try makeLayout(sections: Self.sections(firstItemCount: 3))
    var sections = layout.sections
    sections[1].items = .list([Item(height: 40), Item(), Item(height: 71.7), Item(height: 5)])
    let measured = GridLayout(remeasuring: layout, sections: sections, measured: [1])
    #expect(measured.rowBoxes.all.count == 3)
    // Section 1's rows are new; the masonry and measured sections keep their boxes.
    #expect(measured.rowBoxes.all[0] !== layout.rowBoxes.all[0])
    #expect(measured.rowBoxes.all[1] === layout.rowBoxes.all[1])
    #expect(measured.rowBoxes.all[2] === layout.rowBoxes.all[2])
    #expect(measured.allElements() == (try makeLayout(sections: sections)).allElements())
  }

  @Test func uniformSectionsHoldNoBox() throws {
    let layout = try makeLayout(sections: [
      LayoutSection(items: .count(10)), LayoutSection(items: .count(0)),
      LayoutSection(items: .list([Item(), Item()])),
    ])
    #expect(layout.rowBoxes.all.isEmpty)
  }
}
