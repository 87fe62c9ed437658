import CollectionLayout
import CollectionLayoutBaselines

#if canImport(Glibc)
  import Glibc
#endif

/// Returns the memory freed by earlier measurements to the system (glibc's `malloc_trim`), so
/// that every measurement starts from a trimmed heap whatever ran before it.
func releaseFreeMemory() {
  #if canImport(Glibc)
    // malloc_trim is not in Glibc's module map: look it up in the process.
    typealias Trim = @convention(c) (Int) -> Int32
    if let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "malloc_trim") {
      _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }
  #endif
}

/// Runs every timed operation of a plan, the engine and its baseline side by side at each
/// size, and keeps the checksum of every call. In a child process (see ``ChildProcesses``) the
/// plan holds one configuration and one side.
struct OperationRunner {
  let plan: Plan
  /// The sum of every call's checksum contribution.
  var checksum = 0
  /// The number of calls the measurements timed, warm-ups aside (with `--profile`: every
  /// call, none timed).
  var calls = 0

  init(plan: Plan) {
    self.plan = plan
  }

  /// Every operation, in the table's order.
  static var operations: [(key: String, run: (inout OperationRunner) throws -> OperationReport)] {
    [
      ("prepare-uniform", { try $0.prepare(.uniform) }),
      ("prepare-own-heights", { try $0.prepare(.ownHeights) }),
      ("prepare-ids", { try $0.prepare(.ids) }),
      ("prepare-by-sections", { try $0.prepareBySections() }),
      ("scroll-step", { try $0.scrollStep(relayoutBaseline: false) }),
      ("scroll-step-relayout", { try $0.scrollStep(relayoutBaseline: true) }),
      ("scroll-step-by-sections", { try $0.scrollStepBySections() }),
      ("rect-query", { try $0.rectQuery(scanBaseline: false) }),
      ("rect-query-scan", { try $0.rectQuery(scanBaseline: true) }),
      ("rect-query-by-sections", { try $0.rectQueryBySections() }),
      ("update-map", { try $0.updateMap(.proportional) }),
      ("update-map-rescanning", { try $0.updateMap(.rescanning) }),
      ("update-map-22", { try $0.updateMap(.small) }),
      ("batch-update", { try $0.batchUpdate(.proportional) }),
      ("batch-update-rescanning", { try $0.batchUpdate(.rescanning) }),
      ("batch-update-22", { try $0.batchUpdate(.small) }),
      ("batch-update-ids", { try $0.batchUpdate(.smallWithIDs) }),
      ("batch-update-ids-proportional", { try $0.batchUpdate(.proportionalWithIDs) }),
      ("batch-update-by-sections", { try $0.batchUpdateBySections() }),
      ("batch-update-whole", { try $0.batchUpdateWhole() }),
      ("changes-all", { try $0.changesAll() }),
      ("identity-diff", { try $0.identityDiff() }),
      ("frames-json", { try $0.framesJSON() }),
      ("frames-writer", { try $0.framesWriter() }),
      ("frames-read-step", { try $0.framesReadStep() }),
      ("decode-uniform", { try $0.decode(.uniform) }),
      ("decode-heights", { try $0.decode(.heights) }),
      ("decode-heights-ids", { try $0.decode(.heightsAndIDs) }),
      ("masonry-prepare", { try $0.masonryPrepare() }),
      ("masonry-rect-query", { try $0.masonryRectQuery() }),
      ("tile-plan", { try $0.tilePlan() }),
      ("masonry-update-shortest", { try $0.masonryUpdate(placement: .shortest) }),
      ("masonry-update-stable", { try $0.masonryUpdate(placement: .stable) }),
      ("measure-visible", { try $0.measureVisible() }),
      ("paging-scroll-step", { try $0.pagingScrollStep() }),
      ("paging-zoomed-tiles", { try $0.pagingZoomedTiles() }),
      ("wall-scroll-step", { try $0.wallScrollStep() }),
      ("flow-prepare-uniform", { try $0.flowPrepare(ownWidths: false) }),
      ("flow-prepare-widths", { try $0.flowPrepare(ownWidths: true) }),
      ("flow-rect-query-uniform", { try $0.flowRectQuery(ownWidths: false) }),
      ("flow-rect-query-widths", { try $0.flowRectQuery(ownWidths: true) }),
      ("compositional-prepare", { try $0.compositionalPrepare() }),
      ("compositional-rect-query", { try $0.compositionalRectQuery() }),
      ("compositional-tall-group-query", { try $0.compositionalTallGroupQuery() }),
      ("display-events", { try $0.displayEvents() }),
      ("display-events-grid", { try $0.displayEventsGrid() }),
      ("display-events-compositional", { try $0.displayEventsCompositional() }),
      ("display-events-lazy", { try $0.displayEventsLazy() }),
    ]
  }

