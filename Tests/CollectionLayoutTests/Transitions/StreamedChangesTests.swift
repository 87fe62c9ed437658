import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The change records streamed in id order (``LayoutUpdate/forEachChange(for:_:)``, which the
/// whole transition now collects) against the simplest model of them, the way they were built
/// whole before: a record for each element listed before the update (claiming its counterpart)
/// and for each element listed after it that no record claimed, then sorted by id, a deleted
/// record first on a tie, the order of making otherwise. Random valid batches, random offsets
/// and both output modes over several kinds of layout (grid with pinned headers, footers,
/// separators and global headers, masonry, flow, compositional, placeholders, paging).
@Suite struct StreamedChangesTests {
  static let scenarios = [
    "demo", "pinned-and-unpinned-global-headers", "flow-pinned-headers-and-footers",
    "flow-horizontal", "masonry-three-columns", "compositional-pinned-headers",
    "compositional-grid", "masonry-pinned-headers", "headers-and-footers", "placeholders",
    "paging-swipe", "navigation-bar-inset",
  ]

  static func layout(named name: String) throws -> any CollectionViewLayout {
    let path = ScenarioGoldens.scenariosDirectory + "/" + name + ".json"
    let bytes = [UInt8](try #require(FileManager.default.contents(atPath: path)))
    return try ScenarioDecoder.decode(bytes).makeLayout()
  }

  @Test(arguments: scenarios)
  func streamedRecordsAreTheRecordsBuiltWhole(name: String) throws {
    let layout = try Self.layout(named: name)
    let compared = try check(layout, seed: UInt64(name.utf8.count) &* 0x9E37_79B9)
    // Enough updates were laid out and compared to mean something, in both modes (a batch
    // whose data after the update the layout cannot lay out, such as an inserted masonry item
    // without a height, is skipped).
    #expect(compared.updates >= 12, "\(name): \(compared.updates) updates")
    #expect(compared.records > 100, "\(name): \(compared.records) records")
  }

  /// The built-in kinds stream through their own compiled copies of the stream, bare and as
  /// the player wraps them (``SpecializedLayoutKind``), handing over the same records as the
  /// generic code; a kind that does not opt in (a layout of a test's own) runs the generic
  /// code.
  @Test func builtInKindsStreamThroughTheirOwnCopies() throws {
    let kinds: [any CollectionViewLayout.Type] = [
      GridLayout.self, FlowLayout.self, CompositionalLayout.self, PagingLayout.self,
      WallLayout.self, InteractiveLayout<GridLayout>.self, InteractiveLayout<FlowLayout>.self,
      InteractiveLayout<CompositionalLayout>.self, InteractiveLayout<PagingLayout>.self,
      InteractiveLayout<WallLayout>.self,
    ]
    for kind in kinds { #expect(kind as? any SpecializedLayoutKind.Type != nil, "\(kind)") }
    #expect(ShelfLayout.self as? any SpecializedLayoutKind.Type == nil)
    #expect(InteractiveLayout<ShelfLayout>.self as? any SpecializedLayoutKind.Type == nil)
    let grid = try #require(Self.layout(named: "demo") as? GridLayout)
    let wrapped = InteractiveLayout(base: grid, state: InteractionState())
    let batch = BatchUpdate(deleteItems: [ItemPath(section: 0, item: 1)])
    let update = try LayoutUpdate(
      layout: wrapped, contentOffset: wrapped.initialContentOffset, batch: batch)
    for limit in [.max, 5] {
      var dispatched: [ElementChange] = []
      let dispatchedEnd = update.forEachChange(for: .all, limit: limit) { record, _ in
        dispatched.append(record)
        return true
      }
      var generic: [ElementChange] = []
      let genericEnd = update.streamChanges(for: .all, limit: limit) { record, _ in
        generic.append(record)
        return true
      }
      #expect(dispatchedEnd == genericEnd)
      #expect(dispatched == generic)
      #expect(limit == 5 ? dispatchedEnd == .overLimit : dispatched.count > 5)
    }
  }

  /// The correspondence names only elements the other layout has: with every element
  /// listed, the stream takes an old element whose counterpart it names for one that
  /// survives without asking the new layout for the counterpart's attributes (the new side
  /// makes its record). Every element of both layouts, on random updates of each layout.
  @Test(arguments: scenarios)
  func correspondenceNamesOnlyElementsTheOtherLayoutHas(name: String) throws {
    let layout = try Self.layout(named: name)
    let (named, updates) = try checkCorrespondence(
      layout, seed: UInt64(name.utf8.count) &* 0x85EB_CA6B)
    #expect(updates >= 12, "\(name): \(updates) updates")
    #expect(named >= 50, "\(name): \(named) counterparts named")
  }

  /// Checks on random updates of `layout` that every counterpart the correspondence names,
  /// either way, has attributes in its layout at its pins and at none; returns how many were
  /// named and how many updates were checked.
  func checkCorrespondence<Layout: CollectionViewLayout>(_ layout: Layout, seed: UInt64) throws
    -> (named: Int, updates: Int)
  {
    var batches = RandomBatches(seed: seed)
    var named = 0
    var updates = 0
    let valid = layout.validContentOffsets
    for _ in 0..<60 {
      let batch = batches.validBatch(counts: layout.sections.map(\.items.count))
      let offset = batches.offset(in: valid)
      guard
        let update = try? LayoutUpdate(layout: layout, contentOffset: offset, batch: batch)
      else { continue }
      updates += 1
      let old = update.oldLayout
      let new = update.newLayout
      let oldPins = old.pinPass(at: update.oldContentOffset)
      let newPins = new.pinPass(at: update.targetContentOffset)
      for element in old.listedElements(.all, at: offset, limit: .max) ?? [] {
        guard let newID = update.newID(forOld: element.id) else { continue }
        named += 1
        #expect(new.attributes(for: newID, pins: newPins) != nil, "\(element.id) -> \(newID)")
        #expect(new.attributes(for: newID, pins: nil) != nil, "\(element.id) -> \(newID)")
        #expect(update.oldID(forNew: newID) == element.id, "\(element.id) -> \(newID)")
      }
      let after = new.listedElements(.all, at: update.targetContentOffset, limit: .max) ?? []
      for element in after {
        guard let oldID = update.oldID(forNew: element.id) else { continue }
        named += 1
        #expect(old.attributes(for: oldID, pins: oldPins) != nil, "\(oldID) <- \(element.id)")
        #expect(old.attributes(for: oldID, pins: nil) != nil, "\(oldID) <- \(element.id)")
        #expect(update.newID(forOld: oldID) == element.id, "\(oldID) <- \(element.id)")
      }
    }
    return (named, updates)
  }

  /// Compares the streamed records with the model's on random updates of `layout`; returns
  /// how many updates and records were compared.
  func check<Layout: CollectionViewLayout>(_ layout: Layout, seed: UInt64) throws -> (
    updates: Int, records: Int
  ) {
    var batches = RandomBatches(seed: seed)
    var updates = 0
    var records = 0
    let valid = layout.validContentOffsets
    for round in 0..<120 {
      let counts = layout.sections.map(\.items.count)
      var batch = batches.validBatch(counts: counts)
      if batches.chance(30) {
        batch.insertedSectionsSlideFrom = batches.chance(50) ? .leading : .trailing
      }
      let offset = batches.offset(in: valid)
      // Data that this layout cannot lay out after the batch (a masonry item without a
      // height) is not this test's subject.
      guard
        let update = try? LayoutUpdate(layout: layout, contentOffset: offset, batch: batch)
      else { continue }
      updates += 1
      for mode in OutputMode.allCases {
        let expected = Self.modelChanges(update, for: mode)
        var streamed: [ElementChange] = []
        update.forEachChange(for: mode) { record in
          streamed.append(record)
          return true
        }
        records += streamed.count
        #expect(streamed == expected, "round \(round), \(mode), \(batch) at \(offset)")
        let transition = update.transition(for: mode)
        #expect(transition.changes == expected)
        #expect(transition.frames == update.animationFrames(for: expected))
        // A receiver that stops is handed nothing more.
        var handed = 0
        update.forEachChange(for: mode) { _ in
          handed += 1
          return handed < 3
        }
        #expect(handed == min(3, expected.count))
      }
      // The limit counts the records: exactly enough is enough, one fewer is not, in both
      // modes (the visible one lists each side whole, within the limit).
      for mode in OutputMode.allCases {
        let expected = Self.modelChanges(update, for: mode)
        #expect(update.changes(for: mode, limit: expected.count) == expected, "\(mode)")
        if !expected.isEmpty {
          #expect(update.changes(for: mode, limit: expected.count - 1) == nil, "\(mode)")
        }
      }
    }
    return (updates, records)
  }

  /// The records as they were built whole: the elements listed before, each claiming its
  /// counterpart, then those listed after that none claimed; sorted by id, a deleted record
  /// first on a tie, the order of making otherwise.
  static func modelChanges<Layout: CollectionViewLayout>(
    _ update: LayoutUpdate<Layout>, for mode: OutputMode
  ) -> [ElementChange] {
    let old = update.oldLayout
    let new = update.newLayout
    let before = old.listedElements(mode, at: update.oldContentOffset, limit: .max) ?? []
    let after = new.listedElements(mode, at: update.targetContentOffset, limit: .max) ?? []
    let oldPins = old.pinPass(at: update.oldContentOffset)
    let newPins = new.pinPass(at: update.targetContentOffset)
    var records: [ElementChange] = []
    var claimed: Set<ElementID> = []
    for element in before {
      if let newID = update.newID(forOld: element.id),
        let final = new.attributes(for: newID, pins: newPins)
      {
        claimed.insert(newID)
        records.append(
          ElementChange(
            change: update.classify(old: element.id), before: element.id, after: newID,
            initial: element, final: final))
      } else {
        records.append(
          ElementChange(
            change: .deleted, before: element.id, after: nil, initial: element,
            final: update.disappearing(element)))
      }
    }
    for element in after where !claimed.contains(element.id) {
      if let oldID = update.oldID(forNew: element.id),
        let initial = old.attributes(for: oldID, pins: oldPins)
      {
        records.append(
          ElementChange(
            change: update.classify(old: oldID), before: oldID, after: element.id,
            initial: initial, final: element))
      } else {
        let reloaded =
          new.owner(of: element.id)?.section.map(update.mapping.isReloaded(newSection:)) ?? false
        records.append(
          ElementChange(
            change: reloaded ? .reloaded : .inserted, before: nil, after: element.id,
            initial: update.appearing(element), final: element))
      }
    }
    let order = records.indices.sorted { lhs, rhs in
      if records[lhs].id != records[rhs].id { return records[lhs].id < records[rhs].id }
      let lhsDeleted = records[lhs].change == .deleted
      let rhsDeleted = records[rhs].change == .deleted
      if lhsDeleted != rhsDeleted { return lhsDeleted }
      return lhs < rhs
    }
    return order.map { records[$0] }
  }
}

extension RandomBatches {
  /// A content offset in `valid`, each coordinate at one of the hundredths of its range.
  mutating func offset(in valid: (x: ClosedRange<Double>, y: ClosedRange<Double>)) -> LayoutPoint {
    LayoutPoint(
      x: valid.x.lowerBound + Double(int(0...100)) / 100
        * (valid.x.upperBound - valid.x.lowerBound),
      y: valid.y.lowerBound + Double(int(0...100)) / 100 * (valid.y.upperBound - valid.y.lowerBound)
    )
  }
}
