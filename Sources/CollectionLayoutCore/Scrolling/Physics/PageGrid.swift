/// Evenly spaced offsets where the content comes to rest along one axis, `origin + k · step`
/// for every whole `k`: the pages of a paging scroll view (`isPagingEnabled`), the groups of a
/// group-paging strip. The page choices after a release, for every paging rule.
///
/// ```
///  origin        origin + step    origin + 2·step
///  ──┼───────────────┼───────────────┼──▶ offset
///   page 0         page 1   ▲      page 2
///                  released at 1.3 pages:  nearest 1
///                                          next forward 2, next backward 1
///  released at exactly page 1:             next forward 2, next backward 0
/// ```
///
/// A position within ``wholePageTolerance`` of a whole page counts as that page, so that an
/// offset computed as `origin + k · step` is page `k` whatever the rounding.
public struct PageGrid: Hashable, Sendable {
  /// The offset of page 0, in points.
  public var origin: Double
  /// The distance between consecutive pages, in points, > 0.
  public var step: Double

  /// The distance, in pages, within which a position counts as a whole page: 10⁻⁹.
  public static let wholePageTolerance = 1e-9

  /// The grid of pages `step` points apart (> 0), page 0 at `origin`.
  public init(origin: Double = 0, step: Double) {
    self.origin = origin
    self.step = step
  }

  /// Where `offset` is, in pages from page 0 (fractional between pages); a position within
  /// ``wholePageTolerance`` of a whole page is that page.
  public func position(of offset: Double) -> Double {
    let position = (offset - origin) / step
    let whole = position.rounded()
    return abs(position - whole) <= Self.wholePageTolerance ? whole : position
  }

  /// The offset of page `page` (a whole number), in points.
  public func offset(ofPage page: Double) -> Double { origin + page * step }

  /// The page nearest `offset` (a tie goes forward).
  public func nearestPage(to offset: Double) -> Double { position(of: offset).rounded() }

  /// The page the velocity points to from `offset`: toward the end (`velocity` > 0) the
  /// first page past `offset`, toward the start (`velocity` < 0) the first page before it;
  /// from a page at rest, the next one in the velocity's direction. Without velocity, the
  /// nearest.
  public func nextPage(from offset: Double, toward velocity: Double) -> Double {
    let position = position(of: offset)
    if velocity > 0 { return position.rounded(.down) + 1 }
    if velocity < 0 { return position.rounded(.up) - 1 }
    return position.rounded()
  }

  /// The first page at or past `offset` in the velocity's direction: toward the end the page
  /// at `offset` or the next one after it, toward the start the one at it or before it.
  /// Without velocity, the nearest.
  public func pageAtOrPast(_ offset: Double, toward velocity: Double) -> Double {
    let position = position(of: offset)
    if velocity > 0 { return position.rounded(.up) }
    if velocity < 0 { return position.rounded(.down) }
    return position.rounded()
  }
}
