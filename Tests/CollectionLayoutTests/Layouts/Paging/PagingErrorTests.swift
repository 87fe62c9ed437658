import CollectionLayout
import Testing

/// The paging layout's errors, word for word: its configuration, its pages, its steps, steps
/// the grid does not play, and data an update or a zoom leaves it unable to lay out or play.
@Suite struct PagingErrorTests {
  private static let threePages = #"""
    "layout": {"kind": "paging", "pages": [
      {"id": "a", "imageSize": {"width": 100, "height": 100}},
      {"id": "b", "imageSize": {"width": 100, "height": 100}},
      {"id": "c", "imageSize": {"width": 100, "height": 100}}]}
    """#

  @Test func configurationValues() {
    let issues = decodingIssues(
      scenarioJSON(
        #"""
        "layout": {"kind": "paging", "pagePadding": -1, "maximumZoomScale": 0,
          "minimumZoomScale": 5000, "pages": [],
          "tiles": {"tileSize": 0, "levelsOfDetail": 40, "levelsOfDetailBias": -1}}
        """#))
    #expect(
      issues == [
        "layout.pagePadding: expected a number >= 0, got -1",
        "layout.maximumZoomScale: expected a number > 0, got 0",
        "layout.minimumZoomScale: expected a number <= 1000, got 5000",
        "layout.tiles.tileSize: expected an integer between 1 and 65536, got 0",
        "layout.tiles.levelsOfDetail: expected an integer between 1 and 32, got 40",
        "layout.tiles.levelsOfDetailBias: expected an integer between 0 and 16, got -1",
      ])
  }

  @Test func badPages() {
    let issues = decodingIssues(
      scenarioJSON(
        #"""
        "layout": {"kind": "paging", "pages": [
          {"id": "a", "imageSize": {"width": 0, "height": 2.5}},
          {"id": "a", "imageSize": {"width": 10, "height": 10}},
          {"id": "", "imageSize": {"width": 2000000, "height": 10}},
          {"imageSize": {"width": 1, "height": 1}}, {"id": "d"}]}
        """#))
    #expect(
      issues == [
        "layout.pages[0].imageSize.width: expected a whole number of pixels between 1 and "
          + "1000000, got 0",
        "layout.pages[0].imageSize.height: expected a whole number of pixels between 1 and "
          + "1000000, got 2.5",
        "layout.pages[1].id: duplicate page id \"a\", first used at layout.pages[0].id",
        "layout.pages[2].id: expected a non-empty id for every page (its tiles are named after "
          + "it), got \"\"",
        "layout.pages[2].imageSize.width: expected a whole number of pixels between 1 and "
          + "1000000, got 2000000",
        "layout.pages[3]: missing required key \"id\"",
        "layout.pages[4]: missing required key \"imageSize\"",
      ])
  }

  @Test func keysAPagingScenarioMustNotHave() {
    let issues = decodingIssues(
      scenarioJSON(
        #"""
        "contentInset": {"top": 20}, "metrics": {"rowHeight": 10},
        "globalHeaders": [{"height": 10}], "sections": [{"items": 3}],
        "layout": {"kind": "paging", "pages": []}
        """#))
    #expect(
      issues == [
        "contentInset: expected no content inset with a paging layout (its pages fill the "
          + "screen)",
        "metrics: expected no metrics with a paging layout",
        "globalHeaders: expected no global headers with a paging layout, got 1",
        "sections: expected no sections with a paging layout (its pages are layout.pages), got 1",
      ])
  }

  @Test func layoutKindsAndKeys() {
    #expect(
      decodingIssues(scenarioJSON(#""layout": {"kind": "pagin", "pages": []}"#)) == [
        "layout.kind: expected one of \"grid\", \"paging\", \"wall\", \"flow\", "
          + "\"compositional\", \"lazyVStack\", \"lazyHStack\", \"lazyVGrid\", \"lazyHGrid\", "
          + "got \"pagin\""
      ])
    #expect(
      decodingIssues(scenarioJSON(#""layout": {"kind": "grid", "pages": []}"#)) == [
        "layout.pages: unknown key; expected one of \"kind\""
      ])
    #expect(
      decodingIssues(scenarioJSON(#""layout": {"kind": "paging"}"#)) == [
        "layout: missing required key \"pages\""
      ])
    #expect(
      decodingIssues(scenarioJSON(#""layout": {"pages": []}"#)) == [
        "layout: missing required key \"kind\""
      ])
  }

  @Test func stepValues() {
    let issues = decodingIssues(
      scenarioJSON(
        Self.threePages
          + #"""
          , "steps": [{"page": 9},
            {"zoom": {"page": -1, "scale": 0, "center": {"x": 1e300, "y": 0}}},
            {"page": {"index": 1, "animation": {"duration": -1}}}, {"zoom": {"scale": 1}},
            {"page": "x"}, {"zoom": {"page": 0, "scale": 1e9}}]
          """#))
    #expect(
      issues == [
        "steps[0].page: expected a page between 0 and 2, got 9",
        "steps[1].zoom.page: expected a page between 0 and 2, got -1",
        "steps[1].zoom.scale: expected a number > 0, got 0",
        "steps[1].zoom.center.x: expected a number between -1000000000000 and 1000000000000, "
          + "got 1e+300",
        "steps[2].page.animation.duration: expected a number >= 0, got -1",
        "steps[3].zoom: missing required key \"page\"",
        "steps[4].page: expected an integer or an object, got a string",
        "steps[5].zoom.scale: expected a number <= 1000, got 1000000000",
      ])
    #expect(
      decodingIssues(
        scenarioJSON(#""layout": {"kind": "paging", "pages": []}, "steps": [{"page": 0}]"#))
        == ["steps[0].page: expected no page steps in a browser without pages, got page 0"])
  }

  @Test func aZoomInAGridScenarioIsReportedAtTheStep() {
    #expect(
      playingIssues(
        scenarioJSON(
          #""sections": [{"items": 3}], "steps": [{"scroll": {"x": 0, "y": 10}}, {"zoom": {"page": 0, "scale": 1}}]"#
        )) == [
          "steps[1]: a grid layout does not play \"zoom\" steps; \"layout\": {\"kind\": \"paging\"} does"
        ])
  }

  @Test func aZoomNeedsAVisiblePage() {
    #expect(
      playingIssues(
        scenarioJSON(Self.threePages + #", "steps": [{"zoom": {"page": 2, "scale": 1}}]"#))
        == ["steps[0]: page 2 has no view at this step: expected the visible page 0"])
  }

  @Test func dataAnUpdateLeavesUnableToBeLaidOut() {
    #expect(
      playingIssues(
        scenarioJSON(Self.threePages + #", "steps": [{"update": {"insertItems": [[0, 0]]}}]"#)) == [
          "steps[0]: cannot lay out the data after the update: sections[0].items[0].id: expected "
            + "a non-empty id for every page (its tiles are named after it), got none; "
            + "sections[0].items[0].imageSize: expected an imageSize for every page, got none"
        ])
    #expect(
      playingIssues(
        scenarioJSON(Self.threePages + #", "steps": [{"update": {"insertSections": [1]}}]"#)) == [
          "steps[0]: cannot lay out the data after the update: sections: expected one section of "
            + "pages in a paging layout, got 2"
        ])
  }

  @Test func theLayoutChecksStepsBuiltInCode() throws {
    // Frames(layout:steps:) cannot know the layout's kind: the layout checks its steps.
    let layout = try PagingLayout(
      configuration: PagingConfiguration(
        pages: [Item(id: "a", imageSize: LayoutSize(width: 10, height: 10))]),
      environment: LayoutEnvironment(viewport: LayoutSize(width: 320, height: 480)))
    #expect(
      throws: ScenarioError(
        location: "steps[0]", message: "page: expected a page between 0 and 0, got 3")
    ) {
      try FramesDocument(layout: layout, steps: [.interaction(.page(PageStep(page: 3)))])
    }
    #expect(
      throws: ScenarioError(
        location: "steps[0]", message: "zoom.scale: expected a finite number > 0, got nan")
    ) {
      try FramesDocument(
        layout: layout, steps: [.interaction(.zoom(ZoomStep(page: 0, scale: .nan)))])
    }
    #expect(
      throws: ScenarioError(
        location: "layout", message: "expected \"kind\": \"paging\", got \"grid\"")
    ) {
      try PagingLayout(
        scenario: Scenario(
          environment: LayoutEnvironment(viewport: LayoutSize(width: 1, height: 1))))
    }
  }
}
