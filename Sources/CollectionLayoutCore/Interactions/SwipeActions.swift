/// Which of an item's swipe actions a swipe reveals (``Swipe/actions``): UIKit's leading and
/// trailing swipe actions.
///
/// ```
///  trailing: the finger moves toward the leading side, the item slides left
///  ┌──── item, shifted left by d ────┐┌ first ┐        first action at the trailing edge,
///  └─────────────────────────────────┘└───────┘        the next ones to its left
///
///  leading: the finger moves toward the trailing side, the item slides right
///  ┌ first ┐┌──── item, shifted right by d ────┐       first action at the leading edge,
///  └───────┘└──────────────────────────────────┘       the next ones to its right
/// ```
public enum SwipeEdge: String, Hashable, Sendable, Codable, CaseIterable {
  /// The actions at the item's leading edge (UIKit's `leadingSwipeActionsConfiguration`),
  /// revealed by a swipe toward the trailing side.
  case leading
  /// The actions at the item's trailing edge (UIKit's `trailingSwipeActionsConfiguration`),
  /// revealed by a swipe toward the leading side: the default.
  case trailing
}

/// The swipe actions of a list's items, `UICollectionLayoutListConfiguration`'s
/// `leadingSwipeActionsConfigurationProvider` and `trailingSwipeActionsConfigurationProvider`
/// for every item of the section: a list section's swipe actions, made of the same
/// ``EditAction`` values as a grid section's ``SectionSettings/editActions``.
///
/// ```swift
/// SwipeActions(
///   leading: [EditAction(title: "Pin", width: 74)],
///   trailing: [EditAction(title: "Delete", width: 80, style: .destructive)])
/// ```
public struct SwipeActions: Hashable, Sendable {
  /// The actions at the leading edge, the first outermost (at the item's leading edge);
  /// default none.
  public var leading: [EditAction]
  /// The actions at the trailing edge, the first outermost (at the item's trailing edge);
  /// default none.
  public var trailing: [EditAction]

  /// Creates swipe actions; both edges default to none.
  public init(leading: [EditAction] = [], trailing: [EditAction] = []) {
    self.leading = leading
    self.trailing = trailing
  }

  /// The actions at `edge`.
  public subscript(edge: SwipeEdge) -> [EditAction] {
    edge == .leading ? leading : trailing
  }
}
