import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The effects of `visibleItemsInvalidationHandler` (issue 39): the scaling carousel. The
/// golden `compositional-carousel`: 6 items, groups 0.6 wide (234 points) with 10 between
/// them on 390 points, `groupPagingCentered` (inset (390 − 234) / 2 = 78, stride 244, at rest
/// at 244k − 78), `"visibleItemsEffect": {"scale": {"minimum": 0.7, "maximum": 1.1}, "alpha":
/// {"minimum": 0.5}}`. Item k's centre is at 244k + 117 in the strip's content; at offset o
/// it is `d = |244k + 117 − o − 195|` from the strip's centre and gets the scale
/// `max(1.1 − d / 390, 0.7)` and the alpha `min(1, max(1 − d / 390, 0.5))`.
@Suite struct CompositionalCarouselTests {
  static func frames() throws -> FramesDocument {
    try StripTestSupport.frames(ofScenario: "compositional-carousel")
  }

  /// The transform's scale (its `a`) and the alpha of element `id` in `elements`.
  static func look(_ id: String, in elements: [LayoutAttributes]) -> (
    scale: Double?, alpha: Double
  )? {
    elements.first { $0.id.description == id }.map { ($0.transform?.a, $0.alpha) }
  }

  /// At three offsets:
  /// - −78 (step 0, item 0 centred): item 0 d = 0, scale 1.1, alpha 1; item 1 d = 244,
  ///   1.1 − 0.6256 = 0.474 → 0.7, alpha 0.374 → 0.5.
  /// - 166 (step 1, item 1 centred): item 1 at 1.1 and 1, items 0 and 2 (d = 244) at 0.7
  ///   and 0.5.
  /// - 266 (step 2's pan, its finger's last frame, 100 points on): item 1 d = 100, scale
  ///   1.1 − 0.2564 = 0.8436, alpha 0.7436; item 2 d = 144, scale 0.7308, alpha 0.6308; item
  ///   0 (drawn at −266 ... −32) is off the strip and not listed.
  @Test func theCarouselAtThreeOffsets() throws {
    let frames = try Self.frames()
    let rest = frames.steps[0].elements
    #expect(Self.look("item/0/0", in: rest)! == (1.1, 1))
    #expect(Self.look("item/0/1", in: rest)! == (0.7, 0.5))
    // Frames stay the layout's, untransformed: item 0 at 78, item 1 at 322.
    #expect(rest.map(\.frame.minX) == [78, 322])
    let paged = frames.steps[1].elements
    #expect(Self.look("item/0/0", in: paged)! == (0.7, 0.5))
    #expect(Self.look("item/0/1", in: paged)! == (1.1, 1))
    #expect(Self.look("item/0/2", in: paged)! == (0.7, 0.5))
    let moving = try #require(frames.steps[2].transition?.frames[10])
    #expect(moving.elements.map(\.id.description) == ["item/0/1", "item/0/2"])
    #expect(moving.elements.map(\.frame.minX) == [-22, 222])
    let one = moving.elements[0]
    #expect(abs(try #require(one.transform).a - (1.1 - 100.0 / 390)) < 1e-12)
    #expect(abs(one.alpha - (1 - 100.0 / 390)) < 1e-12)
    #expect(one.transform?.d == one.transform?.a)
    let two = moving.elements[1]
    #expect(abs(try #require(two.transform).a - (1.1 - 144.0 / 390)) < 1e-12)
    #expect(abs(two.alpha - (1 - 144.0 / 390)) < 1e-12)
    // Then it settles back on item 1 (1.41 groups: the nearest is 1), scaled 1.1 again.
    #expect(Self.look("item/0/1", in: frames.steps[2].elements)! == (1.1, 1))
  }

