import CollectionLayout
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The path a user runs: `collection-layout frames FILE > /dev/null` on generated scenario
/// files (``DecodeWorkloads``, one scroll step, visible output), in a fresh process each time,
/// timed from the spawn to the exit. The peak resident size is GNU time's (`/usr/bin/time -f
/// %M`), which forks the command from its own small process: the kernel's `ru_maxrss` of a
/// child spawned straight from the benchmark would include the benchmark's own resident size
/// (a spawned child starts in its parent's memory). The `collection-layout` executable must be
/// built beside the benchmark (`Scripts/bench` builds both).
enum EndToEnd {
  /// The runs of each file; the row keeps the median time and the median peak.
  static let runs = 3

  /// The `collection-layout` executable beside this one, when it is there.
  static var executable: String? {
    let own =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    let path = URL(fileURLWithPath: own).deletingLastPathComponent()
      .appendingPathComponent("collection-layout").path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }

  /// Measures every shape at every size.
  static func measure(sizes: [Int], progress: (String) -> Void) -> [EndToEndRow] {
    var rows: [EndToEndRow] = []
    guard let executable else {
      return [
        EndToEndRow(
          shape: .heightsAndIDs, items: 0, bytes: 0, wallSeconds: nil, peakKiB: nil,
          note: "not run: build the collection-layout product beside the benchmark")
      ]
    }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("collection-layout-bench-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // Every shape with the visible elements listed, then uniform items with every element
    // listed in both entries (the output grows with the items; the memory must not), then
    // the same with two updates whose transitions list every element (written as their
    // records are made: the memory must not grow with them either).
    let documents =
      DecodeWorkloads.Shape.allCases.map { (shape: $0, allElements: false, updates: 0) }
      + [
        (shape: DecodeWorkloads.Shape.uniform, allElements: true, updates: 0),
        (shape: DecodeWorkloads.Shape.uniform, allElements: true, updates: 2),
      ]
    for size in sizes {
      // Two updates of every element are five times the items in records: past 2,000,000
      // items, more than the output limit of 20,000,000.
      for (shape, allElements, updates) in documents
      where updates == 0 || size <= Limits.maximumOutputElementCount / 10 {
        let title =
          (allElements ? "\(shape.title), all elements" : shape.title)
          + (updates > 0 ? ", \(updates) updates" : "")
        progress("end to end, \(title), \(formatCount(size)) items")
        let file = directory.appendingPathComponent(
          "\(shape.rawValue)\(allElements ? "-all" : "")-\(updates)-\(size).json")
        // Every element in one entry (no step): at 10,000,000 items, two entries would pass the
        // output limit of 20,000,000 records.
        let document = DecodeWorkloads.document(
          itemCount: size, shape: shape, steps: allElements ? 0 : 1, allElements: allElements,
          updates: updates)
        var row = EndToEndRow(
          shape: shape, items: size, bytes: document.count, wallSeconds: nil, peakKiB: nil)
        row.allElements = allElements ? true : nil
        row.updates = updates > 0 ? updates : nil
        do {
          try Data(document).write(to: file)
        } catch {
          row.note = "cannot write \(file.path): \(error)"
          rows.append(row)
          continue
        }
        var times: [Double] = []
        var peaks: [Int] = []
        for _ in 0..<runs {
          switch run(executable, arguments: ["frames", file.path]) {
          case .success(let figures):
            times.append(figures.seconds)
            peaks.append(figures.peakKiB)
          case .failure(let error):
            row.note = error.message
          }
        }
        try? FileManager.default.removeItem(at: file)
        if row.note == nil {
          row.wallSeconds = times.sorted()[times.count / 2]
          row.peakKiB = peaks.sorted()[peaks.count / 2]
        }
        rows.append(row)
      }
    }
    return rows
  }

  /// GNU time, which reports the peak resident size of the command it runs.
  static let time = "/usr/bin/time"

  /// Runs `executable` with `arguments` under GNU time, standard output and error to
  /// /dev/null; the wall time and the command's peak resident size.
  static func run(_ executable: String, arguments: [String]) -> Result<
    (seconds: Double, peakKiB: Int), MemoryProbe.ProbeError
  > {
    #if canImport(Glibc)
      guard FileManager.default.isExecutableFile(atPath: time) else {
        return .failure(MemoryProbe.ProbeError(message: "not run: \(time) is not installed"))
      }
      let report = FileManager.default.temporaryDirectory
        .appendingPathComponent("collection-layout-bench-time-\(getpid()).txt").path
      defer { try? FileManager.default.removeItem(atPath: report) }
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
      let command = [time, "-f", "%M", "-o", report, executable] + arguments
      let argv = command.map { strdup($0) } + [nil]
      defer { for pointer in argv { free(pointer) } }
      var child: pid_t = 0
      let clock = ContinuousClock()
      let start = clock.now
      let spawned = posix_spawn(&child, time, &actions, nil, argv, environ)
      guard spawned == 0 else {
        return .failure(MemoryProbe.ProbeError(message: "cannot start \(time): \(spawned)"))
      }
      var status: Int32 = 0
      while waitpid(child, &status, 0) < 0 && errno == EINTR {}
      let elapsed = seconds(clock.now - start)
      guard status == 0 else {
        return .failure(
          MemoryProbe.ProbeError(message: "collection-layout exited with status \(status)"))
      }
      let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
      guard let peak = text.split(separator: "\n").last.flatMap({ Int($0) }) else {
        return .failure(MemoryProbe.ProbeError(message: "\(time) printed no peak: \(text)"))
      }
      return .success((elapsed, peak))
    #else
      return .failure(MemoryProbe.ProbeError(message: "not run: Linux only"))
    #endif
  }
}

/// `collection-layout frames` on one generated file.
struct EndToEndRow: Codable, Hashable {
  /// How the items are written.
  var shape: DecodeWorkloads.Shape
  /// The number of items.
  var items: Int
  /// The file's size, in bytes.
  var bytes: Int
  /// The median wall time of the runs, in seconds.
  var wallSeconds: Double?
  /// The median peak resident size of the runs, in KiB.
  var peakKiB: Int?
  /// Whether the document lists every element (`"output": {"elements": "all"}`); `nil` for
  /// the visible elements.
  var allElements: Bool?
  /// The update steps after the first entry, each with a transition listing every element;
  /// `nil` for none.
  var updates: Int?
  /// Why a figure is missing.
  var note: String?
}
