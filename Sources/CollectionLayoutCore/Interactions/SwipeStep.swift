/// A swipe to edit: the `swipe` step,
/// `Swipe(item: ItemPath(section: 0, item: 3), distance: 120)`.
///
/// The finger swipes item `item` `distance` points towards the leading side: the item's frame
/// shifts left by `min(distance, total width of the section's trailing swipe actions)` and the
/// actions appear behind it, at its trailing edge (see ``EditAction``). With ``actions``
/// ``SwipeEdge/leading`` the finger swipes toward the trailing side: the frame shifts right by
/// at most the leading actions' total width, and they appear at its leading edge (see
/// ``SwipeEdge``). Past the total width, the item stops: it is open (the 2014 sample snaps open
/// there; UIKit would stretch the last button). A distance of 0 closes the item. One item is
/// open at a time: swiping another closes the open one in the same transition.
///
/// Which actions a section has is the layout's to say
/// (``CollectionViewLayout/swipeActions(ofSection:at:)``): the section's
/// ``SectionSettings/editActions`` (trailing only) by default, a list section's
/// ``SwipeActions`` where a layout has lists.
public struct Swipe: Hashable, Sendable {
  /// The swiped item's path in the data at that step.
  public var item: ItemPath
  /// How far the finger moved, in points, >= 0: towards the leading side to reveal the
  /// trailing actions, towards the trailing side to reveal the leading ones.
  public var distance: Double
  /// Which actions the swipe reveals; default ``SwipeEdge/trailing``.
  public var actions: SwipeEdge

  /// Creates a swipe.
  public init(item: ItemPath, distance: Double, actions: SwipeEdge = .trailing) {
    self.item = item
    self.distance = distance
    self.actions = actions
  }
}
