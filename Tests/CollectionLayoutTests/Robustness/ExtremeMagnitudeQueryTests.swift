import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Issue 40, item 7: a flow `itemSize.width` of 1e-300 (valid: > 0) listed 1 visible item
/// where `"all"` put all 5 in the viewport: `10 + 1e-300` rounds to 10, so the rectangle test
/// on the rounded ends gave the items past the first no width. The test is now exact
/// (``LayoutRect/intersects(_:)``), and for every built-in kind a rect query must equal the
/// full listing filtered by the rectangle, at the extremes of the documented ranges: lengths
/// from 1e-300 to 1,000,000 points, rectangles from 1e-300 to 1e12 points wide, at the
/// elements' own edges and far from them.
@Suite struct ExtremeMagnitudeQueryTests {
  /// Lengths across the documented range (> 0, at most 1,000,000), the tiny ones far below
  /// what a coordinate of 10 can hold.
  static let lengths: [Double] = [1e-300, 1e-100, 1e-27, 1e-15, 1e-9, 0.001, 0.3, 44, 1e5, 1e6]

  /// A length of ``lengths``.
  private func length(_ random: inout SeededRandom) -> Double {
    Self.lengths[Int.random(in: 0..<Self.lengths.count, using: &random)]
  }

  /// `{"width": w, "height": h}`.
  private func size(_ width: Double, _ height: Double) -> String {
    #"{"width": \#(width), "height": \#(height)}"#
  }

