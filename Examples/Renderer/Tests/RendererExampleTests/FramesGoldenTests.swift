import CollectionLayout
import CollectionLayoutTesting
import RendererExample
import Testing

// snippet: golden
/// The example's frames, compared byte for byte with `Snapshots/product-grid.frames.json`
/// beside this file (a missing golden is written, and the test fails naming it).
@Test func productGridFramesMatchTheirGolden() throws {
  assertMatchesGolden(try ProductGrid.frames(), at: "Snapshots/product-grid.frames.json")
}
// end snippet

/// The fling comes to rest about 998 points down (2000 points per second, the normal rate),
/// each frame's display events replayed from the first give what is on screen, and views are
/// reused once the pool has grown; the update is drawn at 120 frames per second.
@Test func theRendererDrawsAFlingAndAnUpdate() throws {
  let layout = try ProductGrid.layout()
  let (frames, events) = RenderLoop.fling(layout, velocity: 2000)
  #expect(frames.count == events.count)
  let motion = layout.scrollMotion(
    releasedAt: LayoutPoint(x: 0, y: 0), velocity: LayoutPoint(x: 0, y: 2000), rate: .normal)
  #expect(abs(motion.restingOffset.y - 998.5) < 1)
  var displayed: Set<ElementID> = []
  var views: Set<Int> = []
  for frame in events {
    for ended in frame.didEndDisplaying { displayed.remove(ended.id) }
    for shown in frame.willDisplay {
      displayed.insert(shown.id)
      views.insert(shown.view)
    }
  }
  #expect(displayed == Set(layout.visibleElements(at: motion.restingOffset).map(\.id)))
  #expect(views.count < events.flatMap(\.willDisplay).count)
  let update = try RenderLoop.update(
    layout, at: LayoutPoint(x: 0, y: 600), applying: ProductGrid.insertAtTheTop)
  #expect(update.count == 37)  // 0.3 s at 120 frames per second, both ends
  #expect(RenderLoop.scroll(layout, by: 600).count == 31)
}
