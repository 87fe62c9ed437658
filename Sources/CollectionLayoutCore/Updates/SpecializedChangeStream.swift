/// A layout kind whose updates stream their change records through a copy of the stream's
/// code compiled for it (``LayoutUpdate/forEachChange(for:limit:_:)``).
///
/// The stream is generic over the layout. A call made from another module (the player's,
/// the command line's) reaches the generic entry point, where each element's lookups go
/// through the protocol's witnesses with their generic values' metadata and copies: with
/// every element listed, about a third of a record's instructions (see <doc:Performance>).
/// A kind opts in from its own folder by conforming and calling
/// ``LayoutUpdate/streamChanges(for:limit:_:)`` with its concrete type, which the optimiser
/// specialises inside this module; the stream hands a call over to the kind through a
/// dynamic check, once per update.
///
/// The records are the same whichever code makes them: conforming changes speed, never
/// output.
package protocol SpecializedChangeStream: CollectionViewLayout {
  /// The records of `update`, exactly as ``LayoutUpdate/streamChanges(for:limit:_:)``
  /// makes them: an implementation calls that function and nothing else.
  static func forEachChange(
    of update: LayoutUpdate<Self>, for mode: OutputMode, limit: Int,
    _ body: (ElementChange, Int) -> Bool
  ) -> ChangeStreamEnd
}

extension SpecializedChangeStream {
  /// ``forEachChange(of:for:limit:_:)`` when `update` is an update of this kind, else `nil`
  /// (the caller runs the generic code).
  static func forEachChange<Other: CollectionViewLayout>(
    ifOwnKind update: LayoutUpdate<Other>, for mode: OutputMode, limit: Int,
    _ body: (ElementChange, Int) -> Bool
  ) -> ChangeStreamEnd? {
    guard let update = update as? LayoutUpdate<Self> else { return nil }
    return forEachChange(of: update, for: mode, limit: limit, body)
  }
}
