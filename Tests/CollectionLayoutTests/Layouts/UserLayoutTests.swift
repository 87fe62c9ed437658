import CollectionLayout
import CollectionLayoutTesting
import Foundation
import Testing

/// A layout written outside the package (``Carousel``) gets the update bookkeeping, target
/// offsets and frames of the engine with no other code.
@Suite struct UserLayoutTests {
  static let carousel = Carousel(
    environment: LayoutEnvironment(viewport: LayoutSize(width: 320, height: 200), displayScale: 2),
    sections: [LayoutSection(items: .count(3)), LayoutSection(items: .count(6))])

  @Test func anInsertOnTheLeftKeepsTheContentStill() throws {
    // Scrolled to x = 250: item 0/2 (x 220 ... 320) is the first visible, 30 points to the left.
    let update = try LayoutUpdate(
      layout: Self.carousel, contentOffset: LayoutPoint(x: 250, y: 0),
      batch: BatchUpdate(insertItems: [ItemPath(section: 0, item: 0)]))
    // Item 0/2 became 0/3 at x 330: the offset follows it by one stride of 110 points.
    #expect(update.targetContentOffset == LayoutPoint(x: 360, y: 0))
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
      layout: Self.carousel, contentOffset: LayoutPoint(x: 0, y: 0),
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
    let steps: [ScenarioStep] = [
      .scroll(LayoutPoint(x: 250, y: 0)),
      .update(
        BatchUpdate(
          insertItems: [ItemPath(section: 0, item: 0)],
          moveItems: [
            ItemMove(from: ItemPath(section: 1, item: 0), to: ItemPath(section: 0, item: 1))
          ],
          animation: UpdateAnimation(duration: 0.1, fps: 30))),
      .resize(LayoutSize(width: 480, height: 200)),
      .update(BatchUpdate(deleteSections: [0], animation: UpdateAnimation(duration: 0.1, fps: 30))),
    ]
    let frames = try FramesDocument(layout: Self.carousel, steps: steps)
    #expect(frames.steps.map(\.contentOffset.x) == [0, 250, 470, 470, 0])
    let golden = URL(fileURLWithPath: ScenarioGoldens.snapshotsDirectory)
      .appendingPathComponent("Layouts/carousel.frames.json").path
    assertMatchesGolden(frames, at: golden)
  }
}

/// The hooks a layout with state or steps of its own uses: a layout that settles after each
/// step, and a change of layout without a change of data.
@Suite struct LayoutHookTests {
  /// A carousel that counts the entries it settled in, as a pager counts its page views.
  struct CountingCarousel: CollectionViewLayout {
    var carousel: Carousel
    var settledCount = 0
    var environment: LayoutEnvironment { carousel.environment }
    var sections: [LayoutSection] { carousel.sections }
    var contentSize: LayoutSize { carousel.contentSize }
    var scrollAxis: ScrollAxis { .horizontal }

    func laidOut(
      sections: [LayoutSection], in environment: LayoutEnvironment, carrying mapping: UpdateMapping?
    )
      throws(LayoutError) -> CountingCarousel
    {
      CountingCarousel(
        carousel: try carousel.laidOut(sections: sections, in: environment, carrying: mapping),
        settledCount: settledCount)
    }
    func elements(in rect: LayoutRect?, pins: Void?, limit: Int) -> [LayoutAttributes] {
      carousel.elements(in: rect, pins: pins, limit: limit)
    }
    func attributes(for id: ElementID, pins: Void?) -> LayoutAttributes? {
      carousel.attributes(for: id, pins: pins)
    }
    func settled(at contentOffset: LayoutPoint) -> SettledLayout<CountingCarousel> {
      var next = self
      next.settledCount += 1
      let visible = elements(in: visibleRect(at: contentOffset), pins: nil, limit: .max)
      return SettledLayout(
        layout: next,
        report: CustomAttributes([
          ("settled", .number(Double(next.settledCount))),
          ("visibleItems", .list(visible.map { .string($0.id.description) })),
        ]))
    }
  }

  @Test func aLayoutSettlesOncePerEntryAndReportsInIt() throws {
    let layout = CountingCarousel(carousel: UserLayoutTests.carousel)
    let frames = try FramesDocument(
      layout: layout,
      steps: [
        .scroll(LayoutPoint(x: 250, y: 0)),
        .update(BatchUpdate(deleteItems: [ItemPath(section: 0, item: 0)])),
      ])
    #expect(
      frames.steps.map { $0.customAttributes["settled"] } == [.number(1), .number(2), .number(3)])
    #expect(
      frames.steps[1].customAttributes["visibleItems"]
        == .list(["item/0/2", "item/1/0", "item/1/1", "item/1/2"].map(AttributeValue.string)))
    // The update's layout carried the count: the state survives laidOut.
    let text = FramesWriter.json(for: frames)
    #expect(
      text.contains(
        #""contentSize": {"width": 980, "height": 200}, "settled": 2, "visibleItems": ["#))
    // Read back, the report is the same (numbers rounded as the writer writes them).
    let read = try FramesReader.read(text)
    #expect(read.steps.map(\.customAttributes) == frames.steps.map(\.customAttributes))
    #expect(FramesWriter.json(for: read) == text)
  }

  @Test func aChangeOfLayoutWithoutAChangeOfDataAnimatesAndKeepsThePlace() throws {
    let narrow = UserLayoutTests.carousel
    var wide = narrow
    wide.itemWidth = 150
    // At x 250 the first visible item is 0/2 (x 220), 30 points off the left edge; 150 points
    // wide it starts at 320, so the offset becomes 350 to keep it 30 points off.
    let change = try LayoutUpdate(
      layout: narrow, contentOffset: LayoutPoint(x: 250, y: 0), changingTo: wide,
      animation: UpdateAnimation(duration: 0.1, fps: 30))
    #expect(change.targetContentOffset == LayoutPoint(x: 350, y: 0))
    let transition = change.transition(for: .visible)
    #expect(Set(transition.changes.map(\.change)) == [.kept])
    #expect(transition.frames.count == 4)
    let pinned = try LayoutUpdate(
      layout: narrow, contentOffset: LayoutPoint(x: 250, y: 0), changingTo: wide,
      targetContentOffset: LayoutPoint(x: 10_000, y: 0))
    #expect(pinned.targetContentOffset == wide.clampedContentOffset(LayoutPoint(x: 10_000, y: 0)))
    var fewer = narrow
    fewer.sections[1].items = .count(5)
    #expect(throws: BatchUpdateError.self) {
      try LayoutUpdate(layout: narrow, contentOffset: .zero, changingTo: fewer)
    }
  }
}
