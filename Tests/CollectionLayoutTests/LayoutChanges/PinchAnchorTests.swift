import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// A pinch played as a document keeps the photo under the fingers there, frame by frame.
@Suite struct PinchAnchorTests {
  /// Thirty items of 100-point rows in 3 columns, in 320 × 480 at scale 2 (columns at x 0,
  /// 106.5 and 213.5, widths 106.5, 107 and 106.5), scrolled to y 400, pinched open at
  /// (160, 240) to 2 columns (x 0 and 160, width 160).
  static let json = scenarioJSON(
    #"""
    "displayScale": 2, "metrics": {"columns": 3, "rowHeight": 100}, "sections": [{"items": 30}],
    "steps": [{"scroll": {"x": 0, "y": 400}},
              {"pinch": {"at": {"x": 160, "y": 240}, "scale": [1, 1.1, 1.25, 1.4, 1.5],
                         "columns": [3, 2], "release": "finish"}}]
    """#)

  @Test func aPinchKeepsTheItemUnderTheFingersThereAtEveryFrame() throws {
    let scenario = try ScenarioDecoder.decode(Array(Self.json.utf8))
    let frames = try scenario.frames()
    let pinch = try #require(frames.steps.last)
    let transition = try #require(pinch.transition)
    // The fingers are over content point (160, 640): item 19 (row 6, column 1: x 106.5 ..< 213.5,
    // y 600 ..< 700), 0.4 of its height down. In 2 columns item 19 is row 9, column 1
    // (160, 900, 160, 100): 0.4 down is y 940, under y 240 of the viewport at offset 940 - 240
    // = 700 (within 0 ... 1,020; x stays 0, the content being as wide as the viewport).
    // Progress is (scale - 1) / (3 / 2 - 1): 0, 0.2, 0.5, 0.8, 1, one frame each.
    #expect(pinch.contentOffset == LayoutPoint(x: 0, y: 700))
    let offsets = transition.frames.map(\.contentOffset.y)
    #expect(offsets.count == 5)
    #expect(
      zip(offsets, [400, 460, 550, 640, 700]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(offsets)")
    // At progress 0.5 (the third frame): the offset is 400 + 300 · 0.5 = 550, the item's top
    // 600 + 300 · 0.5 = 750, its height 100; the fingers' content point 550 + 240 = 790 is
    // 40 = 0.4 · 100 below the top: the same place in the photo.
    let middle = try #require(
      transition.frames[2].elements.first { $0.id == .item(section: 0, item: 19) })
    #expect(middle.frame.minY == 750)
    #expect(middle.frame.height == 100)
    for frame in transition.frames {
      let item = try #require(frame.elements.first { $0.id == .item(section: 0, item: 19) })
      let fingers = frame.contentOffset.y + 240
      #expect(item.frame.minY <= fingers && fingers < item.frame.maxY, "frame \(frame.frame)")
      #expect(abs((fingers - item.frame.minY) / item.frame.height - 0.4) < 1e-9)
    }
  }
}
