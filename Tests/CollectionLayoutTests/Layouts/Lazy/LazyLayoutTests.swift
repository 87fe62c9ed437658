import Testing

@testable import CollectionLayoutCore

/// Lazy stacks and grids laid out: rows, cell alignment, aspect ratios, sections and the
/// spacing between children (reference sheet S.3, S.4, S.8.5), by hand.
@Suite struct LazyLayoutTests {
  static func frame(_ layout: some CollectionViewLayout, _ id: ElementID) -> LayoutRect? {
    layout.attributes(for: id, pins: nil)?.frame
  }

  static func screen(_ width: Double, _ height: Double = 600) -> LayoutEnvironment {
    LayoutEnvironment(viewport: LayoutSize(width: width, height: height))
  }

  /// objc.io's grid in 200: columns at 0 (70), 78 (57), 143 (57); rows as tall as their
  /// tallest cell, 8 apart. Row 0: 40, 60 and a square (57 / 1 = 57) → 60 tall; row 1 starts
  /// at 68. A cell 30 wide in the 70-wide column sits at its centre (x = 20), a 10-tall one
  /// in the middle of the 20-tall row (5 below its top).
  @Test func gridRowsAreAsTallAsTheirTallestCell() throws {
    let layout = try LazyGridLayout(
      configuration: .lazyVGrid(
        columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]),
      environment: Self.screen(200),
      sections: [
        LayoutSection(
          items: .list([
            Item(height: 40), Item(height: 60), Item(aspectRatio: 1),
            Item(width: 30, height: 20), Item(height: 10),
          ]))
      ])
    #expect(
      Self.frame(layout, .item(section: 0, item: 0))
        == LayoutRect(x: 0, y: 10, width: 70, height: 40))
    #expect(
      Self.frame(layout, .item(section: 0, item: 1))
        == LayoutRect(x: 78, y: 0, width: 57, height: 60))
    #expect(
      Self.frame(layout, .item(section: 0, item: 2))
        == LayoutRect(x: 143, y: 1.5, width: 57, height: 57))
    #expect(
      Self.frame(layout, .item(section: 0, item: 3))
        == LayoutRect(x: 20, y: 68, width: 30, height: 20))
    #expect(
      Self.frame(layout, .item(section: 0, item: 4))
        == LayoutRect(x: 78, y: 73, width: 57, height: 10))
    #expect(layout.contentSize == LayoutSize(width: 200, height: 88))
  }

  /// A column's alignment places a narrower, shorter cell in its slot: `topLeading` at the
  /// slot's corner, `bottomTrailing` at the opposite one.
  @Test func aColumnsAlignmentPlacesNarrowerCells() throws {
    let layout = try LazyGridLayout(
      configuration: .lazyVGrid(
        columns: [
          GridItem(.fixed(100), spacing: 0, alignment: .topLeading),
          GridItem(.fixed(100), alignment: .bottomTrailing),
        ]),
      environment: Self.screen(200),
      sections: [
        LayoutSection(items: .list([Item(width: 40, height: 20), Item(width: 40, height: 50)]))
      ])
    #expect(
      Self.frame(layout, .item(section: 0, item: 0))
        == LayoutRect(x: 0, y: 0, width: 40, height: 20))
    #expect(
      Self.frame(layout, .item(section: 0, item: 1))
        == LayoutRect(x: 160, y: 0, width: 40, height: 50))
  }

  /// A vertical stack proposes its width: a child without a width fills it; a narrower one
  /// sits by the stack's alignment (300 wide, a child of 100: leading 0, centre 100,
  /// trailing 200). Header, rows and footer are consecutive children, `spacing` apart, and so
  /// are sections (S.8.5): header 0-30, rows at 40 and 100, footer at 160, the next header
  /// at 200.
  @Test func stacksAlignNarrowerChildrenAndSpaceEveryChild() throws {
    let sections = [
      LayoutSection(
        items: .list([Item(height: 50), Item(width: 100, height: 50)]),
        layout: LazySectionLayout(header: 30, footer: 30)),
      LayoutSection(items: .count(1), layout: LazySectionLayout(header: 30)),
    ]
    for (alignment, x) in [(LayoutAlignment.leading, 0.0), (.center, 100), (.trailing, 200)] {
      let layout = try LazyStackLayout(
        configuration: .lazyVStack(alignment: alignment, spacing: 10),
        environment: Self.screen(300), sections: sections)
      #expect(Self.frame(layout, .item(section: 0, item: 1))?.minX == x)
      #expect(
        Self.frame(layout, .item(section: 0, item: 0))
          == LayoutRect(x: 0, y: 40, width: 300, height: 50))
    }
    let layout = try LazyStackLayout(
      configuration: .lazyVStack(spacing: 10), environment: Self.screen(300), sections: sections)
    #expect(
      Self.frame(layout, .header(section: 0, index: 0))
        == LayoutRect(x: 0, y: 0, width: 300, height: 30))
    #expect(Self.frame(layout, .item(section: 0, item: 1))?.minY == 100)
    #expect(
      Self.frame(layout, .footer(section: 0, index: 0))
        == LayoutRect(x: 0, y: 160, width: 300, height: 30))
    #expect(Self.frame(layout, .header(section: 1, index: 0))?.minY == 200)
    // The count section's item: 44 points (the default item length) at 240.
    #expect(
      Self.frame(layout, .item(section: 1, item: 0))
        == LayoutRect(x: 0, y: 240, width: 300, height: 44))
    #expect(layout.contentSize.height == 284)
    #expect(layout.frame(ofSection: 0) == LayoutRect(x: 0, y: 0, width: 300, height: 190))
  }

  /// A horizontal grid sizes its rows from the visible height and grows to the right: rows
  /// `[fixed(100), fixed(100)]` 8 apart in 300 points of height leave 92, centred: rows at
  /// 46 and 154; columns as wide as their widest cell, `spacing` (4) apart.
  @Test func horizontalGridsSwapTheAxes() throws {
    let layout = try LazyGridLayout(
      configuration: .lazyHGrid(rows: [GridItem(.fixed(100)), GridItem(.fixed(100))], spacing: 4),
      environment: Self.screen(400, 300),
      sections: [
        LayoutSection(items: .list([Item(width: 60), Item(width: 80), Item(aspectRatio: 0.5)]))
      ])
    #expect(
      Self.frame(layout, .item(section: 0, item: 0))
        == LayoutRect(x: 10, y: 46, width: 60, height: 100))
    #expect(
      Self.frame(layout, .item(section: 0, item: 1))
        == LayoutRect(x: 0, y: 154, width: 80, height: 100))
    // An aspect ratio of 0.5 in a 100-tall row: 50 wide, in the column from 84.
    #expect(
      Self.frame(layout, .item(section: 0, item: 2))
        == LayoutRect(x: 84, y: 46, width: 50, height: 100))
    #expect(layout.contentSize == LayoutSize(width: 134, height: 300))
    #expect(layout.scrollAxis == .horizontal)
  }

  /// A scroll view on a device insets its content by the whole safe area (S.5), plus
  /// `safeAreaPadding` and the content margins; indicator margins move nothing.
  @Test func theSafeAreaAndTheMarginsMakeTheAdjustedInset() throws {
    var configuration = LazyConfiguration.lazyVGrid(columns: [GridItem(.flexible())])
    configuration.scrollView = LazyScrollView(
      automaticMargins: LayoutInsets(top: 1), contentMargins: LayoutInsets(left: 20, right: 20),
      indicatorMargins: LayoutInsets(right: 4), safeAreaPadding: LayoutInsets(bottom: 10))
    let screen = LayoutEnvironment(
      viewport: LayoutSize(width: 390, height: 844), contentInset: LayoutInsets(top: 5),
      safeArea: LayoutInsets(top: 59, left: 0, bottom: 34, right: 0))
    let layout = try LazyGridLayout(
      configuration: configuration, environment: screen,
      sections: [LayoutSection(items: .count(3))])
    #expect(
      layout.environment.contentInset == LayoutInsets(top: 65, left: 20, bottom: 44, right: 20))
    #expect(
      Self.frame(layout, .item(section: 0, item: 0))
        == LayoutRect(x: 0, y: 0, width: 350, height: 44))
    // Laid out again in its own environment (an update), the inset is not added twice.
    let again = try layout.laidOut(
      sections: layout.sections, in: layout.environment, carrying: nil)
    #expect(again == layout)
  }

  /// Items of a `count` section and listed items of the same length lay out alike, and a
  /// rect query lists what filtering every element by the rectangle lists.
  @Test func uniformAndListedItemsAgreeAndQueriesFindWhatTheyMeet() throws {
    let configuration = LazyConfiguration.lazyVGrid(
      columns: [GridItem(.adaptive(minimum: 60))], spacing: 3, pinnedViews: .sectionHeaders)
    var uniform = configuration
    uniform.itemLength = 70
    let counted = try LazyGridLayout(
      configuration: uniform, environment: Self.screen(320),
      sections: [
        LayoutSection(items: .count(23), layout: LazySectionLayout(header: 20, footer: 10))
      ])
    let listed = try LazyGridLayout(
      configuration: uniform, environment: Self.screen(320),
      sections: [
        LayoutSection(
          items: .list(Array(repeating: Item(height: 70), count: 23)),
          layout: LazySectionLayout(header: 20, footer: 10))
      ])
    #expect(
      counted.elements(in: nil, pins: nil, limit: .max)
        == listed.elements(in: nil, pins: nil, limit: .max))
    let pins = counted.pinPass(at: LayoutPoint(x: 0, y: 130))
    let all = counted.elements(in: nil, pins: pins, limit: .max)
    for rect in [
      LayoutRect(x: 0, y: 130, width: 320, height: 600),
      LayoutRect(x: 100, y: 0, width: 10, height: 95),
      LayoutRect(x: 0, y: 424, width: 320, height: 1),
    ] {
      let found = counted.elements(in: rect, pins: pins, limit: .max)
      #expect(found == all.filter { $0.frame.intersects(rect) })
      #expect(listed.elements(in: rect, pins: pins, limit: .max) == found)
    }
  }
}
