import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// A group's own `supplementaryItems` (a group is an item in UIKit): anchored to the group's
/// rectangle with an item's vocabulary, element `KIND/S/G` for group G of section S, owned by
/// the section, through every query an item's badge goes through.
@Suite struct CompositionalGroupSupplementaryTests {
  typealias Sample = AppleSample

  /// A 24 × 24 `groupBadge` at the group's top trailing corner, moved 8 left and 8 down.
  static let badge = AnchoredSupplementary(
    kind: "groupBadge", size: Sample.size(.absolute(24), .absolute(24)),
    anchor: SupplementaryAnchor(
      edges: [.top, .trailing], offset: .absolute(LayoutPoint(x: -8, y: 8))))

  /// The golden's section: rows 100 tall of four items 0.25 wide inset 5, 10 between rows,
  /// the section inset 20 at the top, each row with the badge.
  static let rows = CompositionalSection(
    group: CompositionalGroup(
      axis: .horizontal, size: Sample.size(.fractionalWidth(1), .absolute(100)),
      subitems: [
        Sample.item(.fractionalWidth(0.25), .fractionalHeight(1), insets: DirectionalInsets(all: 5))
      ],
      supplementaryItems: [badge]),
    interGroupSpacing: 10, contentInsets: DirectionalInsets(top: 20))

