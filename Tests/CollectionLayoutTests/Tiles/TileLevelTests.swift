import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Levels of detail: exact powers of two, their names, snapping a measured scale, and which
/// level draws a zoom (hand-computed cases of the reference's B1-B10).
@Suite struct TileLevelTests {
  @Test func perMilleIsExactWithoutTrailingZeros() {
    let names = [1, 0, -1, -2, -3, -4, -5, -10].map { TileLevel(exponent: $0).perMille }
    #expect(names == ["2000", "1000", "500", "250", "125", "62.5", "31.25", "0.9765625"])
    #expect(TileLevel(exponent: 4).perMille == "16000")
    #expect(TileLevel(exponent: -20).perMille == "0.00095367431640625")
  }

  @Test func scalesAreExactPowersOfTwo() {
    #expect(TileLevel(exponent: -3).scale == 0.125)
    #expect(TileLevel(exponent: 2).scale == 4)
    #expect(TileLevel(exponent: -1000).exponent == TileLevel.exponents.lowerBound)
  }

  @Test func aMeasuredScaleSnapsToItsLevel() {
    // B7: the CTM of a 4509-pixel layer (openradar 8503490) and StackOverflow 4591791.
    #expect(TileLevel.nearest(toMeasuredScale: 0.124907158)?.exponent == -3)
    #expect(TileLevel.nearest(toMeasuredScale: 0.124861)?.exponent == -3)
    #expect(TileLevel.nearest(toMeasuredScale: 0.249945)?.exponent == -2)
    #expect(TileLevel.nearest(toMeasuredScale: 0.499889)?.exponent == -1)
    #expect(TileLevel.nearest(toMeasuredScale: 0.124907158)?.perMille == "125")
    // The boundary between 2^0 and 2^1 is sqrt(2) = 1.41421...
    #expect(TileLevel.nearest(toMeasuredScale: 1.414)?.exponent == 0)
    #expect(TileLevel.nearest(toMeasuredScale: 1.415)?.exponent == 1)
    #expect(TileLevel.nearest(toMeasuredScale: 0) == nil)
    #expect(TileLevel.nearest(toMeasuredScale: .nan) == nil)
    #expect(TileLevel.nearest(toMeasuredScale: -1) == nil)
  }

  @Test func levelsAreClampedToKeepAPixel() {
    let photoScroller = LevelsOfDetail(count: 4, bias: 0)
    #expect(photoScroller.exponents(forImageWidth: 3600, height: 2400) == -3...0)
    // B10: 20 levels of a 2400-pixel-high image: 2400 / 2^11 = 1.17 >= 1, 2400 / 2^12 < 1.
    #expect(LevelsOfDetail(count: 20).exponents(forImageWidth: 3600, height: 2400) == -11...0)
    #expect(LevelsOfDetail(count: 3, bias: 1).exponents(forImageWidth: 100, height: 100) == -1...1)
    #expect(LevelsOfDetail(count: 4).exponents(forImageWidth: 1, height: 1) == 0...0)
    #expect(LevelsOfDetail(count: 0).exponents(forImageWidth: 10, height: 10) == 0...0)
  }

  @Test func theLevelIsTheSmallestAtLeastTheEffectiveScale() {
    let levels = LevelsOfDetail(count: 4, bias: 0)
    func level(_ scale: Double) -> Int {
      levels.level(forEffectiveScale: scale, imageWidth: 3600, imageHeight: 2400).exponent
    }
    // B2: CuriousFrog fitted on a 320-point screen at scale 1, zoom 320/3600.
    #expect(level(320.0 / 3600) == -3)
    // B3, B4: 0.25 is a level; 0.3, 0.35 and 0.36 need 0.5.
    #expect(level(0.25) == -2)
    #expect([0.3, 0.35, 0.36].map(level) == [-1, -1, -1])
    // B5: zoom 0.3 on a display of scale 2 (0.6) needs 1.
    #expect(level(0.3 * 2) == 0)
    // Past the finest level: the finest; below the coarsest: the coarsest.
    #expect(level(2) == 0)
    #expect(level(0.001) == -3)
    #expect(level(0) == -3)
    #expect(level(.infinity) == -3)
  }

  @Test func roundingAboveALevelStaysOnIt() {
    let levels = LevelsOfDetail(count: 4, bias: 0)
    func level(_ scale: Double) -> Int {
      levels.level(forEffectiveScale: scale, imageWidth: 3600, imageHeight: 2400).exponent
    }
    // One image pixel per device pixel on a display of scale 3: 1/3 · 3 rounds to 1.
    #expect(level((1.0 / 3) * 3) == 0)
    #expect(level(0.5 * (1 + 1e-12)) == -1)
    // A real excess, beyond the tolerance of 1e-9, needs the next level.
    #expect(level(0.5 * (1 + 1e-8)) == 0)
  }

  @Test func photoScrollerNamesColumnThenRow() {
    let tile = TileGrid(
      imageWidth: 3600, imageHeight: 2400, tileSize: 256, level: TileLevel(exponent: -3))?
      .tile(column: 0, row: 1)
    #expect(
      tile.map { TileNaming.photoScroller.name(of: $0, image: "CuriousFrog") }
        == "CuriousFrog_125_0_1")
    #expect(
      TileNaming.photoScroller.name(
        column: 3, row: 1, level: TileLevel(exponent: -4), image: "a") == "a_62.5_3_1")
  }
}
