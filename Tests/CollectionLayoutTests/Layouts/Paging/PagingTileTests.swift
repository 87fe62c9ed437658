import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The tiles a paging layout asks for: the reference's B2 and B6 through the layout, names,
/// and the covering property over random zooms and scrolls.
@Suite struct PagingTileTests {
  private static let tiles = TileOptions(tileSize: 256, levels: LevelsOfDetail(count: 4, bias: 0))

  private func tileIDs(_ layout: PagingLayout, at offset: LayoutPoint) -> [String] {
    layout.visibleElements(at: offset).filter { $0.kind == .tile }.map(\.id.description)
  }

  @Test func aFittedImageIsDrawnFromFourTiles() throws {
    // B2: CuriousFrog fitted on a 320-point screen at scale 1, zoom 0.0889: level 0.125
    // (450 × 300 pixels), tiles (0, 0), (0, 1), (1, 0), (1, 1): the talk's "four tiles".
    let layout = try pagingLayout([Photos.curiousFrog], scale: 1, tiles: Self.tiles)
    #expect(
      tileIDs(layout, at: .zero) == [
        "tile/0/-3/0/0", "tile/0/-3/0/1", "tile/0/-3/1/0", "tile/0/-3/1/1",
      ])
    let tile = try #require(
      layout.attributes(for: .tile(page: 0, levelExponent: -3, column: 1, row: 1), pins: nil))
    #expect(tile.customAttributes["name"] == .string("CuriousFrog_125_1_1"))
    #expect(tile.customAttributes["pixelSize"] == .size(LayoutSize(width: 194, height: 44)))
    #expect(
      tile.customAttributes["sourceRect"]
        == .rect(LayoutRect(x: 2048, y: 2048, width: 1552, height: 352))
    )
    #expect(
      tile.customAttributes["tileRect"]
        == .rect(LayoutRect(x: 2048, y: 2048, width: 2048, height: 2048)))
    #expect(tile.zIndex == 2)
    // On screen: the image at (10, 133.333), zoom 320 / 3600; the tile at 2048 · zoom.
    let zoom = 320.0 / 3600
    #expect(abs(tile.frame.minX - (10 + 2048 * zoom)) < 1e-9)
    #expect(abs(tile.frame.width - 1552 * zoom) < 1e-9)
    let page = try #require(layout.attributes(for: .page(0), pins: nil))
    #expect(page.customAttributes["level"] == .number(0.125))
  }

  @Test func aZoomedPageAsksForTheTilesOfItsVisiblePart() throws {
    // B6: zoom 0.25 at scale 1 (level 0.25, 900 × 600 pixels), page offset (500, 100): the
    // page shows level pixels x 500 ..< 820, y 100 ..< 580: columns 1 ... 3, rows 0 ... 2.
    let layout = try pagingLayout([Photos.curiousFrog], scale: 1, tiles: Self.tiles)
      .settledLayout(at: .zero)
      .zooming(0, to: 0.25, center: LayoutPoint(x: 2640, y: 1360))
    let ids = tileIDs(layout, at: .zero)
    #expect(ids.count == 9)
    #expect(ids.first == "tile/0/-2/1/0" && ids.last == "tile/0/-2/3/2")
    // Tile (3, 2), the bottom-right corner: 132 × 88 pixels, image pixels (3072, 2048, 528,
    // 352) drawn at 0.25 from the image's origin on screen, (10 - 500, 0 - 100).
    let corner = try #require(
      layout.attributes(for: .tile(page: 0, levelExponent: -2, column: 3, row: 2), pins: nil))
    #expect(corner.frame == LayoutRect(x: 278, y: 412, width: 132, height: 88))
    #expect(
      corner.customAttributes["fullFrame"]
        == .rect(LayoutRect(x: 278, y: 412, width: 256, height: 256)))
    #expect(corner.customAttributes["name"] == .string("CuriousFrog_250_3_2"))
    #expect(corner.customAttributes["level"] == .number(0.25))
    #expect(corner.customAttributes["column"] == .number(3))
    // A tile outside the visible part, or of another level, is no element of the layout.
    #expect(
      layout.attributes(for: .tile(page: 0, levelExponent: -2, column: 0, row: 0), pins: nil) == nil
    )
    #expect(
      layout.attributes(for: .tile(page: 0, levelExponent: -3, column: 1, row: 1), pins: nil) == nil
    )
  }

  @Test func everyElementIsEveryPageWithTheTilesOfItsWholeBounds() throws {
    // With "elements": "all" the layout lists every page, its image and the tiles of its
    // whole bounds (at its minimum zoom, for a page without a view), whatever the offset.
    let layout = try pagingLayout(Photos.pages(3), scale: 1, tiles: Self.tiles)
    let all = layout.allElements(at: .zero)
    #expect(
      all.filter { $0.kind == .page }.map(\.id.description) == ["page/0", "page/1", "page/2"])
    #expect(all.filter { $0.kind == .tile }.count == 12)
    #expect(all == layout.elements(in: nil, pins: nil, limit: .max))
    // Past the limit the query stops early, having listed more than the limit.
    let some = layout.elements(in: nil, pins: nil, limit: 3)
    #expect(some.count > 3 && some.count < all.count)
  }

  @Test func theDisplayScaleChoosesTheLevel() throws {
    // Zooms 1, 0.5, 0.3 and 0.125 on displays of scale 1 and 2 (maximum zoom 1).
    let cases: [(Double, Double, Int)] = [
      (1, 1, 0), (0.5, 1, -1), (0.3, 1, -1), (0.125, 1, -3),
      (1, 2, 0), (0.5, 2, 0), (0.3, 2, 0), (0.125, 2, -2),
    ]
    for (zoom, scale, exponent) in cases {
      let layout = try pagingLayout(
        [Photos.curiousFrog], scale: scale, maximum: 1, tiles: Self.tiles
      )
      .settledLayout(at: .zero).zooming(0, to: zoom, center: LayoutPoint(x: 1800, y: 1200))
      let levels = Set(
        layout.visibleElements(at: .zero).filter { $0.kind == .tile }.map { $0.id.indexes[1] })
      #expect(levels == [exponent], "zoom \(zoom), scale \(scale)")
    }
  }

  @Test func tilesCoverTheVisiblePartOfEachImageExactly() throws {
    // Property: for random images, screens, zooms, centres and offsets, the tiles listed for
    // each page are of one level, none is empty, each meets the visible part of the image
    // (the page's frame ∩ the bounds, in image pixels, ∩ the image), and their source
    // rectangles tile that part with no gap and no overlap.
    var random = SeededRandom(seed: 104)
    for _ in 0..<150 {
      let pages = (0..<3).map { index in
        Item(
          id: "p\(index)",
          imageSize: LayoutSize(
            width: Double(Int.random(in: 1...6_000, using: &random)),
            height: Double(Int.random(in: 1...6_000, using: &random))))
      }
      let options = TileOptions(
        tileSize: [64, 100, 256].randomElement(using: &random) ?? 256,
        levels: LevelsOfDetail(
          count: Int.random(in: 1...6, using: &random), bias: Int.random(in: 0...2, using: &random))
      )
      var layout = try pagingLayout(
        pages, width: Double.random(in: 100...1_000, using: &random),
        height: Double.random(in: 100...1_000, using: &random),
        scale: [1, 2, 3].randomElement(using: &random) ?? 2,
        padding: Double.random(in: 0...30, using: &random), maximum: 4, tiles: options)
      let offset = LayoutPoint.x(
        Double.random(in: -100...(layout.pageStride * 2.5), using: &random))
      layout = layout.settledLayout(at: offset)
      for page in layout.visiblePages(at: offset) ?? 1...0 where Bool.random(using: &random) {
        layout = try layout.zooming(
          page, to: Double.random(in: 0.001...4, using: &random),
          center: LayoutPoint(
            x: Double.random(in: -500...7_000, using: &random),
            y: Double.random(in: -500...7_000, using: &random)),
          at: offset)
      }
      let bounds = layout.visibleRect(at: offset)
      let elements = layout.visibleElements(at: offset)
      for page in 0..<3 {
        guard let zoom = layout.zoomingPage(page),
          let visible = layout.frame(ofPage: page).intersection(bounds)
        else {
          #expect(!elements.contains { $0.id.indexes.first == page }, "page \(page) is not visible")
          continue
        }
        let image = try #require(layout.attributes(for: .image(ofPage: page), pins: nil)).frame
        let imageSize = zoom.imageSize
        let region = (
          x: (
            max((visible.minX - image.minX) / zoom.zoomScale, 0),
            min((visible.maxX - image.minX) / zoom.zoomScale, imageSize.width)
          ),
          y: (
            max((visible.minY - image.minY) / zoom.zoomScale, 0),
            min((visible.maxY - image.minY) / zoom.zoomScale, imageSize.height)
          )
        )
        let tiles = elements.filter { $0.kind == .tile && $0.id.indexes[0] == page }
        guard region.x.0 < region.x.1, region.y.0 < region.y.1 else {
          #expect(tiles.isEmpty)
          continue
        }
        #expect(Set(tiles.map { $0.id.indexes[1] }).count == 1)
        let sources = tiles.compactMap { $0.customAttributes["sourceRect"]?.rectValue }
        #expect(sources.count == tiles.count && !tiles.isEmpty)
        var columns: [Int: (Double, Double)] = [:]
        var rows: [Int: (Double, Double)] = [:]
        for (tile, source) in zip(tiles, sources) {
          #expect(source.width > 0 && source.height > 0)
          columns[tile.id.indexes[2]] = (source.minX, source.maxX)
          rows[tile.id.indexes[3]] = (source.minY, source.maxY)
        }
        // Every (column, row) pair is listed once: the tiles are a full grid.
        #expect(tiles.count == columns.count * rows.count)
        #expect(Set(tiles.map { [$0.id.indexes[2], $0.id.indexes[3]] }).count == tiles.count)
        for (spans, lower, upper) in [
          (columns.sorted { $0.key < $1.key }.map(\.value), region.x.0, region.x.1),
          (rows.sorted { $0.key < $1.key }.map(\.value), region.y.0, region.y.1),
        ] {
          for span in spans { #expect(span.0 < upper && span.1 > lower) }
          for (left, right) in zip(spans, spans.dropFirst()) { #expect(left.1 == right.0) }
          #expect((spans.first?.0 ?? .infinity) <= lower)
          #expect((spans.last?.1 ?? -.infinity) >= upper)
        }
      }
    }
  }
}
