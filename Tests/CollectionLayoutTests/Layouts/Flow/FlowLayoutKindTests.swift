import Testing

@testable import CollectionLayout
@testable import CollectionLayoutDocuments

/// The flow kind in documents: its keys are read into a ``FlowConfiguration``, a section's
/// `layout` into a ``FlowSectionLayout``, and a measure step keeps the screen still.
@Suite struct FlowLayoutKindTests {
  @Test func keysAreReadUnderTheirUIKitNames() throws {
    let scenario = try ScenarioDecoder.decode(
      scenarioJSON(
        #"""
        "layout": {"kind": "flow", "scrollDirection": "horizontal",
          "itemSize": {"width": 60, "height": 40}, "estimatedItemSize": {"width": 60, "height": 44},
          "minimumLineSpacing": 4, "minimumInteritemSpacing": 6,
          "sectionInset": {"top": 1, "left": 2, "bottom": 3, "right": 4},
          "sectionInsetReference": "fromSafeArea", "headerReferenceSize": {"width": 30, "height": 0},
          "footerReferenceSize": {"width": 20, "height": 0},
          "sectionHeadersPinToVisibleBounds": true, "sectionFootersPinToVisibleBounds": true},
        "sections": [{"layout": {"minimumLineSpacing": 8}, "items": 3},
          {"items": [{"width": 10, "height": 20}]}]
        """#))
    #expect(
      scenario.layout.configuration(as: FlowConfiguration.self)
        == FlowConfiguration(
          scrollDirection: .horizontal, itemSize: LayoutSize(width: 60, height: 40),
          estimatedItemSize: LayoutSize(width: 60, height: 44), minimumLineSpacing: 4,
          minimumInteritemSpacing: 6,
          sectionInset: LayoutInsets(top: 1, left: 2, bottom: 3, right: 4),
          sectionInsetReference: .fromSafeArea,
          headerReferenceSize: LayoutSize(width: 30, height: 0),
          footerReferenceSize: LayoutSize(width: 20, height: 0),
          sectionHeadersPinToVisibleBounds: true, sectionFootersPinToVisibleBounds: true))
    #expect(
      scenario.sections[0].layout?.value(as: FlowSectionLayout.self)
        == FlowSectionLayout(minimumLineSpacing: 8))
    #expect(scenario.sections[1].items == .list([Item(width: 10, height: 20)]))
    #expect(scenario.contentSummary == "2 sections, 4 items, 0 steps")
    #expect(try scenario.makeLayout() is FlowLayout)
  }

  /// Self-sizing items measured above the screen: the first visible element keeps its place
  /// on screen (the content offset moves by the change).
  @Test func aMeasureStepKeepsTheScreenStill() throws {
    let items = Array(repeating: #"{"width": 100, "estimatedHeight": 100}"#, count: 30)
      .joined(separator: ", ")
    let scenario = try ScenarioDecoder.decode(
      scenarioJSON(
        #""layout": {"kind": "flow", "minimumLineSpacing": 10, "minimumInteritemSpacing": 10}, "#
          + #""sections": [{"items": [\#(items)]}], "#
          + #""steps": [{"scroll": {"x": 0, "y": 550}}, "#
          + #"{"measure": {"items": [[0, 0, 150], [0, 1, 120], [0, 2, 100]]}}]"#))
    let frames = try scenario.frames()
    let before = try #require(
      frames.steps[1].elements.first { $0.id == .item(section: 0, item: 15) })
    let after = try #require(
      frames.steps[2].elements.first { $0.id == .item(section: 0, item: 15) })
    // The first line grows from 100 to 150: everything below moves down 50, and so does the
    // offset.
    #expect(after.frame.minY == before.frame.minY + 50)
    #expect(frames.steps[2].contentOffset.y == frames.steps[1].contentOffset.y + 50)
  }

  /// `estimatedItemSize` 0 × 0 is UIKit's `.zero`: no estimate, the item size is used.
  @Test func aZeroEstimatedItemSizeIsNone() throws {
    func scenario(_ estimate: String) -> String {
      scenarioJSON(
        #""layout": {"kind": "flow", "itemSize": {"width": 100, "height": 40}\#(estimate)}, "#
          + #""sections": [{"items": 4}]"#)
    }
    let zero = try ScenarioDecoder.decode(
      scenario(#", "estimatedItemSize": {"width": 0, "height": 0}"#))
    let none = try ScenarioDecoder.decode(scenario(""))
    #expect(try zero.frames().steps[0].elements == none.frames().steps[0].elements)
    #expect(
      try zero.frames().steps[0].elements.first { $0.id == .item(section: 0, item: 0) }?.frame
        .height == 40)
  }
}
