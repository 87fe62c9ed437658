import CollectionLayout

/// Writes the steps of frames as a Chrome trace event timeline, in the format's object form:
/// `{"displayTimeUnit": "ms", "otherData": {...}, "traceEvents": [...]}`, one event per line.
/// Perfetto's UI (ui.perfetto.dev) and chrome://tracing open it.
///
/// Time is the export's clock (``ExportTimeline``), in microseconds: every step end to end, an
/// update step for its animation's duration, any other step for a 0.3 s motion, each then
/// held 0.5 s. Everything is in process 1, `collection-layout`:
///
/// | track | events |
/// |---|---|
/// | one per step kind (`initial`, `scroll`, `resize`, `update`, ...), in order of first use | a complete slice per step, `step N: action`, over its segment (motion and hold); inside it a slice `animation` (update) or `motion` (other steps) over its motion |
/// | `batch updates` | an instant per step that applied a batch (an `update`, or a step whose entry has a `batch`: `apply`, `load`, `select`) at its start, `batch update`, with the changes counted by kind and, when exported from a scenario, the batch itself; none at a step that animates without a batch (a fling, a page turn, a zoom, a swipe) |
/// | one per element that animates in an update, named as in ``ElementNaming``, in order of first animation | a slice per animation, named by its change (`moved`, `inserted`, `deleted`, `reloaded`, `kept`), with its initial and final frames (content coordinates) and opacities |
/// | counters | `contentOffset` (`x`, `y`): at time 0, at every sample of an animation, at the end of every other motion; `contentSize` (`height`): at time 0, at the start of an update (which lays the content out anew at once), at the end of every other motion |
///
/// An element animates when its change is not `kept` or its frame or opacity changes, at its
/// ends or between them (a cancelled pinch's elements go out and come back). Slices
/// on one track never overlap (Perfetto needs them nested): steps follow each other, and an
/// update's two records of one id (deleted and inserted) are on two tracks.
enum TraceDocument {
  /// The name of the process.
  static let processName = "collection-layout"
  /// The name of the track of batch-update instants.
  static let batchTrackName = "batch updates"

  /// The trace of every step of `frames` on `timeline`; `batches` are the batches of update
  /// steps by step index, when the frames come from a scenario.
  static func utf8(frames: FramesDocument, timeline: ExportTimeline, batches: [Int: BatchUpdate])
    -> [UInt8]
  {
    var builder = TraceBuilder()
    builder.addProcessName()
    for segment in timeline.segments {
      builder.addStep(segment, of: frames, batch: batches[segment.step])
    }
    let header: ExportJSON = .members([
      "displayTimeUnit": .string("ms"),
      "otherData": .members([
        "generator": .string("\(CommandLineTool.name) export --trace"),
        "clock": .string(
          "steps end to end: an update for its animation, another step for a "
            + "\(JSONNumber.format(ExportTimeline.motionDuration)) s motion, each then held "
            + "\(JSONNumber.format(ExportTimeline.holdDuration)) s"),
      ]),
    ])
    var bytes = header.bytes
    bytes.removeLast()
    bytes.append(contentsOf: ",\n\"traceEvents\":[".utf8)
    let ordered = builder.events.enumerated().map { ($0.offset, $0.element) }
      .sorted(by: TraceEvent.isOrderedBefore)
    for (position, entry) in ordered.enumerated() {
      bytes.append(contentsOf: (position == 0 ? "\n" : ",\n").utf8)
      entry.1.json.write(to: &bytes)
    }
    bytes.append(contentsOf: (ordered.isEmpty ? "]}\n" : "\n]}\n").utf8)
    return bytes
  }

  /// Microseconds from seconds, rounded to whole microseconds.
  static func microseconds(_ seconds: Double) -> Double {
    (seconds * 1_000_000).rounded(.toNearestOrAwayFromZero)
  }
}

