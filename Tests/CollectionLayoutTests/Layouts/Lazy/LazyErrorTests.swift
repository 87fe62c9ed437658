import CollectionLayout
import Testing

/// The lazy containers' errors, word for word: a grid without tracks, grid items with two
/// sizes or none, bounds out of order, an adaptive minimum of 0, an unknown `viewAligned`
/// limit, and the keys a lazy scenario must not have.
@Suite struct LazyErrorTests {
  @Test func aGridWithoutColumnsOrRows() {
    #expect(
      decodingIssues(scenarioJSON(#""layout": {"kind": "lazyVGrid"}"#)) == [
        #"layout: missing required key "columns""#
      ])
    #expect(
      decodingIssues(scenarioJSON(#""layout": {"kind": "lazyHGrid", "rows": []}"#)) == [
        "layout.rows: expected at least one grid item in a lazyHGrid's rows, got none"
      ])
  }

  @Test func gridItemsWithTwoSizesOrNone() {
    let issues = decodingIssues(
      scenarioJSON(
        #"""
        "layout": {"kind": "lazyVGrid", "columns": [{"fixed": 90, "flexible": {"minimum": 50}},
          {"spacing": 4}, {"adaptive": {"maximum": 100}}]}
        """#))
    #expect(
      issues == [
        #"layout.columns[0]: expected exactly one size: "fixed", "flexible" or "adaptive", got 2 ("fixed" and "flexible")"#,
        #"layout.columns[1]: expected exactly one size: "fixed", "flexible" or "adaptive", got none"#,
        #"layout.columns[2].adaptive: missing required key "minimum""#,
      ])
  }

  @Test func boundsOutOfOrderAndAnAdaptiveMinimumOfZero() {
    let issues = decodingIssues(
      scenarioJSON(
        #"""
        "layout": {"kind": "lazyVGrid", "columns": [{"flexible": {"minimum": 60, "maximum": 40}},
          {"adaptive": {"minimum": 0}}, {"fixed": -1, "spacing": -2}], "spacing": -3}
        """#))
    #expect(
      issues == [
        "layout.columns[0].flexible.maximum: expected a maximum >= the minimum (60), got 40",
        "layout.columns[1].adaptive.minimum: expected a number > 0, got 0",
        "layout.columns[2].fixed: expected a number >= 0, got -1",
        "layout.columns[2].spacing: expected a number >= 0, got -2",
        "layout.spacing: expected a number >= 0, got -3",
      ])
  }

  @Test func scrollViewValues() {
    let issues = decodingIssues(
      scenarioJSON(
        #"""
        "layout": {"kind": "lazyHStack", "scrollView": {
          "targetBehavior": {"viewAligned": {"limitBehavior": "sometimes"}},
          "contentMargins": {"scrollContent": {"left": -1}}, "defaultScrollAnchor": "middle"},
          "itemFrame": {"containerRelative": {"axes": [], "count": 2, "span": 3}}}
        """#))
    #expect(
      issues == [
        #"layout.scrollView.targetBehavior.viewAligned.limitBehavior: expected one of "automatic", "always", "never", "alwaysByFew", "alwaysByOne", got "sometimes""#,
        "layout.scrollView.contentMargins.scrollContent.left: expected a number >= 0, got -1",
        #"layout.scrollView.defaultScrollAnchor: expected one of "topLeading", "top", "topTrailing", "leading", "center", "trailing", "bottomLeading", "bottom", "bottomTrailing", got "middle""#,
        #"layout.itemFrame.containerRelative.axes: expected at least one axis, "horizontal" or "vertical", got none"#,
        "layout.itemFrame.containerRelative.span: expected a span from 1 to the count (2), got 3",
      ])
    #expect(
      decodingIssues(
        scenarioJSON(
          #""layout": {"kind": "lazyVStack", "scrollView": {"targetBehavior": "pages"}}"#))
        == [#"layout.scrollView.targetBehavior: expected one of "paging", got "pages""#])
  }

  @Test func keysALazyScenarioMustNotHave() {
    let issues = decodingIssues(
      scenarioJSON(
        #"""
        "layout": {"kind": "lazyVStack"}, "metrics": {"columns": 2},
        "sections": [{"items": 1, "headers": [{"height": 10}], "layout": {"header": {"width": 4}}}]
        """#))
    #expect(
      issues == [
        "metrics: expected no metrics with a lazyVStack layout (its metrics are under layout)",
        "sections[0].headers: expected no headers in a lazyVStack layout's section (its header is layout.header)",
        #"sections[0].layout.header.width: expected only "height" in a vertical container's header, got "width""#,
      ])
    #expect(
      decodingIssues(
        scenarioJSON(
          #""layout": {"kind": "lazyHGrid", "rows": [{"fixed": 50}]}, "sections": [{"layout": {"footer": {}}}]"#
        )) == [#"sections[0].layout.footer: missing required key "width""#])
  }

  @Test func aSectionLayoutOfAnotherKindInCode() {
    #expect(throws: LayoutError.self) {
      try LazyGridLayout(
        configuration: .lazyVGrid(columns: []), environment: smallEnvironment,
        sections: [LayoutSection(items: .count(1), layout: FlowSectionLayout())])
    }
    do {
      _ = try LazyGridLayout(
        configuration: .lazyVGrid(columns: []), environment: smallEnvironment,
        sections: [LayoutSection(items: .count(1), layout: FlowSectionLayout())])
    } catch {
      #expect(
        error.issues.map(\.description) == [
          "configuration.columns: expected at least one grid item in a lazyVGrid's columns, got none",
          #"sections[0].layout: expected a lazy section layout (LazySectionLayout), got a section layout of kind "flow""#,
        ])
    }
  }

  /// `scrollPosition(id:anchor:)` to an id no item has, found when played; an anchor without
  /// `toItemID`, found by the decoder.
  @Test func aScrollToAnItemIDThatNamesNoItem() {
    let json = scenarioJSON(
      #"""
      "layout": {"kind": "lazyVStack"}, "sections": [{"items": [{"id": "a", "height": 40}]}],
      "steps": [{"scroll": {"toItemID": "b", "anchor": "top"}}]
      """#)
    var issues: [String] = []
    do {
      _ = try ScenarioDecoder.decode(Array(json.utf8)).frames()
    } catch {
      issues = error.issues.map(\.description)
    }
    #expect(
      issues == [
        #"steps[0].scroll.toItemID: expected the id of an item shown at this step, got "b""#
      ])
    #expect(
      decodingIssues(
        scenarioJSON(
          #""layout": {"kind": "lazyVStack"}, "steps": [{"scroll": {"y": 10, "anchor": "top"}}]"#))
        == [#"steps[0].scroll: expected "toItemID" beside "anchor", got none"#])
  }
}