  /// The golden `compositional-group-badge`, by hand: group g at y 20 + 110g, 390 wide; its
  /// badge at x 0 + 1 · (390 − 24) − 8 = 358, y 20 + 110g + 8: [358, 28, 24, 24] and [358,
  /// 138, 24, 24], zIndex 2 (above the items). Deleting row 0's four items leaves one group:
  /// `groupBadge/0/0` is kept where it is (the section's, group 0 is still there),
  /// `groupBadge/0/1` is deleted (it fades out where it was).
  @Test func theGoldenByHand() throws {
    let frames = try ScenarioGoldens.frames(ofScenarioNamed: "compositional-group-badge")
    let initial = frames.steps[0]
    #expect(
      initial.frame(.named("groupBadge/0/0")) == LayoutRect(x: 358, y: 28, width: 24, height: 24))
    #expect(
      initial.frame(.named("groupBadge/0/1")) == LayoutRect(x: 358, y: 138, width: 24, height: 24)
    )
    #expect(initial.element(.named("groupBadge/0/0"))?.zIndex == 2)
    #expect(
      initial.frame(.named("item/0/4")) == LayoutRect(x: 5, y: 135, width: 87.5, height: 90))
    let update = frames.steps[1]
    #expect(update.ids.filter { $0.hasPrefix("groupBadge") } == ["groupBadge/0/0"])
    let changes = try #require(update.transition?.changes)
    let kept = try #require(changes.first { $0.before?.description == "groupBadge/0/0" })
    #expect(kept.after?.description == "groupBadge/0/0")
    #expect(kept.final.frame == LayoutRect(x: 358, y: 28, width: 24, height: 24))
    let deleted = try #require(changes.first { $0.before?.description == "groupBadge/0/1" })
    #expect(deleted.after == nil)
    #expect(deleted.final.alpha == 0)
  }

  /// Rect queries find a group's badge where it is drawn (over item 7, after it in id
  /// order); the attributes of one id agree; a group past the last has none; the section
  /// owns them.
  @Test func queriesAndOwnership() throws {
    let layout = try Sample.layout([(8, Self.rows)])
    let rect = LayoutRect(x: 370, y: 130, width: 10, height: 10)
    #expect(
      layout.elements(in: rect, pins: nil, limit: .max).map(\.id.description) == [
        "item/0/7", "groupBadge/0/1",
      ])
    #expect(isFrame(layout.frame("groupBadge/0/1"), 358, 138, 24, 24))
    #expect(layout.frame("groupBadge/0/2") == nil)
    let id = try #require(ElementID("groupBadge/0/1"))
    #expect(layout.owner(of: id) == .section(0))
    let all = layout.elements(in: nil, pins: nil, limit: .max).map(\.id.description)
    #expect(all.suffix(2) == ["groupBadge/0/0", "groupBadge/0/1"])
  }

  /// A measured group re-anchors its badge to its new rectangle: a row of estimated height
  /// 100 with a badge at its bottom trailing corner; item 0 measures 150, the row is 150 tall
  /// and the badge at y 150 − 24 = 126.
  @Test func aMeasuredGroupReanchorsItsBadge() throws {
    let corner = AnchoredSupplementary(
      kind: "groupBadge", size: Sample.size(.absolute(24), .absolute(24)),
      anchor: SupplementaryAnchor(edges: [.bottom, .trailing]))
    let section = CompositionalSection(
      group: CompositionalGroup(
        axis: .horizontal, size: Sample.size(.fractionalWidth(1), .estimated(100)),
        subitems: [Sample.item(.fractionalWidth(0.5), .estimated(100))],
        supplementaryItems: [corner]))
    let layout = try CompositionalMeasureTests.layout([(4, section)], measured: [0: [0: 150]])
    #expect(isFrame(layout.frame("groupBadge/0/0"), 366, 126, 24, 24))
    #expect(isFrame(layout.frame("groupBadge/0/1"), 366, 226, 24, 24))
  }

  /// The issues of a section whose outermost group is `group` (JSON body of `horizontal`).
  static func issues(group: String, extra: String = "") -> [String] {
    decodingIssues(
      scenarioJSON(
        #""layout": {"kind": "compositional"}, "sections": [{"items": 2, "layout": {"group": {"horizontal": "#
          + group + "}" + extra + "}}]"))
  }

  /// A 10 × 10 supplementary of `kind` anchored to `edges` (JSON).
  static func supplementary(_ kind: String, edges: String = #"["top"]"#) -> String {
    #"{"kind": ""# + kind
      + #"", "size": {"width": {"absolute": 10}, "height": {"absolute": 10}}, "anchor": {"edges": "#
      + edges + "}}"
  }

  /// The bad inputs, word for word: anchored to no edge (a group's and an item's), on a
  /// nested group, a kind an item's supplementary or a boundary supplementary of the section
  /// has, `header`, twice the same kind.
  @Test func errors() {
    let row = #""size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}}"#
    let item =
      #"{"item": {"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}, "supplementaryItems": ["#
      + Self.supplementary("badge", edges: "[]") + "]}}"
    #expect(
      Self.issues(
        group: "{" + row + #", "subitems": ["# + item + #"], "supplementaryItems": ["#
          + Self.supplementary("groupBadge", edges: "[]") + ", "
          + Self.supplementary("badge") + ", " + Self.supplementary("banner") + ", "
          + Self.supplementary("header") + ", " + Self.supplementary("banner") + "]}",
        extra:
          #", "boundarySupplementaryItems": [{"kind": "banner", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 10}}, "alignment": "top"}]"#
      ) == [
        "sections[0].layout.group.horizontal.subitems[0].item.supplementaryItems[0].anchor.edges: "
          + "expected one edge, or two adjacent edges (a corner), to anchor to, got none",
        "sections[0].layout.group.horizontal.supplementaryItems[0].anchor.edges: expected one "
          + "edge, or two adjacent edges (a corner), to anchor to, got none",
        "sections[0].layout.group.horizontal.supplementaryItems[1].kind: expected a kind other "
          + "than those of the section's items' supplementaryItems (their ids would be the same), "
          + "got \"badge\"",
        "sections[0].layout.group.horizontal.supplementaryItems[2].kind: expected a kind other "
          + "than those of the section's boundarySupplementaryItems (their ids would be the "
          + "same), got \"banner\"",
        "sections[0].layout.group.horizontal.supplementaryItems[3].kind: expected a kind other "
          + "than \"header\" and \"footer\" for a group's supplementary",
        "sections[0].layout.group.horizontal.supplementaryItems[4].kind: expected distinct kinds "
          + "among a group's supplementaryItems, got \"banner\" twice",
        "sections[0].layout.group.horizontal.supplementaryItems[4].kind: expected a kind other "
          + "than those of the section's boundarySupplementaryItems (their ids would be the "
          + "same), got \"banner\"",
      ])
    let nested =
      #"{"group": {"vertical": {"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}, "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}], "supplementaryItems": ["#
      + Self.supplementary("groupBadge") + "]}}}"
    #expect(
      Self.issues(group: "{" + row + #", "subitems": ["# + nested + "]}") == [
        "sections[0].layout.group.horizontal.subitems[0].group.vertical.supplementaryItems: "
          + "expected no supplementaryItems on a nested group (only a section's outermost group "
          + "has them: their ids KIND/S/G count the section's groups)"
      ])
  }
}
