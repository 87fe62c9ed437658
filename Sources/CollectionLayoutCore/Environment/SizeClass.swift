/// A size class of a screen along one axis, `UIUserInterfaceSizeClass`: how much room the
/// interface has, in Apple's two steps.
public enum SizeClass: String, Hashable, Sendable, CaseIterable {
  /// Not known: a bare viewport with no device. A section provider's rule on a size class
  /// never matches it.
  case unspecified
  /// Little room: an iPhone's width in portrait, most iPhones' height in landscape, an iPad
  /// in a narrow split view.
  case compact
  /// Ample room: an iPad's full screen, a Max iPhone's width in landscape.
  case regular
}

/// The horizontal and vertical size classes of a screen (a trait collection's
/// `horizontalSizeClass` and `verticalSizeClass`).
public struct SizeClasses: Hashable, Sendable {
  /// The size class across the width.
  public var horizontal: SizeClass
  /// The size class along the height.
  public var vertical: SizeClass

  /// Creates size classes; both default to ``SizeClass/unspecified``.
  public init(horizontal: SizeClass = .unspecified, vertical: SizeClass = .unspecified) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}
