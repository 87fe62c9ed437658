import CollectionLayout

/// The inputs of the benchmark, the same for the engine and its baselines: 10 sections of
/// 2 columns, a pinned header per section and a pinned global header, in a 768 × 1024 viewport
/// under a 64-point bar at scale 2.
enum Workloads {
  /// The number of sections.
  static let sectionCount = 10
  /// The scroll view: 768 × 1024 points, inset 64 at the top, scale 2.
  static let environment = LayoutEnvironment(
    viewport: LayoutSize(width: 768, height: 1024), contentInset: LayoutInsets(top: 64),
    displayScale: 2)

  /// `itemCount` items in `sections` sections (10 by default; the count rounded down to a
  /// multiple of the sections): uniform 44-point rows, or, with `ownHeights`, every item with
  /// its own height (20 ... 80 points), or, with `ids`, every item listed with an id
  /// (`item-N`) and no height (uniform rows, from a list).
  static func scenario(
    itemCount: Int, ownHeights: Bool = false, ids: Bool = false, sections: Int = sectionCount
  ) -> Scenario {
    let perSection = itemCount / max(1, sections)
    let models = (0..<sections).map { section in
      let items: Items
      if ownHeights || ids {
        items = .list(
          (0..<perSection).map { item in
            let index = section * perSection + item
            return Item(
              id: ids ? "item-\(index)" : nil,
              height: ownHeights ? 20 + Double(index * 7_919 % 61) : nil)
          })
      } else {
        items = .count(perSection)
      }
      return LayoutSection(items: items, headers: [Supplementary(height: 40, isPinned: true)])
    }
    return Scenario(
      environment: environment, metrics: SectionMetrics(rowHeight: 44, columns: 2),
      globalHeaders: [Supplementary(height: 50, isPinned: true)], sections: models)
  }

  /// 240 content offsets of a scroll (4 seconds at 60 frames per second), 12.5 points apart,
  /// across the boundary between the two middle sections, where the lower one's header pushes
  /// the upper one's off.
  static func scrollOffsets(in layout: GridLayout) -> [LayoutPoint] {
    let boundary = layout.frame(ofSection: layout.numberOfSections / 2)?.minY ?? 0
    return (0..<240).map { step in
      layout.clampedContentOffset(LayoutPoint(x: 0, y: boundary - 1_500 + 12.5 * Double(step)))
    }
  }

  /// 256 queries spread over the whole content: a content offset, and the viewport-sized rect
  /// one screen below it (what a renderer prefetches while scrolling down).
  static func rectQueries(contentHeight: Double) -> [(rect: LayoutRect, contentOffset: LayoutPoint)]
  {
    let viewport = environment.viewport
    let range = max(0, contentHeight - 2 * viewport.height)
    return (0..<256).map { index in
      // The golden-ratio sequence: spread evenly, in no particular order.
      let fraction = (Double(index) * 0.618_033_988_749_895).truncatingRemainder(dividingBy: 1)
      let y = (fraction * range).rounded()
      return (
        LayoutRect(x: 0, y: y + viewport.height, width: viewport.width, height: viewport.height),
        LayoutPoint(x: 0, y: y)
      )
    }
  }

  /// The batch of the update benchmark on `itemCount` items in 10 sections of n items (n a
  /// multiple of 50): in each section, deletes of every tenth item (n / 10), inserts of every
  /// tenth slot after the update (n / 10), and n / 50 moves into the next section, in
  /// reverse order. At 100,000 items: 10,000 deletes, 10,000 inserts and 2,000 moves.
  static func batch(itemCount: Int) -> BatchUpdate {
    let perSection = itemCount / sectionCount
    var deletes: [ItemPath] = []
    var inserts: [ItemPath] = []
    var moves: [ItemMove] = []
    let moveCount = perSection / 50
    for section in 0..<sectionCount {
      for item in stride(from: 3, to: perSection, by: 10) {
        deletes.append(ItemPath(section: section, item: item))
      }
      for item in stride(from: 7, to: perSection, by: 10) {
        inserts.append(ItemPath(section: section, item: item))
      }
      for index in 0..<moveCount {
        moves.append(
          ItemMove(
            from: ItemPath(section: section, item: 50 * index + 1),
            to: ItemPath(
              section: (section + 1) % sectionCount, item: 50 * (moveCount - 1 - index) + 25)))
      }
    }
    return BatchUpdate(deleteItems: deletes, insertItems: inserts, moveItems: moves)
  }

  /// `batch` with each inserted item given its id (`new-` with its section and index after the
  /// update, never an id of the scenario's `item-` ids) in ``BatchUpdate/insertedItemData``:
  /// what an app on items with ids sends, where an inserted item without data would be
  /// `Item()`, with no id to check.
  static func identifyingInserts(_ batch: BatchUpdate) -> BatchUpdate {
    var batch = batch
    batch.insertedItemData.reserveCapacity(batch.insertItems.count)
    for path in batch.insertItems {
      batch.insertedItemData[path] = Item(id: "new-\(path.section)-\(path.item)")
    }
    return batch
  }

  /// A batch of 22 operations on `itemCount` items in `sections` sections (each of at least
  /// 10 items): 10 deletes and 10 inserts, one of each in 10 sections spread over the
  /// collection (a third and two thirds of the way down), and 2 moves from the end of one of
  /// those sections to the top of the next. What a user's edit sends, whatever the size of
  /// the data.
  static func smallBatch(itemCount: Int, sections: Int = sectionCount) -> BatchUpdate {
    let perSection = itemCount / max(1, sections)
    let touched = (0..<10).map { $0 * sections / 10 }
    var batch = BatchUpdate()
    for section in touched {
      batch.deleteItems.append(ItemPath(section: section, item: perSection / 3))
      batch.insertItems.append(ItemPath(section: section, item: 2 * perSection / 3))
    }
    for (index, section) in [touched[2], touched[6]].enumerated() {
      batch.moveItems.append(
        ItemMove(
          from: ItemPath(section: section, item: perSection - 1 - index),
          to: ItemPath(section: section + sections / 10, item: index)))
    }
    return batch
  }

  /// The content offset of the update benchmark: inside the middle section, 2,000 points below
  /// its top.
  static func updateOffset(in layout: GridLayout) -> LayoutPoint {
    let top = layout.frame(ofSection: layout.numberOfSections / 2)?.minY ?? 0
    return layout.clampedContentOffset(LayoutPoint(x: 0, y: top + 2_000))
  }

  /// Frames of one step listing every element of `layout` at its initial offset.
  static func frames(of layout: GridLayout) -> FramesDocument {
    let offset = environment.initialContentOffset
    return FramesDocument(
      environment: environment,
      steps: [
        FrameStep(
          index: 0, action: .initial, viewport: environment.viewport, contentOffset: offset,
          contentSize: layout.contentSize, elements: layout.allElements(at: offset))
      ])
  }
}

/// A checksum contribution of a list of elements: their number and where the last one ends.
func fold(_ elements: [LayoutAttributes]) -> Int {
  elements.count &+ Int(elements.last?.frame.maxY ?? 0)
}

/// The checksum contribution of a query's common attributes, as ``fold(_:)-([LayoutAttributes])``.
func fold(_ elements: [ElementAttributes]) -> Int {
  elements.count &+ Int(elements.last?.frame.maxY ?? 0)
}
