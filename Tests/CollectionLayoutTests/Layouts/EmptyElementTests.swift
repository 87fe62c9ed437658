import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// One rule for elements without area: they intersect nothing, on an edge or strictly inside,
/// so they are never visible and only the full listing has them (issue 16 §11).
@Suite struct EmptyElementTests {
  @Test func anEmptyRectangleIntersectsNothingWhereverItLies() {
    let viewport = LayoutRect(x: 0, y: 0, width: 320, height: 480)
    for y in [0.0, 100, 479.5, 480] {
      #expect(!LayoutRect(x: 0, y: y, width: 320, height: 0).intersects(viewport), "y \(y)")
      #expect(!viewport.intersects(LayoutRect(x: 0, y: y, width: 320, height: 0)), "y \(y)")
    }
    for x in [0.0, 160, 320] {
      #expect(!LayoutRect(x: x, y: 10, width: 0, height: 44).intersects(viewport), "x \(x)")
    }
    // Rectangles with area: sharing any area intersects, touching along an edge does not.
    #expect(LayoutRect(x: 0, y: 479.5, width: 320, height: 1).intersects(viewport))
    #expect(!LayoutRect(x: 0, y: 480, width: 320, height: 1).intersects(viewport))
    #expect(!LayoutRect(x: -10, y: 0, width: 10, height: 44).intersects(viewport))
  }

  @Test func cellsOfColumnsThatDoNotFitAreListedOnlyWithEveryElement() throws {
    // A left padding wider than the content leaves the columns zero wide at its right edge.
    let layout = try makeLayout(
      metrics: SectionMetrics(columns: 2, padding: LayoutInsets(left: 400)),
      sections: [LayoutSection(items: .count(4), footers: [Supplementary(height: 20)])])
    let cells = layout.allElements().filter { $0.kind == .item }
    #expect(cells.count == 4)
    #expect(cells.allSatisfy { $0.frame.width == 0 && $0.frame.minX == 320 })
    let visible = layout.visibleElements(at: .zero)
    #expect(visible.map(\.id.description) == ["footer/0/0"])
    #expect(layout.elements(in: LayoutRect(x: 0, y: 0, width: 400, height: 1000)).count == 1)
  }
}
