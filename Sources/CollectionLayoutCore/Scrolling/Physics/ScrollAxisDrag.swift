/// A finger dragging the content along one axis, as `UIScrollView` follows it: inside the
/// valid offsets the content goes where the finger puts it; past an edge it follows a share
/// of the pull (the ``RubberBand``), or stops at the edge when the scroll view does not
/// bounce. What a `pan` step plays on each axis, and on a strip.
///
/// ```
///  finger offset f(p) = finger + translation · p        p: the drag's progress, 0 ... 1
///  shown offset       = f(p)                  inside the valid offsets
///                     = edge ± band(|f(p) − edge|)      past an edge, bouncing
///                     = edge                            past an edge, not bouncing
/// ```
///
/// A drag that starts past an edge (the content still springing back) puts the finger where
/// the band shows the content there (``RubberBand/fingerOffset(showing:within:)``).
public struct ScrollAxisDrag: Hashable, Sendable {
  /// The offset shown when the drag starts, in points.
  public let startOffset: Double
  /// How far the finger moves the offset over the whole drag, in points (the finger moves
  /// the other way on screen).
  public let translation: Double
  /// The offsets the content rests between, in points.
  public let valid: ClosedRange<Double>
  /// The rubber band past the edges; `nil` when the content stops at them (`bounces` off).
  public let rubberBand: RubberBand?
  /// Whether the content follows the finger at all: `false` for an axis that cannot scroll
  /// and does not always bounce (no `alwaysBounceVertical`), which keeps ``startOffset``.
  public let follows: Bool
  /// Where the finger puts the offset when the drag starts, in points.
  private let finger: Double

  /// The drag of content shown at `offset` by `translation` points, its valid offsets
  /// `valid`, past which it follows `rubberBand` (or stops, `nil`); `follows` `false` keeps
  /// the content still.
  public init(
    from offset: Double, by translation: Double, within valid: ClosedRange<Double>,
    rubberBand: RubberBand?, follows: Bool = true
  ) {
    startOffset = offset
    self.translation = translation
    self.valid = valid
    self.rubberBand = rubberBand
    self.follows = follows
    finger = rubberBand?.fingerOffset(showing: offset, within: valid) ?? offset
  }

  /// The offset shown when the drag has gone `progress` of the way (0 at the start, 1 at
  /// its end), in points.
  public func offset(atProgress progress: Double) -> Double {
    guard follows else { return startOffset }
    let wanted = finger + translation * progress
    if let rubberBand { return rubberBand.offset(following: wanted, within: valid) }
    return min(max(wanted, valid.lowerBound), valid.upperBound)
  }
}
