/// A layout kind whose updates stream their change records through copies of the stream's
/// code compiled for it (``LayoutUpdate/forEachChange(for:limit:_:)``): bare, and as the
/// player presents it (wrapped in ``InteractiveLayout``).
///
/// The stream is generic over the layout. A call made from another module (the player's,
/// the command line's) reaches the generic entry point, where each element's lookups go
/// through the protocol's witnesses with their generic values' metadata and copies: with
/// every element listed, about a third of a record's instructions (see <doc:Performance>).
/// A kind opts in from its own folder with an empty conformance (here for a kind `MyKind`):
///
/// ```swift
/// extension MyKind: SpecializedChangeStream {}
/// ```
///
/// The requirements' default implementations call
/// ``LayoutUpdate/streamChanges(for:limit:_:)``; the conformance's witnesses call them with
/// the kind's concrete type, so the optimiser specialises the stream for the kind inside this
/// module (it is built whole, as a release build does). The stream hands a call over to the
/// kind through a dynamic check, once per update.
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

  /// The records of `update`, an update of this kind as the player presents it, exactly as
  /// ``LayoutUpdate/streamChanges(for:limit:_:)`` makes them. (A requirement of the kind,
  /// rather than a conformance of ``InteractiveLayout`` for each kind, because a generic
  /// type conforms to a protocol under one condition only.)
  static func forEachChange(
    ofPresented update: LayoutUpdate<InteractiveLayout<Self>>, for mode: OutputMode,
    limit: Int, _ body: (ElementChange, Int) -> Bool
  ) -> ChangeStreamEnd
}

extension SpecializedChangeStream {
  /// The generic stream, called with this kind's type.
  package static func forEachChange(
    of update: LayoutUpdate<Self>, for mode: OutputMode, limit: Int,
    _ body: (ElementChange, Int) -> Bool
  ) -> ChangeStreamEnd {
    update.streamChanges(for: mode, limit: limit, body)
  }

  /// The generic stream, called with this kind's presented type.
  package static func forEachChange(
    ofPresented update: LayoutUpdate<InteractiveLayout<Self>>, for mode: OutputMode,
    limit: Int, _ body: (ElementChange, Int) -> Bool
  ) -> ChangeStreamEnd {
    update.streamChanges(for: mode, limit: limit, body)
  }

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

/// A presented layout streams through its kind's copy for presented layouts (a presented
/// layout presented again, which the player never makes, runs the default: generic code).
extension InteractiveLayout: SpecializedChangeStream where Base: SpecializedChangeStream {
  package static func forEachChange(
    of update: LayoutUpdate<InteractiveLayout<Base>>, for mode: OutputMode, limit: Int,
    _ body: (ElementChange, Int) -> Bool
  ) -> ChangeStreamEnd {
    Base.forEachChange(ofPresented: update, for: mode, limit: limit, body)
  }
}
