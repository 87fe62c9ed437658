import CollectionLayout
import CollectionLayoutBaselines

/// The display-events row: a renderer's per-frame path, from a content offset to the frame's
/// display events (will display, did end displaying, moved, views from the reuse queues,
/// prefetch and cancel), over a steady scroll of a flow layout (16 points a frame, 60 frames a
/// second at 960 points a second, down then back up, so most frames change nothing but
/// positions), next to the eager flow layout doing the same: a binary search into its records
/// for the visible rect and the prefetch zone, and a diff of both sorted id lists.
extension OperationRunner {
  mutating func displayEvents() throws -> OperationReport {
    var rows: [ResultRow] = []
    for size in plan.sizes {
      let sections = Self.flowSections(itemCount: size, ownWidths: false)
      let layout = try FlowLayout(
        configuration: Self.flowConfiguration, environment: Workloads.environment,
        sections: sections)
      let offsets = Self.displayOffsets(contentHeight: layout.contentSize.height)
      let (engine, engineNote) = trackerTiming(layout, offsets: offsets)
      var baseline: Timing?
      var note = engineNote
      if plan.measures(.baseline) {
        let eager = Self.eagerFlow(sections)
        var diff = EagerDisplayDiff()
        let viewport = Workloads.environment.viewport
        _ = diff.frame(of: eager, at: offsets[0], viewport: viewport)
        var step = 1
        baseline = measure(.baseline) {
          defer { step = (step + 1) % offsets.count }
          return diff.frame(of: eager, at: offsets[step], viewport: viewport)
        }
        let eagerBytes = eager.records.count * MemoryLayout<ElementAttributes>.stride
        note += (note.isEmpty ? "" : "; ") + "eager records \(formatKilobytes(eagerBytes))"
      }
      rows.append(ResultRow(items: size, engine: engine, baseline: baseline, note: note))
    }
    return report("display-events", "display events per frame, flow", rows)
  }

  /// A steady scroll from the middle of the content: 300 frames of 16 points down, then 300
  /// back up, so the cycle of calls is a continuous scroll with two reversals.
  static func displayOffsets(contentHeight: Double) -> [LayoutPoint] {
    let start = (contentHeight / 2).rounded()
    let down = (0..<300).map { LayoutPoint(x: 0, y: start + Double($0) * 16) }
    let up = (0..<300).map { LayoutPoint(x: 0, y: start + Double(300 - $0) * 16) }
    return down + up
  }

  /// What the tracker holds, estimated from its entries: each displayed element (id, view,
  /// frame), each prefetched item (id, path) and each view (id, kind), and the tables a frame
  /// reuses, which hold at most one entry (id, frame, flags) per element displayed or
  /// prefetched (a reversal of the scroll), twice over for the hash tables' spare room. The
  /// layout itself is O(sections) (a flow layout of counted items).
  static func trackerBytes<Layout>(_ tracker: DisplayTracker<Layout>) -> Int {
    let id = MemoryLayout<ElementID>.stride
    let frame = MemoryLayout<LayoutRect>.stride
    let displayedCount = tracker.displayedViews.count
    let prefetchedCount = tracker.prefetchedItems.count
    let displayed = displayedCount * (id + 8 + frame)
    let prefetched = prefetchedCount * (id + MemoryLayout<ItemPath>.stride)
    let views = tracker.pool.createdCount * (id + 8 + MemoryLayout<ElementKind>.stride)
    let scratch = (displayedCount + prefetchedCount) * (id + frame + 8)
    return 2 * (displayed + prefetched + views + scratch)
  }
}

/// A size in bytes as kB (10^3 bytes) with one decimal: `12.3 kB`.
func formatKilobytes(_ bytes: Int) -> String {
  "\(formatFixed(Double(bytes) / 1e3, digits: 1)) kB"
}
