import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// A tracker of a built-in kind follows scroll frames and lists frames through the kind's own
/// compiled copies of the frames' code (``SpecializedLayoutKind``), bare and as the player
/// presents it, and hears exactly the events the generic code gives; a kind that does not opt in (a layout of a
/// test's own) runs the generic code.
@Suite struct SpecializedScrollFrameTests {
  static let scenarios = [
    "demo", "flow-pinned-headers-and-footers", "flow-horizontal", "compositional-pinned-headers",
    "compositional-grid", "masonry-pinned-headers", "paging-swipe", "wall-fling-across-recentre",
  ]

  @Test func builtInKindsLookUpTheirOwnCopyOnce() {
    #expect(DisplayTracker<GridLayout>().specializedScrollFrame != nil)
    #expect(DisplayTracker<GridLayout>().specializedShowFrame != nil)
    #expect(DisplayTracker<FlowLayout>().specializedScrollFrame != nil)
    #expect(DisplayTracker<FlowLayout>().specializedShowFrame != nil)
    #expect(DisplayTracker<CompositionalLayout>().specializedScrollFrame != nil)
    #expect(DisplayTracker<CompositionalLayout>().specializedShowFrame != nil)
    #expect(DisplayTracker<PagingLayout>().specializedScrollFrame != nil)
    #expect(DisplayTracker<PagingLayout>().specializedShowFrame != nil)
    #expect(DisplayTracker<WallLayout>().specializedScrollFrame != nil)
    #expect(DisplayTracker<WallLayout>().specializedShowFrame != nil)
    #expect(DisplayTracker<InteractiveLayout<GridLayout>>().specializedScrollFrame != nil)
    #expect(DisplayTracker<InteractiveLayout<GridLayout>>().specializedShowFrame != nil)
    #expect(DisplayTracker<InteractiveLayout<CompositionalLayout>>().specializedScrollFrame != nil)
    #expect(DisplayTracker<InteractiveLayout<CompositionalLayout>>().specializedShowFrame != nil)
    #expect(DisplayTracker<InteractiveLayout<FlowLayout>>().specializedScrollFrame != nil)
    #expect(DisplayTracker<InteractiveLayout<FlowLayout>>().specializedShowFrame != nil)
    #expect(DisplayTracker<InteractiveLayout<PagingLayout>>().specializedScrollFrame != nil)
    #expect(DisplayTracker<InteractiveLayout<PagingLayout>>().specializedShowFrame != nil)
    #expect(DisplayTracker<InteractiveLayout<WallLayout>>().specializedScrollFrame != nil)
    #expect(DisplayTracker<InteractiveLayout<WallLayout>>().specializedShowFrame != nil)
    #expect(DisplayTracker<ShelfLayout>().specializedScrollFrame == nil)
    #expect(DisplayTracker<ShelfLayout>().specializedShowFrame == nil)
    #expect(DisplayTracker<InteractiveLayout<ShelfLayout>>().specializedScrollFrame == nil)
    #expect(DisplayTracker<InteractiveLayout<ShelfLayout>>().specializedShowFrame == nil)
  }

  @Test(arguments: scenarios)
  func theOwnCopyHearsTheGenericEvents(name: String) throws {
    let path = ScenarioGoldens.scenariosDirectory + "/" + name + ".json"
    let bytes = [UInt8](try #require(FileManager.default.contents(atPath: path)))
    let layout = try ScenarioDecoder.decode(bytes).makeLayout()
    try compareBareAndPresented(layout, seed: UInt64(name.utf8.count))
  }

  /// ``compare(_:seed:)`` for `layout`, and for `layout` as the player presents it.
  func compareBareAndPresented<Layout: CollectionViewLayout>(_ layout: Layout, seed: UInt64)
    throws
  {
    try compare(layout, seed: seed)
    try compare(InteractiveLayout(base: layout, state: InteractionState()), seed: seed + 1)
  }

  /// Two trackers over `layout`, one scrolled through ``DisplayTracker/scroll(_:to:)`` (the
  /// kind's copy), the other through the generic code, hear the same events at each of 300
  /// random offsets (steps, jumps, overscroll) and end in the same state.
  func compare<Layout: CollectionViewLayout>(_ layout: Layout, seed: UInt64) throws {
    var own = DisplayTracker<Layout>()
    var generic = DisplayTracker<Layout>()
    try #require(own.specializedScrollFrame != nil)
    var offset = layout.initialContentOffset
    try #require(own.specializedShowFrame != nil)
    #expect(own.show(layout, at: offset) == generic.trackShow(layout, at: offset, renaming: nil))
    var state = seed &* 6_364_136_223_846_793_005 &+ 1
    let valid = layout.validContentOffsets
    let isVertical = layout.scrollAxis == .vertical
    let span = isVertical ? valid.y : valid.x
    var changed = 0
    for frame in 1..<300 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let unit = Double((state >> 11) % 1_000_000) / 1_000_000
      var position = isVertical ? offset.y : offset.x
      switch (state >> 40) % 8 {
      case 0: position = span.lowerBound + unit * (span.upperBound - span.lowerBound)
      case 1: position = span.upperBound + 40
      default: position += (unit - 0.4) * 80
      }
      position = min(max(position, span.lowerBound - 100), span.upperBound + 100)
      offset =
        isVertical ? LayoutPoint(x: offset.x, y: position) : LayoutPoint(x: position, y: offset.y)
      let events: DisplayEvents
      if frame.isMultiple(of: 40) {
        // A listed frame now and then, as after an update, one element renamed away.
        let gone = own.displayedViews.first?.id
        let rename: (ElementID) -> ElementID? = { $0 == gone ? nil : $0 }
        events = own.show(layout, at: offset, renaming: rename)
        #expect(events == generic.trackShow(layout, at: offset, renaming: rename), "\(frame)")
      } else {
        events = own.scroll(layout, to: offset)
        #expect(events == generic.trackScroll(layout, to: offset), "frame \(frame) at \(offset)")
      }
      if !events.isEmpty { changed += 1 }
    }
    #expect(own.displayedViews == generic.displayedViews)
    #expect(own.prefetchedItems == generic.prefetchedItems)
    // A copy of a tracker goes on through the same copy of the code, apart from the original.
    var copy = own
    let moved =
      isVertical
      ? LayoutPoint(x: offset.x, y: offset.y + 30) : LayoutPoint(x: offset.x + 30, y: offset.y)
    #expect(copy.scroll(layout, to: moved) == generic.trackScroll(layout, to: moved))
    #expect(copy.displayedViews == generic.displayedViews)
    #expect(changed > 20, "\(changed) frames with events")
  }
}
