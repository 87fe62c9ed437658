/// The command line of `collection-layout-bench`.
enum Command: Equatable {
  /// Run the benchmark.
  case run(
    quick: Bool, jsonPath: String?, markdownPath: String?, only: String?, inProcess: Bool,
    children: Int?)
  /// Be a memory probe child (see ``MemoryProbe``).
  case memoryProbe(MemoryProbe.Subject, items: Int)
  /// Be an update memory probe child (see ``UpdateMemoryProbe``).
  case updateProbe(UpdateMemoryProbe.Subject, items: Int)
  /// Be a decode memory probe child (see ``DecodeMemoryProbe``).
  case decodeProbe(DecodeWorkloads.Shape, items: Int, baseline: Bool)
  /// Call one side of one operation without a clock, for a profiler (see ``Profiling``).
  case profile(key: String, items: Int?, sections: Int?, calls: Int?, baseline: Bool)
  /// Be the child that measures one side of one operation at one configuration (see
  /// ``ChildProcesses``).
  case operation(key: String, configuration: Configuration, side: Plan.Side, quick: Bool)
  /// Print the help.
  case help

  /// The usage text.
  static let usage = """
    collection-layout-bench: the engine's hot paths next to the conventional way, in one run.

    Usage: swift run -c release collection-layout-bench [--quick] [--json FILE] [--markdown FILE]
                                                        [--only KEY] [--in-process]
                                                        [--children N]

      --quick          tiny sizes and a few samples: proves the benchmark runs, in seconds
      --json FILE      also write the results as JSON to FILE
      --markdown FILE  also write the results section of Performance.md to FILE
      --only KEY       run only the operations whose key contains KEY (prepare-uniform,
                       prepare-own-heights, prepare-ids, prepare-by-sections, scroll-step,
                       scroll-step-relayout, scroll-step-by-sections, rect-query,
                       rect-query-scan, rect-query-by-sections, update-map,
                       update-map-rescanning, update-map-22, batch-update,
                       batch-update-rescanning, batch-update-22, batch-update-ids,
                       batch-update-ids-proportional, batch-update-by-sections,
                       batch-update-whole, changes-all, frames-json, frames-writer,
                       frames-read-step,
                       decode-uniform, decode-heights, decode-heights-ids, identity-diff,
                       masonry-prepare, masonry-rect-query, masonry-update-shortest,
                       masonry-update-stable, measure-visible, paging-scroll-step,
                       paging-zoomed-tiles, wall-scroll-step, tile-plan, flow-prepare-uniform,
                       flow-prepare-widths, flow-rect-query-uniform, flow-rect-query-widths,
                       compositional-prepare, compositional-rect-query,
                       compositional-tall-group-query, display-events, display-events-grid,
                       display-events-compositional, display-events-lazy, memory,
                       decode-memory, update-memory, end-to-end)
      --in-process     measure every operation in this process (by default each side of each
                       operation at each size runs in fresh child processes)
      --children N     measure each side of each row in N child processes, the sides
                       alternating, and keep the child with the lowest median (default 3;
                       1 with --quick)
      --help           print this help

    For an instruction profiler (valgrind --tool=callgrind), without a clock:
      --profile KEY [--items N] [--sections S] [--calls K] [--baseline]
                       run operation KEY (any key of --only above) as the benchmark runs it,
                       the engine's side (the baseline's with --baseline), at N items (for
                       the sweeps, N items in S sections; default: the operation's middle
                       size, 100,000 items for most), each call made through the symbol
                       collection_layout_bench_profiled_call and not timed: K calls, or
                       without --calls as many as fit in 2 seconds (at least one). Prints the
                       number of calls and their checksum. Scripts/profile runs it under
                       callgrind, counting the calls only, and prints the top functions.

    Each operation runs at 10,000, 100,000 and 1,000,000 items (10 sections, 2 columns, a
    pinned header per section, a pinned global header; viewport 768x1024, inset top 64,
    scale 2); the small-batch updates at 100,000, 1,000,000 and 10,000,000, the sweeps at
    1,000,000 items in 10, 1,000 and 100,000 sections. Every figure is the median, fastest
    and slowest time of one call over repeated samples after a warm-up, measured with a
    monotonic clock, each side of each operation at each size in fresh processes (three a
    side, alternating, the one with the lowest median kept: see --children); the baseline
    is measured in the same run and the ratio is baseline median / engine median.
    Peak memory is the operating
    system's figure (VmHWM) in a child process. Decoding is measured on generated documents
    (uniform counts, items with heights, items with heights and ids), next to
    JSONSerialization, and end to end as 'collection-layout frames FILE' in fresh processes
    (the collection-layout executable must be built beside this one). Nothing here asserts
    a time.
    """

