import CollectionLayout
import Foundation

/// Peak memory of decoding, as the operating system counts it: the benchmark runs itself
/// again as a child process (`--decode-probe SHAPE --items N [--baseline]`) that builds the
/// document (``DecodeWorkloads``), reads its resident size, resets the peak, decodes (or, with
/// `--baseline`, parses the same bytes with `JSONSerialization`), returns the freed memory to
/// the system (`malloc_trim`), and reads its resident size and its peak again.
///
/// - The model is what decoding leaves resident: the resident size after, less before (the
///   document's bytes are resident in both).
/// - The transient is the peak less the resident size after: what decoding needed beyond the
///   model and the document at its worst moment (growing arrays, the validation's tables).
enum DecodeMemoryProbe {
  /// One probe's figures, in KiB.
  struct Figures: Codable, Hashable {
    /// Resident size before decoding, the document built (`VmRSS`).
    var residentBefore: Int
    /// Peak resident size while decoding (`VmHWM`, reset before decoding).
    var peak: Int
    /// Resident size after decoding, the result alive and freed memory returned (`VmRSS`).
    var residentAfter: Int
    /// Whether the peak could be reset before decoding.
    var peakWasReset: Bool

    /// What decoding left resident: the model (or `JSONSerialization`'s tree).
    var model: Int { max(0, residentAfter - residentBefore) }
    /// The peak beyond the model and the document.
    var transient: Int { max(0, peak - residentAfter) }
  }

  // MARK: - In the child

  /// Decodes a document of `items` items written as `shape` and prints the figures as one
  /// line of JSON. Returns the exit status.
  static func runChild(shape: DecodeWorkloads.Shape, items: Int, baseline: Bool) -> Int32 {
    let bytes = DecodeWorkloads.document(itemCount: items, shape: shape)
    let data = baseline ? Data(bytes) : Data()
    releaseFreeMemory()
    guard let before = MemoryProbe.readStatus() else {
      printError("decode probe: /proc/self/status is not readable on this system")
      return 1
    }
    let wasReset = resetPeak()
    var checksum = 0
    do {
      if baseline {
        let tree = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        checksum &+= report(before: before, wasReset: wasReset)
        withExtendedLifetime(tree) {}
      } else {
        let scenario = try ScenarioDecoder.decode(bytes)
        checksum &+= report(before: before, wasReset: wasReset)
        withExtendedLifetime(scenario) {}
      }
    } catch {
      printError("decode probe: \(error)")
      return 1
    }
    withExtendedLifetime(bytes) {}
    printError("checksum \(checksum)")
    return 0
  }

  /// Returns freed memory to the system, reads the figures and prints them as JSON.
  private static func report(before: (resident: Int, peak: Int), wasReset: Bool) -> Int {
    releaseFreeMemory()
    guard let after = MemoryProbe.readStatus() else { return 0 }
    let figures = Figures(
      residentBefore: before.resident, peak: after.peak, residentAfter: after.resident,
      peakWasReset: wasReset)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    if let data = try? encoder.encode(figures) {
      print(String(decoding: data, as: UTF8.self))
    }
    return after.peak
  }

  /// Resets the peak resident size to the current one; `false` when the kernel refuses.
  private static func resetPeak() -> Bool {
    guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
    defer { try? handle.close() }
    return (try? handle.write(contentsOf: Data("5".utf8))) != nil
  }

  // MARK: - In the parent

  /// Runs the probe in a child process.
  static func measure(shape: DecodeWorkloads.Shape, items: Int, baseline: Bool) -> Result<
    Figures, MemoryProbe.ProbeError
  > {
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments =
      ["--decode-probe", shape.rawValue, "--items", String(items)]
      + (baseline ? ["--baseline"] : [])
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return .failure(MemoryProbe.ProbeError(message: "cannot start \(executable): \(error)"))
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
      let figures = try? JSONDecoder().decode(Figures.self, from: data)
    else {
      return .failure(
        MemoryProbe.ProbeError(
          message: "the decode probe exited with status \(process.terminationStatus)"))
    }
    return .success(figures)
  }
}

/// Peak memory of decoding one document, the decoder and `JSONSerialization` each in its own
/// process.
struct DecodeMemoryRow: Codable, Hashable {
  /// How the items are written.
  var shape: DecodeWorkloads.Shape
  /// The number of items.
  var items: Int
  /// The document's size, in bytes.
  var bytes: Int
  /// The decoder's figures; `nil` when the probe failed.
  var decoder: DecodeMemoryProbe.Figures?
  /// `JSONSerialization`'s figures; `nil` when the probe failed.
  var baseline: DecodeMemoryProbe.Figures?
  /// Why a figure is missing.
  var note: String?
}
