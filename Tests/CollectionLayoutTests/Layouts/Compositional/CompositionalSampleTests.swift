import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore

/// Apple's sample layouts at 390 points (reference B.12) and the worked cases E.9 – E.18,
/// number by number, each with its arithmetic.
@Suite struct CompositionalSampleTests {

  /// B.12.1 List: item i = (0, 44i, 390, 44).
  @Test func list() throws {
    let layout = try AppleSample.layout([(10, AppleSample.list)])
    for index in 0..<10 {
      #expect(isFrame(layout.frame("item/0/\(index)"), 0, 44 * Double(index), 390, 44))
    }
    #expect(layout.contentSize == LayoutSize(width: 390, height: 440))
  }

  /// B.12.2 Grid, E.9: item width 0.2 · 390 = 78, group height 0.2 · 390 = 78, five a group;
  /// item i = (78·(i % 5), 78·(i / 5), 78, 78); 94 items → 19 groups → 19 · 78 = 1482.
  @Test func grid() throws {
    let layout = try AppleSample.layout([(94, AppleSample.grid())])
    for index in [0, 1, 4, 5, 93] {
      #expect(
        isFrame(
          layout.frame("item/0/\(index)"), 78 * Double(index % 5), 78 * Double(index / 5), 78, 78))
    }
    // E.9: item 7 = (78 · 2, 78 · 1) = (156, 78).
    #expect(isFrame(layout.frame("item/0/7"), 156, 78, 78, 78))
    #expect(layout.contentSize.height == 1482)
  }

  /// B.12.3 Inset items grid, E.10: the grid's slots less 5 on every side:
  /// item i = (78·(i % 5) + 5, 78·(i / 5) + 5, 68, 68); item 7 = (161, 83, 68, 68).
  @Test func insetItemsGrid() throws {
    let layout = try AppleSample.layout([(94, AppleSample.grid(itemInsets: 5))])
    #expect(isFrame(layout.frame("item/0/0"), 5, 5, 68, 68))
    #expect(isFrame(layout.frame("item/0/7"), 161, 83, 68, 68))
    #expect(layout.contentSize.height == 1482)
  }

  /// B.12.4 Two-column, E.11: content 390 − 10 − 10 = 370; item (370 − 10) / 2 = 180;
  /// item i = (10 + 190·(i % 2), 54·(i / 2), 180, 44); item 3 = (200, 54, 180, 44).
  @Test func twoColumn() throws {
    let layout = try AppleSample.layout([(94, AppleSample.twoColumn)])
    #expect(isFrame(layout.frame("item/0/0"), 10, 0, 180, 44))
    #expect(isFrame(layout.frame("item/0/1"), 200, 0, 180, 44))
    #expect(isFrame(layout.frame("item/0/3"), 200, 54, 180, 44))
    // 47 groups: 47 · 44 + 46 · 10 = 2528.
    #expect(layout.contentSize.height == 2528)
  }

  /// B.12.5 / B.12.6 Distinct (and adaptive at 390) sections, E.12: content 350 wide.
  /// S0: cells (22, 22 + 44k, 346, 40), height 20 + 440 + 20 = 480. S1 from 480: item 70 wide,
  /// cells (22 + 70c, 502 + 70r, 66, 66), height 20 + 140 + 20 = 180. S2 from 660: item
  /// 350 / 3 wide, cells (22 + 350c/3, 682 + 70r, 350/3 − 4, 66), 4 rows, height 320; total 980.
  @Test func distinctSections() throws {
    let layout = try AppleSample.layout([
      (10, AppleSample.distinct(columns: 1)), (10, AppleSample.distinct(columns: 5)),
      (10, AppleSample.distinct(columns: 3)),
    ])
    #expect(isFrame(layout.frame("item/0/0"), 22, 22, 346, 40))
    #expect(isFrame(layout.frame("item/0/9"), 22, 22 + 44 * 9, 346, 40))
    #expect(layout.frame(ofSection: 0) == LayoutRect(x: 0, y: 0, width: 390, height: 480))
    #expect(isFrame(layout.frame("item/1/0"), 22, 502, 66, 66))
    #expect(isFrame(layout.frame("item/1/9"), 22 + 70 * 4, 572, 66, 66))
    #expect(layout.frame(ofSection: 1) == LayoutRect(x: 0, y: 480, width: 390, height: 180))
    let third = 350.0 / 3
    // E.12: section 2 item 4 = row 1, column 1: (22 + 116.667, 682 + 70) = (138.667, 752).
    #expect(isFrame(layout.frame("item/2/4"), 22 + third, 752, third - 4, 66))
    // The last row holds item 9 alone, in the leading slot.
    #expect(isFrame(layout.frame("item/2/9"), 22, 682 + 210, third - 4, 66))
    #expect(layout.frame(ofSection: 2) == LayoutRect(x: 0, y: 660, width: 390, height: 320))
    #expect(layout.contentSize.height == 980)
  }

  /// B.12.6 Adaptive sections at the iPad mini's widths: the sample picks its columns from
  /// the container's effective width (`> 800`: 2 / 10 / 6, else 1 / 5 / 3), each section inset
  /// 20, items inset 2.
  /// Portrait, 744: narrow columns, content 744 − 40 = 704. S0: cells (22, 22 + 44k, 700, 40),
  /// height 480. S1 from 480: items 704 / 5 = 140.8 wide, the group 0.2 · 704 = 140.8 tall,
  /// cells (22 + 140.8c, 502 + 140.8r, 136.8, 136.8), 2 rows, height 20 + 281.6 + 20 = 321.6.
  /// S2 from 801.6: items 704 / 3 wide, cells (22 + 704c/3, 823.6 + 140.8r, 704/3 − 4, 136.8),
  /// 4 rows, height 20 + 563.2 + 20 = 603.2; total 1404.8.
  /// Landscape, 1133: wide columns, content 1093, groups of more than one column 0.2 · 1093 =
  /// 218.6 tall (the sample's 44 is for one column only). S0: 2 columns of 546.5, cells
  /// (22 + 546.5c, 22 + 218.6r, 542.5, 214.6), 5 rows, height 20 + 1093 + 20 = 1133. S1 from
  /// 1133: 10 columns of 109.3, cells (22 + 109.3c, 1155, 105.3, 214.6), height 258.6. S2 from
  /// 1391.6: 6 columns of 1093 / 6, 2 rows, cells (22 + 1093c/6, 1413.6 + 218.6r, 1093/6 − 4,
  /// 214.6), height 477.2; total 1868.8.
  @Test func adaptiveSectionsOnAnIPadMini() throws {
    func adaptive(width: Double) throws -> CompositionalLayout {
      let wide = width > 800
      return try AppleSample.layout(
        [
          (10, AppleSample.distinct(columns: wide ? 2 : 1)),
          (10, AppleSample.distinct(columns: wide ? 10 : 5)),
          (10, AppleSample.distinct(columns: wide ? 6 : 3)),
        ], viewport: LayoutSize(width: width, height: 1133))
    }
    let portrait = try adaptive(width: 744)
    #expect(isFrame(portrait.frame("item/0/9"), 22, 22 + 44 * 9, 700, 40))
    #expect(portrait.frame(ofSection: 0) == LayoutRect(x: 0, y: 0, width: 744, height: 480))
    #expect(isFrame(portrait.frame("item/1/0"), 22, 502, 136.8, 136.8))
    #expect(isFrame(portrait.frame("item/1/9"), 22 + 140.8 * 4, 502 + 140.8, 136.8, 136.8))
    #expect(isFrame(portrait.frame(ofSection: 1), 0, 480, 744, 321.6))
    let third = 704.0 / 3
    #expect(isFrame(portrait.frame("item/2/4"), 22 + third, 823.6 + 140.8, third - 4, 136.8))
    #expect(isFrame(portrait.frame("item/2/9"), 22, 823.6 + 140.8 * 3, third - 4, 136.8))
    #expect(isFrame(portrait.frame(ofSection: 2), 0, 801.6, 744, 603.2))
    #expect(abs(portrait.contentSize.height - 1404.8) < 1e-9)
    let landscape = try adaptive(width: 1133)
    #expect(isFrame(landscape.frame("item/0/1"), 22 + 546.5, 22, 542.5, 214.6))
    #expect(isFrame(landscape.frame("item/0/9"), 22 + 546.5, 22 + 218.6 * 4, 542.5, 214.6))
    #expect(isFrame(landscape.frame(ofSection: 0), 0, 0, 1133, 1133))
    #expect(isFrame(landscape.frame("item/1/9"), 22 + 109.3 * 9, 1155, 105.3, 214.6))
    #expect(isFrame(landscape.frame(ofSection: 1), 0, 1133, 1133, 258.6))
    let sixth = 1093.0 / 6
    #expect(isFrame(landscape.frame("item/2/5"), 22 + sixth * 5, 1413.6, sixth - 4, 214.6))
    #expect(isFrame(landscape.frame("item/2/9"), 22 + sixth * 3, 1413.6 + 218.6, sixth - 4, 214.6))
    #expect(isFrame(landscape.frame(ofSection: 2), 0, 1391.6, 1133, 477.2))
    #expect(abs(landscape.contentSize.height - 1868.8) < 1e-9)
  }

  /// B.12.7 Badges, E.13: content 350; group height 0.2 · 350 = 70; slot 0.25 · 350 = 87.5;
  /// cell i = (25 + 87.5c, 25 + 70r, 77.5, 60). Badge on the cell after its insets (a choice,
  /// IBP's): x = cellMaxX − 20 + 0.3 · 20 = 102.5 − 14 = 88.5, y = 25 − 0.3 · 20 = 19.
  @Test func badges() throws {
    let layout = try AppleSample.layout([(100, AppleSample.badges)])
    #expect(isFrame(layout.frame("item/0/0"), 25, 25, 77.5, 60))
    #expect(isFrame(layout.frame("badge/0/0"), 88.5, 19, 20, 20))
    #expect(isFrame(layout.frame("item/0/5"), 25 + 87.5, 95, 77.5, 60))
    #expect(isFrame(layout.frame("badge/0/5"), 88.5 + 87.5, 89, 20, 20))
    let badge = try #require(ElementID("badge/0/5"))
    #expect(layout.owner(of: badge) == .attached(to: ItemPath(section: 0, item: 5)))
    #expect(layout.attributes(for: badge, pins: nil)?.zIndex == 2)
  }

  /// B.12.8 Nested groups, E.14: group height 0.4 · 844 = 337.6; leading slot 0.7 · 390 = 273
  /// less 10 → (10, 10, 253, 317.6); trailing slots 117 × 168.8 at x 273 less 10 →
  /// (283, 10, 97, 148.8) and (283, 178.8, 97, 148.8); item 3 starts group 1 at y 337.6 + 10.
  @Test func nestedGroups() throws {
    let layout = try AppleSample.layout([(100, AppleSample.nested())])
    #expect(isFrame(layout.frame("item/0/0"), 10, 10, 253, 317.6))
    #expect(isFrame(layout.frame("item/0/1"), 283, 10, 97, 148.8))
    #expect(isFrame(layout.frame("item/0/2"), 283, 178.8, 97, 148.8))
    #expect(isFrame(layout.frame("item/0/3"), 10, 347.6, 253, 317.6))
  }

  /// B.12.9 Orthogonal sections (static layout, each strip at its resting start): groups
  /// 0.85 · 390 = 331.5 wide at x = 331.5k; leading 0.7 · 331.5 = 232.05 less 10; trailing
  /// 99.45 less 10 at 242.05; each section 337.6 tall.
  @Test func orthogonalSectionsAtRest() throws {
    var section = AppleSample.nested(width: .fractionalWidth(0.85))
    section.orthogonalScrollingBehavior = .continuous
    let layout = try AppleSample.layout(Array(repeating: (30, section), count: 5))
    #expect(isFrame(layout.frame("item/0/0"), 10, 10, 212.05, 317.6))
    #expect(isFrame(layout.frame("item/0/1"), 242.05, 10, 79.45, 148.8))
    #expect(isFrame(layout.frame("item/0/2"), 242.05, 178.8, 79.45, 148.8))
    #expect(isFrame(layout.frame("item/0/3"), 331.5 + 10, 10, 212.05, 317.6))
    #expect(isFrame(layout.frame("item/1/0"), 10, 337.6 + 10, 212.05, 317.6))
    #expect(layout.contentSize.height == 5 * 337.6)
  }

  /// B.12.11 Section background, E.16: section 10 + 5 · 44 + 4 · 5 + 10 = 260; cells
  /// (10, 260s + 10 + 49k, 370, 44); background (0, 260s, 390, 260) less 5 = (5, 260s + 5, 380, 250).
  @Test func sectionBackground() throws {
    let layout = try AppleSample.layout(
      Array(repeating: (5, AppleSample.sectionBackground), count: 5))
    #expect(isFrame(layout.frame("item/0/0"), 10, 10, 370, 44))
    #expect(isFrame(layout.frame("item/1/4"), 10, 260 + 10 + 49 * 4, 370, 44))
    #expect(isFrame(layout.frame("background/0"), 5, 5, 380, 250))
    #expect(isFrame(layout.frame("background/1"), 5, 265, 380, 250))
    #expect(layout.contentSize.height == 1300)
    let background = try #require(ElementID("background/1"))
    #expect(layout.attributes(for: background, pins: nil)?.zIndex == 0)
    #expect(layout.owner(of: background) == .section(1))
  }

  /// B.12.12 Section headers and footers: header (10, 0, 370, 44) (it follows the content
  /// insets); cells (10, 44 + 49k, 370, 44): 44, 93, 142, 191, 240; footer (10, 284, 370, 44);
  /// section 44 + 5 · 44 + 4 · 5 + 44 = 328.
  @Test func headersAndFooters() throws {
    let layout = try AppleSample.layout(
      Array(repeating: (5, AppleSample.headersFooters()), count: 5))
    #expect(isFrame(layout.frame("header/0/0"), 10, 0, 370, 44))
    for (index, y) in [44.0, 93, 142, 191, 240].enumerated() {
      #expect(isFrame(layout.frame("item/0/\(index)"), 10, y, 370, 44))
    }
    #expect(isFrame(layout.frame("footer/0/0"), 10, 284, 370, 44))
    #expect(isFrame(layout.frame("header/1/0"), 10, 328, 370, 44))
    #expect(layout.contentSize.height == 5 * 328)
  }

  /// B.12.13 Pinned header, E.17: visible top 100 → header y 100; visible top 300 → held at
  /// 328 − 44 = 284, pushed out by section 1; visible top 400 → section 1's header at 400.
  @Test func pinnedHeader() throws {
    let layout = try AppleSample.layout(
      Array(repeating: (5, AppleSample.headersFooters(pinned: true)), count: 5))
    let header = try #require(ElementID("header/0/0"))
    func pinned(_ id: ElementID, at y: Double) -> LayoutAttributes? {
      layout.attributes(for: id, pins: layout.pinPass(at: LayoutPoint(x: 0, y: y)))
    }
    #expect(isFrame(pinned(header, at: 100)?.frame, 10, 100, 370, 44))
    #expect(pinned(header, at: 100)?.isPinned == true)
    #expect(isFrame(pinned(header, at: 300)?.frame, 10, 284, 370, 44))
    #expect(isFrame(pinned(header, at: 0)?.frame, 10, 0, 370, 44))
    #expect(pinned(header, at: 0)?.isPinned == false)
    let next = try #require(ElementID("header/1/0"))
    #expect(isFrame(pinned(next, at: 400)?.frame, 10, 400, 370, 44))
    // A rect query at 300 lists the header where it is pinned.
    let pins = layout.pinPass(at: LayoutPoint(x: 0, y: 300))
    let listed = layout.elements(
      in: LayoutRect(x: 0, y: 300, width: 390, height: 844), pins: pins, limit: .max)
    #expect(isFrame(listed.first { $0.id == header }?.frame, 10, 284, 370, 44))
  }

  /// E.15 (the numbers a static layout pins): a 0.85 group is 331.5 wide; groupPagingCentered
  /// insets the strip by (390 − 331.5) / 2 = 29.25, so group 0 rests at x 29.25 (offset −29.25).
  @Test func groupPagingCenteredStart() throws {
    var section = AppleSample.nested(width: .fractionalWidth(0.85))
    section.orthogonalScrollingBehavior = .groupPagingCentered
    let layout = try AppleSample.layout([(18, section)])
    #expect(isFrame(layout.frame("item/0/0"), 29.25 + 10, 10, 212.05, 317.6))
    #expect(isFrame(layout.frame("item/0/3"), 29.25 + 331.5 + 10, 10, 212.05, 317.6))
  }

  /// E.18: a section's leading inset 0.15 on a 390 container is 0.15 · 390 = 58.5 points.
  @Test func fractionalContentInset() throws {
    var section = AppleSample.list
    section.contentInsets = DirectionalInsets(leading: 0.15)
    let layout = try AppleSample.layout([(1, section)])
    // The group is 1.0 of 390 − 58.5 = 331.5, from x 58.5.
    #expect(isFrame(layout.frame("item/0/0"), 58.5, 0, 331.5, 44))
  }
}
