/// What the sampling of an update's animation reads of one change record that some frame may
/// show: its position in the transition's records and the two ends it interpolates between,
/// about 90 bytes instead of the record's 400 (which a frame loop would copy out, once per
/// record and frame).
struct SampledRecord {
  /// The record's index in ``LayoutTransition/changes``.
  var index: Int
  /// The record's initial frame, in content coordinates.
  var initialFrame: LayoutRect
  /// The record's final frame, in content coordinates.
  var finalFrame: LayoutRect
  /// The record's initial opacity.
  var initialAlpha: Double
  /// The record's final opacity.
  var finalAlpha: Double

  /// The records of `changes` that may meet the visible rect of one of `samples` (a progress
  /// and the content offset at it), in their order; the others meet none, so no frame lists
  /// them, and the frames list the same elements from these alone.
  ///
  /// A record's interpolated coordinate is `from + (to - from) * p`, monotonic in `p` even
  /// rounded, or `to` exactly at `p == 1`: over the samples' progresses (a spring's may leave
  /// 0 ... 1) it stays between its values at the smallest and the largest progress and `to`.
  /// Its right edge (x + width, rounded) stays below the sum of the largest x and the largest
  /// width, and so on. A record is left out only when those bounds miss the band every
  /// visible rect lies in, on one axis:
  ///
  /// ```
  ///   visible rects, all samples     record's bounds over all samples
  ///   ┌────────┐ minY                ┌──────┐ low y
  ///   │ ┌────────┐                   │      │
  ///   └─│      │ │ maxY              └──────┘ high y + high height <= minY of the band: out
  ///     └────────┘
  /// ```
  /// A coordinate that is not finite has unbounded values: its record is kept and tested
  /// frame by frame.
  static func candidates(
    in changes: [ElementChange], samples: [(progress: Double, offset: LayoutPoint)],
    viewport: LayoutSize
  ) -> [SampledRecord] {
    guard let first = samples.first else { return [] }
    var lowProgress = first.progress
    var highProgress = first.progress
    var band = (
      minX: first.offset.x, maxX: first.offset.x + viewport.width,
      minY: first.offset.y, maxY: first.offset.y + viewport.height
    )
    for sample in samples {
      lowProgress = min(lowProgress, sample.progress)
      highProgress = max(highProgress, sample.progress)
      let visible = LayoutRect(origin: sample.offset, size: viewport)
      band.minX = min(band.minX, visible.minX)
      band.maxX = max(band.maxX, visible.maxX)
      band.minY = min(band.minY, visible.minY)
      band.maxY = max(band.maxY, visible.maxY)
    }
    /// The smallest and largest values of one interpolated coordinate over the samples.
    func range(_ from: Double, _ to: Double) -> (low: Double, high: Double) {
      let atLow = from + (to - from) * lowProgress
      let atHigh = from + (to - from) * highProgress
      guard atLow.isFinite, atHigh.isFinite, to.isFinite else { return (-.infinity, .infinity) }
      return (min(atLow, atHigh, to), max(atLow, atHigh, to))
    }
    var candidates: [SampledRecord] = []
    for index in changes.indices {
      let initial = changes[index].initial.frame
      let final = changes[index].final.frame
      let x = range(initial.minX, final.minX)
      let width = range(initial.width, final.width)
      let y = range(initial.minY, final.minY)
      let height = range(initial.height, final.height)
      let isOutside =
        x.low >= band.maxX || x.high + width.high <= band.minX
        || y.low >= band.maxY || y.high + height.high <= band.minY
      if isOutside { continue }
      candidates.append(
        SampledRecord(
          index: index, initialFrame: initial, finalFrame: final,
          initialAlpha: changes[index].initial.alpha, finalAlpha: changes[index].final.alpha))
    }
    return candidates
  }
}
