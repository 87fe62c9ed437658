import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// A group is an item too (`NSCollectionLayoutGroup` inherits from `NSCollectionLayoutItem`):
/// its `contentInsets` shrink the frame its subitems are laid out in, and its `edgeSpacing`
/// places it within its parent group.
@Suite struct CompositionalGroupItemTests {
  typealias Sample = AppleSample

  /// A 390 × 100 group inset 10 on every side lays its subitems out in 370 × 80 at (10, 10):
  /// two items 0.5 × 1.0 of it are 185 × 80, at x 10 and 195; the next group is at 100
  /// (its insets are inside it, the stride is unchanged), its items at y 110.
  @Test func contentInsetsShrinkTheFrameOfTheSubitems() throws {
    var group = CompositionalGroup.horizontal(
      size: Sample.size(.fractionalWidth(1), .absolute(100)),
      subitems: [Sample.item(.fractionalWidth(0.5), .fractionalHeight(1))])
    group.contentInsets = DirectionalInsets(all: 10)
    let layout = try Sample.layout([(4, CompositionalSection(group: group))])
    #expect(isFrame(layout.frame("item/0/0"), 10, 10, 185, 80))
    #expect(isFrame(layout.frame("item/0/1"), 195, 10, 185, 80))
    #expect(isFrame(layout.frame("item/0/2"), 10, 110, 185, 80))
    #expect(layout.contentSize.height == 200)
  }

  /// Along an estimated dimension a group's insets are ignored, as an item's (B.3): a group
  /// estimated 100 tall inset 10 on every side keeps its items at y 0, 100 tall; across its
  /// absolute width the insets apply (x 10, 370 wide).
  @Test func contentInsetsAreIgnoredAlongAnEstimatedDimension() throws {
    var group = CompositionalGroup.horizontal(
      size: Sample.size(.fractionalWidth(1), .estimated(100)),
      subitems: [Sample.item(.fractionalWidth(1), .absolute(100))])
    group.contentInsets = DirectionalInsets(all: 10)
    let layout = try Sample.layout([(2, CompositionalSection(group: group))])
    #expect(isFrame(layout.frame("item/0/0"), 10, 0, 370, 100))
    #expect(isFrame(layout.frame("item/0/1"), 10, 100, 370, 100))
  }

  /// A nested group's edge spacing places it as an item's: in a 390 × 100 group, an item
  /// 0.5 wide (195) then a vertical group 150 × 80 with leading 10 and top 5: the group is at
  /// x 195 + 10 = 205, y 5, its two items 150 × 40 at y 5 and 45; the next copy of the item
  /// (205 + 150 + 195 = 550) does not fit, so a group has 3 slots.
  @Test func edgeSpacingPlacesANestedGroup() throws {
    var nested = CompositionalGroup.vertical(
      size: Sample.size(.absolute(150), .absolute(80)),
      subitems: [Sample.item(.fractionalWidth(1), .fractionalHeight(0.5))])
    nested.edgeSpacing = CompositionalEdgeSpacing(leading: .fixed(10), top: .fixed(5))
    let section = CompositionalSection(
      group: .horizontal(
        size: Sample.size(.fractionalWidth(1), .absolute(100)),
        subitems: [Sample.item(.fractionalWidth(0.5), .fractionalHeight(1)), .group(nested)]))
    let layout = try Sample.layout([(4, section)])
    #expect(isFrame(layout.frame("item/0/0"), 0, 0, 195, 100))
    #expect(isFrame(layout.frame("item/0/1"), 205, 5, 150, 40))
    #expect(isFrame(layout.frame("item/0/2"), 205, 45, 150, 40))
    #expect(isFrame(layout.frame("item/0/3"), 0, 100, 195, 100))
  }

  /// The document reads both keys on a group, in UIKit's words.
  @Test func theDocumentReadsAGroupsInsetsAndEdgeSpacing() throws {
    let json = scenarioJSON(
      #""layout": {"kind": "compositional"}, "sections": [{"items": 3, "layout": {"group": {"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}}, "contentInsets": {"top": 4, "leading": 6, "bottom": 4, "trailing": 6}, "subitems": [{"group": {"vertical": {"size": {"width": {"absolute": 100}, "height": {"fractionalHeight": 1}}, "edgeSpacing": {"leading": {"fixed": 8}}, "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}}}]}}}}]"#
    )
    let layout = try CompositionalLayout(scenario: ScenarioDecoder.decode(Array(json.utf8)))
    // On 320 points: content frame 308 × 92 at (6, 4); the nested group at 6 + 8 = 14,
    // 100 × 92; the next at 6 + 108 + 8 = 122; a third would end at 324 > 308: two a group.
    #expect(isFrame(layout.frame("item/0/0"), 14, 4, 100, 92))
    #expect(isFrame(layout.frame("item/0/1"), 122, 4, 100, 92))
    #expect(isFrame(layout.frame("item/0/2"), 14, 104, 100, 92))
  }

  /// The errors, word for word: an outermost group takes no edge spacing; a group's insets
  /// must leave room in it; a nested group's edge spacing counts in its fit across its parent;
  /// insets and spacings are lengths (>= 0).
  @Test func errors() {
    func issues(_ sections: String) -> [String] {
      decodingIssues(
        scenarioJSON(
          #""layout": {"kind": "compositional"}, "sections": ["# + sections + "]"))
    }
    let item =
      #"{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}"#
    #expect(
      issues(
        #"{"items": 1, "layout": {"group": {"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "edgeSpacing": {"top": {"fixed": 5}}, "subitems": ["#
          + item + "]}}}}")
        == [
          #"sections[0].layout.group.horizontal.edgeSpacing: expected no edgeSpacing on a section's outermost group (it has no parent group to space it in: the section's contentInsets and interGroupSpacing place it)"#
        ])
    #expect(
      issues(
        #"{"items": 1, "layout": {"group": {"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": [{"group": {"vertical": {"size": {"width": {"absolute": 100}, "height": {"fractionalHeight": 1}}, "contentInsets": {"leading": 60, "trailing": 40}, "subitems": ["#
          + item + "]}}}]}}}}")
        == [
          #"sections[0].layout.group.horizontal.subitems[0].group.vertical.contentInsets: expected content insets that leave room in the group: leading 60 and trailing 40, the group's width 100"#
        ])
    #expect(
      issues(
        #"{"items": 1, "layout": {"group": {"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}}, "contentInsets": {"top": 10}, "subitems": [{"group": {"vertical": {"size": {"width": {"absolute": 100}, "height": {"absolute": 88}}, "edgeSpacing": {"top": {"fixed": 5}}, "subitems": ["#
          + item + "]}}}]}}}}")
        == [
          #"sections[0].layout.group.horizontal.subitems[0].group.vertical.size.height: expected a subitem that fits across its group (UIKit clips what it draws past the group): its height is 93 (edge spacing included), the group's 90"#
        ])
    #expect(
      issues(
        #"{"items": 1, "layout": {"group": {"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "contentInsets": {"top": -1}, "subitems": [{"group": {"vertical": {"size": {"width": {"absolute": 100}, "height": {"fractionalHeight": 1}}, "edgeSpacing": {"leading": {"fixed": -2}}, "subitems": ["#
          + item + "]}}}]}}}}")
        == [
          "sections[0].layout.group.horizontal.contentInsets.top: expected a number >= 0, got -1",
          "sections[0].layout.group.horizontal.subitems[0].group.vertical.edgeSpacing.leading: expected a number >= 0, got -2",
        ])
  }
}
