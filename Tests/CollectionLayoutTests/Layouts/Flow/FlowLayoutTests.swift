import Testing

@testable import CollectionLayoutCore

/// The flow layout reproduces the fact sheet's worked cases (uikit-layouts-and-physics.md,
/// A.9 and E.1-E.8) number for number.
@Suite struct FlowLayoutTests {
  /// Case 1's geometry: a 375-point-wide view, insets 10 all round, spacings 10, 100 x 100.
  static let caseOne = FlowConfiguration(
    itemSize: LayoutSize(width: 100, height: 100), minimumLineSpacing: 10,
    minimumInteritemSpacing: 10,
    sectionInset: LayoutInsets(top: 10, left: 10, bottom: 10, right: 10))
  static let phone = LayoutEnvironment(viewport: LayoutSize(width: 375, height: 667))

  static func layout(
    _ configuration: FlowConfiguration, environment: LayoutEnvironment = phone,
    _ sections: [LayoutSection]
  ) throws -> FlowLayout {
    try FlowLayout(configuration: configuration, environment: environment, sections: sections)
  }

  static func layout(_ sections: [LayoutSection]) throws -> FlowLayout {
    try layout(caseOne, sections)
  }

  static func layout(environment: LayoutEnvironment, _ sections: [LayoutSection]) throws
    -> FlowLayout
  {
    try layout(caseOne, environment: environment, sections)
  }

  /// Items of widths `widths`, each `height` tall.
  static func items(widths: [Double], height: Double) -> Items {
    .list(widths.map { Item(width: $0, height: height) })
  }

  static func frame(_ layout: FlowLayout, _ section: Int, _ item: Int) -> LayoutRect? {
    layout.attributes(for: .item(section: section, item: item), pins: nil)?.frame
  }

  static func xs(_ layout: FlowLayout, section: Int = 0) -> [Double] {
    (0..<layout.sections[section].items.count).compactMap { frame(layout, section, $0)?.minX }
  }

  static func ys(_ layout: FlowLayout, section: Int = 0) -> [Double] {
    (0..<layout.sections[section].items.count).compactMap { frame(layout, section, $0)?.minY }
  }

  /// E.1, E.2, E.3 (A.9.1): 3 per row at x 10, 137.5, 265; rows at 10, 120, 230; content
  /// 340 tall; the last line keeps the columns.
  @Test func caseOneSevenAndEightItems() throws {
    let seven = try Self.layout([LayoutSection(items: .count(7))])
    #expect(Self.xs(seven) == [10, 137.5, 265, 10, 137.5, 265, 10])
    #expect(Self.ys(seven) == [10, 10, 10, 120, 120, 120, 230])
    #expect(seven.contentSize == LayoutSize(width: 375, height: 340))
    #expect(Self.frame(seven, 0, 6) == LayoutRect(x: 10, y: 230, width: 100, height: 100))
    let eight = try Self.layout([LayoutSection(items: .count(8))])
    #expect(Self.frame(eight, 0, 7) == LayoutRect(x: 137.5, y: 230, width: 100, height: 100))
    // The same items listed one by one, all of one size, are the uniform case.
    let listed = try Self.layout([
      LayoutSection(items: Self.items(widths: Array(repeating: 100, count: 8), height: 100))
    ])
    #expect(Self.xs(listed) == Self.xs(eight))
    #expect(Self.ys(listed) == Self.ys(eight))
  }

  /// E.4 (A.9.2): tags of widths 80 ... 200, 30 tall: justified rows, a packed last row.
  @Test func caseTwoTags() throws {
    let layout = try Self.layout([
      LayoutSection(items: Self.items(widths: [80, 120, 60, 150, 90, 200], height: 30))
    ])
    #expect(Self.xs(layout) == [10, 137.5, 305, 10, 275, 10])
    #expect(Self.ys(layout) == [10, 10, 10, 50, 50, 90])
    // 10 + 3 · 30 + 2 · 10 + 10.
    #expect(layout.contentSize.height == 130)
  }

  /// E.5 (A.9.3): a lone item on a line that is not the last is centered; the last is not.
  @Test func caseThreeLoneItemCentered() throws {
    let layout = try Self.layout([
      LayoutSection(items: Self.items(widths: [300, 100], height: 50))
    ])
    #expect(Self.xs(layout) == [37.5, 10])
    #expect(Self.ys(layout) == [10, 70])
  }

