import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore

/// What a compositional section measures its insets from across the scroll axis (E.5, E.3,
/// E.9.3), on an iPhone 15 in landscape built by hand: 852 wide, safe area 59 left and right,
/// margins 16, no adjusted left or right inset.
@Suite struct ContentInsetsReferenceTests {
  typealias Devices = HandBuiltEnvironments

  /// The shared boundary: safe area 59; margins 59 + 16 = 75; readable: the margins leave
  /// 852 − 150 = 702, capped at 672, centred: 75 + (702 − 672) / 2 = 90. The content's own
  /// edges are 0.
  @Test func theBoundariesOfAnIPhone15InLandscape() {
    let environment = Devices.iPhone15Landscape
    func insets(_ boundary: CrossAxisBoundary) -> CrossAxisInsets {
      environment.insets(of: boundary, across: .vertical)
    }
    #expect(insets(.contentEdges) == CrossAxisInsets(leading: 0, trailing: 0))
    #expect(insets(.safeArea) == CrossAxisInsets(leading: 59, trailing: 59))
    #expect(insets(.layoutMargins) == CrossAxisInsets(leading: 75, trailing: 75))
    #expect(insets(.readableContent) == CrossAxisInsets(leading: 90, trailing: 90))
  }

  /// An iPad full screen, 1194 wide, margins 20: the margins leave 1154, the readable guide
  /// 672 centred: 20 + (1154 − 672) / 2 = 261 a side. In a third (375) the margins leave 335
  /// < 672: the readable guide is the margins'.
  @Test func theReadableGuideIsCappedAndCentredInsideTheMargins() {
    #expect(
      Devices.iPadProFullLandscape.insets(of: .readableContent, across: .vertical)
        == CrossAxisInsets(leading: 261, trailing: 261))
    #expect(
      Devices.iPadProOneThirdLandscape.insets(of: .readableContent, across: .vertical)
        == CrossAxisInsets(leading: 20, trailing: 20))
  }

  /// A content inset wider than the safe area (an app's own 80 on the left, the
  /// adjustment `always`: 80 + 59 = 139) puts the boundary outside the content: negative
  /// from the content's edge, and a compositional section holds it at the content's edge.
  @Test func anAdjustedInsetWiderThanTheBoundaryPutsItOutsideTheContent() {
    var environment = Devices.iPhone15Landscape
    environment.contentInset.left = 139
    #expect(environment.insets(of: .safeArea, across: .vertical).leading == -80)
    #expect(environment.insets(of: .safeArea, across: .vertical).clampedToContent.leading == 0)
  }

  /// Across a horizontal scroll axis the boundary is the top and bottom: safe area bottom 21
  /// less the adjusted bottom 21 is 0; the margins' top and bottom are 0 too.
  @Test func acrossAHorizontalAxisTheBoundaryIsTopAndBottom() {
    var environment = Devices.iPhone15Landscape
    environment.contentInset.bottom = 0
    #expect(
      environment.insets(of: .safeArea, across: .horizontal)
        == CrossAxisInsets(leading: 0, trailing: 21))
    #expect(
      environment.insets(of: .readableContent, across: .horizontal)
        == CrossAxisInsets(leading: 0, trailing: 21))
  }

  /// A two-column section, content insets 10 leading and trailing, with a 1.0-wide header.
  static func twoColumns(
    _ reference: ContentInsetsReference,
    supplementaries: ContentInsetsReference = .automatic
  ) -> CompositionalSection {
    CompositionalSection(
      group: .horizontal(
        size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(50)),
        subitems: [
          .item(
            CompositionalItem(
              size: CompositionalSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1))
            ))
        ]),
      contentInsets: DirectionalInsets(leading: 10, trailing: 10),
      contentInsetsReference: reference, supplementaryContentInsetsReference: supplementaries,
      boundarySupplementaryItems: [
        BoundarySupplementary(
          kind: "header",
          size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(30)),
          alignment: .top)
      ])
  }

  func layout(
    _ section: CompositionalSection,
    configuration: CompositionalConfiguration = CompositionalConfiguration(),
    in environment: LayoutEnvironment = HandBuiltEnvironments.iPhone15Landscape
  ) throws -> CompositionalLayout {
    var configuration = configuration
    configuration.section = section
    return try CompositionalLayout(
      configuration: configuration, sections: [LayoutSection(items: .count(2))],
      environment: environment)
  }

  /// safeArea: 59 + 10 = 69 from the left, 852 − 2 · 69 = 714 wide, items 357 (x 69, 426).
  /// layoutMargins: 75 + 10 = 85, 682 wide, items 341 (x 85, 426). readableContent:
  /// 90 + 10 = 100, 652 wide, items 326 (x 100, 426). none: 10, 832, items 416 (x 10, 426).
  @Test func aSectionAtEachReferenceOnAnIPhone15InLandscape() throws {
    for (reference, x, width) in [
      (ContentInsetsReference.safeArea, 69.0, 357.0), (.layoutMargins, 85, 341),
      (.readableContent, 100, 326), (.none, 10, 416),
    ] {
      let layout = try layout(Self.twoColumns(reference, supplementaries: reference))
      #expect(isFrame(layout.frame("item/0/0"), x, 30, width, 50), "\(reference)")
      #expect(isFrame(layout.frame("item/0/1"), 426, 30, width, 50), "\(reference)")
      #expect(isFrame(layout.frame("header/0/0"), x, 0, 852 - 2 * x, 30), "\(reference)")
    }
  }

  /// `automatic` follows the configuration's reference: `safeArea` by default (69), the
  /// margins when the configuration says so (85).
  @Test func automaticFollowsTheConfiguration() throws {
    let automatic = Self.twoColumns(.automatic)
    #expect(isFrame(try layout(automatic).frame("item/0/0"), 69, 30, 357, 50))
    let margins = CompositionalConfiguration(contentInsetsReference: .layoutMargins)
    #expect(
      isFrame(try layout(automatic, configuration: margins).frame("item/0/0"), 85, 30, 341, 50))
  }

  /// The header's reference: `automatic` is the configuration's (Apple's documentation), so
  /// a readable section's header spans the safe area (69, 714 wide) while its items are
  /// 100 … 752; given `readableContent`, the header is the items' width (100, 652).
  @Test func supplementariesFollowTheirOwnReference() throws {
    let automatic = try layout(Self.twoColumns(.readableContent))
    #expect(isFrame(automatic.frame("header/0/0"), 69, 0, 714, 30))
    #expect(isFrame(automatic.frame("item/0/0"), 100, 30, 326, 50))
    let readable = try layout(
      Self.twoColumns(.readableContent, supplementaries: .readableContent))
    #expect(isFrame(readable.frame("header/0/0"), 100, 0, 652, 30))
  }

  /// Without a device (no safe area, margins 20) the default reference changes nothing:
  /// items at 10, 195 wide in 390.
  @Test func aBareEnvironmentLaysOutAsBefore() throws {
    let bare = LayoutEnvironment(viewport: LayoutSize(width: 390, height: 844))
    let layout = try layout(Self.twoColumns(.automatic), in: bare)
    #expect(isFrame(layout.frame("item/0/0"), 10, 30, 185, 50))
    #expect(isFrame(layout.frame("header/0/0"), 10, 0, 370, 30))
  }

  /// Insets that leave no room inside the reference: 300 + 300 inside the margins' 702.
  @Test func insetsThatLeaveNoRoomInsideTheReference() throws {
    var section = Self.twoColumns(.layoutMargins)
    section.contentInsets = DirectionalInsets(leading: 400, trailing: 400)
    #expect(
      throws: LayoutError(issues: [
        LayoutIssue(
          location: ValueLocation("configuration")["section"]["contentInsets"],
          message: "expected content insets that leave room across the section: leading 400 "
            + "and trailing 400, the width inside the layout margins 702")
      ])
    ) { try layout(section) }
  }
}
