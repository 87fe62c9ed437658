import Foundation

/// How the engine's time for an operation may grow with the size its rows are measured at:
/// items for most rows, sections for the sweeps (`-by-sections`), the distance from the
/// origin for the wall. Performance.md states each row's law ("Growth laws, checked"); after
/// a run, ``GrowthCheck`` compares each pair of consecutive sizes against it.
enum GrowthLaw: String, Codable, Hashable, Sendable {
  /// Independent of the size.
  case constant = "O(1)"
  /// A binary search's growth.
  case logarithmic = "O(log n)"
  /// Proportional to the size.
  case linear = "O(n)"
  /// A sort's growth (an update whose operations grow with the items: O(U log U)).
  case linearithmic = "O(n log n)"
  /// Proportional to the square of the size (the tile plan: an image n / 10 pixels square).
  case quadratic = "O(n²)"

  /// The factor by which the law lets the time grow from size `small` to size `large`
  /// (`small` < `large`); `nil` when the law says nothing there (a logarithm of a size under 2).
  func allowedRatio(from small: Int, to large: Int) -> Double? {
    let from = Double(small)
    let to = Double(large)
    switch self {
    case .constant:
      return 1
    case .logarithmic:
      guard small >= 2 else { return nil }
      return log2(to) / log2(from)
    case .linear:
      guard small >= 1 else { return nil }
      return to / from
    case .linearithmic:
      guard small >= 2 else { return nil }
      return (to * log2(to)) / (from * log2(from))
    case .quadratic:
      guard small >= 1 else { return nil }
      return (to / from) * (to / from)
    }
  }

  /// The documented law of each operation's engine side, by operation key (Performance.md,
  /// "Growth laws, checked").
  static let laws: [String: GrowthLaw] = [
    "prepare-uniform": .constant,
    "prepare-own-heights": .linear,
    "prepare-ids": .linear,
    "prepare-by-sections": .linear,
    "scroll-step": .logarithmic,
    "scroll-step-relayout": .logarithmic,
    "scroll-step-by-sections": .logarithmic,
    "rect-query": .logarithmic,
    "rect-query-scan": .logarithmic,
    "rect-query-by-sections": .logarithmic,
    "update-map": .linearithmic,
    "update-map-rescanning": .linearithmic,
    "update-map-22": .logarithmic,
    "batch-update": .linearithmic,
    "batch-update-rescanning": .linearithmic,
    "batch-update-22": .logarithmic,
    "batch-update-ids": .linear,
    "batch-update-ids-proportional": .linearithmic,
    "batch-update-by-sections": .linear,
    "batch-update-whole": .linearithmic,
    "changes-all": .linear,
    "identity-diff": .linearithmic,
    "frames-json": .linear,
    "frames-writer": .linear,
    "frames-read-step": .linear,
    "decode-uniform": .constant,
    "decode-heights": .linear,
    "decode-heights-ids": .linear,
    "masonry-prepare": .linear,
    "masonry-rect-query": .logarithmic,
    "tile-plan": .quadratic,
    "masonry-update-shortest": .linear,
    "masonry-update-stable": .linear,
    "measure-visible": .logarithmic,
    "paging-scroll-step": .constant,
    "paging-zoomed-tiles": .constant,
    "wall-scroll-step": .constant,
    "flow-prepare-uniform": .constant,
    "flow-prepare-widths": .linear,
    "flow-rect-query-uniform": .logarithmic,
    "flow-rect-query-widths": .logarithmic,
    "compositional-prepare": .constant,
    "compositional-rect-query": .logarithmic,
    "compositional-tall-group-query": .logarithmic,
    "display-events": .logarithmic,
    "display-events-grid": .logarithmic,
    "display-events-compositional": .logarithmic,
    "display-events-lazy": .logarithmic,
  ]
}

