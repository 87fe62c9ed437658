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

/// The renderer draws every sampled frame of the update, and the scroll's last frame shows
/// the pinned header at the top.
@Test func theRendererDrawsEveryFrame() throws {
  let frames = try ProductGrid.frames()
  let samples = frames.steps.compactMap(\.transition).map(\.frames.count).reduce(0, +)
  #expect(RenderLoop.update(frames).count == samples)
  #expect(samples > 1)
  #expect(RenderLoop.scroll(try ProductGrid.layout(), by: 600).count == 31)
}
