import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The image formula `((r · C + c) mod N + N) mod N`, worked by hand (next-capabilities C1 to
/// C4, C7): negative coordinates, periods, counts that do not divide the columns, and no
/// overflow at any coordinate.
@Suite struct WallFormulaTests {
  /// The recipe's C = ⌊3,010,349 / 128⌋ = 23,518 with 7 albums.
  let recipe = (columns: 23_518, count: 7)

  @Test func theRecipesColumnsPerRow() {
    #expect(3_010_349 / 128 == WallConfiguration.recipeColumnsPerRow)
    #expect(3_010_349 % 128 == 45)
  }

  @Test func negativeColumnsWrapToTheLastImages() {
    // C3: x = -100 is column -1; a C `%` gives -1, the formula 6.
    #expect(TileAxis(length: 128).index(containing: -100) == -1)
    #expect(WallTile(column: -1, row: 0).image(amongCount: 7, columnsPerRow: 23_518) == 6)
    #expect(WallTile(column: -7, row: 0).image(amongCount: 7, columnsPerRow: 23_518) == 0)
    #expect(WallTile(column: -8, row: 0).image(amongCount: 7, columnsPerRow: 23_518) == 6)
    // Row -1: -23518 mod 7 = -23518 + 7·3360 = 2, so column 0 of row -1 is image 2.
    #expect(WallTile(column: 0, row: -1).image(amongCount: 7, columnsPerRow: 23_518) == 2)
    // Row -1, column -3: (-23518 - 3) mod 7 = (2 - 3) mod 7 = 6.
    #expect(WallTile(column: -3, row: -1).image(amongCount: 7, columnsPerRow: 23_518) == 6)
  }

  @Test func theRecipesFirstScreen() throws {
    // C2: rows 11759 ... 11762, columns 11759 ... 11761.
    let expected = [[1, 2, 3], [6, 0, 1], [4, 5, 6], [2, 3, 4]]
    for (index, row) in (11_759...11_762).enumerated() {
      let images = (11_759...11_761).map {
        WallTile(column: $0, row: row).image(amongCount: 7, columnsPerRow: 23_518)
      }
      #expect(images == expected[index], "row \(row)")
    }
  }

  @Test func periods() {
    // C4: 23518 mod 7 = 5, gcd(5, 7) = 1: rows repeat every 7; with 10 images 23518 mod 10
    // = 8, gcd(8, 10) = 2: every 5 rows.
    func row(_ r: Int, count: Int) -> [Int] {
      (0..<count).map {
        WallTile(column: $0, row: r).image(amongCount: count, columnsPerRow: 23_518)
      }
    }
    #expect(row(0, count: 7) != row(3, count: 7))
    #expect(row(0, count: 7) == row(7, count: 7))
    #expect(row(-2, count: 7) == row(5, count: 7))
    #expect(row(0, count: 10) == row(5, count: 10))
    #expect(row(0, count: 10) != row(1, count: 10))
    // Each row is the one above shifted by C mod N images: row 1 starts at image 5 of 7.
    #expect(row(1, count: 7) == [5, 6, 0, 1, 2, 3, 4])
  }

  @Test func aCountThatDoesNotDivideTheColumns() {
    // 5 images, 12 columns per row: row r + 1 is row r shifted by 12 mod 5 = 2.
    let images = (0..<3).map { row in
      (0..<12).map { WallTile(column: $0, row: row).image(amongCount: 5, columnsPerRow: 12) }
    }
    #expect(images[0] == [0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1])
    #expect(images[1] == [2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3])
    #expect(images[2] == [4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0])
  }

  @Test func noOverflowAtAnyCoordinate() {
    // r · C would overflow Int64: 9.2e18 · 23518. Reduced first, it does not.
    let far = WallTile(column: .max, row: .max)
    let image = far.image(amongCount: 7, columnsPerRow: 23_518)
    // 2^3 ≡ 1 (mod 7), so 2^63 ≡ 1: Int.max = 2^63 - 1 ≡ 0, image (0 · 5 + 0) mod 7 = 0;
    // Int.min = -2^63 ≡ 6, image (6 · 5 + 6) mod 7 = 1.
    #expect(image == 0)
    #expect(WallTile(column: .min, row: .min).image(amongCount: 7, columnsPerRow: 23_518) == 1)
    // A count near Int.max: the sum is reduced without passing it.
    let huge = Int.max - 1
    let tile = WallTile(column: huge - 1, row: 1)
    #expect(tile.image(amongCount: huge, columnsPerRow: 3) == 2)  // (3 + huge - 1) mod huge
    #expect(WallTile(column: 5, row: 5).image(amongCount: 0, columnsPerRow: 3) == 0)
  }

  @Test func theImageAtATileNeverChangesWithTheScroll() throws {
    var player = WallPlayer(try wallLayout())
    let tile = ElementID.wallTile(column: 2, row: 1)
    let before = player.layout.attributes(for: tile, pins: nil)?.customAttributes["image"]
    player.scroll(by: LayoutPoint(x: 40_000, y: -7_000))
    let after = player.layout.attributes(for: tile, pins: nil)?.customAttributes["image"]
    #expect(before == after)
    #expect(before == .number(Double((1 * 23_518 + 2) % 7)))
  }
}