/// Collects the events of a trace and names its tracks as they are first used.
struct TraceBuilder {
  /// The events, in the order made.
  var events: [TraceEvent] = []
  /// The track of each name.
  var tracks: [String: Int] = [:]

  /// The process name.
  mutating func addProcessName() {
    events.append(
      TraceEvent(
        name: "process_name", phase: .metadata, timestamp: 0,
        arguments: .members(["name": .string(TraceDocument.processName)])))
  }

  /// The track called `name`, named (and ordered) when first used.
  mutating func track(_ name: String) -> Int {
    if let track = tracks[name] { return track }
    let track = tracks.count + 1
    tracks[name] = track
    events.append(
      TraceEvent(
        name: "thread_name", phase: .metadata, timestamp: 0, track: track,
        arguments: .members(["name": .string(name)])))
    events.append(
      TraceEvent(
        name: "thread_sort_index", phase: .metadata, timestamp: 0, track: track,
        arguments: .members(["sort_index": .integer(track)])))
    return track
  }

  /// The events of one step: its slices, its batch's instant, its counters, its elements.
  mutating func addStep(
    _ segment: ExportTimeline.Segment, of frames: FramesDocument, batch: BatchUpdate?
  ) {
    let step = frames.steps[segment.step]
    let action = step.action.rawValue
    let start = TraceDocument.microseconds(segment.start)
    let motionEnd = TraceDocument.microseconds(segment.motionEnd)
    let stepTrack = track(action)
    // A step applied a batch when its entry records one (every update and data step the
    // writer writes does), when it is an update (frames written by hand may leave the batch
    // out), or when the scenario gave it one. A fling, a page turn or a zoom animates without.
    let appliesBatch = step.batch != nil || step.action == .update || batch != nil
    events.append(
      TraceEvent(
        name: "step \(segment.step): \(action)", category: "step", phase: .complete,
        timestamp: start, duration: TraceDocument.microseconds(segment.end) - start,
        track: stepTrack,
        arguments: .members([
          "step": .integer(segment.step), "action": .string(action),
          "contentOffset": Self.point(step.contentOffset),
          "contentSize": .members([
            "width": .number(step.contentSize.width), "height": .number(step.contentSize.height),
          ]),
          "elements": .integer(step.elements.count),
        ])))
    if segment.isAnimation, let transition = step.transition {
      events.append(
        TraceEvent(
          name: "animation", category: "animation", phase: .complete, timestamp: start,
          duration: motionEnd - start, track: stepTrack,
          arguments: .members([
            "duration": .number(segment.motionDuration),
            "samples": .integer(transition.frames.count),
            "changes": .integer(transition.changes.count),
          ])))
      if appliesBatch { addBatch(of: transition, step: segment.step, at: start, batch: batch) }
      // The update lays the content out anew at once; its offset animates.
      addHeight(at: start, step.contentSize.height)
      for (time, sample) in zip(segment.sampleTimes, transition.frames) {
        addOffset(at: TraceDocument.microseconds(time), sample.contentOffset)
      }
      addElements(of: transition, step: segment.step, from: start, to: motionEnd)
    } else if !segment.hasMotion {
      if appliesBatch {
        addBatch(of: step.transition, step: segment.step, at: start, batch: batch)
      }
      addOffset(at: start, step.contentOffset)
      addHeight(at: start, step.contentSize.height)
    } else {
      if appliesBatch {
        addBatch(of: step.transition, step: segment.step, at: start, batch: batch)
      }
      let previous = frames.steps[segment.step - 1]
      events.append(
        TraceEvent(
          name: "motion", category: "motion", phase: .complete, timestamp: start,
          duration: motionEnd - start, track: stepTrack,
          arguments: .members([
            "from": Self.point(previous.contentOffset), "to": Self.point(step.contentOffset),
          ])))
      addOffset(at: motionEnd, step.contentOffset)
      addHeight(at: motionEnd, step.contentSize.height)
    }
  }

