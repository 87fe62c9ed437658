import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Issue 40, item 2: every frames entry lists the state of every section that scrolls on its
/// own (`sectionScrollers`); each state is a record against the output limit, counted before
/// anything is written.
@Suite struct ReportedStatesTests {
  /// A compositional layout whose every section is a strip of one 100 × 50 item, `sections`
  /// of them, then `steps`.
  private static func scenario(sections: Int, steps: String) throws -> Scenario {
    let group =
      #"{"horizontal": {"size": {"width": {"absolute": 100}, "height": {"absolute": 50}}, "#
      + #""subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "#
      + #""height": {"fractionalHeight": 1}}}}]}}"#
    let layout =
      #""layout": {"kind": "compositional", "section": {"group": \#(group), "#
      + #""orthogonalScrollingBehavior": "continuous"}}"#
    let text = scenarioJSON(
      layout + #", "sections": [{"items": \#(sections)}], "steps": [\#(steps)]"#)
    var scenario = try ScenarioDecoder.decode(Array(text.utf8))
    scenario.sections = Array(repeating: LayoutSection(items: .count(1)), count: sections)
    return scenario
  }

  /// `count` scroll steps.
  private static func scrolls(_ count: Int) -> String {
    Array(repeating: #"{"scroll": {"x": 0, "y": 10}}"#, count: count).joined(separator: ", ")
  }

  /// What `writeFrames` hands its sink before it throws (in chunks of 1 byte: every record as
  /// it is written), and the problem, with `limit`.
  private static func written(_ scenario: Scenario, limit: Int) -> ([UInt8], ScenarioError?) {
    var bytes: [UInt8] = []
    do {
      try scenario.writeFrames(to: &bytes, chunkSize: 1, outputLimit: limit)
      return (bytes, nil)
    } catch {
      guard case .scenario(let problem) = error else { return (bytes, nil) }
      return (bytes, problem)
    }
  }

  /// The issue's case: 100,000 strips and 10,000 scroll steps would list 1,000,100,000 states
  /// (about 200 GB); refused before a byte is written.
  @Test func theIssuesCaseIsRefusedBeforeAnythingIsWritten() throws {
    let scenario = try Self.scenario(sections: 100_000, steps: Self.scrolls(10_000))
    let (bytes, problem) = Self.written(scenario, limit: Limits.maximumOutputElementCount)
    #expect(bytes.isEmpty)
    #expect(
      problem?.description
        == "steps: expected at most 20000000 element records in the frames, got at least "
        + "1000100000 (each of the 10001 entries lists the state of the 100000 sections that "
        + "scroll on their own, a record each): play fewer steps, or make fewer sections "
        + "scroll on their own")
  }

  /// The states count as elements do: 3 strips of 1 item, all on screen, in 3 entries (9
  /// items, 9 states). The limit that just holds every record passes; one less fails at the
  /// last entry's elements, in the whole and the streamed frames alike.
  @Test func statesAndElementsShareTheLimit() throws {
    let scenario = try Self.scenario(sections: 3, steps: Self.scrolls(2))
    let frames = try scenario.frames()
    let elements = frames.steps.reduce(0) { $0 + $1.elements.count }
    let states = frames.steps.reduce(0) {
      $0 + FramesPlayer<CompositionalLayout>.reportedStateCount(of: $1.customAttributes)
    }
    #expect(states == 9)
    #expect(elements == 9)
    let total = elements + states
    #expect(throws: Never.self) { try scenario.frames(outputLimit: total) }
    #expect(Self.written(scenario, limit: total).1 == nil)
    #expect(
      throws: Scenario.outputLimitError(total - 1, at: 1),
      "the last entry's elements no longer fit"
    ) { try scenario.frames(outputLimit: total - 1) }
    #expect(
      Self.written(scenario, limit: total - 1).1 == Scenario.outputLimitError(total - 1, at: 1))
  }

  /// The entries before the first update are counted before anything is written; an update
  /// that adds strips is refused at the first entry whose states pass the limit, before it is
  /// written.
  @Test func anUpdateThatAddsStripsIsRefusedAtItsEntry() throws {
    // 2 strips in the 2 entries before the update: 2 states and 2 items each (8 records). The
    // update inserts 3 sections: its entry would list 5 states, 1 more than a limit of 12
    // leaves (the streamed frames count an update's transition as it is written, after its
    // entry; the whole frames count it first, and are refused by it).
    let scenario = try Self.scenario(
      sections: 2, steps: Self.scrolls(1) + #", {"update": {"insertSections": [0, 1, 2]}}"#)
    let (bytes, problem) = Self.written(scenario, limit: 12)
    #expect(!bytes.isEmpty)
    #expect(
      problem?.description
        == "steps[1]: expected at most 12 element records in the frames, got more by this "
        + "step (its entry lists the state of the 5 sections that scroll on their own, a "
        + "record each): play fewer steps, or make fewer sections scroll on their own")
    #expect(throws: Scenario.outputLimitError(12, at: 1)) { try scenario.frames(outputLimit: 12) }
    // Before the update: 2 entries of 2 states each, over a limit of 3.
    let (none, early) = Self.written(scenario, limit: 3)
    #expect(none.isEmpty)
    #expect(
      early?.description
        == "steps: expected at most 3 element records in the frames, got at least 4 (each of "
        + "the 2 entries before the first update lists the state of the 2 sections that "
        + "scroll on their own, a record each): play fewer steps, or make fewer sections "
        + "scroll on their own")
  }
}
