/// A flow layout has no swipe actions: UIKit's `UICollectionViewFlowLayout` has none, and its
/// sections have no metrics to give `editActions` (a `swipe` step is refused, saying where
/// swipe actions come from).
extension FlowLayout {
  /// None, at either edge.
  public func swipeActions(ofSection section: Int, at edge: SwipeEdge) -> [EditAction] { [] }

  /// That a flow layout has none, and which layout has them.
  public func missingSwipeActions(inSection section: Int, at edge: SwipeEdge) -> String {
    "a flow layout has no swipe actions (UIKit's come with a list: a compositional layout's "
      + "list section gives them, \"swipeActions\" in its \"list\")"
  }
}
