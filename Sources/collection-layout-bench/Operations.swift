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
/// size, and keeps the checksum of every call.
struct OperationRunner {
  let plan: Plan
  /// The sum of every call's checksum contribution.
  var checksum = 0

  init(plan: Plan) {
    self.plan = plan
  }

  /// Every operation the plan includes, in the table's order.
  mutating func runAll(progress: (String) -> Void) throws -> [OperationReport] {
    var reports: [OperationReport] = []
    let operations: [(String, (inout OperationRunner) throws -> OperationReport)] = [
      ("prepare-uniform", { try $0.prepare(ownHeights: false) }),
      ("prepare-own-heights", { try $0.prepare(ownHeights: true) }),
      ("scroll-step", { try $0.scrollStep() }),
      ("rect-query", { try $0.rectQuery() }),
      ("batch-update", { try $0.batchUpdate() }),
      ("identity-diff", { try $0.identityDiff() }),
      ("frames-json", { try $0.framesJSON() }),
      ("frames-writer", { try $0.framesWriter() }),
      ("frames-read-step", { try $0.framesReadStep() }),
      ("decode-uniform", { try $0.decode(.uniform) }),
      ("decode-heights", { try $0.decode(.heights) }),
      ("decode-heights-ids", { try $0.decode(.heightsAndIDs) }),
      ("masonry-prepare", { try $0.masonryPrepare() }),
      ("masonry-rect-query", { try $0.masonryRectQuery() }),
      ("masonry-update-shortest", { try $0.masonryUpdate(placement: .shortest) }),
      ("masonry-update-stable", { try $0.masonryUpdate(placement: .stable) }),
      ("measure-visible", { try $0.measureVisible() }),
      ("paging-scroll-step", { try $0.pagingScrollStep() }),
      ("paging-zoomed-tiles", { try $0.pagingZoomedTiles() }),
    ]
    for (key, run) in operations where plan.includes(key) {
      progress(key)
      reports.append(try run(&self))
    }
    return reports
  }

  /// Measures `body` with the plan's sampler, or `sampler` when given.
  mutating func measure(
    with sampler: Sampler? = nil, _ body: () throws -> Int
  ) rethrows -> Timing {
    releaseFreeMemory()
    let (timing, sum) = try (sampler ?? plan.sampler).measure(body)
    checksum &+= sum
    return timing
  }

  // MARK: - Prepare

  mutating func prepare(ownHeights: Bool) throws -> OperationReport {
    var rows: [ResultRow] = []
    for size in plan.sizes {
      let scenario = Workloads.scenario(itemCount: size, ownHeights: ownHeights)
      let engine = try measure {
        let layout = try GridLayout(scenario: scenario)
        return Int(layout.contentSize.height) &+ layout.numberOfSections
      }
      let baseline = try measure(with: plan.sampler.capped(at: 11)) {
        let layout = try EagerLayout(scenario: scenario)
        return Int(layout.contentSize.height) &+ layout.elements.count
      }
      rows.append(ResultRow(items: size, engine: engine, baseline: baseline))
    }
    if ownHeights {
      return OperationReport(
        key: "prepare-own-heights", title: "prepare, own heights",
        baseline: "eager layout (one record per element)",
        target: "under 100 ns per item (100 ms at 1,000,000 items)", rows: rows,
        verdict: perItemVerdict(rows))
    }
    return OperationReport(
      key: "prepare-uniform", title: "prepare, uniform rows",
      baseline: "eager layout (one record per element)",
      target: "under 1 ms at 1,000,000 items, and 1,000,000 within 2x of 10,000", rows: rows,
      verdict: constantCostVerdict(rows))
  }

  // MARK: - Scrolling

  mutating func scrollStep() throws -> OperationReport {
    var rows: [ResultRow] = []
    for size in plan.sizes {
      let scenario = Workloads.scenario(itemCount: size)
      let layout = try GridLayout(scenario: scenario)
      let offsets = Workloads.scrollOffsets(in: layout)
      var step = 0
      let engine = measure {
        defer { step = (step + 1) % offsets.count }
        return fold(layout.visibleElements(at: offsets[step]))
      }
      step = 0
      let baseline = try measure(with: plan.sampler.capped(at: 11)) {
        defer { step = (step + 1) % offsets.count }
        return fold(try EagerLayout.visibleElementsAfterRelayout(of: scenario, at: offsets[step]))
      }
      rows.append(ResultRow(items: size, engine: engine, baseline: baseline))
    }
    return OperationReport(
      key: "scroll-step", title: "scroll step", baseline: "full re-layout per scroll, then filter",
      target: "under 10 µs at 1,000,000 items, the same at every size", rows: rows,
      verdict: underVerdict(rows, limit: 10e-6, flatWithin: 2))
  }

  mutating func rectQuery() throws -> OperationReport {
    let rows = try rectQueryRows { Workloads.scenario(itemCount: $0) }
    return OperationReport(
      key: "rect-query", title: "elements in a rect",
      baseline: "linear scan over every eager element",
      target: "under 5 µs at 1,000,000 items", rows: rows, verdict: underVerdict(rows, limit: 5e-6))
  }

