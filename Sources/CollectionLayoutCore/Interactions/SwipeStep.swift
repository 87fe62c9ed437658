/// A swipe to edit: the `swipe` step, `{"swipe": {"item": [0, 3], "distance": 120}}`.
///
/// The finger swipes item `item` `distance` points towards the leading side: the item's frame
/// shifts left by `min(distance, total width of the section's edit actions)` and the actions
/// appear behind it, at its trailing edge (see ``EditAction``). Past the total width, the item
/// stops: it is open (the 2014 sample snaps open there; UIKit would stretch the last button).
/// A distance of 0 closes the item. One item is open at a time: swiping another closes the
/// open one in the same transition.
public struct Swipe: Hashable, Sendable {
  /// The swiped item's path in the data at that step. Key `item`, `[section, item]`.
  public var item: ItemPath
  /// How far the finger moved towards the leading side, in points, >= 0. Key `distance`.
  public var distance: Double

  /// Creates a swipe.
  public init(item: ItemPath, distance: Double) {
    self.item = item
    self.distance = distance
  }
}
