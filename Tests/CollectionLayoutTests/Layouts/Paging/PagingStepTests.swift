import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Steps on a paging layout: the recycling report of a swipe, page turns and zooms (animated
/// or not), rotation (the reference's A7-A9), and pages inserted and deleted by updates.
@Suite struct PagingStepTests {
  private func report(_ frames: FramesDocument, _ step: Int, _ key: String) -> AttributeValue? {
    frames.steps[step].customAttributes[key]
  }

  private func numbers(_ values: [Int]) -> AttributeValue {
    .list(values.map { .number(Double($0)) })
  }

  private func pairs(_ values: [(Int, Int)]) -> AttributeValue {
    .list(
      values.map {
        .object(
          CustomAttributes([("page", .number(Double($0.0))), ("view", .number(Double($0.1)))]))
      })
  }

  @Test func aSwipeRecyclesPageViews() throws {
    // Offsets 0, 170, 340, 680 on five pages: views #0 and #1 are made, #0 goes back at 340
    // and shows page 2 at 680 while #1 goes back.
    let layout = try pagingLayout(Photos.pages(5))
    let frames = try FramesDocument(
      layout: layout, steps: [.scroll(.x(170)), .scroll(.x(340)), .scroll(.x(680))])
    #expect(
      (0..<4).map { report(frames, $0, "visiblePages") } == [
        numbers([0]), numbers([0, 1]), numbers([1]), numbers([2]),
      ])
    #expect(
      (0..<4).map { report(frames, $0, "recycled") } == [
        numbers([]), numbers([]), numbers([0]), numbers([1]),
      ])
    #expect(report(frames, 0, "created") == pairs([(0, 0)]))
    #expect(report(frames, 1, "created") == pairs([(1, 1)]))
    #expect(report(frames, 3, "reused") == pairs([(2, 1)]))
    #expect(report(frames, 3, "pageViews") == pairs([(2, 1)]))
    #expect(report(frames, 3, "reusableViews") == numbers([0]))
    #expect(report(frames, 3, "viewCount") == .number(2))
    #expect(report(frames, 1, "screen") == .rect(LayoutRect(x: 180, y: 0, width: 320, height: 480)))
  }

  @Test func pageTurnsSettleOnTheSlot() throws {
    let layout = try pagingLayout(Photos.pages(5)).settledLayout(at: .zero)
    let turn = try layout.playing(.page(PageStep(page: 3)), from: .x(120))
    #expect(turn.contentOffset == .x(1020))
    #expect(turn.action == .page)
    #expect(turn.transition == nil)
    #expect(throws: StepError(message: "page: expected a page between 0 and 4, got 5")) {
      try layout.playing(.page(PageStep(page: 5)), from: .zero)
    }
  }

  @Test func anAnimatedTurnDrawsThePagesItPasses() throws {
    // From page 0 to page 3 in 0.1 s at 30 fps: pages 1 and 2 are visible at neither end but
    // fly by in the sampled frames.
    let layout = try pagingLayout(Photos.pages(5)).settledLayout(at: .zero)
    let turn = try layout.playing(
      .page(PageStep(page: 3, animation: UpdateAnimation(duration: 0.1, fps: 30, curve: .linear))),
      from: .zero)
    let transition = try #require(turn.transition)
    #expect(
      transition.changes.map(\.id.description) == [
        "image/0", "page/0", "image/1", "page/1", "image/2", "page/2", "image/3", "page/3",
      ])
    #expect(Set(transition.changes.map(\.change)) == [.kept])
    #expect(transition.frames.map(\.contentOffset.x) == [0, 340, 680, 1020])
    #expect(transition.frames[1].elements.map(\.id.description) == ["image/1", "page/1"])
  }

  @Test func zoomingNeedsAPageWithAView() throws {
    let layout = try pagingLayout(Photos.pages(5)).settledLayout(at: .x(170))
    #expect(
      throws: StepError(
        message: "page 3 has no view at this step: expected one of the visible pages 0, 1")
    ) {
      try layout.playing(.zoom(ZoomStep(page: 3, scale: 0.5)), from: .x(170))
    }
    let zoomed = try layout.playing(.zoom(ZoomStep(page: 1, scale: 0.5)), from: .x(170))
    #expect(zoomed.contentOffset == .x(170))
    #expect(zoomed.action == .zoom)
    // Without a centre, the zoom keeps the image point at the centre of the page: the middle
    // of the fitted image, (1800, 1200) up to rounding; at 0.5 the offset is (740, 360).
    let center = try #require(zoomed.layout.zoomingPage(1)?.imagePointAtCenter)
    #expect(abs(center.x - 1800) < 1e-9 && abs(center.y - 1200) < 1e-9)
    let offset = try #require(zoomed.layout.zoomingPage(1)?.contentOffset)
    #expect(abs(offset.x - 740) < 1e-9 && abs(offset.y - 360) < 1e-9)
    #expect(throws: StepError(message: "zoom.scale: expected a number > 0, got 0")) {
      try layout.playing(.zoom(ZoomStep(page: 1, scale: 0)), from: .x(170))
    }
  }

  @Test func anAnimatedZoomGrowsTheImage() throws {
    let layout = try pagingLayout([Photos.curiousFrog]).settledLayout(at: .zero)
    let zoom = try layout.playing(
      .zoom(
        ZoomStep(
          page: 0, scale: 0.5, center: LayoutPoint(x: 1800, y: 1200),
          animation: UpdateAnimation(duration: 0.1, fps: 20, curve: .linear))),
      from: .zero)
    let transition = try #require(zoom.transition)
    let image = try #require(transition.changes.firstIndex { $0.id == .image(ofPage: 0) })
    let widths = transition.frames.compactMap { frame in
      frame.elements.first { $0.change == image }?.frame.width
    }
    #expect(widths.map { $0.rounded() } == [320, 1060, 1800])
  }

  @Test func aRecycledPageLosesItsZoom() throws {
    var layout = try pagingLayout(Photos.pages(5)).settledLayout(at: .zero)
    layout = try layout.zooming(0, to: 0.5)
    #expect(layout.zoomingPage(0)?.zoomScale == 0.5)
    layout = layout.settledLayout(at: .x(170))
    #expect(layout.zoomingPage(0)?.zoomScale == 0.5)
    layout = layout.settledLayout(at: .x(340)).settledLayout(at: .zero)
    #expect(layout.zoomingPage(0)?.isAtMinimumZoom == true)
  }

  @Test func rotationKeepsThePageAndThePoint() throws {
    // A7: CuriousFrog on page 1 at zoom 0.25, page offset (500, 100), paging offset 340;
    // rotated to 480 × 320: the centre (2640, 1360) stays, the new minimum is 480 / 3600, the
    // zoom stays 0.25, the offset is (420, 180) within the maximum (420, 280).
    let pages = [Photos.peeringFrog, Photos.curiousFrog, Photos.leggyFrog]
    var layout = try pagingLayout(pages).settledLayout(at: .x(340))
    layout = try layout.zooming(1, to: 0.25, center: LayoutPoint(x: 2640, y: 1360), at: .x(340))
    let rotated = try layout.resized(to: LayoutSize(width: 480, height: 320), from: .x(340))
    #expect(rotated.contentOffset == .x(500))
    let page = try #require(rotated.layout.zoomingPage(1))
    #expect(abs(page.minimumZoomScale - 480.0 / 3600) < 1e-12)
    #expect(page.zoomScale == 0.25)
    #expect(page.contentOffset == LayoutPoint(x: 420, y: 180))
    #expect(page.imagePointAtCenter == LayoutPoint(x: 2640, y: 1360))
    // From page offset (580, 120) (the reference's (580, 160) is past the portrait maximum
    // y 120) the centre is (2960, 1440): raw offset (500, 200), clamped to (420, 200).
    layout = try layout.zooming(1, to: 0.25, center: LayoutPoint(x: 2960, y: 1440), at: .x(340))
    #expect(layout.zoomingPage(1)?.contentOffset == LayoutPoint(x: 580, y: 120))
    let clamped = try layout.resized(to: LayoutSize(width: 480, height: 320), from: .x(340))
    #expect(clamped.layout.zoomingPage(1)?.contentOffset == LayoutPoint(x: 420, y: 200))
  }

  @Test func aPageAtItsMinimumStaysAtTheNewMinimum() throws {
    // A8: CuriousFrog at its minimum 0.0889, rotated: 480 / 3600 = 0.1333 fills 480 × 320,
    // offset (0, 0).
    let layout = try pagingLayout([Photos.curiousFrog]).settledLayout(at: .zero)
    let rotated = try layout.resized(to: LayoutSize(width: 480, height: 320), from: .zero)
    let page = try #require(rotated.layout.zoomingPage(0))
    #expect(page.zoomScale == page.minimumZoomScale)
    #expect(abs(page.zoomScale - 480.0 / 3600) < 1e-12)
    #expect(page.contentOffset == .zero)
  }

  @Test func rotationKeepsTheIndexAndTheFraction() throws {
    // A9: x 510 on slots of 340 is page 1 and a half; on slots of 500 that is 750. Bouncing
    // at -34 is page 0 less 0.1: -50.
    let layout = try pagingLayout(Photos.pages(5))
    let landscape = LayoutSize(width: 480, height: 320)
    #expect(try layout.resized(to: landscape, from: .x(510)).contentOffset == .x(750))
    #expect(try layout.resized(to: landscape, from: .x(-34)).contentOffset == .x(-50))
    #expect(try layout.resized(to: landscape, from: .x(1360)).contentOffset == .x(2000))
    let rotated = try layout.resized(to: landscape, from: .x(510)).layout
    #expect(rotated.environment.viewport == LayoutSize(width: 500, height: 320))
    #expect(rotated.frame(ofPage: 1) == LayoutRect(x: 510, y: 0, width: 480, height: 320))
  }

  @Test func aDeletedPageFadesAndTheNextTakesItsPlace() throws {
    // At 510 pages 1 and 2 are visible; deleting page 1 keeps old page 2 (now 1) where it was
    // on screen: its left edge 180 points into the bounds, so the offset becomes 350 - 180.
    let layout = try pagingLayout(Photos.pages(5)).settledLayout(at: .x(510))
    let update = try LayoutUpdate(
      layout: layout, contentOffset: .x(510),
      batch: BatchUpdate(deleteItems: [ItemPath(section: 0, item: 1)]))
    #expect(update.targetContentOffset == .x(170))
    let changes = update.changes(for: .visible)
    #expect(
      changes.filter { $0.change == .deleted }.map(\.id.description) == ["image/1", "page/1"])
    #expect(update.newID(forOld: .page(2)) == .page(1))
    #expect(update.newID(forOld: .image(ofPage: 2)) == .image(ofPage: 1))
    // Page 1 had view #0, page 2 view #1. The view of the deleted page goes back, reported by
    // the next settle; old page 2 keeps its view; page 0, visible at 170, takes #0 back.
    let settled = update.newLayout.settled(at: update.targetContentOffset)
    #expect(settled.report["recycled"] == numbers([0]))
    #expect(settled.layout.view(ofPage: 1) == 1)
    #expect(settled.report["reused"] == pairs([(0, 0)]))
  }

  @Test func anInsertedPageNeedsItsImage() throws {
    let layout = try pagingLayout(Photos.pages(2))
    #expect(
      throws: BatchUpdateError(
        message: "cannot lay out the data after the update: sections[0].items[0].id: expected a "
          + "non-empty id for every page (its tiles are named after it), got none; "
          + "sections[0].items[0].imageSize: expected an imageSize for every page, got none")
    ) {
      try LayoutUpdate(
        layout: layout, contentOffset: .zero,
        batch: BatchUpdate(insertItems: [ItemPath(section: 0, item: 0)]))
    }
    let inserted = try LayoutUpdate(
      layout: layout.settledLayout(at: .zero), contentOffset: .zero,
      batch: BatchUpdate(
        insertItems: [ItemPath(section: 0, item: 0)],
        after: [LayoutSection(items: .list([Photos.curiousFrog] + Photos.pages(2)))]))
    // At the first page, stay at the first page: the new page fades in, the old first page
    // slides to the next slot.
    #expect(inserted.targetContentOffset == .zero)
    #expect(
      inserted.changes(for: .visible).map { "\($0.id) \($0.change)" } == [
        "image/0 inserted", "page/0 inserted", "image/1 kept", "page/1 kept",
      ])
    #expect(inserted.changes(for: .visible)[3].initial.frame.minX == 10)
    #expect(inserted.changes(for: .visible)[3].final.frame.minX == 350)
  }
}
