/// How an edit action's button looks (``EditAction/style``).
public enum EditActionStyle: String, Hashable, Sendable, Codable, CaseIterable {
  /// A plain action (a grey button: "Favorite", "More").
  case normal
  /// An action that destroys data (a red button: "Delete").
  case destructive
}

/// A button revealed behind an item swiped towards the leading side (swipe to edit), from the
/// section's ``SectionSettings/editActions``. As UIKit's trailing swipe actions, the first
/// action sits at the item's trailing edge and each next one to its left:
///
/// ```swift
/// [EditAction(title: "Delete", width: 80, style: .destructive),
///  EditAction(title: "Favorite", width: 90)]
/// ```
/// ```
///  ┌──────── item, shifted left by 170 ────────┐┌─ Favorite 90 ─┐┌ Delete 80 ┐
///  └───────────────────────────────────────────┘└───────────────┘└───────────┘
///                                                 item's trailing edge (unshifted) ┘
/// ```
public struct EditAction: Hashable, Sendable {
  /// The button's title, handed to the renderer.
  public var title: String
  /// The button's width, in points, > 0.
  public var width: Double
  /// How the button looks; default ``EditActionStyle/normal``.
  public var style: EditActionStyle

  /// Creates an edit action.
  public init(title: String, width: Double, style: EditActionStyle = .normal) {
    self.title = title
    self.width = width
    self.style = style
  }
}
