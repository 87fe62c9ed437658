/// The change stream's copies for a ``SpecializedLayoutKind``: the defaults call the generic
/// stream with the kind's own types, and the generic stream hands a call to them.
extension SpecializedLayoutKind {
  /// The generic stream, called with this kind's type.
  package static func forEachChange(
    of update: LayoutUpdate<Self>, for mode: OutputMode, limit: Int,
    _ body: (consuming ElementChange, Int) -> Bool
  ) -> ChangeStreamEnd {
    update.streamChanges(for: mode, limit: limit, body)
  }

  /// The generic stream, called with this kind's presented type.
  package static func forEachChange(
    ofPresented update: LayoutUpdate<InteractiveLayout<Self>>, for mode: OutputMode,
    limit: Int, _ body: (consuming ElementChange, Int) -> Bool
  ) -> ChangeStreamEnd {
    update.streamChanges(for: mode, limit: limit, body)
  }

  /// ``forEachChange(of:for:limit:_:)`` when `update` is an update of this kind, else `nil`
  /// (the caller runs the generic code).
  ///
  /// The kind is told by comparing the metatypes, and the update is then read in place as the
  /// same value of its own type: a dynamic cast (`as? LayoutUpdate<Self>`) would copy it, with
  /// its layouts and mapping, a retain of each of their references.
  static func forEachChange<Other: CollectionViewLayout>(
    ifOwnKind update: LayoutUpdate<Other>, for mode: OutputMode, limit: Int,
    _ body: (consuming ElementChange, Int) -> Bool
  ) -> ChangeStreamEnd? {
    guard Other.self == Self.self else { return nil }
    return withUnsafePointer(to: update) { address in
      // The same type: `Other` is `Self`.
      let own = UnsafeRawPointer(address).assumingMemoryBound(to: LayoutUpdate<Self>.self)
      return withUnretainedBorrow(of: own) { update in
        forEachChange(of: update, for: mode, limit: limit, body)
      }
    }
  }
}
