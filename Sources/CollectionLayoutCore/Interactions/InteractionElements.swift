/// The element kinds the engine's interactions add to any layout. Each is attached to an item
/// (``ElementOwner/attached(to:)``) and named by the item's path: it follows the item through
/// updates and leaves with it when the item is deleted.
///
/// | kind | id | frame | zIndex |
/// |---|---|---|---|
/// | `editAction` | `editAction/S/I/K`, trailing action K of the item | behind the swiped item, at its unshifted trailing edge (see ``EditAction``) | 0, under the cells |
/// | `leadingEditAction` | `leadingEditAction/S/I/K`, leading action K of the item (a list's `swipeActions.leading`) | behind the swiped item, at its unshifted leading edge (see ``SwipeEdge``) | 0 |
/// | `deleteControl` | `deleteControl/S/I` | a square at the item's leading edge, vertically centred | 3, over the cells |
/// | `reorderHandle` | `reorderHandle/S/I` | a square at the item's trailing edge, vertically centred; movable items only | 3 |
/// | `dragGap` | `dragGap/S/I`, S/I the dragged item's path | the free slot the dragged item will take: its frame as the layout places it | 0 |
///
/// The editing controls are ``InteractionMetrics/editingControlSide`` points square, smaller
/// in a smaller item: `min(44, item height, item width / 2)`.
extension ElementKind {
  // Packed constants, as the built-in kinds are (see ``init(packed:_:_:)``): every element
  // query of an ``InteractiveLayout`` asks whether a kind is one of these.

  /// A button revealed behind a swiped item: one of its trailing actions.
  public static let editAction = ElementKind(
    packed: 0x6564_6974_4163_7469, 0x6f6e_0000_0000_0000, 10)  // "editAction"
  /// A button revealed behind an item swiped toward the trailing side: one of its leading
  /// actions.
  public static let leadingEditAction = ElementKind(
    packed: 0x6c65_6164_696e_6745, 0x6469_7441_6374_696f, 0x6e00_0000_0000_0011)
  // "leadingEditAction"
  /// The delete control an item shows in editing mode.
  public static let deleteControl = ElementKind(
    packed: 0x6465_6c65_7465_436f, 0x6e74_726f_6c00_0000, 13)  // "deleteControl"
  /// The reorder handle a movable item shows in editing mode.
  public static let reorderHandle = ElementKind(
    packed: 0x7265_6f72_6465_7248, 0x616e_646c_6500_0000, 13)  // "reorderHandle"
  /// The free slot of a drag to reorder: where the dragged item lands if dropped now.
  public static let dragGap = ElementKind(packed: 0x6472_6167_4761_7000, 0, 7)  // "dragGap"

  /// Whether the kind is one the engine's interactions add, each attached to an item:
  /// `editAction`, `leadingEditAction`, `deleteControl`, `reorderHandle` or `dragGap`.
  var isInteractionKind: Bool {
    self == .editAction || self == .deleteControl || self == .reorderHandle || self == .dragGap
      || self == .leadingEditAction
  }

  /// The kind of the buttons a swipe reveals at `edge`: `editAction` (trailing) or
  /// `leadingEditAction`.
  static func swipeAction(at edge: SwipeEdge) -> ElementKind {
    edge == .trailing ? .editAction : .leadingEditAction
  }
}

extension ZIndex {
  /// Edit action buttons and the drag's gap: under the cells (the section background, in the
  /// same band, lists first and draws first).
  public static let editAction = 0
  /// Delete controls and reorder handles: over the cells, under the separators.
  public static let editingControl = 3
  /// The dragged item: over everything, global headers included (their band ends below
  /// 1000 + 1000 + 1, since a layout has at most ``Limits/maximumSupplementaryCount`` of them).
  public static let draggedItem = 10_000
}

/// The sizes of the elements the interactions add, in points.
public enum InteractionMetrics {
  /// The side of a delete control or a reorder handle in an item large enough: 44 points, the
  /// smallest comfortable touch target.
  public static let editingControlSide = 44.0

  /// The side of the editing controls of an item of `size`: 44 points, or the item's height,
  /// or half its width, whichever is smallest (never negative).
  static func editingControlSide(in size: LayoutSize) -> Double {
    max(0, min(editingControlSide, size.height, size.width / 2))
  }
}

/// The names of the custom attributes the interactions set on elements, in the order they are
/// written.
///
/// | name | on | value |
/// |---|---|---|
/// | `editing` | items, in editing mode | `true` |
/// | `movable` | items, in editing mode | whether the item's section allows reordering |
/// | `dragging` | the dragged item | `true` |
/// | `swipeOffset` | a swiped item | how far its content is shifted left, in points: > 0 for its trailing actions, < 0 (shifted right) for its leading ones |
/// | `title` | an edit action | its title |
/// | `style` | an edit action | `"normal"` or `"destructive"` |
enum InteractionAttribute {
  static let editing = "editing"
  static let movable = "movable"
  static let dragging = "dragging"
  static let swipeOffset = "swipeOffset"
  static let title = "title"
  static let style = "style"
}

extension ElementID {
  /// The item an element of the interactions' kinds is attached to: its first two indexes;
  /// `nil` for other kinds.
  var interactionItem: ItemPath? {
    guard kind.isInteractionKind, indexes.count >= 2 else { return nil }
    return ItemPath(section: indexes[0], item: indexes[1])
  }
}
