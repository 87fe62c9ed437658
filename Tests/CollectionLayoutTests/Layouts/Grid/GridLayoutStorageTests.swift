import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore

/// A grid layout holds everything in one object (``SharedFields``), so that a copy of a
/// layout retains one reference: these tests check that it stays one reference, that copies
/// share it, and that equality and hashing are still those of the layout's values.
@Suite struct GridLayoutStorageTests {
  static func sections(itemCount: Int = 12) -> [LayoutSection] {
    [
      LayoutSection(
        items: .count(itemCount), headers: [Supplementary(height: 30, isPinned: true)]),
      LayoutSection(items: .count(5), metrics: SectionMetrics(columns: 3)),
    ]
  }

  @Test func aLayoutIsOneReferenceThatItsCopiesShare() throws {
    #expect(MemoryLayout<GridLayout>.size == MemoryLayout<AnyObject>.size)
    let layout = try makeLayout(sections: Self.sections())
    let copy = layout
    #expect(copy.storage === layout.storage)
  }

  @Test func layoutsOfEqualValuesAreEqualAndHashAlike() throws {
    let first = try makeLayout(sections: Self.sections())
    let second = try makeLayout(sections: Self.sections())
    #expect(first.storage !== second.storage)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    // Reached by an update: other bookkeeping (hints, styles seeded from the layout before),
    // the same value.
    let updated = try makeLayout(sections: Self.sections(itemCount: 3)).laidOut(
      sections: Self.sections(), in: first.environment, carrying: nil)
    #expect(updated == first)
    #expect(updated.hashValue == first.hashValue)
  }

  @Test func layoutsThatDifferInOneValueAreNotEqual() throws {
    let layout = try makeLayout(sections: Self.sections())
    let environment = layout.environment
    var wider = environment
    wider.viewport.width += 10
    let others = [
      try layout.laidOut(sections: Self.sections(itemCount: 13), in: environment, carrying: nil),
      try layout.laidOut(sections: Self.sections(), in: wider, carrying: nil),
      try GridLayout(
        environment: environment, metrics: SectionMetrics(columns: 4),
        sections: Self.sections()),
      try GridLayout(
        environment: environment, globalHeaders: [Supplementary(height: 20)],
        sections: Self.sections()),
    ]
    for other in others {
      #expect(other != layout)
    }
  }
}
