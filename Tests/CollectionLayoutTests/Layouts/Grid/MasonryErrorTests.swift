import CollectionLayout
import Testing

/// The errors of masonry sections and aspect ratios, word for word (listed in the error
/// catalogue).
@Suite struct MasonryErrorTests {
  @Test func arrangementAndPlacementValues() {
    #expect(
      decodingIssues(
        scenarioJSON(#""metrics": {"arrangement": "waterfall", "masonryPlacement": "fixed"}"#))
        == [
          #"metrics.arrangement: expected one of "grid", "masonry", got "waterfall""#,
          #"metrics.masonryPlacement: expected one of "shortest", "stable", got "fixed""#,
        ])
    #expect(
      decodingIssues(scenarioJSON(#""metrics": {"arangement": "masonry"}"#)) == [
        #"metrics.arangement: unknown key; did you mean "arrangement"?"#
      ])
  }

  @Test func masonryItemsNeedAHeightOrAnAspectRatio() {
    let sections = #"""
      "metrics": {"arrangement": "masonry"},
      "sections": [{"items": [{"height": 10}, {"id": "b"}, {"aspectRatio": 1}]},
                   {"items": 12}, {"items": 0},
                   {"items": 3, "placeholder": {"kind": "loading"}},
                   {"metrics": {"arrangement": "grid"}, "items": 4}]
      """#
    #expect(
      decodingIssues(scenarioJSON(sections)) == [
        "sections[0].items[1]: expected a height or an aspectRatio in a masonry section, got neither",
        "sections[1].items: expected a list of items with a height or an aspectRatio in a masonry section, got a count (12)",
        // Not a masonry problem: a section showing a placeholder has no items at all.
        #"sections[3].items: expected no items in a section in state "loading", which shows none (a load step brings them), got 3"#,
      ])
  }

  @Test func aspectRatioRange() {
    let items =
      #""sections": [{"items": [{"aspectRatio": 0}, {"aspectRatio": -2}, {"aspectRatio": 5000}, {"aspectRatio": 0.0001}, {"aspectRatio": 1e999}, {"aspectRatio": 2, "height": 10}]}]"#
    #expect(
      decodingIssues(scenarioJSON(items)) == [
        "sections[0].items[0].aspectRatio: expected a number > 0, got 0",
        "sections[0].items[1].aspectRatio: expected a number > 0, got -2",
        "sections[0].items[2].aspectRatio: expected a number between 0.001 and 1000, got 5000",
        "sections[0].items[3].aspectRatio: expected a number between 0.001 and 1000, got 0.0001",
        "sections[0].items[4].aspectRatio: expected a finite number > 0, got inf",
        "sections[0].items[5].aspectRatio: expected either a height or an aspectRatio, got both",
      ])
  }

  @Test func anUpdateThatLeavesAMasonryItemWithoutAHeight() throws {
    let scenario = try ScenarioDecoder.decode(
      Array(
        scenarioJSON(
          #"""
          "metrics": {"arrangement": "masonry"},
          "sections": [{"items": [{"height": 10}]}],
          "steps": [{"update": {"insertItems": [[0, 0]]}}]
          """#
        ).utf8))
    #expect(throws: ScenarioError.self) { try scenario.frames() }
    do {
      _ = try scenario.frames()
    } catch {
      #expect(
        error.description
          == "steps[0]: cannot lay out the data after the update: sections[0].items[0]: "
          + "expected a height or an aspectRatio in a masonry section, got neither")
    }
  }
}
