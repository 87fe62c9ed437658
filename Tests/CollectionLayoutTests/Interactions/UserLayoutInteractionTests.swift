import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The carousel, a layout written as a user would (Tests/…/Layouts/Carousel.swift), drags,
/// swipes and measures with no code of its own.
@Suite struct UserLayoutInteractionTests {
  static let carousel = Carousel(
    environment: LayoutEnvironment(viewport: LayoutSize(width: 320, height: 200), displayScale: 2),
    sections: [
      LayoutSection(
        items: .count(3),
        metrics: SectionMetrics(editActions: [EditAction(title: "Delete", width: 60)])),
      LayoutSection(items: .count(6)),
    ])

  @Test func aDragAlongTheCarouselAutoScrollsSideways() throws {
    let frames = try FramesDocument(
      layout: Self.carousel,
      steps: [
        .beginDrag(DragStart(item: ItemPath(section: 0, item: 0), at: LayoutPoint(x: 50, y: 100))),
        .dragTo(DragMove(to: LayoutPoint(x: 160, y: 100))),
        .dragTo(DragMove(to: LayoutPoint(x: 300, y: 100), frameCount: 10)), .endDrag,
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
    let frames = try FramesDocument(
      layout: Self.carousel,
      steps: [.swipe(Swipe(item: ItemPath(section: 0, item: 1), distance: 90)), .editing(true)])
    let swiped = frames.steps[1]
    #expect(swiped.elements.first { $0.id == .item(section: 0, item: 1) }?.frame.minX == 50)
    #expect(swiped.elements.contains { $0.id == ElementID("editAction/0/1/0") })
    #expect(frames.steps[2].elements.contains { $0.id == ElementID("reorderHandle/0/0") })
  }

  @Test func measuringTheCarouselPlays() throws {
    let frames = try FramesDocument(
      layout: Self.carousel,
      steps: [
        .measure(
          HeightMeasurement(items: [MeasuredItem(item: ItemPath(section: 1, item: 2), height: 80)]))
      ])
    #expect(frames.steps[1].elements == frames.steps[0].elements)
    #expect(frames.steps[1].action == .measure)
  }
}
