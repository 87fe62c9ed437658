import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The four lazy kinds as documents: each name reads into its container, a section's header
/// and footer count as elements, and a stack is a ``LazyStackLayout``.
@Suite struct LazyLayoutKindTests {
  static func scenario(_ layout: String, _ sections: String) throws -> Scenario {
    try ScenarioDecoder.decode(
      Array(scenarioJSON(#""layout": \#(layout), "sections": \#(sections)"#).utf8))
  }

  @Test func eachKindReadsIntoItsContainer() throws {
    for kind in LazyConfiguration.Kind.allCases {
      let tracks =
        kind == .lazyVGrid
        ? #", "columns": [{"fixed": 50}]"#
        : kind == .lazyHGrid ? #", "rows": [{"fixed": 50}]"# : ""
      let scenario = try Self.scenario(
        #"{"kind": "\#(kind.rawValue)"\#(tracks)}"#, "[{\"items\": 2}]")
      let layout = try scenario.makeLayout()
      if kind.isGrid {
        #expect((layout as? LazyGridLayout)?.configuration.kind == kind)
      } else {
        #expect((layout as? LazyStackLayout)?.grid.configuration.kind == kind)
      }
    }
  }

  /// Items, headers and footers: 3 + 1 + 2 + 1 + 1.
  @Test func headersAndFootersCountAsElements() throws {
    let scenario = try Self.scenario(
      #"{"kind": "lazyVStack"}"#,
      #"[{"items": 3, "layout": {"header": {"height": 10}}}, {"items": 2, "layout": {"header": {"height": 10}, "footer": {"height": 5}}}]"#
    )
    let configuration = try #require(LazyVStackKind.configuration(of: scenario.layout))
    #expect(LazyVStackKind.elementCount(of: configuration, in: scenario) == 8)
    let frames = try scenario.frames()
    #expect(frames.steps[0].elements.count == 8)
  }

  /// The article's Swift example: the photo grid without a document, on an iPhone 15, whose
  /// frames start below the safe area with 4 columns.
  @Test func theArticlesPhotoGridInSwift() throws {
    let grid = try LazyGridLayout(
      configuration: .lazyVGrid(
        columns: [GridItem(.adaptive(minimum: 80), spacing: 2)], spacing: 2),
      environment: LayoutEnvironment(device: .iPhone15),
      sections: [
        LayoutSection(items: .list((0..<40).map { Item(id: "p\($0)", aspectRatio: 1) }))
      ])
    let frames = try FramesDocument(layout: grid, steps: [.scroll(LayoutPoint(x: 0, y: 200))])
    #expect(frames.steps.count == 2)
    #expect(frames.steps[0].contentOffset == LayoutPoint(x: 0, y: -59))
    #expect(grid.tracks.count == 4)
  }

  /// `scrollIndicators` margins are kept on the scroll view and move nothing: on an iPhone 15
  /// a list with `{"scrollIndicators": {"right": 4, "top": 10}}` writes the same frames, byte
  /// for byte, as one without (the frames have no key for the indicators).
  @Test func indicatorMarginsAreKeptAndWriteNothing() throws {
    func json(_ margins: String) -> String {
      #"""
      {"version": 1, "environment": {"device": "iPhone 15"},
       "layout": {"kind": "lazyVStack"\#(margins)}, "sections": [{"items": 30}],
       "steps": [{"scroll": {"x": 0, "y": 200}}]}
      """#
    }
    let plain = try ScenarioDecoder.decode(Array(json("").utf8))
    let margins = try ScenarioDecoder.decode(
      Array(
        json(#", "scrollView": {"contentMargins": {"scrollIndicators": {"top": 10, "right": 4}}}"#)
          .utf8))
    let layout = try margins.makeLayout()
    let stack = try #require(layout as? LazyStackLayout)
    #expect(stack.grid.configuration.scrollView.indicatorMargins == LayoutInsets(top: 10, right: 4))
    #expect(
      FramesWriter.utf8(for: try margins.frames()) == FramesWriter.utf8(for: try plain.frames()))
  }
}
