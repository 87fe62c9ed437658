import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore

/// The compositional layout's errors, word for word, each at its location.
@Suite struct CompositionalErrorTests {
  /// A 44-point row group, as JSON.
  static let rowGroup =
    #""group": {"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "#
    + #""subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}}"#

  /// The issues of a compositional scenario with `sections` (JSON) and `layout` members.
  func issues(sections: String, layout: String = "") -> [String] {
    decodingIssues(
      scenarioJSON(
        #""layout": {"kind": "compositional""# + (layout.isEmpty ? "" : ", " + layout)
          + #"}, "sections": ["# + sections + "]"))
  }

  @Test func unknownDimension() {
    let issues = issues(
      sections:
        #"{"items": 1, "layout": {"group": {"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": [{"item": {"size": {"width": {"fraction": 0.5}, "height": {"absolute": 1, "estimated": 3}}}}]}}}}"#
    )
    #expect(
      issues == [
        "sections[0].layout.group.horizontal.subitems[0].item.size.width: expected exactly one "
          + "dimension: \"absolute\", \"estimated\", \"fractionalWidth\" or \"fractionalHeight\"",
        "sections[0].layout.group.horizontal.subitems[0].item.size.width.fraction: unknown key; "
          + "expected one of \"absolute\", \"estimated\", \"fractionalWidth\", \"fractionalHeight\"",
        "sections[0].layout.group.horizontal.subitems[0].item.size.height: expected exactly one "
          + "dimension: \"absolute\", \"estimated\", \"fractionalWidth\" or \"fractionalHeight\", got 2",
      ])
  }

  @Test func fractionsAndLengths() {
    let issues = issues(
      sections:
        #"{"items": 1, "layout": {"group": {"horizontal": {"size": {"width": {"fractionalWidth": -1}, "height": {"absolute": 0}}, "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 0}}}}]}}}}"#
    )
    #expect(
      issues == [
        "sections[0].layout.group.horizontal.size.width: expected a fraction > 0, got -1",
        "sections[0].layout.group.horizontal.size.height: expected a number > 0, got 0",
        "sections[0].layout.group.horizontal.subitems[0].item.size.height: expected a fraction > 0, "
          + "got 0",
      ])
  }

