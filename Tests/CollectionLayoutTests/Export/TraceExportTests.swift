import CollectionLayout
import Foundation
import Testing

@testable import CollectionLayoutCommandLine

/// The trace export: tracks, slices, instants and counters on the exports' clock.
@Suite struct TraceExportTests {
  private func events(_ frames: FramesDocument, batches: [Int: BatchUpdate] = [:]) throws
    -> [[String: Any]]
  {
    let timeline = try ExportTimeline(frames: frames, steps: .all)
    let bytes = TraceDocument.utf8(frames: frames, timeline: timeline, batches: batches)
    let document = try ExportSamples.object(bytes)
    #expect(document["displayTimeUnit"] as? String == "ms")
    return document["traceEvents"] as? [[String: Any]] ?? []
  }

  private func trackNames(_ events: [[String: Any]]) -> [Int: String] {
    var names: [Int: String] = [:]
    for event in events where event["name"] as? String == "thread_name" {
      if let track = event["tid"] as? Int,
        let name = (event["args"] as? [String: Any])?["name"] as? String
      {
        names[track] = name
      }
    }
    return names
  }

  /// Steps initial, scroll, update (0.3 s): step slices at 0 (0.5 s), 500000 (0.3 s motion
  /// + 0.5 s hold), 1300000 (0.3 s animation + 0.5 s hold), each on its action's track.
  @Test func eachStepIsASliceOnTheTrackOfItsAction() throws {
    let events = try events(ExportTimelineTests.frames)
    let names = trackNames(events)
    let slices = events.filter { $0["ph"] as? String == "X" && $0["cat"] as? String != "element" }
    #expect(
      slices.compactMap { $0["name"] as? String }
        == ["step 0: initial", "step 1: scroll", "motion", "step 2: update", "animation"])
    #expect(slices.compactMap { $0["ts"] as? Int } == [0, 500_000, 500_000, 1_300_000, 1_300_000])
    #expect(
      slices.compactMap { $0["dur"] as? Int } == [500_000, 800_000, 300_000, 800_000, 300_000])
    #expect(
      slices.compactMap { ($0["tid"] as? Int).flatMap { names[$0] } }
        == ["initial", "scroll", "scroll", "update", "update"])
    let process = events.first { $0["name"] as? String == "process_name" }
    #expect((process?["args"] as? [String: Any])?["name"] as? String == "collection-layout")
  }

  @Test func countersFollowTheContentOffsetAndHeight() throws {
    let events = try events(ExportTimelineTests.frames)
    let offsets = events.filter { $0["name"] as? String == "contentOffset" }
    // 0; the scroll's end (800000); the update's 19 samples (all at y 100).
    #expect(offsets.count == 21)
    #expect(offsets.prefix(3).compactMap { $0["ts"] as? Int } == [0, 800_000, 1_300_000])
    #expect(
      offsets.prefix(2).compactMap { ($0["args"] as? [String: Any])?["y"] as? Int } == [0, 100])
    #expect(offsets[3]["ts"] as? Int == 1_316_667)
    let heights = events.filter { $0["name"] as? String == "contentSize" }
    #expect(heights.compactMap { $0["ts"] as? Int } == [0, 800_000, 1_300_000])
    #expect(heights.allSatisfy { $0["ph"] as? String == "C" && $0["tid"] == nil })
  }

  /// TinyFrames' update: the header keeps its frame (no slice); item/0/0 is inserted,
  /// item/0/1 deleted, and the old item/0/0 moves to item/0/1: the deleted record gets a
  /// track of its own, so that two slices never overlap on one track.
  @Test func animatingElementsHaveSlicesNamedByTheirChange() throws {
    let events = try events(TinyFrames.frames)
    let names = trackNames(events)
    let slices = events.filter { $0["cat"] as? String == "element" }
    #expect(slices.compactMap { $0["name"] as? String } == ["inserted", "deleted", "moved"])
    #expect(
      slices.compactMap { ($0["tid"] as? Int).flatMap { names[$0] } }
        == ["item/0/0", "item/0/1 (deleted)", "item/0/1"])
    let moved = slices[2]["args"] as? [String: Any]
    #expect(moved?["before"] as? String == "item/0/0")
    #expect(moved?["after"] as? String == "item/0/1")
    #expect(moved?["initial"] as? [Int] == [0, 30, 60, 40])
    #expect(moved?["final"] as? [Int] == [0, 80, 60, 40])
    // The update's two samples: 0 and 0.25 s.
    #expect(slices.allSatisfy { $0["ts"] as? Int == 500_000 && $0["dur"] as? Int == 250_000 })
  }

  @Test func anUpdateHasAnInstantWithItsChangesAndItsBatch() throws {
    let batch = BatchUpdate(
      deleteItems: [ItemPath(section: 0, item: 1)], insertItems: [ItemPath(section: 0, item: 0)],
      moveItems: [
        ItemMove(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 1))
      ])
    let events = try events(TinyFrames.frames, batches: [1: batch])
    let instants = events.filter { $0["ph"] as? String == "i" }
    #expect(instants.count == 1)
    #expect(instants.first?["name"] as? String == "batch update")
    #expect(instants.first?["s"] as? String == "t")
    #expect(trackNames(events)[instants.first?["tid"] as? Int ?? 0] == "batch updates")
    let arguments = instants.first?["args"] as? [String: Any]
    let changes = arguments?["changes"] as? [String: Int]
    #expect(changes == ["deleted": 1, "inserted": 1, "kept": 1, "moved": 1])
    let written = arguments?["batch"] as? [String: Any]
    #expect(written?["deleteItems"] as? [[Int]] == [[0, 1]])
    #expect(written?["insertItems"] as? [[Int]] == [[0, 0]])
    #expect(written?["moveItems"] as? [[[Int]]] == [[[0, 0], [0, 1]]])
    #expect(written?["anchor"] as? String == "automatic")
    let animation = written?["animation"] as? [String: Any]
    #expect(animation?["curve"] as? String == "easeInOut")
    // From a frames file there is no batch, only the changes.
    let plain = try self.events(TinyFrames.frames).filter { $0["ph"] as? String == "i" }
    #expect((plain.first?["args"] as? [String: Any])?["batch"] == nil)
  }

  /// The batch instants of the trace of scenario `name`, by step.
  private func batchSteps(ofScenario name: String) throws -> [Int] {
    let path = ScenarioGoldens.scenariosDirectory + "/" + name + ".json"
    let bytes = [UInt8](try #require(FileManager.default.contents(atPath: path)))
    let source = try ExportSource.read(bytes)
    let events = try events(source.frames, batches: source.batches)
    return events.filter { $0["ph"] as? String == "i" }.compactMap {
      ($0["args"] as? [String: Any])?["step"] as? Int
    }
  }

  /// An instant per step that applied a batch, and none at a step that animates without one:
  /// the strip flings (six `fling` steps, each with its animation) have none; the photo
  /// browser's `scroll`, `update`, `update`, `page` steps have one at each update, not at the
  /// page turn.
  @Test func batchInstantsOnlyAtStepsWithABatch() throws {
    #expect(try batchSteps(ofScenario: "compositional-strip-flings") == [])
    #expect(try batchSteps(ofScenario: "paging-update-and-turn") == [2, 3])
    #expect(try batchSteps(ofScenario: "paging-zoom-in-and-out") == [])
    // A data step's entry records its batch: an apply has its instant too.
    #expect(try batchSteps(ofScenario: "data-apply-identity") == [1, 2])
  }

  @Test func aSpringCurveIsWrittenAsInTheScenarioFormat() {
    let curve = TraceBatch.curve(.spring(damping: 0.8, response: 0.4))
    #expect(
      String(decoding: curve.bytes, as: UTF8.self) == #"{"spring":{"damping":0.8,"response":0.4}}"#)
    #expect(String(decoding: TraceBatch.curve(.linear).bytes, as: UTF8.self) == #""linear""#)
  }

  @Test func eventsAreInTimeOrderWithLongerSlicesFirst() throws {
    let events = try events(ExportTimelineTests.frames)
    let times = events.compactMap { $0["ts"] as? Int }
    #expect(times == times.sorted())
    #expect(events.first?["ph"] as? String == "M")
    let atUpdate = events.filter { $0["ts"] as? Int == 1_300_000 && $0["ph"] as? String == "X" }
    let durations = atUpdate.compactMap { $0["dur"] as? Int }
    #expect(durations == durations.sorted(by: >))
  }

  /// A cancelled pinch's records start and end in one place (restated from progress 0 back
  /// to 0), but its elements go out and come back: each has a slice.
  @Test func aCancelledPinchsElementsHaveSlices() throws {
    let json =
      #"{"version": 1, "viewport": {"width": 320, "height": 480}, "displayScale": 2, "#
      + #""metrics": {"columns": 3, "rowHeight": 100}, "sections": [{"items": 30}], "#
      + #""steps": [{"pinch": {"at": {"x": 160, "y": 240}, "scale": [1, 1.1], "#
      + #""columns": [3, 2], "release": "cancel"}}]}"#
    let frames = try ScenarioDecoder.decode(Array(json.utf8)).frames()
    let transition = try #require(frames.steps.last?.transition)
    #expect(transition.changes.allSatisfy { $0.initial == $0.final })
    // Progress 0.2 and back: every element on screen widens (106.5 or 107 points towards
    // 160) and so moves.
    let moving = Set(
      transition.frames.flatMap { frame in
        frame.elements.filter { $0.frame != transition.changes[$0.change].initial.frame }
          .map(\.id)
      })
    #expect(moving.count == transition.changes.count)
    #expect(!moving.isEmpty)
    let slices = try events(frames).filter {
      $0["cat"] as? String == "element" && $0["ph"] as? String == "X"
    }
    #expect(slices.count == moving.count)
    #expect(slices.allSatisfy { $0["name"] as? String == "kept" })
  }
}