  /// The counter `contentOffset` (`x`, `y`) at `time` (microseconds).
  mutating func addOffset(at time: Double, _ offset: LayoutPoint) {
    events.append(
      TraceEvent(
        name: "contentOffset", category: "scroll", phase: .counter, timestamp: time,
        arguments: .members(["x": .number(offset.x), "y": .number(offset.y)])))
  }

  /// The counter `contentSize` (`height`) at `time` (microseconds).
  mutating func addHeight(at time: Double, _ height: Double) {
    events.append(
      TraceEvent(
        name: "contentSize", category: "scroll", phase: .counter, timestamp: time,
        arguments: .members(["height": .number(height)])))
  }

  /// The instant of a step's batch: its changes counted by kind (in alphabetical order; none
  /// without a transition) and the batch itself when known.
  mutating func addBatch(
    of transition: LayoutTransition?, step: Int, at time: Double, batch: BatchUpdate?
  ) {
    var counts: [String: Int] = [:]
    for record in transition?.changes ?? [] { counts[record.change.rawValue, default: 0] += 1 }
    var arguments: [ExportJSON.Member] = [
      .init(key: "step", value: .integer(step)),
      .init(
        key: "changes",
        value: .object(
          counts.sorted { $0.key < $1.key }.map { .init(key: $0.key, value: .integer($0.value)) })),
    ]
    if let batch { arguments.append(.init(key: "batch", value: TraceBatch.json(of: batch))) }
    events.append(
      TraceEvent(
        name: "batch update", category: "update", phase: .instant, timestamp: time,
        track: track(TraceDocument.batchTrackName), arguments: .object(arguments)))
  }

  /// A slice per animating record, on the record's element track.
  mutating func addElements(
    of transition: LayoutTransition, step: Int, from start: Double, to end: Double
  ) {
    let reusedIDs = Set(transition.changes.compactMap(\.after))
    // Records drawn somewhere between their ends: a cancelled pinch's go out and come back.
    var movingBetween = Set<Int>()
    for frame in transition.frames {
      for element in frame.elements where transition.changes.indices.contains(element.change) {
        let initial = transition.changes[element.change].initial
        if element.frame != initial.frame || element.alpha != initial.alpha {
          movingBetween.insert(element.change)
        }
      }
    }
    for (index, record) in transition.changes.enumerated() {
      let animates =
        record.change != .kept || record.initial.frame != record.final.frame
        || record.initial.alpha != record.final.alpha || movingBetween.contains(index)
      guard animates else { continue }
      let deleted = record.after == nil && record.before.map(reusedIDs.contains) == true
      let attributes = record.after == nil ? record.initial : record.final
      let elementTrack = track(ElementNaming.name(of: attributes, deleted: deleted))
      var arguments: [ExportJSON.Member] = [
        .init(key: "step", value: .integer(step)),
        .init(key: "id", value: .string(record.id.description)),
      ]
      if let before = record.before {
        arguments.append(.init(key: "before", value: .string(before.description)))
      }
      if let after = record.after {
        arguments.append(.init(key: "after", value: .string(after.description)))
      }
      arguments += [
        .init(key: "initial", value: Self.rect(record.initial.frame)),
        .init(key: "final", value: Self.rect(record.final.frame)),
        .init(key: "alpha", value: .numbers([record.initial.alpha, record.final.alpha])),
      ]
      events.append(
        TraceEvent(
          name: record.change.rawValue, category: "element", phase: .complete, timestamp: start,
          duration: end - start, track: elementTrack, arguments: .object(arguments)))
    }
  }

  /// `{"x": X, "y": Y}`.
  static func point(_ point: LayoutPoint) -> ExportJSON {
    .members(["x": .number(point.x), "y": .number(point.y)])
  }

  /// `[x, y, width, height]`.
  static func rect(_ rect: LayoutRect) -> ExportJSON {
    .numbers([rect.minX, rect.minY, rect.width, rect.height])
  }
}
