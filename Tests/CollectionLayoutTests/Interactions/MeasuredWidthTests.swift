import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Self-sizing in both axes: a `measure` entry `[section, item, {"width": W, "height": H}]`
/// gives a cell's size; a flow line breaks again, a compositional group of items of estimated
/// width re-fits, and the screen stays still.
@Suite struct MeasuredWidthTests {
  /// The frames of the golden scenario `name` (`Tests/Scenarios/<name>.json`).
  static func goldenFrames(_ name: String) throws -> FramesDocument {
    return try ScenarioGoldens.frames(ofScenarioNamed: name)
  }

  /// The tags' measured widths, items 0 to 5 (the others keep their estimate, 80).
  static let widths: [Double] = [120, 60, 150, 90, 200, 70]

  /// `compositional-tag-cloud-widths`, by hand: rows 390 − 2 · 16 = 358 wide from x 16, tags
  /// estimated 80 wide, 8 between tags and rows. Estimated: 4 a row (4 · 80 + 3 · 8 = 344;
  /// 5 take 432): rows of 4 at x 16, 104, 192, 280, y 0, 40, 80. Measured: row 0 holds 120 + 8
  /// + 60 + 8 + 150 = 346 (item 3 would end at 444): x 16, 144, 212; row 1: 90 + 8 + 200 =
  /// 298 (item 5 would end at 376): x 16, 114; row 2: 70 then three estimated tags, 70 + 3 ·
  /// 88 = 334: x 16, 94, 182, 270; row 3, unmeasured, the template's: items 9 to 11 at x 16,
  /// 104, 192, y 120. Content 4 · 32 + 3 · 8 = 152.
  @Test func aCompositionalTagCloudReFitsItsRows() throws {
    let frames = try Self.goldenFrames("compositional-tag-cloud-widths")
    let initial = frames.steps[0]
    #expect(initial.contentSize.height == 112)
    #expect(initial.frame(.named("item/0/3")) == LayoutRect(x: 280, y: 0, width: 80, height: 32))
    #expect(initial.frame(.named("item/0/4")) == LayoutRect(x: 16, y: 40, width: 80, height: 32))
    let measured = frames.steps[1]
    #expect(measured.contentOffset == LayoutPoint(x: 0, y: 0))
    #expect(measured.contentSize.height == 152)
    let expected: [(Double, Double, Double)] = [
      (16, 0, 120), (144, 0, 60), (212, 0, 150), (16, 40, 90), (114, 40, 200), (16, 80, 70),
      (94, 80, 80), (182, 80, 80), (270, 80, 80), (16, 120, 80), (104, 120, 80), (192, 120, 80),
    ]
    for (item, (x, y, width)) in expected.enumerated() {
      #expect(
        measured.frame(.named("item/0/\(item)"))
          == LayoutRect(x: x, y: y, width: width, height: 32), "item \(item)")
    }
  }

  /// `flow-tag-cloud-widths`, by hand: the same tags in a flow layout (estimatedItemSize
  /// 80 × 32, insets 16, spacing 8): the same lines, but a flow line is justified and its last
  /// line packed. Estimated (uniform): 4 a line, gap (358 − 320) / 3 = 12.667: x 16, 108.667,
  /// 201.333, 294. Measured: line 0 items 0 – 2, gap (358 − 330) / 2 = 14: x 16, 150, 224;
  /// line 1 items 3, 4, gap 358 − 290 = 68: x 16, 174; line 2 items 5 – 8, gap (358 − 310) /
  /// 3 = 16: x 16, 102, 198, 294; the last line packed with 8: x 16, 104, 192. Content 152.
  @Test func aFlowTagCloudBreaksItsLinesAgain() throws {
    let frames = try Self.goldenFrames("flow-tag-cloud-widths")
    #expect(
      frames.steps[0].frame(.named("item/0/3")) == LayoutRect(x: 294, y: 0, width: 80, height: 32))
    let measured = frames.steps[1]
    #expect(measured.contentSize.height == 152)
    let expected: [(Double, Double, Double)] = [
      (16, 0, 120), (150, 0, 60), (224, 0, 150), (16, 40, 90), (174, 40, 200), (16, 80, 70),
      (102, 80, 80), (198, 80, 80), (294, 80, 80), (16, 120, 80), (104, 120, 80), (192, 120, 80),
    ]
    for (item, (x, y, width)) in expected.enumerated() {
      #expect(
        measured.frame(.named("item/0/\(item)"))
          == LayoutRect(x: x, y: y, width: width, height: 32), "item \(item)")
    }
  }

  /// A tag cloud section of `count` tags estimated 80 × 32 in rows 390 − 32 wide.
  static let tagRows = CompositionalSection(
    group: .horizontal(
      size: AppleSample.size(.fractionalWidth(1), .estimated(32)),
      subitems: [AppleSample.item(.estimated(80), .estimated(32))],
      interItemSpacing: .fixed(8)),
    interGroupSpacing: 8, contentInsets: DirectionalInsets(leading: 16, trailing: 16))

  /// The layout of `count` tags, those of `widths` (item: width) measured 32 tall.
  static func tags(_ count: Int, widths: [Int: Double]) throws -> CompositionalLayout {
    try CompositionalLayout(
      configuration: CompositionalConfiguration(),
      sections: [
        LayoutSection(
          items: .measuredCount(
            count, measured: MeasuredHeights(sizes: widths.map { ($0.key, 32, $0.value) })),
          layout: SectionLayout(tagRows))
      ],
      environment: LayoutEnvironment(viewport: LayoutSize(width: 390, height: 844)))
  }

  /// A re-fit group may hold more than the template: six tags measured 40 wide take 6 · 40 +
  /// 5 · 8 = 280, and an estimated one more would end at 368 > 358: row 0 holds 7 − 1 = 6
  /// items, and items 6 – 9 make row 1 (x 16 … 280), item 10 row 2. A tag measured wider than
  /// the row (500) is as wide as the row, alone in it: item 11 at x 16, 358 wide, row 3.
  @Test func aReFitGroupHoldsAsManyAsFit() throws {
    var widths: [Int: Double] = [11: 500]
    for item in 0..<6 { widths[item] = 40 }
    let layout = try Self.tags(13, widths: widths)
    #expect(isFrame(layout.frame("item/0/5"), 16 + 5 * 48, 0, 40, 32))
    #expect(isFrame(layout.frame("item/0/6"), 16, 40, 80, 32))
    #expect(isFrame(layout.frame("item/0/9"), 280, 40, 80, 32))
    #expect(isFrame(layout.frame("item/0/10"), 16, 80, 80, 32))
    #expect(isFrame(layout.frame("item/0/11"), 16, 120, 358, 32))
    #expect(isFrame(layout.frame("item/0/12"), 16, 160, 80, 32))
    #expect(layout.contentSize.height == 5 * 32 + 4 * 8)
  }

  /// The problems of playing `json`'s steps, one `location: message` line each.
  static func problems(layout: String, sections: String, steps: String) -> [String] {
    playingIssues(
      scenarioJSON(
        #""layout": "# + layout + #", "sections": "# + sections + #", "steps": "# + steps))
  }

  /// A width where the layout gives the width, word for word: the grid (its columns give
  /// them), a compositional item whose width is not estimated or that a `count` group sizes,
  /// a horizontally scrolling compositional layout; the decoder's shapes.
  @Test func aWidthTheLayoutCannotTakeIsRefused() {
    let measure = #"[{"measure": {"items": [[0, 1, {"width": 50, "height": 40}]]}}]"#
    #expect(
      Self.problems(layout: #"{"kind": "grid"}"#, sections: #"[{"items": 3}]"#, steps: measure)
        == [
          "steps[0].measure.items[0][2].width: expected an item that sizes its own width, got "
            + "[0, 1]: the layout gives its items their widths (measure the height alone: "
            + "[section, item, height])"
        ])
    let fixed =
      #"[{"items": 3, "layout": {"group": {"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 40}}, "subitems": [{"item": {"size": {"width": {"absolute": 100}, "height": {"estimated": 40}}}}]}}}}]"#
    #expect(
      Self.problems(layout: #"{"kind": "compositional"}"#, sections: fixed, steps: measure) == [
        "steps[0].measure.items[0][2].width: expected an item that sizes its own width, got "
          + "[0, 1]: its width is not estimated (only an item whose width is {\"estimated\": N} "
          + "sizes its width)"
      ])
    let counted =
      #"[{"items": 3, "layout": {"group": {"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 40}}, "count": 3, "subitems": [{"item": {"size": {"width": {"estimated": 100}, "height": {"estimated": 40}}}}]}}}}]"#
    #expect(
      Self.problems(layout: #"{"kind": "compositional"}"#, sections: counted, steps: measure) == [
        "steps[0].measure.items[0][2].width: expected an item that sizes its own width, got "
          + "[0, 1]: its group gives its width (a horizontal group with count lays out that many "
          + "items of the width it gives them)"
      ])
    let sideways =
      #"[{"items": 3, "layout": {"group": {"vertical": {"size": {"width": {"estimated": 100}, "height": {"fractionalHeight": 1}}, "subitems": [{"item": {"size": {"width": {"estimated": 100}, "height": {"fractionalHeight": 0.5}}}}]}}}}]"#
    #expect(
      Self.problems(
        layout: #"{"kind": "compositional", "scrollDirection": "horizontal"}"#,
        sections: sideways, steps: measure) == [
          "steps[0].measure.items[0][2].width: expected an item that sizes its own width, got "
            + "[0, 1]: a horizontally scrolling compositional layout reads no measured size"
        ])
    #expect(
      decodingIssues(
        scenarioJSON(
          #""sections": [{"items": 3}], "steps": [{"measure": {"items": [[0, 1, {"width": 50}], [0, 2, {"width": -1, "height": 10}]]}}]"#
        )) == [
          "steps[0].measure.items[0][2]: missing required key \"height\"",
          "steps[0].measure.items[1][2].width: expected a number > 0, got -1",
        ])
  }

  /// A measured width longer than a flow line is refused as a listed item's width is.
  @Test func aMeasuredWidthLongerThanAFlowLine() {
    #expect(
      Self.problems(
        layout: #"{"kind": "flow"}"#, sections: #"[{"items": 3}]"#,
        steps: #"[{"measure": {"items": [[0, 1, {"width": 400, "height": 40}]]}}]"#)
        == [
          "steps[0]: cannot lay out the data after the measure step: sections[0].items[1].width: "
            + "expected at most 320 (the line: the view's width 320 minus the section insets 0 "
            + "and 0), got 400"
        ])
  }
}

