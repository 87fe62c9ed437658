import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore

/// `containerRelativeFrame` per item (``LazyItemFrame``): an item's own frame replaces the
/// layout's `itemFrame` for that item, in Swift and in documents, by hand.
@Suite struct LazyItemFrameTests {
  /// A `LazyVStack` (centre alignment, spacing 8) in a 390 × 400 view whose items are
  /// `containerRelativeFrame(.horizontal, count: 2, spacing: 10)`: (390 − 10) / 2 = 190 wide,
  /// at x = (390 − 190) / 2 = 100. Its own frames: "hero" count 2, span 2, spacing 10 is
  /// 190 · 2 + 10 = 390 wide at 0; "third" count 3 is 130 wide at 130; "tall" sets only the
  /// height, count 4 of 400: 100 tall, and as wide as the stack (390), the layout's width
  /// replaced. Rows of 50 but "tall": y 0, 58, 116, 174, 282.
  @Test func anItemsOwnFrameReplacesTheLayouts() throws {
    var configuration = LazyConfiguration.lazyVStack()
    configuration.itemFrame = ContainerRelativeFrame(count: 2, spacing: 10)
    let section = LayoutSection(
      items: .list(
        ["a", "hero", "third", "tall", "b"].map { Item(id: $0, height: 50) }),
      layout: LazySectionLayout(itemFrames: [
        LazyItemFrame(
          itemID: "hero", frame: ContainerRelativeFrame(count: 2, span: 2, spacing: 10)),
        LazyItemFrame(itemID: "third", frame: ContainerRelativeFrame(count: 3)),
        LazyItemFrame(
          itemID: "tall", frame: ContainerRelativeFrame(horizontal: false, vertical: true, count: 4)
        ),
        LazyItemFrame(itemID: "gone", frame: ContainerRelativeFrame(count: 5)),
      ]))
    let stack = try LazyStackLayout(
      configuration: configuration,
      environment: LayoutEnvironment(viewport: LayoutSize(width: 390, height: 400)),
      sections: [section])
    let frames = (0..<5).map {
      stack.attributes(for: .item(section: 0, item: $0), pins: nil)?.frame
    }
    #expect(
      frames == [
        LayoutRect(x: 100, y: 0, width: 190, height: 50),
        LayoutRect(x: 0, y: 58, width: 390, height: 50),
        LayoutRect(x: 130, y: 116, width: 130, height: 50),
        LayoutRect(x: 0, y: 174, width: 390, height: 100),
        LayoutRect(x: 100, y: 282, width: 190, height: 50),
      ])
  }

  /// The same from a document: a section's `layout` lists `itemFrames` by item id, and the
  /// frame follows its item when an apply moves it ("hero" from first to last).
  @Test func aDocumentsItemFramesFollowTheirItems() throws {
    let json = #"""
      {"version": 1, "viewport": {"width": 390, "height": 400},
       "layout": {"kind": "lazyVStack",
                  "itemFrame": {"containerRelative": {"axes": ["horizontal"], "count": 2, "spacing": 10}}},
       "sections": [{"id": "cards", "items": [{"id": "hero", "height": 50}, {"id": "a", "height": 50}],
         "layout": {"itemFrames": [{"item": "hero", "containerRelative": {"count": 2, "span": 2, "spacing": 10}}]}}],
       "steps": [{"apply": {"sections": [{"id": "cards", "items": ["a", "hero"]}]}}]}
      """#
    let frames = try ScenarioDecoder.decode(Array(json.utf8)).frames()
    func frame(_ step: Int, _ itemID: String) -> LayoutRect? {
      frames.steps[step].elements.first { $0.itemID == itemID }?.frame
    }
    #expect(frame(0, "hero") == LayoutRect(x: 0, y: 0, width: 390, height: 50))
    #expect(frame(0, "a") == LayoutRect(x: 100, y: 58, width: 190, height: 50))
    #expect(frame(1, "a") == LayoutRect(x: 100, y: 0, width: 190, height: 50))
    #expect(frame(1, "hero") == LayoutRect(x: 0, y: 58, width: 390, height: 50))
  }

  /// Bad values are located under the entry, with the layout-level frame's messages; an
  /// entry without its item (or with a wrong one) is reported, and its frame is not checked
  /// as well; the entries after it keep their own index (the last one here).
  @Test func wrongItemFramesAreLocated() {
    let issues = decodingIssues(
      scenarioJSON(
        #"""
        "layout": {"kind": "lazyVStack"},
        "sections": [{"items": [{"id": "a"}], "layout": {"itemFrames": [
          {"item": "a", "containerRelative": {"count": 2, "span": 1}},
          {"item": "a", "containerRelative": {"axes": [], "count": 2, "span": 3, "spacing": -1}},
          {"containerRelative": {"count": 0}},
          {"item": 3, "containerRelative": {}},
          {"item": "a", "containerRelative": {"count": 2, "span": 5}}]}}]
        """#))
    #expect(
      issues == [
        #"sections[0].layout.itemFrames[1].containerRelative.axes: expected at least one axis, "horizontal" or "vertical", got none"#,
        "sections[0].layout.itemFrames[1].containerRelative.span: expected a span from 1 to the count (2), got 3",
        "sections[0].layout.itemFrames[1].containerRelative.spacing: expected a number >= 0, got -1",
        #"sections[0].layout.itemFrames[2]: missing required key "item""#,
        "sections[0].layout.itemFrames[3].item: expected a string, got a number",
        "sections[0].layout.itemFrames[4].containerRelative.span: expected a span from 1 to the count (2), got 5",
      ])
    // In code, the same checks, under `sections[N].layout`.
    #expect(throws: LayoutError.self) {
      try LazyStackLayout(
        configuration: .lazyVStack(),
        environment: LayoutEnvironment(viewport: LayoutSize(width: 390, height: 400)),
        sections: [
          LayoutSection(
            items: .count(1),
            layout: LazySectionLayout(itemFrames: [
              LazyItemFrame(itemID: "a", frame: ContainerRelativeFrame(count: 1001))
            ]))
        ])
    }
  }
}
