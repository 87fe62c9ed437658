@testable import CollectionLayoutCore

/// Environments of real devices built by hand from the reference's table (E.7, E.2, E.6),
/// without presets, so that the layouts' rules are pinned on their own numbers.
enum HandBuiltEnvironments {
  /// An iPhone 15 in landscape: 852 × 393, safe area (top 0, left 59, bottom 21, right 59),
  /// margins 16 leading and trailing, compact/compact, scale 3; a vertical collection view's
  /// adjusted inset: the bottom safe area only (left and right are not adjusted, E.4).
  static let iPhone15Landscape = LayoutEnvironment(
    viewport: LayoutSize(width: 852, height: 393),
    contentInset: LayoutInsets(top: 0, left: 0, bottom: 21, right: 0), displayScale: 3,
    safeArea: LayoutInsets(top: 0, left: 59, bottom: 21, right: 59),
    layoutMargins: DirectionalInsets(leading: 16, trailing: 16),
    sizeClass: SizeClasses(horizontal: .compact, vertical: .compact))

  /// An iPad Pro 11-inch (3rd generation) in landscape, full screen: 1194 × 834, safe area
  /// top 24, bottom 20, margins 20, regular/regular; adjusted inset top 24, bottom 20.
  static let iPadProFullLandscape = LayoutEnvironment(
    viewport: LayoutSize(width: 1194, height: 834),
    contentInset: LayoutInsets(top: 24, left: 0, bottom: 20, right: 0),
    safeArea: LayoutInsets(top: 24, left: 0, bottom: 20, right: 0),
    layoutMargins: DirectionalInsets(leading: 20, trailing: 20),
    sizeClass: SizeClasses(horizontal: .regular, vertical: .regular))

  /// The same iPad in a one-third split view: 375 wide, compact/regular, the full screen's
  /// safe area (E.9.6).
  static let iPadProOneThirdLandscape: LayoutEnvironment = {
    var environment = iPadProFullLandscape
    environment.viewport.width = 375
    environment.sizeClass.horizontal = .compact
    return environment
  }()
}