  /// The keys of every operation.
  static var keys: [String] { operations.map(\.key) }

  /// Runs operation `key` with this runner's plan; `nil` for an unknown key.
  mutating func run(_ key: String) throws -> OperationReport? {
    guard let operation = Self.operations.first(where: { $0.key == key }) else { return nil }
    return try operation.run(&self)
  }

  /// Measures `body` with the plan's sampler, or `sampler` when given, when the plan measures
  /// `side`; `nil` otherwise.
  mutating func measure(
    _ side: Plan.Side = .engine, with sampler: Sampler? = nil, _ body: () throws -> Int
  ) rethrows -> Timing? {
    guard plan.measures(side) else { return nil }
    releaseFreeMemory()
    let (timing, sum) = try (sampler ?? plan.sampler).measure(body)
    checksum &+= sum
    calls += timing.samples * timing.iterationsPerSample
    return timing
  }

  /// The sampler of the baselines whose calls take up to seconds: at most `samples` samples.
  func slow(_ samples: Int) -> Sampler { plan.sampler.capped(at: samples) }

  // MARK: - Prepare

  /// How the items of a prepare row are given.
  enum ItemShape {
    case uniform, ownHeights, ids
  }

  mutating func prepare(_ shape: ItemShape) throws -> OperationReport {
    var rows: [ResultRow] = []
    for size in plan.sizes {
      let scenario = Workloads.scenario(
        itemCount: size, ownHeights: shape == .ownHeights, ids: shape == .ids)
      rows.append(try prepareRow(scenario, items: size))
    }
    let key: String
    let title: String
    switch shape {
    case .uniform: (key, title) = ("prepare-uniform", "prepare, uniform rows")
    case .ownHeights: (key, title) = ("prepare-own-heights", "prepare, own heights")
    case .ids: (key, title) = ("prepare-ids", "prepare, items with ids")
    }
    return report(key, title, rows)
  }

  mutating func prepareBySections() throws -> OperationReport {
    var rows: [ResultRow] = []
    for sections in plan.sweepSectionCounts {
      let scenario = Workloads.scenario(itemCount: plan.sweepItemCount, sections: sections)
      var row = try prepareRow(scenario, items: plan.sweepItemCount)
      row.sections = sections
      rows.append(row)
    }
    return report("prepare-by-sections", "prepare, uniform rows, by sections", rows)
  }

  private mutating func prepareRow(_ scenario: Scenario, items: Int) throws -> ResultRow {
    let engine = try measure {
      let layout = try GridLayout(scenario: scenario)
      return Int(layout.contentSize.height) &+ layout.numberOfSections
    }
    let baseline = try measure(.baseline, with: slow(11)) {
      let layout = try EagerLayout(scenario: scenario)
      return Int(layout.contentSize.height) &+ layout.elements.count
    }
    return ResultRow(items: items, engine: engine, baseline: baseline)
  }

  // MARK: - Scrolling

  mutating func scrollStep(relayoutBaseline: Bool) throws -> OperationReport {
    var rows: [ResultRow] = []
    for size in plan.sizes {
      rows.append(
        try scrollStepRow(
          Workloads.scenario(itemCount: size), items: size, relayoutBaseline: relayoutBaseline))
    }
    return relayoutBaseline
      ? report("scroll-step-relayout", "scroll step, vs a re-layout per step", rows)
      : report("scroll-step", "scroll step", rows)
  }

  mutating func scrollStepBySections() throws -> OperationReport {
    var rows: [ResultRow] = []
    for sections in plan.sweepSectionCounts {
      let scenario = Workloads.scenario(itemCount: plan.sweepItemCount, sections: sections)
      var row = try scrollStepRow(scenario, items: plan.sweepItemCount, relayoutBaseline: false)
      row.sections = sections
      rows.append(row)
    }
    return report("scroll-step-by-sections", "scroll step, by sections", rows)
  }

