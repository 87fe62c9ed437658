import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Auto-scroll (E7, E8) and drags across sections, into a section that refuses, in masonry.
@Suite struct DragScrollingTests {
  typealias I = Interactions

  @Test func theSamplesSpeedsAtTheBottomEdge() {
    // E7: viewport 480, the bottom zone from 380.
    func step(_ finger: Double) -> Double {
      AutoScroll.step(finger: finger, length: 480, leading: 0, trailing: 0)
    }
    #expect(AutoScroll.speed(finger: 430, length: 480, leading: 0, trailing: 0) == 600)
    #expect(step(430) == 10)
    #expect(step(479) == 20)
    #expect(step(381) == 0)
    #expect(step(382.5) == 0)  // 30 points per second: rint(0.5) is 0, half to even
    #expect(step(383) == 1)
    #expect(step(500) == 24)  // below the viewport: faster
    #expect(step(50) == -10)
    #expect(step(240) == 0)
    // With a 64-point bar, the top zone is 64 ... 164.
    #expect(AutoScroll.step(finger: 114, length: 480, leading: 64, trailing: 0) == -10)
    #expect(AutoScroll.step(finger: 50, length: 480, leading: 64, trailing: 0) == -23)
  }

  @Test func scrollingStopsAtTheEnd() throws {
    // E8: 10 points a frame, content 1000 in a 480 viewport, from 515: 520, then 520.
    let layout = try GridLayout(scenario: I.grid(items: 30))
    #expect(layout.contentSize.height == 1000)
    let once = AutoScroll.offset(
      after: LayoutPoint(x: 0, y: 515), finger: LayoutPoint(x: 10, y: 430), in: layout)
    #expect(once == LayoutPoint(x: 0, y: 520))
    #expect(AutoScroll.offset(after: once, finger: LayoutPoint(x: 10, y: 430), in: layout) == once)
  }

  @Test func aSecondNearTheBottomScrollsSixHundredPoints() throws {
    let frames = try I.grid(
      items: 60,
      steps: [
        .beginDrag(DragStart(item: I.path(0, 0), at: LayoutPoint(x: 53.5, y: 50))),
        .dragTo(DragMove(to: LayoutPoint(x: 53.5, y: 430))),
        .dragTo(DragMove(to: LayoutPoint(x: 53.5, y: 430), frameCount: 60)),
      ]
    ).frames()
    #expect(frames.steps[2].contentOffset == LayoutPoint(x: 0, y: 10))
    let scrolled = frames.steps[3]
    #expect(scrolled.contentOffset == LayoutPoint(x: 0, y: 610))
    // The item stays under the finger: 430 + 610 - 50.
    let dragged = try #require(scrolled.elements.first { $0.zIndex == ZIndex.draggedItem })
    #expect(dragged.frame == LayoutRect(x: 0, y: 990, width: 107, height: 100))
    // The finger is over slot 30 (row 10, column 0): the gap is there.
    #expect(dragged.id == I.item(0, 30))
    #expect(
      scrolled.frame(.named("dragGap/0/30")) == LayoutRect(x: 0, y: 1000, width: 107, height: 100))
    // One frame per 1/60 s, 10 points each, then frames until the last move rests.
    let transition = try #require(scrolled.transition)
    #expect(transition.frames[1].contentOffset == LayoutPoint(x: 0, y: 20))
    #expect(transition.frames[60].contentOffset == LayoutPoint(x: 0, y: 610))
    #expect(transition.frames.count > 61)
    #expect(transition.frames.last?.contentOffset == LayoutPoint(x: 0, y: 610))
  }

  static let twoSections = [LayoutSection(items: .count(3))]

  @Test func aMoveAcrossSections() throws {
    // Section 1 (3 items) starts at y 100: the finger enters item 1/1.
    let frames = try I.grid(
      items: 3,
      steps: [
        .beginDrag(DragStart(item: I.path(0, 0), at: LayoutPoint(x: 53.5, y: 50))),
        .dragTo(DragMove(to: LayoutPoint(x: 160, y: 150), frameCount: 4)), .endDrag,
      ], sections: Self.twoSections
    ).frames()
    let moved = frames.steps[2]
    #expect(
      moved.frame(.named("dragGap/1/1")) == LayoutRect(x: 107, y: 100, width: 106, height: 100))
    #expect(moved.frame(I.item(0, 1)) == LayoutRect(x: 107, y: 0, width: 106, height: 100))
    #expect(moved.frame(I.item(1, 3)) == LayoutRect(x: 0, y: 200, width: 107, height: 100))
    #expect(moved.contentSize.height == 300)
    #expect(
      frames.steps[3].customAttributes["moveItems"]
        == .list([.list([.list([.number(0), .number(0)]), .list([.number(1), .number(1)])])]))
  }

  @Test func aSectionThatRefusesKeepsTheGapOut() throws {
    let frames = try I.grid(
      items: 3,
      steps: [
        .beginDrag(DragStart(item: I.path(0, 0), at: LayoutPoint(x: 53.5, y: 50))),
        .dragTo(DragMove(to: LayoutPoint(x: 160, y: 150), frameCount: 4)), .endDrag,
      ],
      sections: [LayoutSection(items: .count(3), metrics: SectionMetrics(allowsReorder: false))]
    ).frames()
    #expect(
      frames.steps[2].frame(.named("dragGap/0/0"))
        == LayoutRect(x: 0, y: 0, width: 107, height: 100))
    #expect(frames.steps[3].customAttributes["moveItems"] == .list([]))
    #expect(frames.steps[3].elements == frames.steps[0].elements)
  }

  @Test func aDragInAMasonrySection() throws {
    // Two columns 160 wide: heights 100, 50, 80, 60 → item 0 (0, 0), 1 (160, 0), 2 (160, 50),
    // 3 (0, 100). The finger jumps from item 3 onto item 1: item 3 takes index 1, and the
    // section places the items again in the shortest column.
    let heights = [100.0, 50, 80, 60]
    let scenario = Scenario(
      environment: LayoutEnvironment(
        viewport: LayoutSize(width: 320, height: 480), displayScale: 1),
      metrics: SectionMetrics(columns: 2, arrangement: .masonry),
      sections: [LayoutSection(items: .list(heights.map { Item(height: $0) }))],
      steps: [
        .beginDrag(DragStart(item: I.path(0, 3), at: LayoutPoint(x: 80, y: 130))),
        .dragTo(DragMove(to: LayoutPoint(x: 240, y: 20))),
      ])
    let frames = try scenario.frames()
    let moved = frames.steps[2]
    // Order [0, 3, 1, 2]: 0 → column 0 (0 … 100), 3 → column 1 (0 … 60), 1 → column 1
    // (60 … 110), 2 → column 0 (100 … 180).
    #expect(moved.frame(.named("dragGap/0/1")) == LayoutRect(x: 160, y: 0, width: 160, height: 60))
    #expect(moved.frame(I.item(0, 2)) == LayoutRect(x: 160, y: 60, width: 160, height: 50))
    #expect(moved.frame(I.item(0, 3)) == LayoutRect(x: 0, y: 100, width: 160, height: 80))
    #expect(moved.frame(I.item(0, 1)) == LayoutRect(x: 160, y: -10, width: 160, height: 60))
  }
}
