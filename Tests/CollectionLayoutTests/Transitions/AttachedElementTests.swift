import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore

/// An element attached to its item (`ElementOwner.attached(to:)`: a badge, a swiped item's
/// actions, a page's tiles) goes through an update with its item, whether or not every item
/// has one: it is never paired with another item's element that happens to sit where it sat.
@Suite struct AttachedElementTests {
  /// A compositional section whose group alternates `pattern.count` subitems, 1/n wide, 100
  /// tall, each inset 10; those marked `true` carry a 20 × 20 badge at the top trailing corner,
  /// offset (5, −5).
  static func alternating(_ pattern: [Bool]) -> CompositionalSection {
    let badge = AnchoredSupplementary(
      kind: "badge", size: AppleSample.size(.absolute(20), .absolute(20)),
      anchor: SupplementaryAnchor(
        edges: [.top, .trailing], offset: .absolute(LayoutPoint(x: 5, y: -5))))
    return CompositionalSection(
      group: .horizontal(
        size: AppleSample.size(.fractionalWidth(1), .absolute(100)),
        subitems: pattern.map {
          AppleSample.item(
            .fractionalWidth(1 / Double(pattern.count)), .fractionalHeight(1),
            insets: DirectionalInsets(all: 10), supplementaryItems: $0 ? [badge] : [])
        }))
  }

  /// "change before after initialFrame finalFrame initialAlpha finalAlpha" of every record of
  /// `kinds` in `transition`, in order.
  static func lines(_ transition: LayoutTransition, kinds: Set<ElementKind>) -> [String] {
    transition.changes.filter { kinds.contains($0.id.kind) }.map {
      "\($0.change) \($0.before?.description ?? "-") \($0.after?.description ?? "-") "
        + "\($0.initial.frame) \($0.final.frame) \($0.initial.alpha) \($0.final.alpha)"
    }
  }

