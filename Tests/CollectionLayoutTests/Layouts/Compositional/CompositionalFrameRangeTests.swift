import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Issue 40's offsets and frames: every anchor offset is checked as it is read (an absolute
/// one as a boundary supplementary's, a fractional one within ±10^6 of the supplementary's
/// size), and every computed frame against the range a frames document holds (±10^15), a
/// frame out of range refused at what draws it, whatever gives it.
@Suite struct CompositionalFrameRangeTests {
  /// The issues of playing a compositional scenario with `sections` and `layout` members.
  static func issues(sections: String, layout: String = "") -> [String] {
    playingIssues(
      scenarioJSON(
        #""layout": {"kind": "compositional""# + (layout.isEmpty ? "" : ", " + layout)
          + #"}, "sections": ["# + sections + "]"))
  }

  /// A section of one row of badged items whose badge anchor has `offset` (JSON member), on
  /// the item (`onItem`) or on the group.
  static func badged(offset: String, onItem: Bool) -> String {
    let badge =
      #"[{"kind": "badge", "size": {"width": {"absolute": 20}, "height": {"absolute": 20}}, "anchor": {"edges": ["top", "trailing"], "#
      + offset + "}}]"
    let item =
      #"{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}"#
      + (onItem ? #", "supplementaryItems": "# + badge : "") + "}}"
    return
      #"{"items": 2, "layout": {"group": {"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": ["#
      + item + "]" + (onItem ? "" : #", "supplementaryItems": "# + badge) + "}}}}"
  }

  /// The red team's offsets: an absolute x of 1e308 (a 309-digit x), a fractional offset of
  /// 1e14 (frames `render` refused) and of 1e308 (badges at x 0): each refused where it is
  /// read, on an item's anchor and on a group's.
  @Test func anchorOffsetsAreChecked() {
    #expect(
      Self.issues(
        sections: Self.badged(offset: #""absoluteOffset": {"x": 1e308, "y": 0}"#, onItem: true))
        == [
          "sections[0].layout.group.horizontal.subitems[0].item.supplementaryItems[0].anchor."
            + "absoluteOffset.x: expected a number between -1000000000000 and 1000000000000, got "
            + "1e+308"
        ])
    #expect(
      Self.issues(
        sections: Self.badged(
          offset: #""fractionalOffset": {"x": 1e14, "y": -1e308}"#, onItem: true)
      ) == [
        "sections[0].layout.group.horizontal.subitems[0].item.supplementaryItems[0].anchor."
          + "fractionalOffset.x: expected a fraction of the supplementary's size between "
          + "-1000000 and 1000000, got 100000000000000",
        "sections[0].layout.group.horizontal.subitems[0].item.supplementaryItems[0].anchor."
          + "fractionalOffset.y: expected a fraction of the supplementary's size between "
          + "-1000000 and 1000000, got -1e+308",
      ])
    #expect(
      Self.issues(
        sections: Self.badged(offset: #""fractionalOffset": {"x": 1e308, "y": 0}"#, onItem: false))
        == [
          "sections[0].layout.group.horizontal.supplementaryItems[0].anchor.fractionalOffset.x: "
            + "expected a fraction of the supplementary's size between -1000000 and 1000000, got "
            + "1e+308"
        ])
  }

  /// Values each in range whose product is not: rows `fractionalHeight(1000000)` of an
  /// 480-point screen are 4.8e8 tall; 3,000,000 of them end at 1.44e15 > 10^15. Refused at
  /// the section's layout.
  @Test func aComputedFrameOutOfRangeIsRefusedAtItsSection() {
    #expect(
      Self.issues(
        sections:
          #"{"items": 3000000, "layout": {"group": {"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1000000}}, "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}}}}"#
      ) == [
        "sections[0].layout: expected frames within -1000000000000000 ... 1000000000000000 "
          + "points (what a frames document holds) in section 0, got one that reaches y "
          + "1440000000000000.0: make its groups, spacing, supplementaries or offsets smaller, or give it "
          + "fewer items"
      ])
  }

  /// A global footer moved 10^12 down after 2,083,000 rows of 4.8e8 (9.9984e14, in range)
  /// reaches 1.0008e15: refused at the footer.
  @Test func aGlobalSupplementaryOutOfRangeIsRefusedWhereItIs() {
    #expect(
      Self.issues(
        sections:
          #"{"items": 2083000, "layout": {"group": {"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1000000}}, "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}}}}"#,
        layout:
          #""boundarySupplementaryItems": [{"kind": "footer", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 10}}, "alignment": "bottom", "absoluteOffset": {"x": 0, "y": 1000000000000}}]"#
      ) == [
        "layout.boundarySupplementaryItems[0]: expected a frame within -1000000000000000 ... "
          + "1000000000000000 points (what a frames document holds), got one that reaches y "
          + "1000840000000010.0: make its size or offset smaller"
      ])
  }
}
