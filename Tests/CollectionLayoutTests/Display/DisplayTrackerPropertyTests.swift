import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The display tracker against the simplest model: the events of every frame, replayed from
/// the first, give exactly the layout's visible set at that frame, and the moved elements are
/// exactly those visible at both frames at different frames; the prefetched items are
/// exactly the items of the prefetch zone not displayed; views are never shared, and never
/// more are made of a kind than were displayed at once. Random scrolls (small steps,
/// reversals, jumps, overscroll) over several kinds of layout, pinned headers and footers
/// included.
@Suite struct DisplayTrackerPropertyTests {
  /// A small deterministic generator (a 64-bit LCG), so that a failure replays.
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 11
    }
    mutating func unit() -> Double { Double(next() % 1_000_000) / 1_000_000 }
  }

  static let scenarios = [
    "demo", "pinned-and-unpinned-global-headers", "flow-pinned-headers-and-footers",
    "flow-horizontal", "hundred-thousand-items", "masonry-three-columns",
    "compositional-pinned-headers", "compositional-grid", "masonry-pinned-headers",
    "paging-swipe", "navigation-bar-inset", "headers-and-footers",
    "lazy-pinned-sections", "lazy-photo-grid-rotation", "lazy-paging-carousel",
  ]

  static func layout(named name: String) throws -> any CollectionViewLayout {
    let path = ScenarioGoldens.scenariosDirectory + "/" + name + ".json"
    let bytes = [UInt8](try #require(FileManager.default.contents(atPath: path)))
    return try ScenarioDecoder.decode(bytes).makeLayout()
  }

  @Test(arguments: scenarios)
  func replayedEventsGiveTheVisibleSetOfEveryFrame(name: String) throws {
    let layout = try Self.layout(named: name)
    try check(layout, seed: UInt64(name.utf8.count) * 7919)
  }

  func check<Layout: CollectionViewLayout>(_ layout: Layout, seed: UInt64) throws {
    var generator = Generator(state: seed)
    var tracker = DisplayTracker<Layout>()
    var shown: [ElementID: Int] = [:]
    var prefetched: Set<ItemPath> = []
    var mostShown: [ElementKind: Int] = [:]
    var offset = layout.initialContentOffset
    let valid = layout.validContentOffsets
    let isVertical = layout.scrollAxis == .vertical
    let span = isVertical ? valid.y : valid.x
    let viewportLength =
      isVertical ? layout.environment.viewport.height : layout.environment.viewport.width
    var changedFrames = 0
    var lastFrames: [ElementID: LayoutRect] = [:]
    for frame in 0..<400 {
      let events: DisplayEvents
      if frame == 0 {
        events = tracker.show(layout, at: offset)
      } else {
        var position = isVertical ? offset.y : offset.x
        switch generator.next() % 10 {
        case 0: position = span.lowerBound + generator.unit() * (span.upperBound - span.lowerBound)
        case 1: position += (generator.unit() - 0.5) * 3 * viewportLength
        case 2: position = generator.next() % 2 == 0 ? span.lowerBound - 40 : span.upperBound + 40
        default: position += (generator.unit() - 0.4) * 60
        }
        position = min(max(position, span.lowerBound - 100), span.upperBound + 100)
        let other = (isVertical ? valid.x : valid.y)
        let across = other.lowerBound + generator.unit() * (other.upperBound - other.lowerBound)
        offset =
          isVertical ? LayoutPoint(x: across, y: position) : LayoutPoint(x: position, y: across)
        events = tracker.scroll(layout, to: offset)
      }
      let ended = Set(events.didEndDisplaying.map(\.id))
      let entered = Set(events.willDisplay.map(\.id))
      #expect(ended.isDisjoint(with: entered), "frame \(frame): displayed and ended at once")
      for event in events.didEndDisplaying {
        #expect(shown.removeValue(forKey: event.id) == event.view, "frame \(frame) \(event.id)")
      }
      let views = Set(shown.values)
      for event in events.willDisplay {
        #expect(shown[event.id] == nil, "frame \(frame): \(event.id) displayed twice")
        #expect(!views.contains(event.view), "frame \(frame): view \(event.view) shared")
        shown[event.id] = event.view
      }
      if !events.isEmpty { changedFrames += 1 }
      let visibleElements = layout.visibleElements(at: offset)
      let visible = Set(visibleElements.map(\.id))
      #expect(Set(shown.keys) == visible, "frame \(frame) at \(offset)")
      // Moved: visible before and after, at another frame.
      var frames: [ElementID: LayoutRect] = [:]
      for element in visibleElements { frames[element.id] = element.frame }
      let moved = frames.filter { id, rect in lastFrames[id].map { $0 != rect } ?? false }
      #expect(events.moved == moved.keys.sorted(), "frame \(frame) at \(offset): moved")
      lastFrames = frames
      #expect(Set(tracker.displayedViews.map(\.id)) == visible)
      for kind in Set(visible.map(\.kind)) {
        mostShown[kind] = max(mostShown[kind] ?? 0, visible.filter { $0.kind == kind }.count)
        #expect(tracker.pool.createdCount(of: kind) <= mostShown[kind] ?? 0, "\(kind)")
      }
      // Prefetching: replayed, and against the zone.
      for path in events.cancelPrefetchingForItemsAt {
        #expect(prefetched.remove(path) != nil, "frame \(frame): cancelled \(path) unfetched")
      }
      for path in events.prefetchItemsAt {
        #expect(prefetched.insert(path).inserted, "frame \(frame): prefetched \(path) twice")
      }
      let displayedItems = Set(shown.keys.compactMap { tracker.itemPath(of: $0, in: layout) })
      prefetched.subtract(displayedItems)
      let zone = tracker.zone(
        of: layout.visibleRect(at: offset), axis: layout.scrollAxis,
        viewport: layout.environment.viewport)
      let zoneItems = Set(
        layout.elements(in: zone, contentOffset: offset).compactMap {
          tracker.itemPath(of: $0.id, in: layout)
        })
      #expect(prefetched == zoneItems.subtracting(displayedItems), "frame \(frame) at \(offset)")
      #expect(Set(tracker.prefetchedItems) == prefetched)
    }
    #expect(changedFrames > 50)
  }
}
