import Testing

@testable import CollectionLayoutCore

/// A lazy container's scroll view (S.5, S.8.7 to S.8.9), by hand: where flings rest with
/// `.paging` and `.viewAligned`, `containerRelativeFrame` cards, content margins on a device,
/// `defaultScrollAnchor`, and `scrollPosition(id:anchor:)`.
@Suite struct LazyScrollViewTests {
  /// A horizontal carousel in a 390 × 300 view: 20-point content margins leave a container
  /// 350 wide; each card `containerRelativeFrame(.horizontal)` is 350 wide, 10 apart: card i
  /// at x = 360 i, aligned (its leading edge at the leading inset) at offset 360 i − 20.
  static func carousel(
    _ behavior: LazyScrollTargetBehavior?, sizeClass: SizeClasses = SizeClasses(),
    count: Int = 8
  ) throws -> LazyStackLayout {
    var configuration = LazyConfiguration.lazyHStack(spacing: 10)
    configuration.scrollView = LazyScrollView(
      contentMargins: LayoutInsets(left: 20, right: 20), targetBehavior: behavior)
    configuration.itemFrame = ContainerRelativeFrame(horizontal: true)
    return try LazyStackLayout(
      configuration: configuration,
      environment: LayoutEnvironment(
        viewport: LayoutSize(width: 390, height: 300), sizeClass: sizeClass),
      sections: [LayoutSection(items: .count(count))])
  }

  static func rest(
    _ layout: some CollectionViewLayout, proposed: Double, velocity: Double, from released: Double
  ) -> Double {
    layout.targetContentOffset(
      forProposedContentOffset: LayoutPoint(x: proposed, y: 0),
      withScrollingVelocity: LayoutPoint(x: velocity, y: 0),
      releasedAt: LayoutPoint(x: released, y: 0)
    ).x
  }

