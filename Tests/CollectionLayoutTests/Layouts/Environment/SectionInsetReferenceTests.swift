import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore

/// The flow layout's `sectionInsetReference` (E.5) on an iPhone 15 in landscape built by
/// hand: 852 wide, safe area 59 left and right, margins 16, no adjusted left or right inset.
/// Items 100 × 100, 10 apart at least, section insets 10 left and right, a 50-point header.
@Suite struct SectionInsetReferenceTests {
  func layout(
    _ reference: FlowSectionInsetReference,
    in environment: LayoutEnvironment = HandBuiltEnvironments.iPhone15Landscape
  ) throws -> FlowLayout {
    try FlowLayout(
      configuration: FlowConfiguration(
        itemSize: LayoutSize(width: 100, height: 100),
        sectionInset: LayoutInsets(top: 0, left: 10, bottom: 0, right: 10),
        sectionInsetReference: reference, headerReferenceSize: LayoutSize(width: 0, height: 50)),
      environment: environment, sections: [LayoutSection(items: .count(10))])
  }

  func frame(_ layout: FlowLayout, _ id: String) -> LayoutRect? {
    ElementID(id).flatMap { layout.attributes(for: $0, pins: nil)?.frame }
  }

  /// fromContentInset: the line is 852 − 20 = 832: ⌊(832 + 10) / 110⌋ = 7 items, justified
  /// gaps (832 − 700) / 6 = 22: x 10, 132. fromSafeArea: 59 + 10 = 69 from each edge, the
  /// line 714: 6 items, gaps (714 − 600) / 5 = 22.8: x 69, 191.8; item 6 starts the second
  /// line (y 50 + 100 + 10 = 160). The header spans the content in both: (0, 0, 852, 50).
  @Test func fromSafeAreaAgainstFromContentInset() throws {
    let content = try layout(.fromContentInset)
    #expect(isFrame(frame(content, "item/0/0"), 10, 50, 100, 100))
    #expect(isFrame(frame(content, "item/0/1"), 132, 50, 100, 100))
    #expect(isFrame(frame(content, "item/0/7"), 10, 160, 100, 100))
    let safe = try layout(.fromSafeArea)
    #expect(isFrame(frame(safe, "item/0/0"), 69, 50, 100, 100))
    #expect(isFrame(frame(safe, "item/0/1"), 191.8, 50, 100, 100))
    #expect(isFrame(frame(safe, "item/0/6"), 69, 160, 100, 100))
    for layout in [content, safe] {
      #expect(isFrame(frame(layout, "header/0/0"), 0, 0, 852, 50))
    }
  }

  /// fromLayoutMargins: 59 + 16 + 10 = 85 from each edge, the line 682: 6 items, gaps
  /// (682 − 600) / 5 = 16.4: x 85, 201.4.
  @Test func fromLayoutMarginsMeasuresFromTheMarginsInsideTheSafeArea() throws {
    let margins = try layout(.fromLayoutMargins)
    #expect(isFrame(frame(margins, "item/0/0"), 85, 50, 100, 100))
    #expect(isFrame(frame(margins, "item/0/1"), 201.4, 50, 100, 100))
  }

  /// The content inset is the minimum: with an adjusted inset of 100 on each side (wider
  /// than the safe area's 59 plus the section's 10), fromSafeArea starts the items at the
  /// content's edge (59 + 10 − 100 < 0: x 0), where fromContentInset keeps its 10.
  @Test func theContentInsetIsTheMinimum() throws {
    var environment = HandBuiltEnvironments.iPhone15Landscape
    environment.contentInset.left = 100
    environment.contentInset.right = 100
    #expect(isFrame(frame(try layout(.fromSafeArea, in: environment), "item/0/0"), 0, 50, 100, 100))
    #expect(
      isFrame(frame(try layout(.fromContentInset, in: environment), "item/0/0"), 10, 50, 100, 100))
  }

  /// An item longer than the line inside the safe area: the message names both measures.
  @Test func anItemLongerThanTheLineInsideTheSafeArea() {
    #expect(
      throws: LayoutError(issues: [
        LayoutIssue(
          location: ValueLocation("configuration")["itemSize"]["width"],
          message: "expected at most 714 (the line: the view's width 852 minus the section "
            + "insets 10 and 10 from the safe area, 69 and 69 from the content's edges), got 800")
      ])
    ) {
      try FlowLayout(
        configuration: FlowConfiguration(
          itemSize: LayoutSize(width: 800, height: 100),
          sectionInset: LayoutInsets(top: 0, left: 10, bottom: 0, right: 10),
          sectionInsetReference: .fromSafeArea),
        environment: HandBuiltEnvironments.iPhone15Landscape,
        sections: [LayoutSection(items: .count(1))])
    }
  }
}
