import CollectionLayout
import Foundation
import Testing

@testable import CollectionLayoutCommandLine

/// An element's transform (issue 39), drawn about its centre by the SVG and the Lottie export,
/// as the player's canvas draws it.
@Suite struct TransformDrawingTests {
  /// An item at [40, 100, 200, 100] (centre (140, 150)) scaled by 1.5 and moved 10 points
  /// right, in a step at content offset 0.
  static func frames() -> FramesDocument {
    var item = ExportSamples.item(0, LayoutRect(x: 40, y: 100, width: 200, height: 100))
    item.transform = LayoutTransform(a: 1.5, b: 0, c: 0, d: 1.5, tx: 10, ty: 0)
    return ExportSamples.frames([ExportSamples.step(0, .initial, offset: 0, elements: [item])])
  }

  /// SVG: `matrix(a b c d e f)` with `e = cx − a·cx − c·cy + tx` = 140 − 210 + 10 = −60 and
  /// `f = cy − b·cx − d·cy + ty` = 150 − 225 = −75: the box's corner (40, 100) is drawn at
  /// (0, 75), its centre stays at (150, 150).
  @Test func theSVGDrawsTheBoxTransformedAboutItsCentre() throws {
    let svg = try SVGPicture.svg(of: Self.frames(), step: 0)
    #expect(svg.contains(#"<g transform="matrix(1.5 0 0 1.5 -60 -75)">"#))
    let transform = LayoutTransform(a: 1.5, b: 0, c: 0, d: 1.5, tx: 10, ty: 0)
    let frame = LayoutRect(x: 40, y: 100, width: 200, height: 100)
    #expect(transform.apply(to: LayoutPoint(x: 40, y: 100), in: frame) == LayoutPoint(x: 0, y: 75))
    #expect(
      transform.boundingBox(of: frame) == LayoutRect(x: 0, y: 75, width: 300, height: 150))
    // Without a transform, no group.
    let plain = try SVGPicture.svg(
      of: ExportSamples.frames([
        ExportSamples.step(
          0, .initial, offset: 0,
          elements: [ExportSamples.item(0, LayoutRect(x: 40, y: 100, width: 200, height: 100))])
      ]), step: 0)
    #expect(!plain.contains("matrix("))
  }

  /// Lottie: the layer's anchor at the box's centre, its position there moved by (10, 0), its
  /// scale 150 %; a rotation by 90° (b = 1, c = −1) is `r` 90 with a scale of 100 %.
  @Test func theLottieLayerScalesAboutTheBoxCentre() throws {
    let frames = Self.frames()
    let timeline = try ExportTimeline(frames: frames, steps: .all)
    let bytes = LottieDocument.utf8(
      for: ViewportAnimation(frames: frames, timeline: timeline), frames: frames,
      framesPerSecond: 60)
    let layer = try #require(try ExportSamples.layers(bytes)["item/0/0"])
    let transform = layer["ks"] as? [String: Any]
    #expect(ExportSamples.keyframes(transform?["a"]).map(\.value) == [[140, 150, 0]])
    #expect(ExportSamples.keyframes(transform?["p"]).map(\.value) == [[150, 150, 0]])
    #expect(ExportSamples.keyframes(transform?["s"]).map(\.value) == [[150, 150, 100]])
    #expect(ExportSamples.keyframes(transform?["r"]).map(\.value) == [[0]])

    var rotated = ExportSamples.item(0, LayoutRect(x: 40, y: 100, width: 200, height: 100))
    rotated.transform = LayoutTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
    let turned = ExportSamples.frames([
      ExportSamples.step(0, .initial, offset: 0, elements: [rotated])
    ])
    let turnedBytes = LottieDocument.utf8(
      for: ViewportAnimation(
        frames: turned, timeline: try ExportTimeline(frames: turned, steps: .all)),
      frames: turned, framesPerSecond: 60)
    let turnedLayer = try #require(try ExportSamples.layers(turnedBytes)["item/0/0"])
    let turnedTransform = turnedLayer["ks"] as? [String: Any]
    #expect(ExportSamples.keyframes(turnedTransform?["r"]).map(\.value) == [[90]])
    #expect(ExportSamples.keyframes(turnedTransform?["s"]).map(\.value) == [[100, 100, 100]])
  }
}
