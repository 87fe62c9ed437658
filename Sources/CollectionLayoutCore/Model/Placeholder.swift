/// Why a section shows a placeholder instead of its items (``Placeholder/kind``), and the
/// section's ``ContentState`` while it does.
public enum PlaceholderKind: String, Hashable, Sendable, Codable, CaseIterable {
  /// The content is loading.
  case loading
  /// The content loaded and is empty.
  case noContent
  /// Loading the content failed.
  case error
}

/// A full-width view shown in place of a section's items.
///
/// ```swift
/// Placeholder(kind: .noContent, title: "No reviews yet", message: "Be the first.", height: 200)
/// ```
///
/// The scenario's placeholder objects are in the scenario format's article (Placeholder).
public struct Placeholder: Hashable, Sendable {
  /// The smallest height, in points, of a placeholder without an explicit height: one that
  /// starts near or below the bottom of the first screen still gets this much room.
  public static let minimumFillHeight: Double = 100

  /// Why the placeholder is shown.
  public var kind: PlaceholderKind
  /// A title for the renderer, if any.
  public var title: String?
  /// A message for the renderer, if any.
  public var message: String?
  /// The height, in points, > 0. When `nil`, the placeholder fills what is left of the first
  /// screen below its top (the viewport height minus the top and bottom content insets,
  /// minus its top), and never less than ``minimumFillHeight``.
  public var height: Double?

  /// Creates a placeholder.
  public init(
    kind: PlaceholderKind, title: String? = nil, message: String? = nil, height: Double? = nil
  ) {
    self.kind = kind
    self.title = title
    self.message = message
    self.height = height
  }
}
