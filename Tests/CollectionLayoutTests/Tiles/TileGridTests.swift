import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Tile grids by hand-computed numbers (the reference's B1, B6, B8, D1, D3), exact axes, and
/// the covering property: the tiles asked for a region tile it exactly.
@Suite struct TileGridTests {
  private func grid(
    _ width: Int, _ height: Int, exponent: Int, tileSize: Int = 256, overlap: Int = 0
  ) throws -> TileGrid {
    try #require(
      TileGrid(
        imageWidth: width, imageHeight: height, tileSize: tileSize, overlap: overlap,
        level: TileLevel(exponent: exponent)))
  }

  @Test func curiousFrogHas206TilesOnFourLevels() throws {
    // B1: level sizes, grids and the bottom-right tile's pixel size.
    var total = 0
    let expected: [(Int, Int, Int, Int, Int, Int)] = [
      (0, 3600, 15, 10, 16, 96), (-1, 1800, 8, 5, 8, 176), (-2, 900, 4, 3, 132, 88),
      (-3, 450, 2, 2, 194, 44),
    ]
    for (exponent, width, columns, rows, edgeWidth, edgeHeight) in expected {
      let level = try grid(3600, 2400, exponent: exponent)
      #expect(level.levelWidth == width)
      #expect((level.columns, level.rows) == (columns, rows))
      let corner = try #require(level.tile(column: columns - 1, row: rows - 1))
      #expect((corner.pixelRect.width, corner.pixelRect.height) == (edgeWidth, edgeHeight))
      total += level.count
    }
    #expect(total == 206)
  }

  @Test func anEdgeTileCarriesItsClippedAndFullRectangles() throws {
    // B6: tile (3, 2) of level 0.25.
    let tile = try #require(try grid(3600, 2400, exponent: -2).tile(column: 3, row: 2))
    #expect(tile.pixelRect == PixelRect(x: 768, y: 512, width: 132, height: 88))
    #expect(tile.sourceRect == LayoutRect(x: 3072, y: 2048, width: 528, height: 352))
    #expect(tile.tileRect == LayoutRect(x: 3072, y: 2048, width: 1024, height: 1024))
    // D1: the last tile of level 1.
    let last = try #require(try grid(3600, 2400, exponent: 0).tile(column: 14, row: 9))
    #expect(last.sourceRect == LayoutRect(x: 3584, y: 2304, width: 16, height: 96))
    #expect(try grid(3600, 2400, exponent: 0).tile(column: 15, row: 0) == nil)
    // B9: IIIF's region and size for scale factor 8, tile (1, 1): the same pixels.
    let iiif = try #require(try grid(3600, 2400, exponent: -3).tile(column: 1, row: 1))
    #expect(iiif.sourceRect == LayoutRect(x: 2048, y: 2048, width: 1552, height: 352))
    #expect((iiif.pixelRect.width, iiif.pixelRect.height) == (194, 44))
  }

  @Test func exactMultiplesGetNoEmptyColumn() throws {
    // B8: PeeringFrog at level 1: 10 × 15, the last column a full 256 pixels.
    let peering = try grid(2560, 3840, exponent: 0)
    #expect((peering.columns, peering.rows) == (10, 15))
    #expect(peering.tile(column: 9, row: 14)?.pixelRect.width == 256)
    #expect(try grid(512, 512, exponent: 0).count == 4)
    // A non-power-of-two image keeps its last partial pixel: 257 / 2 = 128.5 -> 129.
    #expect(try grid(257, 257, exponent: -1).levelWidth == 129)
    #expect(try grid(257, 257, exponent: -1).columns == 1)
    #expect(try grid(257, 1, exponent: -1).tile(column: 0, row: 0)?.sourceRect.width == 257)
  }

  @Test func overlapExtendsInnerEdgesAsDeepZoomDoes() throws {
    // D3: 1000 × 1000 at tile size 254, overlap 1 (vips' defaults).
    let level10 = try grid(1000, 1000, exponent: 0, tileSize: 254, overlap: 1)
    #expect(level10.columns == 4)
    let spans = (0..<4).compactMap { level10.tile(column: $0, row: 0)?.pixelRect }
    #expect(spans.map(\.x) == [0, 253, 507, 761])
    #expect(spans.map(\.width) == [255, 256, 256, 239])
    let level9 = try grid(1000, 1000, exponent: -1, tileSize: 254, overlap: 1)
    #expect((0..<2).compactMap { level9.tile(column: $0, row: 0)?.pixelRect.width } == [255, 247])
    let level8 = try grid(1000, 1000, exponent: -2, tileSize: 254, overlap: 1)
    #expect(level8.count == 1)
    #expect(level8.tile(column: 0, row: 0)?.pixelRect.width == 250)
  }

  @Test func invalidSizesMakeNoGrid() {
    let level = TileLevel(exponent: 0)
    #expect(TileGrid(imageWidth: 0, imageHeight: 10, tileSize: 256, level: level) == nil)
    #expect(TileGrid(imageWidth: 10, imageHeight: 10, tileSize: 0, level: level) == nil)
    #expect(
      TileGrid(imageWidth: 10, imageHeight: 10, tileSize: 1, overlap: -1, level: level) == nil)
    #expect(
      TileGrid(
        imageWidth: 1_000_000, imageHeight: 1, tileSize: 1, level: TileLevel(exponent: 30)) == nil)
  }

  @Test func theTilesOfAVisibleRegion() throws {
    // B6: visible level pixels x 500 ..< 820, y 100 ..< 580 at level 0.25 are image pixels
    // 2000 ..< 3280, 400 ..< 2320: columns 1 ... 3, rows 0 ... 2.
    let level = try grid(3600, 2400, exponent: -2)
    let tiles = try #require(
      level.tiles(overlapping: LayoutRect(x: 2000, y: 400, width: 1280, height: 1920)))
    #expect(tiles.columns == 1...3)
    #expect(tiles.rows == 0...2)
    // A region ending exactly on a tile edge (image x 4096 = level 1024) does not reach it; a
    // region past the image asks for nothing beyond the last tile.
    #expect(level.columns(overlapping: 0, 4096) == 0...3)
    #expect(level.columns(overlapping: 1024, 1024.5) == 1...1)
    #expect(level.columns(overlapping: 3600, 5000) == nil)
    #expect(level.columns(overlapping: -500, 0) == nil)
  }

  @Test func axesAreExactAtCellStarts() {
    // Pages 340 points apart: an offset on a page's start shows that page alone, a fraction
    // past it the next one too (the sample's floor((maxX - 1) / S) missed it).
    let slots = TileAxis(length: 340)
    #expect(slots.indexes(overlapping: 340, 680) == 1...1)
    #expect(slots.indexes(overlapping: 340.5, 680.5) == 1...2)
    #expect(slots.indexes(overlapping: 170, 510) == 0...1)
    #expect(slots.indexes(overlapping: -30, 310) == -1...0)
    #expect(slots.indexes(overlapping: -30, 310, count: 5) == 0...0)
    #expect(slots.indexes(overlapping: 5, 5) == nil)
    // 3 · 0.7 rounds to 2.0999999999999996, and that divided by 0.7 rounds to 2.9999999999999996:
    // a division alone puts the start of cell 3 in cell 2.
    let tenths = TileAxis(length: 0.7)
    let start = tenths.start(of: 3)
    #expect((start / 0.7).rounded(.down) == 2)
    #expect(tenths.index(containing: start) == 3)
    #expect(tenths.indexes(overlapping: tenths.start(of: 1), start) == 1...2)
    // Far away and not finite: clamped, never trapping.
    #expect(slots.index(containing: 1e300) == TileAxis.indexLimit)
    #expect(slots.index(containing: -1e300) == -TileAxis.indexLimit)
    #expect(slots.index(containing: .nan) == 0)
    #expect(TileAxis(length: 0).length == 1)
  }

  @Test func theTilesOfARegionCoverItExactly() throws {
    // Property: for random images, tile sizes, levels and regions, the clipped source
    // rectangles of the tiles asked for are non-empty, meet the region, do not overlap, and
    // together cover region ∩ image with no gap.
    var random = SeededRandom(seed: 11)
    for _ in 0..<2_000 {
      let width = Int.random(in: 1...5_000, using: &random)
      let height = Int.random(in: 1...5_000, using: &random)
      let level = try grid(
        width, height, exponent: Int.random(in: -6...2, using: &random),
        tileSize: [1, 7, 100, 254, 256, 512].randomElement(using: &random) ?? 256)
      let x = Double.random(in: -500...Double(width), using: &random)
      let y = Double.random(in: -500...Double(height), using: &random)
      let region = LayoutRect(
        x: x, y: y, width: Double.random(in: 0.001...3_000, using: &random),
        height: Double.random(in: 0.001...3_000, using: &random))
      let visibleX = (max(region.minX, 0), min(region.maxX, Double(width)))
      let visibleY = (max(region.minY, 0), min(region.maxY, Double(height)))
      guard visibleX.0 < visibleX.1, visibleY.0 < visibleY.1 else {
        #expect(
          level.tiles(
            overlapping: LayoutRect(
              x: visibleX.0, y: visibleY.0, width: max(0, visibleX.1 - visibleX.0),
              height: max(0, visibleY.1 - visibleY.0))) == nil)
        continue
      }
      let clipped = LayoutRect(
        x: visibleX.0, y: visibleY.0, width: visibleX.1 - visibleX.0,
        height: visibleY.1 - visibleY.0)
      let tiles = try #require(level.tiles(overlapping: clipped), "\(level) \(clipped)")
      let columns = tiles.columns.compactMap { level.tile(column: $0, row: tiles.rows.lowerBound) }
      let rows = tiles.rows.compactMap { level.tile(column: tiles.columns.lowerBound, row: $0) }
      #expect(columns.count == tiles.columns.count && rows.count == tiles.rows.count)
      for (spans, lower, upper) in [
        (columns.map { ($0.sourceRect.minX, $0.sourceRect.maxX) }, visibleX.0, visibleX.1),
        (rows.map { ($0.sourceRect.minY, $0.sourceRect.maxY) }, visibleY.0, visibleY.1),
      ] {
        // Each span is non-empty and meets the region; consecutive spans share their edge
        // (no gap, no overlap); the first starts at or before the region, the last ends at
        // or after it.
        for span in spans {
          #expect(span.0 < span.1)
          #expect(span.0 < upper && span.1 > lower)
        }
        for (left, right) in zip(spans, spans.dropFirst()) { #expect(left.1 == right.0) }
        #expect((spans.first?.0 ?? .infinity) <= lower)
        #expect((spans.last?.1 ?? -.infinity) >= upper)
      }
    }
  }
}
