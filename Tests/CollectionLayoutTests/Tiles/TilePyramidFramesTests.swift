import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCommandLine
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// A plan's level as frames, for the player: a page, its image and one tile element per tile,
/// at the tiles' interiors scaled to a 1,024-point viewport.
@Suite struct TilePyramidFramesTests {
  @Test func aLevelIsAGridOfTilesOnAPage() throws {
    // 1000 × 600 at 1024 / 1000 = 1.024 points per pixel: a 1024 × 614.4 viewport. Tile (3, 2)
    // of level 10 covers image pixels [768, 1000) × [512, 600) without overlap: 232 × 88,
    // so (786.432, 524.288, 237.568, 90.112); its bitmap holds [767, 1000) × [511, 600).
    let pyramid = try TilePyramid(imageWidth: 1000, imageHeight: 600, overlap: 1)
    let frames = try #require(pyramid.frames(ofLevel: 10))
    let step = try #require(frames.steps.first)
    #expect(frames.steps.count == 1)
    #expect(step.viewport == LayoutSize(width: 1024, height: 614.4))
    #expect(step.elements.count == 2 + 12)
    #expect(step.elements.map(\.id.kind).prefix(3) == [.page, .image, .tile])
    let corner = try #require(step.elements.last)
    #expect(corner.id == .tile(page: 0, levelExponent: 0, column: 3, row: 2))
    let frame = corner.frame
    let expected = [786.432, 524.288, 237.568, 90.112]
    for (value, wanted) in zip([frame.minX, frame.minY, frame.width, frame.height], expected) {
      #expect(abs(value - wanted) < 1e-9)
    }
    #expect(corner.customAttributes["name"] == .string("image_files/10/3_2.jpeg"))
    #expect(corner.customAttributes["pixelSize"] == .size(LayoutSize(width: 233, height: 89)))
    #expect(
      corner.customAttributes["sourceRect"]
        == .rect(LayoutRect(x: 767, y: 511, width: 233, height: 89)))
    #expect(step.customAttributes["columns"] == .number(4))
  }

  @Test func levelsThatDoNotExistOrAreTooLargeHaveNoFrames() throws {
    let pyramid = try TilePyramid(imageWidth: 100_000, imageHeight: 100_000)
    #expect(pyramid.frames(ofLevel: 18) == nil)
    #expect(pyramid.frames(ofLevel: 17) == nil)  // 391 × 391 = 152,881 tiles
    #expect(pyramid.frames(ofLevel: 16)?.steps.first?.elements.count == 2 + 196 * 196)
  }

  @Test func theCommandWritesFramesThatRenderDraws() throws {
    let frames = runTool(["tiles", "--width", "257", "--height", "257", "--frames", "9"])
    #expect(frames.status == .success)
    let page = runTool(["render", "-"], input: frames.outputText)
    #expect(page.status == .success)
    #expect(page.errors == "")
    let svg = runTool(["render", "-", "--svg"], input: frames.outputText)
    #expect(svg.status == .success)
    // Tile (1, 1) is 1 × 1 pixel, too small for its label; tile (0, 0) has one: the file
    // name the plan gives it, over its column and row.
    #expect(svg.outputText.contains(">image_files/9/0_0.jpeg</text>"))
    #expect(svg.outputText.contains(">0, 0</text>"))
  }

  @Test(arguments: [
    (
      ["--width", "257", "--height", "257", "--frames", "10"],
      "option '--frames' needs a level number from 0 to 9, got '10'"
    ),
    (
      ["--width", "257", "--height", "257", "--frames", "x"],
      "option '--frames' needs a level number (0, 1, 2, ...), got 'x'"
    ),
    (
      ["--width", "100000", "--height", "100000", "--frames", "17"],
      "level 17 has 152881 tiles, more than the 100000 that '--frames' draws; pick a coarser level"
    ),
  ])
  func badLevelsAreNamed(arguments: [String], message: String) {
    let result = runTool(["tiles"] + arguments)
    #expect(result.status == .invalidInput)
    #expect(
      result.errors
        == "collection-layout: \(message)\nRun 'collection-layout tiles --help' for usage.\n")
  }
}