  /// E.7 (A.9.4): the header's width is ignored, no line spacing next to header or footer.
  @Test func caseFourHeaderAndFooter() throws {
    var configuration = Self.caseOne
    configuration.headerReferenceSize = LayoutSize(width: 999, height: 50)
    configuration.footerReferenceSize = LayoutSize(width: 0, height: 30)
    let layout = try Self.layout(configuration, [LayoutSection(items: .count(7))])
    #expect(
      layout.attributes(for: .header(section: 0, index: 0), pins: nil)?.frame
        == LayoutRect(x: 0, y: 0, width: 375, height: 50))
    #expect(Self.ys(layout) == [60, 60, 60, 170, 170, 170, 280])
    #expect(
      layout.attributes(for: .footer(section: 0, index: 0), pins: nil)?.frame
        == LayoutRect(x: 0, y: 390, width: 375, height: 30))
    #expect(layout.contentSize.height == 420)
    #expect(layout.frame(ofSection: 0) == LayoutRect(x: 0, y: 0, width: 375, height: 420))
  }

  /// E.8 (A.9.5): horizontal, 375 x 300: 3 per column at y 10, 110, 210; columns at x 10,
  /// 120, 230.
  @Test func caseFiveHorizontal() throws {
    var configuration = Self.caseOne
    configuration.scrollDirection = .horizontal
    configuration.itemSize = LayoutSize(width: 100, height: 80)
    let layout = try Self.layout(
      configuration, environment: LayoutEnvironment(viewport: LayoutSize(width: 375, height: 300)),
      [LayoutSection(items: .count(9))])
    #expect(Self.ys(layout) == [10, 110, 210, 10, 110, 210, 10, 110, 210])
    #expect(Self.xs(layout) == [10, 10, 10, 120, 120, 120, 230, 230, 230])
    #expect(layout.scrollAxis == .horizontal)
    #expect(layout.contentSize == LayoutSize(width: 340, height: 300))
  }

  /// E.6 (A.9.6): two 155-point items with spacing 10 fit 320 exactly, x 0 and 165; the same
  /// line justified when it is not the last.
  @Test func caseSixExactFit() throws {
    let configuration = FlowConfiguration(
      itemSize: LayoutSize(width: 155, height: 40), minimumInteritemSpacing: 10)
    let environment = LayoutEnvironment(viewport: LayoutSize(width: 320, height: 480))
    let uniform = try Self.layout(
      configuration, environment: environment, [LayoutSection(items: .count(2))])
    #expect(Self.xs(uniform) == [0, 165])
    let varied = try Self.layout(
      configuration, environment: environment,
      [LayoutSection(items: Self.items(widths: [155, 155, 100], height: 40))])
    #expect(Self.xs(varied) == [0, 165, 0])
    #expect(Self.ys(varied) == [0, 0, 50])
  }

  /// A.9.7: mixed heights in one row: the row is as tall as its tallest item, the others
  /// centered across it; the next row starts 10 below it.
  @Test func caseSevenMixedHeights() throws {
    let layout = try Self.layout([
      LayoutSection(
        items: .list([
          Item(width: 100, height: 60), Item(width: 100, height: 100),
          Item(width: 100, height: 80), Item(width: 100, height: 100),
        ]))
    ])
    #expect(Self.ys(layout) == [30, 10, 20, 120])
    // The first row is full and justified; the last, of mixed sizes, is packed.
    #expect(Self.xs(layout) == [10, 137.5, 265, 10])
  }

  /// A.8: a section's overrides replace the layout's metrics for it alone.
  @Test func perSectionOverrides() throws {
    var configuration = Self.caseOne
    configuration.headerReferenceSize = LayoutSize(width: 0, height: 50)
    let layout = try Self.layout(
      configuration,
      [
        LayoutSection(items: .count(4)),
        LayoutSection(
          items: .count(5),
          layout: SectionLayout(
            FlowSectionLayout(
              itemSize: LayoutSize(width: 75, height: 40), sectionInset: LayoutInsets(),
              minimumLineSpacing: 4, minimumInteritemSpacing: 0,
              headerReferenceSize: LayoutSize(width: 0, height: 20)))),
      ])
    // Section 0: header 50, rows at 60 and 170, bottom 270 + 10 = 280.
    #expect(Self.ys(layout) == [60, 60, 60, 170])
    // Section 1 from 280: header 20, no inset: 5 items of 75 fill 375 exactly.
    #expect(
      layout.attributes(for: .header(section: 1, index: 0), pins: nil)?.frame
        == LayoutRect(x: 0, y: 280, width: 375, height: 20))
    #expect(Self.xs(layout, section: 1) == [0, 75, 150, 225, 300])
    #expect(Self.ys(layout, section: 1) == [300, 300, 300, 300, 300])
    #expect(layout.contentSize.height == 340)
  }

  /// A.6, A.7: horizontal headers and footers are columns as tall as the content, from the
  /// reference sizes' widths.
  @Test func horizontalHeadersAndFooters() throws {
    var configuration = Self.caseOne
    configuration.scrollDirection = .horizontal
    configuration.itemSize = LayoutSize(width: 100, height: 80)
    configuration.headerReferenceSize = LayoutSize(width: 40, height: 999)
    configuration.footerReferenceSize = LayoutSize(width: 20, height: 0)
    let layout = try Self.layout(
      configuration, environment: LayoutEnvironment(viewport: LayoutSize(width: 375, height: 300)),
      [LayoutSection(items: .count(4)), LayoutSection(items: .count(1))])
    #expect(
      layout.attributes(for: .header(section: 0, index: 0), pins: nil)?.frame
        == LayoutRect(x: 0, y: 0, width: 40, height: 300))
    #expect(Self.xs(layout) == [50, 50, 50, 160])
    // Section 0 ends at 160 + 100 + 10 = 270, its footer to 290.
    #expect(
      layout.attributes(for: .footer(section: 0, index: 0), pins: nil)?.frame
        == LayoutRect(x: 270, y: 0, width: 20, height: 300))
    // Section 1's lone item: a uniform last line keeps the columns of a full one (3 fit),
    // so it sits in the first, at the top inset; x: 290 + header 40 + inset 10.
    #expect(Self.frame(layout, 1, 0) == LayoutRect(x: 340, y: 10, width: 100, height: 80))
  }

  /// A lone column of uniform items: every line (the last too) is centered.
  @Test func uniformItemsOnePerLineAreCentered() throws {
    let layout = try Self.layout([
      LayoutSection(
        items: .count(2),
        layout: SectionLayout(FlowSectionLayout(itemSize: LayoutSize(width: 300, height: 20))))
    ])
    #expect(Self.xs(layout) == [37.5, 37.5])
  }

  /// An empty section keeps its header, insets and footer.
  @Test func emptySectionKeepsItsInsets() throws {
    var configuration = Self.caseOne
    configuration.headerReferenceSize = LayoutSize(width: 0, height: 50)
    let layout = try Self.layout(configuration, [LayoutSection(items: .count(0))])
    #expect(layout.contentSize.height == 70)
    #expect(layout.attributes(for: .item(section: 0, item: 0), pins: nil) == nil)
  }

  /// Items with `aspectRatio` get their height from their width; content insets shorten the
  /// line.
  @Test func contentInsetsShortenTheLine() throws {
    let environment = LayoutEnvironment(
      viewport: LayoutSize(width: 375, height: 667),
      contentInset: LayoutInsets(top: 0, left: 20, bottom: 0, right: 20))
    // 335 - 20 = 315: two 100-point items fit, three need 320; gap 315 - 200 = 115.
    let layout = try Self.layout(
      environment: environment, [LayoutSection(items: .count(3))])
    #expect(Self.xs(layout) == [10, 225, 10])
    #expect(layout.contentSize.width == 335)
  }

  /// A layout is a value: the same data laid out again is equal, other data is not.
  @Test func layoutsAreValues() throws {
    let sections = [LayoutSection(items: Self.items(widths: [80, 120, 60], height: 30))]
    let layout = try Self.layout(sections)
    #expect(try layout.laidOut(sections: sections, in: Self.phone, carrying: nil) == layout)
    #expect(try Self.layout([LayoutSection(items: .count(3))]) != layout)
  }

  /// A.4: heights measured at the estimate change no size: the section stays uniform and its
  /// last line keeps the columns (item 7 at x 137.5, not packed to 120); a height that does
  /// change one packs it.
  @Test func measuringWithoutAChangeKeepsTheLastLine() throws {
    let unchanged = try Self.layout([
      LayoutSection(items: .measuredCount(8, measured: MeasuredHeights([(index: 0, height: 100)])))
    ])
    #expect(Self.frame(unchanged, 0, 7) == LayoutRect(x: 137.5, y: 230, width: 100, height: 100))
    let changed = try Self.layout([
      LayoutSection(items: .measuredCount(8, measured: MeasuredHeights([(index: 0, height: 120)])))
    ])
    #expect(Self.frame(changed, 0, 7) == LayoutRect(x: 120, y: 250, width: 100, height: 100))
  }
}
