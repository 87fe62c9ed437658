import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Tile pyramids by hand-computed numbers (the reference's D1 to D4), the cutter's bugs kept
/// fixed, and the invariants of every plan: each level's tiles partition it, none is empty,
/// every file name is unique.
@Suite struct TilePyramidTests {
  private func tile(
    _ pyramid: TilePyramid, level: Int, column: Int, row: Int
  ) throws -> Tile {
    try #require(pyramid.level(level)?.grid.tile(column: column, row: row))
  }

  @Test func deepZoomHasALevelPerHalvingOfTheLongerSide() {
    // ceil(log2(max(W, H))): 2^8 = 256 < 257 <= 2^9; 2^12 = 4096 < 7282 <= 8192 = 2^13.
    let expected: [(Int, Int, Int)] = [
      (1, 1, 0), (2, 1, 1), (3, 3, 2), (255, 255, 8), (256, 256, 8), (257, 257, 9),
      (1000, 600, 10), (600, 1000, 10), (1024, 1, 10), (1025, 1, 11), (3600, 2400, 12),
      (4509, 7282, 13), (100_000, 100_000, 17),
    ]
    for (width, height, maximum) in expected {
      #expect(TilePyramid.deepZoomMaximumLevel(width: width, height: height) == maximum)
    }
  }

  @Test func deepZoomLevelSizesRoundUp() throws {
    // Level L of 1000 × 600 is ceil(1000 / 2^(10 - L)) × ceil(600 / 2^(10 - L)).
    let pyramid = try TilePyramid(imageWidth: 1000, imageHeight: 600)
    #expect(pyramid.levelCount == 11)
    let sizes = pyramid.levelNumbers.compactMap { pyramid.level($0)?.grid }.map {
      [$0.levelWidth, $0.levelHeight]
    }
    #expect(
      sizes == [
        [1, 1], [2, 2], [4, 3], [8, 5], [16, 10], [32, 19], [63, 38], [125, 75], [250, 150],
        [500, 300], [1000, 600],
      ])
    #expect(pyramid.tileCount == 25)  // 9 single tiles, 2 × 2 at level 9, 4 × 3 at level 10
  }

  @Test func vipsDefaultsOn1000By1000() throws {
    // D3: tile 254, overlap 1 (dzsave's defaults).
    let pyramid = try TilePyramid(
      imageWidth: 1000, imageHeight: 1000, tileSize: 254, overlap: 1, name: "x")
    #expect(pyramid.levelCount == 11)
    let top = try #require(pyramid.level(10)?.grid)
    #expect((top.columns, top.rows) == (4, 4))
    let spans = try (0..<4).map { column in
      try tile(pyramid, level: 10, column: column, row: 0).pixelRect
    }.map { [$0.x, $0.x + $0.width] }
    #expect(spans == [[0, 255], [253, 509], [507, 763], [761, 1000]])
    let level9 = try (0..<2).map { try tile(pyramid, level: 9, column: $0, row: 0).pixelRect.width }
    #expect(level9 == [255, 247])
    #expect(try tile(pyramid, level: 8, column: 0, row: 0).pixelRect.width == 250)
    #expect(pyramid.tileCount == 29)
    #expect(pyramid.fileName(column: 3, row: 3, level: 10) == "x_files/10/3_3.jpeg")
  }

  @Test func curiousFrogInDeepZoomHas215Tiles() throws {
    // D4: levels 12 ... 8 are 15 × 10, 8 × 5, 4 × 3, 2 × 2, 1 × 1; levels 7 ... 0 one tile.
    let pyramid = try TilePyramid(imageWidth: 3600, imageHeight: 2400)
    let grids = try (8...12).map { try #require(pyramid.level($0)?.grid) }
    #expect(
      grids.map { [$0.columns, $0.rows] } == [[1, 1], [2, 2], [4, 3], [8, 5], [15, 10]])
    #expect(pyramid.tileCount == 215)
  }

  @Test func theBenchmarksPyramidHas204174Tiles() throws {
    // 100,000 × 100,000 in 256-pixel tiles, levels 17 ... 8: 391², 196², 98², 49², 25², 13², 7²,
    // 4², 2², 1; levels 7 ... 0 one each. 152,881 + 38,416 + 9,604 + 2,401 + 625 + 169 + 49
    // + 16 + 4 + 1 + 8 = 204,174.
    let pyramid = try TilePyramid(imageWidth: 100_000, imageHeight: 100_000)
    #expect(pyramid.levelCount == 18)
    #expect(pyramid.tileCount == 204_174)
    let top = try #require(pyramid.level(17)?.grid)
    #expect((top.columns, top.rows) == (391, 391))
    let corner = try tile(pyramid, level: 17, column: 390, row: 390)
    #expect((corner.pixelRect.width, corner.pixelRect.height) == (160, 160))  // 100,000 - 390 · 256
  }

  @Test func curiousFrogInPhotoScrollerHas206Tiles() throws {
    // D1: scales 1000, 500, 250, 125; the last tile at full size is (3584, 2304, 16, 96).
    let pyramid = try TilePyramid(
      imageWidth: 3600, imageHeight: 2400, format: .photoScroller, name: "CuriousFrog")
    #expect(pyramid.levelCount == 4)
    #expect(pyramid.tileCount == 206)
    #expect(pyramid.fileName(column: 14, row: 9, level: 3) == "CuriousFrog_1000_14_9.png")
    #expect(pyramid.fileName(column: 1, row: 1, level: 0) == "CuriousFrog_125_1_1.png")
    let full = try #require(pyramid.level(3)?.grid)
    #expect(full.tile(column: 15, row: 0) == nil)
    let last = try tile(pyramid, level: 3, column: 14, row: 9)
    #expect(last.sourceRect == LayoutRect(x: 3584, y: 2304, width: 16, height: 96))
    #expect(pyramid.deepZoomDescriptor == nil)
    #expect(pyramid.descriptorFileName == nil)
  }

  @Test func exactMultiplesGetNoEmptyColumnOrRow() throws {
    // D2: 2560 × 3840 in 256-pixel tiles is 10 × 15, not Tile-Cutter's 11 × 16.
    let pyramid = try TilePyramid(imageWidth: 2560, imageHeight: 3840, format: .photoScroller)
    let full = try #require(pyramid.level(3)?.grid)
    #expect((full.columns, full.rows) == (10, 15))
    let corner = try tile(pyramid, level: 3, column: 9, row: 14)
    #expect((corner.pixelRect.width, corner.pixelRect.height) == (256, 256))
  }

  @Test func overlapIsAddedOnInnerEdgesOnly() throws {
    // 1000 × 600, overlap 1: level 10's corner tile (3, 2) starts one pixel early on both
    // axes and ends at the image's edge: 1000 - 767 = 233, 600 - 511 = 89. Level 9 is
    // 500 × 300: its tile (1, 1) holds level pixels [255, 500) × [255, 300), image pixels
    // [510, 1000) × [510, 600).
    let pyramid = try TilePyramid(imageWidth: 1000, imageHeight: 600, overlap: 1)
    let corner = try tile(pyramid, level: 10, column: 3, row: 2)
    #expect(corner.pixelRect == PixelRect(x: 767, y: 511, width: 233, height: 89))
    let first = try tile(pyramid, level: 10, column: 0, row: 0)
    #expect(first.pixelRect == PixelRect(x: 0, y: 0, width: 257, height: 257))
    let inner = try tile(pyramid, level: 10, column: 1, row: 1)
    #expect(inner.pixelRect == PixelRect(x: 255, y: 255, width: 258, height: 258))
    let half = try tile(pyramid, level: 9, column: 1, row: 1)
    #expect(half.pixelRect == PixelRect(x: 255, y: 255, width: 245, height: 45))
    #expect(half.sourceRect == LayoutRect(x: 510, y: 510, width: 490, height: 90))
  }

  @Test func everyPlanPartitionsEachLevelWithUniqueNamesAndNoEmptyTile() throws {
    for (width, height) in [(1, 1), (255, 255), (256, 256), (257, 257), (1000, 600), (3, 700)] {
      for overlap in [0, 1, 5] {
        let pyramid = try TilePyramid(
          imageWidth: width, imageHeight: height, tileSize: 16, overlap: overlap)
        var names = Set<String>()
        for number in pyramid.levelNumbers {
          let grid = try #require(pyramid.level(number)?.grid)
          var coveredWidth = 0
          var coveredHeight = 0
          for row in 0..<grid.rows {
            for column in 0..<grid.columns {
              let tile = try #require(grid.tile(column: column, row: row))
              #expect(tile.pixelRect.width >= 1 && tile.pixelRect.height >= 1)
              #expect(tile.pixelRect.x + tile.pixelRect.width <= grid.levelWidth)
              #expect(tile.pixelRect.y + tile.pixelRect.height <= grid.levelHeight)
              #expect(
                names.insert(pyramid.fileName(column: column, row: row, level: number)).inserted)
              // The interior (without overlap) of the first row and column tiles the level.
              let interiorWidth = min((column + 1) * 16, grid.levelWidth) - column * 16
              let interiorHeight = min((row + 1) * 16, grid.levelHeight) - row * 16
              #expect(interiorWidth >= 1 && interiorHeight >= 1)
              if row == 0 { coveredWidth += interiorWidth }
              if column == 0 { coveredHeight += interiorHeight }
            }
          }
          #expect(coveredWidth == grid.levelWidth)
          #expect(coveredHeight == grid.levelHeight)
        }
        #expect(names.count == pyramid.tileCount)
      }
    }
  }

  @Test func theDescriptorIsDeepZoomXML() throws {
    let pyramid = try TilePyramid(
      imageWidth: 1000, imageHeight: 600, overlap: 1, name: "map", fileExtension: "png")
    #expect(pyramid.descriptorFileName == "map.dzi")
    #expect(
      pyramid.deepZoomDescriptor == """
        <?xml version="1.0" encoding="UTF-8"?>
        <Image xmlns="http://schemas.microsoft.com/deepzoom/2008" Format="png" Overlap="1" \
        TileSize="256">
          <Size Width="1000" Height="600"/>
        </Image>

        """)
  }

  @Test func outOfRangeValuesAreRefusedWithTheirRule() {
    let cases: [(TilePyramidError, () throws(TilePyramidError) -> TilePyramid)] = [
      (
        .imageWidthOutOfRange(0),
        { () throws(TilePyramidError) in try TilePyramid(imageWidth: 0, imageHeight: 1) }
      ),
      (
        .imageHeightOutOfRange(-3),
        { () throws(TilePyramidError) in try TilePyramid(imageWidth: 1, imageHeight: -3) }
      ),
      (
        .imageWidthOutOfRange(1_000_000_001),
        { () throws(TilePyramidError) in try TilePyramid(imageWidth: 1_000_000_001, imageHeight: 1)
        }
      ),
      (
        .tileSizeOutOfRange(65_537),
        { () throws(TilePyramidError) in
          try TilePyramid(imageWidth: 1, imageHeight: 1, tileSize: 65_537)
        }
      ),
      (
        .overlapOutOfRange(256, tileSize: 256),
        { () throws(TilePyramidError) in
          try TilePyramid(imageWidth: 1, imageHeight: 1, overlap: 256)
        }
      ),
      (
        .overlapWithPhotoScroller(1),
        { () throws(TilePyramidError) in
          try TilePyramid(imageWidth: 1, imageHeight: 1, overlap: 1, format: .photoScroller)
        }
      ),
      (
        .invalidName("a/b"),
        { () throws(TilePyramidError) in try TilePyramid(imageWidth: 1, imageHeight: 1, name: "a/b")
        }
      ),
      (
        .invalidName(".hidden"),
        { () throws(TilePyramidError) in
          try TilePyramid(imageWidth: 1, imageHeight: 1, name: ".hidden")
        }
      ),
      (
        .invalidFileExtension("PNG"),
        { () throws(TilePyramidError) in
          try TilePyramid(imageWidth: 1, imageHeight: 1, fileExtension: "PNG")
        }
      ),
    ]
    for (expected, make) in cases {
      #expect(throws: expected) { try make() }
    }
    #expect(
      TilePyramidError.imageWidthOutOfRange(0).description
        == "the tile pyramid's width must be a whole number of pixels from 1 to 1000000000; got 0")
    #expect(
      TilePyramidError.overlapOutOfRange(9, tileSize: 8).description
        == "the tile pyramid's overlap must be a whole number of pixels from 0 to 7 "
        + "(less than the tile size 8); got 9")
  }

  @Test func aViewerOnlyFindsLevelsThePlanHas() throws {
    let pyramid = try TilePyramid(imageWidth: 3600, imageHeight: 2400, format: .photoScroller)
    #expect(pyramid.level(for: TileLevel(exponent: 0))?.number == 3)
    #expect(pyramid.level(for: TileLevel(exponent: -3))?.number == 0)
    #expect(pyramid.level(for: TileLevel(exponent: -4)) == nil)
    #expect(pyramid.level(for: TileLevel(exponent: 1)) == nil)
    #expect(pyramid.level(4) == nil)
    #expect(pyramid.level(-1) == nil)
  }
}
