import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCommandLine

/// Issue 40: what is valid but most likely not meant is a warning of `validate`, located,
/// printed on standard error, the status 0.
@Suite struct ValidateWarningTests {
  /// The warnings of playing `json`, one `location: message` line each.
  private func warnings(_ json: String) throws -> [String] {
    try ScenarioDecoder.decode(Array(json.utf8)).warnings().map(\.description)
  }

  /// A grid of 40 rows of 100 points, then `steps` (JSON).
  private func grid(steps: String) -> String {
    scenarioJSON(#""metrics": {"rowHeight": 100}, "sections": [{"items": 40}], "steps": "# + steps)
  }

  /// A velocity of 2.5 points per second (2.5 points per millisecond meant, the unit of
  /// scrollViewWillEndDragging) moves the content 0.749 points: warned of, at the velocity.
  @Test func aFlingThatMovesLessThanAPointIsWarnedOf() throws {
    #expect(
      try warnings(grid(steps: #"[{"fling": {"velocity": {"x": 0, "y": 2.5}}}]"#)) == [
        "steps[0].fling.velocity: the fling's velocity carries the content 0.749 points, less "
          + "than one: a velocity is in points per second (scrollViewWillEndDragging gives "
          + "points per millisecond: multiply those by 1000)"
      ])
    // A fast rate carries it less far; a finger lifted at rest, and a real fling, are meant.
    #expect(
      try warnings(
        grid(steps: #"[{"fling": {"velocity": {"x": 0, "y": -9}, "decelerationRate": "fast"}}]"#)
      ).count == 1)
    #expect(
      try warnings(
        grid(
          steps:
            #"[{"fling": {"velocity": {"x": 0, "y": 0}}}, {"fling": {"velocity": {"x": 0, "y": 2000}}}]"#
        )) == [])
    // On the command line: the warning on standard error, the valid line, status 0.
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let path = try directory.write(
      grid(steps: #"[{"scroll": {"y": 100}}, {"fling": {"velocity": {"x": 0, "y": 2.5}}}]"#),
      to: "slow.json")
    let result = runTool(["validate", path])
    #expect(result.status == .success)
    #expect(result.outputText == "\(path): valid (1 section, 40 items, 2 steps)\n")
    #expect(
      result.errors
        == "warning: steps[1].fling.velocity: the fling's velocity carries the content 0.749 "
        + "points, less than one: a velocity is in points per second (scrollViewWillEndDragging "
        + "gives points per millisecond: multiply those by 1000)\n")
    // With several files, the warning names its file.
    let twice = runTool(["validate", path, path])
    #expect(twice.status == .success)
    #expect(twice.errors.hasPrefix("\(path): warning: steps[1].fling.velocity: "))
  }

  /// An apply that lists only the section that changes deletes the others: warned of, with
  /// their ids; an apply that lists every section it keeps is not.
  @Test func anApplyThatDeletesUnlistedSectionsIsWarnedOf() throws {
    let sections =
      #""sections": [{"id": "top", "items": ["a"]}, {"id": "inbox", "items": ["b"]}, {"id": "archive", "items": ["c"]}]"#
    #expect(
      try warnings(
        scenarioJSON(
          sections
            + #", "steps": [{"apply": {"sections": [{"id": "inbox", "items": ["b", "d"]}]}}]"#
        )) == [
          "steps[0].apply.sections: the apply deletes the 2 sections it does not list (\"top\", "
            + "\"archive\"): an apply gives the whole data after the step; list every section to "
            + "keep, by its id alone when nothing in it changes"
        ])
    #expect(
      try warnings(
        scenarioJSON(
          sections
            + #", "steps": [{"apply": {"sections": [{"id": "top"}, {"id": "inbox", "items": ["b", "d"]}, {"id": "archive"}]}}]"#
        )) == [])
    // Past five ids, the others are counted.
    let many = (0..<7).map { #"{"id": "s\#($0)", "items": ["i\#($0)"]}"# }.joined(separator: ", ")
    #expect(
      try warnings(
        scenarioJSON(
          #""sections": ["# + many
            + #"], "steps": [{"apply": {"sections": [{"id": "s6"}]}}]"#)
      ).first?.hasPrefix(
        #"steps[0].apply.sections: the apply deletes the 6 sections it does not list ("s0", "s1", "s2", "s3", "s4" and 1 more): "#
      ) == true)
  }
}
