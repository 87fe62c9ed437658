/// The grid's change stream, compiled for it: bare (``LayoutUpdate`` of a ``GridLayout``)
/// and as the player presents it (wrapped in ``InteractiveLayout``). Each calls the generic
/// stream with a concrete type, which the optimiser specialises; the records are the same.
extension GridLayout: SpecializedChangeStream {
  package static func forEachChange(
    of update: LayoutUpdate<GridLayout>, for mode: OutputMode, limit: Int,
    _ body: (ElementChange, Int) -> Bool
  ) -> ChangeStreamEnd {
    update.streamChanges(for: mode, limit: limit, body)
  }
}

extension InteractiveLayout: SpecializedChangeStream where Base == GridLayout {
  package static func forEachChange(
    of update: LayoutUpdate<InteractiveLayout<GridLayout>>, for mode: OutputMode, limit: Int,
    _ body: (ElementChange, Int) -> Bool
  ) -> ChangeStreamEnd {
    update.streamChanges(for: mode, limit: limit, body)
  }
}
