import CollectionLayout
import Testing

/// The flow layout's errors, word for word: its configuration, its sections' overrides, an
/// item longer than its line, the keys a flow scenario must not have, and data an update or a
/// resize leaves it unable to lay out.
@Suite struct FlowErrorTests {
  @Test func configurationValues() {
    let issues = decodingIssues(
      scenarioJSON(
        #"""
        "layout": {"kind": "flow", "scrollDirection": "diagonal",
          "itemSize": {"width": 0, "height": -1}, "estimatedItemSize": {"width": 0, "height": 5},
          "minimumLineSpacing": -1, "minimumInteritemSpacing": -2, "sectionInset": {"left": -2},
          "sectionInsetReference": "fromSafe", "headerReferenceSize": {"width": 0, "height": -5},
          "footerReferenceSize": {"width": -1, "height": 0}, "sectionHeadersPinToVisibleBounds": 1}
        """#))
    #expect(
      issues == [
        #"layout.scrollDirection: expected one of "vertical", "horizontal", got "diagonal""#,
        "layout.itemSize.width: expected a number > 0, got 0",
        "layout.itemSize.height: expected a number > 0, got -1",
        "layout.estimatedItemSize.width: expected a number > 0, got 0",
        "layout.minimumLineSpacing: expected a number >= 0, got -1",
        "layout.minimumInteritemSpacing: expected a number >= 0, got -2",
        "layout.sectionInset.left: expected a number >= 0, got -2",
        #"layout.sectionInsetReference: expected one of "fromContentInset", "fromSafeArea", "#
          + #""fromLayoutMargins", got "fromSafe""#,
        "layout.headerReferenceSize.height: expected a number >= 0, got -5",
        "layout.footerReferenceSize.width: expected a number >= 0, got -1",
        "layout.sectionHeadersPinToVisibleBounds: expected a boolean, got a number",
      ])
  }

  @Test func sectionOverrides() {
    let issues = decodingIssues(
      scenarioJSON(
        #"""
        "layout": {"kind": "flow"}, "sections": [{"items": 2, "layout":
          {"itemSize": {"width": 0, "height": 10}, "minimumInteritemSpacing": -3, "rows": 2}}]
        """#))
    #expect(
      issues == [
        "sections[0].layout.itemSize.width: expected a number > 0, got 0",
        "sections[0].layout.minimumInteritemSpacing: expected a number >= 0, got -3",
        #"sections[0].layout.rows: unknown key; expected one of "itemSize", "sectionInset", "#
          + #""minimumLineSpacing", "minimumInteritemSpacing", "headerReferenceSize", "#
          + #""footerReferenceSize""#,
      ])
    // A grid reads no section layout.
    #expect(
      decodingIssues(
        scenarioJSON(
          #""sections": [{"items": 1, "layout": {"itemSize": {"width": 10, "height": 10}}}]"#))
        == [
          #"sections[0].layout: unexpected key in a "grid" layout: only "flow", "compositional", "lazyVStack", "lazyHStack", "lazyVGrid" or "lazyHGrid" layouts read a section's layout"#
        ])
  }

  /// A.3: UIKit logs that its behaviour is not defined; here the item is located and its
  /// length and the line's are named.
  @Test func itemLongerThanItsLine() {
    #expect(
      decodingIssues(
        scenarioJSON(
          #"""
          "layout": {"kind": "flow", "sectionInset": {"left": 10, "right": 10}},
          "sections": [{"items": [{"width": 100}, {"width": 400, "height": 20}, {"width": 500}]},
            {"items": 3, "layout": {"itemSize": {"width": 310, "height": 10}}},
            {"items": [{}, {}], "layout": {"itemSize": {"width": 310, "height": 10}}}]
          """#)) == [
          "sections[0].items[1].width: expected at most 300 (the line: the view's width 320 "
            + "minus the section insets 10 and 10), got 400",
          "sections[0].items[2].width: expected at most 300 (the line: the view's width 320 "
            + "minus the section insets 10 and 10), got 500",
          "sections[1].layout.itemSize.width: expected at most 300 (the line: the view's "
            + "width 320 minus the section insets 10 and 10), got 310",
          "sections[2].layout.itemSize.width: expected at most 300 (the line: the view's "
            + "width 320 minus the section insets 10 and 10), got 310",
        ])
    #expect(
      decodingIssues(
        scenarioJSON(
          #"""
          "contentInset": {"left": 20, "right": 20}, "layout": {"kind": "flow",
            "sectionInset": {"left": 10, "right": 10}, "itemSize": {"width": 290, "height": 10}},
          "sections": [{"items": 1}]
          """#)) == [
          "layout.itemSize.width: expected at most 260 (the line: the view's width 320 minus "
            + "the content insets 20 and 20 minus the section insets 10 and 10), got 290"
        ])
    #expect(
      decodingIssues(
        scenarioJSON(
          #"""
          "layout": {"kind": "flow", "scrollDirection": "horizontal"}, "sections": [{"items":
            [{"height": 500}, {"estimatedHeight": 600}, {"width": 1, "aspectRatio": 0.001}]}]
          """#)) == [
          "sections[0].items[0].height: expected at most 480 (the line: the view's height 480 "
            + "minus the section insets 0 and 0), got 500",
          "sections[0].items[1].estimatedHeight: expected at most 480 (the line: the view's "
            + "height 480 minus the section insets 0 and 0), got 600",
          "sections[0].items[2].aspectRatio: expected at most 480 (the line: the view's "
            + "height 480 minus the section insets 0 and 0), got 1000",
        ])
  }

  @Test func keysAFlowScenarioMustNotHave() {
    let issues = decodingIssues(
      scenarioJSON(
        #"""
        "layout": {"kind": "flow"}, "globalHeaders": [{"height": 10}], "metrics": {"rowHeight": 10},
        "sections": [{"items": 1, "metrics": {"columns": 2}, "headers": [{"height": 10}],
          "footers": [{"height": 10}]}, {"state": "loading"}]
        """#))
    #expect(
      issues == [
        "globalHeaders: expected no global headers with a flow layout, got 1",
        "metrics: expected no metrics with a flow layout (its metrics are under layout)",
        "sections[0].metrics: expected no metrics in a flow layout's section (its overrides "
          + "are its layout)",
        "sections[0].headers: expected no headers in a flow layout's section (its header is "
          + "layout.headerReferenceSize)",
        "sections[0].footers: expected no footers in a flow layout's section (its footer is "
          + "layout.footerReferenceSize)",
        "sections[1].state: expected a loaded section in a flow layout (it has no placeholders)",
      ])
  }

  @Test func dataAnUpdateOrAResizeLeavesUnableToBeLaidOut() {
    #expect(
      playingIssues(
        scenarioJSON(
          #"""
          "layout": {"kind": "flow"}, "sections": [{"items": [{"width": 100}]}],
          "steps": [{"update": {"insertItems": [{"at": [0, 1], "item": {"width": 400}}]}}]
          """#)) == [
          "steps[0]: cannot lay out the data after the update: sections[0].items[1].width: "
            + "expected at most 320 (the line: the view's width 320 minus the section insets 0 "
            + "and 0), got 400"
        ])
    // A resize step's viewport is checked with the scenario: the item size is reported at
    // its own location, the message naming the width at that step.
    #expect(
      decodingIssues(
        scenarioJSON(
          #"""
          "layout": {"kind": "flow", "itemSize": {"width": 300, "height": 10}},
          "sections": [{"items": 2}], "steps": [{"resize": {"width": 200, "height": 480}}]
          """#)) == [
          "layout.itemSize.width: expected at most 200 (the line: the view's width 200 minus the "
            + "section insets 0 and 0), got 300"
        ])
    // Data an update gave is checked when the resize plays.
    #expect(
      playingIssues(
        scenarioJSON(
          #"""
          "layout": {"kind": "flow"}, "sections": [{"items": [{"width": 100}]}],
          "steps": [{"update": {"insertItems": [{"at": [0, 1], "item": {"width": 250}}]}},
            {"resize": {"width": 200, "height": 480}}]
          """#)) == [
          "steps[1]: cannot lay out the data after the resize: sections[0].items[1].width: "
            + "expected at most 200 (the line: the view's width 200 minus the section insets 0 "
            + "and 0), got 250"
        ])
    // The layout's item size, once an update gave the section items, is located in the
    // document (layout, not configuration) when a resize leaves it longer than its line.
    #expect(
      playingIssues(
        scenarioJSON(
          #"""
          "layout": {"kind": "flow", "itemSize": {"width": 300, "height": 10}},
          "sections": [{"items": 0}],
          "steps": [{"update": {"insertItems": [[0, 0]]}}, {"resize": {"width": 200, "height": 480}}]
          """#)) == [
          "steps[1]: cannot lay out the data after the resize: layout.itemSize.width: expected at most 200 (the line: the view's width 200 minus the section insets 0 and 0), got 300"
        ])
  }

  @Test func theLayoutOfAnotherKind() {
    #expect(
      throws: ScenarioError(
        location: "layout", message: "expected \"kind\": \"flow\", got \"grid\"")
    ) {
      try FlowLayout(
        scenario: Scenario(
          environment: LayoutEnvironment(viewport: LayoutSize(width: 1, height: 1))))
    }
  }

  /// Scrolling horizontally, a measured height is the item's length along its column: one
  /// longer than the column is refused when the measure step plays, at the item's height.
  @Test func aMeasuredHeightLongerThanItsColumn() {
    func issues(measuring height: Int) -> [String] {
      playingIssues(
        scenarioJSON(
          #"""
          "layout": {"kind": "flow", "scrollDirection": "horizontal",
            "itemSize": {"width": 100, "height": 100}, "sectionInset": {"top": 100, "bottom": 100}},
          "sections": [{"items": 1}], "steps": [{"measure": {"items": [[0, 0, \#(height)]]}}]
          """#))
    }
    #expect(
      issues(measuring: 500) == [
        "steps[0]: cannot lay out the data after the measure step: sections[0].items[0].height: expected at most 280 (the line: the view's height 480 minus the section insets 100 and 100), got 500"
      ])
    #expect(issues(measuring: 280).isEmpty)
  }

  /// A section layout of another kind, given in code, is refused at the section's layout.
  @Test func aSectionLayoutOfAnotherKind() {
    struct GridSectionLayout: SectionLayoutDescription {
      static let layoutKind = "grid"
    }
    let error = #expect(throws: LayoutError.self) {
      try FlowLayout(
        configuration: FlowConfiguration(),
        environment: LayoutEnvironment(viewport: LayoutSize(width: 320, height: 480)),
        sections: [LayoutSection(items: .count(1), layout: SectionLayout(GridSectionLayout()))])
    }
    #expect(
      error?.issues.map(\.description) == [
        #"sections[0].layout: expected a flow section layout (FlowSectionLayout), got a section layout of kind "grid""#
      ])
  }
}
