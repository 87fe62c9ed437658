/// What each operation is compared with, its target, and how its verdict is decided from its
/// rows (in the parent process, once the rows of every child are in).
extension OperationRunner {
  /// The report of operation `key` with `rows`: its baseline, its target and its verdict.
  func report(_ key: String, _ title: String, _ rows: [ResultRow]) -> OperationReport {
    let spec = Self.spec(of: key)
    return OperationReport(
      key: key, title: title, baseline: spec.baseline, target: spec.target, rows: rows,
      verdict: verdict(of: key, rows: rows))
  }

  /// The baseline and the target of operation `key`, in words.
  static func spec(of key: String) -> (baseline: String, target: String) {
    switch key {
    case "prepare-uniform":
      return (
        "eager layout (one record per element)",
        "under 1 ms at 1,000,000 items, and 1,000,000 within 2x of 10,000"
      )
    case "prepare-own-heights", "prepare-ids":
      return (
        "eager layout (one record per element)",
        "under 100 ns per item (100 ms at 1,000,000 items)"
      )
    case "prepare-by-sections":
      return (
        "eager layout (one record per element)",
        "1,000,000 items in 100,000 sections under 10 ms (100 ns per section)"
      )
    case "scroll-step":
      return (
        "eager layout built once, searched by binary search over y, into a reused array",
        "at least 1.5x the baseline's speed at 1,000,000 items, and under 10 µs"
      )
    case "scroll-step-by-sections", "rect-query-by-sections":
      return (
        "eager layout built once, searched by binary search over y, into a reused array",
        "at least 1x the baseline at 100,000 sections"
      )
    case "scroll-step-relayout":
      return ("full re-layout per scroll, then a scan (extra row)", "none (an extra baseline)")
    case "rect-query":
      return (
        "eager layout built once, searched by binary search over y, into a reused array",
        "at least 1.5x the baseline's speed at 1,000,000 items, and under 5 µs"
      )
    case "rect-query-scan":
      return ("linear scan over every eager element (extra row)", "none (an extra baseline)")
    case "update-map":
      return (
        "O(N + U) slot-filling map (flags, no sorting, no validation)",
        "at most the baseline's time at 1,000,000 items"
      )
    case "update-map-22":
      return (
        "O(N + U) slot-filling map (flags, no sorting, no validation)",
        "at most the baseline's time at 1,000,000 items"
      )
    case "update-map-rescanning", "batch-update-rescanning":
      return (
        "UIKit's rescanning global index map, map only (extra row)", "none (an extra baseline)"
      )
    case "batch-update":
      return (
        "O(N + U) slot-filling map (map only)",
        "under 5 ms at 100,000 items (10,000 deletes, 10,000 inserts, 2,000 moves)"
      )
    case "batch-update-22":
      return (
        "O(N + U) slot-filling map (map only)",
        "under 100 µs at 10,000,000 items (10 deletes, 10 inserts, 2 moves)"
      )
    case "batch-update-ids":
      return (
        "O(N + U) slot-filling map (map only)",
        "at least 1x the baseline at every size, and at most "
          + "\(formatFixed(PlainBatchClause.limit, digits: 0))x the time of "
          + "\(PlainBatchClause.plainKey) (the same batch without ids) at each size both rows "
          + "measure"
      )
    case "batch-update-ids-proportional":
      return ("O(N + U) slot-filling map (map only)", "at least 1x the baseline at every size")
    case "batch-update-whole":
      return (
        "UIKit's whole update: the slot-filling map, the eager layout prepared again, the "
          + "attributes on screen after paired with those before through the map",
        "at least 1x the baseline at every size"
      )
    case "batch-update-by-sections":
      return (
        "O(N + U) slot-filling map (map only)",
        "at least 1x the baseline at 100,000 sections"
      )
    case "changes-all":
      return (
        "every element of both layouts listed at the same pins (no records)",
        "none (the records' cost over the listing they need)"
      )
    case "frames-json":
      return (
        "JSONEncoder on a Codable mirror",
        "at least 5x the baseline's throughput at 100,000 elements"
      )
    case "frames-writer":
      return (
        "appending the same bytes line by line into a buffer (no formatting)",
        "at least 1,500 MB/s at 1,000,000 elements (chunks of 256 KiB into a sink)"
      )
    case "decode-uniform":
      return ("JSONSerialization of the same bytes (a tree, no model, no checks)", "none")
    case "decode-heights", "decode-heights-ids":
      return (
        "JSONSerialization of the same bytes (a tree, no model, no checks)",
        "at least 200 MB/s of JSON at 1,000,000 items"
      )
    case "masonry-prepare":
      return (
        "eager waterfall (column scan, one record per element)",
        "under 100 ns per item (100 ms at 1,000,000 items)"
      )
    case "masonry-rect-query":
      return ("linear scan over every eager element", "under 5 µs at 1,000,000 items")
    case "masonry-update-shortest", "masonry-update-stable":
      return (
        "eager waterfall re-laid out from zero (no bookkeeping)",
        "under 5 ms at 100,000 items (10,000 deletes, 10,000 inserts, 2,000 moves)"
      )
    case "measure-visible":
      return (
        "eager layout computed again for the new heights",
        "under 100 µs at 1,000,000 items, within 2x of 10,000 (O(changed + log n))"
      )
    case "identity-diff":
      return (
        "Swift's CollectionDifference with inferringMoves() (diff only)",
        "under 35 ms at 100,000 items (DifferenceKit's published figure, diff alone)"
      )
    case "paging-scroll-step":
      return (
        "every page laid out up front and scanned per step, then the same elements",
        "under 50 µs at every page count, within 2x of 10,000 pages"
      )
    case "paging-zoomed-tiles":
      return (
        "every tile of level 1 of a 200,000 x 140,000 photo (782 x 547) tested, then the same "
          + "attributes",
        "under 50 µs at every page count, within 2x of 10,000 pages"
      )
    case "wall-scroll-step": return (Self.wallBaseline, Self.wallTarget)
    case "tile-plan": return (Self.tilePlanBaseline, Self.tilePlanTarget)
    case "flow-prepare-uniform":
      return (Self.flowBaseline, "under 1 ms at 1,000,000 items (O(sections))")
    case "flow-prepare-widths":
      return (Self.flowBaseline, "under 100 ns per item (100 ms at 1,000,000 items)")
    case "flow-rect-query-uniform", "flow-rect-query-widths":
      return (Self.flowBaseline, "under 5 µs at 1,000,000 items")
    case "compositional-prepare":
      return (
        "every element's attributes computed into an array (UIKit's cache)",
        "independent of the item count (O(sections + group slots))"
      )
    case "compositional-rect-query":
      return (
        "every element cached, sorted by top edge, binary search then scan",
        "at least 1x the baseline's speed at every size, and under 10 µs at 1,000,000 items "
          + "(O(log n + k))"
      )
    case "compositional-tall-group-query":
      return (
        "every element cached, sorted by top edge, binary search then scan",
        "at least 1x the baseline's speed at every size, and under 20 µs at 1,000,000 items "
          + "(O(log n + k) in groups of 10,000 slots, k about 50)"
      )
    case "display-events":
      return (
        "eager flow cache: binary search for the visible rect and the prefetch zone, then a "
          + "diff of the sorted id lists",
        "at least the baseline's speed at 1,000,000 items, holding under 1% of its memory"
      )
    case "display-events-grid", "display-events-compositional", "display-events-lazy":
      return (
        "eager cache of every element's attributes (unpinned), sorted by top edge: binary "
          + "search for the visible rect and the prefetch zone, ids sorted, then diffed",
        "at least 1x the baseline's speed at every size"
      )
    default:
      return ("unknown", "none")
    }
  }

