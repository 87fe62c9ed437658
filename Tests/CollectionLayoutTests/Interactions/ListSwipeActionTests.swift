import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore

/// Swipe actions in a compositional list (`UICollectionLayoutListConfiguration`'s leading and
/// trailing swipe actions): the `swipe` step reveals a list section's `swipeActions`, and
/// every layout kind that has none says what it lacks and how to give it.
@Suite struct ListSwipeActionTests {
  /// The golden `compositional-list-swipe-actions`: an `insetGrouped` list of 4 rows on a
  /// 390 × 844 screen, inset 20 on every side: row i at (20, 20 + 44 i, 350, 44). Trailing
  /// actions Delete (80) and More (70), leading Pin (74).
  static func golden() throws -> FramesDocument {
    try ScenarioGoldens.frames(ofScenarioNamed: "compositional-list-swipe-actions")
  }

  static func element(_ step: FrameStep, _ id: String) -> LayoutAttributes? {
    step.elements.first { $0.id.description == id }
  }

  /// Step 1 swipes row 1 by 200 toward the leading side: it opens by the trailing actions'
  /// 80 + 70 = 150, at 20 − 150 = −130; Delete at the row's unshifted trailing edge,
  /// 370 − 80 = 290, More to its left at 290 − 70 = 220, both 44 tall at y 64.
  @Test func aTrailingSwipeInAnInsetGroupedList() throws {
    let step = try Self.golden().steps[1]
    let item = try #require(Self.element(step, "item/0/1"))
    #expect(item.frame == LayoutRect(x: -130, y: 64, width: 350, height: 44))
    #expect(item.customAttributes["swipeOffset"] == .number(150))
    let delete = try #require(Self.element(step, "editAction/0/1/0"))
    #expect(delete.frame == LayoutRect(x: 290, y: 64, width: 80, height: 44))
    #expect(delete.customAttributes["title"] == .string("Delete"))
    #expect(delete.customAttributes["style"] == .string("destructive"))
    #expect(
      Self.element(step, "editAction/0/1/1")?.frame
        == LayoutRect(x: 220, y: 64, width: 70, height: 44))
  }

  /// Step 2 swipes row 2 by 100 toward the trailing side (`"actions": "leading"`): it opens by
  /// Pin's 74, at 20 + 74 = 94 (`swipeOffset` −74); Pin at the row's unshifted leading edge,
  /// (20, 108, 74, 44). Row 1 closes in the same transition, its actions fading out. Step 3
  /// closes row 2.
  @Test func aLeadingSwipeClosesTheOpenRow() throws {
    let frames = try Self.golden()
    let step = frames.steps[2]
    let item = try #require(Self.element(step, "item/0/2"))
    #expect(item.frame == LayoutRect(x: 94, y: 108, width: 350, height: 44))
    #expect(item.customAttributes["swipeOffset"] == .number(-74))
    let pin = try #require(Self.element(step, "leadingEditAction/0/2/0"))
    #expect(pin.frame == LayoutRect(x: 20, y: 108, width: 74, height: 44))
    #expect(pin.kind == .leadingEditAction)
    #expect(pin.customAttributes["title"] == .string("Pin"))
    #expect(
      Self.element(step, "item/0/1")?.frame == LayoutRect(x: 20, y: 64, width: 350, height: 44))
    let closed = try #require(step.transition).changes.filter { $0.id.kind == .editAction }
    #expect(closed.map(\.change) == [.deleted, .deleted])
    #expect(
      Self.element(frames.steps[3], "item/0/2")?.frame
        == LayoutRect(x: 20, y: 108, width: 350, height: 44))
    #expect(!frames.steps[3].elements.contains { $0.kind == .leadingEditAction })
  }

  /// A compositional scenario of one section, `layout` its section layout, and `steps`.
  static func compositional(_ layout: String, _ steps: String) -> String {
    scenarioJSON(
      #""layout": {"kind": "compositional"}, "sections": [{"items": 3, "layout": \#(layout)}], "#
        + #""steps": [\#(steps)]"#)
  }

  /// Each kind says what it lacks, word for word.
  @Test func whatEachLayoutLacks() {
    let row =
      #"{"group": {"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "#
      + #""subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}}}"#
    #expect(
      playingIssues(Self.compositional(row, #"{"swipe": {"item": [0, 1], "distance": 50}}"#)) == [
        #"steps[0].swipe.item: expected an item of a section with trailing swipe actions, got [0, 1]: section 0 is not a list: only a list section has swipe actions ("swipeActions" in its "list")"#
      ])
    let list = #"{"list": {"swipeActions": {"trailing": [{"title": "Delete", "width": 80}]}}}"#
    #expect(
      playingIssues(
        Self.compositional(
          list, #"{"swipe": {"item": [0, 1], "distance": 50, "actions": "leading"}}"#))
        == [
          #"steps[0].swipe.item: expected an item of a section with leading swipe actions, got [0, 1]: the list of section 0 gives no leading swipe actions ("swipeActions": {"leading": [...]} in its "list")"#
        ])
    #expect(
      playingIssues(
        scenarioJSON(
          #""layout": {"kind": "flow", "itemSize": {"width": 100, "height": 44}}, "#
            + #""sections": [{"items": 3}], "steps": [{"swipe": {"item": [0, 1], "distance": 50}}]"#
        )) == [
          #"steps[0].swipe.item: expected an item of a section with trailing swipe actions, got [0, 1]: a flow layout has no swipe actions (UIKit's come with a list: a compositional layout's list section gives them, "swipeActions" in its "list")"#
        ])
    #expect(
      playingIssues(
        scenarioJSON(
          #""metrics": {"editActions": [{"title": "Delete", "width": 80}]}, "sections": [{"items": 3}], "#
            + #""steps": [{"swipe": {"item": [0, 1], "distance": 50, "actions": "leading"}}]"#
        )) == [
          #"steps[0].swipe.item: expected an item of a section with leading swipe actions, got [0, 1]: a section's editActions are trailing swipe actions; leading ones come with a list section's "swipeActions""#
        ])
  }

  /// A list's swipe actions are checked as a grid's edit actions are, and the swipe's
  /// `actions` is one of two names.
  @Test func badValuesAreLocated() {
    let list =
      #"{"list": {"swipeActions": {"leading": [{"title": "Pin", "width": 0}], "trailing": [{"title": "Delete"}]}}}"#
    #expect(
      decodingIssues(
        Self.compositional(list, #"{"swipe": {"item": [0, 1], "distance": 50, "actions": "up"}}"#))
        == [
          "sections[0].layout.list.swipeActions.leading[0].width: expected a number > 0, got 0",
          #"sections[0].layout.list.swipeActions.trailing[0]: missing required key "width""#,
          #"steps[0].swipe.actions: expected one of "leading", "trailing", got "up""#,
        ])
  }
}
