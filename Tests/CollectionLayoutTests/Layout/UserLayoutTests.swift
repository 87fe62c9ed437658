import CollectionLayout
import CollectionLayoutTesting
import Foundation
import Testing

/// A layout written outside the package (``Carousel``) gets the update bookkeeping, target
/// offsets and frames of the engine with no other code.
@Suite struct UserLayoutTests {
  static let carousel = Carousel(
    environment: Environment(viewport: Size(width: 320, height: 200), displayScale: 2),
    sections: [Section(items: .count(3)), Section(items: .count(6))])

  @Test func anInsertOnTheLeftKeepsTheContentStill() throws {
    // Scrolled to x = 250: item 0/2 (x 220 ... 320) is the first visible, 30 points to the left.
    let update = try LayoutUpdate(
      layout: Self.carousel, contentOffset: Point(x: 250, y: 0),
      batch: BatchUpdate(insertItems: [ItemPath(section: 0, item: 0)]))
    // Item 0/2 became 0/3 at x 330: the offset follows it by one stride of 110 points.
    #expect(update.targetContentOffset == Point(x: 360, y: 0))
    #expect(update.newID(forOld: .item(section: 0, item: 2)) == .item(section: 0, item: 3))
    #expect(update.newLayout.contentSize.width == 1090)
    let changes = update.changes(for: .visible)
    #expect(changes.map(\.change) == [.kept, .kept, .kept, .kept])
    #expect(changes.map(\.id.description) == ["item/0/3", "item/1/0", "item/1/1", "item/1/2"])
    // Each stays where it was on screen: initial at the old offset, final at the new one.
    for change in changes {
      #expect(change.initial.frame.minX - 250 == change.final.frame.minX - 360)
    }
  }

  @Test func anItemDeletedOnScreenFadesWhereItWas() throws {
    let update = try LayoutUpdate(
      layout: Self.carousel, contentOffset: Point(x: 0, y: 0),
      batch: BatchUpdate(deleteItems: [ItemPath(section: 0, item: 1)]))
    let deleted = try #require(update.changes(for: .visible).first { $0.change == .deleted })
    #expect(deleted.id == .item(section: 0, item: 1))
    #expect(deleted.final.alpha == 0)
    #expect(deleted.final.frame == deleted.initial.frame)
  }

  @Test func theEngineValidatesTheBatchWithUIKitsMessage() {
    #expect(throws: BatchUpdateError.self) {
      try LayoutUpdate(
        layout: Self.carousel, contentOffset: .zero,
        batch: BatchUpdate(deleteItems: [ItemPath(section: 0, item: 3)]))
    }
  }

  @Test func framesOfScrollsResizesAndUpdates() throws {
    let steps: [Step] = [
      .scroll(Point(x: 250, y: 0)),
      .update(
        BatchUpdate(
          insertItems: [ItemPath(section: 0, item: 0)],
          moveItems: [
            ItemMove(from: ItemPath(section: 1, item: 0), to: ItemPath(section: 0, item: 1))
          ],
          animation: UpdateAnimation(duration: 0.1, fps: 30))),
      .resize(Size(width: 480, height: 200)),
      .update(BatchUpdate(deleteSections: [0], animation: UpdateAnimation(duration: 0.1, fps: 30))),
    ]
    let frames = try Frames(layout: Self.carousel, steps: steps)
    #expect(frames.steps.map(\.contentOffset.x) == [0, 250, 470, 470, 0])
    let golden = URL(fileURLWithPath: ScenarioGoldens.snapshotsDirectory)
      .appendingPathComponent("Layouts/carousel.frames.json").path
    assertMatchesGolden(frames, at: golden)
  }
}
