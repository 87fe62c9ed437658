/// How far ahead of the visible rect ``DisplayTracker`` prefetches, along the layout's
/// ``CollectionViewLayout/scrollAxis``, in viewports: the prefetch zone is the visible rect
/// extended by `viewports` × the viewport's length in the direction of the last scroll.
///
/// ```
///  scrolling down (y grows)        after scrolling up
///  ┌─────────┐ visible rect        ┌─────────┐ ▲ zone: one viewport above
///  │ visible │                     │  zone   │ │
///  ├─────────┤ ▼ zone              ├─────────┤
///  │  zone   │   one viewport      │ visible │
///  └─────────┘   below             └─────────┘
/// ```
///
/// UIKit does not document its distance or direction heuristics (reference D); one viewport
/// ahead, only in the direction of travel, is this engine's choice: it is what the
/// `prefetchItemsAt` documentation's "likely to be shown soon" means for a steady scroll, and
/// a reversal cancels what lay ahead.
public struct PrefetchDistance: Hashable, Sendable {
  /// The distance, in viewports along the scroll axis, >= 0. 0 turns prefetching off (no
  /// prefetch events), as a `nil` `prefetchDataSource` does.
  public var viewports: Double

  /// A distance of `viewports` viewports; a negative or non-finite value counts as 0.
  public init(viewports: Double) {
    self.viewports = viewports.isFinite && viewports > 0 ? viewports : 0
  }

  /// One viewport ahead: the default.
  public static let oneViewport = PrefetchDistance(viewports: 1)
  /// No prefetching.
  public static let none = PrefetchDistance(viewports: 0)
}
