import Testing

@testable import CollectionLayout

/// Finding 12 of the hostile review: messages that spoke of the wrong thing, word for word.
/// The inputs are `Tests/Regressions/finding-12-*.json`.
@Suite struct MisdirectedMessageTests {
  /// The issues of decoding and playing input `name`.
  private func issues(_ name: String) throws -> [String] {
    playingIssues(try RegressionInput.text(name))
  }

  /// A drag, swipe, editing or measure step, or `apply`, on a photo browser or a wall: one
  /// refusal naming the layout (they said "section 0 shows a placeholder", or did nothing).
  @Test func itemAndSectionStepsOnAPhotoBrowser() throws {
    #expect(
      try issues("finding-12-item-steps-on-a-photo-browser.json") == [
        "steps[0]: a paging layout does not play \"beginDrag\" steps; \"layout\": {\"kind\": \"grid\"} does",
        "steps[1]: a paging layout does not play \"dragTo\" steps; \"layout\": {\"kind\": \"grid\"} does",
        "steps[2]: a paging layout does not play \"endDrag\" steps; \"layout\": {\"kind\": \"grid\"} does",
        "steps[3]: a paging layout does not play \"cancelDrag\" steps; \"layout\": {\"kind\": \"grid\"} does",
        "steps[4]: a paging layout does not play \"swipe\" steps; \"layout\": {\"kind\": \"grid\"} does",
        "steps[5]: a paging layout does not play \"editing\" steps; \"layout\": {\"kind\": \"grid\"} does",
        "steps[6]: a paging layout does not play \"measure\" steps; \"layout\": {\"kind\": \"grid\"} does",
        "steps[7]: a paging layout does not play \"apply\" steps; \"layout\": {\"kind\": \"grid\"} does",
      ])
  }

  @Test func itemAndSectionStepsOnAWall() throws {
    let issues = try issues("finding-12-item-steps-on-a-wall.json")
    #expect(issues.count == 8)
    #expect(
      issues.first
        == "steps[0]: a wall layout does not play \"beginDrag\" steps; \"layout\": {\"kind\": \"grid\"} does"
    )
    #expect(
      issues.last
        == "steps[7]: a wall layout does not play \"apply\" steps; \"layout\": {\"kind\": \"grid\"} does"
    )
  }

  /// The grid plays the same steps: the refusal is the layout's.
  @Test func theGridPlaysThem() {
    let json = scenarioJSON(
      #"""
      "sections": [{"id": "s", "items": ["a", "b"]}],
      "steps": [{"beginDrag": {"item": [0, 0], "at": {"x": 10, "y": 10}}}, {"endDrag": {}},
        {"editing": true}, {"editing": false}, {"measure": {"items": [[0, 0, 40]]}},
        {"apply": {"sections": [{"id": "s", "items": ["b", "a"]}]}}]
      """#)
    #expect(playingIssues(json) == [])
  }

  /// A photo browser resized to the documented maximum width plays (it was refused with the
  /// paging scroll view's width, 1000020, at `viewport.width`); past it, the user's value is
  /// refused at the step.
  @Test func aPhotoBrowserResizedToTheMaximumWidth() throws {
    let text = try RegressionInput.text("finding-12-paging-resize-to-the-maximum.json")
    let frames = try ScenarioDecoder.decode(Array(text.utf8)).frames()
    #expect(frames.steps.last?.viewport.width == 1_000_020)
    #expect(
      playingIssues(text.replacingOccurrences(of: "1000000", with: "1000001")) == [
        "steps[0].resize.width: expected a number <= 1000000, got 1000001"
      ])
  }

  /// A load step's duplicate ids are located at the load step (they were at
  /// `update.after[1].items[1].id`, in a scenario without an update).
  @Test func duplicateIdsOfALoadStep() throws {
    #expect(
      try issues("finding-12-load-duplicate-ids.json") == [
        "steps[0].load.items[1].id: duplicate item id \"y\", first used at steps[0].load.items[0].id"
      ])
    let another = try RegressionInput.text("finding-12-load-duplicate-ids.json")
      .replacingOccurrences(of: #"["y", "y"]"#, with: #"["y", "x"]"#)
    #expect(
      playingIssues(another) == [
        "steps[0].load.items[1].id: duplicate item id \"x\", already the id of item [0, 0] at this step"
      ])
  }

  /// A list of sources that is empty is not written `()`.
  @Test func noSourceOfSectionsHasAName() throws {
    #expect(
      try issues("finding-12-no-named-source-of-sections.json") == [
        "steps[0].load.source: expected a source of sections, got \"s\", a composed source; no source of sections has a name"
      ])
    let update = try RegressionInput.text("finding-12-no-named-source-of-sections.json")
      .replacingOccurrences(
        of: #"{"load": {"source": "s", "state": "loaded"}}"#, with: #"{"update": {}}"#)
    #expect(
      playingIssues(update) == [
        "steps[0].update: expected a \"source\": the sections come from data sources, and no source of sections has a name"
      ])
  }

  /// A source named where no source has a name.
  @Test func noSourceHasAName() {
    let json = scenarioJSON(
      #"""
      "dataSource": {"sections": [{"id": "a", "items": ["x"]}]},
      "steps": [{"load": {"source": "s", "state": "loaded"}}]
      """#)
    #expect(
      playingIssues(json) == ["steps[0].load.source: unknown source \"s\"; no source has a name"])
  }

  /// `tiles --frames 0` of a plan above the plan limit draws its one-tile level: the level's
  /// own limit applies, not the whole plan's count.
  @Test func theFramesOfOneLevelOfAHugePlan() {
    let arguments = ["tiles", "--width", "10000", "--height", "10000", "--tile-size", "1"]
    let level = runTool(arguments + ["--frames", "0"])
    #expect(level.status == .success)
    #expect(level.errors.isEmpty)
    #expect(level.outputText.components(separatedBy: "\"kind\": \"tile\"").count == 2)
    let plan = runTool(arguments)
    #expect(plan.status == .invalidInput)
    #expect(
      plan.errors.hasPrefix(
        "collection-layout: the plan of a 10000 x 10000 image in 1-pixel tiles has 133334123 tiles, more than the limit of 100000000; give a larger '--tile-size'"
      ))
  }
}
