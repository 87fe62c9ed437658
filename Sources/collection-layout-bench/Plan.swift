/// What a run measures: the sizes, and how long it samples.
struct Plan {
  /// `full` or `quick`.
  var mode: String
  /// The item counts of every operation.
  var sizes: [Int]
  /// The item counts of the small-batch update rows (22 operations).
  var smallBatchSizes: [Int]
  /// The distances from the origin, in points, of the wall's scroll-step row.
  var wallDistances = OperationRunner.wallDistances
  /// The section counts of the sweep rows, at ``sweepItemCount`` items.
  var sweepSectionCounts: [Int]
  /// The item count of the sweep rows.
  var sweepItemCount: Int
  /// The largest item count at which the rescanning update baseline runs (it is O((D + I) N)).
  var largestRescanningSize: Int
  /// The largest item count at which the JSONEncoder baseline runs.
  var largestEncoderSize: Int
  /// The item count of the batch-update and frames targets.
  var targetSizeForUpdates: Int
  /// The item count of the other targets.
  var targetSize: Int
  /// The item count of the small-batch update target.
  var targetSizeForSmallBatches: Int
  /// How each measurement samples.
  var sampler: Sampler
  /// How many child processes measure each side of each row, the sides alternating; the
  /// child with the lowest median is kept (see ``ChildProcesses/measure(_:plan:)``).
  var childrenPerSide = 1
  /// Only operations whose key contains this text run (all when `nil`).
  var only: String?
  /// In a child process: the side it measures (both when `nil`).
  var side: Side?

  /// The engine or its baseline.
  enum Side: String, Codable, CaseIterable {
    case engine
    case baseline
  }

  /// The full benchmark: 10,000, 100,000 and 1,000,000 items.
  static let full = Plan(
    mode: "full", sizes: [10_000, 100_000, 1_000_000],
    smallBatchSizes: [100_000, 1_000_000, 10_000_000], sweepSectionCounts: [10, 1_000, 100_000],
    sweepItemCount: 1_000_000, largestRescanningSize: 100_000, largestEncoderSize: 100_000,
    targetSizeForUpdates: 100_000, targetSize: 1_000_000, targetSizeForSmallBatches: 10_000_000,
    sampler: .full, childrenPerSide: 3)

  /// `--quick`: tiny sizes, a few samples, seconds in all.
  static let quick = Plan(
    mode: "quick", sizes: [1_000, 10_000], smallBatchSizes: [10_000, 100_000],
    sweepSectionCounts: [10, 100], sweepItemCount: 10_000, largestRescanningSize: 10_000,
    largestEncoderSize: 10_000, targetSizeForUpdates: 100_000, targetSize: 1_000_000,
    targetSizeForSmallBatches: 10_000_000, sampler: .quick)

  /// Whether operation `key` runs.
  func includes(_ key: String) -> Bool {
    only.map { key.contains($0) } ?? true
  }

  /// Whether the measurements of `side` run in this process.
  func measures(_ side: Side) -> Bool {
    self.side.map { $0 == side } ?? true
  }

  /// The configurations operation `key` runs at: item counts, and for the sweeps the number
  /// of sections.
  func configurations(of key: String) -> [Configuration] {
    if key.hasSuffix("-by-sections") {
      return sweepSectionCounts.map { Configuration(items: sweepItemCount, sections: $0) }
    }
    if key == "wall-scroll-step" {
      return wallDistances.map { Configuration(items: $0, sections: nil) }
    }
    if key.hasSuffix("-22") || key.hasSuffix("-22-ids") {
      return smallBatchSizes.map { Configuration(items: $0, sections: nil) }
    }
    return sizes.map { Configuration(items: $0, sections: nil) }
  }

  /// This plan narrowed to one configuration of one operation, for a child process.
  func narrowed(to configuration: Configuration, side: Side?) -> Plan {
    var plan = self
    if let sections = configuration.sections {
      plan.sweepSectionCounts = [sections]
      plan.sweepItemCount = configuration.items
    } else {
      plan.sizes = [configuration.items]
      plan.smallBatchSizes = [configuration.items]
      plan.wallDistances = [configuration.items]
    }
    plan.side = side
    return plan
  }
}

/// One line of an operation: an item count, and for the sweeps a number of sections.
struct Configuration: Hashable, Codable {
  var items: Int
  var sections: Int?
}
