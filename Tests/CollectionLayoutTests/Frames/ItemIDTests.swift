import CollectionLayout
import Testing

/// A scenario's item ids in the frames (`itemID`) and the lookups by them.
@Suite struct ItemIDTests {
  /// One column of 44-point rows under a pinned 30-point header: `a` at 30, `b` at 74, `c`
  /// (60 points) at 118; the apply step deletes `a` and inserts `d` after `c`.
  static let scenario = """
    {"version": 1, "viewport": {"width": 320, "height": 200},
     "metrics": {"rowHeight": 44},
     "sections": [{"id": "list", "items": ["a", "b", {"id": "c", "height": 60}],
                   "headers": [{"height": 30, "pinned": true}]}],
     "steps": [{"apply": {"sections": [{"id": "list", "items": ["b", "c", "d"]}]}}]}
    """

  @Test func theFramesNameItemsByTheirIDs() throws {
    let frames = try ScenarioDecoder.decode(Array(Self.scenario.utf8)).frames()
    let initial = frames.steps[0].elements
    #expect(initial.map(\.id.description) == ["header/0/0", "item/0/0", "item/0/1", "item/0/2"])
    #expect(initial.map(\.itemID) == [nil, "a", "b", "c"])
    let records = try #require(frames.steps[1].transition).changes
    let described = records.map {
      "\($0.change) \($0.before?.description ?? "-") \($0.after?.description ?? "-") "
        + "\($0.initial.itemID ?? "-") \($0.final.itemID ?? "-")"
    }
    #expect(
      described == [
        "kept header/0/0 header/0/0 - -",
        "deleted item/0/0 - a a",
        "kept item/0/1 item/0/0 b b",
        "kept item/0/2 item/0/1 c c",
        "inserted - item/0/2 d d",
      ])
    #expect(frames.steps[1].elements.compactMap(\.itemID) == ["b", "c", "d"])
  }

  @Test func theItemIDIsWrittenFirstAfterTheStandardKeys() throws {
    var item = LayoutAttributes(
      id: .item(section: 0, item: 3), frame: LayoutRect(x: 0, y: 0, width: 320, height: 44),
      zIndex: 1,
      columnIndex: 0)
    item.customAttributes["editing"] = .boolean(true)
    item.itemID = "price"
    #expect(item.customAttributes.members.map(\.name) == ["itemID", "editing"])
    let frames = FramesDocument(
      environment: LayoutEnvironment(viewport: LayoutSize(width: 320, height: 480)),
      steps: [
        FrameStep(
          index: 0, action: .initial, viewport: LayoutSize(width: 320, height: 480),
          contentOffset: .zero, contentSize: LayoutSize(width: 320, height: 44), elements: [item])
      ])
    let text = FramesWriter.json(for: frames)
    #expect(
      text.contains(
        #"{"id": "item/0/3", "kind": "item", "frame": [0, 0, 320, 44], "zIndex": 1, "alpha": 1, "hidden": false, "columnIndex": 0, "itemID": "price", "editing": true}"#
      ))
    let read = try FramesReader.read(text)
    #expect(read == frames)
    #expect(read.steps[0].element(withItemID: "price")?.id == .item(section: 0, item: 3))
    item.itemID = "cost"
    #expect(item.customAttributes.members.map(\.name) == ["itemID", "editing"])
    item.itemID = nil
    #expect(item.customAttributes.members.map(\.name) == ["editing"])
  }

  @Test func aLayoutFindsAnItemByItsID() throws {
    // The same list, then a section of a bare count (whose items have no ids).
    let scenario = try ScenarioDecoder.decode(
      Array(
        Self.scenario.replacing(
          #""pinned": true}]}],"#, with: #""pinned": true}]}, {"items": 2}],"#
        ).utf8))
    let layout = try GridLayout(scenario: scenario)
    #expect(layout.itemPath(forItemID: "c") == ItemPath(section: 0, item: 2))
    #expect(layout.itemPath(forItemID: "z") == nil)
    #expect(layout.itemID(of: .item(section: 0, item: 1)) == "b")
    #expect(layout.itemID(of: .header(section: 0, index: 0)) == nil)
    #expect(layout.itemID(of: .item(section: 1, item: 0)) == nil)
    let c = try #require(layout.attributes(forItemID: "c", at: LayoutPoint(x: 0, y: 0)))
    #expect(c.id == .item(section: 0, item: 2))
    #expect(c.frame == LayoutRect(x: 0, y: 118, width: 320, height: 60))
    #expect(c.itemID == "c")
    #expect(layout.attributes(forItemID: "z", at: .zero) == nil)
  }

  @Test func aPagerFindsAPageByItsID() throws {
    let scenario = try ScenarioDecoder.decode(
      Array(
        """
        {"version": 1, "viewport": {"width": 320, "height": 480},
         "layout": {"kind": "paging", "pages": [
           {"id": "frog", "imageSize": {"width": 640, "height": 960}},
           {"id": "lake", "imageSize": {"width": 640, "height": 960}}]}}
        """.utf8))
    let layout = try scenario.makeLayout()
    let page = try #require(layout.attributes(forItemID: "lake", at: .zero))
    #expect(page.id == .page(1))
    #expect(page.itemID == "lake")
    let frames = try scenario.frames()
    #expect(frames.steps[0].element(withItemID: "frog")?.id == .page(0))
  }

  @Test func aTransitionFindsTheRecordsOfAnItem() throws {
    let frames = try ScenarioDecoder.decode(Array(Self.scenario.utf8)).frames()
    let transition = try #require(frames.steps[1].transition)
    #expect(transition.changes(withItemID: "a").map(\.change) == [.deleted])
    #expect(transition.changes(withItemID: "d").map(\.after) == [.item(section: 0, item: 2)])
    #expect(transition.changes(withItemID: "z").isEmpty)
  }
}
