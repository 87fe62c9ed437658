import CollectionLayout
import Testing

/// `{"update": {...}}` steps: values, defaults, located type and key errors, range issues.
@Suite struct UpdateDecodingTests {
  /// A scenario with one section of 6 items and the update step `update`.
  private func json(_ update: String) -> String {
    scenarioJSON(#""sections": [{"items": 6}], "steps": [{"update": "# + update + "}]")
  }

  private func batch(_ update: String) throws -> BatchUpdate? {
    let scenario = try ScenarioDecoder.decode(json(update))
    guard case .update(let batch) = scenario.steps.first else { return nil }
    return batch
  }

  @Test func everyKeyIsRead() throws {
    let update = """
      {"deleteSections": [1], "insertSections": [0], "reloadSections": [2],
       "moveSections": [[3, 1]], "deleteItems": [[0, 1]], "insertItems": [[0, 4]],
       "reloadItems": [[0, 2]], "moveItems": [[[0, 3], [0, 0]]],
       "after": [{"items": 5, "metrics": {"columns": 2}}], "anchor": "bottom",
       "insertedSectionsSlideFrom": "trailing",
       "animation": {"duration": 0.5, "fps": 30, "curve": "linear"}}
      """
    #expect(
      try batch(update)
        == BatchUpdate(
          deleteSections: [1], insertSections: [0], reloadSections: [2],
          moveSections: [SectionMove(from: 3, to: 1)],
          deleteItems: [ItemPath(section: 0, item: 1)],
          insertItems: [ItemPath(section: 0, item: 4)],
          reloadItems: [ItemPath(section: 0, item: 2)],
          moveItems: [
            ItemMove(from: ItemPath(section: 0, item: 3), to: ItemPath(section: 0, item: 0))
          ],
          after: [LayoutSection(items: .count(5), metrics: SectionMetrics(columns: 2))],
          anchor: .bottom, insertedSectionsSlideFrom: .trailing,
          animation: UpdateAnimation(duration: 0.5, fps: 30, curve: .linear)))
  }

  @Test func anEmptyUpdateTakesEveryDefault() throws {
    let decoded = try #require(try batch("{}"))
    #expect(decoded == BatchUpdate())
    #expect(decoded.after == nil)
    #expect(decoded.anchor == .automatic)
    #expect(decoded.insertedSectionsSlideFrom == nil)
    #expect(decoded.animation == UpdateAnimation(duration: 0.3, fps: 60, curve: .easeInOut))
  }

  @Test func curves() throws {
    let names: [(String, AnimationCurve)] = [
      ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ]
    for (name, curve) in names {
      #expect(try batch(#"{"animation": {"curve": ""# + name + #""}}"#)?.animation.curve == curve)
    }
    #expect(
      try batch(#"{"animation": {"curve": {"spring": {"damping": 0.7, "response": 0.4}}}}"#)?
        .animation == UpdateAnimation(curve: .spring(damping: 0.7, response: 0.4)))
  }

