import CollectionLayout
import CollectionLayoutTesting
import Foundation
import RendererExample
import Testing

/// The repository's scenario documents, read from the checkout this package depends on.
private let scenarios = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Tests/Scenarios")

// snippet: app-store-equals-document
/// The screen built in code plays to the frames of the document it mirrors, byte for byte:
/// the document is read by the documents layer and played by the engine at run time, so the
/// two stay equal whatever the engine's behaviour, and nothing is ever recorded.
@Test func theAppStoreScreenInCodeEqualsItsDocument() throws {
  let url = scenarios.appendingPathComponent("compositional-app-store.json")
  let document = try ScenarioDecoder.decode(String(contentsOf: url, encoding: .utf8))
  let expected = FramesWriter.json(for: try document.frames())
  let actual = FramesWriter.json(for: try AppStoreScreen.frames())
  if actual != expected {
    Issue.record("\(differences(between: actual, and: expected))")
  }
}
// end snippet

// snippet: app-store-strip-equals-document
/// The strip moved in code gives the frames of the same gestures played from a document, byte
/// for byte: the App Store document with a fling and a pan of its strip as its steps, played
/// by the engine, and each gesture through `sectionScrollFrames`, its frames written in the
/// document's place as the document writes a step's frames.
@Test func theStripMovedInCodeEqualsTheDocument() throws {
  let document = try appStoreDocument(
    steps: """
      [{"fling": {"section": 0, "velocity": {"x": 1500, "y": 0}}},
       {"pan": {"section": 0, "by": {"x": -300, "y": 0}, "frames": 30}}]
      """)
  let expected = try document.frames()
  var actual = expected
  var layout = try AppStoreScreen.layout()
  for (index, gesture) in AppStoreScreen.stripGestures.enumerated() {
    let moved = try layout.sectionScrollFrames(ofSection: 0, gesture)
    actual.steps[index + 1] = entry(of: moved, in: expected.steps[index + 1])
    layout = moved.restingLayout ?? layout
  }
  let actualJSON = FramesWriter.json(for: actual)
  let expectedJSON = FramesWriter.json(for: expected)
  if actualJSON != expectedJSON {
    Issue.record("\(differences(between: actualJSON, and: expectedJSON))")
  }
}
// end snippet

/// The App Store document, `compositional-app-store.json`, with `steps` (a JSON array) in
/// place of its own.
private func appStoreDocument(steps: String) throws -> Scenario {
  let url = scenarios.appendingPathComponent("compositional-app-store.json")
  var root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
  root?["steps"] = try JSONSerialization.jsonObject(with: Data(steps.utf8))
  let text = try JSONSerialization.data(withJSONObject: root ?? [:])
  return try ScenarioDecoder.decode([UInt8](text))
}

/// The entry a document writes for a fling or a pan of a strip, made from the frames of
/// `sectionScrollFrames`: the elements on screen at rest; one change record per element
/// shown in any frame, in id order, from its attributes in the first frame to those at rest
/// (`kept`: a strip's motion changes no data); and every frame's elements on screen, each
/// naming its record. What only the document knows (the entry's index and action, the
/// release report, the collection view's offset) is `document`'s.
private func entry(
  of moved: SectionScrollFrames<CompositionalLayout>, in document: FrameStep
) -> FrameStep {
  let offset = document.contentOffset
  let first = moved.frames[0].layout
  let resting = moved.restingLayout ?? first
  let shown = moved.frames.map { $0.layout.visibleElements(at: offset) }
  var changes: [ElementChange] = []
  for id in Set(shown.joined().map(\.id)).sorted() {
    guard let initial = first.attributes(for: id, contentOffset: offset),
      let final = resting.attributes(for: id, contentOffset: offset)
    else { continue }
    changes.append(
      ElementChange(change: .kept, before: id, after: id, initial: initial, final: final))
  }
  let record = Dictionary(uniqueKeysWithValues: changes.enumerated().map { ($1.id, $0) })
  let frames = zip(moved.frames, shown).map { frame, elements in
    AnimationFrame(
      frame: frame.index, time: frame.time, contentOffset: offset,
      elements: elements.compactMap { element in
        record[element.id].map {
          AnimatedElement(
            id: element.id, change: $0, frame: element.frame, alpha: element.alpha,
            transform: element.transform)
        }
      })
  }
  var entry = document
  entry.contentSize = resting.contentSize
  entry.elements = resting.visibleElements(at: offset)
  entry.transition = LayoutTransition(
    fromContentOffset: offset, fromContentSize: first.contentSize, changes: changes,
    frames: frames)
  return entry
}

/// What differs between the frames of the code and of the document: the testing library's
/// summary per element and line diff, from a comparison that never records (the document's
/// frames are written to a temporary file and compared in the `never` record mode).
/// The files are named after `test`, so that two tests failing at once do not share them.
private func differences(
  between actual: String, and expected: String, test: String = #function
) -> String {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("screens-in-code-\(ProcessInfo.processInfo.processIdentifier)")
    .appendingPathComponent(String(test.prefix { $0.isLetter }))
  let path = folder.appendingPathComponent("document/compositional-app-store.frames.json").path
  do {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try expected.write(toFile: path, atomically: true, encoding: .utf8)
  } catch {
    return "the frames differ (and the document's frames could not be written: \(error))"
  }
  let configuration = GoldenConfiguration(
    recordMode: .never, artifactsDirectory: folder.appendingPathComponent("code").path)
  let message =
    GoldenFile.compare(actual, toGoldenAt: path, configuration: configuration).failureMessage
    ?? ""
  let changes = message.range(of: "Changes by step and element:").map {
    String(message[$0.lowerBound...])
  }
  return "The screen in code differs from compositional-app-store.json (- document, + code).\n"
    + (changes ?? message)
}

