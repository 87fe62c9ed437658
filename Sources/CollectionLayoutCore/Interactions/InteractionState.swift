/// What the engine's interaction steps show on top of a layout: editing mode, the item swiped
/// open, the item being dragged. A value, part of ``InteractiveLayout``: two states are two
/// presentations, and a transition between them is an update without data change.
package struct InteractionState: Hashable, Sendable {
  /// Whether editing mode is on: items show their delete controls and reorder handles.
  package var isEditing = false
  /// The item swiped open, if any: one at a time.
  package var openSwipe: OpenSwipe?
  /// The item being dragged, if any.
  package var drag: DraggedItem?

  /// Whether the state shows nothing: the layout is presented as it is.
  package var isEmpty: Bool { !isEditing && openSwipe == nil && drag == nil }

  /// Creates a state.
  package init(isEditing: Bool = false, openSwipe: OpenSwipe? = nil, drag: DraggedItem? = nil) {
    self.isEditing = isEditing
    self.openSwipe = openSwipe
    self.drag = drag
  }
}

/// An item swiped open: its path, which of its actions show, and how far its content is
/// shifted toward the other side.
package struct OpenSwipe: Hashable, Sendable {
  /// The item's path.
  package var item: ItemPath
  /// How far the item's frame is shifted (left for the trailing actions, right for the
  /// leading ones), in points, > 0: the swipe's distance, at most the total width of the
  /// actions.
  package var offset: Double
  /// Which actions show.
  package var edge: SwipeEdge

  /// Creates an open swipe.
  package init(item: ItemPath, offset: Double, edge: SwipeEdge = .trailing) {
    self.item = item
    self.offset = offset
    self.edge = edge
  }
}

/// The item being dragged, as presented: its path in the data shown (the gap's slot) and its
/// frame at the finger.
package struct DraggedItem: Hashable, Sendable {
  /// The dragged item's path in the data as shown during the drag: where its gap is.
  package var item: ItemPath
  /// Its frame, in content coordinates: at the finger, keeping the offset it had from it.
  package var frame: LayoutRect

  /// Creates a dragged item.
  package init(item: ItemPath, frame: LayoutRect) {
    self.item = item
    self.frame = frame
  }
}
