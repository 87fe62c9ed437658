import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCommandLine
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The limit on the element records of the frames (``Limits/maximumOutputElementCount``):
/// checked by validation when the count follows from the data, and by the player otherwise.
@Suite struct OutputLimitTests {
  /// Ten million items in one column, listed with "all", and `scrolls` scroll steps.
  private func tenMillionItems(scrolls: Int) -> String {
    let steps = Array(repeating: #"{"scroll": {"x": 0, "y": 0}}"#, count: scrolls)
    return scenarioJSON(
      #""sections": [{"items": 10000000}], "steps": [\#(steps.joined(separator: ", "))], "#
        + #""output": {"elements": "all"}"#)
  }

  @Test func validationCountsTheRecordsOfAllOutputBeforeAnyWork() {
    // 10,000,000 elements in each of 3 entries: 30,000,000 > 20,000,000.
    #expect(
      decodingIssues(tenMillionItems(scrolls: 2)) == [
        "output.elements: expected at most 20000000 element records in the frames, got "
          + "30000000 (10000000 elements in each of 3 entries)"
      ])
    // Exactly at the limit: 2 entries of 10,000,000.
    #expect(decodingIssues(tenMillionItems(scrolls: 1)) == [])
  }

  @Test func tenMillionItemsAndTenThousandStepsAreRejectedAtOnce() {
    // The brief's example: 10^7 items × 10,001 entries would be 10^11 element lines, far
    // more than could be played in a test's lifetime: the refusal is computed from the counts,
    // before any step is played (no clock here: speed is the benchmark's, not a test's).
    #expect(
      decodingIssues(tenMillionItems(scrolls: 10_000)) == [
        "output.elements: expected at most 20000000 element records in the frames, got "
          + "100010000000 (10000000 elements in each of 10001 entries)"
      ])
  }

  @Test func theCountIncludesSeparatorsHeadersAndBackgrounds() {
    // Per entry: 1 global header + background + header + 5,000,000 items + 2,499,999 row
    // separators (2,500,000 rows of 2) + 2,500,000 column separators + footer = 10,000,003.
    let json = scenarioJSON(
      ##""globalHeaders": [{"height": 10}], "metrics": {"columns": 2, "backgroundColor": "#FFFFFF", "##
        + #""separators": {"row": true, "column": true}}, "#
        + #""sections": [{"items": 5000000, "headers": [{"height": 20}], "footers": [{"height": 5}]}], "#
        + #""steps": [{"scroll": {"x": 0, "y": 0}}], "output": {"elements": "all"}"#)
    #expect(
      decodingIssues(json) == [
        "output.elements: expected at most 20000000 element records in the frames, got "
          + "20000006 (10000003 elements in each of 2 entries)"
      ])
  }