/// The frames compared above are the whole screen, not two empty documents that agree: the
/// initial entry shows every kind the screen is made of, and the step moves the strip to the
/// second group's centre (its stride 331.5 + 10, less the centring inset (390 - 331.5) / 2 =
/// 29.25: 312.25).
@Test func theComparedFramesShowTheWholeScreen() throws {
  let frames = try AppStoreScreen.frames()
  #expect(frames.steps.count == 2)
  let shown = Set(frames.steps[0].elements.map(\.id.description))
  for id in [
    "header/0/0", "item/0/0", "item/0/2", "header/1/0", "background/1", "item/1/7", "badge/1/7",
    "header/2/0", "item/2/0", "rowSeparator/2/0",
  ] {
    #expect(shown.contains(id), "the initial entry lacks \(id)")
  }
  let json = FramesWriter.json(for: frames)
  #expect(json.contains("\"contentOffset\": {\"x\": 312.25, \"y\": 0}"))
}

/// The queries, the scroll and the update of the article, by hand: the apps are 370 / 4 =
/// 92.5 points apart, inset 8 (76.5 wide) from x 10 + 8 = 18 and y 320 (section 1: 304 + 16)
/// + 44 (header) + 10 (inset) + 8 = 382; the badge is at the item's top trailing corner moved
/// by 0.3 and -0.3 of its 20 points: x 18 + 76.5 - 20 + 6 = 80.5, y 382 - 6 = 376. The last
/// chart row is at 585 (section 2) + 44 (header) + 20 (inset) + 5 x 44 = 869, its bottom 913
/// at the screen's bottom: offset 913 - 844 = 69.
@Test func theAppStoreScreenAnswersAsUIKitWould() throws {
  let layout = try AppStoreScreen.layout()
  let first = AppStoreScreen.firstScreen(of: layout)
  #expect(first.apps == (0..<8).map { ItemPath(section: 1, item: $0) })
  #expect(first.firstBadge == LayoutRect(x: 80.5, y: 376, width: 20, height: 20))
  #expect(first.stripOffset == LayoutPoint(x: -29.25, y: 0))
  let scrolled = AppStoreScreen.scrolled(layout)
  #expect(scrolled.contentOffset == LayoutPoint(x: 0, y: 69))
  #expect(scrolled.layout.sectionScroller(0)?.contentOffset == LayoutPoint(x: 312.25, y: 0))
  let update = try AppStoreScreen.removingAnApp(from: layout)
  #expect(update.newLayout.sections.map(\.items.count) == [12, 7, 7])
  let changes = update.changes(for: .all)
  let deleted = Set(changes.filter { $0.change == .deleted }.map(\.id.description))
  #expect(deleted == ["item/1/1", "badge/1/1"])
  let inserted = Set(changes.filter { $0.change == .inserted }.map(\.id.description))
  #expect(inserted.contains("item/2/0"))
}

/// The renderer's loop draws the App Store screen as it draws the grid: a scroll to the
/// bottom of the content (933 - 844 = 89 points) and the update at 120 frames per second.
@Test func theRendererDrawsTheAppStoreScreen() throws {
  let layout = try AppStoreScreen.layout()
  let scroll = RenderLoop.scroll(layout, by: 89)
  #expect(scroll.count == 31)
  #expect(scroll[0].svg.contains("<rect"))
  let update = try RenderLoop.update(
    layout, at: layout.initialContentOffset, applying: AppStoreScreen.removeAnApp)
  #expect(update.count == 37)
}

/// The tag cloud by hand: a line is 375 - 10 - 10 = 355 points; the first holds swift (80),
/// layout (120) and ios (60), 260 points justified with gaps (355 - 260) / 2 = 47.5; the long
/// tag (300) is alone on the third line, centred at 10 + (355 - 300) / 2 = 37.5. Section 0 is
/// 44 (header) + 10 + 3 lines of 32 and one of 40, 10 apart, + 10 = 230 points; section 1's
/// lines are 4 apart: 44 + 10 + 136 + 12 + 10 = 212 points, its third line at 230 + 44 + 10 +
/// 2 x (32 + 4) = 356. The content is 442 points, 142 more than the screen, where a flick
/// rests. Inserting a 90-point tag third fills the first line (80 + 120 + 90 + 20 = 310; ios
/// would make 380): gaps (355 - 290) / 2 = 32.5, the new tag at 10 + 80 + 32.5 + 120 + 32.5 =
/// 275, and ios opens the second line at y 54 + 32 + 10 = 96.
@Test func theTagCloudAnswersAsUIKitWould() throws {
  let layout = try TagCloud.layout()
  #expect(layout.contentSize == LayoutSize(width: 375, height: 442))
  #expect(
    TagCloud.frame(of: ItemPath(section: 0, item: 1), in: layout)
      == LayoutRect(x: 137.5, y: 54, width: 120, height: 32))
  #expect(
    TagCloud.frame(of: ItemPath(section: 1, item: 5), in: layout)
      == LayoutRect(x: 37.5, y: 356, width: 300, height: 32))
  #expect(TagCloud.flick(layout, velocity: 1000) == LayoutPoint(x: 0, y: 142))
  let inserted = try TagCloud.insertingATag(into: layout)
  #expect(
    TagCloud.frame(of: ItemPath(section: 0, item: 2), in: inserted)
      == LayoutRect(x: 275, y: 54, width: 90, height: 32))
  #expect(
    TagCloud.frame(of: ItemPath(section: 0, item: 3), in: inserted)
      == LayoutRect(x: 10, y: 96, width: 60, height: 32))
}
