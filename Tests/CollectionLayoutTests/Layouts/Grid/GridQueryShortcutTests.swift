import Testing

@testable import CollectionLayoutCore

/// The shortcuts of the grid's rect query against what they replace: the guided search
/// against the plain binary search, the walk to the end of the section range against the
/// range, the columns tested once per style against every item's frame tested.
@Suite struct GridQueryShortcutTests {
  @Test func theGuidedSearchFindsWhatTheBinarySearchFinds() {
    var random = SeededRandom(seed: 45)
    for _ in 0..<2_000 {
      let count = random.int(0...40)
      // Ascending values with runs of equal ones, searched for values in, between and
      // outside them.
      var value = random.double(-50...50)
      let values = (0..<count).map { _ in
        if random.chance(0.7) { value += random.double(0...10) }
        return value
      }
      let line = random.pick([
        random.double(-80...500), values.randomElement(using: &random) ?? 0, .nan, .infinity,
        -.infinity,
      ])
      let guess = random.pick([
        random.int(0...max(0, count - 1)), random.int(-5...(count + 5)), .min, .max,
      ])
      let expected = firstIndex(in: count) { values[$0] > line }
      #expect(firstIndex(in: count, near: guess) { values[$0] > line } == expected)
    }
  }

  @Test func theInterpolatedGuessIsAnIndexWhateverTheValues() {
    let values: [Double] = [-.infinity, -1e308, -1, 0, 0.5, 1, 1e308, .infinity, .nan]
    for count in [1, 2, 7, 100_000] {
      for value in values {
        for first in values {
          for last in values {
            let guess = interpolatedIndex(of: value, from: first, to: last, count: count)
            #expect((0..<count).contains(guess))
          }
        }
      }
    }
    #expect(interpolatedIndex(of: 50, from: 0, to: 100, count: 101) == 50)
  }

  /// Sections of two styles in turn (two columns, and three mirrored with gaps between them),
  /// their columns met by rects that take every column, some, only a gap, or none. (Every
  /// section has height, so the positions of ``GridLayout/sectionRange(intersecting:)`` are
  /// section indexes.)
  @Test func aQueryThroughSectionsOfSeveralStylesListsWhatMeetsItsRect() throws {
    let narrow = SectionMetrics(columns: 3, columnSpacing: 12, itemOrder: .trailingToLeading)
    let sections = (0..<24).map { index in
      LayoutSection(
        items: .count(3 + index % 5), metrics: index % 2 == 0 ? narrow : SectionMetrics(),
        headers: index % 3 == 0 ? [Supplementary(height: 30, isPinned: true)] : [])
    }
    let layout = try makeLayout(
      width: 300, height: 400, metrics: SectionMetrics(rowHeight: 40, columns: 2),
      globalHeaders: [Supplementary(height: 20, isPinned: true)], sections: sections)
    let every = layout.allElements()
    // Rects that start in a section of either style and cross sections of the other: a column
    // test remembered for one style and read for the other would list items that miss.
    let crossing = stride(from: 0.0, to: 2_000, by: 130).flatMap { top in
      [
        LayoutRect(x: 100, y: top, width: 100, height: 700),
        LayoutRect(x: 0, y: top, width: 100, height: 500),
      ]
    }
    let rects =
      crossing + [
        LayoutRect(x: 0, y: 150, width: 300, height: 900),
        LayoutRect(x: 0, y: 0, width: 120, height: 3_000),
        LayoutRect(x: 180, y: 420, width: 30, height: 700),
        LayoutRect(x: 93, y: 0, width: 10, height: 3_000),
        LayoutRect(x: 100, y: 1_000, width: 1e-300, height: 600),
        LayoutRect(x: 301, y: 0, width: 50, height: 3_000),
        LayoutRect(x: 0, y: .nan, width: 300, height: 100),
        LayoutRect(x: 0, y: 200, width: 300, height: .infinity),
      ]
    for rect in rects {
      let expected = every.filter { $0.frame.intersects(rect) }.map(\.id)
      #expect(layout.elements(in: rect).map(\.id) == expected, "\(rect)")
      let range = layout.sectionRange(intersecting: rect)
      let listedSections = Set(expected.compactMap(\.section))
      #expect(listedSections.allSatisfy { range.contains($0) }, "\(rect)")
      // The range as two plain searches find it: from the first section whose bottom is below
      // the rect's top, up to the first whose top is at or below its bottom (a pixel, and at
      // least a point, of slack).
      let slack = max(1, layout.pixelGrid.pixel)
      let first =
        layout.bottomsOfSectionsWithHeight.firstIndex { $0 > rect.minY - slack }
        ?? layout.bottomsOfSectionsWithHeight.count
      let end =
        layout.topsOfSectionsWithHeight.firstIndex { $0 >= rect.maxY + slack }
        ?? layout.topsOfSectionsWithHeight.count
      #expect(range == first..<max(first, end), "\(rect)")
    }
  }

