import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore

/// Sections chosen by the environment (`UICollectionViewCompositionalLayoutSectionProvider`):
/// rules, first match wins, and code; chosen again when a resize brings a new environment.
@Suite struct SectionProviderTests {
  typealias Devices = HandBuiltEnvironments

  /// `count` columns of square-ish 100-point rows, no insets.
  static func columns(_ count: Int) -> CompositionalSection {
    CompositionalSection(
      group: .horizontal(
        size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(100)),
        subitems: [
          .item(
            CompositionalItem(
              size: CompositionalSize(
                width: .fractionalWidth(1 / Double(count)), height: .fractionalHeight(1))))
        ]))
  }

  /// Apple's "Adaptive Sections": 4 columns from 800 points, 3 in a regular width, else 2.
  static let adaptive = CompositionalSectionProvider(rules: [
    CompositionalSectionRule(minimumWidth: 800, section: columns(4)),
    CompositionalSectionRule(horizontalSizeClass: .regular, section: columns(3)),
    CompositionalSectionRule(section: columns(2)),
  ])

  func layout(
    _ provider: CompositionalSectionProvider, in environment: LayoutEnvironment, items: Int = 8
  ) throws -> CompositionalLayout {
    try CompositionalLayout(
      configuration: CompositionalConfiguration(sectionProvider: provider),
      sections: [LayoutSection(items: .count(items))], environment: environment)
  }

  /// An iPad in a third (375 wide, compact): the catch-all, 2 columns of 187.5; resized to
  /// full screen (1194 ≥ 800): 4 columns of 298.5, item 3 at x 3 · 298.5 = 895.5 on the
  /// first row. The resize keeps the top of the content at the top: offset (0, −24).
  @Test func anIPadFromAThirdToFullScreenGoesFromTwoColumnsToFour() throws {
    let third = try layout(Self.adaptive, in: Devices.iPadProOneThirdLandscape)
    #expect(isFrame(third.frame("item/0/1"), 187.5, 0, 187.5, 100))
    #expect(isFrame(third.frame("item/0/3"), 187.5, 100, 187.5, 100))
    let resized = try third.resized(
      to: Devices.iPadProFullLandscape, from: LayoutPoint(x: 0, y: -24))
    #expect(isFrame(resized.layout.frame("item/0/3"), 895.5, 0, 298.5, 100))
    #expect(resized.layout.contentSize.height == 200)
    #expect(resized.contentOffset == LayoutPoint(x: 0, y: -24))
    #expect(resized.layout.description(ofSection: 0) == Self.columns(4))
    // And back: the third chooses 2 columns again.
    let back = try resized.layout.relaidOut(in: Devices.iPadProOneThirdLandscape)
    #expect(back.description(ofSection: 0) == Self.columns(2))
  }

  /// A regular width under 800 points (an iPad 12.9-inch's half, 678 wide): the size class
  /// rule, 3 columns of 226. An unspecified size class (a bare 678-point viewport) takes
  /// the catch-all.
  @Test func theSizeClassRuleWhenNarrowerThan800() throws {
    var half = Devices.iPadProFullLandscape
    half.viewport.width = 678
    #expect(isFrame(try layout(Self.adaptive, in: half).frame("item/0/1"), 226, 0, 226, 100))
    let bare = LayoutEnvironment(viewport: LayoutSize(width: 678, height: 800))
    #expect(try layout(Self.adaptive, in: bare).description(ofSection: 0) == Self.columns(2))
  }

  /// `minimumWidth` compares the container's effective width: the viewport less the
  /// adjusted left and right insets (E.9.4). 852 − 2 · 30 = 792 < 800 on a landscape phone
  /// whose inset is adjusted on the left and right.
  @Test func theWidthIsTheEffectiveContentWidth() throws {
    var phone = Devices.iPhone15Landscape
    #expect(try layout(Self.adaptive, in: phone).description(ofSection: 0) == Self.columns(4))
    phone.contentInset.left = 30
    phone.contentInset.right = 30
    #expect(try layout(Self.adaptive, in: phone).description(ofSection: 0) == Self.columns(2))
  }

  /// A section's own layout comes first; code chooses by the section's index.
  @Test func codeChoosesBySectionAndOwnLayoutsComeFirst() throws {
    let provider = CompositionalSectionProvider { section, environment in
      section == 0
        ? .list(ListConfiguration()) : Self.columns(environment.viewport.width > 500 ? 4 : 2)
    }
    let layout = try CompositionalLayout(
      configuration: CompositionalConfiguration(sectionProvider: provider),
      sections: [
        LayoutSection(items: .count(2)), LayoutSection(items: .count(2)),
        LayoutSection(items: .count(2), layout: SectionLayout(Self.columns(3))),
      ], environment: Devices.iPhone15Landscape)
    #expect(layout.description(ofSection: 0)?.list != nil)
    #expect(layout.description(ofSection: 1) == Self.columns(4))
    #expect(layout.description(ofSection: 2) == Self.columns(3))
    // Section 1 below the list's two rows (88), inside the safe area (the configuration's
    // default reference): 852 − 2 · 59 = 734, 4 columns of 183.5 from 59.
    #expect(isFrame(layout.frame("item/1/1"), 59 + 183.5, 88, 183.5, 100))
  }

  /// What code gives is checked in the environment, located at the provider and the
  /// section's index: section 1's group is 1.5 times its content area (734 · 1.5 = 1101 in
  /// the safe area of a landscape iPhone 15).
  @Test func whatCodeGivesIsCheckedWhereItIsUsed() {
    let provider = CompositionalSectionProvider { section, _ in
      var chosen = Self.columns(2)
      if section == 1 {
        chosen.group = .horizontal(
          size: CompositionalSize(width: .fractionalWidth(1.5), height: .absolute(100)),
          subitems: chosen.group.subitems)
      }
      return chosen
    }
    #expect(
      throws: LayoutError(issues: [
        LayoutIssue(
          location: ValueLocation("configuration")["sectionProvider"][1]["group"]["horizontal"][
            "size"]["width"],
          message: "expected an outermost group that fits across its section's content area (a "
            + "section that does not scroll orthogonally draws nothing past it): its width is "
            + "1101, the content area's 734")
      ])
    ) {
      try CompositionalLayout(
        configuration: CompositionalConfiguration(sectionProvider: provider),
        sections: [LayoutSection(items: .count(2)), LayoutSection(items: .count(2))],
        environment: Devices.iPhone15Landscape)
    }
  }

  /// Code compares by identity: a copy is equal, the same code made twice is not.
  @Test func codeComparesByIdentity() {
    let provider = CompositionalSectionProvider { _, _ in Self.columns(2) }
    let copy = provider
    #expect(copy == provider)
    #expect(CompositionalSectionProvider { _, _ in Self.columns(2) } != provider)
    #expect(Self.adaptive == CompositionalSectionProvider(rules: Self.adaptive.rules ?? []))
  }

  /// Bad rules, word for word: a rule after the catch-all, an unspecified size class, a
  /// negative width; no catch-all and no `section`; no rule.
  @Test func badRules() {
    func issues(_ rules: [CompositionalSectionRule], section: CompositionalSection? = nil)
      -> [String]
    {
      var checker = RangeChecker()
      checker.checkCompositional(
        CompositionalConfiguration(
          section: section, sectionProvider: CompositionalSectionProvider(rules: rules)),
        at: "configuration")
      return checker.issues.map(\.description)
    }
    #expect(
      issues([
        CompositionalSectionRule(section: Self.columns(2)),
        CompositionalSectionRule(minimumWidth: 800, section: Self.columns(4)),
      ]) == [
        "configuration.sectionProvider[1]: expected no rule after the catch-all rule 0 (a rule "
          + "with neither \"minimumWidth\" nor \"horizontalSizeClass\" matches every "
          + "environment), so this rule would never be chosen: move it before rule 0"
      ])
    #expect(
      issues(
        [
          CompositionalSectionRule(
            minimumWidth: -1, horizontalSizeClass: .unspecified, section: Self.columns(4))
        ], section: Self.columns(1)) == [
          "configuration.sectionProvider[0].minimumWidth: expected a number >= 0, got -1",
          "configuration.sectionProvider[0].horizontalSizeClass: expected \"compact\" or "
            + "\"regular\" (a rule on an unspecified size class never matches), got "
            + "\"unspecified\"",
        ])
    #expect(
      issues([CompositionalSectionRule(minimumWidth: 800, section: Self.columns(4))]) == [
        "configuration.sectionProvider: expected a catch-all rule last (a rule with only "
          + "\"section\") or a \"section\" beside the provider: a section no rule matches "
          + "would have no layout"
      ])
    #expect(issues([]) == ["configuration.sectionProvider: expected at least one rule, got none"])
  }
}
