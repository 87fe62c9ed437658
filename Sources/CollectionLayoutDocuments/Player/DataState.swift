import CollectionLayoutCore

/// What the player keeps beside the layout to play data steps: the items that sections
/// showing no items hold, and the data sources.
///
/// A section whose state shows no items (`initial`, `loading`, `noContent`, `error`) has no
/// items on screen; the items that arrive for it meanwhile (inserted by an update, given by
/// `apply`) are held here, as the sample queues its updates while it loads, and appear in
/// one batch when a `load` step lets the section show items.
struct DataState: Sendable {
  /// In a scenario without data sources: by section index on screen, the items a section
  /// that shows no items holds. A section absent holds none.
  var held: [Int: Items] = [:]
  /// The data sources, in a scenario that has them; their sections hold their items
  /// themselves.
  var root: DataSource?

  /// The items section `section` holds, or none in the form of `shown` (a count of 0 or an
  /// empty list).
  func heldItems(_ section: Int, shown: Items) -> Items {
    held[section] ?? shown.emptied
  }
}
