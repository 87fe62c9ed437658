import CollectionLayout
import Testing

/// Decoding the interaction steps and keys, and their located errors, word for word (listed in
/// the error catalogue).
@Suite struct InteractionDecodingTests {
  /// The scenario of ``scenarioJSON(_:)`` with a section of 9 items in 3 columns and `steps`.
  static func json(_ steps: String, section: String = #"{"items": 9}"#, more: String = "")
    -> String
  {
    scenarioJSON(
      #""metrics": {"columns": 3, "rowHeight": 100}, "sections": [\#(section)], "steps": [\#(steps)]"#
        + (more.isEmpty ? "" : ", " + more))
  }

  @Test func everyStepDecodes() throws {
    let scenario = try ScenarioDecoder.decode(
      Array(
        Self.json(
          #"""
          {"beginDrag": {"item": [0, 2], "at": {"x": 260, "y": 50}}},
          {"dragTo": {"x": 100, "y": 400.5, "frames": 30}}, {"dragTo": {"x": 1, "y": 2}},
          {"endDrag": {}}, {"beginDrag": {"item": [0, 0], "at": {"x": 1, "y": 1}}},
          {"cancelDrag": {}}, {"swipe": {"item": [0, 3], "distance": 120}}, {"editing": true},
          {"editing": false},
          {"measure": {"items": [[0, 4, 130]], "headers": [[0, 0, 52]], "footers": [[0, 1, 9.5]],
                       "anchor": "bottom"}}
          """#
        ).utf8))
    #expect(
      scenario.steps == [
        .beginDrag(DragStart(item: ItemPath(section: 0, item: 2), at: LayoutPoint(x: 260, y: 50))),
        .dragTo(DragMove(to: LayoutPoint(x: 100, y: 400.5), frameCount: 30)),
        .dragTo(DragMove(to: LayoutPoint(x: 1, y: 2))), .endDrag,
        .beginDrag(DragStart(item: ItemPath(section: 0, item: 0), at: LayoutPoint(x: 1, y: 1))),
        .cancelDrag, .swipe(Swipe(item: ItemPath(section: 0, item: 3), distance: 120)),
        .editing(true), .editing(false),
        .measure(
          HeightMeasurement(
            items: [MeasuredItem(item: ItemPath(section: 0, item: 4), height: 130)],
            headers: [MeasuredSupplementary(section: 0, index: 0, height: 52)],
            footers: [MeasuredSupplementary(section: 0, index: 1, height: 9.5)], anchor: .bottom)),
      ])
  }

  @Test func keysOfSectionsMetricsAndOutput() throws {
    let scenario = try ScenarioDecoder.decode(
      Array(
        scenarioJSON(
          #"""
          "metrics": {"allowsReorder": false,
                      "editActions": [{"title": "Delete", "width": 80, "style": "destructive"},
                                      {"title": "More", "width": 70}]},
          "sections": [{"items": [{"estimatedHeight": 80}, {"height": 40}],
                        "headers": [{"estimatedHeight": 44}], "footers": [{"height": 20}]}],
          "output": {"measureVisible": true}
          """#
        ).utf8))
    #expect(scenario.metrics.allowsReorder == false)
    #expect(
      scenario.metrics.editActions == [
        EditAction(title: "Delete", width: 80, style: .destructive),
        EditAction(title: "More", width: 70),
      ])
    #expect(scenario.sections[0].items == .list([Item(estimatedHeight: 80), Item(height: 40)]))
    #expect(scenario.sections[0].headers == [Supplementary(height: 44, isHeightEstimated: true)])
    #expect(scenario.output.measureVisible)
  }

  @Test func wrongValuesAreLocated() {
    #expect(
      decodingIssues(
        Self.json(
          #"""
          {"beginDrag": {"item": [0], "at": {"x": 1}}}, {"dragTo": {"x": 1, "y": 1, "frames": 0}},
          {"swipe": {"item": [0, -1], "distance": -5}}, {"endDrag": {"now": true}},
          {"editing": "yes"},
          {"measure": {"items": [[0, 1, -5], [0, 1]], "headers": [[-1, 0, 1e999]]}}
          """#)) == [
          "steps[0].beginDrag.item: expected an array of 2 elements [section, item], got an array of 1 element",
          "steps[0].beginDrag.at: missing required key \"y\"",
          "steps[1].dragTo.frames: expected an integer between 1 and 3600, got 0",
          "steps[2]: expected dragTo, endDrag or cancelDrag while the drag begun at steps[0] is in progress, got swipe",
          "steps[2].swipe.item[1]: expected an integer >= 0, got -1",
          "steps[2].swipe.distance: expected a number >= 0, got -5",
          "steps[3].endDrag.now: unknown key; this step takes no arguments: write {}",
          "steps[4].editing: expected a boolean, got a string",
          "steps[5].measure.items[0][2]: expected a number > 0, got -5",
          "steps[5].measure.items[1]: expected an array of 3 elements [section, item, height] or [section, item, {\"width\": W, \"height\": H}], got an array of 2 elements",
          "steps[5].measure.headers[0][0]: expected an integer >= 0, got -1",
          "steps[5].measure.headers[0][2]: expected a finite number > 0, got inf",
        ])
  }

  @Test func dragStepsWithoutADragInProgress() {
    #expect(
      decodingIssues(
        Self.json(
          #"""
          {"dragTo": {"x": 1, "y": 1}},
          {"beginDrag": {"item": [0, 0], "at": {"x": 50, "y": 50}}}, {"endDrag": {}},
          {"endDrag": {}}, {"cancelDrag": {}}
          """#)) == [
          "steps[0].dragTo: expected a drag in progress, got none: begin one with a beginDrag step",
          "steps[3].endDrag: expected a drag in progress, got none: the drag ended at steps[2]",
          "steps[4].cancelDrag: expected a drag in progress, got none: the drag ended at steps[2]",
        ])
  }

  @Test func stepsThatADragInProgressRefuses() {
    #expect(
      decodingIssues(
        Self.json(
          #"""
          {"beginDrag": {"item": [0, 0], "at": {"x": 50, "y": 50}}},
          {"scroll": {"x": 0, "y": 10}},
          {"beginDrag": {"item": [0, 1], "at": {"x": 150, "y": 50}}}
          """#)) == [
          "steps[1]: expected dragTo, endDrag or cancelDrag while the drag begun at steps[0] is in progress, got scroll",
          "steps[2].beginDrag: expected no drag in progress, got the drag begun at steps[0]: end it with endDrag or cancelDrag first",
        ])
  }

  @Test func swipingWhileEditing() {
    #expect(
      decodingIssues(Self.json(#"{"editing": true}, {"swipe": {"item": [0, 0], "distance": 10}}"#))
        == [
          "steps[1].swipe: expected editing mode off, got editing mode on since steps[0]: items cannot be swiped while editing"
        ])
  }

  @Test func estimatedHeightsThatConflict() {
    #expect(
      decodingIssues(
        scenarioJSON(
          #"""
          "globalHeaders": [{"estimatedHeight": 40}],
          "sections": [{"items": [{"height": 10, "estimatedHeight": 20}, {"estimatedHeight": 0}],
                        "headers": [{"height": 10, "estimatedHeight": 20}, {"pinned": true}]}]
          """#)) == [
          "globalHeaders[0].estimatedHeight: expected a height: a global header cannot be measured, so its height cannot be an estimate",
          "sections[0].items[0].estimatedHeight: expected either a height, an aspectRatio or an estimatedHeight, got estimatedHeight and height",
          "sections[0].items[1].estimatedHeight: expected a number > 0, got 0",
          "sections[0].headers[0].estimatedHeight: expected either a height or an estimatedHeight, got both",
          "sections[0].headers[1]: missing required key \"height\"",
        ])
  }

  @Test func editActionValues() {
    #expect(
      decodingIssues(
        scenarioJSON(
          #""metrics": {"editActions": [{"title": "Delete", "width": 0}, {"width": 10, "style": "red"}]}"#
        )) == [
          "metrics.editActions[0].width: expected a number > 0, got 0",
          "metrics.editActions[1]: missing required key \"title\"",
          "metrics.editActions[1].style: expected one of \"normal\", \"destructive\", got \"red\"",
        ])
  }

  @Test func itemsThatDoNotExistWhenPlayed() {
    #expect(
      playingIssues(
        Self.json(#"{"measure": {"items": [[0, 12, 50], [2, 0, 50]], "footers": [[0, 0, 10]]}}"#))
        == [
          "steps[0].measure.items[0]: expected an item of the data at this step, got [0, 12]: section 0 has 9 items",
          "steps[0].measure.items[1]: expected an item of the data at this step, got [2, 0]: there is 1 section",
          "steps[0].measure.footers[0]: expected a footer of the data at this step, got [0, 0]: section 0 has 0 footers",
        ])
    #expect(
      playingIssues(Self.json(#"{"beginDrag": {"item": [0, 9], "at": {"x": 1, "y": 1}}}"#))
        == [
          "steps[0].beginDrag.item: expected an item shown at this step, got [0, 9]: section 0 has 9 items"
        ])
    #expect(
      playingIssues(Self.json(#"{"beginDrag": {"item": [0, 4], "at": {"x": 10, "y": 10}}}"#))
        == [
          "steps[0].beginDrag.at: expected a point on item [0, 4], at x 106.5 ... 213.5 and y 100 ... 200 in the viewport, got (10, 10)"
        ])
    #expect(
      playingIssues(
        Self.json(
          #"{"beginDrag": {"item": [0, 0], "at": {"x": 10, "y": 10}}}"#,
          section: #"{"items": 9, "metrics": {"allowsReorder": false}}"#)) == [
          "steps[0].beginDrag.item: expected an item of a section that allows reordering, got [0, 0]: the metrics of section 0 set allowsReorder to false"
        ])
    #expect(
      playingIssues(Self.json(#"{"swipe": {"item": [0, 0], "distance": 10}}"#)) == [
        "steps[0].swipe.item: expected an item of a section with trailing swipe actions, got [0, 0]: the metrics of section 0 give no editActions"
      ])
  }
}
