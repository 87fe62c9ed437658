import Testing

@testable import CollectionLayoutCore

/// A layout of one's own takes part in a layout change through the protocol's hooks.
@Suite struct LayoutChangeHookTests {
  /// A grid that, brought in by a layout change, puts the key item at the top (its
  /// `transitionContentOffset`), and remembers what it was prepared from and whether it was
  /// finalized.
  struct TopAnchoredGrid: CollectionViewLayout {
    var base: GridLayout
    var preparedFrom: String?
    var isFinalized = false

    var environment: LayoutEnvironment { base.environment }
    var contentSize: LayoutSize { base.contentSize }
    var sections: [LayoutSection] { base.sections }

    func laidOut(
      sections: [LayoutSection], in environment: LayoutEnvironment, carrying mapping: UpdateMapping?
    ) throws(LayoutError) -> TopAnchoredGrid {
      TopAnchoredGrid(
        base: try base.laidOut(sections: sections, in: environment, carrying: mapping))
    }

    func elements(in rect: LayoutRect?, pins _: Void?, limit: Int) -> [LayoutAttributes] {
      base.elements(in: rect, pins: nil, limit: limit)
    }

    func attributes(for id: ElementID, pins _: Void?) -> LayoutAttributes? {
      base.attributes(for: id, pins: nil)
    }

    func preparedForTransition<Other: CollectionViewLayout>(from oldLayout: Other) -> Self {
      var prepared = self
      prepared.preparedFrom = String(describing: Other.self)
      return prepared
    }

    func finalizedLayoutTransition() -> Self {
      var finalized = self
      finalized.isFinalized = true
      return finalized
    }

    func transitionContentOffset(
      forProposedContentOffset proposedContentOffset: LayoutPoint, keyItem: ItemPath?
    ) -> LayoutPoint {
      guard let keyItem, let frame = base.frame(ofItem: keyItem) else {
        return proposedContentOffset
      }
      return LayoutPoint(x: proposedContentOffset.x, y: frame.minY)
    }
  }

  private func grid(columns: Int) throws -> GridLayout {
    var metrics = SectionMetrics()
    metrics.columns = columns
    metrics.rowHeight = 100
    return try GridLayout(
      environment: LayoutEnvironment(
        viewport: LayoutSize(width: 320, height: 480), contentInset: .zero, displayScale: 2),
      metrics: metrics, sections: [LayoutSection(items: .count(30))])
  }

  @Test func theNewLayoutSaysWhereTheContentGoes() throws {
    let change = try LayoutChange(
      from: try grid(columns: 2), at: LayoutPoint(x: 0, y: 400),
      to: TopAnchoredGrid(base: try grid(columns: 3)))
    // The centre anchor picks item 13 (see LayoutChangeTests) and proposes 210; the new layout
    // puts item 13 (row 4, y 400) at the top instead: 400, within 0 ... 520.
    #expect(change.keyItem == ItemPath(section: 0, item: 13))
    #expect(change.targetContentOffset == LayoutPoint(x: 0, y: 400))
    #expect(change.newLayout.preparedFrom == "GridLayout")
    #expect(!change.newLayout.isFinalized)
    #expect(change.finishedLayout.isFinalized)
  }

  @Test func itsAnswerIsClamped() throws {
    let change = try LayoutChange(
      from: try grid(columns: 2), at: LayoutPoint(x: 0, y: 1000),
      to: TopAnchoredGrid(base: try grid(columns: 3)),
      anchor: .item(
        ItemPath(section: 0, item: 29), position: .bottom))
    // Item 29 is row 9 (900 ..< 1000): its top, 900, is past the last offset, 520.
    #expect(change.targetContentOffset == LayoutPoint(x: 0, y: 520))
  }
}
