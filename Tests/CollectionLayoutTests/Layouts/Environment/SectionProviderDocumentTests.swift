import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore

/// A compositional document's `sectionProvider`, `contentInsetsReference` and
/// `supplementaryContentInsetsReference`: decoded, played, and refused word for word.
@Suite struct SectionProviderDocumentTests {
  /// A section of `columns` columns, 100 points tall, as JSON.
  static func columns(_ count: Int) -> String {
    #"{"group": {"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}}, "#
      + #""subitems": [{"item": {"size": {"width": {"fractionalWidth": "#
      + "\(1 / Double(count))"
      + #"}, "height": {"fractionalHeight": 1}}}}]}}}"#
  }

  /// Apple's "Adaptive Sections" rules: 4 columns from 800 points, 3 in a regular width,
  /// else 2.
  static let rules =
    #""sectionProvider": [{"minimumWidth": 800, "section": "# + columns(4) + "}, "
    + #"{"horizontalSizeClass": "regular", "section": "# + columns(3) + "}, "
    + #"{"section": "# + columns(2) + "}]"

  /// The rules decode in order, the references too; a 320-point viewport takes the
  /// catch-all (2 columns of 160), and a resize to 1194 × 834 chooses 4 columns of 298.5.
  @Test func theRulesDecodeAndAResizeChoosesAgain() throws {
    let scenario = try ScenarioDecoder.decode(
      scenarioJSON(
        #""layout": {"kind": "compositional", "contentInsetsReference": "layoutMargins", "#
          + Self.rules
          + #"}, "sections": [{"items": 8}, {"items": 1, "layout": {"contentInsetsReference": "none", "#
          + #""supplementaryContentInsetsReference": "readableContent", "#
          + String(Self.columns(1).dropFirst()) + "}]"))
    let configuration = try #require(
      scenario.layout.configuration(as: CompositionalConfiguration.self))
    #expect(configuration.contentInsetsReference == .layoutMargins)
    let rules = try #require(configuration.sectionProvider?.rules)
    #expect(rules.map(\.minimumWidth) == [800, nil, nil])
    #expect(rules.map(\.horizontalSizeClass) == [nil, .regular, nil])
    let own = try #require(scenario.sections[1].layout?.value(as: CompositionalSection.self))
    #expect(own.contentInsetsReference == .none)
    #expect(own.supplementaryContentInsetsReference == .readableContent)
    let layout = try CompositionalLayout(scenario: scenario)
    // The margins (20 without a device) inset the provided section: 280 / 2 = 140 from 20.
    #expect(isFrame(layout.frame("item/0/1"), 160, 0, 140, 100))
    let wide = try layout.relaidOut(
      in: LayoutEnvironment(viewport: LayoutSize(width: 1194, height: 834)))
    // 1154 / 4 = 288.5 from 20: item 3 at 20 + 3 · 288.5 = 885.5.
    #expect(isFrame(wide.frame("item/0/3"), 885.5, 0, 288.5, 100))
  }

  /// Bad rules, located in the document.
  @Test func badRulesAreLocated() {
    let rowSection = Self.columns(1)
    #expect(
      decodingIssues(
        scenarioJSON(
          #""layout": {"kind": "compositional", "sectionProvider": [{"section": "# + rowSection
            + #"}, {"minimumWidth": 800, "section": "# + rowSection + "}]}, "
            + #""sections": [{"items": 1}]"#))
        == [
          "layout.sectionProvider[1]: expected no rule after the catch-all rule 0 (a rule with "
            + "neither \"minimumWidth\" nor \"horizontalSizeClass\" matches every environment), "
            + "so this rule would never be chosen: move it before rule 0"
        ])
    #expect(
      decodingIssues(
        scenarioJSON(
          #""layout": {"kind": "compositional", "sectionProvider": [{"horizontalSizeClass": "unspecified", "minimumWidth": 800}]}, "#
            + #""sections": [{"items": 1}]"#))
        == [
          "layout.sectionProvider: expected a catch-all rule last (a rule with only \"section\") "
            + "or a \"section\" beside the provider: a section no rule matches would have no "
            + "layout",
          "layout.sectionProvider[0]: missing required key \"section\"",
          "layout.sectionProvider[0].horizontalSizeClass: expected one of \"compact\", "
            + "\"regular\", got \"unspecified\"",
        ])
  }
}
