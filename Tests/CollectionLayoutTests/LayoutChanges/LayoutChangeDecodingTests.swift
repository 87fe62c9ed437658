import CollectionLayout
import Testing

/// Decoding the layout-change steps, and their located errors, word for word (listed in the
/// error catalogue, "Layout Changes").
@Suite struct LayoutChangeDecodingTests {
  /// 30 items of 100-point rows in 3 columns, in 320 × 480, and `steps`.
  static func json(_ steps: String) -> String {
    scenarioJSON(
      #""displayScale": 2, "metrics": {"columns": 3, "rowHeight": 100}, "sections": [{"items": 30}], "steps": [\#(steps)]"#
    )
  }

  @Test func everyStepDecodes() throws {
    let scenario = try ScenarioDecoder.decode(
      Array(
        Self.json(
          #"""
          {"setLayout": {"layout": {"kind": "grid", "metrics": {"columns": 2}}, "animated": false,
                         "anchor": {"item": [0, 4], "position": "top"},
                         "animation": {"duration": 0.5, "curve": "linear"}}},
          {"beginTransition": {"to": {"kind": "grid", "metrics": {"columns": 3}},
                               "anchor": {"point": {"x": 10, "y": 20}}}},
          {"transitionProgress": {"progress": 0.25, "frames": 4}},
          {"finishTransition": {"velocity": 2}},
          {"beginTransition": {"to": {"kind": "grid"}, "anchor": "firstVisible"}},
          {"cancelTransition": {}},
          {"pinch": {"at": {"x": 160, "y": 240}, "scale": [1, 1.25], "columns": [3, 2],
                     "release": "cancel"}}
          """#
        ).utf8))
    var two = SectionMetrics()
    two.columns = 2
    var three = SectionMetrics()
    three.columns = 3
    #expect(
      scenario.steps == [
        .setLayout(
          LayoutReplacement(
            NewLayout(.grid, metrics: two), isAnimated: false,
            anchor: .item(ItemPath(section: 0, item: 4), position: .top),
            animation: UpdateAnimation(duration: 0.5, curve: .linear))),
        .beginTransition(
          TransitionStart(
            NewLayout(.grid, metrics: three), anchor: .point(LayoutPoint(x: 10, y: 20)))),
        .transitionProgress(TransitionProgressChange(progress: 0.25, frameCount: 4)),
        .finishTransition(velocity: 2),
        .beginTransition(TransitionStart(NewLayout(.grid), anchor: .firstVisible)),
        .cancelTransition,
        .pinch(
          Pinch(
            at: LayoutPoint(x: 160, y: 240), scales: [1, 1.25],
            columns: ColumnChange(from: 3, to: 2), release: .cancel)),
      ])
  }

  @Test func wrongValuesAreLocated() {
    #expect(
      decodingIssues(
        Self.json(
          #"""
          {"beginTransition": {"to": {"kind": "grid"}}},
          {"transitionProgress": {"progress": 1.5}},
          {"transitionProgress": {"progress": -0.25}},
          {"transitionProgress": {"progress": 0.5, "frames": 0}},
          {"finishTransition": {"velocity": 0}},
          {"pinch": {"at": {"x": 0, "y": 0}, "scale": [0], "columns": [2, 2]}},
          {"setLayout": {"layout": {"kind": "flow", "metrics": {}}, "anchor": "middle"}}
          """#)) == [
          #"steps[1].transitionProgress.progress: expected a progress of at most 1 (the end of the transition), got 1.5"#,
          #"steps[2].transitionProgress.progress: expected a progress of at least 0 (where the transition began; cancelTransition goes back there), got -0.25"#,
          #"steps[3].transitionProgress.frames: expected an integer between 1 and 600, got 0"#,
          #"steps[4].finishTransition.velocity: expected a velocity between 0.01 and 1000 (progress per second), got 0"#,
          #"steps[5].pinch.scale[0]: expected a scale > 0, got 0"#,
          #"steps[5].pinch.columns: expected two different column counts, got [2, 2]: a pinch changes the column count"#,
          #"steps[6].setLayout.layout.metrics: unknown key; expected one of "kind", "scrollDirection", "itemSize", "estimatedItemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset", "sectionInsetReference", "headerReferenceSize", "footerReferenceSize", "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds""#,
          #"steps[6].setLayout.anchor: expected one of "center", "proposed", "firstVisible", got "middle""#,
        ])
  }

  @Test func moreWrongValuesAreLocated() {
    #expect(
      decodingIssues(
        Self.json(
          #"""
          {"beginTransition": {"to": {"kind": "grid"}, "anchor": {"item": [0, 1], "point": {"x": 1, "y": 1}}}},
          {"transitionProgress": {"progress": 1e999}},
          {"cancelTransition": {}},
          {"pinch": {"at": {"x": 0, "y": 0}, "scale": [], "columns": [0, 2]}}
          """#)) == [
          #"steps[0].beginTransition.anchor: expected either "item" (with "position") or "point" in an anchor"#,
          #"steps[1].transitionProgress.progress: expected a number between 0 and 1, got inf"#,
          #"steps[3].pinch.scale: expected 1 to 600 scales, one a frame, got 0"#,
          #"steps[3].pinch.columns[0]: expected an integer between 1 and 1000, got 0"#,
        ])
  }

  @Test func transitionStepsNeedAnOpenTransition() {
    #expect(
      decodingIssues(
        Self.json(
          #"""
          {"transitionProgress": {"progress": 0.5}},
          {"beginTransition": {"to": {"kind": "grid"}}},
          {"scroll": {"x": 0, "y": 100}},
          {"beginTransition": {"to": {"kind": "grid"}}},
          {"finishTransition": {}},
          {"cancelTransition": {}},
          {"beginTransition": {"to": {"kind": "grid"}}}
          """#)) == [
          "steps[0].transitionProgress: expected an open transition, got none: open one with a beginTransition step",
          "steps[2]: expected transitionProgress, finishTransition or cancelTransition while the transition begun at steps[1] is open, got scroll",
          "steps[3].beginTransition: expected no open transition, got the one begun at steps[1]: finish it with finishTransition or cancelTransition first",
          "steps[5].cancelTransition: expected an open transition, got none: the transition ended at steps[4]",
          "steps[6].beginTransition: expected finishTransition or cancelTransition after this step, got the end of the steps: the transition it begins is still open",
        ])
  }

  @Test func aSetLayoutDuringADragIsRefused() {
    #expect(
      decodingIssues(
        Self.json(
          #"""
          {"beginDrag": {"item": [0, 0], "at": {"x": 10, "y": 10}}},
          {"setLayout": {"layout": {"kind": "grid"}}},
          {"endDrag": {}}
          """#)) == [
          "steps[1]: expected dragTo, endDrag or cancelDrag while the drag begun at steps[0] is in progress, got setLayout"
        ])
  }

  @Test func problemsFoundWhenPlayed() {
    // A pinch in a layout without columns; a pinch whose layout is not in its first count; an
    // item anchor naming no item; a new layout that cannot lay the data out.
    let list = #"{"kind": "compositional", "section": {"list": {"appearance": "plain"}}}"#
    #expect(
      playingIssues(
        Self.json(
          #"{"setLayout": {"layout": \#(list)}}, "#
            + #"{"pinch": {"at": {"x": 10, "y": 10}, "scale": [1, 2], "columns": [3, 2]}}"#))
        == [
          "steps[1].pinch: expected a layout with columns (a grid or a flow layout), got a compositional layout: a pinch changes a column count"
        ])
    #expect(
      playingIssues(
        Self.json(#"{"pinch": {"at": {"x": 10, "y": 10}, "scale": [1, 2], "columns": [4, 2]}}"#))
        == [
          "steps[0].pinch.columns[0]: expected a section in 4 columns, got none: the grid's sections have 3"
        ])
    #expect(
      playingIssues(
        Self.json(
          #"{"setLayout": {"layout": {"kind": "grid"}, "anchor": {"item": [0, 30]}}}"#)) == [
          "steps[0].setLayout.anchor.item: expected an item of the layout, got [0, 30]; the layout has 1 sections"
        ])
    #expect(
      playingIssues(
        Self.json(
          #"{"setLayout": {"layout": {"kind": "grid", "metrics": {"columns": 0}}}}"#)) == [
          "steps[0].setLayout.layout.metrics.columns: expected an integer >= 1, got 0"
        ])
    #expect(
      playingIssues(
        scenarioJSON(
          #""sections": [{"items": 30}], "layout": {"kind": "flow", "itemSize": {"width": 150, "height": 100}, "minimumInteritemSpacing": 10}, "#
            + #""steps": [{"pinch": {"at": {"x": 10, "y": 10}, "scale": [1, 2], "columns": [3, 2]}}]"#
        )) == [
          "steps[0].pinch.columns[0]: expected a flow layout of 3 items a line, got 2 (items 150 points wide in 320)"
        ])
    let flow =
      #""sections": [{"items": 30}], "layout": {"kind": "flow", "itemSize": {"width": 150, "height": 100}, "minimumInteritemSpacing": 10"#
    #expect(
      playingIssues(
        scenarioJSON(
          flow
            + #"}, "steps": [{"pinch": {"at": {"x": 10, "y": 10}, "scale": [1], "columns": [2, 400]}}]"#
        )) == [
          "steps[0].pinch.columns[1]: expected items at least 1 point wide, got -9.175: 400 items and their spacing do not fit 320 points"
        ])
    #expect(
      playingIssues(
        scenarioJSON(
          flow
            + #", "scrollDirection": "horizontal"}, "steps": [{"pinch": {"at": {"x": 10, "y": 10}, "scale": [1], "columns": [2, 3]}}]"#
        )) == [
          "steps[0].pinch: expected a vertical flow layout, got a horizontal one: a pinch changes the items of a line across the width"
        ])
    #expect(
      playingIssues(Self.json(#"{"setLayout": {"layout": {"kind": "compositional"}}}"#)) == [
        #"steps[0].setLayout.layout: the new layout cannot lay out the data: in the data at sections[0].layout: expected a section layout: the section has none, and layout has no "section" for it"#
      ])
  }
}