  /// Parses the arguments (without the program name).
  static func parse(_ arguments: [String]) -> Result<Command, UsageError> {
    var quick = false
    var jsonPath: String?
    var markdownPath: String?
    var only: String?
    var probe: MemoryProbe.Subject?
    var decodeProbe: DecodeWorkloads.Shape?
    var items: Int?
    var profileKey: String?
    var updateProbe: UpdateMemoryProbe.Subject?
    var calls: Int?
    var baseline = false
    var inProcess = false
    var operation: String?
    var side: Plan.Side?
    var sections: Int?
    var children: Int?
    var remaining = arguments[...]
    func value(of option: String) -> Result<String, UsageError> {
      guard let value = remaining.popFirst() else {
        return .failure(UsageError(message: "\(option) needs a value"))
      }
      return .success(value)
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--help", "-h":
        return .success(.help)
      case "--quick":
        quick = true
      case "--baseline":
        baseline = true
      case "--in-process":
        inProcess = true
      case "--json", "--markdown", "--only", "--memory-probe", "--items", "--profile", "--calls",
        "--decode-probe", "--operation", "--side", "--sections", "--update-probe", "--children":
        let text: String
        switch value(of: argument) {
        case .success(let value): text = value
        case .failure(let error): return .failure(error)
        }
        switch argument {
        case "--json": jsonPath = text
        case "--markdown": markdownPath = text
        case "--only": only = text
        case "--profile": profileKey = text
        case "--operation": operation = text
        case "--side":
          guard let value = Plan.Side(rawValue: text) else {
            return .failure(
              UsageError(message: "--side expects engine or baseline, got \"\(text)\""))
          }
          side = value
        case "--sections":
          guard let count = Int(text), count >= 1 else {
            return .failure(
              UsageError(message: "--sections expects a whole number >= 1, got \"\(text)\""))
          }
          sections = count
        case "--update-probe":
          guard let value = UpdateMemoryProbe.Subject(rawValue: text) else {
            return .failure(
              UsageError(
                message: "--update-probe expects engine, engine-22, baseline or baseline-22, "
                  + "got \"\(text)\""))
          }
          updateProbe = value
        case "--calls":
          guard let count = Int(text), count >= 1 else {
            return .failure(
              UsageError(message: "--calls expects a whole number >= 1, got \"\(text)\""))
          }
          calls = count
        case "--children":
          guard let count = Int(text), count >= 1 else {
            return .failure(
              UsageError(message: "--children expects a whole number >= 1, got \"\(text)\""))
          }
          children = count
        case "--decode-probe":
          guard let shape = DecodeWorkloads.Shape(rawValue: text) else {
            return .failure(
              UsageError(
                message: "--decode-probe expects uniform, heights or heights-ids, got \"\(text)\""))
          }
          decodeProbe = shape
        case "--memory-probe":
          guard let subject = MemoryProbe.Subject(rawValue: text) else {
            return .failure(
              UsageError(message: "--memory-probe expects engine or eager, got \"\(text)\""))
          }
          probe = subject
        default:
          guard let count = Int(text), count >= 0 else {
            return .failure(
              UsageError(message: "--items expects a whole number >= 0, got \"\(text)\""))
          }
          items = count
        }
      default:
        return .failure(
          UsageError(
            message: "unknown argument \"\(argument)\"; see collection-layout-bench --help"))
      }
    }
    if let operation {
      guard let items, let side else {
        return .failure(UsageError(message: "--operation needs --items N and --side SIDE"))
      }
      return .success(
        .operation(
          key: operation, configuration: Configuration(items: items, sections: sections),
          side: side, quick: quick))
    }
    if let updateProbe {
      guard let items else {
        return .failure(UsageError(message: "--update-probe needs --items N"))
      }
      return .success(.updateProbe(updateProbe, items: items))
    }
    if let profileKey {
      return .success(
        .profile(
          key: profileKey, items: items, sections: sections, calls: calls,
          baseline: baseline))
    }
    if let decodeProbe {
      guard let items else {
        return .failure(UsageError(message: "--decode-probe needs --items N"))
      }
      return .success(.decodeProbe(decodeProbe, items: items, baseline: baseline))
    }
    if let probe {
      guard let items else {
        return .failure(UsageError(message: "--memory-probe needs --items N"))
      }
      return .success(.memoryProbe(probe, items: items))
    }
    return .success(
      .run(
        quick: quick, jsonPath: jsonPath, markdownPath: markdownPath, only: only,
        inProcess: inProcess, children: children))
  }
}

/// A command line the benchmark does not understand, and why.
struct UsageError: Error, Equatable {
  var message: String
}