/// A row whose engine time grew faster between two sizes than its law allows, with the
/// tolerance.
struct GrowthWarning: Codable, Hashable {
  /// The operation's key.
  var key: String
  /// The law it breaks.
  var law: GrowthLaw
  /// The two sizes (items, or sections for a sweep, or the wall's distance), ascending.
  var from: Int
  var to: Int
  /// The engine's median at `to` divided by its median at `from`.
  var measured: Double
  /// What the law allows, before the tolerance.
  var allowed: Double

  /// `GROWTH masonry-update-stable: 100,000 -> 1,000,000 items: 31.2x, O(n) allows 10x
  /// (20x with the tolerance)`.
  var line: String {
    let unit = key.hasSuffix("-by-sections") ? "sections" : "items"
    return "GROWTH \(key): \(formatCount(from)) -> \(formatCount(to)) \(unit): "
      + "\(formatFixed(measured, digits: 2))x, \(law.rawValue) allows "
      + "\(formatFixed(allowed, digits: 2))x "
      + "(\(formatFixed(allowed * GrowthCheck.tolerance, digits: 2))x with the tolerance)"
  }
}

/// The check of a run's rows against their laws.
enum GrowthCheck {
  /// How much faster than its law a row may grow between two consecutive sizes before it is
  /// flagged: 2x. On the shared 2-core machine one median moves by up to about 1.5x from run
  /// to run under load, and a structure that leaves the processor's caches between 100,000
  /// and 1,000,000 items costs more per access; a row that really breaks its law (O(n)
  /// where O(log n) is documented) grows by 10x per step of the sizes, far beyond it.
  static let tolerance = 2.0

  /// The warnings of `operations`: each pair of consecutive sizes of each row with an
  /// engine median, checked against the row's law. An operation without a law gives a
  /// warning of its own (in `unknown`).
  static func warnings(_ operations: [OperationReport]) -> (
    warnings: [GrowthWarning], unknown: [String]
  ) {
    var warnings: [GrowthWarning] = []
    var unknown: [String] = []
    for operation in operations {
      guard let law = GrowthLaw.laws[operation.key] else {
        unknown.append(operation.key)
        continue
      }
      let measured = operation.rows.compactMap { row -> (size: Int, median: Double)? in
        guard let engine = row.engine, engine.median > 0 else { return nil }
        return (row.sections ?? row.items, engine.median)
      }.sorted { $0.size < $1.size }
      for (small, large) in zip(measured, measured.dropFirst()) where small.size < large.size {
        guard let allowed = law.allowedRatio(from: small.size, to: large.size) else { continue }
        let ratio = large.median / small.median
        if ratio > allowed * tolerance {
          warnings.append(
            GrowthWarning(
              key: operation.key, law: law, from: small.size, to: large.size, measured: ratio,
              allowed: allowed))
        }
      }
    }
    return (warnings, unknown)
  }

  /// The lines a run prints: one `GROWTH` line per warning, and one per operation without a
  /// law; empty when every row grows within its law.
  static func lines(_ operations: [OperationReport]) -> [String] {
    let (warnings, unknown) = warnings(operations)
    return warnings.map(\.line)
      + unknown.map { "GROWTH \($0): no documented growth law (GrowthLaw.laws)" }
  }
}

extension BenchmarkReport {
  /// The growth check's part of the output: its `GROWTH` lines, or a line saying that every
  /// row grew within its law.
  func growthSection(markdown: Bool) -> String {
    let tolerance = formatFixed(GrowthCheck.tolerance, digits: 0)
    guard !growthWarnings.isEmpty else {
      return (markdown ? "Growth: " : "growth: ")
        + "every row within its documented law between consecutive sizes (tolerance "
        + "\(tolerance)x).\n"
    }
    let heading =
      (markdown ? "Growth" : "growth")
      + " (rows growing faster than their documented law, tolerance \(tolerance)x):\n"
    return heading + (markdown ? "\n" : "")
      + growthWarnings.map { (markdown ? "- " : "  ") + $0 + "\n" }.joined()
  }
}
