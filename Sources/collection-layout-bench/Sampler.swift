/// Times one operation: a warm-up that also picks how many calls make one sample, then
/// samples until there are enough of them or the time budget is spent.
///
/// Every figure is the time of one call, in seconds, measured with the monotonic
/// `ContinuousClock`. A sample runs the operation `iterations` times in a row and divides, so
/// that an operation of a few microseconds is not lost in the clock's resolution. Each call
/// returns a checksum contribution derived from its result, which the caller accumulates and
/// prints, so the optimiser cannot drop the work.
struct Sampler {
  /// Samples taken at least, whatever the budget.
  var minimumSamples: Int
  /// Samples taken at most.
  var maximumSamples: Int
  /// Seconds of sampling after which no further sample starts (once the minimum is reached).
  var budget: Double
  /// The duration one sample aims at, in seconds: calls are repeated until a sample lasts
  /// about this long.
  var sampleDuration: Double
  /// With `--profile`: no timing, the calls made as this says (see ``Profiling``).
  var profiled: Profiling.Calls? = nil

  /// The settings of the full benchmark.
  static let full = Sampler(minimumSamples: 5, maximumSamples: 61, budget: 2, sampleDuration: 0.005)
  /// The settings of `--quick`: a few short samples, to prove the benchmark still runs.
  static let quick = Sampler(
    minimumSamples: 3, maximumSamples: 5, budget: 0.02, sampleDuration: 0.0005)

  /// These settings with at most `samples` samples (at least 3), for operations whose calls
  /// take seconds.
  func capped(at samples: Int) -> Sampler {
    var capped = self
    capped.maximumSamples = max(3, min(maximumSamples, samples))
    capped.minimumSamples = min(minimumSamples, capped.maximumSamples)
    return capped
  }

  /// Measures `body`; returns the timing and the sum of the checksums of every call.
  func measure(_ body: () throws -> Int) rethrows -> (timing: Timing, checksum: Int) {
    if let profiled { return try call(profiled, body) }
    let clock = ContinuousClock()
    var checksum = 0
    // Warm-up and calibration: double the calls until a batch lasts half a sample.
    var iterations = 1
    while true {
      let start = clock.now
      for _ in 0..<iterations { checksum &+= try body() }
      let elapsed = seconds(clock.now - start)
      if elapsed >= sampleDuration / 2 || iterations >= 1 << 20 {
        let perCall = elapsed / Double(iterations)
        iterations = max(1, Int((sampleDuration / max(perCall, 1e-9)).rounded(.up)))
        iterations = min(iterations, 1 << 20)
        break
      }
      iterations *= 2
    }
    var samples: [Double] = []
    let sampling = clock.now
    while samples.count < maximumSamples
      && (samples.count < minimumSamples || seconds(clock.now - sampling) < budget)
    {
      let start = clock.now
      for _ in 0..<iterations { checksum &+= try body() }
      samples.append(seconds(clock.now - start) / Double(iterations))
    }
    return (Timing(samples: samples, iterationsPerSample: iterations), checksum)
  }
}

/// The statistics of one measurement, in seconds per call.
struct Timing: Codable, Hashable {
  /// The median of the samples.
  var median: Double
  /// The fastest sample.
  var minimum: Double
  /// The slowest sample.
  var maximum: Double
  /// How many samples were taken (after the warm-up).
  var samples: Int
  /// How many calls each sample timed.
  var iterationsPerSample: Int

  /// The JSON keys name their unit.
  enum CodingKeys: String, CodingKey {
    case median = "medianSeconds"
    case minimum = "minimumSeconds"
    case maximum = "maximumSeconds"
    case samples
    case iterationsPerSample
  }

  /// The statistics of `samples` (at least one), each the time of one call.
  init(samples values: [Double], iterationsPerSample: Int) {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    median =
      sorted.isEmpty
      ? 0 : sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    minimum = sorted.first ?? 0
    maximum = sorted.last ?? 0
    samples = sorted.count
    self.iterationsPerSample = iterationsPerSample
  }
}

/// `duration` in seconds.
func seconds(_ duration: Duration) -> Double {
  let parts = duration.components
  return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
}