  @Test func wrongShapesAreReportedWhereTheyAre() {
    let update = """
      {"deleteSections": [1, "2"], "moveSections": [[1]], "deleteItems": [[0, 1], 3],
       "insertItems": [[0, 1, 2]], "moveItems": [[[0, 1]], [[0, 1], [0]]],
       "reloadItems": "all"}
      """
    #expect(
      decodingIssues(json(update)) == [
        "steps[0].update.deleteSections[1]: expected an integer, got a string",
        "steps[0].update.moveSections[0]: expected an array of 2 elements [from, to], got an "
          + "array of 1 element",
        "steps[0].update.deleteItems[1]: expected an array of 2 elements [section, item], got a "
          + "number",
        "steps[0].update.insertItems[0]: expected an array of 2 elements [section, item], got an "
          + "array of 3 elements",
        "steps[0].update.moveItems[0]: expected an array of 2 elements "
          + "[[section, item], [section, item]], got an array of 1 element",
        "steps[0].update.moveItems[1][1]: expected an array of 2 elements [section, item], got "
          + "an array of 1 element",
        "steps[0].update.reloadItems: expected an array, got a string",
      ])
  }

  @Test func unknownKeysAndValues() {
    let update = """
      {"deleteItem": [[0, 1]], "anchor": "middle", "insertedSectionsSlideFrom": "left",
       "animation": {"duraton": 1, "curve": "bounce"}}
      """
    #expect(
      decodingIssues(json(update)) == [
        #"steps[0].update.deleteItem: unknown key; did you mean "deleteItems"?"#,
        #"steps[0].update.anchor: expected one of "automatic", "top", "bottom", "proposed", "#
          + #"got "middle""#,
        #"steps[0].update.insertedSectionsSlideFrom: expected one of "leading", "trailing", "#
          + #"got "left""#,
        #"steps[0].update.animation.duraton: unknown key; did you mean "duration"?"#,
        #"steps[0].update.animation.curve: expected one of "linear", "easeIn", "easeOut", "#
          + #""easeInOut" or an object {"spring": {"damping", "response"}}, got "bounce""#,
      ])
  }

  @Test func wrongCurves() {
    #expect(
      decodingIssues(json(#"{"animation": {"curve": 2}}"#)) == [
        #"steps[0].update.animation.curve: expected one of "linear", "easeIn", "easeOut", "#
          + #""easeInOut" or an object {"spring": {"damping", "response"}}, got a number"#
      ])
    #expect(
      decodingIssues(json(#"{"animation": {"curve": {"sprung": {}}}}"#)) == [
        #"steps[0].update.animation.curve: missing required key "spring""#,
        #"steps[0].update.animation.curve.sprung: unknown key; did you mean "spring"?"#,
      ])
    #expect(
      decodingIssues(json(#"{"animation": {"curve": {"spring": {"damping": "1"}}}}"#)) == [
        #"steps[0].update.animation.curve.spring: missing required key "response""#,
        "steps[0].update.animation.curve.spring.damping: expected a number, got a string",
      ])
  }

  @Test func rangeIssuesAreLocatedInTheUpdate() {
    let update = """
      {"deleteItems": [[0, "a"], [0, -1]], "moveSections": [[-2, 0]],
       "after": [{"items": 3, "metrics": {"columns": 0}}],
       "animation": {"duration": 61, "fps": 0, "curve": {"spring": {"damping": 0, "response": 1}}}}
      """
    #expect(
      decodingIssues(json(update)) == [
        "steps[0].update.deleteItems[0][1]: expected an integer, got a string",
        "steps[0].update.deleteItems[1][1]: expected an integer >= 0, got -1",
        "steps[0].update.moveSections[0][0]: expected an integer >= 0, got -2",
        "steps[0].update.after[0].metrics.columns: expected an integer >= 1, got 0",
        "steps[0].update.animation.duration: expected a number <= 60, got 61",
        "steps[0].update.animation.fps: expected a number > 0, got 0",
        "steps[0].update.animation.curve.spring.damping: expected a number > 0, got 0",
      ])
  }

  @Test func theWrongUpdateIsReportedOnce() {
    // An array is a list of batches addressed to data sources (the data-to-updates work).
    #expect(
      decodingIssues(json("2")) == [
        "steps[0].update: expected an object or an array, got a number"
      ])
    #expect(
      decodingIssues(json("[]")) == [
        "steps[0].update: expected at least 1 batch addressed to a source, got none"
      ])
  }

  @Test func theDataIsCheckedWhenTheStepIsPlayed() throws {
    // Bounds depend on the data at that step: the decoder accepts them, the player reports
    // UIKit's message at the step.
    let scenario = try ScenarioDecoder.decode(json(#"{"deleteItems": [[0, 6]]}"#))
    #expect(
      throws: ScenarioError(
        location: "steps[0]",
        message: "attempt to delete item 6 from section 0 which only contains 6 items before the "
          + "update")
    ) {
      try scenario.frames()
    }
  }
}
