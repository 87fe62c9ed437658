import CollectionLayout

/// The times of an update animation's samples, as the exports place them on their clock.
///
/// The engine samples an animation every `1 / fps` seconds from 0, plus a last sample at the
/// duration, and the frames write each time rounded to 3 decimals (`0.017` for 1/60). The
/// frames do not carry `fps`, so it is read back from them:
///
/// - The sample rate is the whole number of frames per second, 1 to 240, for which every
///   sample but the last is at `j / rate` within the writer's rounding (0.0005 s). When
///   several fit (few samples), a common rate (24, 25, 30, 48, 50, 60, 72, 90, 100, 120, 144,
///   240) is preferred, then the one nearest `(n - 1) / time[n - 1]`. With fewer than 3
///   samples, or when none fits (a rate that is not whole), there is none.
/// - A sample's time is `j / rate` when there is a rate, and the time written otherwise; the
///   last sample is at the time written (the duration).
///
/// So an animation sampled at 60 fps puts sample `j` exactly at frame `j` of a 60 fps Lottie
/// composition and at `round(j * 1e6 / 60)` microseconds in a trace, from a frames file as
/// from a scenario.
enum TransitionClock {
  /// The largest sample rate read back, in frames per second (the scenario format's largest
  /// `fps`).
  static let largestSampleRate = 240
  /// How far a written time may be from `j / rate`: half the writer's last decimal.
  static let writtenTimeTolerance = 0.0005 + 1e-9
  /// The rates preferred when several fit the written times.
  static let commonRates: Set<Int> = [24, 25, 30, 48, 50, 60, 72, 90, 100, 120, 144, 240]

  /// The sample rate of `transition` in whole frames per second, or `nil` when it has fewer
  /// than 3 samples or no whole rate fits its written times.
  static func sampleRate(of transition: LayoutTransition) -> Double? {
    let samples = transition.frames
    let intervals = samples.count - 1
    guard intervals >= 2, samples[intervals - 1].time > 0 else { return nil }
    let estimate = Double(intervals - 1) / samples[intervals - 1].time
    var best: (rate: Int, key: (Int, Double))?
    for rate in 1...largestSampleRate {
      let fits = (1..<intervals).allSatisfy { index in
        abs(Double(index) / Double(rate) - samples[index].time) <= writtenTimeTolerance
      }
      guard fits else { continue }
      let key = (commonRates.contains(rate) ? 0 : 1, abs(Double(rate) - estimate))
      if best.map({ key < $0.key }) ?? true { best = (rate, key) }
    }
    return best.map { Double($0.rate) }
  }

  /// The time of every sample of `transition`, in seconds from the start of its animation,
  /// in sample order.
  static func sampleTimes(of transition: LayoutTransition) -> [Double] {
    let rate = sampleRate(of: transition)
    let last = transition.frames.count - 1
    return transition.frames.enumerated().map { index, frame in
      guard let rate, index < last else { return frame.time }
      return Double(index) / rate
    }
  }
}
