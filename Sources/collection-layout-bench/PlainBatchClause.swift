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

  /// Amends the verdict of ``key`` in `operations` with the clause: met only when the ids row
  /// is within ``limit`` times ``plainKey``'s median at every size both measured; not decided
  /// (the verdict unchanged but for its summary) when the run has no size in common.
  static func amend(_ operations: inout [OperationReport]) {
    guard let index = operations.firstIndex(where: { $0.key == key }) else { return }
    let plain = operations.first(where: { $0.key == plainKey })
    var times: [(items: Int, ratio: Double)] = []
    for row in operations[index].rows {
      guard let engine = row.engine?.median,
        let other = plain?.rows.first(where: { $0.items == row.items })?.engine?.median,
        other > 0
      else { continue }
      times.append((row.items, engine / other))
    }
    guard let worst = times.max(by: { $0.ratio < $1.ratio }) else {
      operations[index].verdict.summary +=
        "; within \(formatFixed(limit, digits: 0))x of the same batch without ids: not measured"
        + " (\(plainKey) has no size in common in this run)"
      return
    }
    let within = worst.ratio <= limit
    if let met = operations[index].verdict.met { operations[index].verdict.met = met && within }
    operations[index].verdict.summary +=
      "; at most \(formatFixed(worst.ratio, digits: 2))x the time of the same batch without ids"
      + " (\(plainKey)), at \(formatCount(worst.items)) items (target <= "
      + "\(formatFixed(limit, digits: 0))x at each size both rows measure)"
  }
}
