import Foundation

/// `--profile KEY`: one side of any operation of the benchmark, at one configuration, its
/// calls made a fixed number of times (or for a fixed time) without timing them, for an
/// instruction profiler (`valgrind --tool=callgrind`), whose counts are repeatable on a noisy
/// machine.
///
/// The operation runs exactly as the benchmark runs it (``OperationRunner``, the plan narrowed
/// to one configuration and one side), the same inputs prepared the same way; only the sampler
/// changes: instead of timing, each call goes through ``profiledCall(_:)``, a function with a
/// fixed symbol name, `collection_layout_bench_profiled_call` (the optimiser's specialised
/// copies keep it inside theirs). Given to callgrind as `--toggle-collect` with wildcards
/// around it, with `--collect-atstart=no`, it counts the calls and nothing of their
/// preparation (`Scripts/profile` does this).
enum Profiling {

  /// How many calls a measurement makes.
  enum Calls: Equatable {
    /// Exactly this many calls (at least 1).
    case exactly(Int)
    /// At least one call, then calls until this many seconds of the process's own clock have
    /// passed (under callgrind, about 50 times slower, that is a fraction of it natively).
    case during(seconds: Double)
  }

  /// The configuration `--profile KEY` runs at without `--items`: the middle one of the full
  /// benchmark's (100,000 items for most operations; 1,000,000 items in 1,000 sections for the
  /// sweeps; 1,000,000 items for the 22-operation batches), with `items` and, for a sweep,
  /// `sections` in place of its own when given.
  static func configuration(of key: String, items: Int?, sections: Int?) -> Configuration {
    let configurations = Plan.full.configurations(of: key)
    let middle =
      configurations.isEmpty
      ? Configuration(items: 100_000, sections: nil)
      : configurations[configurations.count / 2]
    // Only a sweep has a section count: another row ignores `sections`.
    return Configuration(
      items: items ?? middle.items, sections: middle.sections.map { sections ?? $0 })
  }

  /// Runs the engine's side of operation `key` (the baseline's with `baseline`) at
  /// `configuration`, every call counted by `calls`. Returns the number of calls and their
  /// checksum; throws a ``UsageError`` for an unknown key.
  static func run(
    key: String, configuration: Configuration, calls: Calls, baseline: Bool
  ) throws -> (calls: Int, checksum: Int) {
    guard OperationRunner.keys.contains(key) else {
      throw UsageError(
        message: "--profile expects one of \(OperationRunner.keys.joined(separator: ", ")), "
          + "got \"\(key)\"")
    }
    var plan = Plan.full.narrowed(to: configuration, side: baseline ? .baseline : .engine)
    plan.sampler.profiled = calls
    var runner = OperationRunner(plan: plan)
    _ = try runner.run(key)
    return (runner.calls, runner.checksum)
  }

  /// Calls `body` once. Its symbol is fixed, so that a profiler can count what happens between
  /// its entry and its exit and nothing else.
  @inline(never)
  @_silgen_name("collection_layout_bench_profiled_call")
  static func profiledCall(_ body: () throws -> Int) rethrows -> Int {
    try body()
  }
}

extension Sampler {
  /// Calls `body` as `calls` says, each call through ``Profiling/profiledCall(_:)``, without
  /// timing; the timing's sample count is the number of calls, its figures 0.
  func call(_ calls: Profiling.Calls, _ body: () throws -> Int) rethrows -> (
    timing: Timing, checksum: Int
  ) {
    var checksum = 0
    var made = 0
    switch calls {
    case .exactly(let count):
      for _ in 0..<max(1, count) {
        checksum &+= try Profiling.profiledCall(body)
        made += 1
      }
    case .during(let budget):
      let clock = ContinuousClock()
      let start = clock.now
      repeat {
        checksum &+= try Profiling.profiledCall(body)
        made += 1
      } while seconds(clock.now - start) < budget && made < 1 << 20
    }
    var timing = Timing(samples: [0], iterationsPerSample: 1)
    timing.samples = made
    return (timing, checksum)
  }
}
