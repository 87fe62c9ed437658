/// The swipe actions of a compositional layout: a list section's `swipeActions`
/// (`UICollectionLayoutListConfiguration`'s leading and trailing swipe actions, B.10). A
/// section that is not a list has none, as in UIKit, where swipe actions come with a list.
extension CompositionalLayout {
  /// The actions of section `section`'s list at `edge`; none for a section that is not a
  /// list. O(1).
  public func swipeActions(ofSection section: Int, at edge: SwipeEdge) -> [EditAction] {
    description(ofSection: section)?.list?.swipeActions[edge] ?? []
  }

  /// That section `section` is not a list, or that its list gives no actions at `edge`, and
  /// the key that gives them.
  public func missingSwipeActions(inSection section: Int, at edge: SwipeEdge) -> String {
    guard description(ofSection: section)?.list != nil else {
      return "section \(section) is not a list: only a list section has swipe actions "
        + "(\"swipeActions\" in its \"list\")"
    }
    return "the list of section \(section) gives no \(edge.rawValue) swipe actions "
      + "(\"swipeActions\": {\"\(edge.rawValue)\": [...]} in its \"list\")"
  }
}
