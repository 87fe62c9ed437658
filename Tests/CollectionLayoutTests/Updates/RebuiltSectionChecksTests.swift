import Testing

@testable import CollectionLayoutCore

/// The layout of data an update derived (a batch without `after`) checks of a rebuilt section
/// only what its items decide: whether its state shows items, and the values of the items new
/// to it (``CheckedSections/hasOnlyItemsChanged(ofSection:)``), its other values being those of
/// a valid section. Against a fresh layout of the same data, which checks everything, on random
/// batches over sections in every state, with headers, footers, placeholders, section ids and
/// metrics of their own, and item data that may be out of range or repeat an id: the same
/// problems, word for word, in the same order.
@Suite struct RebuiltSectionChecksTests {
  private let environment = LayoutEnvironment(
    viewport: LayoutSize(width: 320, height: 480), displayScale: 2)
  private let metrics = SectionMetrics(rowHeight: 40, columns: 2)

  /// The outcome of laying `sections` out: "valid", or the problems found, in order.
  private func outcome(_ body: () throws(LayoutError) -> GridLayout) -> String {
    do {
      _ = try body()
      return "valid"
    } catch {
      return error.issues.map(\.description).joined(separator: "; ")
    }
  }

  /// Random valid sections: a state, a placeholder where the state shows one, listed items
  /// (with ids, heights, or neither) where it shows items, none otherwise (a list or a count of
  /// none), some headers, footers, ids and metrics of their own.
  private func randomSections(_ random: inout RandomBatches, next: inout Int) -> [LayoutSection] {
    random.counts().map { count in
      let state = ContentState.allCases[random.int(0...ContentState.allCases.count - 1)]
      var items: Items = .count(0)
      if state.showsItems {
        items =
          random.chance(80)
          ? .list(
            (0..<count).map { _ in
              next += 1
              switch random.int(0...9) {
              case 0...1: return Item()
              case 2...3: return Item(height: 30)
              default: return Item(id: "id-\(next)", height: random.chance(50) ? 24 : nil)
              }
            }) : .count(count)
      } else if random.chance(50) {
        items = .list([])
      }
      next += 1
      return LayoutSection(
        items: items,
        metrics: random.chance(30) ? SectionMetrics(rowHeight: 50, columns: 3) : SectionMetrics(),
        headers: random.chance(50) ? [Supplementary(height: 20)] : [],
        footers: random.chance(30) ? [Supplementary(height: 10)] : [],
        placeholder: state.placeholderKind.map { Placeholder(kind: $0, height: 60) },
        id: random.chance(40) ? "section-\(next)" : nil, state: state)
    }
  }

  /// `batch` with data for some of its inserted and reloaded items: in range or not, with a
  /// new id, an id of `before`, or none.
  private func withItemData(
    _ batch: BatchUpdate, before: [LayoutSection], random: inout RandomBatches, next: inout Int
  ) -> BatchUpdate {
    var batch = batch
    let old = before.flatMap { section -> [String] in
      guard case .list(let items) = section.items else { return [] }
      return items.compactMap(\.id)
    }
    func item() -> Item {
      next += 1
      let id: String? =
        random.chance(30) && !old.isEmpty
        ? old[random.int(0...old.count - 1)] : random.chance(70) ? "new-\(next)" : nil
      return Item(id: id, height: random.chance(10) ? -1 : 30)
    }
    for path in batch.insertItems where random.chance(40) {
      batch.insertedItemData[path] = item()
    }
    for path in batch.reloadItems where random.chance(40) {
      batch.reloadedItemData[path] = item()
    }
    return batch
  }

