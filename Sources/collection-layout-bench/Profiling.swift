import CollectionLayout
import CollectionLayoutBaselines
import Foundation

/// `--profile KEY`: one side of one operation, called a fixed number of times without a clock,
/// for an instruction profiler (`valgrind --tool=callgrind`), whose counts are repeatable on a
/// noisy machine. The inputs are prepared before the calls, as in the benchmark.
enum Profiling {
  /// The operations that can be profiled.
  static let keys = [
    "prepare-uniform", "prepare-own-heights", "prepare-ids", "prepare-by-sections",
    "scroll-step", "rect-query", "update-map", "update-map-22", "batch-update",
    "batch-update-22", "identity-diff", "frames-json", "frames-writer", "frames-read-step",
    "decode-uniform",
    "decode-heights",
    "decode-heights-ids", "display-events",
  ]

  /// Calls the engine's side of operation `key` (the baseline's with `baseline`) `calls` times
  /// at `items` items; returns the checksum of the calls.
  static func run(key: String, items: Int, sections: Int?, calls: Int, baseline: Bool) throws
    -> Int
  {
    if key.hasPrefix("decode-"),
      let shape = DecodeWorkloads.Shape(rawValue: String(key.dropFirst(7)))
    {
      return try profileDecode(shape, items: items, calls: calls, baseline: baseline)
    }
    if key == "display-events" {
      return try profileDisplayEvents(items: items, calls: calls, baseline: baseline)
    }
    // `prepare-by-sections` lays out the items in sections of 10.
    let scenario = Workloads.scenario(
      itemCount: items, ownHeights: key == "prepare-own-heights", ids: key == "prepare-ids",
      sections: sections
        ?? (key == "prepare-by-sections" ? max(1, items / 10) : Workloads.sectionCount))
    let sectionCount = scenario.sections.count
    let layout = try GridLayout(scenario: scenario)
    let body: () throws -> Int
    switch (key, baseline) {
    case ("prepare-uniform", false), ("prepare-own-heights", false), ("prepare-ids", false),
      ("prepare-by-sections", false):
      body = { Int(try GridLayout(scenario: scenario).contentSize.height) }
    case ("prepare-uniform", true), ("prepare-own-heights", true), ("prepare-ids", true),
      ("prepare-by-sections", true):
      body = { try EagerLayout(scenario: scenario).elements.count }
    case ("scroll-step", _):
      let offsets = Workloads.scrollOffsets(in: layout)
      let search = baseline ? EagerSearchIndex(layout: try EagerLayout(scenario: scenario)) : nil
      var found: [ElementAttributes] = []
      var buffer = QueryBuffer()
      var step = 0
      body = {
        defer { step = (step + 1) % offsets.count }
        guard let search else { return buffer.visibleElements(of: layout, at: offsets[step]) }
        search.visibleElements(at: offsets[step], into: &found)
        return fold(found)
      }
    case ("rect-query", _):
      let queries = Workloads.rectQueries(contentHeight: layout.contentSize.height)
      let search = baseline ? EagerSearchIndex(layout: try EagerLayout(scenario: scenario)) : nil
      var found: [ElementAttributes] = []
      var buffer = QueryBuffer()
      var index = 0
      body = {
        defer { index = (index + 1) % queries.count }
        let query = queries[index]
        guard let search else {
          return buffer.elements(of: layout, in: query.rect, contentOffset: query.contentOffset)
        }
        search.elements(in: query.rect, contentOffset: query.contentOffset, into: &found)
        return fold(found)
      }
    case ("update-map", _), ("update-map-22", _):
      let batch =
        key == "update-map"
        ? Workloads.batch(itemCount: items)
        : Workloads.smallBatch(itemCount: items, sections: sectionCount)
      let probe = ItemPath(section: 5, item: items / 20)
      body = {
        baseline
          ? try SlotFillingIndexMap(before: scenario.sections, batch: batch)
            .newItem(forOld: probe)?.item ?? 0
          : try UpdateMapping(before: scenario.sections, batch: batch)
            .newItem(forOld: probe)?.item ?? 0
      }
    case ("batch-update-22", false):
      let batch = Workloads.smallBatch(itemCount: items, sections: sectionCount)
      let offset = Workloads.updateOffset(in: layout)
      body = {
        let update = try LayoutUpdate(layout: layout, contentOffset: offset, batch: batch)
        return update.changes(for: .visible).count
      }
    case ("batch-update", false):
      let batch = Workloads.batch(itemCount: items)
      let offset = Workloads.updateOffset(in: layout)
      body = {
        let update = try LayoutUpdate(layout: layout, contentOffset: offset, batch: batch)
        return update.changes(for: .visible).count
      }
    case ("batch-update", true), ("batch-update-22", true):
      let batch =
        key == "batch-update"
        ? Workloads.batch(itemCount: items)
        : Workloads.smallBatch(itemCount: items, sections: sectionCount)
      body = {
        try SlotFillingIndexMap(before: scenario.sections, batch: batch)
          .newItem(forOld: ItemPath(section: 0, item: 0))?.item ?? 0
      }
    case ("identity-diff", false):
      let (before, after) = IdentityWorkload.sections(itemCount: items)
      body = {
        let batch = try BatchUpdate(from: before, to: after)
        return try UpdateMapping(before: before, batch: batch).movedItems.count
      }
    case ("identity-diff", true):
      let (before, after) = IdentityWorkload.sections(itemCount: items)
      let old =
        before.first.map { section -> [Item] in
          if case .list(let items) = section.items { return items }
          return []
        } ?? []
      let new =
        after.first.map { section -> [Item] in
          if case .list(let items) = section.items { return items }
          return []
        } ?? []
      body = { new.difference(from: old).inferringMoves().insertions.count }
    case ("frames-json", _):
      let frames = Workloads.frames(of: layout)
      body = {
        baseline
          ? try FramesCodableMirror.utf8(for: frames).count
          : FramesWriter.utf8(for: frames).count
      }
    case ("frames-read-step", _):
      // Three steps listing every element, as the benchmark's frames-read-step row reads them.
      let single = Workloads.frames(of: layout)
      var steps: [FrameStep] = []
      for index in 0..<3 {
        var step = single.steps[0]
        step.index = index
        step.action = index == 0 ? .initial : .scroll
        steps.append(step)
      }
      let document = FramesWriter.utf8(
        for: FramesDocument(environment: single.environment, steps: steps))
      body = {
        guard !baseline else {
          return (try? FramesReader.read(document)).map { $0.steps[1].elements.count } ?? 0
        }
        guard let index = FramesIndex.index(document), let step = index.step(1) else { return 0 }
        return step.elements.count
      }
    case ("frames-writer", false):
      let frames = Workloads.frames(of: layout)
      body = {
        var sink = ChunkChecksum()
        FramesWriter.write(frames, to: &sink)
        return sink.checksum
      }
    default:
      throw UsageError(
        message: "--profile expects one of \(keys.joined(separator: ", ")), got \"\(key)\"")
    }
    var checksum = 0
    for _ in 0..<calls { checksum &+= try body() }
    return checksum
  }