  @Test func cardsTakeTheContainersWidthInsideTheMargins() throws {
    let layout = try Self.carousel(nil)
    #expect(layout.environment.contentInset == LayoutInsets(left: 20, right: 20))
    #expect(
      layout.attributes(for: .item(section: 0, item: 1), pins: nil)?.frame
        == LayoutRect(x: 360, y: 0, width: 350, height: 300))
    // count 4, span 2, spacing 10 in 390 (no margins): (390 − 30) / 4 · 2 + 10 = 190.
    #expect(ContainerRelativeFrame(count: 4, span: 2, spacing: 10).length(in: 390) == 190)
    var configuration = LazyConfiguration.lazyVGrid(columns: [GridItem()])
    configuration.itemFrame = ContainerRelativeFrame(
      horizontal: true, vertical: true, count: 4, span: 2, spacing: 10)
    let grid = try LazyGridLayout(
      configuration: configuration,
      environment: LayoutEnvironment(viewport: LayoutSize(width: 390, height: 830)),
      sections: [LayoutSection(items: .count(2))])
    // Width 190; height (830 − 30) / 4 · 2 + 10 = 410; centred in the 390-wide column.
    #expect(
      grid.attributes(for: .item(section: 0, item: 0), pins: nil)?.frame
        == LayoutRect(x: 100, y: 0, width: 190, height: 410))
  }

  /// `.paging`: pages every 390 points. Slower than 200 pt/s, the page nearest the release;
  /// faster, the next page in the fling's direction from the release.
  @Test func pagingRestsOnViewportMultiples() throws {
    let layout = try Self.carousel(.paging)
    #expect(Self.rest(layout, proposed: 900, velocity: 1000, from: 100) == 390)
    #expect(Self.rest(layout, proposed: 120, velocity: 100, from: 100) == 0)
    #expect(Self.rest(layout, proposed: 250, velocity: 150, from: 250) == 390)
    #expect(Self.rest(layout, proposed: 100, velocity: -1000, from: 500) == 390)
    #expect(Self.rest(layout, proposed: 100, velocity: -1000, from: 390) == 0)
  }

  /// `.viewAligned`: the target nearest the proposed rest (−20, 340, 700, 1060, ...);
  /// `alwaysByOne` allows the current card ± 1; `always` the cards within one viewport (390)
  /// of the release; `automatic` limits only in a compact horizontal size class.
  @Test func viewAlignedRestsOnCards() throws {
    let never = try Self.carousel(.viewAligned(limitBehavior: .never))
    #expect(Self.rest(never, proposed: 1000, velocity: 2000, from: 0) == 1060)
    #expect(Self.rest(never, proposed: 500, velocity: 500, from: 0) == 340)
    #expect(Self.rest(never, proposed: 530, velocity: 500, from: 0) == 700)
    let byOne = try Self.carousel(.viewAligned(limitBehavior: .alwaysByOne))
    #expect(Self.rest(byOne, proposed: 1800, velocity: 3000, from: 350) == 700)
    #expect(Self.rest(byOne, proposed: -20, velocity: -3000, from: 1060) == 700)
    let always = try Self.carousel(.viewAligned(limitBehavior: .always))
    // From 350: the targets within 390 are −20, 340 and 700.
    #expect(Self.rest(always, proposed: 1800, velocity: 3000, from: 350) == 700)
    let compact = SizeClasses(horizontal: .compact, vertical: .regular)
    let limited = try Self.carousel(
      .viewAligned(limitBehavior: .automatic), sizeClass: compact)
    #expect(Self.rest(limited, proposed: 1800, velocity: 3000, from: 350) == 700)
    let unlimited = try Self.carousel(.viewAligned(limitBehavior: .automatic))
    #expect(Self.rest(unlimited, proposed: 1800, velocity: 3000, from: 350) == 1780)
    // With a centre anchor: the card's centre at the visible area's centre, 360 i − 20 too
    // (the cards are as wide as the area).
    let centred = try Self.carousel(.viewAligned(limitBehavior: .never, anchor: .center))
    #expect(Self.rest(centred, proposed: 690, velocity: 500, from: 0) == 700)
  }

  /// On an iPhone 15 in portrait, `.contentMargins(.horizontal, 20)` adds to the safe area:
  /// the adjusted inset is (59, 20, 34, 20), the rows 393 − 40 = 353 wide.
  @Test func contentMarginsOnADevice() throws {
    var configuration = LazyConfiguration.lazyVStack()
    configuration.scrollView = LazyScrollView(contentMargins: LayoutInsets(left: 20, right: 20))
    let layout = try LazyStackLayout(
      configuration: configuration, environment: LayoutEnvironment(device: .iPhone15),
      sections: [LayoutSection(items: .count(30))])
    #expect(
      layout.environment.contentInset == LayoutInsets(top: 59, left: 20, bottom: 34, right: 20))
    #expect(
      layout.attributes(for: .item(section: 0, item: 0), pins: nil)?.frame
        == LayoutRect(x: 0, y: 0, width: 353, height: 44))
    #expect(layout.initialContentOffset == LayoutPoint(x: -20, y: -59))
  }

  /// `defaultScrollAnchor(.bottom)`: a chat starts at its end; content shorter than the view
  /// (3 rows of 44 = 132 + 16 of spacing in 600) sits at the bottom and stays there.
  @Test func defaultScrollAnchorStartsAtTheBottom() throws {
    var configuration = LazyConfiguration.lazyVStack()
    configuration.scrollView = LazyScrollView(defaultScrollAnchor: .bottom)
    let screen = LayoutEnvironment(viewport: LayoutSize(width: 300, height: 600))
    let short = try LazyStackLayout(
      configuration: configuration, environment: screen,
      sections: [LayoutSection(items: .count(3))])
    // 148 − 600 = −452: the content's bottom at the view's bottom.
    #expect(short.initialContentOffset == LayoutPoint(x: 0, y: -452))
    #expect(short.validContentOffsets.y == -452 ... -452)
    let long = try LazyStackLayout(
      configuration: configuration, environment: screen,
      sections: [LayoutSection(items: .count(20))])
    // 20 · 44 + 19 · 8 = 1032: the bottom is at 1032 − 600 = 432.
    #expect(long.initialContentOffset == LayoutPoint(x: 0, y: 432))
    #expect(long.validContentOffsets.y == 0...432)
  }

  /// `scrollPosition(id:anchor:)`: rows of 100, 8 apart in a 600-point view. Item "i2" (at
  /// 216) at the top; "i4" (at 432) at the centre: 432 + 50 − 300 = 182; "i0" at the centre
  /// would be 50 − 300, clamped to 0; no such id, nowhere.
  @Test func scrollingToAnItemID() throws {
    let layout = try LazyStackLayout(
      configuration: .lazyVStack(),
      environment: LayoutEnvironment(viewport: LayoutSize(width: 300, height: 600)),
      sections: [
        LayoutSection(
          items: .list((0..<20).map { Item(id: "i\($0)", height: 100) }))
      ])
    #expect(
      layout.contentOffset(scrollingTo: .itemID("i2", anchor: .top), from: .zero)
        == LayoutPoint(x: 0, y: 216))
    #expect(
      layout.contentOffset(scrollingTo: .itemID("i4", anchor: .center), from: .zero)
        == LayoutPoint(x: 0, y: 182))
    #expect(
      layout.contentOffset(scrollingTo: .itemID("i0", anchor: .center), from: .zero)
        == LayoutPoint(x: 0, y: 0))
    #expect(layout.contentOffset(scrollingTo: .itemID("zz", anchor: nil), from: .zero) == nil)
  }
}
