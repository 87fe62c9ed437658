import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCommandLine
@testable import CollectionLayoutDocuments

/// A kind of layout added whole in one folder, without a change to the package: the reader
/// accepts its key and its step, the scenario checks it, the player plays it and a picture
/// labels it, once it is registered (`LayoutKinds.standard.adding(StripLayoutKind.self)`).
@Suite struct StripLayoutKindTests {
  static let kinds = LayoutKinds.standard.adding(StripLayoutKind.self)

  /// A 250 x 100 viewport over 8 cells of 100 points, then a jump to cell 5.
  static func document(layout: String = #""kind": "strip", "cellCount": 8"#, steps: String)
    -> String
  {
    #"{"version": 1, "viewport": {"width": 250, "height": 100}, "layout": {"#
      + layout + #"}, "steps": ["# + steps + "]}"
  }

  @Test func aRegisteredKindIsReadCheckedAndPlayed() throws {
    let scenario = try ScenarioDecoder.decode(
      Self.document(steps: #"{"jump": 5}"#), kinds: Self.kinds)
    #expect(scenario.layout.kind == "strip")
    #expect(
      scenario.layout.configuration(as: StripLayoutKind.Configuration.self)
        == StripLayoutKind.Configuration(cellCount: 8, cellWidth: 100))
    #expect(scenario.steps == [.interaction(InteractionStep(JumpStep(cell: 5)))])
    #expect(scenario.contentSummary == "8 cells, 1 step")
    let frames = try scenario.frames()
    // At x 0 the viewport (250 wide) shows cells 0, 1 and 2 (200 ... 300).
    #expect(
      frames.steps[0].elements.map(\.id.description) == [
        "stripCell/0", "stripCell/1", "stripCell/2",
      ])
    // Cell 5 at x 500 is the farthest the 800-point row scrolls in 250 points: 550 > 500.
    #expect(frames.steps[1].action == "jump")
    #expect(frames.steps[1].contentOffset == LayoutPoint(x: 500, y: 0))
    #expect(
      frames.steps[1].elements.map(\.id.description) == [
        "stripCell/5", "stripCell/6", "stripCell/7",
      ])
  }

  @Test func theReaderSaysWhatTheKindMisses() {
    #expect(
      messages(Self.document(layout: #""kind": "strip", "cellWidth": 50"#, steps: ""))
        == [#"layout: missing required key "cellCount""#])
    #expect(
      messages(Self.document(steps: #"{"jump": 9}"#))
        == ["steps[0].jump: expected a cell 0 ..< 8, got 9"])
    #expect(
      messages(Self.document(steps: #"{"jmp": 9}"#))
        == [#"steps[0]: unknown step "jmp"; did you mean "jump"?"#])
    // A key of the strip with another kind is another kind's unknown key.
    #expect(
      messages(Self.document(layout: #""kind": "grid", "cellCount": 3"#, steps: ""))
        == [#"layout.cellCount: unknown key; expected one of "kind""#])
  }

  @Test func withoutTheRegistrationTheKindIsUnknown() {
    #expect(
      messages(Self.document(steps: ""), kinds: .standard)
        == [
          #"layout.kind: expected one of "grid", "paging", "wall", "flow", "compositional", "#
            + #""lazyVStack", "lazyHStack", "lazyVGrid", "lazyHGrid", got "strip""#,
          #"layout.cellCount: unknown key; expected one of "kind", "pages", "pagePadding", "#
            + #""maximumZoomScale", "minimumZoomScale", "tiles", "tileSize", "images", "#
            + #""imageCount", "columnsPerRow", "start", "scrollDirection", "itemSize", "#
            + #""estimatedItemSize", "minimumLineSpacing", "minimumInteritemSpacing", "#
            + #""sectionInset", "sectionInsetReference", "headerReferenceSize", "#
            + #""footerReferenceSize", "sectionHeadersPinToVisibleBounds", "#
            + #""sectionFootersPinToVisibleBounds", "interSectionSpacing", "#
            + #""boundarySupplementaryItems", "section", "contentInsetsReference", "#
            + #""sectionProvider", "spacing", "alignment", "pinnedViews", "itemLength", "#
            + #""scrollView", "itemFrame", "columns", "rows""#,
        ])
  }

  @Test func aPictureLabelsTheCellsWithTheKindsDrawing() throws {
    let scenario = try ScenarioDecoder.decode(
      Self.document(steps: #"{"jump": 5}"#), kinds: Self.kinds)
    let frames = try scenario.frames()
    let scene = try FrameScene(
      environment: frames.environment, stepCount: frames.steps.count, index: 1,
      step: frames.steps[1], drawings: FrameScene.drawings + [StripDrawing.self])
    #expect(scene.boxes.map(\.label) == ["cell 5", "cell 6", "cell 7"])
    #expect(scene.pageViews == "jumped to cell 5")
    #expect(SVGPicture.svg(of: scene).contains(">strip cell<"))
  }

  @Test func aKindsStepsCompareByTypeAndValue() {
    let jump = InteractionStep(JumpStep(cell: 1))
    #expect(jump == InteractionStep(JumpStep(cell: 1)))
    #expect(jump.hashValue == InteractionStep(JumpStep(cell: 1)).hashValue)
    #expect(jump != InteractionStep(JumpStep(cell: 2)))
    #expect(jump != .page(PageStep(page: 1)))
    #expect(jump.name == "jump" && jump.layoutKind == "strip")
    #expect(jump.value(as: JumpStep.self)?.cell == 1 && jump.value(as: PageStep.self) == nil)
  }

  /// The messages of decoding `document` with `kinds`; none when it decodes.
  private func messages(_ document: String, kinds: LayoutKinds = Self.kinds) -> [String] {
    do {
      _ = try ScenarioDecoder.decode(document, kinds: kinds)
      return []
    } catch {
      return error.issues.map(\.description)
    }
  }
}
