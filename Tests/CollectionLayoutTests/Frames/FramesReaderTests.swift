import CollectionLayout
import Foundation
import Testing

@Suite struct FramesReaderTests {
  /// Every golden in `Snapshots/`, and the transition sample.
  static let framesFiles: [String] = {
    let directory = ScenarioGoldens.snapshotsDirectory
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".frames.json") }.sorted().map {
      (directory as NSString).appendingPathComponent($0)
    } + [TransitionSample.path]
  }()

  @Test func thereAreGoldensToRead() {
    #expect(Self.framesFiles.count >= 10)
  }

  @Test(arguments: framesFiles)
  func writingWhatWasReadGivesTheSameBytes(path: String) throws {
    let bytes = try #require(FileManager.default.contents(atPath: path).map { Array($0) })
    let frames = try FramesReader.read(bytes)
    #expect(!frames.steps.isEmpty)
    #expect(FramesWriter.utf8(for: frames) == bytes, "\(path)")
  }

  @Test func theSampleFileIsTheSampleFrames() throws {
    guard let data = FileManager.default.contents(atPath: TransitionSample.path) else {
      // Missing: write it from the sample, and fail so that it is read and committed.
      try Data(FramesWriter.utf8(for: TransitionSample.frames))
        .write(to: URL(fileURLWithPath: TransitionSample.path))
      Issue.record("wrote \(TransitionSample.path); check it and run the tests again")
      return
    }
    let bytes = Array(data)
    #expect(
      bytes == FramesWriter.utf8(for: TransitionSample.frames),
      "Tests/Frames/transition-sample.frames.json is out of date: write it again from TransitionSample.frames"
    )
    #expect(try FramesReader.read(bytes) == TransitionSample.frames)
  }

  @Test func readsEveryOptionalAttribute() throws {
    let element = LayoutAttributes(
      id: .placeholder(section: 2), frame: LayoutRect(x: 0.5, y: 10, width: 768, height: 200),
      zIndex: 2, alpha: 0.25, isHidden: true, columnIndex: 3, isPinned: true,
      backgroundColor: LayoutColor(red: 0x0A, green: 0xB0, blue: 0xC0),
      selectedBackgroundColor: LayoutColor(red: 1, green: 2, blue: 3, alpha: 0x80),
      padding: LayoutInsets(top: 1, left: 2.5, bottom: 3, right: 4),
      placeholder: PlaceholderContent(kind: .noContent, title: "No <\"reviews\">", message: "a\nb"))
    let frames = FramesDocument(
      environment: LayoutEnvironment(viewport: LayoutSize(width: 768, height: 1024)),
      steps: [
        FrameStep(
          index: 0, action: .initial, viewport: LayoutSize(width: 768, height: 1024),
          contentOffset: .zero, contentSize: LayoutSize(width: 768, height: 210),
          elements: [element])
      ])
    #expect(try FramesReader.read(FramesWriter.utf8(for: frames)) == frames)
  }

  @Test func ignoresMembersItDoesNotKnow() throws {
    let text = document(
      step: #""future": [1, 2], "elements": [\#(itemLine(#", "glow": "blue""#))]"#)
    let frames = try FramesReader.read(text)
    #expect(frames.steps.first?.elements.first?.id == .item(section: 0, item: 0))
  }

  // MARK: - Errors, word for word

  @Test func malformedJSON() {
    #expect(issues("{\"format\": }") == ["line 1, column 12: expected a value, got '}'"])
  }

  @Test func wrongFormatAndVersion() {
    let text = document(step: #""elements": []"#)
      .replacingOccurrences(
        of: "collection-layout/frames\", \"version\": 1", with: "frames\", \"version\": 2")
    #expect(
      issues(text) == [
        #"format: expected "collection-layout/frames", got "frames""#,
        "version: expected 1, got 2",
      ])
    #expect(issues("[]") == ["expected an object, got an array"])
  }

  @Test func wrongFrame() {
    #expect(
      issues(document(step: #""elements": [\#(itemLine(frame: "[0, 0, 320]"))]"#)) == [
        "steps[0].elements[0].frame: expected an array of 4 numbers, got 3 elements"
      ])
    #expect(
      issues(document(step: #""elements": [\#(itemLine(frame: #"{"x": 0}"#))]"#)) == [
        "steps[0].elements[0].frame: expected an array of 4 numbers, got an object"
      ])
    #expect(
      issues(document(step: #""elements": [\#(itemLine(frame: #"[0, "1", 320, 1e999]"#))]"#)) == [
        "steps[0].elements[0].frame[1]: expected a number, got a string",
        "steps[0].elements[0].frame[3]: expected a finite number, got 1e999",
      ])
  }

  @Test func wrongIdKindAndEnumerations() {
    let line =
      #"{"id": "item/0/x", "kind": "item", "frame": [0, 0, 1, 1], "zIndex": 1, "alpha": 1, "hidden": "no"}"#
    let header =
      #"{"id": "item/0/1", "kind": "header", "frame": [0, 0, 1, 1], "zIndex": 1, "alpha": 1, "hidden": false}"#
    #expect(
      issues(document(action: "bounce back", step: #""elements": [\#(line), \#(header)]"#)) == [
        #"steps[0].action: expected an action name (1 to 23 ASCII letters, digits, '-', '_' or '.') such as "scroll", got "bounce back""#,
        #"steps[0].elements[0].id: expected an element id such as "item/0/3", got "item/0/x""#,
        "steps[0].elements[0].hidden: expected a boolean, got a string",
        #"steps[0].elements[1].kind: expected "item", the kind of "item/0/1", got "header""#,
      ])
  }

  @Test func missingKeys() {
    let line =
      #"{"id": "item/0/0", "kind": "item", "frame": [0, 0, 1, 1], "alpha": 1, "hidden": false}"#
    #expect(
      issues(document(step: #""elements": [\#(line)]"#)) == [
        #"steps[0].elements[0]: missing required key "zIndex""#
      ])
    let noViewport = document(step: #""elements": []"#)
      .replacingOccurrences(of: "\n \"viewport\": {\"width\": 320, \"height\": 480},", with: "")
    #expect(issues(noViewport) == [#"missing required key "viewport""#])
  }

  @Test func wrongTransition() {
    let transition = #"""
      "transition": {"from": {"contentOffset": {"x": 0, "y": 0}, "contentSize": {"width": 320, "height": 44}},
       "changes": [{"change": "teleported", "before": 3, "after": "item/0/0", "initial": \#(itemLine()), "final": \#(itemLine())}],
       "frames": [{"frame": 0, "time": 0, "contentOffset": {"x": 0, "y": 0}, "elements": [
        {"id": "item/0/0", "change": 1, "frame": [0, 0, 320, 44], "alpha": 1}]}]},
      "elements": []
      """#
    #expect(
      issues(document(action: "update", step: transition)) == [
        #"steps[0].transition.changes[0].change: expected one of "kept", "moved", "inserted", "deleted", "reloaded", got "teleported""#,
        #"steps[0].transition.changes[0].before: expected an element id such as "item/0/3" or null, got a number"#,
        "steps[0].transition.frames[0].elements[0].change: expected an index into changes (0 ... 0), got 1",
      ])
    let empty = #"""
      "transition": {"from": {"contentOffset": {"x": 0, "y": 0}, "contentSize": {"width": 320, "height": 44}},
       "changes": [],
       "frames": [{"frame": 0, "time": 0, "contentOffset": {"x": 0, "y": 0}, "elements": [
        {"id": "item/0/0", "change": 0, "frame": [0, 0, 320, 44], "alpha": 1}]}]},
      "elements": []
      """#
    #expect(
      issues(document(action: "update", step: empty)) == [
        "steps[0].transition.frames[0].elements[0].change: expected an index into changes, which is empty, got 0"
      ])
  }

  // MARK: - Helpers

  /// A frames document with one step of `action` whose members after `contentSize` are `step`.
  @Test func customAttributesRoundTrip() throws {
    var tile = LayoutAttributes(
      id: try #require(ElementID("tile/2/1/-3/4")),
      frame: LayoutRect(x: 0, y: 0, width: 64, height: 64),
      zIndex: 5)
    tile.customAttributes["level"] = .number(0.5)
    tile.customAttributes["clipped"] = .boolean(true)
    tile.customAttributes["name"] = .string("a_500_1_2")
    tile.customAttributes["tileRect"] = .rect(LayoutRect(x: 0, y: 0, width: 128, height: 128))
    tile.customAttributes["center"] = .point(LayoutPoint(x: 1, y: 2))
    var step = FrameStep(
      index: 0, action: "zoom", viewport: LayoutSize(width: 320, height: 480), contentOffset: .zero,
      contentSize: LayoutSize(width: 320, height: 44), elements: [tile])
    step.customAttributes["visiblePages"] = .list([.number(1), .number(2)])
    let frames = FramesDocument(
      environment: LayoutEnvironment(viewport: LayoutSize(width: 320, height: 480)), steps: [step])
    let text = FramesWriter.json(for: frames)
    #expect(
      text.contains(
        #""contentSize": {"width": 320, "height": 44}, "visiblePages": [1, 2],"#))
    #expect(
      text.contains(
        #"{"id": "tile/2/1/-3/4", "kind": "tile", "frame": [0, 0, 64, 64], "zIndex": 5, "alpha": 1, "hidden": false, "level": 0.5, "clipped": true, "name": "a_500_1_2", "tileRect": [0, 0, 128, 128], "center": {"x": 1, "y": 2}}"#
      ))
    let read = try FramesReader.read(text)
    #expect(read == frames)
    #expect(FramesWriter.json(for: read) == text)
    #expect(read.steps[0].elements[0].customAttributes["tileRect"]?.rectValue?.width == 128)
    #expect(
      read.steps[0].elements[0].customAttributes["center"]?.pointValue == LayoutPoint(x: 1, y: 2))
    #expect(
      issues(document(step: #""elements": [\#(itemLine(#", "level": null"#))]"#)) == [
        "steps[0].elements[0].level: expected a number, a boolean, a string, an array or an object, got null"
      ])
  }

  @Test func itemIDIsAString() throws {
    let named = document(step: #""elements": [\#(itemLine(#", "itemID": "price""#))]"#)
    #expect(try FramesReader.read(named).steps[0].elements[0].itemID == "price")
    #expect(
      issues(document(step: #""elements": [\#(itemLine(#", "itemID": 3"#))]"#)) == [
        "steps[0].elements[0].itemID: expected a string, got a number"
      ])
  }

  private func document(action: String = "initial", step: String) -> String {
    """
    {"format": "collection-layout/frames", "version": 1,
     "viewport": {"width": 320, "height": 480},
     "contentInset": {"top": 0, "left": 0, "bottom": 0, "right": 0},
     "displayScale": 2,
     "steps": [
      {"index": 0, "action": "\(action)",
       "viewport": {"width": 320, "height": 480},
       "contentOffset": {"x": 0, "y": 0},
       "contentSize": {"width": 320, "height": 44},
       \(step)}
     ]}

    """
  }

  /// An element line for `item/0/0`, with `frame` and extra members.
  private func itemLine(_ extra: String = "", frame: String = "[0, 0, 320, 44]") -> String {
    #"{"id": "item/0/0", "kind": "item", "frame": \#(frame), "zIndex": 1, "alpha": 1, "hidden": false\#(extra)}"#
  }

  /// The issues of reading `text`, one `location: message` line each; none when it reads.
  private func issues(_ text: String) -> [String] {
    do {
      _ = try FramesReader.read(text)
      return []
    } catch {
      return error.issues.map(\.description)
    }
  }
}
