import CollectionLayoutCore

/// The operations of a batch update, without the data after it or how it animates: what a
/// data source sends to `performBatchUpdates`. Written in frames as an update step's
/// `batch` (see <doc:FramesFormat>), with the scenario's keys and shapes, so it can be pasted
/// back into an `update` step.
///
/// ```json
/// {"deleteSections": [1], "insertItems": [[0, 0], [0, 1]], "moveItems": [[[1, 4], [1, 1]]]}
/// ```
public struct BatchOperations: Hashable, Sendable {
  /// Sections deleted, indexes before the update.
  public var deleteSections: [Int]
  /// Sections inserted, indexes after the update.
  public var insertSections: [Int]
  /// Sections reloaded, indexes before the update.
  public var reloadSections: [Int]
  /// Sections moved.
  public var moveSections: [SectionMove]
  /// Items deleted, paths before the update.
  public var deleteItems: [ItemPath]
  /// Items inserted, paths after the update.
  public var insertItems: [ItemPath]
  /// Items reloaded, paths before the update.
  public var reloadItems: [ItemPath]
  /// Items moved.
  public var moveItems: [ItemMove]

  /// Creates operations; every list defaults to empty.
  public init(
    deleteSections: [Int] = [], insertSections: [Int] = [], reloadSections: [Int] = [],
    moveSections: [SectionMove] = [], deleteItems: [ItemPath] = [],
    insertItems: [ItemPath] = [], reloadItems: [ItemPath] = [], moveItems: [ItemMove] = []
  ) {
    self.deleteSections = deleteSections
    self.insertSections = insertSections
    self.reloadSections = reloadSections
    self.moveSections = moveSections
    self.deleteItems = deleteItems
    self.insertItems = insertItems
    self.reloadItems = reloadItems
    self.moveItems = moveItems
  }

  /// The operations of `batch`, in its order.
  public init(_ batch: BatchUpdate) {
    self.init(
      deleteSections: batch.deleteSections, insertSections: batch.insertSections,
      reloadSections: batch.reloadSections, moveSections: batch.moveSections,
      deleteItems: batch.deleteItems, insertItems: batch.insertItems,
      reloadItems: batch.reloadItems, moveItems: batch.moveItems)
  }

  /// Whether there is no operation at all.
  public var isEmpty: Bool { count == 0 }

  /// The number of operations.
  public var count: Int {
    deleteSections.count + insertSections.count + reloadSections.count + moveSections.count
      + deleteItems.count + insertItems.count + reloadItems.count + moveItems.count
  }

  /// A batch update with these operations, and `after`, the anchor, the slide and the
  /// animation given.
  public func batchUpdate(
    after: [LayoutSection]? = nil, anchor: UpdateAnchor = .automatic,
    insertedSectionsSlideFrom: SlideEdge? = nil, animation: UpdateAnimation = UpdateAnimation()
  ) -> BatchUpdate {
    BatchUpdate(
      deleteSections: deleteSections, insertSections: insertSections,
      reloadSections: reloadSections, moveSections: moveSections, deleteItems: deleteItems,
      insertItems: insertItems, reloadItems: reloadItems, moveItems: moveItems, after: after,
      anchor: anchor, insertedSectionsSlideFrom: insertedSectionsSlideFrom, animation: animation)
  }
}

/// What a step that updates the data applied, as its frames entry records it (key `batch`):
/// the operations given (an `update` step) or computed (`apply`, `load`, `select`), the item
/// operations held back for sections that show a placeholder, and the items those sections
/// release when they leave it.
///
/// ```json
/// "batch": {"insertItems": [[2, 0], [2, 1]], "released": 2}
/// ```
public struct StepBatch: Hashable, Sendable {
  /// The operations the step applied to the collection on screen, in the order given (an
  /// `update` step) or ascending (a computed batch). Keys as in ``BatchOperations``.
  public var operations: BatchOperations
  /// Item operations addressed to sections that show a placeholder: held, and applied when
  /// the section leaves its placeholder state. Key `held`, written when not empty.
  public var held: BatchOperations
  /// How many items held by sections that showed a placeholder this step shows, among the
  /// inserts of ``operations``. Key `released`, written when above 0.
  public var releasedItemCount: Int

  /// Creates a step's batch.
  public init(
    operations: BatchOperations = BatchOperations(), held: BatchOperations = BatchOperations(),
    releasedItemCount: Int = 0
  ) {
    self.operations = operations
    self.held = held
    self.releasedItemCount = releasedItemCount
  }
}
