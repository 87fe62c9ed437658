/// The change stream's copies for a ``SpecializedLayoutKind``: the defaults call the generic
/// stream with the kind's own types, and the generic stream hands a call to them.
extension SpecializedLayoutKind {
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
