import CollectionLayout
import Testing

/// The wall's errors, word for word: its configuration, the keys a wall scenario must not
/// have, its steps, and data an update leaves it unable to lay out.
@Suite struct WallErrorTests {

  @Test func configurationValues() {
    let issues = decodingIssues(
      scenarioJSON(
        #"""
        "layout": {"kind": "wall", "tileSize": {"width": 0, "height": 12.5},
          "imageCount": 0, "columnsPerRow": 0, "start": {"x": 1e16, "y": 0}}
        """#))
    #expect(
      issues == [
        "layout.tileSize.width: expected a whole number of points between 1 and 4096, got 0",
        "layout.tileSize.height: expected a whole number of points between 1 and 4096, "
          + "got 12.5",
        "layout.imageCount: expected an integer between 1 and 10000000, got 0",
        "layout.columnsPerRow: expected an integer between 1 and 1000000000, got 0",
        "layout.start.x: expected a number between -9000000000000000 and 9000000000000000, "
          + "got 1e+16",
      ])
  }

  @Test func images() {
    #expect(
      decodingIssues(scenarioJSON(#""layout": {"kind": "wall", "images": ["a", "", "a"]}"#))
        == [
          "layout.images[1]: expected a non-empty image name, got \"\"",
          "layout.images[2]: duplicate image name \"a\", first used at layout.images[0]",
        ])
    #expect(
      decodingIssues(scenarioJSON(#""layout": {"kind": "wall", "images": []}"#)) == [
        "layout.images: expected at least one image, got none"
      ])
    #expect(
      decodingIssues(scenarioJSON(#""layout": {"kind": "wall"}"#)) == [
        "layout: expected \"images\" or \"imageCount\", got neither"
      ])
    #expect(
      decodingIssues(
        scenarioJSON(#""layout": {"kind": "wall", "images": ["a"], "imageCount": 1}"#)) == [
          "layout.imageCount: expected \"images\" or \"imageCount\", got both"
        ])
  }

  @Test func keysAWallScenarioMustNotHave() {
    let issues = decodingIssues(
      scenarioJSON(
        #"""
        "contentInset": {"top": 20}, "metrics": {"rowHeight": 10},
        "globalHeaders": [{"height": 10}], "sections": [{"items": 3}],
        "output": {"elements": "all"},
        "layout": {"kind": "wall", "imageCount": 3, "pages": []}
        """#))
    #expect(
      issues == [
        "contentInset: expected no content inset with a wall layout (its tiles have no edge)",
        "metrics: expected no metrics with a wall layout",
        "globalHeaders: expected no global headers with a wall layout, got 1",
        "sections: expected no sections with a wall layout (its images are layout.images), "
          + "got 1",
        "output.elements: expected \"visible\" with a wall layout: it has no end, so \"all\" "
          + "has no meaning",
        "layout.pages: unknown key; did you mean \"images\"?",
      ])
    #expect(
      decodingIssues(scenarioJSON(#""layout": {"kind": "paging", "pages": [], "imageCount": 3}"#))
        == [
          "layout.imageCount: unknown key; expected one of \"kind\", \"pages\", "
            + "\"pagePadding\", \"maximumZoomScale\", \"minimumZoomScale\", \"tiles\""
        ])
  }

  @Test func tilesOnOneScreen() {
    #expect(
      decodingIssues(
        scenarioJSON(
          #"""
          "layout": {"kind": "wall", "imageCount": 3, "tileSize": {"width": 1, "height": 1}},
          "steps": [{"resize": {"width": 1000, "height": 1000}}]
          """#)) == [
          "viewport: expected at most 100000 tiles on one screen, got 154401 (321 columns by "
            + "481 rows of tiles 1 by 1 points): use larger tiles",
          "steps[0].resize: expected at most 100000 tiles on one screen, got 1002001 (1001 "
            + "columns by 1001 rows of tiles 1 by 1 points): use larger tiles",
        ])
  }

  @Test func stepValues() {
    #expect(
      decodingIssues(
        scenarioJSON(
          #"""
          "layout": {"kind": "wall", "imageCount": 3},
          "steps": [{"hitTest": {"x": -1, "y": 5}}, {"scrollBy": {"x": 1e300, "y": 0}},
            {"hitTest": {"x": 1}}]
          """#)) == [
          "steps[0].hitTest.x: expected a number >= 0, got -1",
          "steps[1].scrollBy.x: expected a number between -1000000000000 and 1000000000000, "
            + "got 1e+300",
          "steps[2].hitTest: missing required key \"y\"",
        ])
    #expect(
      playingIssues(
        scenarioJSON(
          #""layout": {"kind": "wall", "imageCount": 3}, "steps": [{"hitTest": {"x": 320, "y": 5}}]"#
        )) == [
          "steps[0]: hitTest.x: expected a point in the viewport, 0 <= x < 320, got 320"
        ])
  }

  @Test func stepsOfOtherLayouts() {
    #expect(
      playingIssues(
        scenarioJSON(#""layout": {"kind": "wall", "imageCount": 3}, "steps": [{"page": 1}]"#))
        == [
          "steps[0]: a wall layout does not play \"page\" steps; \"layout\": {\"kind\": \"paging\"} does"
        ])
    #expect(
      playingIssues(
        scenarioJSON(#""sections": [{"items": 3}], "steps": [{"hitTest": {"x": 1, "y": 5}}]"#))
        == [
          "steps[0]: a grid layout does not play \"hitTest\" steps; \"layout\": {\"kind\": \"wall\"} does"
        ])
    #expect(
      playingIssues(
        scenarioJSON(
          #"""
          "layout": {"kind": "paging", "pages": [{"id": "a", "imageSize": {"width": 10, "height": 10}}]},
          "steps": [{"hitTest": {"x": 1, "y": 5}}]
          """#))
        == [
          "steps[0]: a paging layout does not play \"hitTest\" steps; \"layout\": {\"kind\": \"wall\"} does"
        ])
  }

  @Test func dataAnUpdateLeavesUnableToBeLaidOut() {
    #expect(
      playingIssues(
        scenarioJSON(
          #"""
          "layout": {"kind": "wall", "imageCount": 2},
          "steps": [{"update": {"deleteItems": [[0, 0], [0, 1]]}}]
          """#)) == [
          "steps[0]: cannot lay out the data after the update: sections[0].items: expected at "
            + "least one image, got none"
        ])
    #expect(
      playingIssues(
        scenarioJSON(
          #"""
          "layout": {"kind": "wall", "imageCount": 2}, "steps": [{"update": {"insertSections": [1]}}]
          """#)) == [
          "steps[0]: cannot lay out the data after the update: sections: expected one section "
            + "of images in a wall layout, got 2"
        ])
  }

  @Test func theLayoutOfAnotherKind() {
    #expect(
      throws: ScenarioError(
        location: "layout", message: "expected \"kind\": \"wall\", got \"grid\"")
    ) {
      try WallLayout(
        scenario: Scenario(
          environment: LayoutEnvironment(viewport: LayoutSize(width: 1, height: 1))))
    }
  }
}