  @Test func countWithMoreThanOneSubitem() {
    let item =
      #"{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}"#
    let issues = issues(
      sections:
        #"{"items": 1, "layout": {"group": {"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "count": 0, "subitems": ["#
        + item + ", " + item + "]}}}}")
    #expect(
      issues == [
        "sections[0].layout.group.horizontal.count: expected a count 1 ... 10000, got 0",
        "sections[0].layout.group.horizontal.count: expected a single subitem with \"count\", "
          + "got 2 subitems",
      ])
  }

  /// One slot budget for the whole template: 10,000 groups of 10,000 items ask for
  /// 100,000,000 slots.
  @Test func slotsBeyondTheBudget() {
    let issues = issues(
      sections:
        #"{"items": 1, "layout": {"group": {"vertical": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}}, "count": 10000, "subitems": [{"group": {"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 1}}, "count": 10000, "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}}}]}}}}"#
    )
    #expect(
      issues == [
        #"sections[0].layout.group.vertical: expected a group of at most 10000 slots in all (each count multiplies its nested groups' slots), got 100000000"#
      ])
  }

  /// A group whose first subitem does not fit lays out nothing: a 500-point item in a group
  /// 320 wide (the scenario's default viewport), and a 30-point item with 5 of edge spacing on
  /// each side (40 in all) in a nested vertical group 36 tall, at the configuration's section
  /// for sections without their own.
  @Test func aFirstSubitemThatDoesNotFit() {
    let issues = issues(
      sections:
        #"{"items": 1, "layout": {"group": {"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": [{"item": {"size": {"width": {"absolute": 500}, "height": {"fractionalHeight": 1}}}}]}}}}, {"items": 1}"#,
      layout:
        #""section": {"group": {"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 36}}, "count": 2, "subitems": [{"group": {"vertical": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 30}}, "edgeSpacing": {"top": {"fixed": 5}, "bottom": {"fixed": 5}}}}]}}}]}}}"#
    )
    #expect(
      issues == [
        #"layout.section.group.horizontal.subitems[0].group.vertical.subitems[0].item.size.height: expected a first subitem that fits in its group (otherwise the group lays out no item): its height is 40 (edge spacing included), the group's 36"#,
        #"sections[0].layout.group.horizontal.subitems[0].item.size.width: expected a first subitem that fits in its group (otherwise the group lays out no item): its width is 500 (edge spacing included), the group's 320"#,
      ])
  }

  /// One rule for every subitem (issue 40): a subitem after the first that cannot fit after
  /// the ones before it would never be laid out (a second 1.2-wide subitem was dropped, one
  /// column instead of two), refused as the first is. On 320 points: 0.5 · 320 + 1.2 · 320 =
  /// 544 > 320; in the configuration's vertical group of 200, 120 + 5 + 120 = 245 > 200 (with
  /// the inter-item spacing).
  @Test func everySubitemFollowsOneRule() {
    let issues = issues(
      sections:
        #"{"items": 2, "layout": {"group": {"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": [{"item": {"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}}, {"item": {"size": {"width": {"fractionalWidth": 1.2}, "height": {"fractionalHeight": 1}}}}]}}}}, {"items": 2}"#,
      layout:
        #""section": {"group": {"vertical": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 200}}, "interItemSpacing": {"fixed": 5}, "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 120}}}}, {"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 120}}}}]}}}"#
    )
    #expect(
      issues == [
        #"layout.section.group.vertical.subitems[1].item.size.height: expected a subitem that fits in its group after the subitems before it (otherwise the group never lays it out): it would end at 245 along its height (edge spacing and inter-item spacing included), the group's 200"#,
        #"sections[0].layout.group.horizontal.subitems[1].item.size.width: expected a subitem that fits in its group after the subitems before it (otherwise the group never lays it out): it would end at 544 along its width (edge spacing and inter-item spacing included), the group's 320"#,
      ])
  }

  /// Global kinds that differ only in their first letter's case name the same elements:
  /// "header" and "Header" are both `globalHeader`, "badge" and "Badge" both `globalBadge`.
  @Test func globalKindsThatDifferOnlyInCase() {
    let supplementary = { (kind: String) in
      #"{"kind": ""# + kind
        + #"", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 10}}, "alignment": "top"}"#
    }
    let issues = issues(
      sections: #"{"items": 1, "layout": {"# + Self.rowGroup + "}}",
      layout: #""boundarySupplementaryItems": ["#
        + ["header", "Header", "header", "badge", "Badge"].map(supplementary).joined(
          separator: ", ")
        + "]")
    #expect(
      issues == [
        #"layout.boundarySupplementaryItems[1].kind: expected a kind whose global element kind differs from that of "header" (both are "globalHeader"), got "Header""#,
        #"layout.boundarySupplementaryItems[4].kind: expected a kind whose global element kind differs from that of "badge" (both are "globalBadge"), got "Badge""#,
      ])
  }

  @Test func orthogonalBehaviourInAHorizontalLayout() {
    let issues = issues(
      sections: #"{"items": 1, "layout": {"# + Self.rowGroup
        + #", "orthogonalScrollingBehavior": "paging"}}"#,
      layout: #""scrollDirection": "horizontal""#)
    #expect(
      issues == [
        "sections[0].layout.orthogonalScrollingBehavior: expected \"none\" in a horizontally "
          + "scrolling layout (sections scroll across a vertical layout only), got \"paging\""
      ])
  }

  @Test func sectionLayouts() {
    let issues = issues(
      sections: #"{"items": 1}, {"items": 1, "layout": {"list": {}, "interGroupSpacing": 3}}, "#
        + #"{"items": 1, "layout": {"interGroupSpacing": 3}}"#)
    #expect(
      issues == [
        "sections[0].layout: expected a section layout: the section has none, and layout has no "
          + "\"section\" for it",
        "sections[1].layout: expected a list section without other keys (UIKit builds its group "
          + "and insets)",
        "sections[2].layout: missing required key \"group\" (or \"list\")",
      ])
    // The configuration's section lays out the sections without one.
    #expect(
      self.issues(
        sections: #"{"items": 1}"#, layout: #""section": {"# + Self.rowGroup + "}") == [])
  }

  @Test func supplementaries() {
    let badge =
      #"{"kind": "header", "size": {"width": {"absolute": 20}, "height": {"absolute": 20}}, "anchor": {"edges": ["top"], "absoluteOffset": {"x": 0, "y": 0}, "fractionalOffset": {"x": 0, "y": 0}}}"#
    let item =
      #"{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "supplementaryItems": ["#
      + badge + ", " + badge + "]}}"
    let boundary =
      #"{"kind": "item", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "alignment": "leading"}, "#
      + #"{"kind": "a b", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "alignment": "top"}"#
    let issues = issues(
      sections:
        #"{"items": 1, "layout": {"group": {"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": ["#
        + item + #"]}}, "boundarySupplementaryItems": ["# + boundary + "]}}",
      layout:
        #""boundarySupplementaryItems": [{"kind": "aVeryLongFooterKindName", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 4}}, "alignment": "bottom"}]"#
    )
    #expect(
      issues == [
        "layout.boundarySupplementaryItems[0].kind: expected a kind of at most 17 characters for "
          + "a global supplementary (its element kind is \"global\" and the kind), got 23",
        "sections[0].layout.group.horizontal.subitems[0].item.supplementaryItems[0].kind: "
          + "expected a kind other than \"header\" and \"footer\" for an item's supplementary",
        "sections[0].layout.group.horizontal.subitems[0].item.supplementaryItems[0].anchor: "
          + "expected at most one of \"fractionalOffset\" or \"absoluteOffset\"",
        "sections[0].layout.group.horizontal.subitems[0].item.supplementaryItems[1].kind: "
          + "expected a kind other than \"header\" and \"footer\" for an item's supplementary",
        "sections[0].layout.group.horizontal.subitems[0].item.supplementaryItems[1].kind: "
          + "expected distinct kinds among an item's supplementaryItems, got \"header\" twice",
        "sections[0].layout.group.horizontal.subitems[0].item.supplementaryItems[1].anchor: "
          + "expected at most one of \"fractionalOffset\" or \"absoluteOffset\"",
        "sections[0].layout.boundarySupplementaryItems[0].kind: expected a kind that is not one "
          + "of the layout's own elements, got \"item\"",
        "sections[0].layout.boundarySupplementaryItems[0].alignment: expected an alignment at an "
          + "end of the vertical scroll axis (\"top\", \"topLeading\", \"bottomLeading\", "
          + "\"bottom\", \"bottomTrailing\", \"topTrailing\"), got \"leading\"",
        "sections[0].layout.boundarySupplementaryItems[1].kind: expected a kind of 1 to 23 ASCII "
          + "letters, digits, \"-\", \"_\" or \".\", got \"a b\"",
      ])
  }

  @Test func keysACompositionalScenarioMustNotHave() {
    let issues = decodingIssues(
      scenarioJSON(
        #""layout": {"kind": "compositional", "section": {"# + Self.rowGroup + "}}, "
          + #""metrics": {"columns": 2}, "globalHeaders": [{"height": 10}], "#
          + #""sections": [{"items": 1, "headers": [{"height": 10}], "metrics": {"columns": 2}}]"#))
    #expect(
      issues == [
        "metrics: expected no metrics with a compositional layout",
        "globalHeaders: expected no global headers with a compositional layout (use "
          + "layout.boundarySupplementaryItems), got 1",
        "sections[0].headers: expected no headers or footers with a compositional layout (use "
          + "the section layout's boundarySupplementaryItems)",
        "sections[0].metrics: expected no metrics with a compositional layout",
      ])
  }

  /// Built in code, the same checks throw a `LayoutError` located in the arguments.
  @Test func locatedInTheArguments() {
    let section = CompositionalSection(
      group: .horizontal(
        size: CompositionalSize(width: .fractionalWidth(0), height: .absolute(44)),
        subitems: [
          .item(
            CompositionalItem(
              size: CompositionalSize(width: .fractionalWidth(1), height: .fractionalHeight(1))))
        ]))
    #expect(throws: LayoutError.self) {
      try CompositionalLayout(
        configuration: CompositionalConfiguration(section: section),
        sections: [LayoutSection(items: .count(1))], environment: smallEnvironment)
    }
    do {
      _ = try CompositionalLayout(
        configuration: CompositionalConfiguration(section: section),
        sections: [LayoutSection(items: .count(1))], environment: smallEnvironment)
    } catch {
      #expect(
        error.description
          == "configuration.section.group.horizontal.size.width: expected a fraction > 0, got 0")
    }
  }

  @Test func boundaryKindOfAnAnchoredSupplementary() {
    let badge =
      #"{"kind": "badge", "size": {"width": {"absolute": 20}, "height": {"absolute": 20}}, "anchor": {"edges": ["top"]}}"#
    let issues = issues(
      sections:
        #"{"items": 1, "layout": {"group": {"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "supplementaryItems": ["#
        + badge
        + #"]}}]}}, "boundarySupplementaryItems": [{"kind": "badge", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "alignment": "top"}]}}"#
    )
    #expect(
      issues == [
        "sections[0].layout.boundarySupplementaryItems[0].kind: expected a kind other than those "
          + "of the section's items' supplementaryItems (their ids would be the same), got \"badge\""
      ])
  }
  /// What a section draws must fit across its content area (UIKit clips the overflow; this
  /// layout refuses it): on the default 320-point viewport, a 400-point group (not when its
  /// section scrolls orthogonally), a 300-point header in a content area of 320 − 20 − 20 =
  /// 280, insets 200 + 120 that leave no room, and a 330-point global footer.
  @Test func whatASectionDrawsMustFitAcrossItsContentArea() {
    let item =
      #"{"item": {"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}}"#
    let wide =
      #""group": {"horizontal": {"size": {"width": {"absolute": 400}, "height": {"absolute": 44}}, "subitems": ["#
      + item + "]}}"
    let header =
      #""boundarySupplementaryItems": [{"kind": "header", "size": {"width": {"absolute": 300}, "height": {"absolute": 20}}, "alignment": "top"}]"#
    let issues = issues(
      sections: #"{"items": 3, "layout": {"# + wide + "}}, "
        + #"{"items": 3, "layout": {"# + wide
        + #", "orthogonalScrollingBehavior": "continuous"}}, "#
        + #"{"items": 3, "layout": {"# + Self.rowGroup + ", " + header
        + #", "contentInsets": {"leading": 20, "trailing": 20}}}, "#
        + #"{"items": 3, "layout": {"# + Self.rowGroup
        + #", "contentInsets": {"leading": 200, "trailing": 120}}}"#,
      layout:
        #""boundarySupplementaryItems": [{"kind": "footer", "size": {"width": {"absolute": 330}, "height": {"absolute": 20}}, "alignment": "bottom"}]"#
    )
    #expect(
      issues == [
        #"layout.boundarySupplementaryItems[0].size.width: expected a boundary supplementary that fits across the content: its width is 330, the content's 320"#,
        #"sections[0].layout.group.horizontal.size.width: expected an outermost group that fits across its section's content area (a section that does not scroll orthogonally draws nothing past it): its width is 400, the content area's 320"#,
        #"sections[2].layout.boundarySupplementaryItems[0].size.width: expected a boundary supplementary that fits across its section's content area: its width is 300, the content area's 280"#,
        #"sections[3].layout.contentInsets: expected content insets that leave room across the section: leading 200 and trailing 120, the content's width 320"#,
      ])
    // Scrolling horizontally, "across" is the height: 480 tall, a 500-point group.
    #expect(
      self.issues(
        sections:
          #"{"items": 1, "layout": {"group": {"vertical": {"size": {"width": {"absolute": 100}, "height": {"absolute": 500}}, "subitems": ["#
          + item + "]}}}}", layout: #""scrollDirection": "horizontal""#) == [
          #"sections[0].layout.group.vertical.size.height: expected an outermost group that fits across its section's content area (a section that does not scroll orthogonally draws nothing past it): its height is 500, the content area's 480"#
        ])
  }

  /// Every subitem fits across its group, edge spacing included: a full-height item with 5
  /// points of top edge spacing in a 44-point row (49), a 1.5-wide item in a 160-point
  /// vertical group (240), and a nested group 120 tall in a 100-point group.
  @Test func aSubitemThatDoesNotFitAcrossItsGroup() {
    let issues = issues(
      sections:
        #"{"items": 1, "layout": {"group": {"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "edgeSpacing": {"top": {"fixed": 5}}}}]}}}}, "#
        + #"{"items": 1, "layout": {"group": {"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}}, "subitems": [{"item": {"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}}, {"group": {"vertical": {"size": {"width": {"fractionalWidth": 0.5}, "height": {"absolute": 120}}, "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1.5}, "height": {"absolute": 20}}}}]}}}]}}}}"#
    )
    #expect(
      issues == [
        #"sections[0].layout.group.horizontal.subitems[0].item.size.height: expected a subitem that fits across its group (UIKit clips what it draws past the group): its height is 49 (edge spacing included), the group's 44"#,
        #"sections[1].layout.group.horizontal.subitems[1].group.vertical.size.height: expected a subitem that fits across its group (UIKit clips what it draws past the group): its height is 120 (edge spacing included), the group's 100"#,
        #"sections[1].layout.group.horizontal.subitems[1].group.vertical.subitems[0].item.size.width: expected a subitem that fits across its group (UIKit clips what it draws past the group): its width is 240 (edge spacing included), the group's 160"#,
      ])
  }

  /// The template's fit test compares whole points: an item of 320.5 in a 320-point group, or
  /// three of 106.75 (ending at 320.25), would be placed past the group's end; both are refused
  /// at the last subitem placed. Three of 106 end at 318 and fit.
  @Test func subitemsThatEndPastTheirGroupByLessThanAPoint() {
    func group(_ width: String, _ subitems: Int) -> String {
      let item =
        #"{"item": {"size": {"width": {"absolute": \#(width)}, "height": {"fractionalHeight": 1}}}}"#
      let start =
        #"{"items": 3, "layout": {"group": {"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": ["#
      return start + Array(repeating: item, count: subitems).joined(separator: ", ") + "]}}}}"
    }
    #expect(
      issues(sections: group("320.5", 1) + ", " + group("106.75", 3)) == [
        #"sections[0].layout.group.horizontal.subitems[0].item.size.width: expected subitems that end inside their group (its fit test compares whole points, so the last one placed may pass it by less than one): they end at 320.5 along its width, the group's 320"#,
        #"sections[1].layout.group.horizontal.subitems[2].item.size.width: expected subitems that end inside their group (its fit test compares whole points, so the last one placed may pass it by less than one): they end at 320.25 along its width, the group's 320"#,
      ])
    #expect(issues(sections: group("106", 3)) == [])
  }

  /// A resize that leaves a group wider than the content is refused when the resize plays:
  /// 546 points fit in 600, not in 390.
  @Test func aResizeThatLeavesAGroupWiderThanTheContent() {
    let json =
      #"{"version": 1, "viewport": {"width": 600, "height": 800}, "layout": {"kind": "compositional"}, "#
      + #""sections": [{"items": 2, "layout": {"group": {"horizontal": {"size": {"width": {"absolute": 546}, "height": {"absolute": 44}}, "subitems": [{"item": {"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}}]}}}}], "#
      + #""steps": [{"resize": {"width": 390, "height": 844}}]}"#
    #expect(
      playingIssues(json) == [
        #"steps[0]: cannot lay out the data after the resize: sections[0].layout.group.horizontal.size.width: expected an outermost group that fits across its section's content area (a section that does not scroll orthogonally draws nothing past it): its width is 546, the content area's 390"#
      ])
    #expect(playingIssues(json.replacing("546", with: "390")) == [])
  }
}
