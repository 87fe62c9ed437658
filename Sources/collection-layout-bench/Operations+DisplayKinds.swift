import CollectionLayout
import CollectionLayoutBaselines

/// The display-events rows of the grid and the compositional layout: the renderer's per-frame
/// path (``DisplayTracker/scroll(_:to:)``) over the same steady scroll as the flow's row
/// (``displayOffsets(contentHeight:)``), next to an eager cache of the same layout doing the
/// same (``EagerElementCache``: every element's common attributes, unpinned, sorted by top
/// edge, binary-searched for the visible rect and the prefetch zone; ``EagerDisplayDiff``: the
/// ids sorted, then diffed). The grid is the rect-query rows' (10 sections of 2 columns, a
/// pinned global header and pinned section headers); the compositional layout the
/// compositional rows' (nested groups with badges and five-column grids, pinned headers).
extension OperationRunner {
  mutating func displayEventsGrid() throws -> OperationReport {
    var rows: [ResultRow] = []
    for size in plan.sizes {
      let layout = try GridLayout(scenario: Workloads.scenario(itemCount: size))
      rows.append(displayRow(layout, items: size))
    }
    return report("display-events-grid", "display events per frame, grid", rows)
  }

  mutating func displayEventsCompositional() throws -> OperationReport {
    var rows: [ResultRow] = []
    for size in plan.sizes {
      let (configuration, sections) = Self.compositionalWorkload(itemCount: size)
      let layout = try CompositionalLayout(
        configuration: configuration, sections: sections,
        environment: Self.compositionalEnvironment)
      rows.append(displayRow(layout, items: size))
    }
    return report(
      "display-events-compositional", "display events per frame, compositional", rows)
  }

  /// A `LazyVGrid` of adaptive columns (4 of ~94 in 390 points) in 10 sections of uniform
  /// items, pinned section headers: prepared in O(sections), queried by arithmetic.
  mutating func displayEventsLazy() throws -> OperationReport {
    var rows: [ResultRow] = []
    for size in plan.sizes {
      let sections = (0..<10).map { index in
        LayoutSection(
          items: .count(size / 10 + (index < size % 10 ? 1 : 0)),
          layout: LazySectionLayout(header: 40))
      }
      let layout = try LazyGridLayout(
        configuration: .lazyVGrid(
          columns: [GridItem(.adaptive(minimum: 80), spacing: 2)], spacing: 2,
          pinnedViews: .sectionHeaders),
        environment: LayoutEnvironment(viewport: LayoutSize(width: 390, height: 844)),
        sections: sections)
      rows.append(displayRow(layout, items: size))
    }
    return report("display-events-lazy", "display events per frame, lazyVGrid", rows)
  }

  /// One row: the tracker's frames over `layout` (`items` items), next to the eager cache's.
  private mutating func displayRow<Layout: CollectionViewLayout>(_ layout: Layout, items: Int)
    -> ResultRow
  {
    let offsets = Self.displayOffsets(contentHeight: layout.contentSize.height)
    let (engine, engineNote) = trackerTiming(layout, offsets: offsets)
    var baseline: Timing?
    var note = engineNote
    if plan.measures(.baseline) {
      let cache = EagerElementCache(layout: layout)
      var diff = EagerDisplayDiff()
      let viewport = layout.environment.viewport
      _ = diff.frame(of: cache, at: offsets[0], viewport: viewport)
      var step = 1
      baseline = measure(.baseline) {
        defer { step = (step + 1) % offsets.count }
        return diff.frame(of: cache, at: offsets[step], viewport: viewport)
      }
      let cacheBytes = cache.records.count * MemoryLayout<ElementAttributes>.stride
      note += (note.isEmpty ? "" : "; ") + "eager records \(formatKilobytes(cacheBytes))"
    }
    return ResultRow(items: items, engine: engine, baseline: baseline, note: note)
  }

  /// The engine's side of a display-events row: the tracker's frames over `layout` along
  /// `offsets` (shown at the first, then scrolled to each next one in turn), and a note with
  /// the size of the tracker's state.
  mutating func trackerTiming<Layout: CollectionViewLayout>(
    _ layout: Layout, offsets: [LayoutPoint]
  ) -> (timing: Timing?, note: String) {
    var tracker = DisplayTracker<Layout>()
    _ = tracker.show(layout, at: offsets[0])
    var step = 1
    let timing = measure {
      defer { step = (step + 1) % offsets.count }
      let events = tracker.scroll(layout, to: offsets[step])
      return events.willDisplay.count &+ events.didEndDisplaying.count
        &+ events.prefetchItemsAt.count &+ events.cancelPrefetchingForItemsAt.count
    }
    let note =
      plan.measures(.engine) ? "engine state \(formatKilobytes(Self.trackerBytes(tracker)))" : ""
    return (timing, note)
  }
}
