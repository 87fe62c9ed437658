import Testing

@testable import CollectionLayout

/// Drag to reorder in a grid, with the reference's hand-computed cases (E1–E9 of
/// `next-capabilities.md`): 9 items in 3 columns at x 0, 107, 213 (widths 107, 106, 107), rows
/// 100 tall, the finger grabbing item 0 at its centre (53.5, 50).
@Suite struct DragTests {
  typealias I = Interactions

  static let begin = Step.beginDrag(DragStart(item: I.path(0, 0), at: Point(x: 53.5, y: 50)))
  static let toSlot1 = Step.dragTo(DragMove(to: Point(x: 160, y: 50)))
  static let toSlot5 = Step.dragTo(DragMove(to: Point(x: 266.5, y: 150)))
  static let pastTheItems = Step.dragTo(DragMove(to: Point(x: 300, y: 350)))

  @Test func liftingLeavesTheItemWhereItIsOnTopWithItsGap() throws {
    let frames = try I.grid(steps: [Self.begin]).frames()
    let lifted = frames.steps[1]
    let dragged = try #require(lifted.element(I.item(0, 0)))
    #expect(dragged.frame == Rect(x: 0, y: 0, width: 107, height: 100))
    #expect(dragged.zIndex == ZIndex.draggedItem)
    #expect(dragged.customAttributes["dragging"] == .boolean(true))
    #expect(lifted.frame(.named("dragGap/0/0")) == Rect(x: 0, y: 0, width: 107, height: 100))
    #expect(lifted.action == .beginDrag)
    // The gap fades in; the item does not move.
    let transition = try #require(lifted.transition)
    let gap = try #require(transition.changes.first { $0.id == .named("dragGap/0/0") })
    #expect(gap.change == .inserted)
    #expect(gap.initial.alpha == 0)
  }

  @Test func enteringItemOneMovesTheGapThere() throws {
    // E2: the finger enters item 1 at (160, 50): order [1, 0, 2, …].
    let frames = try I.grid(steps: [Self.begin, Self.toSlot1]).frames()
    let moved = frames.steps[2]
    #expect(moved.frame(I.item(0, 0)) == Rect(x: 0, y: 0, width: 107, height: 100))
    #expect(moved.frame(I.item(0, 1)) == Rect(x: 106.5, y: 0, width: 107, height: 100))
    #expect(moved.element(I.item(0, 1))?.customAttributes["dragging"] == .boolean(true))
    #expect(moved.frame(.named("dragGap/0/1")) == Rect(x: 107, y: 0, width: 106, height: 100))
    // The item that moved into slot 0 slides there over 0.3 s, from where it was.
    let transition = try #require(moved.transition)
    let shifted = try #require(transition.changes.first { $0.before == I.item(0, 1) })
    #expect(shifted.after == I.item(0, 0))
    #expect(shifted.change == .kept)
    #expect(shifted.initial.frame == Rect(x: 107, y: 0, width: 106, height: 100))
    #expect(shifted.final.frame == Rect(x: 0, y: 0, width: 107, height: 100))
    let dragged = try #require(transition.changes.first { $0.before == I.item(0, 0) })
    #expect(dragged.change == .moved)
    #expect(dragged.after == I.item(0, 1))
    // Frame 1 at 1/60 s: the move starts; the last frame, 0.2 s after it (13 frames), rests.
    #expect(transition.frames.first?.time == 0)
    #expect(transition.frames.count == 14)
    let last = try #require(transition.frames.last)
    #expect(abs(last.time - 13.0 / 60) < 1e-9)
    // Easing out: 5/12 of the way in time (frame 6, 5 frames after the move), more than half
    // of the way in place.
    let early = try #require(transition.frames[6].elements.first { $0.id == I.item(0, 0) })
    #expect(early.frame.minX < 107 / 2)
    let lastShifted = try #require(last.elements.first { $0.id == I.item(0, 0) })
    #expect(lastShifted.frame == Rect(x: 0, y: 0, width: 107, height: 100))
  }

