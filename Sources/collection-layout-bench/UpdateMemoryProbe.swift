import CollectionLayout
import CollectionLayoutBaselines
import Foundation

/// Peak memory of a batch update, as the operating system counts it: the benchmark runs itself
/// again as a child process (`--update-probe SUBJECT --items N`) that lays out N uniform items,
/// builds the batch, returns freed memory to the system, reads its resident size, resets the
/// peak, runs the update once (``LayoutUpdate`` and its visible change records, or the
/// slot-filling map), and reads its peak. The part due to the update is the peak minus the
/// resident size before it.
enum UpdateMemoryProbe {
  /// What a probe runs.
  enum Subject: String, CaseIterable, Codable {
    /// The engine, the proportional batch.
    case engine
    /// The engine, 22 operations.
    case engineSmall = "engine-22"
    /// The slot-filling map, the proportional batch.
    case baseline
    /// The slot-filling map, 22 operations.
    case baselineSmall = "baseline-22"

    var isSmallBatch: Bool { self == .engineSmall || self == .baselineSmall }
  }

  // MARK: - In the child

  /// Runs the probe and prints its figures (``ProbeFigures``) as one line of JSON. Returns the
  /// exit status.
  static func runChild(subject: Subject, items: Int) -> Int32 {
    do {
      let scenario = Workloads.scenario(itemCount: items)
      let layout = try GridLayout(scenario: scenario)
      let batch =
        subject.isSmallBatch
        ? Workloads.smallBatch(itemCount: items) : Workloads.batch(itemCount: items)
      let offset = Workloads.updateOffset(in: layout)
      releaseFreeMemory()
      guard let before = MemoryProbe.readStatus() else {
        printError("update probe: /proc/self/status is not readable on this system")
        return 1
      }
      let wasReset = MemoryProbe.resetPeak()
      var checksum = 0
      switch subject {
      case .engine, .engineSmall:
        let update = try LayoutUpdate(layout: layout, contentOffset: offset, batch: batch)
        checksum &+= update.changes(for: .visible).count
        checksum &+= MemoryProbe.report(before: before, wasReset: wasReset)
        withExtendedLifetime(update) {}
      case .baseline, .baselineSmall:
        let map = try SlotFillingIndexMap(before: scenario.sections, batch: batch)
        checksum &+= map.newItem(forOld: ItemPath(section: 5, item: 7))?.item ?? 0
        checksum &+= MemoryProbe.report(before: before, wasReset: wasReset)
        withExtendedLifetime(map) {}
      }
      printError("checksum \(checksum)")
      return 0
    } catch {
      printError("update probe: \(error)")
      return 1
    }
  }

  // MARK: - In the parent

  /// Runs the probe of `subject` at `items` items in a child process.
  static func measure(subject: Subject, items: Int) -> Result<ProbeFigures, MemoryProbe.ProbeError>
  {
    MemoryProbe.runProbe(arguments: ["--update-probe", subject.rawValue, "--items", String(items)])
  }
}

/// Peak memory of one update, the engine and the slot-filling map each in its own process.
struct UpdateMemoryRow: Codable, Hashable {
  /// Whether the batch is the 22-operation one (else the proportional one).
  var isSmallBatch: Bool
  /// The number of items.
  var items: Int
  /// The engine's figures; `nil` when the probe failed.
  var engine: ProbeFigures?
  /// The slot-filling map's figures; `nil` when the probe failed.
  var baseline: ProbeFigures?
  /// Why a figure is missing.
  var note: String?
}

extension Plan {
  /// The batches and item counts of the update memory probes.
  var updateMemoryConfigurations: [(isSmallBatch: Bool, items: Int)] {
    mode == "quick"
      ? [(false, 10_000), (true, 10_000)]
      : [(false, 1_000_000), (true, 1_000_000), (true, 10_000_000)]
  }
}

extension Benchmark {
  /// Runs the update memory probes of `plan`.
  static func updateMemory(_ plan: Plan) -> [UpdateMemoryRow] {
    plan.updateMemoryConfigurations.map { configuration in
      printError(
        "running update memory probes, \(configuration.isSmallBatch ? "22 operations" : "proportional batch"), "
          + "\(formatCount(configuration.items)) items...")
      var row = UpdateMemoryRow(
        isSmallBatch: configuration.isSmallBatch, items: configuration.items)
      var problems: [String] = []
      let engine: UpdateMemoryProbe.Subject = configuration.isSmallBatch ? .engineSmall : .engine
      let baseline: UpdateMemoryProbe.Subject =
        configuration.isSmallBatch ? .baselineSmall : .baseline
      switch UpdateMemoryProbe.measure(subject: engine, items: configuration.items) {
      case .success(let figures): row.engine = figures
      case .failure(let error): problems.append("engine: \(error.message)")
      }
      switch UpdateMemoryProbe.measure(subject: baseline, items: configuration.items) {
      case .success(let figures): row.baseline = figures
      case .failure(let error): problems.append("slot-filling map: \(error.message)")
      }
      if [row.engine, row.baseline].contains(where: { $0?.peakWasReset == false }) {
        problems.append("the peak could not be reset: it includes the process start-up")
      }
      if !problems.isEmpty { row.note = problems.joined(separator: "; ") }
      return row
    }
  }
}

extension BenchmarkReport {
  /// Peak memory of an update: one row per batch and size.
  var updateMemoryTable: ReportTable {
    var table = ReportTable(
      header: ["batch", "items", "engine's part", "per item", "slot-filling map's part", "ratio"],
      rightAligned: [false, true, true, true, true, true])
    for row in updateMemory {
      var ratio = "-"
      if let engine = row.engine, let baseline = row.baseline, engine.part > 0 {
        ratio = formatRatio(Double(baseline.part) / Double(engine.part))
      }
      table.rows.append([
        row.isSmallBatch ? "22 operations" : "a tenth deleted, a tenth inserted",
        formatCount(row.items),
        row.engine.map { formatMegabytes(kibibytes: $0.part) } ?? "unavailable",
        row.engine.map {
          "\(formatFixed(Double($0.part) * 1024 / Double(row.items), digits: 1)) bytes"
        }
          ?? "-",
        row.baseline.map { formatMegabytes(kibibytes: $0.part) } ?? "unavailable",
        ratio,
      ])
    }
    return table
  }
}
