import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The change stream's fast paths against the general queries they replace: an old element
/// followed and classified at once (``ElementCorrespondence/newIDAndChange(forOld:)``, on
/// ``UpdateMapping/followItem(old:)``) against ``ElementCorrespondence/newID(forOld:)`` and
/// ``LayoutUpdate/classify(old:)``; and claimed records handed over in new-id order when a move
/// puts them out of old-id order, against the records built whole
/// (``StreamedChangesTests/modelChanges(_:for:)``).
@Suite struct ChangeFastPathTests {
  /// ``UpdateMapping/followItem(old:)`` is, on random valid batches, the item the
  /// correspondence follows (``UpdateMapping/newItem(forOld:)``, or the same index in the
  /// counterpart of a reloaded section) and the kind ``LayoutUpdate/classify(old:)`` gives it
  /// from the four queries, for every item, and for paths out of bounds.
  @Test func followingAnItemIsTheQueriesItReplaces() throws {
    var batches = RandomBatches(seed: 0x0F01_10F1)
    var followed = 0
    var kinds: Set<ChangeKind> = []
    for _ in 0..<1_500 {
      let counts = batches.counts()
      let batch = batches.validBatch(counts: counts)
      let mapping = try UpdateMapping(before: countSections(counts), batch: batch)
      for path in Self.pathsInAndAround(counts) {
        let expectedPath: ItemPath?
        if mapping.isReloaded(oldSection: path.section) {
          expectedPath = mapping.newSection(forOld: path.section).map {
            ItemPath(section: $0, item: path.item)
          }
        } else {
          expectedPath = mapping.newItem(forOld: path)
        }
        let result = mapping.followItem(old: path)
        #expect(result?.new == expectedPath, "\(path) in \(counts), \(batch)")
        guard let result else { continue }
        followed += 1
        let expectedKind: ChangeKind =
          mapping.isReloaded(oldSection: path.section) || mapping.isReloaded(old: path)
          ? .reloaded : mapping.isMoved(old: path) ? .moved : .kept
        #expect(result.change == expectedKind, "\(path) in \(counts), \(batch)")
        kinds.insert(result.change)
      }
    }
    #expect(followed > 5_000)
    #expect(kinds == [.kept, .moved, .reloaded])
  }

  /// Every item path of sections with `counts` items, each section's from -1 to its count
  /// (one out of bounds either side), in ascending order, then a path in the section past the
  /// last and one in section -1.
  static func pathsInAndAround(_ counts: [Int]) -> [ItemPath] {
    var paths: [ItemPath] = []
    for (section, count) in counts.enumerated() {
      for item in -1...count { paths.append(ItemPath(section: section, item: item)) }
    }
    paths.append(ItemPath(section: counts.count, item: 0))
    paths.append(ItemPath(section: -1, item: 0))
    return paths
  }

  /// ``UpdateMapping/followItem(old:cursor:)`` gives what ``UpdateMapping/followItem(old:)``
  /// gives, on random valid batches, for the items asked through one cursor in the order a
  /// listing asks them (sections ascending, the items of each ascending, with paths out of
  /// bounds between), in random order (the cursor placed again at each step back), and twice
  /// in a row: each answer the same as the plain lookup's.
  @Test func followingItemsThroughACursorIsTheLookup() throws {
    var batches = RandomBatches(seed: 0xC0_5050)
    var compared = 0
    var removedOnTheWay = 0
    for _ in 0..<1_500 {
      let counts = batches.counts()
      let batch = batches.validBatch(counts: counts)
      let mapping = try UpdateMapping(before: countSections(counts), batch: batch)
      let ascending = Self.pathsInAndAround(counts)
      let shuffled = ascending.shuffled(using: &batches.random)
      let repeated = ascending.flatMap { [$0, $0] }
      for order in [ascending, shuffled, repeated] {
        var cursor = ItemMap.Cursor()
        for path in order {
          let expected = mapping.followItem(old: path)
          let result = mapping.followItem(old: path, cursor: &cursor)
          #expect(result?.new == expected?.new, "\(path) in \(counts), \(batch)")
          #expect(result?.change == expected?.change, "\(path) in \(counts), \(batch)")
          compared += 1
          if expected == nil || expected?.change == .moved { removedOnTheWay += 1 }
        }
      }
    }
    #expect(compared > 50_000)
    #expect(removedOnTheWay > 5_000)
  }

  /// ``ElementCorrespondence/newIDAndChange(forOld:)`` names the counterpart
  /// ``ElementCorrespondence/newID(forOld:)`` names and, when it gives a kind (items and
  /// elements attached to them), the kind ``LayoutUpdate/classify(old:)`` gives, for every
  /// element of the old layout on random updates of layouts with items, attached badges,
  /// separators placed by items, headers and global headers.
  @Test(arguments: [
    "demo", "separators", "compositional-badges", "pinned-and-unpinned-global-headers",
    "flow-pinned-headers-and-footers", "masonry-three-columns", "headers-and-footers",
    "paging-swipe",
  ])
  func followingAnElementIsTheQueriesItReplaces(name: String) throws {
    let layout = try StreamedChangesTests.layout(named: name)
    let (checked, classified) = try check(layout, seed: UInt64(name.utf8.count) &* 0x2545_F491)
    #expect(checked >= 100, "\(name): \(checked) elements")
    #expect(classified >= 50, "\(name): \(classified) classified on the fast path")
  }

