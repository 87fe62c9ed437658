import CollectionLayout
import Testing

@testable import CollectionLayoutTesting

@Suite struct FramesChangeSummaryTests {
  private static func item(
    _ index: Int, y: Double, height: Double = 44, zIndex: Int = 1, columnIndex: Int? = nil,
    color: LayoutColor? = nil
  ) -> LayoutAttributes {
    LayoutAttributes(
      id: .item(section: 0, item: index),
      frame: LayoutRect(x: Double(index % 2) * 160, y: y, width: 160, height: height),
      zIndex: zIndex,
      columnIndex: columnIndex, backgroundColor: color)
  }

  private static func frames(
    width: Double = 320, offsets: [Double], elements: [[LayoutAttributes]]
  ) -> String {
    let steps = zip(offsets, elements).enumerated().map { index, step in
      FrameStep(
        index: index, action: index == 0 ? .initial : .scroll,
        viewport: LayoutSize(width: width, height: 480),
        contentOffset: LayoutPoint(x: 0, y: step.0),
        contentSize: LayoutSize(width: width, height: 1000), elements: step.1)
    }
    return FramesWriter.json(
      for: FramesDocument(
        environment: LayoutEnvironment(viewport: LayoutSize(width: width, height: 480)),
        steps: steps)
    )
  }

  private static func summary(old: String, new: String) -> FramesChangeSummary {
    FramesChangeSummary(LineDiff(old: old, new: new))
  }

  @Test func namesEveryChangedField() {
    let old = Self.frames(
      offsets: [0, 100],
      elements: [
        [Self.item(0, y: 0), Self.item(1, y: 0), Self.item(2, y: 44), Self.item(3, y: 44)],
        [Self.item(2, y: 44), Self.item(3, y: 44)],
      ])
    let new = Self.frames(
      offsets: [0, 120, 120],
      elements: [
        [
          Self.item(0, y: 0, color: LayoutColor(red: 0, green: 0, blue: 0)),
          Self.item(1, y: 0, zIndex: 2, columnIndex: 1), Self.item(3, y: 88, height: 50.5),
          Self.item(4, y: 88),
        ],
        [Self.item(2, y: 44), Self.item(3, y: 44)],
        [],
      ])
    #expect(
      Self.summary(old: old, new: new).lines() == [
        "step 0: item/0/0: backgroundColor absent -> \"#000000\"",
        "step 0: item/0/1: zIndex 1 -> 2, columnIndex absent -> 1",
        "step 0: item/0/2: removed",
        "step 0: item/0/3: frame.y 44 -> 88, frame.height 44 -> 50.5",
        "step 0: item/0/4: added",
        "step 1: contentOffset.y 100 -> 120",
        "step 2: added",
      ])
    #expect(
      Self.summary(old: new, new: old).lines() == [
        "step 0: item/0/0: backgroundColor \"#000000\" -> absent",
        "step 0: item/0/1: zIndex 2 -> 1, columnIndex 1 -> absent",
        "step 0: item/0/2: added",
        "step 0: item/0/3: frame.y 88 -> 44, frame.height 50.5 -> 44",
        "step 0: item/0/4: removed",
        "step 1: contentOffset.y 120 -> 100",
        "step 2: removed",
      ])
  }

  @Test func namesHeaderChangesWithoutAStep() {
    let old = Self.frames(offsets: [0], elements: [[Self.item(0, y: 0)]])
    let new = Self.frames(width: 375, offsets: [0], elements: [[Self.item(0, y: 0)]])
    #expect(
      Self.summary(old: old, new: new).lines() == [
        "viewport.width 320 -> 375",
        "step 0: viewport.width 320 -> 375",
        "step 0: contentSize.width 320 -> 375",
      ])
  }

  @Test func ordersElementsByElementIDAndCapsTheText() {
    let old = Self.frames(offsets: [0], elements: [(0..<60).map { Self.item($0, y: 0) }])
    let new = Self.frames(offsets: [0], elements: [(0..<60).map { Self.item($0, y: 1) }])
    let summary = Self.summary(old: old, new: new)
    #expect(summary.count == 60)
    // item/0/10 sorts after item/0/9, not after item/0/1 as text would.
    #expect(
      summary.lines(limit: 11).suffix(2) == [
        "step 0: item/0/9: frame.y 0 -> 1", "step 0: item/0/10: frame.y 0 -> 1",
      ])
    let text = summary.text(maximumLines: 2)
    #expect(
      text == "step 0: item/0/0: frame.y 0 -> 1\nstep 0: item/0/1: frame.y 0 -> 1\n... and 58 more")
  }

  @Test func reportsMovedButUnchangedLinesAsNoChange() {
    // Beyond the edit limit the diff is positional: every line after an insertion differs
    // from the line at its position, but only the inserted element changed.
    let old = Self.frames(offsets: [0], elements: [(1..<6).map { Self.item($0, y: 0) }])
    let new = Self.frames(offsets: [0], elements: [(0..<6).map { Self.item($0, y: 0) }])
    let diff = LineDiff(old: old, new: new, maximumEditCount: 0)
    #expect(FramesChangeSummary(diff).lines() == ["step 0: item/0/0: added"])
  }

  /// A change inside an update's or a fling's transition says where it is: which animation
  /// frame (its elements and its content offset), or which change record. A step's own
  /// element and an animation frame's element of the same id are two entries.
  @Test func namesTheAnimationFrameAndTheRecordOfAChange() throws {
    let old = try FramesWriter.json(
      for: ScenarioDecoder.decode(
        Array(
          (#"{"version": 1, "viewport": {"width": 320, "height": 480}, "sections": [{"items": 40}], "#
            + #""metrics": {"rowHeight": 100}, "steps": [{"fling": {"velocity": {"x": 0, "y": 2000}}}]}"#)
            .utf8)
      ).frames())
    var lines = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let frameLine = try #require(lines.firstIndex { $0.hasPrefix(#"     {"frame": 4, "#) })
    // Frame 4's offset and its first element; the first change record's final frame.
    lines[frameLine] = lines[frameLine].replacingOccurrences(
      of: #""contentOffset": {"x": 0, "y": "#, with: #""contentOffset": {"x": 0, "y": 1"#)
    lines[frameLine + 1] = lines[frameLine + 1].replacingOccurrences(
      of: #""frame": [0, "#, with: #""frame": [0.5, "#)
    let record = try #require(lines.firstIndex { $0.hasPrefix(#"     {"change": "kept""#) })
    lines[record] = lines[record].replacingOccurrences(
      of: #""hidden": false"#, with: #""hidden": true"#)
    let new = lines.joined(separator: "\n")
    let summary = Self.summary(old: old, new: new).lines()
    #expect(summary.count == 3)
    #expect(summary[0].hasPrefix("step 1: change record item/0/0: "))
    #expect(summary[1].hasPrefix("step 1: animation frame 4: contentOffset.y "))
    #expect(summary[2].hasPrefix("step 1: animation frame 4: item/0/"))
    #expect(summary[2].hasSuffix(": frame.x 0 -> 0.5"))
  }

  @Test func recognizesFramesFiles() {
    #expect(FramesChangeSummary.isFrames(Self.frames(offsets: [], elements: [])))
    #expect(!FramesChangeSummary.isFrames("{\"format\": \"other\"}\n"))
  }
}