/// The property of issue 39: a measured width never moves an item above the screen.
@Suite struct MeasuredWidthPropertyTests {
  /// A random tag cloud scenario, flow or compositional, scrolled to a random offset in its
  /// first half, then measuring every item the screen shows at a random width (30 ... 200,
  /// the height kept at 32): its JSON.
  static func scenario(_ random: inout SeededRandom, flow: Bool) throws -> (String, Double) {
    let count = random.int(80...200)
    let estimate = Double(random.int(40...120))
    let inset = Double(random.int(0...20))
    let spacing = Double(random.int(0...12))
    let layout =
      flow
      ? #"{"kind": "flow", "estimatedItemSize": {"width": \#(estimate), "height": 32}, "minimumInteritemSpacing": \#(spacing), "minimumLineSpacing": \#(spacing), "sectionInset": {"top": 0, "left": \#(inset), "bottom": 0, "right": \#(inset)}}"#
      : #"{"kind": "compositional", "section": {"group": {"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 32}}, "subitems": [{"item": {"size": {"width": {"estimated": \#(estimate)}, "height": {"estimated": 32}}}}], "interItemSpacing": {"fixed": \#(spacing)}}}, "interGroupSpacing": \#(spacing), "contentInsets": {"top": 0, "leading": \#(inset), "bottom": 0, "trailing": \#(inset)}}}"#
    let base = scenarioJSON(#""layout": "# + layout + #", "sections": [{"items": \#(count)}]"#)
    let initial = try ScenarioDecoder.decode(Array(base.utf8)).frames().steps[0]
    let offset = (random.double(0...0.5) * max(0, initial.contentSize.height - 480)).rounded()
    return (
      scenarioJSON(
        #""output": {"elements": "all"}, "layout": "# + layout
          + #", "sections": [{"items": \#(count)}], "steps": [{"scroll": {"x": 0, "y": \#(offset)}}]"#
      ), offset
    )
  }

  /// For flow and compositional tag clouds drawn at random (seeded), a measure step that gives
  /// the items on screen new widths (lines break again, groups re-fit, items may change
  /// lines): the anchor (the item with the least top, then id, that reaches into the screen)
  /// keeps its place on screen, and no item that was on screen ends wholly above it. Items
  /// only move along the reading order from where the first measured one is, and the anchor
  /// is the first on screen in that order. In a compositional layout, whose groups re-fit
  /// from the first measured one, every item wholly above the screen keeps its frame too.
  @Test func aMeasuredWidthNeverMovesAnItemAboveTheScreen() throws {
    var random = SeededRandom(seed: 39)
    for round in 0..<24 {
      let flow = round % 2 == 0
      let (json, offset) = try Self.scenario(&random, flow: flow)
      let scrolled = try ScenarioDecoder.decode(Array(json.utf8)).frames().steps[1]
      let screen = LayoutRect(x: 0, y: offset, width: 320, height: 480)
      let visible = scrolled.elements.filter { $0.frame.intersects(screen) }
      let entries = visible.compactMap { element -> String? in
        guard let item = element.id.itemPath?.item else { return nil }
        return #"[0, \#(item), {"width": \#(random.int(30...200)), "height": 32}]"#
      }
      let measured =
        String(json.dropLast(2)) + #", {"measure": {"items": ["#
        + entries.joined(separator: ", ") + "]}}]}"
      let document = try ScenarioDecoder.decode(Array(measured.utf8))
      let steps = try document.frames().steps
      let before = steps[1]
      let after = steps[2]
      let onScreen = before.elements.filter { $0.frame.intersects(screen) }
      let anchor = try #require(
        onScreen.min { ($0.frame.minY, $0.id) < ($1.frame.minY, $1.id) })
      let moved = after.contentOffset.y - offset
      if after.contentSize.height - 480 >= offset + moved, after.contentOffset.y > 0 {
        #expect(
          after.frame(anchor.id).minY - moved == anchor.frame.minY,
          "round \(round) \(flow): the anchor \(anchor.id.description)")
      }
      for element in onScreen {
        #expect(
          after.frame(element.id).maxY > after.contentOffset.y,
          "round \(round) \(flow): \(element.id.description)")
      }
      guard !flow else { continue }
      for element in before.elements where element.frame.maxY <= offset {
        #expect(
          after.frame(element.id) == element.frame, "round \(round): \(element.id.description)")
      }
    }
  }
}
