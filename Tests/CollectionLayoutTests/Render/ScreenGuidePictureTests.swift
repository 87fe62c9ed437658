import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCommandLine

/// The safe area's bands and the margins' lines of a device's screen in an SVG picture.
@Suite struct ScreenGuidePictureTests {
  @Test func anIPhone15InLandscapeShowsItsBandsAndMargins() throws {
    let scenario = try ScenarioDecoder.decode(
      #"{"version": 1, "environment": {"device": "iPhone 15", "orientation": "landscape"}, "sections": [{"items": 30}]}"#
    )
    let svg = try SVGPicture.svg(of: try scenario.frames(), step: 0)
    // Left and right bands of 59 points below the top (0) and above the bottom band (21),
    // 393 - 21 = 372 high; the bottom band 852 wide. The picture's viewport starts at (16, 48).
    #expect(
      svg.contains(
        ##"<rect x="16" y="48" width="59" height="372" fill="#D93025" fill-opacity="0.25"/>"##))
    #expect(
      svg.contains(
        ##"<rect x="809" y="48" width="59" height="372" fill="#D93025" fill-opacity="0.25"/>"##))
    #expect(
      svg.contains(
        ##"<rect x="16" y="420" width="852" height="21" fill="#D93025" fill-opacity="0.25"/>"##))
    // Margins 16 inside the safe area: x = 59 + 16 = 75 and 852 - 59 - 16 = 777.
    #expect(svg.contains(##"<line x1="91" y1="48" x2="91" y2="420" stroke="#1A73E8""##))
    #expect(svg.contains(##"<line x1="793" y1="48" x2="793" y2="420" stroke="#1A73E8""##))
  }

  @Test func aBareRectangleHasNone() throws {
    let svg = try SVGPicture.svg(of: TinyFrames.frames, step: 0)
    #expect(!svg.contains("#D93025\" fill-opacity=\"0.25\""))
    #expect(!svg.contains("#1A73E8\" stroke-width=\"1\" stroke-dasharray=\"6 4\""))
  }
}
