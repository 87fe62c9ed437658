import Testing

@testable import CollectionLayout

/// Finding 9 of the hostile review: a page zoomed so far out that its image and tiles have
/// no area lists neither (an element of zero width or height is never visible), visible or
/// with every element. The input (`Tests/Regressions/finding-09-zero-area-tiles.json`) listed
/// 135,000 tiles framed `[170, 240, 0, 0]`.
@Suite struct ZeroAreaTileTests {
  static let input = "finding-09-zero-area-tiles.json"

  @Test(arguments: ["visible", "all"])
  func aPageWithoutAreaListsNoImageAndNoTile(elements: String) throws {
    var text = try RegressionInput.text(Self.input)
    if elements == "all" {
      text = text.replacingOccurrences(
        of: #""tiles": {"tileSize": 1}}"#,
        with: #""tiles": {"tileSize": 1}}, "output": {"elements": "all"}"#)
    }
    let frames = try ScenarioDecoder.decode(Array(text.utf8)).frames()
    let step = try #require(frames.steps.first)
    #expect(step.elements.map(\.id.description) == ["page/0"])
    let page = try #require(step.elements.first)
    #expect(page.customAttributes["zoomScale"] == .number(1e-300))
  }

  /// The same page at a zoom with area lists its image and the tiles over it, each with an
  /// area: the check above is not vacuous.
  @Test func theSamePageAtAZoomWithAreaListsItsTiles() throws {
    let text = try RegressionInput.text(Self.input)
      .replacingOccurrences(of: "1e-300", with: "0.01")
    let frames = try ScenarioDecoder.decode(Array(text.utf8)).frames()
    let elements = try #require(frames.steps.first).elements
    #expect(elements.first?.id.description == "image/0")
    let tiles = elements.filter { $0.kind == .tile }
    #expect(!tiles.isEmpty)
    #expect(tiles.allSatisfy { $0.frame.width > 0 && $0.frame.height > 0 })
  }
}
