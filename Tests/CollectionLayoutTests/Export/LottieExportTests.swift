import CollectionLayout
import Foundation
import Testing

@testable import CollectionLayoutCommandLine

/// What the Lottie export draws: positions in viewport coordinates, centre-based rectangles,
/// opacity in percent, keyframes where values change, pinned elements held.
@Suite struct LottieExportTests {
  private func lottie(_ frames: FramesDocument, steps: StepSelection = .all, fps: Double? = nil)
    throws
    -> [UInt8]
  {
    let timeline = try ExportTimeline(frames: frames, steps: steps)
    return LottieDocument.utf8(
      for: ViewportAnimation(frames: frames, timeline: timeline), frames: frames,
      framesPerSecond: fps ?? timeline.defaultFramesPerSecond(of: frames))
  }

  /// An item at [0, 264, 320, 44], alpha 0.5, content offset y = 300, viewport 320 x 480:
  /// its rectangle is centred at (160, 264 + 22 - 300) = (160, -14) and, outlined 1 point
  /// inside its edges, 319 x 43; its layer's opacity is 50.
  @Test func aRectangleIsCentredInViewportCoordinates() throws {
    let item = ExportSamples.item(0, LayoutRect(x: 0, y: 264, width: 320, height: 44), alpha: 0.5)
    let frames = ExportSamples.frames([
      ExportSamples.step(0, .initial, offset: 300, elements: [item])
    ])
    let bytes = try lottie(frames)
    let document = try ExportSamples.object(bytes)
    #expect(document["w"] as? Int == 320)
    #expect(document["h"] as? Int == 480)
    #expect(document["fr"] as? Int == 60)
    #expect(document["op"] as? Int == 30)
    let layer = try #require(try ExportSamples.layers(bytes)["item/0/0"])
    let rectangle = ExportSamples.shape("rc", of: layer)
    #expect(ExportSamples.keyframes(rectangle?["p"]).map(\.value) == [[160, -14]])
    #expect(ExportSamples.keyframes(rectangle?["s"]).map(\.value) == [[319, 43]])
    let transform = layer["ks"] as? [String: Any]
    #expect(ExportSamples.keyframes(transform?["o"]).map(\.value) == [[50]])
    #expect(ExportSamples.keyframes(transform?["s"]).map(\.value) == [[100, 100, 100]])
    let stroke = ExportSamples.shape("st", of: layer)
    #expect(ExportSamples.keyframes(stroke?["w"]).map(\.value) == [[1]])
    // The item palette: fill #E3E8EF, outline #8593A8.
    #expect(
      ExportSamples.keyframes(ExportSamples.shape("fl", of: layer)?["c"]).map(\.value)
        == [[0.89, 0.91, 0.937, 1]])
    #expect(
      ExportSamples.keyframes(stroke?["c"]).map(\.value) == [[0.522, 0.576, 0.659, 1]])
  }

  @Test func layersAreNamedByIdTopFirstWithTheScrollViewUnderAndTheInsetOver() throws {
    let bytes = try lottie(TinyFrames.frames, steps: .step(0))
    let document = try ExportSamples.object(bytes)
    let names = (document["layers"] as? [[String: Any]] ?? []).compactMap { $0["nm"] as? String }
    // The hidden item is a layer at opacity 0; the item out of view has none.
    #expect(
      names == [
        "[content inset]", "globalHeader/0", "rowSeparator/0/1", "item/0/1", "item/0/0",
        "[content]", "[viewport]",
      ])
    let layers = try ExportSamples.layers(bytes)
    let hidden = layers["item/0/1"]?["ks"] as? [String: Any]
    #expect(ExportSamples.keyframes(hidden?["o"]).map(\.value) == [[0]])
    // The pinned header is outlined in ink, 2.5 points wide; the separator is a filled line.
    let header = layers["globalHeader/0"]
    #expect(
      ExportSamples.keyframes(ExportSamples.shape("st", of: header)?["w"]).map(\.value) == [[2.5]])
    #expect(ExportSamples.shape("st", of: layers["rowSeparator/0/1"]) == nil)
    // The content starts at -offset: y = 10 under the 10-point inset.
    let content = ExportSamples.shape("rc", of: layers["[content]"])
    #expect(ExportSamples.keyframes(content?["p"]).map(\.value) == [[60, 80]])
  }

  /// The update of TinyFrames: two samples, 0 and 0.25 s.
  @Test func anUpdateIsKeyframedFromItsSamplesWhereValuesChange() throws {
    let bytes = try lottie(TinyFrames.frames, steps: .step(1))
    let layers = try ExportSamples.layers(bytes)
    // 2 samples: no rate to read back, so 60 fps, and sample 1 at 0.25 s = frame 15.
    let moved = ExportSamples.shape("rc", of: layers["item/0/1"])
    let position = ExportSamples.keyframes(moved?["p"])
    // Offsets -10 then 5: centres (30, 30 + 20 + 10) then (30, 55 + 20 - 5).
    #expect(position.map(\.time) == [0, 15])
    #expect(position.map(\.value) == [[30, 60], [30, 70]])
    // The kept header keeps its content frame while the offset goes from -10 to 5.
    let header = ExportSamples.shape("rc", of: layers["globalHeader/0"])
    #expect(ExportSamples.keyframes(header?["p"]).map(\.value) == [[60, 25], [60, 10]])
    // The deleted item/0/1 is named apart from the moved one that takes its id.
    #expect(layers["item/0/1 (deleted)"] != nil)
    let deleted = layers["item/0/1 (deleted)"]?["ks"] as? [String: Any]
    // Hidden: opacity 0 throughout, whatever its alpha.
    #expect(ExportSamples.keyframes(deleted?["o"]).map(\.value) == [[0]])
    // The inserted item fades in: 0 to 50 percent, outlined in the insert colour.
    let inserted = layers["item/0/0"]
    #expect(
      ExportSamples.keyframes((inserted?["ks"] as? [String: Any])?["o"]).map(\.value)
        == [[0], [50]])
    #expect(
      ExportSamples.keyframes(ExportSamples.shape("st", of: inserted)?["c"]).map(\.value)
        == [[0.118, 0.557, 0.243, 1]])
  }

  /// A record not listed in a sample (out of view then) is placed by the progress read from
  /// the records that are.
  @Test func aRecordOutOfViewInASampleIsInterpolatedByTheProgressOfTheOthers() throws {
    let near = ExportSamples.item(0, LayoutRect(x: 0, y: 0, width: 320, height: 44))
    let far = ExportSamples.item(1, LayoutRect(x: 0, y: 600, width: 320, height: 44))
    let nearEnd = ExportSamples.item(0, LayoutRect(x: 0, y: 100, width: 320, height: 44))
    let farEnd = ExportSamples.item(1, LayoutRect(x: 0, y: 400, width: 320, height: 44))
    // Samples at 0, 1/60, 2/60, 0.05 with progress 0, 0.5, 0.6, 1 (no easing curve): the
    // far item is out of view (y >= 480) in the first three, so only item/0/0 is listed.
    let progress = [0, 0.5, 0.6, 1]
    let samples = progress.enumerated().map { index, fraction in
      AnimationFrame(
        frame: index, time: [0, 0.017, 0.033, 0.05][index], contentOffset: .zero,
        elements: [
          AnimatedElement(
            id: near.id, change: 0,
            frame: LayoutRect(x: 0, y: 100 * fraction, width: 320, height: 44),
            alpha: 1)
        ]
          + (index == 3
            ? [AnimatedElement(id: far.id, change: 1, frame: farEnd.frame, alpha: 1)] : []))
    }
    let update = LayoutTransition(
      fromContentOffset: .zero, fromContentSize: LayoutSize(width: 320, height: 2000),
      changes: [
        ElementChange(
          change: .moved, before: near.id, after: near.id, initial: near, final: nearEnd),
        ElementChange(change: .moved, before: far.id, after: far.id, initial: far, final: farEnd),
      ], frames: samples)
    let frames = ExportSamples.frames([
      ExportSamples.step(0, .initial, offset: 0, elements: [near]),
      ExportSamples.step(1, .update, offset: 0, elements: [nearEnd, farEnd], transition: update),
    ])
    let layers = try ExportSamples.layers(try lottie(frames, steps: .step(1)))
    let position = ExportSamples.keyframes(ExportSamples.shape("rc", of: layers["item/0/1"])?["p"])
    // The far item at 600 - 200 * progress, plus half its height.
    #expect(position.map(\.time) == [0, 1, 2, 3])
    #expect(position.map { $0.value[1] } == [622, 522, 502, 422])
  }

  /// An update animated with ease-in-out is two keyframes with Core Animation's handles
  /// (0.42, 0) and (0.58, 1), not one per sample; a spring has no Bézier form and keeps its
  /// samples.
  @Test func anUpdateOnABezierCurveIsTwoKeyframesWithItsHandles() throws {
    let item = ExportSamples.item(0, LayoutRect(x: 0, y: 0, width: 320, height: 44))
    let moved = ExportSamples.item(0, LayoutRect(x: 0, y: 300, width: 320, height: 44))
    func export(_ curve: AnimationCurve) throws -> [String: Any] {
      let update = ExportSamples.transition(
        changes: [
          ElementChange(
            change: .moved, before: item.id, after: item.id, initial: item, final: moved)
        ],
        duration: 0.3, fps: 60, from: 0, to: 0, curve: curve)
      // Through the frames text, so that every number is rounded as a frames file has it.
      let written = FramesWriter.json(
        for: ExportSamples.frames([
          ExportSamples.step(0, .initial, offset: 0, elements: [item]),
          ExportSamples.step(1, .update, offset: 0, elements: [moved], transition: update),
        ]))
      let layers = try ExportSamples.layers(
        try lottie(try FramesReader.read(written), steps: .step(1)))
      return try #require(ExportSamples.shape("rc", of: layers["item/0/0"])?["p"] as? [String: Any])
    }
    let eased = try export(.easeInOut)
    let keyframes = eased["k"] as? [[String: Any]] ?? []
    #expect(keyframes.count == 2)
    #expect(keyframes.first?["o"] as? [String: Double] == ["x": 0.42, "y": 0])
    #expect(keyframes.first?["i"] as? [String: Double] == ["x": 0.58, "y": 1])
    #expect(ExportSamples.keyframes(eased).map(\.time) == [0, 18])
    #expect(ExportSamples.keyframes(eased).map(\.value) == [[160, 22], [160, 322]])
    #expect(ExportSamples.keyframes(try export(.easeIn)).count == 2)
    let spring = ExportSamples.keyframes(try export(.spring(damping: 0.5, response: 0.3)))
    #expect(spring.count > 10)
  }

  /// A scroll from 0 to 200 over a header at content y 100 that pins at the top: it moves
  /// with the content until its natural place (100 - offset) reaches its pinned place (0),
  /// halfway, and stays there.
  @Test func aHeaderThatPinsDuringAScrollStopsWhereItPins() throws {
    let header = LayoutAttributes(
      id: .header(section: 0, index: 0), frame: LayoutRect(x: 0, y: 100, width: 320, height: 40),
      zIndex: 200, isPinned: false)
    var pinned = header
    pinned.frame.origin.y = 200
    pinned.isPinned = true
    let frames = ExportSamples.frames([
      ExportSamples.step(0, .initial, offset: 0, elements: [header]),
      ExportSamples.step(1, .scroll, offset: 200, elements: [pinned]),
    ])
    let layers = try ExportSamples.layers(try lottie(frames, steps: .step(1)))
    let position = ExportSamples.keyframes(
      ExportSamples.shape("rc", of: layers["header/0/0"])?["p"])
    // 0.3 s at 60 fps: frames 0, 9 (halfway), 18; held from 9.
    #expect(position.map(\.time) == [0, 9, 18])
    #expect(position.map { $0.value[1] } == [120, 20, 20])
    #expect(position.map(\.holds) == [false, true, false])
    // Pinned at both ends: held, one static value.
    let held = ExportSamples.frames([
      ExportSamples.step(0, .initial, offset: 100, elements: [with(pinned, y: 100)]),
      ExportSamples.step(1, .scroll, offset: 200, elements: [pinned]),
    ])
    let heldLayers = try ExportSamples.layers(try lottie(held, steps: .step(1)))
    #expect(
      ExportSamples.keyframes(ExportSamples.shape("rc", of: heldLayers["header/0/0"])?["p"])
        .map(\.value) == [[160, 20]])
  }

  /// An element listed only after a scroll comes in with the content from where it was out
  /// of view; one never in view during the motion has no layer.
  @Test func elementsEnterWithTheContent() throws {
    let top = ExportSamples.item(0, LayoutRect(x: 0, y: 0, width: 320, height: 44))
    let below = ExportSamples.item(1, LayoutRect(x: 0, y: 500, width: 320, height: 44))
    let frames = ExportSamples.frames([
      ExportSamples.step(0, .initial, offset: 0, elements: [top]),
      ExportSamples.step(1, .scroll, offset: 100, elements: [top, below]),
      ExportSamples.step(2, .scroll, offset: 2000, elements: []),
    ])
    let layers = try ExportSamples.layers(try lottie(frames, steps: .step(1)))
    let position = ExportSamples.keyframes(ExportSamples.shape("rc", of: layers["item/0/1"])?["p"])
    #expect(position.map { $0.value[1] } == [522, 422])
    let opacity = ExportSamples.keyframes((layers["item/0/1"]?["ks"] as? [String: Any])?["o"])
    #expect(opacity.map(\.value) == [[100]])
    // Scrolling away: item/0/1 leaves through the viewport; item/0/0, above it, never
    // crosses it.
    let gone = try ExportSamples.layers(try lottie(frames, steps: .step(2)))
    #expect(gone["item/0/0"] == nil)
    #expect(
      ExportSamples.keyframes(ExportSamples.shape("rc", of: gone["item/0/1"])?["p"])
        .map { $0.value[1] } == [422, -1478])
  }

  @Test func theFrameRateIsTheFirstAnimationsOrTheOneAskedFor() throws {
    let bytes = try lottie(ExportTimelineTests.frames, fps: 30)
    let document = try ExportSamples.object(bytes)
    #expect(document["fr"] as? Int == 30)
    // 2.1 s at 30 fps.
    #expect(document["op"] as? Int == 63)
    let markers = document["markers"] as? [[String: Any]] ?? []
    #expect(
      markers.compactMap { $0["cm"] as? String } == [
        "step 0: initial", "step 1: scroll", "step 2: update",
      ])
    #expect(markers.compactMap { $0["tm"] as? Int } == [0, 15, 39])
    #expect(markers.compactMap { $0["dr"] as? Int } == [15, 24, 24])
    let layers = try ExportSamples.layers(bytes)
    let moved = ExportSamples.keyframes(ExportSamples.shape("rc", of: layers["item/0/0"])?["p"])
    // The update's linear samples are one straight pair of keyframes: 0.3 s is 9 frames.
    #expect(moved.map(\.time) == [39, 48])
  }

  @Test func theSameFramesGiveTheSameBytes() throws {
    #expect(try lottie(TinyFrames.frames) == lottie(TinyFrames.frames))
  }

  private func with(_ attributes: LayoutAttributes, y: Double) -> LayoutAttributes {
    var copy = attributes
    copy.frame.origin.y = y
    return copy
  }
}
