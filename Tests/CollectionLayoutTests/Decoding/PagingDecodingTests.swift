import CollectionLayout
import Testing

/// The keys of a paging scenario decode into the model: the layout object, its pages and
/// tiles, the two forms of a page step, a zoom step, and image sizes of items.
@Suite struct PagingDecodingTests {
  @Test func aPagingScenarioDecodes() throws {
    let scenario = try ScenarioDecoder.decode(
      scenarioJSON(
        #"""
        "displayScale": 1,
        "layout": {"kind": "paging", "pagePadding": 12, "maximumZoomScale": 2,
          "minimumZoomScale": 0.05,
          "pages": [{"id": "CuriousFrog", "imageSize": {"width": 3600, "height": 2400}}],
          "tiles": {"tileSize": 128, "levelsOfDetail": 3, "levelsOfDetailBias": 1}},
        "steps": [{"page": 0}, {"page": {"index": 0, "animation": {"duration": 0.2}}},
          {"zoom": {"page": 0, "scale": 0.5}},
          {"zoom": {"page": 0, "scale": 1, "center": {"x": 10, "y": 20},
            "animation": {"curve": "linear"}}}]
        """#))
    #expect(
      scenario.layout
        == .paging(
          PagingConfiguration(
            pages: [Item(id: "CuriousFrog", imageSize: LayoutSize(width: 3600, height: 2400))],
            pagePadding: 12, maximumZoomScale: 2, minimumZoomScale: 0.05,
            tiles: TileOptions(tileSize: 128, levels: LevelsOfDetail(count: 3, bias: 1)))))
    #expect(
      scenario.steps == [
        .interaction(.page(PageStep(page: 0))),
        .interaction(.page(PageStep(page: 0, animation: UpdateAnimation(duration: 0.2)))),
        .interaction(.zoom(ZoomStep(page: 0, scale: 0.5))),
        .interaction(
          .zoom(
            ZoomStep(
              page: 0, scale: 1, center: LayoutPoint(x: 10, y: 20),
              animation: UpdateAnimation(curve: .linear)))),
      ])
  }

  @Test func defaults() throws {
    let scenario = try ScenarioDecoder.decode(
      scenarioJSON(#""layout": {"kind": "paging", "pages": [], "tiles": {}}"#))
    #expect(scenario.layout == .paging(PagingConfiguration(pages: [], tiles: TileOptions())))
    #expect(
      try ScenarioDecoder.decode(scenarioJSON(#""layout": {"kind": "grid"}"#)).layout == .grid)
    #expect(try ScenarioDecoder.decode(scenarioJSON()).layout == .grid)
  }

  @Test func itemsCarryImageSizes() throws {
    let scenario = try ScenarioDecoder.decode(
      scenarioJSON(
        #""sections": [{"items": [{"id": "a", "imageSize": {"width": 4, "height": 3}}]}]"#))
    #expect(
      scenario.sections[0].items
        == .list([Item(id: "a", imageSize: LayoutSize(width: 4, height: 3))]))
    #expect(
      decodingIssues(
        scenarioJSON(#""sections": [{"items": [{"imageSize": {"width": 4, "height": -3}}]}]"#)) == [
          "sections[0].items[0].imageSize.height: expected a whole number of pixels between 1 "
            + "and 1000000, got -3"
        ])
  }
}
