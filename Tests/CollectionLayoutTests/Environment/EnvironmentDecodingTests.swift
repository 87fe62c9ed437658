import Testing

@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The `environment`, `scrollView` and `devices` keys, a `resize` step's `environment`, and
/// their problems, word for word.
@Suite struct EnvironmentDecodingTests {
  /// A scenario document of 100 rows with `members` at its root and no viewport.
  static func json(_ members: String) -> String {
    #"{"version": 1, "sections": [{"items": 100}], "# + members + "}"
  }

  static func decode(_ members: String) throws -> Scenario {
    try ScenarioDecoder.decode(Array(json(members).utf8))
  }

  @Test func aDeviceFillsTheViewportAndTheScreen() throws {
    let scenario = try Self.decode(
      #""environment": {"device": "iphone 15", "orientation": "landscape"}"#)
    #expect(scenario.environment.viewport == LayoutSize(width: 852, height: 393))
    #expect(scenario.environment.safeArea == LayoutInsets(left: 59, bottom: 21, right: 59))
    #expect(scenario.environment.layoutMargins == DirectionalInsets(leading: 16, trailing: 16))
    #expect(scenario.environment.displayScale == 3)
    #expect(scenario.environmentDescription?.device == .iPhone15)
  }

  @Test func everyKeyGivenOverridesThePreset() throws {
    let scenario = try Self.decode(
      #""viewport": {"width": 800, "height": 400}, "displayScale": 2, "environment": {"device": "iPhone 15", "safeArea": {"top": 10}, "layoutMargins": {"leading": 8, "trailing": 8}, "readableWidth": 600, "sizeClass": {"horizontal": "regular"}}, "scrollView": {"contentInsetAdjustmentBehavior": "never", "alwaysBounceVertical": true, "alwaysBounceHorizontal": true, "inBarController": true}"#
    )
    let environment = scenario.environment
    #expect(environment.viewport == LayoutSize(width: 800, height: 400))
    #expect(environment.displayScale == 2)
    #expect(environment.safeArea == LayoutInsets(top: 10))
    #expect(environment.layoutMargins == DirectionalInsets(leading: 8, trailing: 8))
    #expect(environment.readableWidth == 600)
    #expect(environment.sizeClass == SizeClasses(horizontal: .regular, vertical: .regular))
    #expect(
      scenario.scrollView
        == ScrollViewSettings(
          contentInsetAdjustmentBehavior: .never, alwaysBounceVertical: true,
          alwaysBounceHorizontal: true, inBarController: true))
  }

