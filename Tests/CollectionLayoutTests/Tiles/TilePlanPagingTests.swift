import CollectionLayout
import Foundation
import Testing

/// The photo browser asks only for tiles its images' plans have: every tile element of the
/// tiled paging goldens' frames is, by file name, level and pixel size, a tile of the
/// PhotoScroller plan of its page's image (what `collection-layout tiles --format
/// photoscroller` writes for it).
@Suite struct TilePlanPagingTests {
  @Test(arguments: ["paging-tiles-scale1", "paging-tiles-scale2", "demo-photos"])
  func everyTileAPageAsksForIsInItsPlan(scenarioName: String) throws {
    let path = ScenarioGoldens.scenariosDirectory + "/\(scenarioName).json"
    let bytes = try #require(FileManager.default.contents(atPath: path))
    let scenario = try ScenarioDecoder.decode(Array(bytes))
    guard let configuration = scenario.layout.configuration(as: PagingConfiguration.self),
      let options = configuration.tiles
    else {
      Issue.record("\(scenarioName) is not a tiled paging scenario")
      return
    }
    var checked = 0
    for step in try scenario.frames().steps {
      for tile in step.elements where tile.id.kind == .tile {
        // The page's image, as the page element of the same step reports it.
        let page = try #require(
          step.elements.first {
            $0.id.kind == .page && $0.id.indexes.count == 1
              && $0.id.indexes.first == tile.id.indexes.first
          })
        guard case .string(let name) = page.customAttributes["name"],
          let imageSize = page.customAttributes["imageSize"]?.sizeValue
        else {
          Issue.record("\(page.id) has no name or image size")
          continue
        }
        let pyramid = try TilePyramid(
          imageWidth: Int(imageSize.width), imageHeight: Int(imageSize.height),
          tileSize: options.tileSize, format: .photoScroller, name: name,
          levels: options.levels)
        let level = try #require(
          pyramid.level(for: TileLevel(exponent: tile.id.indexes[1])),
          "\(tile.id) asks for a level its plan does not have")
        let column = tile.id.indexes[2]
        let row = tile.id.indexes[3]
        let planned = try #require(
          level.grid.tile(column: column, row: row),
          "\(tile.id) asks for a tile its plan does not have")
        #expect(
          tile.customAttributes["name"]
            == .string(
              String(pyramid.fileName(column: column, row: row, level: level.number).dropLast(4))))
        #expect(
          tile.customAttributes["pixelSize"]
            == .size(
              LayoutSize(
                width: Double(planned.pixelRect.width), height: Double(planned.pixelRect.height))))
        checked += 1
      }
    }
    #expect(checked > 0)
  }
}