  @Test func slotFiveThenPastTheItemsKeepsTheGap() throws {
    // E3: (266.5, 150) is slot 5 → order [1, 2, 3, 4, 5, 0, 6, 7, 8]; E4: (300, 350) is below
    // the section: the gap stays at 5.
    let frames = try I.grid(steps: [Self.begin, Self.toSlot1, Self.toSlot5, Self.pastTheItems])
      .frames()
    let atFive = frames.steps[3]
    #expect(atFive.frame(I.item(0, 5)) == Rect(x: 213, y: 100, width: 107, height: 100))
    #expect(atFive.frame(.named("dragGap/0/5")) == Rect(x: 213, y: 100, width: 107, height: 100))
    #expect(atFive.frame(I.item(0, 4)) == Rect(x: 107, y: 100, width: 106, height: 100))
    let past = frames.steps[4]
    #expect(past.frame(.named("dragGap/0/5")) == Rect(x: 213, y: 100, width: 107, height: 100))
    #expect(past.frame(I.item(0, 5)) == Rect(x: 213, y: 300, width: 107, height: 100))
  }

  @Test func droppingAppliesTheMoveAsOneBatch() throws {
    // E5: the move (0, 0) → (0, 5); the sample's insertion index 6 minus 1.
    let frames = try I.grid(
      steps: [Self.begin, Self.toSlot1, Self.toSlot5, Self.pastTheItems, .endDrag]
    ).frames()
    let dropped = frames.steps[5]
    #expect(dropped.action == .endDrag)
    #expect(
      dropped.customAttributes["moveItems"]
        == .list([.list([.list([.number(0), .number(0)]), .list([.number(0), .number(5)])])]))
    #expect(dropped.frame(I.item(0, 5)) == Rect(x: 213, y: 100, width: 107, height: 100))
    #expect(dropped.element(I.item(0, 5))?.customAttributes.isEmpty == true)
    #expect(dropped.element(I.item(0, 5))?.zIndex == ZIndex.item)
    #expect(!dropped.ids.contains("dragGap/0/5"))
    // The item flies from the finger (213, 300) to its slot.
    let record = try #require(dropped.transition?.changes.first { $0.id == I.item(0, 5) })
    #expect(record.initial.frame == Rect(x: 213, y: 300, width: 107, height: 100))
    #expect(record.final.frame == Rect(x: 213, y: 100, width: 107, height: 100))
    // The data keeps the move: the same layout as the batch applied to the data before.
    let batch = try LayoutUpdate(
      layout: try GridLayout(scenario: I.grid()), contentOffset: .zero,
      batch: BatchUpdate(moveItems: [ItemMove(from: I.path(0, 0), to: I.path(0, 5))]))
    #expect(dropped.elements == batch.newLayout.visibleElements(at: .zero))
  }

  @Test func droppingInTheLastSlot() throws {
    // E6: the end of the section → final index 8.
    let frames = try I.grid(
      steps: [Self.begin, .dragTo(DragMove(to: Point(x: 266.5, y: 250))), .endDrag]
    ).frames()
    #expect(
      frames.steps[3].customAttributes["moveItems"]
        == .list([.list([.list([.number(0), .number(0)]), .list([.number(0), .number(8)])])]))
  }

  @Test func cancellingPutsEverythingBack() throws {
    // E9: no batch; items 1…5 return to slots 1…5 and the dragged item to slot 0.
    let frames = try I.grid(steps: [Self.begin, Self.toSlot1, Self.toSlot5, .cancelDrag]).frames()
    let cancelled = frames.steps[4]
    let initial = frames.steps[0]
    #expect(cancelled.elements == initial.elements)
    #expect(cancelled.customAttributes.isEmpty)
    let transition = try #require(cancelled.transition)
    // Item 2 was shown in slot 1; it goes back to slot 2.
    let back = try #require(transition.changes.first { $0.before == I.item(0, 1) })
    #expect(back.after == I.item(0, 2))
    #expect(back.initial.frame == Rect(x: 107, y: 0, width: 106, height: 100))
    #expect(back.final.frame == Rect(x: 213, y: 0, width: 107, height: 100))
    let dragged = try #require(transition.changes.first { $0.before == I.item(0, 5) })
    #expect(dragged.after == I.item(0, 0))
    #expect(dragged.initial.frame == Rect(x: 213, y: 100, width: 107, height: 100))
    #expect(dragged.final.frame == Rect(x: 0, y: 0, width: 107, height: 100))
  }

  @Test func theDraggedItemStaysWithinTheContentWidth() throws {
    let frames = try I.grid(
      steps: [Self.begin, .dragTo(DragMove(to: Point(x: -200, y: 50)))]
    ).frames()
    #expect(frames.steps[2].frame(I.item(0, 0)) == Rect(x: 0, y: 0, width: 107, height: 100))
  }
}

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
      after: Point(x: 0, y: 515), finger: Point(x: 10, y: 430), in: layout)
    #expect(once == Point(x: 0, y: 520))
    #expect(AutoScroll.offset(after: once, finger: Point(x: 10, y: 430), in: layout) == once)
  }

  @Test func aSecondNearTheBottomScrollsSixHundredPoints() throws {
    let frames = try I.grid(
      items: 60,
      steps: [
        .beginDrag(DragStart(item: I.path(0, 0), at: Point(x: 53.5, y: 50))),
        .dragTo(DragMove(to: Point(x: 53.5, y: 430))),
        .dragTo(DragMove(to: Point(x: 53.5, y: 430), frameCount: 60)),
      ]
    ).frames()
    #expect(frames.steps[2].contentOffset == Point(x: 0, y: 10))
    let scrolled = frames.steps[3]
    #expect(scrolled.contentOffset == Point(x: 0, y: 610))
    // The item stays under the finger: 430 + 610 - 50.
    let dragged = try #require(scrolled.elements.first { $0.zIndex == ZIndex.draggedItem })
    #expect(dragged.frame == Rect(x: 0, y: 990, width: 107, height: 100))
    // The finger is over slot 30 (row 10, column 0): the gap is there.
    #expect(dragged.id == I.item(0, 30))
    #expect(scrolled.frame(.named("dragGap/0/30")) == Rect(x: 0, y: 1000, width: 107, height: 100))
    // One frame per 1/60 s, 10 points each, then frames until the last move rests.
    let transition = try #require(scrolled.transition)
    #expect(transition.frames[1].contentOffset == Point(x: 0, y: 20))
    #expect(transition.frames[60].contentOffset == Point(x: 0, y: 610))
    #expect(transition.frames.count > 61)
    #expect(transition.frames.last?.contentOffset == Point(x: 0, y: 610))
  }

  static let twoSections = [Section(items: .count(3))]

  @Test func aMoveAcrossSections() throws {
    // Section 1 (3 items) starts at y 100: the finger enters item 1/1.
    let frames = try I.grid(
      items: 3,
      steps: [
        .beginDrag(DragStart(item: I.path(0, 0), at: Point(x: 53.5, y: 50))),
        .dragTo(DragMove(to: Point(x: 160, y: 150), frameCount: 4)), .endDrag,
      ], sections: Self.twoSections
    ).frames()
    let moved = frames.steps[2]
    #expect(moved.frame(.named("dragGap/1/1")) == Rect(x: 107, y: 100, width: 106, height: 100))
    #expect(moved.frame(I.item(0, 1)) == Rect(x: 107, y: 0, width: 106, height: 100))
    #expect(moved.frame(I.item(1, 3)) == Rect(x: 0, y: 200, width: 107, height: 100))
    #expect(moved.contentSize.height == 300)
    #expect(
      frames.steps[3].customAttributes["moveItems"]
        == .list([.list([.list([.number(0), .number(0)]), .list([.number(1), .number(1)])])]))
  }

  @Test func aSectionThatRefusesKeepsTheGapOut() throws {
    let frames = try I.grid(
      items: 3,
      steps: [
        .beginDrag(DragStart(item: I.path(0, 0), at: Point(x: 53.5, y: 50))),
        .dragTo(DragMove(to: Point(x: 160, y: 150), frameCount: 4)), .endDrag,
      ],
      sections: [Section(items: .count(3), metrics: SectionMetrics(allowsReorder: false))]
    ).frames()
    #expect(
      frames.steps[2].frame(.named("dragGap/0/0")) == Rect(x: 0, y: 0, width: 107, height: 100))
    #expect(frames.steps[3].customAttributes["moveItems"] == .list([]))
    #expect(frames.steps[3].elements == frames.steps[0].elements)
  }

  @Test func aDragInAMasonrySection() throws {
    // Two columns 160 wide: heights 100, 50, 80, 60 → item 0 (0, 0), 1 (160, 0), 2 (160, 50),
    // 3 (0, 100). The finger jumps from item 3 onto item 1: item 3 takes index 1, and the
    // section places the items again in the shortest column.
    let heights = [100.0, 50, 80, 60]
    let scenario = Scenario(
      environment: Environment(viewport: Size(width: 320, height: 480), displayScale: 1),
      metrics: SectionMetrics(columns: 2, arrangement: .masonry),
      sections: [Section(items: .list(heights.map { Item(height: $0) }))],
      steps: [
        .beginDrag(DragStart(item: I.path(0, 3), at: Point(x: 80, y: 130))),
        .dragTo(DragMove(to: Point(x: 240, y: 20))),
      ])
    let frames = try scenario.frames()
    let moved = frames.steps[2]
    // Order [0, 3, 1, 2]: 0 → column 0 (0 … 100), 3 → column 1 (0 … 60), 1 → column 1
    // (60 … 110), 2 → column 0 (100 … 180).
    #expect(moved.frame(.named("dragGap/0/1")) == Rect(x: 160, y: 0, width: 160, height: 60))
    #expect(moved.frame(I.item(0, 2)) == Rect(x: 160, y: 60, width: 160, height: 50))
    #expect(moved.frame(I.item(0, 3)) == Rect(x: 0, y: 100, width: 160, height: 80))
    #expect(moved.frame(I.item(0, 1)) == Rect(x: 160, y: -10, width: 160, height: 60))
  }
}