  /// The golden `compositional-badge-follows-its-item`: six items, badged on even indexes (the
  /// group's first subitem), half of 390 wide: item i at (10 + 195 (i % 2), 10 + 100 (i / 2),
  /// 175, 80), its badge at (10 + 175 − 20 + 5, 10 − 5) = (170, 5) in row 0. Deleting item a
  /// (0) deletes its badge with it, though b, moving into a's slot, has a badge at the same
  /// frame: b's is inserted, not a's kept. c and e move into plain slots: their badges fade
  /// out where they were; d and f move into badged ones: theirs fade in.
  @Test func aDeletedItemTakesItsBadgeAlongAmongPlainItems() throws {
    let frames = try Self.golden().frames()
    let transition = try #require(frames.steps[1].transition)
    #expect(
      Self.lines(transition, kinds: ["badge"]) == [
        "deleted badge/0/0 - (170, 5, 20, 20) (170, 5, 20, 20) 1.0 0.0",
        "inserted - badge/0/0 (170, 5, 20, 20) (170, 5, 20, 20) 0.0 1.0",
        "deleted badge/0/2 - (170, 105, 20, 20) (170, 105, 20, 20) 1.0 0.0",
        "inserted - badge/0/2 (170, 105, 20, 20) (170, 105, 20, 20) 0.0 1.0",
        "deleted badge/0/4 - (170, 205, 20, 20) (170, 205, 20, 20) 1.0 0.0",
        "inserted - badge/0/4 (170, 205, 20, 20) (170, 205, 20, 20) 0.0 1.0",
      ])
    #expect(
      Self.lines(transition, kinds: ["item"]).prefix(2) == [
        "deleted item/0/0 - (10, 10, 175, 80) (10, 10, 175, 80) 1.0 0.0",
        "kept item/0/1 item/0/0 (205, 10, 175, 80) (10, 10, 175, 80) 1.0 1.0",
      ])
  }

  /// Step 2 of the golden moves d (now 2, badged) to 4 (badged): its badge moves with it,
  /// recorded `moved` as its item is (not `kept`, its section's fate); e moves up into the
  /// badged slot 2 and gains one (inserted), f into the plain slot 3 and loses its own.
  @Test func aMovedItemMovesItsBadge() throws {
    let frames = try Self.golden().frames()
    let transition = try #require(frames.steps[2].transition)
    #expect(
      Self.lines(transition, kinds: ["badge"]) == [
        "kept badge/0/0 badge/0/0 (170, 5, 20, 20) (170, 5, 20, 20) 1.0 1.0",
        "inserted - badge/0/2 (170, 105, 20, 20) (170, 105, 20, 20) 0.0 1.0",
        "deleted badge/0/4 - (170, 205, 20, 20) (170, 205, 20, 20) 1.0 0.0",
        "moved badge/0/2 badge/0/4 (170, 105, 20, 20) (170, 205, 20, 20) 1.0 1.0",
      ])
  }

  /// The App Store screen (`compositional-app-store`, every item of section 1 badged), item
  /// 1/2 deleted and another inserted in its place: the old badge/1/2 leaves with its item,
  /// the new one comes with the new item (it was kept, the same id at the same frame, on an
  /// item that was not its own).
  @Test func aBadgeOfAnItemReplacedInPlaceIsNotKept() throws {
    let contents = Data(try ScenarioGoldens.scenarioBytes(named: "compositional-app-store"))
    var document = try #require(
      try JSONSerialization.jsonObject(with: contents) as? [String: Any])
    document["steps"] = [["update": ["deleteItems": [[1, 2]], "insertItems": [[1, 2]]]]]
    let bytes = try JSONSerialization.data(withJSONObject: document)
    let frames = try ScenarioDecoder.decode([UInt8](bytes)).frames()
    let transition = try #require(frames.steps[1].transition)
    let badges = transition.changes.filter {
      $0.before?.description == "badge/1/2" || $0.after?.description == "badge/1/2"
    }
    #expect(badges.map(\.change) == [.deleted, .inserted])
    let items = transition.changes.filter { $0.id.description == "item/1/2" }
    #expect(items.map(\.change) == [.deleted, .inserted])
  }

  /// The records of step 1 of scenario `json`, as "change before after".
  static func records(_ json: String, kinds: Set<ElementKind>) throws -> [String] {
    let frames = try ScenarioDecoder.decode(Array(json.utf8)).frames()
    return try #require(frames.steps.last?.transition).changes.filter { kinds.contains($0.id.kind) }
      .map { "\($0.change) \($0.before?.description ?? "-") \($0.after?.description ?? "-")" }
  }

  /// Every kind that attaches elements to items: a photo browser's page moved from 1 to 2
  /// takes its image along, recorded `moved` as the page is (it was `kept`, its section's
  /// fate).
  @Test func aMovedPageMovesItsImage() throws {
    let pages = (0..<4).map { #"{"id": "P\#($0)", "imageSize": {"width": 640, "height": 960}}"# }
    let after = [pages[0], pages[2], pages[1], pages[3]].joined(separator: ", ")
    let json = scenarioJSON(
      #""layout": {"kind": "paging", "pages": [\#(pages.joined(separator: ", "))]}, "#
        + #""output": {"elements": "all"}, "#
        + #""steps": [{"update": {"moveItems": [[[0, 1], [0, 2]]], "after": [{"items": [\#(after)]}]}}]"#
    )
    let records = try Self.records(json, kinds: ["page", "image"])
    #expect(records.contains("moved page/1 page/2"))
    #expect(records.contains("moved image/1 image/2"))
    #expect(records.contains("kept image/2 image/1"))
  }

  /// A swiped grid item moved by an update takes its edit actions along, `moved` with it.
  @Test func aMovedSwipedItemMovesItsActions() throws {
    let json = scenarioJSON(
      #""metrics": {"columns": 1, "rowHeight": 44, "editActions": [{"title": "Delete", "width": 80}]}, "#
        + #""sections": [{"items": 5}], "#
        + #""steps": [{"swipe": {"item": [0, 1], "distance": 80}}, {"update": {"moveItems": [[[0, 1], [0, 3]]]}}]"#
    )
    #expect(
      try Self.records(json, kinds: ["editAction"]) == ["moved editAction/0/1/0 editAction/0/3/0"])
  }

  /// The golden's scenario.
  static func golden() throws -> Scenario {
    try ScenarioGoldens.scenario(named: "compositional-badge-follows-its-item")
  }

  /// Over random valid batches on layouts whose items carry badges in some slots only (the
  /// group `badged, plain, badged` of three subitems): every badge record has its item's fate.
  /// A badge on both sides belongs to the same item on both, with the item's change
  /// (`kept`, `moved`, `reloaded`); a badge deleted belongs to an item deleted, or to one that
  /// lands in a slot without a badge; a badge inserted to an item inserted, or to one that
  /// comes from a slot without a badge. And every item that has a badge on both sides has one
  /// record for it.
  @Test func aBadgesRecordIsItsItemsFate() throws {
    let configuration = CompositionalConfiguration(section: Self.alternating([true, false, true]))
    let environment = LayoutEnvironment(viewport: LayoutSize(width: 390, height: 844))
    var batches = RandomBatches(seed: 39)
    var problems: [String] = []
    var badgesSeen = 0
    for round in 0..<150 {
      let counts = batches.counts()
      let layout = try CompositionalLayout(
        configuration: configuration, sections: countSections(counts), environment: environment)
      let batch = batches.validBatch(counts: counts)
      let update = try LayoutUpdate(layout: layout, contentOffset: .zero, batch: batch)
      let records = update.changes(for: .all)
      var itemByOld: [ItemPath: ElementChange] = [:]
      var itemByNew: [ItemPath: ElementChange] = [:]
      for record in records where record.id.kind == .item {
        if let old = record.before?.itemPath { itemByOld[old] = record }
        if let new = record.after?.itemPath { itemByNew[new] = record }
      }
      func hasBadge(_ layout: CompositionalLayout, _ path: ItemPath?) -> Bool {
        guard let path else { return false }
        return layout.attributes(
          for: ElementID(kind: "badge", path.section, path.item), pins: nil) != nil
      }
      func problem(_ text: String) { problems.append("round \(round) \(batch): \(text)") }
      var pairedItems: Set<ItemPath> = []
      for record in records where record.id.kind == "badge" {
        badgesSeen += 1
        let old = record.before.flatMap { ItemPath(section: $0.indexes[0], item: $0.indexes[1]) }
        let new = record.after.flatMap { ItemPath(section: $0.indexes[0], item: $0.indexes[1]) }
        switch (old, new) {
        case (let old?, let new?):
          pairedItems.insert(old)
          guard let item = itemByOld[old], item.after?.itemPath == new else {
            problem("\(record.id) paired but its item \(old) does not become \(new)")
            continue
          }
          if item.change != record.change {
            problem("\(record.id) is \(record.change), its item \(item.change)")
          }
        case (let old?, nil):
          let item = itemByOld[old]
          if item?.change != .deleted, hasBadge(update.newLayout, item?.after?.itemPath) {
            problem("\(record.id) deleted, its item \(old) survives with a badge")
          }
        case (nil, let new?):
          let item = itemByNew[new]
          if item?.change != .inserted, hasBadge(layout, item?.before?.itemPath) {
            problem("\(record.id) inserted, its item \(new) came from a badged slot")
          }
        case (nil, nil):
          problem("a record without ids")
        }
      }
      for (old, item) in itemByOld
      where hasBadge(layout, old) && hasBadge(update.newLayout, item.after?.itemPath)
        && !pairedItems.contains(old)
      {
        problem("item \(old) has a badge on both sides, unpaired")
      }
    }
    #expect(problems.isEmpty, "\(problems.prefix(5))")
    #expect(badgesSeen > 1000)
  }
}
