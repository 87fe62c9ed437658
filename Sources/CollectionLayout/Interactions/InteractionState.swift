/// What the engine's interaction steps show on top of a layout: editing mode, the item swiped
/// open, the item being dragged. A value, part of ``InteractiveLayout``: two states are two
/// presentations, and a transition between them is an update without data change.
struct InteractionState: Hashable, Sendable {
  /// Whether editing mode is on: items show their delete controls and reorder handles.
  var isEditing = false
  /// The item swiped open, if any: one at a time.
  var openSwipe: OpenSwipe?
  /// The item being dragged, if any.
  var drag: DraggedItem?

  /// Whether the state shows nothing: the layout is presented as it is.
  var isEmpty: Bool { !isEditing && openSwipe == nil && drag == nil }
}

/// An item swiped open: its path and how far its content is shifted left.
struct OpenSwipe: Hashable, Sendable {
  /// The item's path.
  var item: ItemPath
  /// How far the item's frame is shifted left, in points, > 0: the swipe's distance, at most
  /// the total width of its section's edit actions.
  var offset: Double
}

/// The item being dragged, as presented: its path in the data shown (the gap's slot) and its
/// frame at the finger.
struct DraggedItem: Hashable, Sendable {
  /// The dragged item's path in the data as shown during the drag: where its gap is.
  var item: ItemPath
  /// Its frame, in content coordinates: at the finger, keeping the offset it had from it.
  var frame: LayoutRect
}