  /// The verdict of operation `key` on `rows`.
  func verdict(of key: String, rows: [ResultRow]) -> Verdict {
    let none = Verdict(met: nil, summary: "no target: an extra baseline")
    switch key {
    case "prepare-uniform": return constantCostVerdict(rows)
    case "prepare-own-heights", "prepare-ids", "masonry-prepare": return perItemVerdict(rows)
    case "prepare-by-sections":
      return sweepVerdict(rows, limit: 10e-3)
    case "scroll-step":
      return fasterVerdict(rows, minimum: 1.5, limit: 10e-6)
    case "rect-query":
      return fasterVerdict(rows, minimum: 1.5, limit: 5e-6)
    case "scroll-step-by-sections", "rect-query-by-sections":
      return sweepRatioVerdict(rows)
    case "update-map", "update-map-22":
      return ratioVerdict(rows, minimum: 1, at: plan.targetSize)
    case "batch-update":
      return atLeastBaselineVerdict(rows, limit: 5e-3, at: plan.targetSizeForUpdates)
    case "batch-update-22":
      return underVerdict(rows, limit: 100e-6, at: plan.targetSizeForSmallBatches)
    case "batch-update-by-sections":
      return sweepRatioVerdict(rows)
    case "changes-all":
      return Verdict(
        met: nil, summary: "no target: the soak case's time is the figure (Performance.md)")
    case "frames-json":
      return ratioVerdict(rows, minimum: 5, at: plan.targetSizeForUpdates, what: "throughput")
    case "frames-writer": return writerVerdict(rows)
    case "decode-uniform":
      return Verdict(
        met: nil, summary: "no target: the document is a few hundred bytes at every size")
    case "decode-heights": return throughputVerdict(rows, shape: .heights)
    case "decode-heights-ids": return throughputVerdict(rows, shape: .heightsAndIDs)
    case "masonry-rect-query": return underVerdict(rows, limit: 5e-6)
    case "masonry-update-shortest", "masonry-update-stable":
      return underVerdict(rows, limit: 5e-3, at: plan.targetSizeForUpdates)
    case "measure-visible": return underVerdict(rows, limit: 100e-6, flatWithin: 2)
    case "batch-update-ids", "batch-update-ids-proportional", "batch-update-whole":
      return atLeastBaselineVerdict(rows)
    case "identity-diff":
      return underVerdict(rows, limit: 35e-3, at: plan.targetSizeForUpdates)
    case "paging-scroll-step", "paging-zoomed-tiles":
      return underVerdict(rows, limit: 50e-6, flatWithin: 2)
    case "wall-scroll-step": return wallVerdict(rows)
    case "tile-plan": return tilePlanVerdict(rows)
    case "flow-prepare-uniform": return underVerdict(rows, limit: 1e-3)
    case "flow-prepare-widths": return perItemVerdict(rows)
    case "flow-rect-query-uniform", "flow-rect-query-widths": return underVerdict(rows, limit: 5e-6)
    case "compositional-prepare": return constantCostVerdict(rows)
    case "compositional-rect-query": return atLeastBaselineVerdict(rows, limit: 10e-6)
    case "compositional-tall-group-query": return atLeastBaselineVerdict(rows, limit: 20e-6)
    case "display-events": return ratioVerdict(rows, minimum: 1, at: plan.targetSize)
    case "display-events-grid", "display-events-compositional", "display-events-lazy":
      return atLeastBaselineVerdict(rows)
    default: return none
    }
  }