  @Test func theFramesWriteTheAdjustedInsetAndTheScreen() throws {
    let scenario = try Self.decode(#""environment": {"device": "iPhone 15"}"#)
    let text = String(decoding: FramesWriter.utf8(for: try scenario.frames()), as: UTF8.self)
    #expect(
      text.hasPrefix(
        #"""
        {"format": "collection-layout/frames", "version": 1,
         "viewport": {"width": 393, "height": 852},
         "contentInset": {"top": 59, "left": 0, "bottom": 34, "right": 0},
         "displayScale": 3,
         "safeArea": {"top": 59, "left": 0, "bottom": 34, "right": 0},
         "sizeClass": {"horizontal": "compact", "vertical": "regular"},
         "layoutMargins": {"top": 0, "leading": 16, "bottom": 0, "trailing": 16},
         "steps": [
          {"index": 0, "action": "initial",
        """#))
    let read = try FramesReader.read(Array(text.utf8))
    #expect(read.environment.safeArea == LayoutInsets(top: 59, bottom: 34))
    #expect(read.environment.sizeClass == SizeClasses(horizontal: .compact, vertical: .regular))
    #expect(read.environment.layoutMargins == DirectionalInsets(leading: 16, trailing: 16))
    #expect(FramesWriter.utf8(for: read) == Array(text.utf8))
  }

  @Test func aResizeStepTurnsTheDevice() throws {
    let scenario = try Self.decode(
      #""environment": {"device": "iPad Pro 11-inch (M4)", "splitView": "oneThird"}, "steps": [{"resize": {"environment": {"orientation": "landscape", "splitView": "full"}}}]"#
    )
    let frames = try scenario.frames()
    #expect(frames.environment.viewport == LayoutSize(width: 320, height: 1210))
    #expect(frames.steps[1].viewport == LayoutSize(width: 1210, height: 834))
    // The iPad's safe area is the same in both orientations: no step line.
    #expect(frames.steps[1].safeArea == nil)
  }

  @Test func devicesAreNamesOrEnvironments() throws {
    let scenario = try Self.decode(
      #""viewport": {"width": 320, "height": 480}, "devices": ["iPhone SE (3rd generation)", {"device": "iPhone 16 Pro Max", "orientation": "landscape"}, {"device": "iPad Pro 13-inch (M4)", "orientation": "landscape", "splitView": "oneThird"}]"#
    )
    let played = try scenario.playingOnEachDevice()
    #expect(
      played.map(\.name) == [
        "iPhone SE (3rd generation)", "iPhone 16 Pro Max landscape",
        "iPad Pro 13-inch (M4) landscape oneThird",
      ])
    #expect(played[1].scenario.environment.viewport == LayoutSize(width: 956, height: 440))
    #expect(played[2].scenario.environment.viewport == LayoutSize(width: 375, height: 1032))
  }

  // MARK: - Problems

  @Test func anUnknownDeviceSuggestsTheNearest() {
    #expect(
      decodingIssues(Self.json(#""environment": {"device": "iPhone 51"}"#)) == [
        #"environment.device: unknown device "iPhone 51"; did you mean "iPhone 15"?"#
      ])
    #expect(
      decodingIssues(Self.json(#""environment": {"device": 3}"#)) == [
        #"environment.device: expected a device name such as "iPhone 15", got a number"#
      ])
    #expect(
      decodingIssues(Self.json(#""environment": {"device": "Pixel 8"}"#)) == [
        #"environment.device: unknown device "Pixel 8"; expected one of "iPhone SE (3rd generation)", "iPhone 13", "iPhone 14", "iPhone 15", "iPhone 16", "iPhone 16 Pro", "iPhone 16 Pro Max", "iPad Pro 11-inch (3rd generation)", "iPad Pro 11-inch (M4)", "iPad Pro 13-inch (M4)""#
      ])
  }

  @Test func aSplitViewTheDeviceDoesNotHave() {
    #expect(
      decodingIssues(Self.json(#""environment": {"device": "iPhone 15", "splitView": "oneHalf"}"#))
        == [
          #"environment.splitView: "iPhone 15" is an iPhone, which has no split views; expected "full", got "oneHalf""#
        ])
    #expect(
      decodingIssues(
        Self.json(#""environment": {"device": "iPad Pro 13-inch (M4)", "splitView": "oneHalf"}"#))
        == [
          #"environment.splitView: "iPad Pro 13-inch (M4)" has no "oneHalf" split view in portrait; expected one of "full", "twoThirds", "oneThird""#
        ])
  }

  @Test func anOrientationThatIsNotOne() {
    #expect(
      decodingIssues(
        Self.json(#""environment": {"device": "iPhone 15", "orientation": "landscap"}"#))
        == [
          #"environment.orientation: expected one of "portrait", "landscape", got "landscap"; did you mean "landscape"?"#
        ])
  }

  @Test func aSplitViewWithoutADevice() {
    #expect(
      decodingIssues(
        scenarioJSON(#""environment": {"orientation": "landscape", "splitView": "oneThird"}"#))
        == [
          #"environment.orientation: expected a "device" beside "orientation": only a device turns or splits its screen"#,
          #"environment.splitView: expected a "device" beside "splitView": only a device turns or splits its screen"#,
        ])
  }

  @Test func noViewportAndNoDevice() {
    #expect(
      decodingIssues(Self.json(#""environment": {"safeArea": {"top": 20}}"#)) == [
        #"missing required key "viewport" (or an "environment" with a "device")"#
      ])
    #expect(decodingIssues(Self.json("\"steps\": []")) == [#"missing required key "viewport""#])
  }

  @Test func aSafeAreaLargerThanTheViewport() {
    #expect(
      decodingIssues(
        Self.json(
          #""environment": {"device": "iPhone 15", "safeArea": {"left": 200, "right": 200}}"#))
        == [
          #"environment.safeArea: the safe area's left and right insets (200 + 200) leave no width in a viewport 393 points wide"#
        ])
    #expect(
      decodingIssues(
        Self.json(
          #""environment": {"device": "iPhone 15", "safeArea": {"top": 500, "bottom": 400}}"#))
        == [
          #"environment.safeArea: the safe area's top and bottom insets (500 + 400) leave no height in a viewport 852 points high"#
        ])
    #expect(
      decodingIssues(Self.json(#""environment": {"device": "iPhone 15", "safeArea": {"top": -1}}"#))
        == [#"environment.safeArea.top: expected a number >= 0, got -1"#])
  }

  @Test func marginsThatLeaveNoRoom() {
    #expect(
      decodingIssues(
        Self.json(
          #""environment": {"device": "iPhone 15", "orientation": "landscape", "layoutMargins": {"leading": 400, "trailing": 334}}"#
        ))
        == [
          #"environment.layoutMargins: the layout margins (leading 400 + trailing 334) inside the safe area (left 59 + right 59) leave no width in a viewport 852 points wide"#
        ])
  }

  @Test func aResizeToASplitViewTheDeviceDoesNotHave() {
    #expect(
      decodingIssues(
        Self.json(
          #""environment": {"device": "iPad Pro 11-inch (M4)", "orientation": "landscape", "splitView": "oneHalf"}, "steps": [{"resize": {"environment": {"orientation": "portrait"}}}]"#
        ))
        == [
          #"steps[0].resize.environment.splitView: "iPad Pro 11-inch (M4)" has no "oneHalf" split view in portrait; expected one of "full", "twoThirds", "oneThird""#
        ])
    #expect(
      decodingIssues(scenarioJSON(#""steps": [{"resize": {"width": 100}}]"#)) == [
        #"steps[0].resize: missing required key "height""#
      ])
  }

  @Test func aDevicesEntryWithoutADevice() {
    #expect(
      decodingIssues(scenarioJSON(#""devices": ["iPhone 15", {"orientation": "landscape"}, 3]"#))
        == [
          #"devices[1]: expected a "device" for each screen of "devices""#,
          #"devices[2]: expected a device name or an object such as {"device": "iPhone 15"}, got a number"#,
        ])
  }
}
