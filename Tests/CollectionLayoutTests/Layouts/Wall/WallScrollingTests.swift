import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Scrolling an endless wall: any path of relative scrolls shows what one scroll by their sum
/// shows (and what a reference model of the plane says), a fling across a recentre moves
/// nothing on screen by more than its scroll, positions stay exact 1e15 points away, and hit
/// tests answer the tile under a point.
@Suite struct WallScrollingTests {
  /// What the plane shows with the viewport's top-left corner at `x / 4`, `y / 4` points
  /// (quarter points, exact), worked in integers: each tile meeting the viewport by a
  /// positive area, with its image and its place in the viewport, as ``WallScreen`` lists
  /// them (by column, then row).
  static func referenceScreen(
    quarterX x: Int, quarterY y: Int, tile: Int, imageCount: Int, columnsPerRow: Int,
    width: Int, height: Int
  ) -> [String] {
    func floorDivision(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
    let side = 4 * tile
    let columns = floorDivision(x, side)...(floorDivision(x + 4 * width - 1, side))
    let rows = floorDivision(y, side)...(floorDivision(y + 4 * height - 1, side))
    var tiles: [String] = []
    for column in columns {
      for row in rows {
        let image = (((row * columnsPerRow + column) % imageCount) + imageCount) % imageCount
        let screenX = Double(column * side - x) / 4
        let screenY = Double(row * side - y) / 4
        tiles.append("wallTile/\(column)/\(row)#\(image)@(\(screenX),\(screenY))")
      }
    }
    return tiles
  }

  @Test func manyScrollsShowWhatTheirSumShows() throws {
    var random = SeededRandom(seed: 12)
    for trial in 0..<200 {
      let tile = [16, 40, 128, 300].randomElement(using: &random) ?? 128
      let imageCount = Int.random(in: 1...13, using: &random)
      let columnsPerRow = [1, 5, 12, 23_518].randomElement(using: &random) ?? 12
      let layout = try wallLayout(
        imageCount: imageCount, tile: Double(tile), columnsPerRow: columnsPerRow,
        width: 320, height: 200)
      var stepped = WallPlayer(layout)
      var sum = (x: 0, y: 0)  // quarter points
      let stepCount = Int.random(in: 1...12, using: &random)
      for _ in 0..<stepCount {
        // Mostly a finger's moves, sometimes a jump of up to 1e12 points, in quarter points.
        let scale = Bool.random(using: &random) ? 4_000 : 4_000_000_000_000
        let dx = Int.random(in: -scale...scale, using: &random)
        let dy = Int.random(in: -scale...scale, using: &random)
        sum = (sum.x + dx, sum.y + dy)
        stepped.scroll(by: LayoutPoint(x: Double(dx) / 4, y: Double(dy) / 4))
      }
      var once = WallPlayer(layout)
      once.scroll(by: LayoutPoint(x: Double(sum.x) / 4, y: Double(sum.y) / 4))
      let reference = Self.referenceScreen(
        quarterX: sum.x, quarterY: sum.y, tile: tile, imageCount: imageCount,
        columnsPerRow: columnsPerRow, width: 320, height: 200)
      #expect(stepped.screen == once.screen, "trial \(trial)")
      #expect(stepped.screen.tiles == reference, "trial \(trial)")
      // The scroll view's offset stays near the centre, however far the steps went.
      let centre = stepped.layout.horizontalRecentring.centre
      #expect(abs(stepped.offset.x - centre) <= stepped.layout.horizontalRecentring.threshold)
    }
  }

  @Test func aFlingAcrossARecentreMovesNothingMoreThanItsScroll() throws {
    let scenario = try ScenarioGoldens.scenario(named: "wall-fling-across-recentre")
    let frames = try scenario.frames()
    var recentres = 0
    for (previous, step) in zip(frames.steps, frames.steps.dropFirst()) {
      guard case .scrollBy(let delta) = scenario.steps[step.index - 1] else {
        Issue.record("step \(step.index) is not a scrollBy")
        continue
      }
      if step.customAttributes["recentered"] == .boolean(true) { recentres += 1 }
      let before = Dictionary(
        uniqueKeysWithValues: previous.elements.map {
          (
            $0.id,
            LayoutPoint(
              x: $0.frame.minX - previous.contentOffset.x,
              y: $0.frame.minY - previous.contentOffset.y)
          )
        })
      for element in step.elements {
        guard let old = before[element.id] else { continue }
        let moveX = element.frame.minX - step.contentOffset.x - old.x
        let moveY = element.frame.minY - step.contentOffset.y - old.y
        // On screen, each tile moves against the scroll, by the scroll, recentre or not.
        #expect(abs(moveX + delta.x) <= 1e-9, "step \(step.index) \(element.id)")
        #expect(abs(moveY + delta.y) <= 1e-9, "step \(step.index) \(element.id)")
      }
    }
    #expect(recentres == 1)
  }

  @Test func positionsAreExact1e15PointsAway() throws {
    // 1e15 = 7,812,500,000,000 tiles of 128: ten moves of 0.1 point land 1 point further.
    // As one Double, 1e15 + 0.1 is 1e15 + 0.125, and ten such moves end at 1e15 + 1.25.
    let far = try wallLayout(start: LayoutPoint(x: 1e15, y: -1e15))
    let near = try wallLayout()
    let steps = Array(repeating: ScenarioStep.scrollBy(LayoutPoint(x: 0.1, y: -0.1)), count: 10)
    let farFrames = try FramesDocument(layout: far, steps: steps)
    let nearFrames = try FramesDocument(layout: near, steps: steps)
    func position(_ step: FrameStep) -> CustomAttributes? {
      guard case .object(let position) = step.customAttributes["position"] else { return nil }
      return position
    }
    let last = try #require(farFrames.steps.last)
    #expect(position(last)?["x"] == .string("1000000000000001"))
    #expect(position(last)?["y"] == .string("-1000000000000001"))
    // Tile for tile and point for point, the screen is the one near the origin, moved by
    // whole tiles.
    for (farStep, nearStep) in zip(farFrames.steps, nearFrames.steps) {
      #expect(farStep.contentOffset == nearStep.contentOffset)
      #expect(farStep.elements.map(\.frame) == nearStep.elements.map(\.frame))
      let columns = zip(farStep.elements, nearStep.elements).map {
        $0.id.indexes[0] - $1.id.indexes[0]
      }
      #expect(Set(columns) == [7_812_500_000_000])
    }
    var double = 1e15
    for _ in 0..<10 { double += 0.1 }
    #expect(double == 1e15 + 1.25)
  }

  @Test func aHitTestAnswersTheTileUnderThePoint() throws {
    // Scrolled 100 points left of the origin, the point (10, 10) of the viewport is the
    // plane point (-90, 10): column -1 (x -128 ..< 0), row 0, 38 points into the tile;
    // image ((0 · 23518 + -1) mod 7 + 7) mod 7 = 6, "g".
    let layout = try WallLayout(
      configuration: WallConfiguration(
        imageNames: ["a", "b", "c", "d", "e", "f", "g"], start: LayoutPoint(x: -100, y: 0)),
      environment: LayoutEnvironment(viewport: LayoutSize(width: 320, height: 480)))
    let frames = try FramesDocument(
      layout: layout,
      steps: [.interaction(.hitTest(HitTestStep(point: LayoutPoint(x: 10, y: 10))))])
    let hit = frames.steps[1].customAttributes["hit"]
    #expect(
      hit
        == .object(
          CustomAttributes([
            ("column", .number(-1)), ("row", .number(0)), ("image", .number(6)),
            ("name", .string("g")), ("pointInTile", .point(LayoutPoint(x: 38, y: 10))),
            (
              "position",
              .object(CustomAttributes([("x", .string("-90")), ("y", .string("10"))]))
            ),
          ])))
    // The tile the hit test names is the element drawn under the point.
    let offset = frames.steps[1].contentOffset
    let under = frames.steps[1].elements.filter {
      $0.frame.minX <= offset.x + 10 && offset.x + 10 < $0.frame.maxX
        && $0.frame.minY <= offset.y + 10 && offset.y + 10 < $0.frame.maxY
    }
    #expect(under.map(\.id) == [.wallTile(column: -1, row: 0)])
  }

  @Test func tileViewsAreRecycledAndBounded() throws {
    // 320 × 480 with 128-point tiles shows at most 4 × 5 = 20 tiles: never more views.
    var player = WallPlayer(try wallLayout())
    var random = SeededRandom(seed: 3)
    for _ in 0..<500 {
      player.scroll(
        by: LayoutPoint(
          x: Double(Int.random(in: -300...300, using: &random)),
          y: Double(Int.random(in: -300...300, using: &random))))
      let shown = player.layout.visibleTiles(at: player.offset)
      #expect(shown.allSatisfy { player.layout.view(of: $0) != nil })
    }
    #expect(player.layout.pool.createdCount == 20)
  }
}
