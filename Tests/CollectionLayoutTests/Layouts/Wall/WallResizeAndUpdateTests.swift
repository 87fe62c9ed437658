import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// A wall through a rotation and through updates of its images: the plane point at the
/// viewport's top-left corner stays, the offset comes back near the new centre, and tiles keep
/// their ids and views while their images follow the new count.
@Suite struct WallResizeAndUpdateTests {
  @Test func aResizeKeepsThePlanePoint() throws {
    // Start at (100.5, -7.25): column 0 + 100.5, row -1 + 120.75.
    let layout = try wallLayout(start: LayoutPoint(x: 100.5, y: -7.25))
    let before = layout.initialContentOffset
    // 320 × 480: centres 2340 and 2260; offsets 100.5 + 128k and 120.75 + 128k nearest them:
    // 2404.5 (64.5 away; 2276.5 is 63.5 away, nearer) so 2276.5, and 2296.75 (36.75 away).
    #expect(before == LayoutPoint(x: 2276.5, y: 2296.75))
    let resized = try layout.resized(to: LayoutSize(width: 480, height: 320), from: before)
    // 480 × 320: centres 2260 and 2340: 2276.5 (16.5 away) and 2296.75 (43.25 away; 2424.75
    // is 84.75 away).
    #expect(resized.contentOffset == LayoutPoint(x: 2276.5, y: 2296.75))
    let position = resized.layout.position(at: resized.contentOffset)
    #expect(position.x.decimalText(tileLength: 128) == "100.5")
    #expect(position.y.decimalText(tileLength: 128) == "-7.25")
    #expect(throws: LayoutError.self) {
      _ = try layout.resized(to: LayoutSize(width: 0, height: 320), from: before)
    }
  }

  @Test func anUpdateKeepsTheTilesAndTheirViews() throws {
    // 3 images on rows of 3 columns: tile (c, r) shows (3r + c) mod 3 = c mod 3; with a
    // fourth image, (3r + c) mod 4.
    let player = WallPlayer(try wallLayout(imageCount: 3, columnsPerRow: 3))
    let tile = WallTile(column: 1, row: 1)
    let view = player.layout.view(of: tile)
    #expect(player.layout.image(of: tile) == 1)
    let update = try LayoutUpdate(
      layout: player.layout, contentOffset: player.offset,
      batch: BatchUpdate(insertItems: [ItemPath(section: 0, item: 0)]))
    let after = update.newLayout
    #expect(after.imageCount == 4)
    #expect(after.image(of: tile) == 0)  // (3 + 1) mod 4
    #expect(after.view(of: tile) == view)
    #expect(after.origin == player.layout.origin)
    #expect(after.frame(of: tile) == player.layout.frame(of: tile))
  }
}