  /// Compares, on random updates of `layout`, each old element's answers; returns how many
  /// elements were checked and how many of them had their kind from the fast path.
  func check<Layout: CollectionViewLayout>(_ layout: Layout, seed: UInt64) throws -> (
    checked: Int, classified: Int
  ) {
    var batches = RandomBatches(seed: seed)
    var checked = 0
    var classified = 0
    for _ in 0..<60 {
      let batch = batches.validBatch(counts: layout.sections.map(\.items.count))
      guard
        let update = try? LayoutUpdate(
          layout: layout, contentOffset: layout.initialContentOffset, batch: batch)
      else { continue }
      let correspondence = update.correspondence
      let old = update.oldLayout
      for element in old.listedElements(.all, at: update.oldContentOffset, limit: .max) ?? [] {
        checked += 1
        let expected = correspondence.newID(forOld: element.id)
        let result = correspondence.newIDAndChange(forOld: element.id)
        #expect(result?.newID == expected, "\(element.id), \(batch)")
        guard let change = result?.change else { continue }
        classified += 1
        #expect(change == update.classify(old: element.id), "\(element.id), \(batch)")
      }
    }
    return (checked, classified)
  }

  /// A move within the screen puts the claimed records out of old-id order: they are handed
  /// over in new-id order, among the others, as the records built whole are; and the records
  /// stay in id order.
  @Test func movedRecordsOnScreenAreHandedOverInNewIDOrder() throws {
    let layout = try #require(StreamedChangesTests.layout(named: "demo") as? GridLayout)
    let counts = layout.sections.map(\.items.count)
    let section = try #require(counts.firstIndex { $0 >= 6 })
    var batches = RandomBatches(seed: 0x3A0E)
    var reordered = 0
    for round in 0..<40 {
      // Moves among the first items of a section, on screen at the top, and a delete and an
      // insert around them.
      var batch = BatchUpdate()
      let sources = batches.pick(2, from: Array(0..<6))
      let destinations = batches.pick(2, from: Array(0..<6))
      for (from, to) in zip(sources, destinations) {
        batch.moveItems.append(
          ItemMove(
            from: ItemPath(section: section, item: from), to: ItemPath(section: section, item: to)
          ))
      }
      if batches.chance(50) {
        let free = Array(6..<counts[section])
        if let item = free.randomElement(using: &batches.random) {
          batch.deleteItems.append(ItemPath(section: section, item: item))
          batch.insertItems.append(ItemPath(section: section, item: item))
        }
      }
      let offset = layout.initialContentOffset
      guard let update = try? LayoutUpdate(layout: layout, contentOffset: offset, batch: batch)
      else { continue }
      let records = update.changes(for: .visible)
      #expect(records == StreamedChangesTests.modelChanges(update, for: .visible), "\(round)")
      #expect(zip(records, records.dropFirst()).allSatisfy { !($1.id < $0.id) })
      // Whether this batch's claims came out of order: an old element listed before another
      // whose counterpart comes after the other's.
      let claimed = records.compactMap { record in
        record.before.flatMap { before in record.after.map { (before: before, after: $0) } }
      }.sorted { $0.before < $1.before }
      if zip(claimed, claimed.dropFirst()).contains(where: { $1.after < $0.after }) {
        reordered += 1
      }
    }
    #expect(reordered >= 10, "\(reordered) updates reordered the claimed records")
  }

  /// ``ElementID``'s order, whose ids of one kind with as many indexes are compared by their
  /// indexes alone, is the documented order (global headers first, then by first index, kind
  /// and the remaining indexes, a shorter list first on a tie) on random pairs of ids of
  /// built-in and custom kinds, with negative, zero and equal indexes and 0 to 4 of them.
  @Test func idsOfOneKindOrderAsTheDocumentedOrderSays() throws {
    var random = SeededRandom(seed: 0x1D5_0DE5)
    let kinds: [ElementKind] = [.globalHeader, .item, .header, .rowSeparator, "tile", "page"]
    func id() -> ElementID? {
      let kind = kinds[Int.random(in: 0..<kinds.count, using: &random)]
      // A built-in kind's number of indexes, each >= 0; any for another kind.
      let arity = ElementID.arity(of: kind)
      let count = arity ?? Int.random(in: 0...4, using: &random)
      let lowest = arity == nil ? -2 : 0
      let indexes = (0..<count).map { _ in Int.random(in: lowest...2, using: &random) }
      return ElementID(kind: kind, indexes: indexes)
    }
    var compared = 0
    var sameKind = 0
    for _ in 0..<20_000 {
      guard let lhs = id(), let rhs = id() else { continue }
      compared += 1
      if lhs.kind == rhs.kind, lhs.indexes.count == rhs.indexes.count { sameKind += 1 }
      #expect((lhs < rhs) == Self.documentedOrder(lhs, rhs), "\(lhs) < \(rhs)")
      #expect(!(lhs < lhs))
    }
    #expect(compared == 20_000)
    #expect(sameKind > 1_000)
  }

  /// The order ``ElementID`` documents, step by step.
  static func documentedOrder(_ lhs: ElementID, _ rhs: ElementID) -> Bool {
    let lhsGlobal = lhs.kind == .globalHeader
    let rhsGlobal = rhs.kind == .globalHeader
    if lhsGlobal != rhsGlobal { return lhsGlobal }
    var position = 0
    if !lhsGlobal {
      let lhsGroup = lhs.indexes.first ?? .min
      let rhsGroup = rhs.indexes.first ?? .min
      if lhsGroup != rhsGroup { return lhsGroup < rhsGroup }
      position = 1
    }
    if lhs.kind != rhs.kind {
      let lhsRank = lhs.kind.listingRank
      let rhsRank = rhs.kind.listingRank
      if lhsRank != rhsRank { return lhsRank < rhsRank }
      return lhs.kind.rawValue < rhs.kind.rawValue
    }
    let lhsRest = Array(lhs.indexes.dropFirst(position))
    let rhsRest = Array(rhs.indexes.dropFirst(position))
    return lhsRest.lexicographicallyPrecedes(rhsRest)
  }
}
