import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Drag to reorder in a grid, with the reference's hand-computed cases (E1–E9 of
/// `next-capabilities.md`): 9 items in 3 columns at x 0, 107, 213 (widths 107, 106, 107), rows
/// 100 tall, the finger grabbing item 0 at its centre (53.5, 50).
@Suite struct DragTests {
  typealias I = Interactions

  static let begin = ScenarioStep.beginDrag(
    DragStart(item: I.path(0, 0), at: LayoutPoint(x: 53.5, y: 50)))
  static let toSlot1 = ScenarioStep.dragTo(DragMove(to: LayoutPoint(x: 160, y: 50)))
  static let toSlot5 = ScenarioStep.dragTo(DragMove(to: LayoutPoint(x: 266.5, y: 150)))
  static let pastTheItems = ScenarioStep.dragTo(DragMove(to: LayoutPoint(x: 300, y: 350)))

  @Test func liftingLeavesTheItemWhereItIsOnTopWithItsGap() throws {
    let frames = try I.grid(steps: [Self.begin]).frames()
    let lifted = frames.steps[1]
    let dragged = try #require(lifted.element(I.item(0, 0)))
    #expect(dragged.frame == LayoutRect(x: 0, y: 0, width: 107, height: 100))
    #expect(dragged.zIndex == ZIndex.draggedItem)
    #expect(dragged.customAttributes["dragging"] == .boolean(true))
    #expect(lifted.frame(.named("dragGap/0/0")) == LayoutRect(x: 0, y: 0, width: 107, height: 100))
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
    #expect(moved.frame(I.item(0, 0)) == LayoutRect(x: 0, y: 0, width: 107, height: 100))
    #expect(moved.frame(I.item(0, 1)) == LayoutRect(x: 106.5, y: 0, width: 107, height: 100))
    #expect(moved.element(I.item(0, 1))?.customAttributes["dragging"] == .boolean(true))
    #expect(moved.frame(.named("dragGap/0/1")) == LayoutRect(x: 107, y: 0, width: 106, height: 100))
    // The item that moved into slot 0 slides there over 0.3 s, from where it was.
    let transition = try #require(moved.transition)
    let shifted = try #require(transition.changes.first { $0.before == I.item(0, 1) })
    #expect(shifted.after == I.item(0, 0))
    #expect(shifted.change == .kept)
    #expect(shifted.initial.frame == LayoutRect(x: 107, y: 0, width: 106, height: 100))
    #expect(shifted.final.frame == LayoutRect(x: 0, y: 0, width: 107, height: 100))
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
    #expect(lastShifted.frame == LayoutRect(x: 0, y: 0, width: 107, height: 100))
  }

  @Test func slotFiveThenPastTheItemsKeepsTheGap() throws {
    // E3: (266.5, 150) is slot 5 → order [1, 2, 3, 4, 5, 0, 6, 7, 8]; E4: (300, 350) is below
    // the section: the gap stays at 5.
    let frames = try I.grid(steps: [Self.begin, Self.toSlot1, Self.toSlot5, Self.pastTheItems])
      .frames()
    let atFive = frames.steps[3]
    #expect(atFive.frame(I.item(0, 5)) == LayoutRect(x: 213, y: 100, width: 107, height: 100))
    #expect(
      atFive.frame(.named("dragGap/0/5")) == LayoutRect(x: 213, y: 100, width: 107, height: 100))
    #expect(atFive.frame(I.item(0, 4)) == LayoutRect(x: 107, y: 100, width: 106, height: 100))
    let past = frames.steps[4]
    #expect(
      past.frame(.named("dragGap/0/5")) == LayoutRect(x: 213, y: 100, width: 107, height: 100))
    #expect(past.frame(I.item(0, 5)) == LayoutRect(x: 213, y: 300, width: 107, height: 100))
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
    #expect(dropped.frame(I.item(0, 5)) == LayoutRect(x: 213, y: 100, width: 107, height: 100))
    #expect(dropped.element(I.item(0, 5))?.customAttributes.isEmpty == true)
    #expect(dropped.element(I.item(0, 5))?.zIndex == ZIndex.item)
    #expect(!dropped.ids.contains("dragGap/0/5"))
    // The item flies from the finger (213, 300) to its slot.
    let record = try #require(dropped.transition?.changes.first { $0.id == I.item(0, 5) })
    #expect(record.initial.frame == LayoutRect(x: 213, y: 300, width: 107, height: 100))
    #expect(record.final.frame == LayoutRect(x: 213, y: 100, width: 107, height: 100))
    // The data keeps the move: the same layout as the batch applied to the data before.
    let batch = try LayoutUpdate(
      layout: try GridLayout(scenario: I.grid()), contentOffset: .zero,
      batch: BatchUpdate(moveItems: [ItemMove(from: I.path(0, 0), to: I.path(0, 5))]))
    #expect(dropped.elements == batch.newLayout.visibleElements(at: .zero))
  }

  @Test func droppingInTheLastSlot() throws {
    // E6: the end of the section → final index 8.
    let frames = try I.grid(
      steps: [Self.begin, .dragTo(DragMove(to: LayoutPoint(x: 266.5, y: 250))), .endDrag]
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
    #expect(back.initial.frame == LayoutRect(x: 107, y: 0, width: 106, height: 100))
    #expect(back.final.frame == LayoutRect(x: 213, y: 0, width: 107, height: 100))
    let dragged = try #require(transition.changes.first { $0.before == I.item(0, 5) })
    #expect(dragged.after == I.item(0, 0))
    #expect(dragged.initial.frame == LayoutRect(x: 213, y: 100, width: 107, height: 100))
    #expect(dragged.final.frame == LayoutRect(x: 0, y: 0, width: 107, height: 100))
  }

  @Test func theDraggedItemStaysWithinTheContentWidth() throws {
    let frames = try I.grid(
      steps: [Self.begin, .dragTo(DragMove(to: LayoutPoint(x: -200, y: 50)))]
    ).frames()
    #expect(frames.steps[2].frame(I.item(0, 0)) == LayoutRect(x: 0, y: 0, width: 107, height: 100))
  }
}
