import CollectionLayout
import CollectionLayoutBaselines
import Foundation

/// Peak memory, as the operating system counts it: the benchmark runs itself again as a child
/// process (`--memory-probe engine|eager --items N`) that prepares a layout of N uniform
/// items, queries it (a 240-step scroll and 256 rect queries), and reports its resident sizes
/// from `/proc/self/status`. The part due to the layout is the peak (`VmHWM`) minus the
/// resident size before preparing (`VmRSS`); the peak is reset just before preparing by
/// writing 5 to `/proc/self/clear_refs`, so the start-up of the process does not count.
enum MemoryProbe {
  /// Which layout a probe prepares.
  enum Subject: String, CaseIterable {
    /// The engine's ``GridLayout``.
    case engine
    /// The eager baseline.
    case eager
  }

  // MARK: - In the child

  /// Prepares and queries `subject` with `items` uniform items, then prints the figures as
  /// one line of JSON. Returns the exit status.
  static func runChild(subject: Subject, items: Int) -> Int32 {
    do {
      // The inputs first (a uniform layout is a few hundred bytes), then the figures.
      let scenario = Workloads.scenario(itemCount: items)
      let reference = try GridLayout(scenario: scenario)
      let offsets = Workloads.scrollOffsets(in: reference)
      let queries = Workloads.rectQueries(contentHeight: reference.contentSize.height)
      guard let before = readStatus() else {
        printError("memory probe: /proc/self/status is not readable on this system")
        return 1
      }
      let wasReset = resetPeak()
      var checksum = 0
      switch subject {
      case .engine:
        let layout = try GridLayout(scenario: scenario)
        for offset in offsets { checksum &+= fold(layout.visibleElements(at: offset)) }
        for query in queries {
          checksum &+= fold(layout.elements(in: query.rect, contentOffset: query.contentOffset))
        }
        checksum &+= report(before: before, wasReset: wasReset)
        withExtendedLifetime(layout) {}
      case .eager:
        let layout = try EagerLayout(scenario: scenario)
        for offset in offsets { checksum &+= fold(layout.visibleElements(at: offset)) }
        for query in queries {
          checksum &+= fold(layout.elements(in: query.rect, contentOffset: query.contentOffset))
        }
        checksum &+= report(before: before, wasReset: wasReset)
        withExtendedLifetime(layout) {}
      }
      printError("checksum \(checksum)")
      return 0
    } catch {
      printError("memory probe: \(error)")
      return 1
    }
  }

  /// Prints the figures as one line of JSON; returns a checksum contribution.
  static func report(before: (resident: Int, peak: Int), wasReset: Bool) -> Int {
    guard let after = readStatus() else { return 0 }
    let figures = ProbeFigures(
      residentBefore: before.resident, peak: after.peak, residentAfter: after.resident,
      peakWasReset: wasReset)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    if let data = try? encoder.encode(figures) {
      print(String(decoding: data, as: UTF8.self))
    }
    return after.peak
  }

  /// `VmRSS` and `VmHWM` of this process, in KiB; `nil` without `/proc`.
  static func readStatus() -> (resident: Int, peak: Int)? {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    var resident: Int?
    var peak: Int?
    for line in text.split(separator: "\n") {
      let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard fields.count >= 2, let value = Int(fields[1]) else { continue }
      if fields[0] == "VmRSS:" { resident = value }
      if fields[0] == "VmHWM:" { peak = value }
    }
    guard let resident, let peak else { return nil }
    return (resident, peak)
  }

  /// Resets the peak resident size to the current one; `false` when the kernel refuses.
  static func resetPeak() -> Bool {
    guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
    defer { try? handle.close() }
    do {
      try handle.write(contentsOf: Data("5".utf8))
      return true
    } catch {
      return false
    }
  }

  // MARK: - In the parent

  /// Runs the probe of `subject` at `items` items in a child process.
  static func measure(subject: Subject, items: Int) -> Result<ProbeFigures, ProbeError> {
    runProbe(arguments: ["--memory-probe", subject.rawValue, "--items", String(items)])
  }

  /// Runs this executable with `arguments` and decodes the figures it prints.
  static func runProbe(arguments: [String]) -> Result<ProbeFigures, ProbeError> {
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return .failure(ProbeError(message: "cannot start \(executable): \(error)"))
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      return .failure(
        ProbeError(message: "the probe exited with status \(process.terminationStatus)"))
    }
    guard let figures = try? JSONDecoder().decode(ProbeFigures.self, from: data) else {
      return .failure(ProbeError(message: "the probe printed no figures"))
    }
    return .success(figures)
  }

  /// A probe that failed, and why.
  struct ProbeError: Error {
    var message: String
  }
}

/// Writes `message` and a line end to standard error.
func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}
