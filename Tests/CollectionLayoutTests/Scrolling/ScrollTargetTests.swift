import CollectionLayout
import Testing

/// Scroll steps to a coordinate, an end of the content or an item, and resizes that change the
/// content inset: decoded keys, hand-computed offsets, and located errors word for word (listed
/// in the error catalogue).
@Suite struct ScrollTargetTests {
  /// A 320 × 480 viewport under a 64-point navigation bar and above a 49-point tab bar, one
  /// section of 40 rows 44 points tall: content 1760 tall, valid offsets y -64 ... 1329
  /// (1760 + 49 - 480), the area inside the insets 367 points tall (480 - 64 - 49).
  static func json(_ steps: String, inset: String = #"{"top": 64, "bottom": 49}"#) -> String {
    scenarioJSON(
      #""contentInset": \#(inset), "sections": [{"items": 40}], "steps": [\#(steps)]"#)
  }

  /// The content offsets of every entry of `json`'s frames.
  static func offsets(_ json: String) throws -> [LayoutPoint] {
    try ScenarioDecoder.decode(Array(json.utf8)).frames().steps.map(\.contentOffset)
  }

  /// The issues of decoding and playing `json`.
  static func issues(_ json: String) -> [String] {
    do {
      _ = try ScenarioDecoder.decode(Array(json.utf8)).frames()
      return []
    } catch {
      return error.issues.map(\.description)
    }
  }

  @Test func everyTargetDecodes() throws {
    let scenario = try ScenarioDecoder.decode(
      Array(
        Self.json(
          #"""
          {"scroll": {"x": 0, "y": 300}}, {"scroll": {"y": 300}}, {"scroll": {"x": 10}},
          {"scroll": {"to": "bottom"}}, {"scroll": {"to": "left"}},
          {"scroll": {"toItem": [0, 4], "position": "center"}}, {"scroll": {"toItem": [0, 5]}},
          {"resize": {"width": 480, "height": 320, "contentInset": {"top": 32}}},
          {"resize": {"width": 320, "height": 480}}
          """#
        ).utf8))
    #expect(
      scenario.steps == [
        .scroll(LayoutPoint(x: 0, y: 300)), .scrollTo(.offset(x: nil, y: 300)),
        .scrollTo(.offset(x: 10, y: nil)), .scrollTo(.edge(.bottom)), .scrollTo(.edge(.left)),
        .scrollTo(.item(ItemPath(section: 0, item: 4), position: .center)),
        .scrollTo(.item(ItemPath(section: 0, item: 5), position: nil)),
        .resize(LayoutSize(width: 480, height: 320), contentInset: LayoutInsets(top: 32)),
        .resize(LayoutSize(width: 320, height: 480)),
      ])
  }

  @Test func aCoordinateAloneKeepsTheOther() throws {
    let offsets = try Self.offsets(
      Self.json(#"{"scroll": {"x": 0, "y": 200}}, {"scroll": {"x": 7}}, {"scroll": {"y": -90}}"#))
    // Used as given, overscroll included, like {"x", "y"}.
    #expect(
      offsets == [
        LayoutPoint(x: 0, y: -64), LayoutPoint(x: 0, y: 200), LayoutPoint(x: 7, y: 200),
        LayoutPoint(x: 7, y: -90),
      ])
  }

  @Test func theEndsOfTheContentHonourTheInsets() throws {
    let offsets = try Self.offsets(
      Self.json(#"{"scroll": {"to": "bottom"}}, {"scroll": {"to": "top"}}"#))
    #expect(offsets.map(\.y) == [-64, 1329, -64])
  }

  @Test func theBottomOfContentShorterThanTheViewportIsTheTop() throws {
    // 5 rows, 220 points: the bottom offset max(-64, 220 + 49 - 480) is -64.
    let json = scenarioJSON(
      #""contentInset": {"top": 64, "bottom": 49}, "sections": [{"items": 5}], "steps": [{"scroll": {"to": "bottom"}}]"#
    )
    #expect(try Self.offsets(json).map(\.y) == [-64, -64])
  }

  @Test func anItemIsPlacedAgainstTheAreaInsideTheInsets() throws {
    // Item 20 spans 880 ..< 924.
    let offsets = try Self.offsets(
      Self.json(
        #"""
        {"scroll": {"toItem": [0, 20], "position": "top"}},
        {"scroll": {"toItem": [0, 20], "position": "center"}},
        {"scroll": {"toItem": [0, 20], "position": "bottom"}},
        {"scroll": {"toItem": [0, 20]}}
        """#))
    #expect(
      offsets.map(\.y) == [
        -64,
        816,  // 880 - 64: its top at the top inset
        654.5,  // 902 (its centre) - 64 - 367 / 2
        493,  // 924 + 49 - 480: its bottom at the bottom inset
        816,  // no position: its leading edge, the top, at the top inset
      ])
  }

  @Test func anItemNearAnEndIsClampedAsUIKitClampsIt() throws {
    // Item 39's top at the top inset would be 1716 - 64 = 1652; the largest offset is 1329.
    // Item 0's bottom at the bottom inset would be 44 + 49 - 480 = -387; the smallest is -64.
    let offsets = try Self.offsets(
      Self.json(
        #"""
        {"scroll": {"toItem": [0, 39], "position": "top"}},
        {"scroll": {"toItem": [0, 0], "position": "bottom"}}
        """#))
    #expect(offsets.map(\.y) == [-64, 1329, -64])
  }

  @Test func aResizeCanChangeTheContentInset() throws {
    // Item 20 at the top inset (offset 816, its top at 880), then landscape under a 32-point
    // bar and no tab bar: the item stays at the top inset, at 880 - 32 = 848; valid offsets
    // are now -32 ... 1760 - 320 = 1440. Back to portrait with no inset given keeps the
    // landscape inset: 880 - 32 = 848 still.
    let frames = try ScenarioDecoder.decode(
      Array(
        Self.json(
          #"""
          {"scroll": {"toItem": [0, 20], "position": "top"}},
          {"resize": {"width": 480, "height": 320, "contentInset": {"top": 32}}},
          {"resize": {"width": 320, "height": 480}},
          {"scroll": {"to": "bottom"}}
          """#
        ).utf8)
    ).frames()
    #expect(frames.steps.map(\.contentOffset.y) == [-64, 816, 848, 848, 1280])
    #expect(frames.steps[2].contentInset == LayoutInsets(top: 32))
    #expect(frames.steps[3].contentInset == LayoutInsets(top: 32))
    #expect(frames.steps[2].viewport == LayoutSize(width: 480, height: 320))
  }

  @Test func wrongTargetsAreLocated() {
    #expect(
      decodingIssues(
        Self.json(
          #"""
          {"scroll": {"x": 0, "to": "top"}}, {"scroll": {"toItem": [0, 1], "y": 3}},
          {"scroll": {"position": "top"}}, {"scroll": {}}, {"scroll": {"to": "bottm"}},
          {"scroll": {"toItem": [0, 1], "position": "middle"}}, {"scroll": {"toItem": [0]}},
          {"scroll": {"y": 1e999}}, {"scroll": {"toItem": [-1, 2]}}
          """#)) == [
          #"steps[0].scroll.to: expected either an offset ("x", "y"), "to" or "toItem", got "x" and "to""#,
          #"steps[1].scroll.y: expected either an offset ("x", "y"), "to" or "toItem", got "toItem" and "y""#,
          #"steps[2].scroll: expected "toItem" beside "position", got none"#,
          #"steps[3].scroll: expected "x", "y", "to" or "toItem", got none"#,
          #"steps[4].scroll.to: expected one of "top", "bottom", "left", "right", got "bottm"; did you mean "bottom"?"#,
          #"steps[5].scroll.position: expected one of "top", "center", "bottom", "left", "right", got "middle""#,
          #"steps[6].scroll.toItem: expected an array of 2 elements [section, item], got an array of 1 element"#,
          #"steps[7].scroll.y: expected a finite number, got inf"#,
          #"steps[8].scroll.toItem[0]: expected an integer >= 0, got -1"#,
        ])
  }

  @Test func anItemThatIsNotShownIsReportedWhenPlayed() {
    #expect(
      Self.issues(Self.json(#"{"scroll": {"toItem": [0, 40], "position": "center"}}"#)) == [
        #"steps[0].scroll.toItem: expected an item shown at this step, got [0, 40]: section 0 has 40 items"#
      ])
    #expect(
      Self.issues(Self.json(#"{"scroll": {"toItem": [1, 0]}}"#)) == [
        #"steps[0].scroll.toItem: expected an item shown at this step, got [1, 0]: there is 1 section"#
      ])
  }

  @Test func wrongInsetsOfAResizeAreLocated() {
    #expect(
      decodingIssues(
        Self.json(
          #"""
          {"resize": {"width": 480, "height": 320, "contentInset": {"top": -1}}},
          {"resize": {"width": 100, "height": 320, "contentInset": {"left": 60, "right": 40}}},
          {"resize": {"width": 480, "height": 320, "contentInset": 3}}
          """#)) == [
          #"steps[0].resize.contentInset.top: expected a number >= 0, got -1"#,
          #"steps[1].resize.width: the content insets leave no content width in a viewport 100 points wide"#,
          #"steps[2].resize.contentInset: expected an object {"top": N, "left": N, "bottom": N, "right": N}, got a number"#,
        ])
  }

  @Test func aPagingLayoutRefusesAContentInsetOnResize() {
    #expect(
      decodingIssues(
        scenarioJSON(
          #"""
          "layout": {"kind": "paging", "pages": [{"id": "a", "imageSize": {"width": 100, "height": 100}}]},
          "steps": [{"resize": {"width": 480, "height": 320, "contentInset": {"top": 20}}},
                    {"resize": {"width": 320, "height": 480, "contentInset": {}}}]
          """#)) == [
          "steps[0].resize.contentInset: expected no content inset with a paging layout (its pages "
            + "fill the screen)"
        ])
  }
}
