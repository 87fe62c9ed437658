import CollectionLayout
import Foundation
import Testing

@testable import CollectionLayoutCommandLine

/// `render --svg` places labels by the player's rule: on every step of goldens of each kind
/// of layout, no two labels overlap, each lies in its box's part on screen, none is under an
/// opaque pinned box drawn over its box, and items are named by their item ids.
@Suite struct LabelPlacementTests {
  /// Goldens with pinned headers, item ids, small items, updates, badges, tiles and strips.
  static let goldens = [
    "demo", "global-headers", "headers-and-footers", "chat-apply-anchor-bottom",
    "hundred-thousand-items", "masonry-pinned-headers", "flow-pinned-headers-and-footers",
    "flow-tag-cloud", "compositional-app-store", "compositional-pinned-headers",
    "compositional-badges", "paging-zoom-in-and-out", "data-apply-identity",
    "multi-column-scrolling",
  ]

  @Test(arguments: goldens)
  func labelsNeverOverlapNorHideUnderPinnedBoxes(golden: String) throws {
    let frames = try WallPictureTests.frames(golden)
    var checked = 0
    for step in frames.steps.indices {
      var moments: [Int?] = [nil]
      if let count = frames.steps[step].transition?.frames.count, count > 0 {
        moments += [0, count / 2, count - 1]
      }
      for moment in moments {
        let scene = try FrameScene(frames: frames, step: step, animationFrame: moment)
        let labels = LabelPlacement.labels(for: scene)
        let screen = LayoutRect(origin: scene.contentOffset, size: scene.viewport)
        let place = "\(golden) step \(step) frame \(moment.map(String.init) ?? "-")"
        for (index, label) in labels.enumerated() {
          let box = scene.boxes[label.box]
          #expect(contains(screen, label.frame), "\(place): \(box.id) off screen")
          #expect(contains(box.frame, label.frame), "\(place): \(box.id) outside its box")
          for above in scene.boxes[(label.box + 1)...]
          where above.isPinned && LabelPlacement.covers(above) {
            #expect(
              above.frame.intersection(label.frame) == nil,
              "\(place): \(box.id)'s label under \(above.id)")
          }
          for other in labels[(index + 1)...] {
            #expect(
              label.frame.intersection(other.frame) == nil,
              "\(place): \(box.id)'s label over \(scene.boxes[other.box].id)'s")
          }
          checked += 1
        }
      }
    }
    #expect(checked > 0)
  }

  /// Items are named by the scenario's item ids, as in the player.
  @Test func itemsAreNamedByTheirItemIDs() throws {
    let frames = try WallPictureTests.frames("demo")
    let scene = try FrameScene(frames: frames, step: 0)
    let texts = LabelPlacement.labels(for: scene).compactMap(\.text)
    #expect(texts.contains { $0.hasPrefix("price item/") || $0 == "price" })
  }

  /// Whether `outer` holds `inner`, to within a thousandth of a point.
  func contains(_ outer: LayoutRect, _ inner: LayoutRect) -> Bool {
    inner.minX >= outer.minX - 0.001 && inner.minY >= outer.minY - 0.001
      && inner.maxX <= outer.maxX + 0.001 && inner.maxY <= outer.maxY + 0.001
  }
}
