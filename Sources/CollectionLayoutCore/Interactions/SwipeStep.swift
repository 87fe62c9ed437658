/// A swipe to edit: the `swipe` step, `{"swipe": {"item": [0, 3], "distance": 120}}`.
///
/// The finger swipes item `item` `distance` points towards the leading side: the item's frame
/// shifts left by `min(distance, total width of the section's trailing swipe actions)` and the
/// actions appear behind it, at its trailing edge (see ``EditAction``). With `"actions":
/// "leading"` the finger swipes toward the trailing side: the frame shifts right by at most the
/// leading actions' total width, and they appear at its leading edge (see ``SwipeEdge``). Past
/// the total width, the item stops: it is open (the 2014 sample snaps open there; UIKit would
/// stretch the last button). A distance of 0 closes the item. One item is open at a time:
/// swiping another closes the open one in the same transition.
///
/// Which actions a section has is the layout's to say
/// (``CollectionViewLayout/swipeActions(ofSection:at:)``): the `editActions` metrics key
/// (trailing only) by default, a list section's `swipeActions` where a layout has lists.
public struct Swipe: Hashable, Sendable {
  /// The swiped item's path in the data at that step. Key `item`, `[section, item]`.
  public var item: ItemPath
  /// How far the finger moved, in points, >= 0: towards the leading side to reveal the
  /// trailing actions, towards the trailing side to reveal the leading ones. Key `distance`.
  public var distance: Double
  /// Which actions the swipe reveals. Key `actions`, default ``SwipeEdge/trailing``.
  public var actions: SwipeEdge

  /// Creates a swipe.
  public init(item: ItemPath, distance: Double, actions: SwipeEdge = .trailing) {
    self.item = item
    self.distance = distance
    self.actions = actions
  }
}