/// The carousel, a layout written as a user would (Tests/…/Layout/Carousel.swift), drags,
/// swipes and measures with no code of its own.
@Suite struct UserLayoutInteractionTests {
  static let carousel = Carousel(
    environment: Environment(viewport: Size(width: 320, height: 200), displayScale: 2),
    sections: [
      Section(
        items: .count(3),
        metrics: SectionMetrics(editActions: [EditAction(title: "Delete", width: 60)])),
      Section(items: .count(6)),
    ])

  @Test func aDragAlongTheCarouselAutoScrollsSideways() throws {
    let frames = try Frames(
      layout: Self.carousel,
      steps: [
        .beginDrag(DragStart(item: ItemPath(section: 0, item: 0), at: Point(x: 50, y: 100))),
        .dragTo(DragMove(to: Point(x: 160, y: 100))),
        .dragTo(DragMove(to: Point(x: 300, y: 100), frameCount: 10)), .endDrag,
      ])
    // Item 0/1 entered: the gap moves to slot 1; the dragged item is at the finger.
    #expect(
      frames.steps[2].elements.first { $0.id == .item(section: 0, item: 1) }?.frame.minX == 110)
    // The right zone starts at 220 (viewport 320): the finger at 230, 244, 258, 272, 286 and
    // 300 scrolls 2 + 5 + 8 + 10 + 13 + 16 points.
    let scrolled = frames.steps[3]
    #expect(scrolled.contentOffset.x == 54)
    let dragged = try #require(scrolled.elements.first { $0.zIndex == ZIndex.draggedItem })
    #expect(dragged.frame.minX == 300 + scrolled.contentOffset.x - 50)
    #expect(frames.steps[4].customAttributes["moveItems"] != .list([]))
  }

  @Test func aSwipeAndEditingModeOnTheCarousel() throws {
    let frames = try Frames(
      layout: Self.carousel,
      steps: [.swipe(Swipe(item: ItemPath(section: 0, item: 1), distance: 90)), .editing(true)])
    let swiped = frames.steps[1]
    #expect(swiped.elements.first { $0.id == .item(section: 0, item: 1) }?.frame.minX == 50)
    #expect(swiped.elements.contains { $0.id == ElementID("editAction/0/1/0") })
    #expect(frames.steps[2].elements.contains { $0.id == ElementID("reorderHandle/0/0") })
  }

  @Test func measuringTheCarouselPlays() throws {
    let frames = try Frames(
      layout: Self.carousel,
      steps: [
        .measure(
          HeightMeasurement(items: [MeasuredItem(item: ItemPath(section: 1, item: 2), height: 80)]))
      ])
    #expect(frames.steps[1].elements == frames.steps[0].elements)
    #expect(frames.steps[1].action == .measure)
  }
}
