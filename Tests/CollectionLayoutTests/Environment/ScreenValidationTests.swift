import Testing

@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Screens checked where they are given: a resize step's `environment` against the screen
/// before it, the display scale of each screen, the screens of `devices` named once; and a
/// rotation given as an environment placing a pager and a wall as their own resizes do.
@Suite struct ScreenValidationTests {
  /// A scenario of 40 rows on a `width` × `height` viewport with `steps`.
  static func rows(width: Int, height: Int, steps: String) -> String {
    #"{"version": 1, "viewport": {"width": \#(width), "height": \#(height)}, "sections": [{"items": 40}], "steps": "#
      + steps + "}"
  }

  @Test func aResizeEnvironmentIsCheckedOnTheScreenBeforeIt() {
    // 320 wide, then 1000: a 400-point safe area fits the screen of the second step.
    let widened = Self.rows(
      width: 320, height: 480,
      steps:
        #"[{"resize": {"width": 1000, "height": 800}}, {"resize": {"environment": {"safeArea": {"left": 400}}}}]"#
    )
    #expect(decodingIssues(widened) == [])
    #expect(playingIssues(widened) == [])
    // 1000 wide, then 300: it does not, and the validator says so at the step's safe area.
    let narrowed = Self.rows(
      width: 1000, height: 800,
      steps:
        #"[{"resize": {"width": 300, "height": 500}}, {"resize": {"environment": {"safeArea": {"left": 400}}}}]"#
    )
    #expect(
      decodingIssues(narrowed) == [
        #"steps[1].resize.environment.safeArea: the safe area's left and right insets (400 + 0) leave no width in a viewport 300 points wide"#
      ])
  }

  @Test func aResizeEnvironmentsScaleAndInsetAreLocated() {
    let pad =
      #"{"version": 1, "environment": {"device": "iPad Pro 11-inch (M4)"}, "sections": [{"items": 40}], "steps": "#
    #expect(
      decodingIssues(pad + #"[{"resize": {"environment": {"displayScale": 0}}}]}"#) == [
        #"steps[0].resize.environment.displayScale: expected a number > 0, got 0"#
      ])
    #expect(
      decodingIssues(
        pad
          + #"[{"resize": {"environment": {"orientation": "landscape"}, "contentInset": {"left": 700, "right": 700}}}]}"#
      ) == [
        #"steps[0].resize.contentInset: the content insets leave no content width in a viewport 1210 points wide"#
      ])
  }

  @Test func eachScreenOfDevicesIsCheckedAndNamedOnce() {
    #expect(
      decodingIssues(
        scenarioJSON(
          #""devices": ["iPhone 15", {"device": "iPhone 15", "displayScale": 0}, {"device": "IPHONE 15", "orientation": "portrait"}, {"device": "iPhone 15", "orientation": "landscape"}]"#
        ))
        == [
          #"devices[1]: "iPhone 15" is the screen of devices[0] too: each screen's frames file is named after it, so each is listed once"#,
          #"devices[1].displayScale: expected a number > 0, got 0"#,
          #"devices[2]: "iPhone 15" is the screen of devices[0] too: each screen's frames file is named after it, so each is listed once"#,
        ])
  }

  @Test func aDeviceNameInCapitalsIsSuggestedToo() {
    #expect(
      decodingIssues(scenarioJSON(#""environment": {"device": "IPHONE 51"}"#)) == [
        #"environment.device: unknown device "IPHONE 51"; did you mean "iPhone 15"?"#
      ])
  }

  /// The frames of `layout` on an iPhone 15 (`never` adjusted) after `steps`.
  static func frames(layout: String, device: String, steps: String) throws -> FramesDocument {
    let json =
      #"{"version": 1, "environment": {"device": "\#(device)"}, "scrollView": {"contentInsetAdjustmentBehavior": "never"}, "layout": "#
      + layout + #", "steps": "# + steps + "}"
    return try ScenarioDecoder.decode(Array(json.utf8)).frames()
  }

  @Test func aPagerTurnedByAnEnvironmentFillsTheNewScreen() throws {
    let pager =
      #"{"kind": "paging", "pages": [{"id": "a", "imageSize": {"width": 2560, "height": 3840}}, {"id": "b", "imageSize": {"width": 3600, "height": 2400}}]}"#
    let turned = try Self.frames(
      layout: pager, device: "iPhone 15",
      steps:
        #"[{"scroll": {"x": 413, "y": 0}}, {"resize": {"environment": {"orientation": "landscape"}}}]"#
    )
    let resized = try Self.frames(
      layout: pager, device: "iPhone 15",
      steps: #"[{"scroll": {"x": 413, "y": 0}}, {"resize": {"width": 852, "height": 393}}]"#)
    // The screen is 852 wide: the paging scroll view 852 + 2 · 10, page 1 at 872 + 10.
    let step = turned.steps[2]
    #expect(step.viewport == LayoutSize(width: 872, height: 393))
    #expect(step.contentOffset == LayoutPoint(x: 872, y: 0))
    #expect(
      step.elements.first { $0.id == ElementID("page/1") }?.frame
        == LayoutRect(x: 882, y: 0, width: 852, height: 393))
    #expect(step.elements == resized.steps[2].elements)
  }

  @Test func aWallMovedByAnEnvironmentKeepsItsPlanePoint() throws {
    let wall =
      #"{"kind": "wall", "tileSize": {"width": 128, "height": 128}, "images": ["a", "b"], "columnsPerRow": 100, "start": {"x": 1000, "y": 1000}}"#
    let device = #"iPad Pro 11-inch (M4)", "orientation": "landscape"#
    let split = try Self.frames(
      layout: wall, device: device,
      steps:
        #"[{"scroll": {"x": 2100, "y": 2100}}, {"resize": {"environment": {"splitView": "oneThird"}}}]"#
    )
    let resized = try Self.frames(
      layout: wall, device: device,
      steps: #"[{"scroll": {"x": 2100, "y": 2100}}, {"resize": {"width": 375, "height": 834}}]"#)
    #expect(split.steps[2].viewport == LayoutSize(width: 375, height: 834))
    #expect(split.steps[2].contentOffset == resized.steps[2].contentOffset)
    #expect(split.steps[2].elements == resized.steps[2].elements)
  }
}

