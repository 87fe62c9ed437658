import Testing

@testable import CollectionLayoutCore

/// Thirty items of 100-point rows in a 320 × 480 viewport without insets. In 2 columns item
/// i is at (160 (i % 2), 100 (i / 2), 160, 100) and the content is 1,500 tall; in 3 columns
/// (snapped to half points at scale 2: x 0, 106.5 and 213.5, widths 106.5, 107 and 106.5) it
/// is in row i / 3 and the content is 1,000 tall.
@Suite struct LayoutChangeTests {
  private func grid(columns: Int, rowHeight: Double = 100, separators: Bool = false) throws
    -> GridLayout
  {
    var metrics = SectionMetrics()
    metrics.columns = columns
    metrics.rowHeight = rowHeight
    if separators {
      var lines = SeparatorMetrics()
      lines.row = true
      metrics.separators = lines
    }
    return try GridLayout(
      environment: LayoutEnvironment(
        viewport: LayoutSize(width: 320, height: 480), contentInset: .zero, displayScale: 2),
      metrics: metrics, sections: [LayoutSection(items: .count(30))])
  }

  @Test func twoToThreeColumnsCentresTheItemUnderTheCentre() throws {
    let change = try LayoutChange(
      from: try grid(columns: 2), at: LayoutPoint(x: 0, y: 400), to: try grid(columns: 3))
    // The centre (160, 640) is in item 13 (160 ..< 320, 600 ..< 700), half-open on its left
    // edge. In 3 columns item 13 is row 4, column 1: y 400 ..< 500, centre 450; centred in
    // the 480-point viewport the offset is 450 - 240 = 210, within 0 ... 520.
    #expect(change.keyItem == ItemPath(section: 0, item: 13))
    #expect(change.targetContentOffset == LayoutPoint(x: 0, y: 210))
    let records = change.changes(for: .visible)
    let item = try #require(records.first { $0.id == .item(section: 0, item: 13) })
    #expect(item.change == .kept)
    #expect(item.initial.frame == LayoutRect(x: 160, y: 600, width: 160, height: 100))
    #expect(item.final.frame == LayoutRect(x: 106.5, y: 400, width: 107, height: 100))
    #expect(records.allSatisfy { $0.change == .kept })
    // Half way (0.15 s of 0.3 s ease-in-out, progress 0.5): x (160 + 106.5) / 2 = 133.25,
    // y 500, width (160 + 107) / 2 = 133.5, and the offset 305.
    let timeline = change.timeline(for: records, animation: UpdateAnimation())
    let index = try #require(records.firstIndex { $0.id == .item(section: 0, item: 13) })
    let middle = try #require(timeline.element(index, at: 0.15))
    #expect(abs(middle.frame.minX - 133.25) < 1e-6)
    #expect(abs(middle.frame.minY - 500) < 1e-6)
    #expect(abs(middle.frame.width - 133.5) < 1e-6)
    #expect(abs(timeline.contentOffset(at: 0.15).y - 305) < 1e-6)
  }

  @Test func theFramesGoFromTheOldLayoutToTheNew() throws {
    let old = try grid(columns: 2)
    let new = try grid(columns: 3)
    let change = try LayoutChange(from: old, at: LayoutPoint(x: 0, y: 400), to: new)
    let transition = change.transition(for: .visible, animation: UpdateAnimation())
    // 0.3 s at 60 fps: 18 intervals, 19 frames.
    #expect(transition.frames.count == 19)
    let first = try #require(transition.frames.first)
    let last = try #require(transition.frames.last)
    #expect(first.contentOffset == LayoutPoint(x: 0, y: 400))
    #expect(last.contentOffset == LayoutPoint(x: 0, y: 210))
    let before = old.visibleElements(at: LayoutPoint(x: 0, y: 400))
    let after = new.visibleElements(at: LayoutPoint(x: 0, y: 210))
    #expect(first.elements.map(\.frame) == before.map(\.frame))
    #expect(last.elements.map(\.frame) == after.map(\.frame))
  }

  @Test func aListBecomingAGridFadesItsSeparatorsAndFliesItemsIn() throws {
    let list = try grid(columns: 1, rowHeight: 44, separators: true)
    let change = try LayoutChange(from: list, at: .zero, to: try grid(columns: 3))
    // The centre (160, 240) is in row 5 (220 ..< 264); in the grid item 5 is at y 100 ..< 200,
    // whose centre 150 would need the offset -90: clamped to 0.
    #expect(change.keyItem == ItemPath(section: 0, item: 5))
    #expect(change.targetContentOffset == .zero)
    let records = change.changes(for: .visible)
    let separators = records.filter { $0.id.kind != .item }
    #expect(!separators.isEmpty)
    #expect(separators.allSatisfy { $0.change == .deleted && $0.final.alpha == 0 })
    #expect(separators.allSatisfy { $0.final.frame == $0.initial.frame })
    // Items 0 to 10 are visible in the list (item 10 at 440 ..< 484), 0 to 14 in the grid;
    // item 14 flies in from its place in the list, below the viewport.
    let items = records.filter { $0.id.kind == .item }
    #expect(items.count == 15)
    #expect(items.allSatisfy { $0.change == .kept && $0.initial.alpha == 1 && $0.final.alpha == 1 })
    let arriving = try #require(items.first { $0.id == .item(section: 0, item: 14) })
    #expect(arriving.initial.frame == LayoutRect(x: 0, y: 616, width: 320, height: 44))
    #expect(arriving.final.frame == LayoutRect(x: 213.5, y: 400, width: 106.5, height: 100))
  }

