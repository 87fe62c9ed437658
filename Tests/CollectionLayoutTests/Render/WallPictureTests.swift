import CollectionLayout
import Foundation
import Testing

@testable import CollectionLayoutCommandLine

/// Pictures of an endless wall drawn from its frames alone: tiles labelled with their image
/// and filled in its colour, and the plane position and recentre of the step.
@Suite struct WallPictureTests {
  /// The frames of a scenario of the goldens, as a renderer reads them.
  static func frames(_ name: String) throws -> FramesDocument {
    try ScenarioGoldens.framesReadBack(ofScenarioNamed: name)
  }

  @Test func tilesAreLabelledWithTheirImage() throws {
    // The recipe's first screen: tile (11760, 11760) shows image 0, abbey-road.
    let scene = try FrameScene(frames: Self.frames("wall-first-screen"), step: 0)
    let tile = try #require(scene.boxes.first { $0.id == .wallTile(column: 11760, row: 11760) })
    #expect(tile.label == "abbey-road")
    #expect(tile.sublabel == "11760, 11760")
    #expect(tile.fill == Palette.imageFills[0])
    #expect(scene.pageViews == "plane (1505174, 1505174); 12 views")
    let svg = SVGPicture.svg(of: scene)
    #expect(svg.contains(">abbey-road</text>"))
    #expect(svg.contains("fill=\"\(Palette.imageFills[0])\""))
  }

  @Test func unnamedImagesAndTheRecentre() throws {
    // The fling's step 32 recentres by 10 tiles; its images have no names.
    let scene = try FrameScene(frames: Self.frames("wall-fling-across-recentre"), step: 32)
    #expect(scene.pageViews == "plane (1290.062, -322.516); recentred by (-1280, 0); 20 views")
    let tile = try #require(scene.boxes.first { $0.id == .wallTile(column: 11, row: -2) })
    // ((-2 · 23518 + 11) mod 7 + 7) mod 7: -47025 = -6718 · 7 + 1, so image 1.
    #expect(tile.label == "#1")
    #expect(tile.fill == Palette.imageFills[1])
  }
}

extension WallPictureTests {
  @Test func theDocumentationPictureOfTheRecentreIsCurrent() throws {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    let path = url.appendingPathComponent(
      "Sources/CollectionLayout/Documentation.docc/Resources/wall-recentre.svg"
    ).path
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == SVGPicture.svg(of: Self.frames("wall-fling-across-recentre"), step: 32),
      """
      wall-recentre.svg is out of date; draw it again:
      swift run collection-layout render Snapshots/wall-fling-across-recentre.frames.json \
      --svg --step 32 -o \(path)
      """)
  }
}

extension WallPictureTests {
  @Test func validateSummarisesAWall() {
    let named =
      #"{"version": 1, "viewport": {"width": 320, "height": 480}, "layout": {"kind": "wall", "images": ["a", "b"]}, "steps": [{"scrollBy": {"x": -5, "y": 0}}]}"#
    let counted =
      #"{"version": 1, "viewport": {"width": 320, "height": 480}, "layout": {"kind": "wall", "imageCount": 1}}"#
    #expect(
      runTool(["validate", "-"], input: named).outputText
        == "standard input: valid (2 images, 1 step)\n")
    #expect(
      runTool(["validate", "-"], input: counted).outputText
        == "standard input: valid (1 image, 0 steps)\n")
  }
}