  /// The rect query rows at every size, on the scenario `workload` makes for a size: the
  /// engine's query next to a linear scan over the eager layout's elements.
  mutating func rectQueryRows(_ workload: (Int) -> Scenario) throws -> [ResultRow] {
    var rows: [ResultRow] = []
    for size in plan.sizes {
      let scenario = workload(size)
      let layout = try GridLayout(scenario: scenario)
      let eager = try EagerLayout(scenario: scenario)
      let queries = Workloads.rectQueries(contentHeight: layout.contentSize.height)
      var index = 0
      let engine = measure {
        defer { index = (index + 1) % queries.count }
        let query = queries[index]
        return fold(layout.elements(in: query.rect, contentOffset: query.contentOffset))
      }
      index = 0
      let baseline = measure(with: plan.sampler.capped(at: 11)) {
        defer { index = (index + 1) % queries.count }
        let query = queries[index]
        return fold(eager.elements(in: query.rect, contentOffset: query.contentOffset))
      }
      rows.append(ResultRow(items: size, engine: engine, baseline: baseline))
    }
    return rows
  }

  // MARK: - Updates

  mutating func batchUpdate() throws -> OperationReport {
    var rows: [ResultRow] = []
    for size in plan.sizes {
      let scenario = Workloads.scenario(itemCount: size)
      let layout = try GridLayout(scenario: scenario)
      let batch = Workloads.batch(itemCount: size)
      let offset = Workloads.updateOffset(in: layout)
      var engine: Timing?
      var note: String?
      do {
        _ = try LayoutUpdate(layout: layout, contentOffset: offset, batch: batch)
      } catch {
        note = "engine unavailable: UpdateMapping throws \"\(error.message)\""
      }
      if note == nil {
        engine = try measure {
          let update = try LayoutUpdate(layout: layout, contentOffset: offset, batch: batch)
          return update.changes(for: .visible).count &+ Int(update.targetContentOffset.y)
        }
      }
      var baseline: Timing?
      if size <= plan.largestRescanningSize {
        let probe = ItemPath(section: Workloads.sectionCount / 2, item: size / 20)
        baseline = try measure(with: plan.sampler.capped(at: 3)) {
          let map = try RescanningIndexMap(before: scenario.sections, batch: batch)
          return map.newItem(forOld: probe)?.item ?? 0
        }
      } else {
        let skipped = "rescanning map not run: O((D + I) N) grows 100x per 10x items"
        note = note.map { "\($0); \(skipped)" } ?? skipped
      }
      rows.append(ResultRow(items: size, engine: engine, baseline: baseline, note: note))
    }
    return OperationReport(
      key: "batch-update", title: "batch update",
      baseline: "UIKit's rescanning global index map (map only)",
      target: "under 5 ms at 100,000 items (10,000 deletes, 10,000 inserts, 2,000 moves)",
      rows: rows,
      verdict: underVerdict(rows, limit: 5e-3, at: plan.targetSizeForUpdates))
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
      var note =
        "\(formatCount(elementCount)) elements, \(formatCount(byteCount)) bytes, "
        + "\(formatFixed(Double(byteCount) / engine.median / 1e6, digits: 0)) MB/s"
      if size <= plan.largestEncoderSize {
        baseline = try measure(with: plan.sampler.capped(at: 5)) {
          let bytes = try FramesCodableMirror.utf8(for: frames)
          return bytes.count &+ Int(bytes[bytes.count / 2])
        }
      } else {
        note += "; JSONEncoder not run (about 17 s a call at 1,000,000 elements)"
      }
      rows.append(ResultRow(items: size, engine: engine, baseline: baseline, note: note))
    }
    return OperationReport(
      key: "frames-json", title: "frames JSON", baseline: "JSONEncoder on a Codable mirror",
      target: "at least 5x the baseline's throughput at 100,000 elements", rows: rows,
      verdict: ratioVerdict(rows, minimum: 5, at: plan.targetSizeForUpdates))
  }

  // MARK: - Verdicts

  func row(_ rows: [ResultRow], at size: Int) -> ResultRow? {
    rows.first { $0.items == size }
  }

  func notMeasured(_ size: Int) -> Verdict {
    Verdict(met: nil, summary: "not measured at \(formatCount(size)) items in this run")
  }

  private func constantCostVerdict(_ rows: [ResultRow]) -> Verdict {
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

  func ratioVerdict(_ rows: [ResultRow], minimum: Double, at size: Int) -> Verdict {
    guard let ratio = row(rows, at: size)?.ratio else { return notMeasured(size) }
    return Verdict(
      met: ratio >= minimum,
      summary: "\(formatCount(size)) items: \(formatFixed(ratio, digits: 1))x the baseline's "
        + "throughput (target >= \(formatFixed(minimum, digits: 0))x)")
  }
}