  /// Met when the engine is at least `minimum` times as fast as the baseline at the target
  /// size, and under `limit`.
  private func fasterVerdict(_ rows: [ResultRow], minimum: Double, limit: Double) -> Verdict {
    guard let line = row(rows, at: plan.targetSize), let engine = line.engine,
      let ratio = line.ratio
    else { return notMeasured(plan.targetSize) }
    return Verdict(
      met: ratio >= minimum && engine.median < limit,
      summary: "\(formatCount(plan.targetSize)) items: \(formatDuration(engine.median)), "
        + "\(formatFixed(ratio, digits: 2))x the baseline's speed (target >= "
        + "\(formatFixed(minimum, digits: 1))x, and < \(formatDuration(limit)))")
  }

  /// Met when the engine is at least as fast as the baseline at every size measured (the
  /// slowest ratio is named), and, given `limit`, under it at the target size.
  private func atLeastBaselineVerdict(
    _ rows: [ResultRow], limit: Double? = nil, at size: Int? = nil
  ) -> Verdict {
    let ratios = rows.compactMap { line in line.ratio.map { (line.items, $0) } }
    guard let slowest = ratios.min(by: { $0.1 < $1.1 }) else {
      return notMeasured(plan.targetSize)
    }
    var met = slowest.1 >= 1
    var summary =
      "slowest at \(formatCount(slowest.0)) items: \(formatFixed(slowest.1, digits: 2))x the "
      + "baseline's speed (target >= 1x at every size)"
    if let limit {
      let size = size ?? plan.targetSize
      guard let engine = row(rows, at: size)?.engine else { return notMeasured(size) }
      met = met && engine.median < limit
      summary +=
        "; \(formatCount(size)) items: \(formatDuration(engine.median)) (target < "
        + "\(formatDuration(limit)))"
    }
    return Verdict(met: met, summary: summary)
  }

  /// At least 1x the baseline's speed at the sweep's largest section count (100,000).
  private func sweepRatioVerdict(_ rows: [ResultRow]) -> Verdict {
    guard let sections = plan.sweepSectionCounts.last,
      let ratio = row(rows, at: plan.sweepItemCount, sections: sections)?.ratio
    else { return notMeasured(plan.sweepItemCount) }
    return Verdict(
      met: ratio >= 1,
      summary: "\(formatCount(sections)) sections: \(formatFixed(ratio, digits: 2))x the "
        + "baseline's speed (target >= 1x)")
  }

  /// Met when the engine's median at the largest number of sections is under `limit`.
  private func sweepVerdict(_ rows: [ResultRow], limit: Double) -> Verdict {
    guard let sections = plan.sweepSectionCounts.last,
      let engine = row(rows, at: plan.sweepItemCount, sections: sections)?.engine
    else { return notMeasured(plan.sweepItemCount) }
    return Verdict(
      met: engine.median < limit,
      summary: "\(formatCount(plan.sweepItemCount)) items in \(formatCount(sections)) "
        + "sections: \(formatDuration(engine.median)), "
        + "\(formatDuration(engine.median / Double(sections))) per section "
        + "(target < \(formatDuration(limit)))")
  }
}