  /// The scenario (390 × 844 unless said) with `members`.
  private func layout(_ members: String, viewport: String = #"{"width": 390, "height": 844}"#)
    -> String
  {
    #"{"version": 1, "viewport": \#(viewport), \#(members)}"#
  }

  /// A random scenario of `kind` whose lengths come from ``lengths``.
  private func randomLayout(_ kind: String, _ random: inout SeededRandom) -> String {
    switch kind {
    case "grid":
      let columns = Int.random(in: 1...4, using: &random)
      return layout(
        #""metrics": {"columns": \#(columns), "rowHeight": \#(length(&random)), "#
          + #""columnSpacing": \#(length(&random)), "rowSpacing": \#(length(&random))}, "#
          + #""globalHeaders": [{"height": \#(length(&random)), "pinned": true}], "#
          + #""sections": [{"items": 9, "headers": [{"height": \#(length(&random))}]}, "#
          + #"{"items": 7}]"#)
    case "flow":
      let direction = Bool.random(using: &random) ? "vertical" : "horizontal"
      // An item fits its line (390 or 844 points): lengths up to 300.
      let item = { (random: inout SeededRandom) in min(300, self.length(&random)) }
      return layout(
        #""layout": {"kind": "flow", "scrollDirection": "\#(direction)", "itemSize": "#
          + size(item(&random), item(&random))
          + #", "minimumLineSpacing": \#(length(&random)), "minimumInteritemSpacing": "#
          + #"\#(length(&random)), "headerReferenceSize": \#(size(length(&random), length(&random)))}, "#
          + #""sections": [{"items": 12}, {"items": 5}]"#)
    case "compositional":
      let badge =
        #"{"kind": "badge", "size": {"width": {"absolute": \#(length(&random))}, "height": "#
        + #"{"absolute": \#(length(&random))}}, "anchor": {"edges": ["top", "trailing"]}}"#
      let item =
        #"{"item": {"size": {"width": {"fractionalWidth": 0.25}, "height": "#
        + #"{"fractionalHeight": 1}}, "supplementaryItems": [\#(badge)]}}"#
      // Groups across the section (a group's subitems must end inside it, and an outermost
      // group fit across its section): the tiny lengths are the heights, badges and spacing.
      let group =
        #"{"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": "#
        + #"{"absolute": \#(length(&random))}}, "subitems": [\#(item)]}}"#
      let behavior = Bool.random(using: &random) ? "none" : "continuous"
      return layout(
        #""layout": {"kind": "compositional", "section": {"group": \#(group), "#
          + #""interGroupSpacing": \#(length(&random)), "#
          + #""orthogonalScrollingBehavior": "\#(behavior)"}}, "#
          + #""sections": [{"items": 10}, {"items": 3}]"#)
    case "paging":
      let pages = (0..<4).map { index in
        #"{"id": "p\#(index)", "imageSize": "#
          + size(Double(Int.random(in: 1...100_000, using: &random)), 1) + "}"
      }
      let side = max(1, length(&random))
      return layout(
        #""layout": {"kind": "paging", "pages": [\#(pages.joined(separator: ", "))]}"#,
        viewport: size(side, max(1, length(&random))))
    default:
      // Every tile of the content area is listed (at least 5,000 points a side): tiles of 50
      // points or more, screens of 1 to 2,000 points.
      let tile = Double(Int.random(in: 50...500, using: &random))
      let side = { (random: inout SeededRandom) in min(2_000, max(1, self.length(&random))) }
      return layout(
        #""layout": {"kind": "wall", "tileSize": \#(size(tile, tile)), "imageCount": 3}"#,
        viewport: size(side(&random), side(&random)))
    }
  }

  /// Rectangles over `layout`: random ones across and beyond its content, from 1e-300 to
  /// 1e12 points, and ones at each listed element's edges (its frame, just past it).
  private func rects(
    over every: [LayoutAttributes], content: LayoutSize, _ random: inout SeededRandom
  ) -> [LayoutRect] {
    let extent = max(content.width, content.height, 1)
    var rects: [LayoutRect] = []
    for _ in 0..<12 {
      let scale = [1e-300, 1e-12, 1, extent / 3, extent, 1e12][
        Int.random(in: 0..<6, using: &random)]
      rects.append(
        LayoutRect(
          x: Double.random(in: -extent...(2 * extent), using: &random),
          y: Double.random(in: -extent...(2 * extent), using: &random),
          width: scale * Double.random(in: 0.5...2, using: &random),
          height: scale * Double.random(in: 0.5...2, using: &random)))
    }
    for _ in 0..<8 where !every.isEmpty {
      let frame = every[Int.random(in: 0..<every.count, using: &random)].frame
      rects.append(frame)
      rects.append(LayoutRect(x: frame.maxX, y: frame.minY, width: frame.width, height: 1))
      rects.append(LayoutRect(x: frame.minX, y: frame.minY, width: 1e-300, height: 1e-300))
    }
    return rects
  }

  /// Checks every rect over `layout`: the query equals the full listing filtered.
  private func check<Layout: CollectionViewLayout>(
    _ layout: Layout, _ random: inout SeededRandom, _ comment: String
  ) {
    let offset = layout.initialContentOffset
    // A wall lists the tiles of its content area for every element, and those past it for a
    // rect that reaches past it (its plane has no end).
    let content = LayoutRect(origin: .zero, size: layout.contentSize)
    let isEndless = layout is WallLayout
    for pins in [nil, layout.pinPass(at: offset)] as [Layout.PinPass?] {
      let every = layout.elements(in: nil, pins: pins, limit: .max)
      for var rect in rects(over: every, content: layout.contentSize, &random) {
        // The wall's plane has no end: a rectangle 1e12 points wide would list 4e20 tiles.
        // Its rectangles are kept to its content area, where the full listing is.
        if isEndless {
          guard let inside = rect.intersection(content) else { continue }
          rect = inside
        }
        let found = layout.elements(in: rect, pins: pins, limit: .max).map(\.id)
        let expected = every.filter { $0.frame.intersects(rect) }.map(\.id)
        #expect(found == expected, "\(comment), rect \(rect)")
      }
    }
  }

  @Test(arguments: ["grid", "flow", "compositional", "paging", "wall"])
  func aQueryIsTheFullListingFilteredAtEveryMagnitude(kind: String) throws {
    var random = SeededRandom(seed: UInt64(kind.utf8.reduce(0) { $0 &* 31 &+ Int($1) }))
    // A few random combinations may be refused (a flow's header fits its line): those are
    // skipped.
    var checked = 0
    for _ in 0..<16 {
      let scenario = randomLayout(kind, &random)
      guard let layout = try? ScenarioDecoder.decode(Array(scenario.utf8)).makeLayout() else {
        continue
      }
      check(layout, &random, scenario)
      checked += 1
    }
    #expect(checked >= 10)
  }

  /// The issue's case: five items 1e-300 points wide, 10 points apart, all on screen: every
  /// one is visible, as every one is listed.
  @Test func itemsTooNarrowToMoveTheirOriginAreVisible() throws {
    let text =
      #"{"version": 1, "viewport": {"width": 390, "height": 844}, "layout": {"kind": "flow", "#
      + #""itemSize": {"width": 1e-300, "height": 50}}, "sections": [{"items": 5}]}"#
    let frames = try ScenarioDecoder.decode(Array(text.utf8)).frames()
    #expect(
      frames.steps[0].elements.map(\.id.description) == (0..<5).map { "item/0/\($0)" })
    #expect(
      LayoutRect(x: 10, y: 0, width: 1e-300, height: 50).intersects(
        LayoutRect(x: 0, y: 0, width: 390, height: 844)))
    // It meets a rectangle from its own start; touching is not meeting; an empty rectangle
    // meets nothing.
    #expect(
      LayoutRect(x: 10, y: 0, width: 1e-300, height: 50).intersects(
        LayoutRect(x: 10, y: 0, width: 5, height: 5)))
    #expect(
      !LayoutRect(x: 0, y: 0, width: 10, height: 10).intersects(
        LayoutRect(x: 10, y: 0, width: 5, height: 5)))
    #expect(
      !LayoutRect(x: 5, y: 5, width: 0, height: 1).intersects(
        LayoutRect(x: 0, y: 0, width: 10, height: 10)))
  }
}
