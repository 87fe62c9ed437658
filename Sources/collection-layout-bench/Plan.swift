/// What a run measures: the sizes, and how long it samples.
struct Plan {
  /// `full` or `quick`.
  var mode: String
  /// The item counts of every operation.
  var sizes: [Int]
  /// The largest item count at which the rescanning update baseline runs (it is O((D + I) N)).
  var largestRescanningSize: Int
  /// The largest item count at which the JSONEncoder baseline runs.
  var largestEncoderSize: Int
  /// The item count of the batch-update and frames targets.
  var targetSizeForUpdates: Int
  /// The item count of the other targets.
  var targetSize: Int
  /// How each measurement samples.
  var sampler: Sampler
  /// Only operations whose key contains this text run (all when `nil`).
  var only: String?

  /// The full benchmark: 10,000, 100,000 and 1,000,000 items.
  static let full = Plan(
    mode: "full", sizes: [10_000, 100_000, 1_000_000], largestRescanningSize: 100_000,
    largestEncoderSize: 100_000, targetSizeForUpdates: 100_000, targetSize: 1_000_000,
    sampler: .full)

  /// `--quick`: tiny sizes, a few samples, seconds in all.
  static let quick = Plan(
    mode: "quick", sizes: [1_000, 10_000], largestRescanningSize: 10_000,
    largestEncoderSize: 10_000, targetSizeForUpdates: 100_000, targetSize: 1_000_000,
    sampler: .quick)

  /// Whether operation `key` runs.
  func includes(_ key: String) -> Bool {
    only.map { key.contains($0) } ?? true
  }
}
