/// The clause of the ids row's target that reads another row: the batch of 22 operations on
/// items with ids (`batch-update-ids`) within 3x the time of the same batch on the same items
/// without ids (`batch-update-22`), at each size both rows measure in the run (100,000 and
/// 1,000,000 items in a full run).
///
/// ```
///  batch-update-22    .         100,000   1,000,000   10,000,000     no ids
///  batch-update-ids   10,000    100,000   1,000,000                  ids
///  compared                     ^^^^^^^   ^^^^^^^^^                  ids' median / plain's <= 3
/// ```
///
/// The two rows run in different child processes, one after the other, so the ratio is of
/// medians measured minutes apart on the same machine, in the same run.
enum PlainBatchClause {
  /// The row the clause amends.
  static let key = "batch-update-ids"
  /// The row it compares with.
  static let plainKey = "batch-update-22"
  /// The most times slower than the batch without ids the batch with ids may be.
  static let limit = 3.0

  /// Amends the verdict of ``key`` in `operations` with the clause: `MISSED` when the ids row is
  /// more than ``limit`` times ``plainKey``'s median at any size both measured; when the clause
  /// cannot be decided (``plainKey`` not in the run, or no size with both medians), a verdict
  /// that was met becomes not measured, and the summary says why.
  static func amend(_ operations: inout [OperationReport]) {
    guard let index = operations.firstIndex(where: { $0.key == key }) else { return }
    let clause = "within \(formatFixed(limit, digits: 0))x of the same batch without ids"
    guard let plain = operations.first(where: { $0.key == plainKey }) else {
      undecided(&operations[index].verdict, "\(clause): not measured (\(plainKey) not in this run)")
      return
    }
    var ratios: [(items: Int, ratio: Double)] = []
    for row in operations[index].rows {
      guard let engine = row.engine?.median,
        let other = plain.rows.first(where: { $0.items == row.items })?.engine?.median,
        other > 0
      else { continue }
      ratios.append((row.items, engine / other))
    }
    guard let worst = ratios.max(by: { $0.ratio < $1.ratio }) else {
      undecided(
        &operations[index].verdict,
        "\(clause): not measured (no size with both rows' engine medians in this run)")
      return
    }
    if worst.ratio > limit { operations[index].verdict.met = false }
    operations[index].verdict.summary +=
      "; at most \(formatFixed(worst.ratio, digits: 2))x the time of the same batch without ids"
      + " (\(plainKey)), at \(formatCount(worst.items)) items (target <= "
      + "\(formatFixed(limit, digits: 0))x at each size both rows measure)"
  }

  /// Adds `reason` to `verdict`'s summary; a verdict that was met is not decided any more.
  private static func undecided(_ verdict: inout Verdict, _ reason: String) {
    if verdict.met == true { verdict.met = nil }
    verdict.summary += "; \(reason)"
  }
}