  /// `--profile decode-SHAPE`: the decoder (or `JSONSerialization`) on the generated document.
  private static func profileDecode(
    _ shape: DecodeWorkloads.Shape, items: Int, calls: Int, baseline: Bool
  ) throws -> Int {
    let bytes = DecodeWorkloads.document(itemCount: items, shape: shape)
    let data = Data(bytes)
    var checksum = 0
    for _ in 0..<calls {
      if baseline {
        checksum &+= (try JSONSerialization.jsonObject(with: data) as? [String: Any])?.count ?? 0
      } else {
        checksum &+= try ScenarioDecoder.decode(bytes).sections.count
      }
    }
    return checksum
  }

  /// `--profile display-events`: the tracker's scroll frames (or the eager diff's) over the
  /// benchmark's steady scroll of a flow layout, the first frame shown before the calls.
  private static func profileDisplayEvents(items: Int, calls: Int, baseline: Bool) throws -> Int {
    let sections = OperationRunner.flowSections(itemCount: items, ownWidths: false)
    let layout = try FlowLayout(
      configuration: OperationRunner.flowConfiguration, environment: Workloads.environment,
      sections: sections)
    let offsets = OperationRunner.displayOffsets(contentHeight: layout.contentSize.height)
    var checksum = 0
    if baseline {
      let eager = OperationRunner.eagerFlow(sections)
      var diff = EagerDisplayDiff()
      let viewport = Workloads.environment.viewport
      _ = diff.frame(of: eager, at: offsets[0], viewport: viewport)
      for call in 0..<calls {
        checksum &+= diff.frame(
          of: eager, at: offsets[(call + 1) % offsets.count], viewport: viewport)
      }
      return checksum
    }
    var tracker = DisplayTracker<FlowLayout>()
    _ = tracker.show(layout, at: offsets[0])
    for call in 0..<calls {
      let events = tracker.scroll(layout, to: offsets[(call + 1) % offsets.count])
      checksum &+=
        events.willDisplay.count &+ events.didEndDisplaying.count
        &+ events.prefetchItemsAt.count &+ events.cancelPrefetchingForItemsAt.count
    }
    return checksum
  }
}