  @Test func entriesAfterAnUpdateAreNotCountedByValidation() {
    var scenario = Scenario(
      environment: smallEnvironment, sections: [LayoutSection(items: .count(10_000_000))],
      steps: [.scroll(.zero), .scroll(.zero), .update(BatchUpdate()), .scroll(.zero)],
      output: OutputOptions(elements: .all))
    #expect(
      scenario.validationIssues().map(\.description) == [
        "output.elements: expected at most 20000000 element records in the frames, got at "
          + "least 30000019 (10000000 elements in each of the 3 entries before the first "
          + "update, and 19 sampled animation frames in 1 update step)"
      ])
    scenario.output.elements = .visible
    #expect(scenario.validationIssues() == [])
  }

  @Test func thePlayerStopsAtTheEntryThatPassesTheLimit() throws {
    // 320 × 480 and rows of 44: 11 items are visible at the top (rows 0 ... 10).
    let scenario = Scenario(
      environment: smallEnvironment, sections: [LayoutSection(items: .count(100))],
      steps: [.scroll(.zero), .scroll(.zero)])
    #expect(try scenario.frames(outputLimit: 33).steps.count == 3)
    #expect(
      throws: ScenarioError(
        location: "steps[1]",
        message: "expected at most 32 element records in the frames, got more by this step")
    ) {
      try scenario.frames(outputLimit: 32)
    }
    #expect(
      throws: ScenarioError(
        location: "",
        message: "expected at most 10 element records in the frames, got more in the initial layout"
      )
    ) {
      try scenario.frames(outputLimit: 10)
    }
  }

  @Test func transitionRecordsAndAnimatedElementsCount() throws {
    // 10 items of 44 in 320 × 480: all on screen. Deleting item 0 at the top keeps the
    // offset; 10 change records (9 kept, 1 deleted), 0.1 s at 30 fps is 4 animation frames of
    // 10 elements each (each frame a record too), then the entry lists 9 items:
    // 10 + (10 + 4 × (1 + 10)) + 9 = 73 records.
    let batch = BatchUpdate(
      deleteItems: [ItemPath(section: 0, item: 0)],
      animation: UpdateAnimation(duration: 0.1, fps: 30, curve: .linear))
    let scenario = Scenario(
      environment: smallEnvironment, sections: [LayoutSection(items: .count(10))],
      steps: [.update(batch)])
    let frames = try scenario.frames(outputLimit: 73)
    let transition = try #require(frames.steps.last?.transition)
    #expect(transition.changes.count == 10)
    #expect(transition.frames.map(\.elements.count) == [10, 10, 10, 10])
    #expect(frames.steps.last?.elements.count == 9)
    #expect(transition.recordCount == 54)
    let error = ScenarioError(
      location: "steps[0]",
      message: "expected at most 72 element records in the frames, got more by this step")
    #expect(throws: error) { try scenario.frames(outputLimit: 72) }
    // The transition alone passes the limit (10 + 53 < 10 + 54): the animation stops being
    // sampled.
    #expect(
      throws: ScenarioError(
        location: "steps[0]",
        message: "expected at most 63 element records in the frames, got more by this step")
    ) {
      try scenario.frames(outputLimit: 63)
    }
  }

  @Test func sampledFramesCountEvenWhenTheyListNothing() throws {
    // No items: nothing is listed and nothing changes, but 1 s at 60 fps samples 61 frames,
    // 61 records.
    let batch = BatchUpdate(animation: UpdateAnimation(duration: 1, fps: 60, curve: .linear))
    let scenario = Scenario(
      environment: smallEnvironment, sections: [LayoutSection(items: .count(0))],
      steps: [.update(batch)])
    let frames = try scenario.frames(outputLimit: 61)
    let transition = try #require(frames.steps.last?.transition)
    #expect(transition.frames.count == 61)
    #expect(transition.changes.isEmpty)
    #expect(transition.frames.allSatisfy { $0.elements.isEmpty })
    #expect(frames.steps.allSatisfy { $0.elements.isEmpty })
    #expect(
      throws: ScenarioError(
        location: "steps[0]",
        message: "expected at most 60 element records in the frames, got more by this step")
    ) {
      try scenario.frames(outputLimit: 60)
    }
  }

  @Test func animationFramesAreCountedBeforeAnyWork() {
    // The issue's reproducer: 10,000 empty updates of 60 s at 240 frames per second would
    // sample 144,010,000 frames (14,401 each): rejected by validation, from the counts, before
    // any frame is sampled (no clock here: speed is the benchmark's, not a test's).
    let update = #"{"update": {"animation": {"duration": 60, "fps": 240}}}"#
    let json = scenarioJSON(
      #""sections": [{"items": 10}], "steps": [\#(Array(repeating: update, count: 10_000).joined(separator: ", "))]"#
    )
    #expect(
      decodingIssues(json) == [
        "steps: expected at most 20000000 element records in the frames, got at least "
          + "144010000 (144010000 sampled animation frames in 10000 update steps, each a record)"
      ])
    // 1,388 such updates sample 19,988,588 frames: within the limit, left to the player.
    let fewer = scenarioJSON(
      #""sections": [{"items": 10}], "steps": [\#(Array(repeating: update, count: 1_388).joined(separator: ", "))]"#
    )
    #expect(decodingIssues(fewer) == [])
  }

  @Test func allOutputAddsTheAnimationFramesToTheListedElements() {
    // 6,666,000 elements in each of 3 entries before the updates: 19,998,000, within the
    // limit; the 2 updates' 14,401 frames each take the count past it.
    var scenario = Scenario(
      environment: smallEnvironment, sections: [LayoutSection(items: .count(6_666_000))],
      steps: [.scroll(.zero), .scroll(.zero)],
      output: OutputOptions(elements: .all))
    #expect(scenario.validationIssues() == [])
    let update = ScenarioStep.update(
      BatchUpdate(animation: UpdateAnimation(duration: 60, fps: 240)))
    scenario.steps += [update, update]
    #expect(
      scenario.validationIssues().map(\.description) == [
        "output.elements: expected at most 20000000 element records in the frames, got at "
          + "least 20026802 (6666000 elements in each of the 3 entries before the first "
          + "update, and 28802 sampled animation frames in 2 update steps)"
      ])
  }

  @Test(arguments: [
    (0.3, 60.0, 18), (1, 60, 60), (0.1, 30, 3), (60, 240, 14_400), (0.001, 1, 1),
    (Double.nan, 60, 1), (Double.infinity, 60, 1), (1e300, 240, 1), (-1, 60, 1),
  ])
  func sampleIntervalsAreCheckedBeforeTheConversion(
    duration: Double, fps: Double, intervals: Int
  ) {
    let animation = UpdateAnimation(duration: duration, fps: fps)
    #expect(animation.sampleIntervals == intervals)
    #expect(animation.sampledFrameCount == intervals + 1)
  }

  @Test func aVisibleListingStopsOnceItPassesTheLimit() throws {
    // Rows of one pixel, 0.5 points: all 1000 items are on screen, but listing stops after 11.
    let layout = try makeLayout(
      height: 1000, metrics: SectionMetrics(rowHeight: 0.5),
      sections: [LayoutSection(items: .count(1000))])
    var examined = 0
    let listed = layout.elements(
      in: layout.visibleRect(at: .zero), examined: &examined, limit: 10)
    #expect(listed.count == 11)
    #expect(examined == 11)
    #expect(layout.listedElements(.visible, at: .zero, limit: 10) == nil)
    #expect(layout.listedElements(.visible, at: .zero, limit: 1000)?.count == 1000)
    #expect(layout.listedElements(.all, at: .zero, limit: 999) == nil)
    #expect(layout.listedElements(.all, at: .zero, limit: 1000)?.count == 1000)
  }

  @Test func theCommandLineExitsWith2AndWritesNothing() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let scenario = try directory.write(tenMillionItems(scrolls: 2), to: "huge.json")
    let output = directory.path("frames.json")
    let result = runTool(["frames", scenario, "-o", output])
    #expect(result.status == .invalidInput)
    #expect(result.output.isEmpty)
    #expect(
      result.errors
        == "output.elements: expected at most 20000000 element records in the frames, got "
        + "30000000 (10000000 elements in each of 3 entries)\n")
    #expect(try directory.contents() == ["huge.json"])
  }
}