  /// The scroll step at one size: the engine's query into a reused buffer, next to the eager
  /// layout searched by binary search (or laid out again at every step).
  private mutating func scrollStepRow(_ scenario: Scenario, items: Int, relayoutBaseline: Bool)
    throws -> ResultRow
  {
    let layout = try GridLayout(scenario: scenario)
    let offsets = Workloads.scrollOffsets(in: layout)
    var step = 0
    var buffer = QueryBuffer()
    let engine = measure {
      defer { step = (step + 1) % offsets.count }
      return buffer.visibleElements(of: layout, at: offsets[step])
    }
    step = 0
    let baseline: Timing?
    if relayoutBaseline {
      baseline = try measure(.baseline, with: slow(11)) {
        defer { step = (step + 1) % offsets.count }
        return fold(try EagerLayout.visibleElementsAfterRelayout(of: scenario, at: offsets[step]))
      }
    } else if plan.measures(.baseline) {
      let search = EagerSearchIndex(layout: try EagerLayout(scenario: scenario))
      var found: [ElementAttributes] = []
      baseline = measure(.baseline) {
        defer { step = (step + 1) % offsets.count }
        search.visibleElements(at: offsets[step], into: &found)
        return fold(found)
      }
    } else {
      baseline = nil
    }
    return ResultRow(items: items, engine: engine, baseline: baseline)
  }

  mutating func rectQuery(scanBaseline: Bool) throws -> OperationReport {
    let rows = try rectQueryRows(scanBaseline: scanBaseline) { Workloads.scenario(itemCount: $0) }
    return scanBaseline
      ? report("rect-query-scan", "elements in a rect, vs a linear scan", rows)
      : report("rect-query", "elements in a rect", rows)
  }

  mutating func rectQueryBySections() throws -> OperationReport {
    var rows: [ResultRow] = []
    for sections in plan.sweepSectionCounts {
      let scenario = Workloads.scenario(itemCount: plan.sweepItemCount, sections: sections)
      var row = try rectQueryRow(scenario, items: plan.sweepItemCount, scanBaseline: false)
      row.sections = sections
      rows.append(row)
    }
    return report("rect-query-by-sections", "elements in a rect, by sections", rows)
  }

  /// The rect query rows at every size, on the scenario `workload` makes for a size.
  mutating func rectQueryRows(scanBaseline: Bool, _ workload: (Int) -> Scenario) throws
    -> [ResultRow]
  {
    try plan.sizes.map { try rectQueryRow(workload($0), items: $0, scanBaseline: scanBaseline) }
  }

  /// The rect query at one size: the engine's query into a reused buffer, next to the eager
  /// layout searched by binary search (or scanned from end to end).
  private mutating func rectQueryRow(_ scenario: Scenario, items: Int, scanBaseline: Bool)
    throws -> ResultRow
  {
    let layout = try GridLayout(scenario: scenario)
    let queries = Workloads.rectQueries(contentHeight: layout.contentSize.height)
    var index = 0
    var buffer = QueryBuffer()
    let engine = measure {
      defer { index = (index + 1) % queries.count }
      let query = queries[index]
      return buffer.elements(of: layout, in: query.rect, contentOffset: query.contentOffset)
    }
    index = 0
    var baseline: Timing?
    if plan.measures(.baseline) {
      let eager = try EagerLayout(scenario: scenario)
      if scanBaseline {
        baseline = measure(.baseline, with: slow(11)) {
          defer { index = (index + 1) % queries.count }
          let query = queries[index]
          return fold(eager.elements(in: query.rect, contentOffset: query.contentOffset))
        }
      } else {
        let search = EagerSearchIndex(layout: eager)
        var found: [ElementAttributes] = []
        baseline = measure(.baseline) {
          defer { index = (index + 1) % queries.count }
          let query = queries[index]
          search.elements(in: query.rect, contentOffset: query.contentOffset, into: &found)
          return fold(found)
        }
      }
    }
    return ResultRow(items: items, engine: engine, baseline: baseline)
  }

  // MARK: - Frames

  mutating func framesJSON() throws -> OperationReport {
    var rows: [ResultRow] = []
    for size in plan.sizes {
      let layout = try GridLayout(scenario: Workloads.scenario(itemCount: size))
      let frames = Workloads.frames(of: layout)
      let elementCount = frames.steps.reduce(0) { $0 + $1.elements.count }
      let byteCount = FramesWriter.utf8(for: frames).count
      let engine = measure {
        let bytes = FramesWriter.utf8(for: frames)
        return bytes.count &+ Int(bytes[bytes.count / 2])
      }
      var baseline: Timing?
      var notes: [String] = []
      if let engine {
        notes.append(
          "\(formatCount(elementCount)) elements, \(formatCount(byteCount)) bytes, "
            + "\(formatFixed(Double(byteCount) / engine.median / 1e6, digits: 0)) MB/s")
      }
      if size <= plan.largestEncoderSize {
        baseline = try measure(.baseline, with: slow(5)) {
          let bytes = try FramesCodableMirror.utf8(for: frames)
          return bytes.count &+ Int(bytes[bytes.count / 2])
        }
      } else if plan.measures(.baseline) {
        notes.append("JSONEncoder not run (5.7 s a call at 1,000,000 elements, measured once)")
      }
      rows.append(
        ResultRow(
          items: size, engine: engine, baseline: baseline,
          note: notes.isEmpty ? nil : notes.joined(separator: "; ")))
    }
    return report("frames-json", "frames JSON", rows)
  }

