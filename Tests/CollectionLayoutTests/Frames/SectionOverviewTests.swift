import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The `sections` overview of a frames entry: the frame of every section, written when the
/// output lists the visible elements and the frames changed since the last entry that wrote
/// them.
@Suite struct SectionOverviewTests {
  /// One column of 50-point rows in a 320 × 100 viewport: section 0 is rows 0 ... 1
  /// (y 0 ... 100), section 1 rows 2 ... 4 (y 100 ... 250).
  private static func scenario(output: String = "visible", steps: String) -> String {
    #"""
    {"version": 1, "viewport": {"width": 320, "height": 100}, "displayScale": 2,
     "metrics": {"rowHeight": 50}, "output": {"elements": "\#(output)"},
     "sections": [{"items": 2}, {"items": 3}],
     "steps": [\#(steps)]}
    """#
  }

  private static func frames(_ text: String) throws -> FramesDocument {
    try ScenarioDecoder.decode(Array(text.utf8)).frames()
  }

  @Test func writtenForTheFirstEntryAndWhenTheSectionsMove() throws {
    let frames = try Self.frames(
      Self.scenario(
        steps: #"""
          {"scroll": {"x": 0, "y": 120}}, {"update": {"deleteItems": [[1, 0]]}},
          {"scroll": {"x": 0, "y": 0}}
          """#))
    #expect(
      frames.steps.map(\.sections) == [
        [
          LayoutRect(x: 0, y: 0, width: 320, height: 100),
          LayoutRect(x: 0, y: 100, width: 320, height: 150),
        ],
        nil,
        [
          LayoutRect(x: 0, y: 0, width: 320, height: 100),
          LayoutRect(x: 0, y: 100, width: 320, height: 100),
        ],
        nil,
      ])
    // The initial entry lists the 2 visible items of section 0 only; the overview has both.
    #expect(frames.steps[0].elements.map(\.id.description) == ["item/0/0", "item/0/1"])
  }

  @Test func notWrittenWhenEveryElementIsListed() throws {
    let frames = try Self.frames(
      Self.scenario(output: "all", steps: #"{"update": {"deleteItems": [[1, 0]]}}"#))
    #expect(frames.steps.map(\.sections) == [nil, nil])
    #expect(!FramesWriter.json(for: frames).contains("\"sections\""))
  }

  @Test func notWrittenPastTheSectionLimit() throws {
    let limit = Limits.maximumOverviewSectionCount
    #expect(try Self.frames(Self.oneItemSections(limit + 1)).steps[0].sections == nil)
    #expect(try Self.frames(Self.oneItemSections(limit)).steps[0].sections?.count == 1_000)
  }

  /// A scenario of `count` sections of one 50-point item each.
  private static func oneItemSections(_ count: Int) -> String {
    let sections = Array(repeating: #"{"items": 1}"#, count: count).joined(separator: ", ")
    return #"""
      {"version": 1, "viewport": {"width": 320, "height": 100}, "displayScale": 2,
       "metrics": {"rowHeight": 50}, "sections": [\#(sections)]}
      """#
  }

  @Test func writtenAfterTheCustomAttributesAndReadBack() throws {
    let step = FrameStep(
      index: 0, action: .initial, viewport: LayoutSize(width: 320, height: 100),
      contentOffset: .zero, contentSize: LayoutSize(width: 320, height: 250), elements: [],
      customAttributes: CustomAttributes([("pages", .number(2))]),
      sections: [
        LayoutRect(x: 0, y: 0, width: 320, height: 100),
        LayoutRect(x: 0, y: 100, width: 320, height: 150.0004),
      ])
    let frames = FramesDocument(
      environment: LayoutEnvironment(viewport: LayoutSize(width: 320, height: 100)),
      steps: [step])
    let text = FramesWriter.json(for: frames)
    #expect(
      text.contains(
        """
           "contentSize": {"width": 320, "height": 250}, "pages": 2,
           "sections": [[0, 0, 320, 100], [0, 100, 320, 150]],
           "elements": []}
        """))
    var rounded = step
    rounded.sections?[1].size.height = 150
    let read = try FramesReader.read(text)
    #expect(read.steps == [rounded])
    #expect(FramesIndex.index(Array(text.utf8))?.step(0) == rounded)
  }

  @Test func wrongSections() {
    #expect(
      issues(#""sections": 3, "elements": []"#) == [
        "steps[0].sections: expected an array, got a number"
      ])
    #expect(
      issues(#""sections": [[0, 0, 320, 100], [0, 100, 320]], "elements": []"#) == [
        "steps[0].sections[1]: expected an array of 4 numbers, got 3 elements"
      ])
  }

  /// The issues of reading a one-step document whose step ends with `members`.
  private func issues(_ members: String) -> [String] {
    let text = """
      {"format": "collection-layout/frames", "version": 1,
       "viewport": {"width": 320, "height": 100},
       "contentInset": {"top": 0, "left": 0, "bottom": 0, "right": 0},
       "displayScale": 2,
       "steps": [
        {"index": 0, "action": "initial", "viewport": {"width": 320, "height": 100},
         "contentOffset": {"x": 0, "y": 0}, "contentSize": {"width": 320, "height": 250},
         \(members)}
       ]}
      """
    do {
      _ = try FramesReader.read(text)
      return []
    } catch {
      return error.issues.map(\.description)
    }
  }
}
