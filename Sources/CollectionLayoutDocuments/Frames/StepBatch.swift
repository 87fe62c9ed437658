import CollectionLayoutCore

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
  /// `update` step) or ascending (a computed batch). Keys as in ``BatchUpdate``.
  public var operations: BatchUpdate
  /// Item operations addressed to sections that show a placeholder: held, and applied when
  /// the section leaves its placeholder state. Key `held`, written when not empty.
  public var held: BatchUpdate
  /// How many items held by sections that showed a placeholder this step shows, among the
  /// inserts of ``operations``. Key `released`, written when above 0.
  public var releasedItemCount: Int

  /// Creates a step's batch.
  public init(
    operations: BatchUpdate = BatchUpdate(), held: BatchUpdate = BatchUpdate(),
    releasedItemCount: Int = 0
  ) {
    self.operations = operations
    self.held = held
    self.releasedItemCount = releasedItemCount
  }
}
