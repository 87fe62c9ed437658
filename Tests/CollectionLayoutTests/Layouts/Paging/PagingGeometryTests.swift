import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The paging layout's geometry by hand-computed numbers: page frames, visible pages, zoom
/// limits and centring (the reference's A1-A6).
@Suite struct PagingGeometryTests {
  private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

  @Test func pagesSitInSlotsWidenedByThePadding() throws {
    // A1: a 320 × 480 screen, padding 10: slots 340 wide, pages centred in them.
    let layout = try pagingLayout(Photos.pages(3))
    #expect(layout.environment.viewport == LayoutSize(width: 340, height: 480))
    #expect(layout.pageStride == 340)
    #expect(
      (0..<3).map(layout.frame(ofPage:)) == [
        LayoutRect(x: 10, y: 0, width: 320, height: 480),
        LayoutRect(x: 350, y: 0, width: 320, height: 480),
        LayoutRect(x: 690, y: 0, width: 320, height: 480),
      ])
    #expect(layout.contentSize == LayoutSize(width: 1020, height: 480))
    #expect(layout.contentOffset(showingPage: 2) == .x(680))
    #expect(layout.screenRect(at: .x(170)) == LayoutRect(x: 180, y: 0, width: 320, height: 480))
    #expect(layout.validContentOffsets.x == 0...680)
  }

  @Test func visiblePagesAreExactAtSlotEdges() throws {
    // A2, A3: the slots meeting the bounds [x, x + 340).
    let layout = try pagingLayout(Photos.pages(3))
    let cases: [(Double, ClosedRange<Int>?)] = [
      (0, 0...0), (170, 0...1), (335, 0...1), (340, 1...1), (340.5, 1...2), (510, 1...2),
      (680, 2...2), (700, 2...2), (-30, 0...0), (-340, nil), (1020, nil),
    ]
    for (x, pages) in cases {
      #expect(layout.visiblePages(at: .x(x)) == pages, "at \(x)")
    }
    // A slot of 340.1 points (a 320.1-point screen): page 15 starts at 15 · 340.1, which
    // divided by 340.1 rounds to 14.999999999999998; the page alone is visible there.
    let fractional = try pagingLayout(Photos.pages(20), width: 320.1)
    let start = fractional.contentOffset(showingPage: 15)
    #expect((start.x / fractional.pageStride).rounded(.down) == 14)
    #expect(fractional.visiblePages(at: start) == 15...15)
  }

  @Test func theFramesListWhatMeetsTheBounds() throws {
    // At 335 page 0 has a view (its slot meets the bounds) but its frame ends at 330: only
    // page 1 is listed.
    let layout = try pagingLayout(Photos.pages(3)).settledLayout(at: .x(335))
    #expect(layout.view(ofPage: 0) == 0)
    #expect(layout.visibleIDs(at: .x(335)) == ["image/1", "page/1"])
    #expect(
      layout.visibleIDs(at: .x(170)) == ["image/0", "page/0", "image/1", "page/1"])
  }

  @Test func zoomLimitsAndCentring() throws {
    // A4: CuriousFrog 3600 × 2400 on 320 × 480 at scale 2: fit min(0.0889, 0.2); max 0.5.
    let curious = try #require(try pagingLayout([Photos.curiousFrog]).zoomingPage(0))
    #expect(close(curious.minimumZoomScale, 320.0 / 3600))
    #expect(curious.maximumZoomScale == 0.5)
    #expect(curious.zoomScale == curious.minimumZoomScale)
    #expect(
      close(curious.imageFrame.width, 320) && close(curious.imageFrame.height, 213.333_333_333))
    #expect(curious.imageFrame.minX == 0 && close(curious.imageFrame.minY, 133.333_333_333))
    // A5: PeeringFrog 2560 × 3840 fills a portrait screen at 0.125, and fits a landscape one
    // at min(0.1875, 0.083333).
    let peering = try #require(try pagingLayout([Photos.peeringFrog]).zoomingPage(0))
    #expect(peering.minimumZoomScale == 0.125)
    #expect(peering.imageFrame == LayoutRect(x: 0, y: 0, width: 320, height: 480))
    let landscape = try #require(
      try pagingLayout([Photos.peeringFrog], width: 480, height: 320).zoomingPage(0))
    #expect(close(landscape.minimumZoomScale, 320.0 / 3840))
    #expect(close(landscape.imageFrame.minX, 133.333_333_333) && landscape.imageFrame.minY == 0)
    // A6: a 300 × 200 image would fit at 1.0667, above the maximum 0.5: it is shown at 0.5,
    // 150 × 100, centred at (85, 190).
    let small = try #require(
      try pagingLayout([Item(id: "small", imageSize: LayoutSize(width: 300, height: 200))])
        .zoomingPage(0))
    #expect(small.minimumZoomScale == 0.5)
    #expect(small.imageFrame == LayoutRect(x: 85, y: 190, width: 150, height: 100))
    // A configured minimum and maximum.
    let configured = try #require(
      try pagingLayout([Photos.curiousFrog], minimum: 0.3, maximum: 2).zoomingPage(0))
    #expect(configured.minimumZoomScale == 0.3 && configured.maximumZoomScale == 2)
    let inverted = try #require(
      try pagingLayout([Photos.curiousFrog], minimum: 3, maximum: 2).zoomingPage(0))
    #expect(inverted.minimumZoomScale == 2)
  }

  @Test func zoomingCentresAPointAndClamps() throws {
    let page = try #require(try pagingLayout([Photos.curiousFrog]).zoomingPage(0))
    // Zoom 0.25 around image point (2640, 1360): content 900 × 600, offset
    // (2640 · 0.25 - 160, 1360 · 0.25 - 240) = (500, 100).
    let zoomed = page.zoomed(to: 0.25, centeredOn: LayoutPoint(x: 2640, y: 1360))
    #expect(zoomed.contentSize == LayoutSize(width: 900, height: 600))
    #expect(zoomed.contentOffset == LayoutPoint(x: 500, y: 100))
    #expect(zoomed.imageFrame.origin == .zero)
    #expect(zoomed.imagePointAtCenter == LayoutPoint(x: 2640, y: 1360))
    // Near the corner the offset is clamped to content - bounds = (580, 120).
    let corner = page.zoomed(to: 0.25, centeredOn: LayoutPoint(x: 3600, y: 2400))
    #expect(corner.contentOffset == LayoutPoint(x: 580, y: 120))
    // A scale past the limits is clamped as UIScrollView clamps it; at 0.1 the height (240)
    // is below the bounds: centred at y 120, offset 0 on that axis.
    #expect(page.zoomed(to: 9, centeredOn: .zero).zoomScale == 0.5)
    let wide = page.zoomed(to: 0.1, centeredOn: LayoutPoint(x: 1800, y: 1200))
    #expect(wide.imageFrame.minY == 120)
    #expect(wide.contentOffset == LayoutPoint(x: 20, y: 0))
  }

  @Test func aZoomedPageShowsItsImageOnScreen() throws {
    // Page 1 zoomed to 0.25 with page offset (500, 100): its image starts 500 points left of
    // and 100 above the page's origin (350, 0).
    let layout = try pagingLayout(Photos.pages(3)).settledLayout(at: .x(340))
      .zooming(1, to: 0.25, center: LayoutPoint(x: 2640, y: 1360), at: .x(340))
    let image = try #require(layout.attributes(for: .image(ofPage: 1), pins: nil))
    #expect(image.frame == LayoutRect(x: -150, y: -100, width: 900, height: 600))
    let page = try #require(layout.attributes(for: .page(1), pins: nil))
    #expect(page.customAttributes["zoomScale"] == .number(0.25))
    #expect(page.customAttributes["contentOffset"] == .point(LayoutPoint(x: 500, y: 100)))
    #expect(
      page.customAttributes["imageFrame"] == .rect(LayoutRect(x: 0, y: 0, width: 900, height: 600)))
    #expect(page.customAttributes["view"] == .number(0))
    // Listed at 340, although its frame reaches over pages 0 and 2: its part inside page 1
    // meets the bounds. At 0, page 1 is not listed, nor its image.
    #expect(layout.visibleIDs(at: .x(340)) == ["image/1", "page/1"])
    #expect(layout.visibleIDs(at: .x(0)) == ["image/0", "page/0"])
  }
}
