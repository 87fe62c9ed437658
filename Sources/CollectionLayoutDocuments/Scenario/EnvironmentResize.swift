import CollectionLayoutCore

/// A resize to another screen: `{"resize": {"environment": {"orientation": "landscape"}}}`.
///
/// The step's `environment` is laid over the screen before the step
/// (``EnvironmentDescription/merged(over:)``): the same device turned, or another split view.
/// The viewport is the new window's unless `width` and `height` are given; the content inset
/// is kept unless `contentInset` is given, and adjusted again by the scenario's `scrollView`.
public struct EnvironmentResize: Hashable, Sendable {
  /// What changes on the screen (key `environment`).
  public var environment: EnvironmentDescription
  /// The new viewport, in points (keys `width` and `height`); `nil` takes the window's.
  public var viewport: LayoutSize?
  /// The app's new content inset, in points, before adjustment (key `contentInset`); `nil`
  /// keeps it.
  public var contentInset: LayoutInsets?

  /// Creates a resize to another screen.
  public init(
    environment: EnvironmentDescription, viewport: LayoutSize? = nil,
    contentInset: LayoutInsets? = nil
  ) {
    self.environment = environment
    self.viewport = viewport
    self.contentInset = contentInset
  }
}
