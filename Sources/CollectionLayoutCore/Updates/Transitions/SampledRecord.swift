/// What the sampling of an update's animation reads of one change record that some frame may
/// show: its position in the transition's records and the two ends it interpolates between,
/// about 110 bytes instead of the record's 400 (which a frame loop would copy out, once per
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
  /// The record's id (``ElementChange/id``).
  var id: ElementID
  /// The record's initial and final transforms, `nil` when neither has one (almost every
  /// record).
  var transforms: (initial: LayoutTransform?, final: LayoutTransform?)?
}

/// Which change records some sampled frame of an animation may show: those that may meet the
/// visible rect of one of the samples (a progress and the content offset at it); the others
/// meet none, so no frame lists them, and the frames list the same elements from these alone.
/// Asked record by record, so that the records can be streamed past it.
///
/// A record's interpolated coordinate is `from + (to - from) * p`, monotonic in `p` even
/// rounded, or `to` exactly at `p == 1`: over the samples' progresses (a spring's may leave
/// 0 ... 1) it stays between its values at the smallest and the largest progress and `to`.
/// Its right edge (x + width, rounded) stays below the sum of the largest x and the largest
/// width, and so on. A record is left out only when those bounds miss the band every visible
/// rect lies in, on one axis:
///
/// ```
///   visible rects, all samples     record's bounds over all samples
///   ┌────────┐ minY                ┌──────┐ low y
///   │ ┌────────┐                   │      │
///   └─│      │ │ maxY              └──────┘ high y + high height <= minY of the band: out
///     └────────┘
/// ```
/// A coordinate that is not finite has unbounded values: its record is kept and tested frame
/// by frame.
struct SampledRecordFilter {
  /// The smallest and largest progress of the samples.
  private var lowProgress: Double
  private var highProgress: Double
  /// The band every visible rect lies in, in content coordinates.
  private var band: (minX: Double, maxX: Double, minY: Double, maxY: Double)
  /// Whether there is no sample (no record is then a candidate).
  private let isEmpty: Bool

  /// The filter for `samples`, with visible rects of size `viewport`.
  init(samples: [(progress: Double, offset: LayoutPoint)], viewport: LayoutSize) {
    let first = samples.first ?? (0, LayoutPoint(x: 0, y: 0))
    isEmpty = samples.isEmpty
    lowProgress = first.progress
    highProgress = first.progress
    band = (
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
  }

  /// The smallest and largest values of one interpolated coordinate over the samples.
  private func range(_ from: Double, _ to: Double) -> (low: Double, high: Double) {
    let atLow = from + (to - from) * lowProgress
    let atHigh = from + (to - from) * highProgress
    guard atLow.isFinite, atHigh.isFinite, to.isFinite else { return (-.infinity, .infinity) }
    return (min(atLow, atHigh, to), max(atLow, atHigh, to))
  }

  /// The compact copy of `change`, the record at position `index`, when some sample may show
  /// it; `nil` when none can.
  func candidate(_ change: ElementChange, at index: Int) -> SampledRecord? {
    guard !isEmpty else { return nil }
    let initial = change.initial.frame
    let final = change.final.frame
    let x = range(initial.minX, final.minX)
    let width = range(initial.width, final.width)
    let y = range(initial.minY, final.minY)
    let height = range(initial.height, final.height)
    let isOutside =
      x.low >= band.maxX || x.high + width.high <= band.minX
      || y.low >= band.maxY || y.high + height.high <= band.minY
    if isOutside { return nil }
    let transforms = (initial: change.initial.transform, final: change.final.transform)
    return SampledRecord(
      index: index, initialFrame: initial, finalFrame: final,
      initialAlpha: change.initial.alpha, finalAlpha: change.final.alpha, id: change.id,
      transforms: transforms.initial == nil && transforms.final == nil ? nil : transforms)
  }
}

extension SampledRecord {
  /// The records of `changes` that some sample may show, in their order (see
  /// ``SampledRecordFilter``).
  static func candidates(
    in changes: [ElementChange], samples: [(progress: Double, offset: LayoutPoint)],
    viewport: LayoutSize
  ) -> [SampledRecord] {
    let filter = SampledRecordFilter(samples: samples, viewport: viewport)
    var candidates: [SampledRecord] = []
    for index in changes.indices {
      if let candidate = filter.candidate(changes[index], at: index) {
        candidates.append(candidate)
      }
    }
    return candidates
  }
}