  /// Rows whose edges all lie on the pixel grid are listed without snapping them (see
  /// `PixelGrid.liesOnGrid(_:)`): the frames must be the snapped ones of the single-element
  /// lookup, bit for bit, on and off the grid. Heights, spacings, paddings and headers are
  /// drawn from whole pixels at 0.25x to 4x, and from values that are not (33.3, 0.2, 5e-324,
  /// whose pixels underflow at 0.5x, and any value at 3x and 1.5x), so that sections on the
  /// grid follow sections off it; rects take every column or some. Two fixed cases come first:
  /// at 0.5x, a grid top of 5e-324 (which snaps to 0) and rows 5e-324 tall (which snap to 0
  /// points, and so meet no rect).
  @Test func rowsOnThePixelGridHaveTheFramesSnappingGives() throws {
    let tiny = Double.leastNonzeroMagnitude
    var cases: [(scale: Double, inset: Double, sections: [LayoutSection])] = [
      (
        0.5, 0,
        [
          LayoutSection(
            items: .count(2),
            metrics: SectionMetrics(rowHeight: 44, columns: 1, padding: LayoutInsets(top: tiny)))
        ]
      ),
      (
        0.5, 0,
        [LayoutSection(items: .count(3), metrics: SectionMetrics(rowHeight: tiny, columns: 1))]
      ),
    ]
    var random = SeededRandom(seed: 63)
    let lengths: [Double] = [0, 0.25, 0.5, 1, 22.5, 44, 33.3, 0.2, 7.75, tiny, 8, 12]
    for _ in 0..<150 {
      let sections = (0..<random.int(1...6)).map { _ in
        LayoutSection(
          items: .count(random.int(0...9)),
          metrics: SectionMetrics(
            rowHeight: random.pick(lengths.filter { $0 > 0 }), columns: random.int(1...3),
            rowSpacing: random.pick(lengths),
            padding: LayoutInsets(top: random.pick(lengths), bottom: random.pick(lengths))),
          headers: random.chance(0.5)
            ? [Supplementary(height: random.pick(lengths.filter { $0 > 0 }))] : [])
      }
      cases.append(
        (random.pick([1, 2, 4, 3, 1.5, 0.5, 0.25]), random.pick([0, 0.5, 20.1]), sections))
    }
    for (scale, inset, sections) in cases {
      let layout = try makeLayout(
        height: 200, inset: LayoutInsets(top: inset), scale: scale, sections: sections)
      let height = max(1, layout.contentSize.height)
      for top in stride(from: -20, through: height, by: max(7.3, height / 9)) {
        let rect = LayoutRect(
          x: random.pick([0, 0, 100, 250]), y: top, width: random.pick([320, 320, 60, 1]),
          height: random.pick([0.3, 41, 200]))
        let listed = layout.elements(in: rect).filter { $0.id.kind == .item }
        for element in listed {
          let single = layout.attributes(for: element.id)?.frame
          #expect(
            [element.frame.minY, element.frame.height].map(\.bitPattern)
              == [single?.minY, single?.height].map { $0?.bitPattern },
            "\(element.id) at scale \(scale) in \(rect)")
          #expect(element.frame == single, "\(element.id) at scale \(scale) in \(rect)")
        }
        // And none missing: every item whose snapped frame meets the rect is listed.
        let expected = sections.indices.flatMap { section in
          (0..<sections[section].items.count).compactMap { item in
            layout.attributes(for: .item(section: section, item: item))
          }
        }.filter { $0.frame.intersects(rect) }
        #expect(listed.map(\.id) == expected.map(\.id), "scale \(scale) in \(rect)")
      }
    }
  }
}
