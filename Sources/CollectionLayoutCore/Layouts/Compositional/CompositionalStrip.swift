/// The strip of an orthogonally scrolling section (B.6): its own content offset across the
/// layout's axis, the range it may take, and where it comes to rest.
///
/// ```
///  strip offset o (points, across the layout's axis)
///  group k is drawn at groupStart + k · groupStride − o
///  groupPagingCentered: inset c = (pageLength − group) / 2 on both ends, o from −c
///
///  groupPaging, leading inset L = groupStart, rests at o = k · groupStride:
///  o = 0         |<-L->[ group 0 ] [ group 1 ] [ gr|
///  o = stride    |<-L->[ group 1 ] [ group 2 ] [ gr|   group k where group 0 starts
/// ```
public struct CompositionalStrip: Hashable, Sendable {
  /// The section's behaviour (never `none`).
  public var behavior: OrthogonalScrollingBehavior
  /// The strip's content offset, in points: within ``range`` at rest, past it in a frame of
  /// a finger's rubber band or a bounce (``CompositionalLayout/scrolled(section:through:)``).
  public var offset: Double
  /// The offsets the strip may take: from its start (−inset) to where its last group reaches
  /// the strip's trailing edge.
  public var range: ClosedRange<Double>
  /// The distance between consecutive groups, in points (group length + interGroupSpacing).
  public var groupStride: Double
  /// Where group 0 starts in the strip's content (the section's leading inset), in points.
  public var groupStart: Double
  /// The strip's visible length: the collection view's width, in points.
  public var pageLength: Double
  /// The strip's content inset on each end, in points: (page − group) / 2 for
  /// `groupPagingCentered`, 0 otherwise.
  public var inset: Double
  /// The length of the strip's content, in points: its groups and the spacing between them,
  /// with the section's leading and trailing content insets.
  public var contentLength: Double
  /// The section's orthogonal scrolling properties: its own deceleration rate, if any, and
  /// whether it bounces.
  public var scrollingProperties = OrthogonalScrollingProperties()

  /// Where the strip comes to rest when released at `proposed` without velocity: the nearest
  /// resting position of its behaviour (B.6, B.12.10), clamped to ``range``.
  ///
  /// | behaviour | rests at |
  /// |---|---|
  /// | `continuous` | anywhere |
  /// | `continuousGroupLeadingBoundary`, `groupPaging` | `k · groupStride`: group k at the section's leading inset, where group 0 starts |
  /// | `paging` | `k · pageLength` |
  /// | `groupPagingCentered` | `groupStart + k · groupStride − inset` (331.5k − 29.25) |
  public func restingOffset(proposed: Double) -> Double {
    let resting = restingPages.map { $0.offset(ofPage: $0.nearestPage(to: proposed)) } ?? proposed
    return min(max(resting, range.lowerBound), range.upperBound)
  }

  /// The resting positions of the strip's behaviour, as pages (``PageGrid``): `paging` every
  /// ``pageLength`` from 0, `continuousGroupLeadingBoundary` and `groupPaging` every
  /// ``groupStride`` from 0 (the strip's start: each group rests where group 0 starts, at the
  /// section's leading inset, as IBPCollectionViewCompositionalLayout's targets do),
  /// `groupPagingCentered` every ``groupStride`` from `groupStart − inset` (each group centred
  /// in the strip; with a leading inset the strip's start is not one of them); `nil` for
  /// `continuous` (it rests anywhere) and when the step is not positive.
  public var restingPages: PageGrid? {
    let grid: PageGrid
    switch behavior {
    case .none, .continuous: return nil
    case .continuousGroupLeadingBoundary, .groupPaging:
      grid = PageGrid(origin: 0, step: groupStride)
    case .paging: grid = PageGrid(origin: 0, step: pageLength)
    case .groupPagingCentered: grid = PageGrid(origin: groupStart - inset, step: groupStride)
    }
    return grid.step > 0 ? grid : nil
  }

  /// The speed above which a release pages on to the next page or group in its direction, in
  /// points per second: 200 (IBP's 0.2 per millisecond, B.6; the unit is uncertain, F.2).
  public static let pagingVelocityThreshold = 200.0

  /// How the strip slows down after a fling: its ``scrollingProperties``' rate when it has
  /// one; otherwise its behaviour's (B.6): `normal` for `continuous` and
  /// `continuousGroupLeadingBoundary`, `fast` for `paging` (UIKit's header), `groupPaging`
  /// and `groupPagingCentered` (IBP).
  public var decelerationRate: DecelerationRate {
    if let rate = scrollingProperties.decelerationRate { return rate }
    switch behavior {
    case .none, .continuous, .continuousGroupLeadingBoundary: return .normal
    case .paging, .groupPaging, .groupPagingCentered: return .fast
    }
  }

  /// Where the strip comes to rest after a fling released at `start` with `velocity` (points
  /// per second, positive toward its end), its deceleration proposing `proposed`; within
  /// ``range``:
  ///
  /// | behaviour | rests at |
  /// |---|---|
  /// | `continuous` | `proposed` |
  /// | `continuousGroupLeadingBoundary` | the first group edge at or past `proposed` in the velocity's direction (the nearest without velocity) |
  /// | `paging`, `groupPaging`, `groupPagingCentered` | faster than ``pagingVelocityThreshold``: the page (group) the velocity points to from `start`, the first one past it in the velocity's direction, so a flick moves at most one page and a flick from a resting page goes to the next one either way; slower: the one nearest `proposed` |
  ///
  /// ```
  ///  paging, page 390, released at rest at 780:
  ///  forward (+1500) → 1170        backward (−1500) → 390
  ///  groupPaging, stride 331.5, released at 400 (1.21 groups):
  ///  forward → 663                  backward → 331.5
  /// ```
  public func restingOffset(proposed: Double, velocity: Double, releasedAt start: Double) -> Double
  {
    let resting: Double
    switch behavior {
    case .none, .continuous:
      resting = proposed
    case .continuousGroupLeadingBoundary:
      guard velocity != 0, let pages = restingPages else {
        return restingOffset(proposed: proposed)
      }
      resting = pages.offset(ofPage: pages.pageAtOrPast(proposed, toward: velocity))
    case .paging, .groupPaging, .groupPagingCentered:
      guard abs(velocity) > Self.pagingVelocityThreshold, let pages = restingPages else {
        return restingOffset(proposed: proposed)
      }
      resting = pages.offset(ofPage: pages.nextPage(from: start, toward: velocity))
    }
    return min(max(resting, range.lowerBound), range.upperBound)
  }
}