  @Test func aRebuiltSectionReportsWhatAFreshLayoutReports() throws {
    var random = RandomBatches(seed: 0x0B1_7A11)
    var next = 0
    var (rebuilt, valid, refused, recorded) = (0, 0, 0, 0)
    for _ in 0..<400 {
      let sections = randomSections(&random, next: &next)
      guard
        let layout = try? GridLayout(environment: environment, metrics: metrics, sections: sections)
      else {
        Issue.record("random sections should be valid")
        continue
      }
      let counts = sections.map(\.items.count)
      var batch = random.validBatch(counts: counts)
      if random.chance(50) {
        batch = withItemData(batch, before: sections, random: &random, next: &next)
      }
      guard let mapping = try? UpdateMapping(before: sections, batch: batch) else { continue }
      let after = mapping.sectionsAfter
      let derived = try #require(mapping.derivedItems(before: layout.sections))
      rebuilt += derived.newItems.count
      // What the rebuild recorded (when no section had item data) is what a walk over the
      // runs reads.
      let walked = mapping.walkedItems(after: after)
      if mapping.derivation.items != nil { recorded += 1 }
      #expect(derived.newItems == walked.newItems)
      #expect(
        derived.carried.map { "\($0.oldSection): \($0.items)" }.sorted()
          == walked.carried.map { "\($0.oldSection): \($0.items)" }.sorted())
      let carried = outcome { () throws(LayoutError) in
        try layout.laidOut(sections: after, in: environment, carrying: mapping)
      }
      let fresh = outcome { () throws(LayoutError) in
        try GridLayout(environment: environment, metrics: metrics, sections: after)
      }
      #expect(carried == fresh)
      if fresh == "valid" { valid += 1 } else { refused += 1 }
    }
    // Not degenerate: rebuilt sections, items recorded by the rebuild, data accepted and data
    // refused.
    #expect(rebuilt > 200)
    #expect(recorded > 100, "\(recorded) recorded")
    #expect(valid > 50 && refused > 50, "\(valid) valid, \(refused) refused")
  }

  /// An item inserted into a section whose state shows none: a fresh layout's message.
  @Test func anItemInsertedIntoASectionThatShowsNoneIsRefused() throws {
    let sections = [
      LayoutSection(items: .list([Item(id: "a")])),
      LayoutSection(
        items: .list([]), headers: [Supplementary(height: 20)],
        placeholder: Placeholder(kind: .loading), state: .loading),
    ]
    let layout = try GridLayout(environment: environment, metrics: metrics, sections: sections)
    let batch = BatchUpdate(
      insertItems: [ItemPath(section: 1, item: 0)],
      insertedItemData: [ItemPath(section: 1, item: 0): Item(id: "b", height: -1)])
    let mapping = try UpdateMapping(before: sections, batch: batch)
    let carried = outcome { () throws(LayoutError) in
      try layout.laidOut(sections: mapping.sectionsAfter, in: environment, carrying: mapping)
    }
    let fresh = outcome { () throws(LayoutError) in
      try GridLayout(environment: environment, metrics: metrics, sections: mapping.sectionsAfter)
    }
    #expect(carried == fresh)
    #expect(
      carried.hasPrefix(
        "sections[1].items: expected no items in a section in state \"loading\", which shows "
          + "none (a load step brings them), got 1; sections[1].items[0].height: "))
  }

  /// Items inserted with values out of range across the chunks of a long list (256 items a
  /// chunk): each reported once, as a fresh layout reports them, after a few edits (runs of
  /// survivors of a hundred items and more) and after many (runs of six, the list's items
  /// copied).
  @Test func newItemsAcrossChunksAreEachCheckedOnce() throws {
    let items = (0..<600).map { Item(id: "i-\($0)", height: 30) }
    let sections = [LayoutSection(items: .list(items))]
    let layout = try GridLayout(environment: environment, metrics: metrics, sections: sections)
    let few = [100, 255, 256, 257, 511, 604]
    let many = Array(stride(from: 3, to: 700, by: 7))
    for inserted in [few, many] {
      var batch = BatchUpdate(insertItems: inserted.map { ItemPath(section: 0, item: $0) })
      for path in batch.insertItems {
        batch.insertedItemData[path] = Item(id: "new-\(path.item)", height: -1)
      }
      let mapping = try UpdateMapping(before: sections, batch: batch)
      guard case .list(let after) = mapping.sectionsAfter[0].items else {
        Issue.record("the section after lists its items")
        continue
      }
      #expect(after.count == 600 + inserted.count)
      let carried = outcome { () throws(LayoutError) in
        try layout.laidOut(sections: mapping.sectionsAfter, in: environment, carrying: mapping)
      }
      let fresh = outcome { () throws(LayoutError) in
        try GridLayout(environment: environment, metrics: metrics, sections: mapping.sectionsAfter)
      }
      #expect(carried == fresh)
      let reported = carried.components(separatedBy: "; ").map {
        $0.components(separatedBy: ".height:")[0]
      }
      #expect(reported == inserted.map { "sections[0].items[\($0)]" })
    }
  }
}
