import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore

/// `repeatingSubitem:count:` (iOS 16): `count` copies of the subitem, each of its own size,
/// numbers computed by hand from B.4 and B.13.
@Suite struct CompositionalRepeatingTests {
  typealias Sample = AppleSample

  /// B.13: item 80 wide, 4 copies with fixed 10 in a 390-point group 50 tall: x = 0, 90, 180,
  /// 270, 40 points spare (the item keeps its size, unlike `subitem:count:`, which would make
  /// each (390 − 30) / 4 = 90 wide); item 4 starts the next group at y 50.
  @Test func copiesKeepTheirSize() throws {
    let section = CompositionalSection(
      group: .repeating(
        .horizontal, size: Sample.size(.fractionalWidth(1), .absolute(50)),
        subitem: Sample.item(.absolute(80), .fractionalHeight(1)), count: 4,
        interItemSpacing: .fixed(10)))
    let layout = try Sample.layout([(5, section)])
    #expect(isFrame(layout.frame("item/0/0"), 0, 0, 80, 50))
    #expect(isFrame(layout.frame("item/0/1"), 90, 0, 80, 50))
    #expect(isFrame(layout.frame("item/0/3"), 270, 0, 80, 50))
    #expect(isFrame(layout.frame("item/0/4"), 0, 50, 80, 50))
    #expect(layout.contentSize.height == 100)
  }

  /// Vertical, 3 copies 30 tall with flexible 10 in a 200-point group: 90 used, the 110 left
  /// shared over 2 gaps (55 each): y = 0, 85, 170. Leading edge spacing 4 moves each across.
  @Test func flexibleSpacingSharesTheLeftover() throws {
    let item = CompositionalItem(
      size: Sample.size(.fractionalWidth(0.5), .absolute(30)),
      edgeSpacing: CompositionalEdgeSpacing(leading: .fixed(4)))
    let section = CompositionalSection(
      group: .repeating(
        .vertical, size: Sample.size(.fractionalWidth(1), .absolute(200)), subitem: .item(item),
        count: 3, interItemSpacing: .flexible(10)))
    let layout = try Sample.layout([(3, section)])
    #expect(isFrame(layout.frame("item/0/0"), 4, 0, 195, 30))
    #expect(isFrame(layout.frame("item/0/1"), 4, 85, 195, 30))
    #expect(isFrame(layout.frame("item/0/2"), 4, 170, 195, 30))
  }

  /// The document says it in UIKit's words and gives the same layout as the Swift API.
  @Test func theDocumentReadsRepeatingSubitem() throws {
    let json = scenarioJSON(
      #""layout": {"kind": "compositional"}, "sections": [{"items": 5, "layout": {"group": {"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}}, "repeatingSubitem": {"item": {"size": {"width": {"absolute": 80}, "height": {"fractionalHeight": 1}}}}, "count": 3, "interItemSpacing": {"fixed": 10}}}}}]"#
    )
    let layout = try CompositionalLayout(scenario: ScenarioDecoder.decode(Array(json.utf8)))
    #expect(isFrame(layout.frame("item/0/2"), 180, 0, 80, 50))
    #expect(isFrame(layout.frame("item/0/3"), 0, 50, 80, 50))
    let group = layout.description(ofSection: 0)?.group
    #expect(group?.keepsSubitemSize == true)
    #expect(group?.count == 3)
  }

  /// The copies must fit in their group (UIKit leaves it to the caller); the keys are
  /// exclusive and need a count. On the default 320-point viewport, 4 × 80 + 3 × 10 = 350.
  @Test func errors() {
    func issues(_ body: String) -> [String] {
      decodingIssues(
        scenarioJSON(
          #""layout": {"kind": "compositional"}, "sections": [{"items": 1, "layout": {"group": {"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}}, "#
            + body + "}}}}]"))
    }
    let item =
      #"{"item": {"size": {"width": {"absolute": 80}, "height": {"fractionalHeight": 1}}}}"#
    #expect(
      issues(#""repeatingSubitem": "# + item + #", "count": 4, "interItemSpacing": {"fixed": 10}"#)
        == [
          #"sections[0].layout.group.horizontal.repeatingSubitem.item.size.width: expected 4 copies of the repeating subitem that fit in their group: they take 350 along its width (edge spacing and inter-item spacing included), the group's 320"#
        ])
    #expect(
      issues(#""repeatingSubitem": "# + item + #", "subitems": ["# + item + #"], "count": 2"#) == [
        #"sections[0].layout.group.horizontal: expected "subitems" or "repeatingSubitem", not both"#
      ])
    #expect(
      issues(#""count": 2"#) == [
        #"sections[0].layout.group.horizontal: missing required key "subitems" (or "repeatingSubitem")"#
      ])
    #expect(
      issues(#""repeatingSubitem": "# + item) == [
        #"sections[0].layout.group.horizontal: expected a "count" with "repeatingSubitem""#
      ])
  }
}