/// A scenario of `devices` alone.
@Suite struct DevicesAloneTests {
  @Test func theFirstScreenIsTheScenariosOwn() throws {
    let scenario = try ScenarioDecoder.decode(
      Array(
        #"{"version": 1, "devices": [{"device": "iPhone 15", "orientation": "landscape"}, "iPhone SE (3rd generation)"], "sections": [{"items": 3}]}"#
          .utf8))
    #expect(scenario.environment == LayoutEnvironment(device: .iPhone15, orientation: .landscape))
    #expect(scenario.environmentDescription?.screenName == "iPhone 15 landscape")
    #expect(
      try scenario.playingOnEachDevice().map(\.name) == [
        "iPhone 15 landscape", "iPhone SE (3rd generation)",
      ])
  }

  @Test func aFirstScreenThatIsWrongLeavesTheViewportMissing() {
    #expect(
      decodingIssues(
        #"{"version": 1, "devices": [{"device": "iPhone 15", "splitView": "oneThird"}], "sections": [{"items": 3}]}"#
      ) == [
        #"missing required key "viewport""#,
        #"devices[0].splitView: "iPhone 15" is an iPhone, which has no split views; expected "full", got "oneThird""#,
      ])
  }
}

/// A step after a resize to a screen with other layout margins carries them.
@Suite struct StepMarginsTests {
  @Test func aThirdOfAnIPadWritesItsMarginsOnTheStep() throws {
    let scenario = try ScenarioDecoder.decode(
      Array(
        #"{"version": 1, "environment": {"device": "iPad Pro 11-inch (M4)"}, "sections": [{"items": 3}], "steps": [{"resize": {"environment": {"splitView": "oneThird"}}}]}"#
          .utf8))
    let frames = try scenario.frames()
    // Full screen: regular, 20 a side; a third, 320 wide: compact, 16 a side (E.9.2).
    #expect(frames.environment.layoutMargins == DirectionalInsets(leading: 20, trailing: 20))
    #expect(frames.steps[0].layoutMargins == nil)
    #expect(frames.steps[1].layoutMargins == DirectionalInsets(leading: 16, trailing: 16))
    let text = String(decoding: FramesWriter.utf8(for: frames), as: UTF8.self)
    #expect(
      text.contains(
        #"""
           "viewport": {"width": 320, "height": 1210},
           "layoutMargins": {"top": 0, "leading": 16, "bottom": 0, "trailing": 16},
        """#))
    #expect(try FramesReader.read(text) == frames)
  }
}
