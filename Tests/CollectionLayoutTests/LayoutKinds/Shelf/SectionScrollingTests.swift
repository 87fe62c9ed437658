import Testing

@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// A scroll step addressed to a section moves that section's own strip, and every step
/// reports each strip's offset.
@Suite struct SectionScrollingTests {
  static let kinds = LayoutKinds.standard.adding(ShelfLayoutKind.self)

  static func document(steps: String, kind: String = #""kind": "shelf""#) -> String {
    #"{"version": 1, "viewport": {"width": 250, "height": 300}, "layout": {"# + kind
      + #"}, "sections": [{"items": 5}, {"items": 5}], "steps": ["# + steps + "]}"
  }

  @Test func aSectionScrollsOnItsOwn() throws {
    let scenario = try ScenarioDecoder.decode(
      Self.document(steps: #"{"scroll": {"section": 1, "x": 150}}, {"scroll": {"y": 10}}"#),
      kinds: Self.kinds)
    #expect(scenario.steps[0] == .scrollSection(1, x: 150, y: nil))
    let frames = try scenario.frames()
    // Shelf 1's cells move 150 points left; the collection view does not move.
    #expect(frames.steps[1].action == "scroll")
    #expect(frames.steps[1].contentOffset == .zero)
    let rows = frames.steps[1].elements.filter { $0.id.indexes[0] == 1 }
    #expect(rows.map(\.id.description) == ["item/1/1", "item/1/2", "item/1/3"])
    #expect(rows.map(\.frame.minX) == [-50, 50, 150])
    // Every entry reports each strip: shelf 1 at 150 from the step on, kept by later steps.
    for (step, expected) in [(0, 0.0), (1, 150), (2, 150)] {
      guard case .list(let scrollers) = frames.steps[step].customAttributes["sectionScrollers"],
        scrollers.count == 2, case .object(let second) = scrollers[1]
      else {
        Issue.record("step \(step): no sectionScrollers")
        continue
      }
      #expect(second["section"]?.numberValue == 1)
      #expect(second["frame"]?.rectValue == LayoutRect(x: 0, y: 100, width: 250, height: 100))
      #expect(second["contentSize"]?.sizeValue == LayoutSize(width: 500, height: 100))
      #expect(second["contentOffset"]?.pointValue == LayoutPoint(x: expected, y: 0))
    }
  }

  @Test func problemsAreLocated() throws {
    #expect(
      try messages(Self.document(steps: #"{"scroll": {"section": 5, "x": 1}}"#)) == [
        "steps[0].scroll.section: expected one of the sections that scroll on their own (0, 1), got 5"
      ])
    #expect(
      try messages(
        Self.document(steps: #"{"scroll": {"section": 0, "x": 1}}"#, kind: #""kind": "grid""#))
        == [
          "steps[0].scroll.section: expected a section that scrolls on its own (a compositional section with an orthogonalScrollingBehavior), got section 0: no section of this layout does"
        ])
    #expect(
      try messages(
        Self.document(
          steps: #"{"scroll": {"section": 0}}, {"scroll": {"to": "top", "section": 1}}, "#
            + #"{"scroll": {"section": -1, "x": 0}}"#))
        == [
          #"steps[0].scroll: expected an offset ("x", "y") beside "section", got none"#,
          #"steps[1].scroll: expected an offset ("x", "y") beside "section", got "to""#,
          "steps[2].scroll.section: expected an integer >= 0, got -1",
        ])
  }

  /// The messages of decoding and playing `document`; none when it plays.
  private func messages(_ document: String) throws -> [String] {
    do {
      let scenario = try ScenarioDecoder.decode(document, kinds: Self.kinds)
      _ = try scenario.frames()
      return []
    } catch {
      return error.issues.map(\.description)
    }
  }
}