  /// Step 3 deletes the centred item: item 2 slides into the centre and its transform is
  /// interpolated from 0.7 to 1.1 with its frame, ending exactly there; the deleted item keeps
  /// its 1.1 as it fades.
  @Test func anUpdateInterpolatesTheTransforms() throws {
    let transition = try #require(try Self.frames().steps[3].transition)
    let sliding = try #require(
      transition.changes.firstIndex { $0.before?.description == "item/0/2" })
    #expect(transition.changes[sliding].initial.transform?.a == 0.7)
    #expect(transition.changes[sliding].final.transform?.a == 1.1)
    let scales = transition.frames.compactMap { frame in
      frame.elements.first { $0.change == sliding }?.transform?.a
    }
    #expect(scales.first == 0.7)
    #expect(scales.last == 1.1)
    #expect(zip(scales, scales.dropFirst()).allSatisfy { $0 <= $1 })
    // Half way through the frames (the curve's progress 0.5 at 0.1 s): 0.7 + 0.4 · 0.5.
    #expect(abs(scales[3] - 0.9) < 1e-12)
  }

  /// The frames write `"transform": [a, b, c, d, tx, ty]` after `"hidden"` only when it is
  /// not the identity, and the reader reads it back.
  @Test func framesWriteAndReadTheTransform() throws {
    let frames = try Self.frames()
    let json = FramesWriter.json(for: frames)
    #expect(
      json.contains(
        #"{"id": "item/0/0", "kind": "item", "frame": [78, 20, 234, 200], "zIndex": 1, "alpha": 1, "hidden": false, "transform": [1.1, 0, 0, 1.1, 0, 0]}"#
      ))
    #expect(json.contains(#""alpha": 0.744, "transform": [0.844, 0, 0, 0.844, 0, 0]}"#))
    let read = try FramesReader.read(Array(json.utf8))
    #expect(read.steps[0].elements.map(\.transform) == frames.steps[0].elements.map(\.transform))
    let rounded = read.steps[2].transition?.frames[10].elements.first?.transform
    #expect(rounded == LayoutTransform(scaleX: 0.844, y: 0.844))
    // Every element without one has no key.
    let plain = try ScenarioDecoder.decode(Array(scenarioJSON().utf8)).frames()
    #expect(!FramesWriter.json(for: plain).contains("transform"))
  }

  /// A Swift handler sees the strip's visible items, their frames unscrolled and the strip's
  /// offset, after the document effect, and may change opacity, drawing order, visibility and
  /// transform; rect queries and single lookups agree.
  @Test func aHandlerChangesTheVisibleItems() throws {
    let seen = SeenItems()
    var section = CompositionalSection(
      group: .horizontal(
        size: CompositionalSize(width: .fractionalWidth(0.6), height: .absolute(200)),
        subitems: [
          .item(
            CompositionalItem(
              size: CompositionalSize(width: .fractionalWidth(1), height: .fractionalHeight(1))))
        ]),
      interGroupSpacing: 10, orthogonalScrollingBehavior: .groupPagingCentered)
    section.visibleItemsEffect = VisibleItemsEffect(scale: .init(minimum: 0.7, maximum: 1.1))
    section.visibleItemsInvalidationHandler = VisibleItemsInvalidationHandler {
      items, offset, environment in
      seen.record(items.map(\.frame.minX), offset, environment.contentWidth)
      for index in items.indices {
        let distance = abs(items[index].center.x - offset.x - environment.contentWidth / 2)
        items[index].zIndex = 10 - Int(distance / 100)
        items[index].isHidden = distance > 300
        items[index].transform.tx = 4
      }
    }
    let layout = try CompositionalLayout(
      configuration: CompositionalConfiguration(),
      sections: [LayoutSection(items: .count(6), layout: SectionLayout(section))],
      environment: LayoutEnvironment(viewport: LayoutSize(width: 390, height: 300)))
    // Unscrolled frames 0 and 244 (drawn at 78 and 322), the offset −78, the width 390.
    #expect(seen.calls.map(\.frames) == [[0, 244]])
    #expect(seen.calls.map(\.offset) == [-78])
    #expect(seen.calls.map(\.width) == [390])
    let elements = layout.elements(in: nil, pins: nil, limit: .max)
    let zero = try #require(elements.first)
    #expect(zero.transform == LayoutTransform(a: 1.1, b: 0, c: 0, d: 1.1, tx: 4, ty: 0))
    #expect(zero.zIndex == 10)
    #expect(elements[1].zIndex == 8)  // d = 244
    #expect(elements[1].transform == LayoutTransform(a: 0.7, b: 0, c: 0, d: 0.7, tx: 4, ty: 0))
    // Items off the strip are not visible: not passed, unchanged.
    #expect(elements[2].transform == nil && elements[2].zIndex == 1)
    for element in elements {
      #expect(layout.attributes(for: element.id, pins: nil) == element)
    }
    // Moving the strip runs it again, at the new offset.
    let moved = layout.scrolled(section: 0, through: LayoutPoint(x: 166, y: 0))
    #expect(seen.calls.last?.offset == 166)
    #expect(moved.attributes(for: .item(section: 0, item: 1), pins: nil)?.zIndex == 10)
  }

  /// Bad input, word for word.
  @Test func errors() throws {
    func issues(_ layout: String) -> [String] {
      decodingIssues(
        scenarioJSON(
          #""layout": {"kind": "compositional"}, "sections": [{"items": 3, "layout": {"group": {"horizontal": {"size": {"width": {"fractionalWidth": 0.8}, "height": {"absolute": 50}}, "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}}, "#
            + layout + "}}]"))
    }
    #expect(
      issues(
        #""orthogonalScrollingBehavior": "paging", "visibleItemsEffect": {"scale": {"minimum": 1.2, "maximum": 1.1}}"#
      ) == [
        "sections[0].layout.visibleItemsEffect.scale.minimum: expected a minimum at most the maximum (1.1), got 1.2"
      ])
    #expect(
      issues(
        #""orthogonalScrollingBehavior": "paging", "visibleItemsEffect": {"alpha": {"minimum": 1.5}}"#
      ) == [
        "sections[0].layout.visibleItemsEffect.alpha.minimum: expected a minimum at most the maximum (1), got 1.5"
      ])
    #expect(
      issues(#""visibleItemsEffect": {"scale": {"minimum": 0.7}}"#) == [
        #"sections[0].layout.visibleItemsEffect: expected an "orthogonalScrollingBehavior" other than "none" beside it (it runs as the section's strip moves), got "none""#
      ])
    #expect(
      issues(
        #""orthogonalScrollingBehavior": "paging", "visibleItemsEffect": {"scale": {"minimum": -1}}"#
      ) == ["sections[0].layout.visibleItemsEffect.scale.minimum: expected a number >= 0, got -1"])
    #expect(
      issues(
        #""orthogonalScrollingBehavior": "paging", "visibleItemsEffect": {"scale": {"maximum": 2}}"#
      ) == [#"sections[0].layout.visibleItemsEffect.scale: missing required key "minimum""#])
    // In Swift, a handler on a section that does not scroll orthogonally.
    var section = AppleSample.list
    section.visibleItemsInvalidationHandler = VisibleItemsInvalidationHandler { _, _, _ in }
    #expect(
      throws: LayoutError(
        location: ValueLocation("sections")[0]["layout"]["visibleItemsInvalidationHandler"],
        message:
          #"expected an "orthogonalScrollingBehavior" other than "none" beside it (it runs as the section's strip moves), got "none""#
      )
    ) { try AppleSample.layout([(3, section)]) }
  }
}

/// What a handler saw, call by call (the handler is `@Sendable`).
final class SeenItems: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [(frames: [Double], offset: Double, width: Double)] = []

  func record(_ frames: [Double], _ offset: LayoutPoint, _ width: Double) {
    lock.withLock { recorded.append((frames, offset.x, width)) }
  }

  var calls: [(frames: [Double], offset: Double, width: Double)] {
    lock.withLock { recorded }
  }
}
