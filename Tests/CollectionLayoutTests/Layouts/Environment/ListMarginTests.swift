import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore

/// Lists inset by the layout margins, as `UICollectionLayoutListConfiguration` does (E.5):
/// plain rows reach the screen's edges and their separators start at the margin inside the
/// safe area; inset-grouped rows are inset by the margins from the safe area.
@Suite struct ListMarginTests {
  func layout(_ list: ListConfiguration, in environment: LayoutEnvironment) throws
    -> CompositionalLayout
  {
    try CompositionalLayout(
      configuration: CompositionalConfiguration(section: .list(list)),
      sections: [LayoutSection(items: .count(2))], environment: environment)
  }

  /// iPhone 15 in landscape, plain: rows 0 … 852 (under the sensor housing, as UIKit draws
  /// a plain list's backgrounds); the separator from 59 + 16 = 75 to 852, 777 wide, a pixel
  /// (1/3 point) tall at the row's bottom.
  @Test func plainRowsReachTheEdgesAndTheirSeparatorsStartInsideTheSafeArea() throws {
    let layout = try layout(ListConfiguration(), in: HandBuiltEnvironments.iPhone15Landscape)
    #expect(isFrame(layout.frame("item/0/0"), 0, 0, 852, 44))
    #expect(isFrame(layout.frame("rowSeparator/0/0"), 75, 44 - 1.0 / 3, 777, 1.0 / 3))
  }

  /// iPhone 15 in landscape, inset grouped with a header: rows and header from 75 to
  /// 852 − 75 = 777 (702 wide), the rows 20 below the 44-point header; the separator 16 past
  /// the row's edge: 91, 686 wide.
  @Test func insetGroupedRowsAreInsetByTheMarginsFromTheSafeArea() throws {
    let layout = try layout(
      ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary),
      in: HandBuiltEnvironments.iPhone15Landscape)
    #expect(isFrame(layout.frame("header/0/0"), 75, 0, 702, 44))
    #expect(isFrame(layout.frame("item/0/0"), 75, 64, 702, 44))
    #expect(isFrame(layout.frame("rowSeparator/0/0"), 91, 108 - 1.0 / 3, 686, 1.0 / 3))
  }

  /// iPhone 15 in portrait (393 wide, no left or right safe area, margins 16): inset-grouped
  /// rows at 16, 361 wide, the separator at 32; plain rows' separators at 16.
  @Test func anIPhone15InPortraitInsetsBy16() throws {
    let portrait = LayoutEnvironment(
      viewport: LayoutSize(width: 393, height: 852),
      contentInset: LayoutInsets(top: 59, left: 0, bottom: 34, right: 0), displayScale: 3,
      safeArea: LayoutInsets(top: 59, left: 0, bottom: 34, right: 0),
      layoutMargins: DirectionalInsets(leading: 16, trailing: 16),
      sizeClass: SizeClasses(horizontal: .compact, vertical: .regular))
    let grouped = try layout(ListConfiguration(appearance: .insetGrouped), in: portrait)
    #expect(isFrame(grouped.frame("item/0/0"), 16, 20, 361, 44))
    #expect(isFrame(grouped.frame("rowSeparator/0/0"), 32, 64 - 1.0 / 3, 345, 1.0 / 3))
    let plain = try layout(ListConfiguration(), in: portrait)
    #expect(isFrame(plain.frame("rowSeparator/0/0"), 16, 44 - 1.0 / 3, 377, 1.0 / 3))
  }
}
