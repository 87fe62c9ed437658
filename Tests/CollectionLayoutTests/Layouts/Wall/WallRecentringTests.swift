import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// StreetScroller's recentring, by whole tiles (next-capabilities C5, C6): the content, the
/// centre, the threshold, when a recentre happens, and that nothing moves on screen when it
/// does.
@Suite struct WallRecentringTests {
  @Test func theContentCentreAndThreshold() {
    // C5: E = 5000, V = 320: centre 2340, threshold 1250.
    let phone = WallRecentring(tileLength: 128, viewportLength: 320)
    #expect(phone.extent == 5000)
    #expect(phone.centre == 2340)
    #expect(phone.threshold == 1250)
    // A large screen: 4 · (1366 + 128) = 5976.
    let tablet = WallRecentring(tileLength: 128, viewportLength: 1366)
    #expect(tablet.extent == 5976)
    #expect(tablet.centre == 2305)
    #expect(tablet.threshold == 1494)
    // The resting range and the viewport stay inside the content.
    for recentring in [phone, tablet, WallRecentring(tileLength: 4096, viewportLength: 1)] {
      #expect(recentring.centre - recentring.threshold >= 0)
      #expect(
        recentring.centre + recentring.threshold + recentring.viewportLength
          <= recentring.extent)
    }
  }

  @Test func whenTheOffsetIsRecentred() {
    let rule = WallRecentring(tileLength: 128, viewportLength: 320)
    // C5: 3591 is 1251 past the centre (> 1250): round(1251 / 128) = round(9.77) = 10 tiles,
    // so 3591 - 1280 = 2311, within 64 of 2340; 3590 is not recentred, nor is 1090; 1089 is.
    #expect(rule.tilesToShift(at: 3591) == 10)
    #expect(rule.tilesToShift(at: 3590) == 0)
    #expect(rule.tilesToShift(at: 1090) == 0)
    #expect(rule.tilesToShift(at: 1089) == -10)
    // Half a tile rounds away from zero: 2340 + 1280 + 64 = 3684 is 10.5 tiles away.
    #expect(rule.tilesToShift(at: 3684) == 11)
    #expect(rule.tilesToShift(at: 3683.999) == 10)
    #expect(rule.tilesToShift(at: 2340 - 1344) == -11)
    // 1e12 away: 7812499982 tiles, exactly (1e12 - 2340 = 7812499981.72 tiles).
    #expect(rule.tilesToShift(at: 1e12) == 7_812_499_982)
    let shifted: Double = 1e12 - 7_812_499_982 * 128
    #expect(shifted == 2_304)
  }

  @Test func aRecentreMovesNothingOnScreen() throws {
    var player = WallPlayer(try wallLayout(imageCount: 7))
    // The origin's tile edge nearest the centre: x 2304 (centre 2340), y 2304 (centre
    // (5000 - 480) / 2 = 2260; 2176 is 84 away, 2304 only 44).
    #expect(player.offset == LayoutPoint(x: 2304, y: 2304))
    let before = player.layout.screen(
      at: LayoutPoint(x: player.offset.x + 1251, y: player.offset.y))
    player.scroll(by: LayoutPoint(x: 1251, y: 0))
    // 2304 + 1251 = 3555 is 1215 past the centre: no recentre yet.
    #expect(player.recentres.isEmpty)
    #expect(player.screen == before)
    let next = player.layout.screen(at: LayoutPoint(x: player.offset.x + 40, y: player.offset.y))
    player.scroll(by: LayoutPoint(x: 40, y: 0))
    // 3595: 1255 past, 9.8 tiles: back by 10 tiles to 2315.
    #expect(player.recentres == [LayoutPoint(x: -1280, y: 0)])
    #expect(player.offset == LayoutPoint(x: 2315, y: 2304))
    #expect(player.screen == next)
    #expect(player.layout.origin == WallTile(column: -8, row: -18))
  }

  @Test func theOffsetStaysBoundedAnywhere() throws {
    var player = WallPlayer(try wallLayout())
    let rule = player.layout.horizontalRecentring
    let moves: [Double] = [1e12, -3e12, 0.5, 1e12, 77, -1e12, 1e9]
    for move in moves {
      player.scroll(by: LayoutPoint(x: move, y: -move))
      #expect(abs(player.offset.x - rule.centre) <= 64)
      #expect(abs(player.offset.y - player.layout.verticalRecentring.centre) <= 64)
    }
    // The sum of the moves, 1e9 - 2e12 + 77.5, exactly.
    #expect(
      player.layout.position(at: player.offset).x.decimalText(tileLength: 128)
        == "-1998999999922.5")
    #expect(
      player.layout.position(at: player.offset).y.decimalText(tileLength: 128)
        == "1998999999922.5")
  }

  @Test func theFloatStepOfTheOffsets() {
    // C6: a Float's step at the recipe's offsets, and at the wall's.
    #expect(Float(3_010_349).ulp == 0.25)
    #expect(Float(1_505_174).ulp == 0.125)
    #expect(Float(16_384).ulp == 0.001953125)
    #expect(Float(WallRecentring(tileLength: 128, viewportLength: 320).extent).ulp <= 0.0005)
  }
}
