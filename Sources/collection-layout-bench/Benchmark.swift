import Foundation

/// One run of the benchmark: the timed operations, then the memory probes.
enum Benchmark {
  /// Runs `plan`, reporting progress on standard error: each side of each operation at each
  /// size in ``Plan/childrenPerSide`` child processes (see ``ChildProcesses``), or all of them
  /// in this process.
  static func run(_ plan: Plan, inProcess: Bool = false) throws -> BenchmarkReport {
    var operations: [OperationReport] = []
    var checksum = 0
    for key in OperationRunner.keys where plan.includes(key) {
      printError("running \(key)...")
      if inProcess {
        var runner = OperationRunner(plan: plan)
        if let report = try runner.run(key) { operations.append(report) }
        checksum &+= runner.checksum
      } else {
        let (report, sum) = try ChildProcesses.measure(key, plan: plan)
        operations.append(report)
        checksum &+= sum
      }
    }
    PlainBatchClause.amend(&operations)
    var memory: [MemoryRow] = []
    if plan.includes("memory") {
      printError("running memory probes...")
      for size in plan.sizes {
        var row = MemoryRow(items: size)
        var problems: [String] = []
        switch MemoryProbe.measure(subject: .engine, items: size) {
        case .success(let figures): row.engine = figures
        case .failure(let error): problems.append("engine probe: \(error.message)")
        }
        switch MemoryProbe.measure(subject: .eager, items: size) {
        case .success(let figures): row.eager = figures
        case .failure(let error): problems.append("eager probe: \(error.message)")
        }
        if [row.engine, row.eager].contains(where: { $0?.peakWasReset == false }) {
          problems.append("the peak could not be reset: it includes the process start-up")
        }
        if !problems.isEmpty { row.note = problems.joined(separator: "; ") }
        memory.append(row)
      }
    }
    var report = BenchmarkReport(
      machine: currentMachine(), date: ISO8601DateFormatter().string(from: Date()),
      mode: plan.mode, operations: operations, memory: memory,
      memoryVerdict: memoryVerdict(memory, at: plan.targetSize), checksum: checksum)
    report.growthWarnings = GrowthCheck.lines(operations)
    for line in report.growthWarnings { printError(line) }
    if plan.includes("decode-memory") { report.decodeMemory = decodeMemory(plan) }
    if plan.includes("update-memory") { report.updateMemory = updateMemory(plan) }
    if plan.includes("end-to-end") {
      report.endToEnd = EndToEnd.measure(sizes: plan.endToEndSizes) {
        printError("running \($0)...")
      }
    }
    return report
  }

  /// Whether the engine's part of the peak at `size` items is under 32 MB.
  static func memoryVerdict(_ rows: [MemoryRow], at size: Int) -> Verdict {
    guard let row = rows.first(where: { $0.items == size }) else {
      return Verdict(met: nil, summary: "not measured at \(formatCount(size)) items in this run")
    }
    guard let engine = row.engine else {
      return Verdict(met: nil, summary: row.note ?? "the engine probe failed")
    }
    var summary =
      "\(formatCount(size)) items: the engine's part \(formatMegabytes(kibibytes: engine.part))"
      + " (target < 32 MB)"
    if let eager = row.eager {
      summary += "; the eager baseline's \(formatMegabytes(kibibytes: eager.part))"
    }
    return Verdict(met: Double(engine.part) * 1024 < 32e6, summary: summary)
  }

  /// The machine: logical processors and the CPU model from /proc/cpuinfo.
  static func currentMachine() -> Machine {
    var cpu = "unknown"
    if let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
      let colon = line.firstIndex(of: ":")
    {
      cpu = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    #if DEBUG
      let optimized = false
    #else
      let optimized = true
    #endif
    return Machine(
      cores: ProcessInfo.processInfo.activeProcessorCount, cpu: cpu, optimized: optimized)
  }

  /// Writes `report` as pretty-printed JSON with sorted keys.
  static func writeJSON(_ report: BenchmarkReport, to path: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(report).write(to: URL(fileURLWithPath: path))
  }
}
