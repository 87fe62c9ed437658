/// One line of the results: an operation at one size, the engine and its baseline measured in
/// the same run.
struct ResultRow: Codable, Hashable {
  /// The number of items of the layout.
  var items: Int
  /// The number of sections, for the rows of a sweep over it (`nil`: the workload's 10).
  var sections: Int?
  /// The engine's timing, seconds per call; `nil` when the engine could not run it.
  var engine: Timing?
  /// The baseline's timing, seconds per call; `nil` when it was not run.
  var baseline: Timing?
  /// `baseline.median / engine.median`: how many times faster the engine is.
  var ratio: Double?
  /// Why a figure is missing, or what else to know about the line.
  var note: String?

  /// A line with both timings, the ratio derived.
  init(
    items: Int, sections: Int? = nil, engine: Timing?, baseline: Timing?, note: String? = nil
  ) {
    self.items = items
    self.sections = sections
    self.engine = engine
    self.baseline = baseline
    if let engine, let baseline, engine.median > 0 {
      ratio = baseline.median / engine.median
    }
    self.note = note
  }
}

/// Whether a target is met, with the measured figures that decide it.
struct Verdict: Codable, Hashable {
  /// Whether the target is met; `nil` when it could not be measured in this run.
  var met: Bool?
  /// The figures, for example `1,000,000 items: 1.2 µs (target < 1 ms)`.
  var summary: String
}

/// One operation: what it measures, against what, its target, and its lines.
struct OperationReport: Codable, Hashable {
  /// A short stable key, for example `prepare-uniform`.
  var key: String
  /// The name in the table, for example `prepare, uniform rows`.
  var title: String
  /// The baseline measured in the same run.
  var baseline: String
  /// The target, in words.
  var target: String
  /// One line per size.
  var rows: [ResultRow]
  /// The target's verdict.
  var verdict: Verdict
}

/// The operating system's figures for one memory probe, in KiB.
struct ProbeFigures: Codable, Hashable {
  /// Resident size before preparing (`VmRSS`).
  var residentBefore: Int
  /// Peak resident size after preparing and querying (`VmHWM`, reset before preparing when
  /// the kernel allows it).
  var peak: Int
  /// Resident size after preparing and querying (`VmRSS`).
  var residentAfter: Int
  /// Whether the peak was reset before preparing (`/proc/self/clear_refs`).
  var peakWasReset: Bool

  /// The part of the peak due to preparing and querying: peak minus the resident size before.
  var part: Int { max(0, peak - residentBefore) }

  /// The JSON keys name their unit.
  enum CodingKeys: String, CodingKey {
    case residentBefore = "residentBeforeKiB"
    case peak = "peakKiB"
    case residentAfter = "residentAfterKiB"
    case peakWasReset
    case part = "partKiB"
  }

  init(residentBefore: Int, peak: Int, residentAfter: Int, peakWasReset: Bool) {
    self.residentBefore = residentBefore
    self.peak = peak
    self.residentAfter = residentAfter
    self.peakWasReset = peakWasReset
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    residentBefore = try container.decode(Int.self, forKey: .residentBefore)
    peak = try container.decode(Int.self, forKey: .peak)
    residentAfter = try container.decode(Int.self, forKey: .residentAfter)
    peakWasReset = try container.decode(Bool.self, forKey: .peakWasReset)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(residentBefore, forKey: .residentBefore)
    try container.encode(peak, forKey: .peak)
    try container.encode(residentAfter, forKey: .residentAfter)
    try container.encode(peakWasReset, forKey: .peakWasReset)
    try container.encode(part, forKey: .part)
  }
}

/// Peak memory at one size, the engine and the eager baseline each in its own process.
struct MemoryRow: Codable, Hashable {
  /// The number of items.
  var items: Int
  /// The engine's figures; `nil` when the probe failed.
  var engine: ProbeFigures?
  /// The eager baseline's figures; `nil` when the probe failed.
  var eager: ProbeFigures?
  /// Why a figure is missing.
  var note: String?
}

/// The machine the benchmark ran on.
struct Machine: Codable, Hashable {
  /// Logical processors available to the process.
  var cores: Int
  /// The CPU model (`model name` in /proc/cpuinfo), or `unknown`.
  var cpu: String
  /// Whether the benchmark was built with optimisations (a debug build's figures mean
  /// nothing).
  var optimized: Bool
}

/// Everything one run measured.
struct BenchmarkReport: Codable, Hashable {
  /// The machine.
  var machine: Machine
  /// The date and time of the run, ISO 8601, UTC.
  var date: String
  /// `full` or `quick`.
  var mode: String
  /// The timed operations.
  var operations: [OperationReport]
  /// Peak memory.
  var memory: [MemoryRow]
  /// The memory target's verdict.
  var memoryVerdict: Verdict
  /// Peak memory of decoding.
  var decodeMemory: [DecodeMemoryRow] = []
  /// Peak memory of an update.
  var updateMemory: [UpdateMemoryRow] = []
  /// `collection-layout frames` on generated files.
  var endToEnd: [EndToEndRow] = []
  /// The `GROWTH` lines: rows whose engine time grew faster than their documented law
  /// (``GrowthCheck``); empty when none did.
  var growthWarnings: [String] = []
  /// The sum of every call's checksum contribution: printed so that no work can be optimised
  /// away.
  var checksum: Int
}
