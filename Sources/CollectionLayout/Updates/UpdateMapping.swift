/// The error UIKit would raise for an invalid batch: its message, word for word.
public struct BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The message, for example `attempt to delete item 4 from section 0 which only contains
  /// 4 items before the update`.
  public var message: String

  /// Creates an error.
  public init(message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}

/// The bookkeeping of a valid batch update: which sections and items were deleted, inserted,
/// reloaded and moved, and where every surviving section and item goes.
public struct UpdateMapping: Hashable, Sendable {
  /// The sections after the update: the batch's `after`, or derived from the operations.
  public var sectionsAfter: [Section]

  /// Validates `batch` against the sections before the update, as UIKit does (first error
  /// wins, UIKit's message), and computes the maps.
  public init(before: [Section], batch: BatchUpdate) throws(BatchUpdateError) {
    // STUB: replaced by the updates work.
    throw BatchUpdateError(message: "not implemented")
  }

  /// The index after the update of section `old` (kept, moved or reloaded); `nil` when it
  /// was deleted or does not exist.
  public func newSection(forOld old: Int) -> Int? { nil }
  /// The index before the update of section `new`; `nil` when it was inserted or does not
  /// exist.
  public func oldSection(forNew new: Int) -> Int? { nil }
  /// The path after the update of the item at `old` (kept or moved, or reloaded); `nil` when
  /// it was deleted, its section was deleted or reloaded, or it does not exist.
  public func newItem(forOld old: ItemPath) -> ItemPath? { nil }
  /// The path before the update of the item at `new`; `nil` when it was inserted, its section
  /// was inserted or reloaded, or it does not exist.
  public func oldItem(forNew new: ItemPath) -> ItemPath? { nil }
  /// Whether the item at `old` was moved by a `moveItems` operation or with its section.
  public func isMoved(old: ItemPath) -> Bool { false }
  /// Whether the item at `old` was reloaded by a `reloadItems` operation.
  public func isReloaded(old: ItemPath) -> Bool { false }

  /// Deleted sections, indexes before the update, ascending.
  public var deletedSections: [Int] { [] }
  /// Inserted sections, indexes after the update, ascending.
  public var insertedSections: [Int] { [] }
  /// Reloaded sections, from their index before to their index after the update, by `from`.
  public var reloadedSections: [SectionMove] { [] }
  /// Moved sections, by `from`.
  public var movedSections: [SectionMove] { [] }
  /// Deleted items, paths before the update, ascending (items of deleted sections excluded).
  public var deletedItems: [ItemPath] { [] }
  /// Inserted items, paths after the update, ascending (items of inserted sections excluded).
  public var insertedItems: [ItemPath] { [] }
  /// Reloaded items, from their path before to their adjusted path after the update.
  public var reloadedItems: [ItemMove] { [] }
  /// Moved items, by `from`.
  public var movedItems: [ItemMove] { [] }
}
