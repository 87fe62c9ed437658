import CollectionLayout
import Foundation
import RendererExample

// Draws the example's scroll, a fling and an update into SVG frames in the directory given
// (default: renderer-output), one file a frame, then the App Store screen's scroll to its
// bottom and update (files `app-store-…`) and a fling and a pan of its featured strip (files
// `app-store-strip-…`, with the display events they raise), and says how many it wrote.
let directory = CommandLine.arguments.dropFirst().first ?? "renderer-output"
do {
  try FileManager.default.createDirectory(
    atPath: directory, withIntermediateDirectories: true)
  let layout = try ProductGrid.layout()
  let scroll = RenderLoop.scroll(layout, by: 600)
  let fling = RenderLoop.fling(layout, velocity: 2000)
  let update = try RenderLoop.update(
    layout, at: LayoutPoint(x: 0, y: 600), applying: ProductGrid.insertAtTheTop)
  for (name, frames) in [("scroll", scroll), ("fling", fling.frames), ("update", update)] {
    for (index, frame) in frames.enumerated() {
      try frame.svg.write(
        toFile: "\(directory)/\(name)-\(index).svg", atomically: true, encoding: .utf8)
    }
  }
  print(
    "wrote \(scroll.count) scroll frames, \(fling.frames.count) fling frames and "
      + "\(update.count) update frames into \(directory)")
  let appStore = try AppStoreScreen.layout()
  let appStoreScroll = RenderLoop.scroll(appStore, by: appStore.validContentOffsets.y.upperBound)
  let appStoreUpdate = try RenderLoop.update(
    appStore, at: appStore.initialContentOffset, applying: AppStoreScreen.removeAnApp)
  for (name, frames) in [("scroll", appStoreScroll), ("update", appStoreUpdate)] {
    for (index, frame) in frames.enumerated() {
      try frame.svg.write(
        toFile: "\(directory)/app-store-\(name)-\(index).svg", atomically: true, encoding: .utf8)
    }
  }
  print(
    "wrote \(appStoreScroll.count) app store scroll frames and \(appStoreUpdate.count) app "
      + "store update frames into \(directory)")
  let strip = try RenderLoop.strip(
    appStore, section: 0, AppStoreScreen.stripGestures, at: appStore.initialContentOffset)
  for (name, frames) in zip(["fling", "pan"], strip.frames) {
    for (index, frame) in frames.enumerated() {
      try frame.svg.write(
        toFile: "\(directory)/app-store-strip-\(name)-\(index).svg", atomically: true,
        encoding: .utf8)
    }
  }
  let events = strip.events.joined()
  print(
    "wrote \(strip.frames[0].count) app store strip fling frames and \(strip.frames[1].count) "
      + "app store strip pan frames into \(directory), hearing "
      + "\(events.map(\.willDisplay.count).reduce(0, +)) willDisplay and "
      + "\(events.map(\.didEndDisplaying.count).reduce(0, +)) didEndDisplaying")
} catch {
  print("renderer: \(error.localizedDescription)")
  exit(1)
}