  // MARK: - Verdict helpers

  /// The row at `size` items (and `sections` sections, for the sweeps).
  func row(_ rows: [ResultRow], at size: Int, sections: Int? = nil) -> ResultRow? {
    rows.first { $0.items == size && (sections == nil || $0.sections == sections) }
  }

  func notMeasured(_ size: Int) -> Verdict {
    Verdict(met: nil, summary: "not measured at \(formatCount(size)) items in this run")
  }

  func constantCostVerdict(_ rows: [ResultRow]) -> Verdict {
    guard let large = row(rows, at: plan.targetSize)?.engine,
      let small = row(rows, at: 10_000)?.engine
    else { return notMeasured(plan.targetSize) }
    let growth = large.median / small.median
    return Verdict(
      met: large.median < 1e-3 && growth <= 2,
      summary: "\(formatCount(plan.targetSize)) items: \(formatDuration(large.median)) "
        + "(target < 1 ms); \(formatCount(plan.targetSize)) / 10,000: "
        + "\(formatFixed(growth, digits: 2))x (target <= 2x)")
  }

  func perItemVerdict(_ rows: [ResultRow]) -> Verdict {
    guard let large = row(rows, at: plan.targetSize)?.engine else {
      return notMeasured(plan.targetSize)
    }
    let perItem = large.median / Double(plan.targetSize)
    return Verdict(
      met: perItem < 100e-9,
      summary: "\(formatCount(plan.targetSize)) items: \(formatDuration(large.median)), "
        + "\(formatDuration(perItem)) per item (target < 100 ns)")
  }

  /// Met when the median at `size` (the plan's target size by default) is under `limit`, and,
  /// with `flatWithin`, when it is also within that factor of the smallest size's median (the
  /// cost does not grow with the item count).
  func underVerdict(
    _ rows: [ResultRow], limit: Double, at size: Int? = nil, flatWithin factor: Double? = nil
  ) -> Verdict {
    let size = size ?? plan.targetSize
    guard let line = row(rows, at: size) else { return notMeasured(size) }
    guard let engine = line.engine else {
      return Verdict(met: nil, summary: "\(formatCount(size)) items: \(line.note ?? "no figure")")
    }
    var summary =
      "\(formatCount(size)) items: \(formatDuration(engine.median)) "
      + "(target < \(formatDuration(limit)))"
    var met = engine.median < limit
    if let factor, let smallest = rows.first, let small = smallest.engine, smallest.items != size {
      let growth = engine.median / small.median
      summary +=
        "; \(formatCount(size)) / \(formatCount(smallest.items)): "
        + "\(formatFixed(growth, digits: 2))x (target <= \(formatFixed(factor, digits: 0))x)"
      met = met && growth <= factor
    }
    return Verdict(met: met, summary: summary)
  }

  /// Met when the baseline's median divided by the engine's is at least `minimum` at `size`
  /// (`what` names the measure: "throughput", "speed").
  func ratioVerdict(_ rows: [ResultRow], minimum: Double, at size: Int, what: String = "speed")
    -> Verdict
  {
    guard let ratio = row(rows, at: size)?.ratio else { return notMeasured(size) }
    return Verdict(
      met: ratio >= minimum,
      summary: "\(formatCount(size)) items: \(formatFixed(ratio, digits: 2))x the baseline's "
        + "\(what) (target >= \(formatFixed(minimum, digits: minimum == minimum.rounded() ? 0 : 1))x)"
    )
  }
}

/// The engine's side of a query: the common attributes of the last call's elements, in an
/// array whose storage the next call reuses.
struct QueryBuffer {
  /// The elements found by the last call.
  var elements: [ElementAttributes] = []

  /// The elements visible at `offset`; returns a checksum contribution.
  mutating func visibleElements(of layout: GridLayout, at offset: LayoutPoint) -> Int {
    layout.visibleElements(at: offset, into: &elements)
    return fold(elements)
  }

  /// The elements in `rect` with headers pinned as at `contentOffset`; returns a checksum
  /// contribution.
  mutating func elements(of layout: GridLayout, in rect: LayoutRect, contentOffset: LayoutPoint)
    -> Int
  {
    layout.elements(in: rect, contentOffset: contentOffset, into: &elements)
    return fold(elements)
  }
}
