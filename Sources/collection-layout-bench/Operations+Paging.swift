import CollectionLayout
import CollectionLayoutBaselines

/// The paging rows: a scroll step of the photo browser (page views recycled, the visible
/// pages, their images and tiles listed) and the tiles of a zoomed page, next to the browser
/// built the first way the WWDC 2010 talk builds it (every page laid out up front and scanned
/// per step; every tile of the level made and tested).
extension OperationRunner {
  mutating func pagingScrollStep() throws -> OperationReport {
    var rows: [ResultRow] = []
    for size in plan.sizes {
      var layout = try Workloads.pagingLayout(pageCount: size, photo: Workloads.photo)
      let offsets = Workloads.pagingOffsets(in: layout)
      var step = 0
      let engine = measure {
        defer { step = (step + 1) % offsets.count }
        let settled = layout.settled(at: offsets[step])
        layout = settled.layout
        return fold(layout.visibleElements(at: offsets[step])) &+ settled.report.members.count
      }
      let eager = EagerPager(
        pageCount: size, screen: Workloads.pagingScreen, padding: layout.pagePadding)
      step = 0
      let baseline = measure(.baseline, with: slow(11)) {
        defer { step = (step + 1) % offsets.count }
        let pages = eager.visiblePages(at: offsets[step])
        return pages.count &+ fold(layout.visibleElements(at: offsets[step]))
      }
      rows.append(ResultRow(items: size, engine: engine, baseline: baseline))
    }
    return report("paging-scroll-step", "paging scroll step (pages)", rows)
  }

  mutating func pagingZoomedTiles() throws -> OperationReport {
    var rows: [ResultRow] = []
    for size in plan.sizes {
      let photo = Workloads.largePhoto
      let browser = try Workloads.pagingLayout(pageCount: size, photo: photo)
      let page = size / 2
      let shown = browser.contentOffset(showingPage: page)
      // Page `page` zoomed to 0.5 (level 1 at scale 2) around the middle of its photo.
      let zoomed = try browser.settled(at: shown).layout.playing(
        .zoom(
          ZoomStep(
            page: page, scale: 0.5,
            center: LayoutPoint(x: Double(photo.width) / 2, y: Double(photo.height) / 2))),
        from: shown
      ).layout
      let rect = zoomed.frame(ofPage: page)
      let engine = measure {
        fold(zoomed.elements(in: rect, pins: nil, limit: .max))
      }
      let visible = zoomed.zoomingPage(page)?.visibleImageRect ?? .zero
      let baseline = measure(.baseline, with: slow(11)) {
        // Every tile of level 1 tested; the visible ones then get the engine's attributes.
        let tiles = EagerPager.tiles(
          meeting: visible, imageWidth: photo.width, imageHeight: photo.height, tileSize: 256,
          scale: 1)
        return tiles.reduce(0) { sum, tile in
          let id = ElementID.tile(page: page, levelExponent: 0, column: tile.column, row: tile.row)
          return sum &+ (zoomed.attributes(for: id, pins: nil) == nil ? 0 : 1)
        }
      }
      rows.append(ResultRow(items: size, engine: engine, baseline: baseline))
    }
    return report("paging-zoomed-tiles", "tiles of a zoomed page (pages)", rows)
  }
}
