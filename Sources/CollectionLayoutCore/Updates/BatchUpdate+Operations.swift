/// A batch's operations on their own: the eight lists a data source sends to
/// `performBatchUpdates`, without the data after the update, its anchor, its slide or its
/// animation. What a frames entry records as a step's batch, and what identity diffing and
/// data sources compute.
extension BatchUpdate {
  /// This batch's eight lists of operations, in their order, and nothing else: the data
  /// after the update, the anchor, the slide, the animation and the items' data take their
  /// defaults.
  public var operations: BatchUpdate {
    BatchUpdate(
      deleteSections: deleteSections, insertSections: insertSections,
      reloadSections: reloadSections, moveSections: moveSections, deleteItems: deleteItems,
      insertItems: insertItems, reloadItems: reloadItems, moveItems: moveItems)
  }

  /// The number of operations in the eight lists (a move counts once), >= 0.
  public var operationCount: Int {
    deleteSections.count + insertSections.count + reloadSections.count + moveSections.count
      + deleteItems.count + insertItems.count + reloadItems.count + moveItems.count
  }

  /// This batch's operations with `after`, the anchor, the slide and the animation given
  /// (the items' data is kept).
  public func with(
    after: [LayoutSection]? = nil, anchor: UpdateAnchor = .automatic,
    insertedSectionsSlideFrom: SlideEdge? = nil, animation: UpdateAnimation = UpdateAnimation()
  ) -> BatchUpdate {
    var batch = self
    batch.after = after
    batch.anchor = anchor
    batch.insertedSectionsSlideFrom = insertedSectionsSlideFrom
    batch.animation = animation
    return batch
  }

  /// These operations of one source moved to the collection's index space: indexes before
  /// the update by `old` sections, indexes after it by `new`. Only the operations are kept.
  public func offset(old: Int, new: Int) -> BatchUpdate {
    func before(_ path: ItemPath) -> ItemPath {
      ItemPath(section: path.section + old, item: path.item)
    }
    func after(_ path: ItemPath) -> ItemPath {
      ItemPath(section: path.section + new, item: path.item)
    }
    return BatchUpdate(
      deleteSections: deleteSections.map { $0 + old },
      insertSections: insertSections.map { $0 + new },
      reloadSections: reloadSections.map { $0 + old },
      moveSections: moveSections.map { SectionMove(from: $0.from + old, to: $0.to + new) },
      deleteItems: deleteItems.map(before), insertItems: insertItems.map(after),
      reloadItems: reloadItems.map(before),
      moveItems: moveItems.map { ItemMove(from: before($0.from), to: after($0.to)) })
  }
}
