import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Plane coordinates as a tile and a bounded offset: split exactly, moved exactly, written
/// exactly, 1e15 points from the origin as at the origin.
@Suite struct WallCoordinateTests {
  @Test func splitsIntoATileAndAnOffset() throws {
    let cases: [(Double, Int, Double)] = [
      (0, 0, 0), (127.5, 0, 127.5), (128, 1, 0), (-0.25, -1, 127.75), (-128, -1, 0),
      (-129, -2, 127), (1_505_174, 11_759, 22), (1e15, 7_812_500_000_000, 0),
      (-1e15 - 0.5, -7_812_500_000_001, 127.5),
    ]
    for (value, tile, offset) in cases {
      let coordinate = try #require(WallCoordinate(value, tileLength: 128))
      #expect(coordinate == WallCoordinate(tile: tile, offset: offset), "\(value)")
    }
    #expect(WallCoordinate(.infinity, tileLength: 128) == nil)
    #expect(WallCoordinate(.nan, tileLength: 128) == nil)
    #expect(WallCoordinate(0x1p62, tileLength: 128) == nil)
    #expect(WallCoordinate(5, tileLength: 0) == nil)
    #expect(
      WallCoordinate(-5, tileLength: .max) == WallCoordinate(tile: -1, offset: .init(Int.max - 5)))
  }

  @Test func decimalTextIsExactAtAnyDistance() {
    func text(_ tile: Int, _ offset: Double) -> String {
      WallCoordinate(tile: tile, offset: offset).decimalText(tileLength: 128)
    }
    #expect(text(0, 0) == "0")
    #expect(text(0, 70.25) == "70.25")
    #expect(text(-1, 27.5) == "-100.5")
    #expect(text(-1, 127.9994) == "-0.001")  // -0.0006
    #expect(text(0, 0.0006) == "0.001")
    #expect(text(0, 0.0004) == "0")
    #expect(text(-1, 127.9996) == "0")  // -0.0004 rounds to zero, written without a sign
    #expect(text(7_812_500_000_000, 0.3) == "1000000000000000.3")
    #expect(text(-7_812_500_000_001, 127.7) == "-1000000000000000.3")
    // As one Double, 1e15 + 0.3 is 1000000000000000.25: the wall keeps what it loses.
    #expect(1e15 + 0.3 == 1_000_000_000_000_000.25)
    #expect(text(0, 127.99999) == "128")
  }

  @Test func movingKeepsTheFractionFarFromTheOrigin() throws {
    // 1e15 points away, ten moves of 0.1 point land where they land at the origin, tile
    // for tile.
    var far = try #require(WallCoordinate(1e15, tileLength: 128))
    var near = WallCoordinate(tile: 0, offset: 0)
    for _ in 0..<10 {
      far = try #require(far.adding(0.1, tileLength: 128))
      near = try #require(near.adding(0.1, tileLength: 128))
    }
    #expect(far.offset == near.offset)
    #expect(far.tile == near.tile + 7_812_500_000_000)
    #expect(far.decimalText(tileLength: 128) == "1000000000000001")
    // One Double accumulating the same moves drifts: each 0.1 rounds to its step, 0.125.
    var double = 1e15
    for _ in 0..<10 { double += 0.1 }
    #expect(double == 1e15 + 1.25)  // 10 rounded steps of 0.125
    // Moving back and across tiles.
    let back = try #require(far.adding(-1.25, tileLength: 128))
    #expect(back.decimalText(tileLength: 128) == "999999999999999.75")
    #expect(far.adding(.infinity, tileLength: 128) == nil)
    #expect(WallCoordinate(tile: .max, offset: 127).adding(1, tileLength: 128) == nil)
  }
}
