import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Every measurement in a fresh process: the benchmark runs itself again as a child
/// (`--operation KEY --items N [--sections S] --side engine|baseline`) for each operation, each
/// configuration and each side, and the child prints its report as one line of JSON. What ran
/// before cannot change a figure: no heap grown by a baseline, no allocator threshold raised by
/// an earlier operation, no caches warmed by the other side.
enum ChildProcesses {
  /// What a child prints: its report (one row) and its checksum.
  struct Output: Codable {
    var report: OperationReport
    var checksum: Int
  }

  // MARK: - In the child

  /// Runs operation `key` narrowed to one configuration and one side, and prints the output.
  /// Returns the exit status.
  static func runChild(key: String, plan: Plan) -> Int32 {
    var runner = OperationRunner(plan: plan)
    do {
      guard let report = try runner.run(key) else {
        printError("collection-layout-bench: unknown operation \"\(key)\"")
        return 2
      }
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      let data = try encoder.encode(Output(report: report, checksum: runner.checksum))
      print(String(decoding: data, as: UTF8.self))
      return 0
    } catch {
      printError("collection-layout-bench: \(key): \(error)")
      return 1
    }
  }

  // MARK: - In the parent

  /// Measures operation `key` of `plan`: ``Plan/childrenPerSide`` children per configuration
  /// and side, the sides alternating (engine, baseline, engine, ...), and of each side the
  /// child whose median is the lowest kept; the rows merged, the verdict decided on the merged
  /// rows. Returns the report and the checksum (of every child).
  ///
  /// Why the lowest: on the shared machine a child process runs, now and then, at a speed
  /// about 1.7 times slower than the others, whichever side it measures (Performance.md, "Two
  /// speeds a process"); one child a side let a row within that factor of its target print
  /// either verdict. Both sides get the same treatment: the least disturbed of their children.
  static func measure(_ key: String, plan: Plan) throws -> (OperationReport, Int) {
    var rows: [ResultRow] = []
    var checksum = 0
    var title = key
    for configuration in plan.configurations(of: key) {
      var kept: [Plan.Side: ResultRow] = [:]
      for _ in 0..<max(1, plan.childrenPerSide) {
        for side in Plan.Side.allCases {
          let output = try run(key: key, configuration: configuration, side: side, plan: plan)
          checksum &+= output.checksum
          title = output.report.title
          guard let row = output.report.rows.first else { continue }
          if let previous = kept[side], !isFaster(row, than: previous, on: side) { continue }
          kept[side] = row
        }
      }
      let sides = Plan.Side.allCases.compactMap { kept[$0] }
      guard var merged = sides.first else { continue }
      for row in sides.dropFirst() {
        merged = ResultRow(
          items: merged.items, sections: merged.sections, engine: merged.engine ?? row.engine,
          baseline: merged.baseline ?? row.baseline, note: joined(merged.note, row.note))
      }
      rows.append(merged)
    }
    let runner = OperationRunner(plan: plan)
    return (runner.report(key, title, rows), checksum)
  }

  /// Whether `row`'s timing of `side` has a lower median than `previous`'s; a row with a
  /// timing is faster than one without.
  static func isFaster(_ row: ResultRow, than previous: ResultRow, on side: Plan.Side) -> Bool {
    let timing = side == .engine ? row.engine : row.baseline
    let previousTiming = side == .engine ? previous.engine : previous.baseline
    guard let timing else { return false }
    guard let previousTiming else { return true }
    return timing.median < previousTiming.median
  }

  /// The notes of both sides, each part once.
  private static func joined(_ first: String?, _ second: String?) -> String? {
    var parts: [String] = []
    for note in [first, second].compactMap({ $0 }) {
      for part in note.components(separatedBy: "; ") where !parts.contains(part) {
        parts.append(part)
      }
    }
    return parts.isEmpty ? nil : parts.joined(separator: "; ")
  }

  /// Runs one child and decodes what it prints.
  private static func run(key: String, configuration: Configuration, side: Plan.Side, plan: Plan)
    throws -> Output
  {
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    var arguments = [
      "--operation", key, "--items", String(configuration.items), "--side", side.rawValue,
    ]
    if let sections = configuration.sections { arguments += ["--sections", String(sections)] }
    if plan.mode == "quick" { arguments.append("--quick") }
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorText = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw UsageError(
        message: "the child for \(key) at \(configuration.items) items (\(side.rawValue)) "
          + "exited with status \(process.terminationStatus): \(errorText)")
    }
    return try JSONDecoder().decode(Output.self, from: data)
  }
}
