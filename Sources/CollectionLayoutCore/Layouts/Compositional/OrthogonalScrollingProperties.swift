/// How a section's strip scrolls (iOS 17's `UICollectionLayoutSectionOrthogonalScrollingProperties`,
/// `NSCollectionLayoutSection.orthogonalScrollingProperties`): its deceleration rate and
/// whether it bounces past its ends. Read only for a section with an
/// ``OrthogonalScrollingBehavior`` other than `none`.
///
/// ```swift
/// var section = CompositionalSection(group: group, orthogonalScrollingBehavior: .continuous)
/// section.orthogonalScrollingProperties.bounce = .never
/// section.orthogonalScrollingProperties.decelerationRate = .fast
/// ```
public struct OrthogonalScrollingProperties: Hashable, Sendable {
  /// Whether a strip bounces past its ends (`UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce`):
  /// under a finger with the rubber band, after a fling with a spring.
  public enum Bounce: String, Hashable, Sendable, CaseIterable {
    /// Bounces when its content is longer than the strip; a strip whose content fits does
    /// not move (UIKit: "bounces when it encounters a content boundary"; its scroll view's
    /// `bounces` on, `alwaysBounceHorizontal` off).
    case automatic
    /// Bounces even when its content is no longer than the strip, which then follows a
    /// finger and a fling and springs back (`alwaysBounceHorizontal` on).
    case always
    /// Stops at its ends: a finger past an end leaves it there, a fling stops dead there
    /// (`bounces` off).
    case never
  }

  /// How fast a fling of the strip slows down; `nil` (the default) for its behaviour's rate
  /// (``CompositionalStrip/decelerationRate``: `normal` when it scrolls continuously, `fast`
  /// when it pages).
  public var decelerationRate: DecelerationRate?
  /// Whether the strip bounces past its ends; default ``Bounce/automatic``.
  public var bounce: Bounce

  /// Properties with `decelerationRate` (`nil`: the behaviour's) and `bounce`.
  public init(decelerationRate: DecelerationRate? = nil, bounce: Bounce = .automatic) {
    self.decelerationRate = decelerationRate
    self.bounce = bounce
  }
}