  @Test func progressAQuarterAndAHalfOfTheWay() throws {
    let change = try LayoutChange(
      from: try grid(columns: 2), at: LayoutPoint(x: 0, y: 400), to: try grid(columns: 3))
    let records = change.changes(for: .visible)
    // Item 13 goes from y 600 to 400 and the offset from 400 to 210.
    for (progress, y, offset) in [(0.25, 550.0, 352.5), (0.5, 500.0, 305.0)] {
      let elements = change.elements(atProgress: progress, of: records, for: .all)
      let item = try #require(elements.first { $0.id == .item(section: 0, item: 13) })
      #expect(item.frame.minY == y)
      #expect(change.contentOffset(atProgress: progress).y == offset)
    }
    // A stretch from 0.25 to 0.5 in 6 frames: frame i at 0.25 + 0.25 i / 6.
    let stretch = change.transition(
      for: .visible, animation: .following((0...6).map { 0.25 + 0.25 * Double($0) / 6 }))
    #expect(stretch.frames.count == 7)
    #expect(stretch.frames.first?.contentOffset.y == 352.5)
    #expect(stretch.frames.last?.contentOffset.y == 305)
  }

  @Test func aCancelReturnsEveryElementToWhereItBegan() throws {
    let old = try grid(columns: 2)
    let change = try LayoutChange(
      from: old, at: LayoutPoint(x: 0, y: 400), to: try grid(columns: 3))
    let records = change.changes(for: .visible)
    let cancel = change.transition(for: .visible, animation: .following([0.6, 0.4, 0.2, 0]))
    let last = try #require(cancel.frames.last)
    #expect(last.contentOffset == LayoutPoint(x: 0, y: 400))
    let before = old.visibleElements(at: LayoutPoint(x: 0, y: 400))
    let shown = last.elements.filter { records[$0.change].initial.alpha > 0 }
    #expect(shown.map(\.frame) == before.map(\.frame))
    #expect(change.restoredLayout.contentSize == old.contentSize)
  }

  @Test func aPointAnchorKeepsTheContentUnderThePointAlongTheScrollAxis() throws {
    let change = try LayoutChange(
      from: try grid(columns: 2), at: LayoutPoint(x: 0, y: 400), to: try grid(columns: 3),
      anchor: .point(LayoutPoint(x: 100, y: 100)))
    // Content point (100, 500): item 10 (0 ..< 160, 500 ..< 600), at (0.625, 0) of it. In 3
    // columns item 10 is at (106.5, 300, 107, 100): the point is (173.375, 300), under
    // (100, 100) at offset (73.375, 200); x cannot move in a vertical grid: (0, 200).
    #expect(change.keyItem == ItemPath(section: 0, item: 10))
    #expect(change.targetContentOffset == LayoutPoint(x: 0, y: 200))
  }

  @Test func aProposedOffsetPastTheEndIsClamped() throws {
    let change = try LayoutChange(
      from: try grid(columns: 2), at: LayoutPoint(x: 0, y: 1000), to: try grid(columns: 3),
      anchor: .proposed)
    // The 3-column content is 1,000 tall: the last offset is 1,000 - 480 = 520.
    #expect(change.targetContentOffset == LayoutPoint(x: 0, y: 520))
    #expect(change.keyItem == nil)
  }

  @Test func anItemAnchorPlacesTheItemAsAScrollWould() throws {
    let change = try LayoutChange(
      from: try grid(columns: 2), at: .zero, to: try grid(columns: 3),
      anchor: .item(ItemPath(section: 0, item: 20), position: .top))
    // Item 20 is row 6 of the 3-column grid: y 600, past the last offset 520.
    #expect(change.targetContentOffset == LayoutPoint(x: 0, y: 520))
    #expect(throws: LayoutError.self) {
      try LayoutChange(
        from: try grid(columns: 2), at: .zero, to: try grid(columns: 3),
        anchor: .item(ItemPath(section: 0, item: 30), position: .top))
    }
  }

  @Test func firstVisibleKeepsTheReadersPlace() throws {
    let change = try LayoutChange(
      from: try grid(columns: 2), at: LayoutPoint(x: 0, y: 430), to: try grid(columns: 3),
      anchor: .firstVisible)
    // Item 8 (row 4, 400 ..< 500) starts 30 points above the top; in 3 columns it is row 2
    // (200 ..< 300), so the offset is 230.
    #expect(change.targetContentOffset == LayoutPoint(x: 0, y: 230))
    #expect(change.keyItem == ItemPath(section: 0, item: 8))
  }
}
