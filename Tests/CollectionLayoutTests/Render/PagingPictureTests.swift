import CollectionLayout
import Foundation
import Testing

@testable import CollectionLayoutCommandLine

/// Pictures of a paging layout drawn from its frames alone: images and tiles clipped by their
/// pages (through updates and zooms too), tiles coloured by level, the screen inside the wider
/// paging scroll view, and the page views.
@Suite struct PagingPictureTests {
  /// The frames of the built-in photo browser, as a renderer reads them.
  static let photos: FramesDocument = {
    do {
      return try FramesReader.read(
        FramesWriter.utf8(for: ScenarioDecoder.decode(DemoScenario.photosJSON).frames()))
    } catch {
      return FramesDocument(
        environment: LayoutEnvironment(viewport: LayoutSize(width: 1, height: 1)), steps: [])
    }
  }()

  @Test func imagesAndTilesAreClippedByTheirPage() throws {
    // Step 3: CuriousFrog on page 1 at zoom 0.12, tiles of level 0.25.
    let scene = try FrameScene(frames: Self.photos, step: 3)
    let page = LayoutRect(x: 350, y: 0, width: 320, height: 480)
    #expect(scene.boxes.first?.id == .page(1))
    #expect(scene.boxes.filter { $0.id.kind == .page }.allSatisfy { $0.clip == nil })
    let clipped = scene.boxes.filter { $0.id.kind == .image || $0.id.kind == .tile }
    #expect(clipped.count == 13)
    #expect(clipped.allSatisfy { $0.clip == page })
    #expect(Set(clipped.compactMap(\.tileLevel)) == [0.25])
    #expect(scene.screen == LayoutRect(x: 350, y: 0, width: 320, height: 480))
    #expect(scene.pageViews == "views: page 1 #1; reusable #0; 2 made")
  }

  @Test func aZoomsTilesAreClippedOnEachSide() throws {
    // Step 7 zooms page 1 out from 0.5 to its minimum, frame 4 of its animation: the tiles of
    // level 1 (deleted) and of level 0.25 (inserted) are both clipped by page 1, which is
    // kept; in step 3's zoom (0.089 to 0.12) the level stays 0.25 and the tiles are kept.
    let scene = try FrameScene(frames: Self.photos, step: 7, animationFrame: 4)
    let tiles = scene.boxes.filter { $0.id.kind == .tile }
    #expect(Set(tiles.compactMap(\.change)) == [.inserted, .deleted])
    #expect(tiles.allSatisfy { $0.clip?.minX == 350 })
    #expect(Set(tiles.compactMap(\.tileLevel)) == [1, 0.25])
    let kept = try FrameScene(frames: Self.photos, step: 3, animationFrame: 4)
    #expect(Set(kept.boxes.filter { $0.id.kind == .tile }.compactMap(\.change)) == [.kept])
  }

  @Test func anImageWithoutItsPageIsNotDrawn() {
    let image = LayoutAttributes(
      id: .image(ofPage: 4), frame: LayoutRect(x: 0, y: 0, width: 10, height: 10), zIndex: 1)
    let step = FrameStep(
      index: 0, action: .initial, viewport: LayoutSize(width: 340, height: 480),
      contentOffset: .zero, contentSize: LayoutSize(width: 340, height: 480), elements: [image])
    let frames = FramesDocument(
      environment: LayoutEnvironment(viewport: LayoutSize(width: 340, height: 480)), steps: [step])
    #expect((try? FrameScene(frames: frames, step: 0))?.boxes.isEmpty == true)
  }

  @Test func theSVGShadesThePaddingAndColoursTilesByLevel() throws {
    let svg = try SVGPicture.svg(of: Self.photos, step: 3)
    // The padding on each side of the screen, 10 points, shaded.
    #expect(
      svg.contains(
        ##"<rect x="16" y="63" width="10" height="480" fill="#5F6368" fill-opacity="0.45"/>"##))
    #expect(
      svg.contains(
        ##"<rect x="346" y="63" width="10" height="480" fill="#5F6368" fill-opacity="0.45"/>"##))
    #expect(
      svg.contains(
        ##"<clipPath id="clip1"><rect x="350" y="0" width="320" height="480"/></clipPath><g clip-path="url(#clip1)">"##
      ))
    #expect(svg.contains(##"stroke="#E37400""##))
    #expect(svg.contains(##"<tspan x="16" dy="15">views: page 1 #1; reusable #0; 2 made</tspan>"##))
    #expect(svg.contains(">tile 250</text>"))
    #expect(svg.contains(">off screen</text>"))
    // A grid picture has none of it.
    let grid = try SVGPicture.svg(of: TinyFrames.frames, step: 0)
    #expect(!grid.contains("off screen") && !grid.contains("clipPath id=\"clip"))
    #expect(
      Palette.tileColor(scale: 1) == "#1A73E8" && Palette.tileColor(scale: 1.0 / 64) == "#5F6368")
  }

  @Test func theDocumentationPictureOfTheZoomedPageIsCurrent() throws {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    let path = url.appendingPathComponent(
      "Sources/CollectionLayout/Documentation.docc/Resources/photos-zoomed.svg"
    ).path
    #expect(
      try String(contentsOfFile: path, encoding: .utf8) == SVGPicture.svg(of: Self.photos, step: 3),
      """
      photos-zoomed.svg is out of date; draw it again:
      swift run collection-layout demo -o /tmp/demo && swift run collection-layout render \
      /tmp/demo/photos.frames.json --svg --step 3 -o \(path)
      """)
  }
}
